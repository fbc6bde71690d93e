import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { getSites } from './handlers/get-sites';
import { listSiteRedirectsForReader } from './handlers/list-site-redirects-for-reader';
import { resolvePublishedUrls } from './handlers/resolve-published-urls';

/**
 * SiteInternalService (proto/quire/sites/v1/site_internal.proto): for other services
 * (insights links conversation issues to the published docs page they were asked on; the
 * reader applies a site's redirects).
 * Needs no principal (it says only what published URLs already show), except GetSites (for
 * identity), which answers what the caller's principal may read.
 */
export function siteInternalService(ctx: SitesContext): sitesV1.SiteInternalServiceImplementation {
  return {
    resolvePublishedUrls: (request) => resolvePublishedUrls(ctx, request),
    listSiteRedirectsForReader: (request, callContext) => listSiteRedirectsForReader(ctx, request, callContext),
    getSites: (request, callContext) => getSites(ctx, request, callContext),
  };
}
