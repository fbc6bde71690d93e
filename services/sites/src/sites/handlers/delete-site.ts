import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { authorizeIn, findSite, SITE_NOT_FOUND } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { siteDeleter } from '../commands/site-deleter';

/**
 * Idempotent: deleting a site that does not exist (any more) succeeds. So the caller is
 * authorized before the site is looked up: a reader gets PERMISSION_DENIED either way.
 */
export async function deleteSite(ctx: SitesContext, request: sitesV1.DeleteSiteRequest, callContext: CallContext): Promise<Record<string, never>> {
  const input = parseRequest(ZSiteRef, request);
  const viewer = authorizeIn(callContext, input.organizationId, 'manage', SITE_NOT_FOUND);
  const site = await findSite(ctx.db, input.organizationId, input.siteId);
  if (site) await siteDeleter(ctx.db, site, viewer.principal.userId);
  return {};
}
