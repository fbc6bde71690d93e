"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_READER_SEARCH_LIMIT = exports.DEFAULT_READER_SEARCH_LIMIT = void 0;
exports.searchSpaces = searchSpaces;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const engine_1 = require("../../search/engine");
const languages_1 = require("../../search/languages");
const queries_1 = require("../../search/queries");
const presenter_1 = require("../presenter");
const queries_2 = require("../queries");
const schemas_1 = require("../schemas");
const trees_1 = require("../trees");
/** The contract's `query` limit for searchSpaceContent, in characters (code points), kept here too. */
const MAX_QUERY_CHARS = 512;
/** Pages answered when `limit` is absent, and at most. */
exports.DEFAULT_READER_SEARCH_LIMIT = 20;
exports.MAX_READER_SEARCH_LIMIT = 50;
/** Sections per page, best first (as searchSpaceContent). */
const SECTIONS_PER_PAGE = 3;
const ZReaderSearchQuery = zod_1.z
    .string()
    .max(2 * MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
    .refine((query) => query.trim() !== '', 'must not be empty')
    .refine((query) => [...query].length <= MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`);
const ZSearchSpacesRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    spaceIds: (0, schemas_1.ZReaderIds)(schemas_1.MAX_SPACES),
    query: ZReaderSearchQuery,
    limit: zod_1.z
        .number()
        .int()
        .min(1, `must be between 1 and ${exports.MAX_READER_SEARCH_LIMIT}`)
        .max(exports.MAX_READER_SEARCH_LIMIT, `must be between 1 and ${exports.MAX_READER_SEARCH_LIMIT}`)
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
async function searchSpaces(ctx, request) {
    const { organizationId, spaceIds, query, limit = exports.DEFAULT_READER_SEARCH_LIMIT } = (0, shared_1.parseRequest)(ZSearchSpacesRequest, request);
    const spaces = await (0, queries_2.findSearchedSpaces)(ctx.pool, organizationId, [...new Set(spaceIds)]);
    // A space never indexed yet has no pages in the index: it finds nothing (the sweep indexes it).
    const { hits } = await (0, engine_1.searchIndexOf)(ctx).searchSpaces({
        spaces: spaces.map((space) => ({ spaceId: space.id, analysis: space.analysis ?? (0, languages_1.analysisOf)(space.language) })),
        text: query,
        limit,
        sectionsPerPage: SECTIONS_PER_PAGE,
    });
    const found = new Set(hits.map((hit) => hit.spaceId));
    // Read after the search: a merge indexed while it ran has its pages in the newer revision.
    const indexedNow = await (0, queries_1.readIndexedRevisions)(ctx.pool, [...found]);
    const indexed = new Map(spaces.filter((space) => found.has(space.id)).map((space) => [space.id, indexedNow.get(space.id) ?? space.indexedRevisionId ?? space.revisionId]));
    const trees = await (0, trees_1.loadTrees)(ctx, [...indexed.values()]);
    const treesBySpace = new Map([...indexed].flatMap(([spaceId, revisionId]) => (trees.has(revisionId) ? [[spaceId, trees.get(revisionId)]] : [])));
    return { spaces: (0, presenter_1.presentSearchResults)(hits, treesBySpace) };
}
//# sourceMappingURL=search-spaces.js.map