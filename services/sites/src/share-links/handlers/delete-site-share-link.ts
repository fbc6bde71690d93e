import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { shareLinkDeleter } from '../commands/share-link-deleter';

const ZDeleteSiteShareLinkRequest = z.object({ organizationId: ZId, siteId: ZId, shareLinkId: ZId });

/** Idempotent, as deleteSiteById: a link that does not exist (any more) is already deleted. */
export async function deleteSiteShareLink(
  ctx: SitesContext,
  request: sitesV1.DeleteSiteShareLinkRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const input = parseRequest(ZDeleteSiteShareLinkRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  await shareLinkDeleter(ctx.db, site, input.shareLinkId, viewer.principal.userId);
  return {};
}
