import type { sitesV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { canManageSites, canReadSites, viewerOf } from '../../access/policy';
import { findSite } from '../../access/load';
import { permissionDenied } from '@quire/shared';
import type { SitesContext } from '../../context';
import { siteDeleter } from '../commands/site-deleter';
import { ZSiteRef } from './get-site';

/** Idempotent: deleting a site that does not exist (any more) succeeds. */
export async function deleteSite(ctx: SitesContext, request: sitesV1.DeleteSiteRequest, callContext: CallContext): Promise<Record<string, never>> {
  const input = parseRequest(ZSiteRef, request);
  const viewer = viewerOf(getPrincipal(callContext), input.organizationId);
  if (!canReadSites(viewer)) throw notFound('No matching site found');
  if (!canManageSites(viewer)) throw permissionDenied('Only organization admins and creators can manage sites');
  const site = await findSite(ctx.db, input.organizationId, input.siteId);
  if (site) await siteDeleter(ctx.db, site, viewer.principal.userId);
  return {};
}
