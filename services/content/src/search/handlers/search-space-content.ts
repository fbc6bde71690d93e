import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, viewerOf } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadOutline } from '../../pages/queries';
import { loadStoredRevision } from '../../revision-store/store';
import { subjectsOf } from '../../access/tree';
import { findSpaceView } from '../../spaces/queries';
import { searchIndexOf } from '../engine';
import { analysisOf } from '../languages';
import { searchRules } from '../policy';
import { outlineLocator, presentSearchHits } from '../presenter';
import { readIndexedRevisions, readIndexState } from '../queries';
import { spaceAccessOf } from '../../spaces/load';

/** The contract's `query` limit, in characters (JSON Schema counts code points). */
export const MAX_QUERY_CHARS = 512;
/** Sections shown per page, best first. */
export const SECTIONS_PER_PAGE = 3;
/**
 * Results per page when `limit` is absent: 20 rather than the 50 of other lists, because every
 * result carries up to three snippets and a snippet costs PostgreSQL a parse of its section's
 * text (about 0.1 ms each): a page of results is what a search box shows. `limit` still goes
 * up to 1000.
 */
export const DEFAULT_SEARCH_LIMIT = 20;

// At most 1024 UTF-16 units before counting characters (512 characters never take more).
const ZSearchQuery = z
  .string()
  .max(2 * MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
  .refine((query) => query.trim() !== '', 'must not be empty')
  .refine((query) => [...query].length <= MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`);

const ZSearchSpaceContentRequest = z.object({ spaceId: ZId, query: ZSearchQuery, page: ZPage, limit: ZLimit });

/**
 * Full-text search over the space's main content as the index holds it (the main revision,
 * within about a second of a merge): one result per page, best first, with its best
 * sections. Needs `read` on the space.
 */
export async function searchSpaceContent(
  ctx: ContentContext,
  request: contentV1.SearchSpaceContentRequest,
  callContext: CallContext,
): Promise<contentV1.SearchSpaceContentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZSearchSpaceContentRequest, request);
  const limit = pageLimit(input.limit ?? DEFAULT_SEARCH_LIMIT);
  // The space and what decides access in one statement, as GetSpace reads them: search is a
  // hot read whose latency budget is small.
  const view = await findSpaceView(ctx.pool, input.spaceId, subjectsOf(principal));
  if (!view || view.space.deletedAt) throw notFound('Space not found');
  const viewer = viewerOf(principal, view.space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  const { space } = view;
  authorize(spaceAccessOf(viewer, view.tree, space), searchRules.search, 'Space');
  // A space never indexed yet has no pages in the index (a new space is empty; the sweep
  // indexes older ones): the search finds nothing, in the space's own analysis.
  const state = await readIndexState(ctx.pool, space.id);
  const analysis = state?.analysis ?? analysisOf(space.language);
  const revisionId = state?.revisionId ?? space.revisionId;
  const outlineOf = (id: string) => loadStoredRevision(ctx.db, id).then((revision) => loadOutline(ctx.db, revision));
  const [found, outlineBefore] = await Promise.all([
    searchIndexOf(ctx).search({ spaceId: space.id, analysis, text: input.query, limit, after: input.page, sectionsPerPage: SECTIONS_PER_PAGE }),
    outlineOf(revisionId),
  ]);
  // A merge indexed while the search ran: its hits are pages of the newer revision.
  const indexedNow = (await readIndexedRevisions(ctx.pool, [space.id])).get(space.id) ?? revisionId;
  const outline = indexedNow === revisionId ? outlineBefore : await outlineOf(indexedNow);
  return {
    items: presentSearchHits(found.hits, { locate: outlineLocator(outline), spaceId: space.id, urls: ctx.urls }),
    next: found.next === undefined ? undefined : { page: found.next },
    count: found.count,
  };
}
