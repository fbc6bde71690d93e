import type { contentV1, sitesV1 } from '@quire/proto';
import type { FoundPage } from '../clients/content';
import type { SiteUrlBases } from '../context';

/** GitBook "SearchSpaceResult"s: each space with its pages ("SearchPageResult") and their sections. */
export function presentSearchResults(urls: SiteUrlBases, spaceIds: string[], spaces: Map<string, contentV1.Space>, found: Map<string, FoundPage[]>): sitesV1.SiteSearchSpaceResult[] {
  return spaceIds.flatMap((spaceId) => {
    const pages = found.get(spaceId) ?? [];
    const space = spaces.get(spaceId);
    if (!space || pages.length === 0) return [];
    return [
      {
        id: spaceId,
        title: space.title,
        pages: pages.map((page) => {
          const pageUrl = `${urls.appUrl}/s/${spaceId}/${page.path}`;
          return {
            id: page.pageId,
            title: page.title,
            path: page.path,
            urls: { app: pageUrl },
            sections: page.sections.map((section) => ({
              id: section.anchor || page.pageId,
              title: section.title,
              path: section.anchor ? `${page.path}#${section.anchor}` : page.path,
              body: section.body,
              urls: { app: section.anchor ? `${pageUrl}#${encodeURIComponent(section.anchor)}` : pageUrl },
            })),
          };
        }),
      },
    ];
  });
}
