import { contentV1 } from '@quire/proto';
import { createServiceClient, forwardMetadata, type CallContext } from '@quire/shared';

/**
 * The spaces site spaces embed, read from the content service. Every response that embeds
 * spaces makes exactly one `getSpaces` call for all of them (never one per site space).
 *
 * Answers the requested spaces that exist, are not deleted and belong to `organizationId`,
 * presented with the permissions of the caller in `callContext` (its principal is forwarded);
 * unknown, deleted and other organizations' spaces, and those the caller may not read, are
 * simply missing from the map. With `publishedSiteReader` (the caller was found to be a reader
 * of a published site embedding these spaces), every live space of the organization is
 * answered, with at least a reader's permissions.
 */
export type SpaceDirectory = {
  getSpaces(
    organizationId: string,
    spaceIds: string[],
    callContext: CallContext,
    options?: { publishedSiteReader?: boolean },
  ): Promise<Map<string, contentV1.Space>>;
};

/** The most ids content's GetSpaces takes in one call. */
export const GET_SPACES_BATCH = 1000;

/**
 * SpaceDirectory over content's batched `ContentInternalService.GetSpaces`, called as the
 * caller (their principal is forwarded): one rpc per response, or one per 1000 spaces (in
 * parallel) for the rare site embedding more. Content answers the spaces of the organization
 * that caller may read, with the caller's permissions; the others are missing from the map.
 * For a reader of a published site (`publishedSiteReader`, decided by access/load.ts), content
 * answers every live space of the organization, so visitors who are not members see the
 * spaces the site publishes.
 */
export function contentSpaceDirectory(contentGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SpaceDirectory {
  const client = createServiceClient(contentV1.ContentInternalServiceDefinition, contentGrpcUrl, { deadlineMs });
  return {
    async getSpaces(organizationId, spaceIds, callContext: CallContext, { publishedSiteReader = false } = {}) {
      const ids = [...new Set(spaceIds)];
      const found = new Map<string, contentV1.Space>();
      if (ids.length === 0) return found;
      const batches: string[][] = [];
      for (let start = 0; start < ids.length; start += GET_SPACES_BATCH) batches.push(ids.slice(start, start + GET_SPACES_BATCH));
      const responses = await Promise.all(
        batches.map((batch) => client.getSpaces({ organizationId, spaceIds: batch, publishedSiteReader }, { metadata: forwardMetadata(callContext) })),
      );
      for (const { spaces } of responses) for (const space of spaces) found.set(space.id, space);
      return found;
    },
  };
}

/** A page of a space, as PageDirectory answers it: `${spaceId}/${pageId}` (ids hold no '/'). */
export const pageKey = (spaceId: string, pageId: string): string => `${spaceId}/${pageId}`;

/**
 * Paths of pages in their space's current revision (GitBook's `RevisionPage.path`, without
 * leading or trailing slashes), for site redirects to pages. Answers the pages that exist in
 * live spaces of `organizationId`, keyed by `pageKey`; link pages (no path) and the others are
 * missing from the map.
 */
export type PageDirectory = {
  pagePaths(organizationId: string, pages: { spaceId: string; pageId: string }[], callContext: CallContext): Promise<Map<string, string>>;
};

/** The most pages, and spaces, content's GetPagePaths takes in one call. */
export const GET_PAGE_PATHS_BATCH = { pages: 1000, spaces: 100 };

/**
 * PageDirectory over content's `ContentInternalService.GetPagePaths` (no principal needed; the
 * request id and trace are forwarded): one call, or one per 1000 pages / 100 spaces (in
 * parallel) beyond that.
 */
export function contentPageDirectory(contentGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): PageDirectory {
  const client = createServiceClient(contentV1.ContentInternalServiceDefinition, contentGrpcUrl, { deadlineMs });
  return {
    async pagePaths(organizationId, pages, callContext) {
      const found = new Map<string, string>();
      const distinct = [...new Map(pages.map((page) => [pageKey(page.spaceId, page.pageId), page])).values()];
      if (distinct.length === 0) return found;
      const batches: { spaceId: string; pageId: string }[][] = [];
      let batch: { spaceId: string; pageId: string }[] = [];
      let spaces = new Set<string>();
      for (const page of distinct.sort((a, b) => (a.spaceId < b.spaceId ? -1 : a.spaceId > b.spaceId ? 1 : 0))) {
        if (batch.length === GET_PAGE_PATHS_BATCH.pages || (!spaces.has(page.spaceId) && spaces.size === GET_PAGE_PATHS_BATCH.spaces)) {
          batches.push(batch);
          batch = [];
          spaces = new Set();
        }
        batch.push(page);
        spaces.add(page.spaceId);
      }
      batches.push(batch);
      const responses = await Promise.all(batches.map((pagesOfBatch) => client.getPagePaths({ organizationId, pages: pagesOfBatch }, { metadata: forwardMetadata(callContext) })));
      for (const { paths } of responses) for (const path of paths) found.set(pageKey(path.spaceId, path.pageId), path.path);
      return found;
    },
  };
}

/** A page found by the search of a site's spaces (content's ContentReaderService.SearchSpaces). */
export type FoundPage = {
  pageId: string;
  title: string;
  path: string;
  sections: { anchor: string; title: string; body: string }[];
};

/**
 * Full-text search over the current revision of several spaces of one organization, ranked, in
 * one call (content's ContentReaderService.SearchSpaces; at most 100 spaces and 50 pages).
 * Answers the pages found per space id.
 */
export type SpaceSearcher = {
  searchSpaces(organizationId: string, spaceIds: string[], query: string, limit: number, callContext: CallContext): Promise<Map<string, FoundPage[]>>;
};

export function contentSpaceSearcher(contentGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SpaceSearcher {
  const client = createServiceClient(contentV1.ContentReaderServiceDefinition, contentGrpcUrl, { deadlineMs });
  return {
    async searchSpaces(organizationId, spaceIds, query, limit, callContext) {
      const found = new Map<string, FoundPage[]>();
      if (spaceIds.length === 0) return found;
      const answer = await client.searchSpaces({ organizationId, spaceIds: spaceIds.slice(0, 100), query, limit }, { metadata: forwardMetadata(callContext) });
      for (const space of answer.spaces) {
        found.set(
          space.spaceId,
          space.pages.map((page) => ({ pageId: page.pageId, title: page.title, path: page.path, sections: page.sections.map((section) => ({ anchor: section.anchor, title: section.title, body: section.body })) })),
        );
      }
      return found;
    },
  };
}
