import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, roleAtLeast, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionsVisibleThroughGrants, spacesGrantedTo, viewerOf, type Viewer } from '../../access/policy';
import { loadGrantedTree, loadOrganizationTree, subjectsOf } from '../../access/tree';
import type { OutlineNode } from '../../content-tree/outline';
import type { ContentContext } from '../../context';
import { ZId, ZPage } from '../../lib/validation';
import { loadOutline } from '../../pages/queries';
import { loadStoredRevisions } from '../../revision-store/store';
import { spaceAccessOf } from '../../spaces/load';
import { searchIndexOf } from '../engine';
import { analysisOf } from '../languages';
import { searchRules } from '../policy';
import { outlineLocator, presentSearchHits } from '../presenter';
import { findOrganizationSearchSpaces, pagePathKey, readIndexedRevisions, readPagePaths, type OrganizationSearchSpace, type PagePath } from '../queries';
import type { SearchHit } from '../search-index';
import { MAX_QUERY_CHARS, SECTIONS_PER_PAGE } from './search-space-content';

/** Pages answered in all when `limit` is absent, and at most (as the reader's site search). */
export const DEFAULT_ORGANIZATION_SEARCH_LIMIT = 20;
export const MAX_ORGANIZATION_SEARCH_LIMIT = 50;

const ZSearchQuery = z
  .string()
  .max(2 * MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
  .refine((query) => query.trim() !== '', 'must not be empty')
  .refine((query) => [...query].length <= MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`);

const ZSearchOrganizationContentRequest = z.object({
  organizationId: ZId,
  query: ZSearchQuery,
  page: ZPage,
  limit: z
    .number()
    .int()
    .min(1, `must be between 1 and ${MAX_ORGANIZATION_SEARCH_LIMIT}`)
    .max(MAX_ORGANIZATION_SEARCH_LIMIT, `must be between 1 and ${MAX_ORGANIZATION_SEARCH_LIMIT}`)
    .optional(),
});

/**
 * searchOrganizationContent: full-text search over the main content of every live space of
 * the organization the caller may read (members: every space, their role being a floor;
 * guests: the spaces of the collections their teams are given), as the index holds it, in one
 * query: one keyset page of `limit` pages of them all, ranked as searchSpaceContent ranks,
 * grouped by space in the order of each space's best page on that page (a space may show
 * again on the next page), each page presented as searchSpaceContent presents it.
 * Non-members: NOT_FOUND.
 */
export async function searchOrganizationContent(
  ctx: ContentContext,
  request: contentV1.SearchOrganizationContentRequest,
  callContext: CallContext,
): Promise<contentV1.SearchOrganizationContentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZSearchOrganizationContentRequest, request);
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  const readable = await readableSpaces(ctx, viewer, input.organizationId);
  // The hits' places are read while their snippets are (onFound), when the engine reads those apart.
  let placesRead: Promise<Map<string, PagePath>> | undefined;
  // A space never indexed yet has no pages in the index: it finds nothing (the sweep indexes it).
  const { hits, next } = await searchIndexOf(ctx).searchSpaces({
    spaces: readable.map((space) => ({ spaceId: space.id, analysis: space.analysis ?? analysisOf(space.language) })),
    text: input.query,
    limit: input.limit ?? DEFAULT_ORGANIZATION_SEARCH_LIMIT,
    after: input.page || undefined,
    sectionsPerPage: SECTIONS_PER_PAGE,
    onFound: (found) => {
      placesRead = readPagePaths(ctx.pool, found);
      placesRead.catch(() => undefined);
    },
  });

  // Spaces in the order of their best page, pages best first.
  const hitsBySpace = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const ofSpace = hitsBySpace.get(hit.spaceId) ?? [];
    ofSpace.push(hit);
    hitsBySpace.set(hit.spaceId, ofSpace);
  }
  const spaces = new Map(readable.map((space) => [space.id, space]));
  // Where each page sits, as the indexer wrote it with the page (one query). A space indexed
  // before search_page_paths existed and not written since has no rows: its hits are placed
  // from the table of contents of the revision its index holds, read after the search (a merge
  // indexed while it ran has its pages in the newer revision).
  const stored = await (placesRead ?? readPagePaths(ctx.pool, hits));
  const unplaced = [...hitsBySpace].filter(([spaceId, ofSpace]) => ofSpace.some((hit) => !stored.has(pagePathKey(spaceId, hit.pageId)))).map(([spaceId]) => spaceId);
  const outlines = await outlinesOfIndexedRevisions(ctx, unplaced, spaces);
  const results = [...hitsBySpace].map(([spaceId, ofSpace]): contentV1.SearchSpaceResult => {
    const space = spaces.get(spaceId)!;
    const outline = outlines.get(spaceId);
    const locate = outline ? outlineLocator(outline) : (pageId: string) => stored.get(pagePathKey(spaceId, pageId));
    return { id: space.id, title: space.title, pages: presentSearchHits(ofSpace, { locate, spaceId, urls: ctx.urls }) };
  });
  return { items: results.filter((result) => result.pages.length > 0), next: next === undefined ? undefined : { page: next } };
}

/**
 * The live spaces of the organization the viewer may search. A member's role is a floor of
 * their level on every space (access/policy.ts accessThrough) and every role reads, so a member
 * searches every space, without the access tree; a guest's spaces start from their grants
 * (access/tree.ts loadGrantedTree) and their level on each.
 */
async function readableSpaces(ctx: ContentContext, viewer: Viewer, organizationId: string): Promise<OrganizationSearchSpace[]> {
  if (viewer.orgRole !== null && viewer.orgRole !== undefined && roleAtLeast(viewer.orgRole, searchRules.search)) {
    return findOrganizationSearchSpaces(ctx.pool, organizationId, undefined);
  }
  const tree = viewer.orgRole === null ? await loadGrantedTree(ctx.db, organizationId, subjectsOf(viewer)) : await loadOrganizationTree(ctx.db, organizationId, subjectsOf(viewer));
  const candidates = await findOrganizationSearchSpaces(
    ctx.pool,
    organizationId,
    viewer.orgRole === null ? { collectionIds: collectionsVisibleThroughGrants(viewer, tree), spaceIds: spacesGrantedTo(viewer, tree) } : undefined,
  );
  return candidates.filter((space) => roleAtLeast(spaceAccessOf(viewer, tree, space), searchRules.search));
}

/**
 * The table of contents of the revision each space's index holds now (a revision is never
 * deleted; a space whose revision cannot be read gets an empty one, and its hits are left out).
 */
async function outlinesOfIndexedRevisions(ctx: ContentContext, spaceIds: string[], spaces: ReadonlyMap<string, OrganizationSearchSpace>): Promise<Map<string, OutlineNode[]>> {
  if (spaceIds.length === 0) return new Map();
  const indexedNow = await readIndexedRevisions(ctx.pool, spaceIds);
  const revisionOf = (spaceId: string) => indexedNow.get(spaceId) ?? spaces.get(spaceId)!.indexedRevisionId ?? spaces.get(spaceId)!.revisionId;
  // The revisions in one query; their outlines are cached per revision.
  const revisions = await loadStoredRevisions(ctx.db, spaceIds.map(revisionOf));
  const outlines = await Promise.all(
    spaceIds.map(async (spaceId) => {
      const revision = revisions.get(revisionOf(spaceId));
      return [spaceId, revision ? await loadOutline(ctx.db, revision) : []] as const;
    }),
  );
  return new Map(outlines);
}
