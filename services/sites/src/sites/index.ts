import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { createSite } from './handlers/create-site';
import { deleteSite } from './handlers/delete-site';
import { getSite } from './handlers/get-site';
import { getSiteStructure } from './handlers/get-site-structure';
import { listSites } from './handlers/list-sites';
import { sortSiteStructure } from './handlers/sort-site-structure';
import { updateSite } from './handlers/update-site';

export function siteService(ctx: SitesContext): sitesV1.SiteServiceImplementation {
  return {
    listSites: (request, callContext) => listSites(ctx, request, callContext),
    createSite: (request, callContext) => createSite(ctx, request, callContext),
    getSite: (request, callContext) => getSite(ctx, request, callContext),
    updateSite: (request, callContext) => updateSite(ctx, request, callContext),
    deleteSite: (request, callContext) => deleteSite(ctx, request, callContext),
    sortSiteStructure: (request, callContext) => sortSiteStructure(ctx, request, callContext),
    getSiteStructure: (request, callContext) => getSiteStructure(ctx, request, callContext),
  };
}
