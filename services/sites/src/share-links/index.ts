import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { createSiteShareLink } from './handlers/create-site-share-link';
import { deleteSiteShareLink } from './handlers/delete-site-share-link';
import { listSiteShareLinks } from './handlers/list-site-share-links';
import { updateSiteShareLink } from './handlers/update-site-share-link';

export function siteShareLinkService(ctx: SitesContext): sitesV1.SiteShareLinkServiceImplementation {
  return {
    listSiteShareLinks: (request, callContext) => listSiteShareLinks(ctx, request, callContext),
    createSiteShareLink: (request, callContext) => createSiteShareLink(ctx, request, callContext),
    updateSiteShareLink: (request, callContext) => updateSiteShareLink(ctx, request, callContext),
    deleteSiteShareLink: (request, callContext) => deleteSiteShareLink(ctx, request, callContext),
  };
}
