import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSiteSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteSpaceRef } from '../../lib/validation';
import { siteSpaceCustomizationDeleter } from '../commands/site-space-customization-deleter';

/** Removes the site space's overrides. Idempotent: a site space without overrides already has none. */
export async function deleteSiteSpaceCustomization(
  ctx: SitesContext,
  request: sitesV1.DeleteSiteSpaceCustomizationRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const input = parseRequest(ZSiteSpaceRef, request);
  const { siteSpace, viewer } = await loadSiteSpace(ctx, callContext, input, 'manage');
  await siteSpaceCustomizationDeleter(ctx.db, siteSpace, viewer.principal.userId);
  return {};
}
