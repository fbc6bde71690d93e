"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_SEARCH_LIMIT = exports.SECTIONS_PER_PAGE = exports.MAX_QUERY_CHARS = void 0;
exports.searchSpaceContent = searchSpaceContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../../pages/queries");
const store_1 = require("../../revision-store/store");
const tree_1 = require("../../access/tree");
const queries_2 = require("../../spaces/queries");
const engine_1 = require("../engine");
const languages_1 = require("../languages");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_3 = require("../queries");
const load_1 = require("../../spaces/load");
/** The contract's `query` limit, in characters (JSON Schema counts code points). */
exports.MAX_QUERY_CHARS = 512;
/** Sections shown per page, best first. */
exports.SECTIONS_PER_PAGE = 3;
/**
 * Results per page when `limit` is absent: 20 rather than the 50 of other lists, because every
 * result carries up to three snippets and a snippet costs PostgreSQL a parse of its section's
 * text (about 0.1 ms each): a page of results is what a search box shows. `limit` still goes
 * up to 1000.
 */
exports.DEFAULT_SEARCH_LIMIT = 20;
// At most 1024 UTF-16 units before counting characters (512 characters never take more).
const ZSearchQuery = zod_1.z
    .string()
    .max(2 * exports.MAX_QUERY_CHARS, `must be at most ${exports.MAX_QUERY_CHARS} characters`)
    .refine((query) => query.trim() !== '', 'must not be empty')
    .refine((query) => [...query].length <= exports.MAX_QUERY_CHARS, `must be at most ${exports.MAX_QUERY_CHARS} characters`);
const ZSearchSpaceContentRequest = zod_1.z.object({ spaceId: validation_1.ZId, query: ZSearchQuery, page: validation_1.ZPage, limit: validation_1.ZLimit });
/**
 * Full-text search over the space's main content as the index holds it (the main revision,
 * within about a second of a merge): one result per page, best first, with its best
 * sections. Needs `read` on the space.
 */
async function searchSpaceContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZSearchSpaceContentRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit ?? exports.DEFAULT_SEARCH_LIMIT);
    // The space and what decides access in one statement, as GetSpace reads them: search is a
    // hot read whose latency budget is small.
    const view = await (0, queries_2.findSpaceView)(ctx.pool, input.spaceId, (0, tree_1.subjectsOf)(principal));
    if (!view || view.space.deletedAt)
        throw (0, shared_1.notFound)('Space not found');
    const viewer = (0, policy_1.viewerOf)(principal, view.space.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Space not found');
    const { space } = view;
    (0, policy_1.authorize)((0, load_1.spaceAccessOf)(viewer, view.tree, space), policy_2.searchRules.search, 'Space');
    // A space never indexed yet has no pages in the index (a new space is empty; the sweep
    // indexes older ones): the search finds nothing, in the space's own analysis.
    const state = await (0, queries_3.readIndexState)(ctx.pool, space.id);
    const analysis = state?.analysis ?? (0, languages_1.analysisOf)(space.language);
    const revisionId = state?.revisionId ?? space.revisionId;
    const outlineOf = (id) => (0, store_1.loadStoredRevision)(ctx.db, id).then((revision) => (0, queries_1.loadOutline)(ctx.db, revision));
    const [found, outlineBefore] = await Promise.all([
        (0, engine_1.searchIndexOf)(ctx).search({ spaceId: space.id, analysis, text: input.query, limit, after: input.page, sectionsPerPage: exports.SECTIONS_PER_PAGE }),
        outlineOf(revisionId),
    ]);
    // A merge indexed while the search ran: its hits are pages of the newer revision.
    const indexedNow = (await (0, queries_3.readIndexedRevisions)(ctx.pool, [space.id])).get(space.id) ?? revisionId;
    const outline = indexedNow === revisionId ? outlineBefore : await outlineOf(indexedNow);
    return {
        items: (0, presenter_1.presentSearchHits)(found.hits, { locate: (0, presenter_1.outlineLocator)(outline), spaceId: space.id, urls: ctx.urls }),
        next: found.next === undefined ? undefined : { page: found.next },
        count: found.count,
    };
}
//# sourceMappingURL=search-space-content.js.map