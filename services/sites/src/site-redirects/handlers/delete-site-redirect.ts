import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { redirectDeleter } from '../commands/redirect-deleter';

const ZDeleteSiteRedirectRequest = z.object({ organizationId: ZId, siteId: ZId, siteRedirectId: ZId });

/** Idempotent: a redirect that does not exist (any more) is already deleted. */
export async function deleteSiteRedirect(
  ctx: SitesContext,
  request: sitesV1.DeleteSiteRedirectRequest,
  callContext: CallContext,
): Promise<sitesV1.DeleteSiteRedirectResponse> {
  const input = parseRequest(ZDeleteSiteRedirectRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  return { deleted: await redirectDeleter(ctx.db, site, input.siteRedirectId, viewer.principal.userId) };
}
