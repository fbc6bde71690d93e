import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { listSitePermissions } from './handlers/list-site-permissions';

/** SitePermissionService (proto/quire/sites/v1/site_permission.proto). */
export function sitePermissionService(ctx: SitesContext): sitesV1.SitePermissionServiceImplementation {
  return {
    listSitePermissions: (request, callContext) => listSitePermissions(ctx, request, callContext),
  };
}
