import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { getPublishedContentSite } from './handlers/get-published-content-site';
import { getSitePublishingAuth } from './handlers/get-site-publishing-auth';
import { getSitePublishingPreview } from './handlers/get-site-publishing-preview';
import { publishSite } from './handlers/publish-site';
import { regenerateSitePublishingAuth } from './handlers/regenerate-site-publishing-auth';
import { unpublishSite } from './handlers/unpublish-site';
import { updateSitePublishingAuth } from './handlers/update-site-publishing-auth';

export function sitePublishingService(ctx: SitesContext): sitesV1.SitePublishingServiceImplementation {
  return {
    publishSite: (request, callContext) => publishSite(ctx, request, callContext),
    unpublishSite: (request, callContext) => unpublishSite(ctx, request, callContext),
    getSitePublishingAuth: (request, callContext) => getSitePublishingAuth(ctx, request, callContext),
    updateSitePublishingAuth: (request, callContext) => updateSitePublishingAuth(ctx, request, callContext),
    regenerateSitePublishingAuth: (request, callContext) => regenerateSitePublishingAuth(ctx, request, callContext),
    getPublishedContentSite: (request, callContext) => getPublishedContentSite(ctx, request, callContext),
    getSitePublishingPreview: (request, callContext) => getSitePublishingPreview(ctx, request, callContext),
  };
}
