import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { searchIndexOf } from '../../search/engine';
import { analysisOf } from '../../search/languages';
import { readIndexedRevisions } from '../../search/queries';
import { presentSearchResults } from '../presenter';
import { findSearchedSpaces } from '../queries';
import { MAX_SPACES, ZReaderIds } from '../schemas';
import { loadTrees } from '../trees';

/** The contract's `query` limit for searchSpaceContent, in characters (code points), kept here too. */
const MAX_QUERY_CHARS = 512;
/** Pages answered when `limit` is absent, and at most. */
export const DEFAULT_READER_SEARCH_LIMIT = 20;
export const MAX_READER_SEARCH_LIMIT = 50;
/** Sections per page, best first (as searchSpaceContent). */
const SECTIONS_PER_PAGE = 3;

const ZReaderSearchQuery = z
  .string()
  .max(2 * MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
  .refine((query) => query.trim() !== '', 'must not be empty')
  .refine((query) => [...query].length <= MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`);

const ZSearchSpacesRequest = z.object({
  organizationId: ZId,
  spaceIds: ZReaderIds(MAX_SPACES),
  query: ZReaderSearchQuery,
  limit: z
    .number()
    .int()
    .min(1, `must be between 1 and ${MAX_READER_SEARCH_LIMIT}`)
    .max(MAX_READER_SEARCH_LIMIT, `must be between 1 and ${MAX_READER_SEARCH_LIMIT}`)
    .optional(),
});

/**
 * Full-text search over the main content of several live spaces of the organization at once,
 * as the search index holds it (docs/search.md): the best `limit` pages of them all in one
 * query, ranked as searchSpaceContent ranks (the typo fallback on titles when the words match
 * nothing), with up to three sections each (heading anchor, title, snippet HTML-escaped with
 * <mark>), titles, paths and ancestors from the tree of the revision the index holds. Unknown,
 * trashed and other organizations' spaces are absent. Takes no principal.
 */
export async function searchSpaces(ctx: ContentContext, request: contentV1.SearchSpacesRequest): Promise<contentV1.SearchSpacesResponse> {
  const { organizationId, spaceIds, query, limit = DEFAULT_READER_SEARCH_LIMIT } = parseRequest(ZSearchSpacesRequest, request);
  const spaces = await findSearchedSpaces(ctx.pool, organizationId, [...new Set(spaceIds)]);
  // A space never indexed yet has no pages in the index: it finds nothing (the sweep indexes it).
  const { hits } = await searchIndexOf(ctx).searchSpaces({
    spaces: spaces.map((space) => ({ spaceId: space.id, analysis: space.analysis ?? analysisOf(space.language) })),
    text: query,
    limit,
    sectionsPerPage: SECTIONS_PER_PAGE,
  });
  const found = new Set(hits.map((hit) => hit.spaceId));
  // Read after the search: a merge indexed while it ran has its pages in the newer revision.
  const indexedNow = await readIndexedRevisions(ctx.pool, [...found]);
  const indexed = new Map(
    spaces.filter((space) => found.has(space.id)).map((space) => [space.id, indexedNow.get(space.id) ?? space.indexedRevisionId ?? space.revisionId]),
  );
  const trees = await loadTrees(ctx, [...indexed.values()]);
  const treesBySpace = new Map([...indexed].flatMap(([spaceId, revisionId]) => (trees.has(revisionId) ? [[spaceId, trees.get(revisionId)!] as const] : [])));
  return { spaces: presentSearchResults(hits, treesBySpace) };
}
