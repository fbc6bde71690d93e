import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, roleAtLeast, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionsVisibleThroughGrants, spacesGrantedTo, viewerOf } from '../../access/policy';
import { loadGrantedTree, loadOrganizationTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId, ZPage } from '../../lib/validation';
import { loadOutline } from '../../pages/queries';
import { loadStoredRevisions } from '../../revision-store/store';
import { spaceAccessOf } from '../../spaces/load';
import { searchIndexOf } from '../engine';
import { analysisOf } from '../languages';
import { searchRules } from '../policy';
import { presentSearchHits } from '../presenter';
import { findOrganizationSearchSpaces, readIndexedRevisions } from '../queries';
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

  // A guest's spaces start from their grants (access/tree.ts loadGrantedTree).
  const guest = viewer.orgRole === null;
  const tree = guest
    ? await loadGrantedTree(ctx.db, input.organizationId, subjectsOf(viewer))
    : await loadOrganizationTree(ctx.db, input.organizationId, subjectsOf(viewer));
  const candidates = await findOrganizationSearchSpaces(
    ctx.pool,
    input.organizationId,
    guest ? { collectionIds: collectionsVisibleThroughGrants(viewer, tree), spaceIds: spacesGrantedTo(viewer, tree) } : undefined,
  );
  const readable = candidates.filter((space) => roleAtLeast(spaceAccessOf(viewer, tree, space), searchRules.search));
  // A space never indexed yet has no pages in the index: it finds nothing (the sweep indexes it).
  const { hits, next } = await searchIndexOf(ctx).searchSpaces({
    spaces: readable.map((space) => ({ spaceId: space.id, analysis: space.analysis ?? analysisOf(space.language) })),
    text: input.query,
    limit: input.limit ?? DEFAULT_ORGANIZATION_SEARCH_LIMIT,
    after: input.page || undefined,
    sectionsPerPage: SECTIONS_PER_PAGE,
  });

  // Spaces in the order of their best page, pages best first.
  const hitsBySpace = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const ofSpace = hitsBySpace.get(hit.spaceId) ?? [];
    ofSpace.push(hit);
    hitsBySpace.set(hit.spaceId, ofSpace);
  }
  const spaces = new Map(readable.map((space) => [space.id, space]));
  // Read after the search: a merge indexed while it ran has its pages in the newer revision.
  const indexedNow = await readIndexedRevisions(ctx.pool, [...hitsBySpace.keys()]);
  const revisionOf = (spaceId: string) => indexedNow.get(spaceId) ?? spaces.get(spaceId)!.indexedRevisionId ?? spaces.get(spaceId)!.revisionId;
  // The revisions in one query; their outlines are cached per revision.
  const revisions = await loadStoredRevisions(ctx.db, [...hitsBySpace.keys()].map(revisionOf));
  const results = await Promise.all(
    [...hitsBySpace].map(async ([spaceId, ofSpace]): Promise<contentV1.SearchSpaceResult> => {
      const space = spaces.get(spaceId)!;
      // Titles, paths and URLs from the table of contents of the revision the index holds (a
      // revision is never deleted, so it is there: no pages otherwise, and the space is left out).
      const revision = revisions.get(revisionOf(spaceId));
      const outline = revision ? await loadOutline(ctx.db, revision) : [];
      return { id: space.id, title: space.title, pages: presentSearchHits(ofSpace, { outline, spaceId, urls: ctx.urls }) };
    }),
  );
  return { items: results.filter((result) => result.pages.length > 0), next: next === undefined ? undefined : { page: next } };
}
