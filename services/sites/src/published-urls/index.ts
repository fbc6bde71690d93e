import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { authenticateSiteApiToken } from './handlers/authenticate-site-api-token';
import { findSites } from './handlers/find-sites';
import { getPublishedContentByUrl } from './handlers/get-published-content-by-url';
import { locatePublishedUrl } from './handlers/locate-published-url';
import { resolvePublishedContentByUrl } from './handlers/resolve-published-content-by-url';

/** PublishedUrlService (proto/quire/sites/v1/published_url.proto): GET and POST /urls/published. */
export function publishedUrlService(ctx: SitesContext): sitesV1.PublishedUrlServiceImplementation {
  return {
    resolvePublishedContentByUrl: (request, callContext) => resolvePublishedContentByUrl(ctx, request, callContext),
    getPublishedContentByUrl: (request, callContext) => getPublishedContentByUrl(ctx, request, callContext),
  };
}

/** PublishedUrlInternalService: for content (getContentByUrl), insights (site events) and the gateway (site API tokens). No principal. */
export function publishedUrlInternalService(ctx: SitesContext): sitesV1.PublishedUrlInternalServiceImplementation {
  return {
    locatePublishedUrl: (request) => locatePublishedUrl(ctx, request),
    findSites: (request) => findSites(ctx, request),
    authenticateSiteApiToken: (request) => authenticateSiteApiToken(ctx, request),
  };
}
