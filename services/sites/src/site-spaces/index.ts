import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { addSiteSpace } from './handlers/add-site-space';
import { deleteSiteSpace } from './handlers/delete-site-space';
import { listSiteSpaces } from './handlers/list-site-spaces';
import { moveSiteSpace } from './handlers/move-site-space';
import { updateSiteSpace } from './handlers/update-site-space';

export function siteSpaceService(ctx: SitesContext): sitesV1.SiteSpaceServiceImplementation {
  return {
    listSiteSpaces: (request, callContext) => listSiteSpaces(ctx, request, callContext),
    addSiteSpace: (request, callContext) => addSiteSpace(ctx, request, callContext),
    updateSiteSpace: (request, callContext) => updateSiteSpace(ctx, request, callContext),
    moveSiteSpace: (request, callContext) => moveSiteSpace(ctx, request, callContext),
    deleteSiteSpace: (request, callContext) => deleteSiteSpace(ctx, request, callContext),
  };
}
