import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { searchSiteContent } from './handlers/search-site-content';

/** SiteSearchService (proto/quire/sites/v1/site_search.proto). */
export function siteSearchService(ctx: SitesContext): sitesV1.SiteSearchServiceImplementation {
  return {
    searchSiteContent: (request, callContext) => searchSiteContent(ctx, request, callContext),
  };
}
