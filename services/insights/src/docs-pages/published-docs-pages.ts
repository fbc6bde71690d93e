import { createContentClient } from '../clients/content';
import { createSitesClient } from '../clients/sites';
import type { DocsPage, DocsPageLocator } from './locator';

/** What sites' ResolvePublishedUrls and content's FindPagesByPath take in one call. */
const BATCH = 100;

const chunks = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
};

/**
 * The DocsPageLocator of a deployment: sites says which site space a URL shows
 * (`SiteInternalService.ResolvePublishedUrls`), then content which page of that space's
 * current revision is at the rest of the path (`PageInternalService.FindPagesByPath`). Two
 * calls per batch of up to 100 URLs. Only absolute http(s) URLs are asked about.
 */
export function publishedDocsPages(
  addresses: { sitesGrpcUrl: string; contentGrpcUrl: string },
  { deadlineMs }: { deadlineMs?: number } = {},
): DocsPageLocator {
  const sites = createSitesClient(addresses.sitesGrpcUrl, { deadlineMs });
  const content = createContentClient(addresses.contentGrpcUrl, { deadlineMs });
  return {
    async locate(organizationId, urls) {
      const found = new Map<string, DocsPage>();
      const candidates = [...new Set(urls)].filter((url) => /^https?:\/\//i.test(url));
      if (candidates.length === 0) return found;
      for (const batch of chunks(candidates)) {
        const { locations } = await sites.resolvePublishedUrls({ organizationId, urls: batch });
        for (const location of locations) {
          found.set(location.url, {
            url: location.url,
            siteId: location.siteId,
            siteSectionId: location.siteSectionId,
            siteSpaceId: location.siteSpaceId,
            spaceId: location.spaceId,
            path: location.pagePath,
          });
        }
      }
      const lookups = [...found.values()].map((page) => ({ spaceId: page.spaceId, path: page.path }));
      for (const batch of chunks(lookups)) {
        const { pages } = await content.findPagesByPath({ organizationId, lookups: batch });
        const pageAt = new Map(pages.map((page) => [`${page.spaceId}\u0000${page.path}`, page.pageId]));
        for (const page of found.values()) page.pageId ??= pageAt.get(`${page.spaceId}\u0000${page.path}`);
      }
      return found;
    },
  };
}
