import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { createSiteRedirect } from './handlers/create-site-redirect';
import { deleteSiteRedirect } from './handlers/delete-site-redirect';
import { getSiteRedirectBySource } from './handlers/get-site-redirect-by-source';
import { listSiteRedirects } from './handlers/list-site-redirects';
import { updateSiteRedirect } from './handlers/update-site-redirect';

export function siteRedirectService(ctx: SitesContext): sitesV1.SiteRedirectServiceImplementation {
  return {
    listSiteRedirects: (request, callContext) => listSiteRedirects(ctx, request, callContext),
    createSiteRedirect: (request, callContext) => createSiteRedirect(ctx, request, callContext),
    updateSiteRedirect: (request, callContext) => updateSiteRedirect(ctx, request, callContext),
    deleteSiteRedirect: (request, callContext) => deleteSiteRedirect(ctx, request, callContext),
    getSiteRedirectBySource: (request, callContext) => getSiteRedirectBySource(ctx, request, callContext),
  };
}
