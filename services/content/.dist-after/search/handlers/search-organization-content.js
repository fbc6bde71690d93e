"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_ORGANIZATION_SEARCH_LIMIT = exports.DEFAULT_ORGANIZATION_SEARCH_LIMIT = void 0;
exports.searchOrganizationContent = searchOrganizationContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../../pages/queries");
const store_1 = require("../../revision-store/store");
const load_1 = require("../../spaces/load");
const engine_1 = require("../engine");
const languages_1 = require("../languages");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_2 = require("../queries");
const search_space_content_1 = require("./search-space-content");
/** Pages answered in all when `limit` is absent, and at most (as the reader's site search). */
exports.DEFAULT_ORGANIZATION_SEARCH_LIMIT = 20;
exports.MAX_ORGANIZATION_SEARCH_LIMIT = 50;
const ZSearchQuery = zod_1.z
    .string()
    .max(2 * search_space_content_1.MAX_QUERY_CHARS, `must be at most ${search_space_content_1.MAX_QUERY_CHARS} characters`)
    .refine((query) => query.trim() !== '', 'must not be empty')
    .refine((query) => [...query].length <= search_space_content_1.MAX_QUERY_CHARS, `must be at most ${search_space_content_1.MAX_QUERY_CHARS} characters`);
const ZSearchOrganizationContentRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    query: ZSearchQuery,
    page: validation_1.ZPage,
    limit: zod_1.z
        .number()
        .int()
        .min(1, `must be between 1 and ${exports.MAX_ORGANIZATION_SEARCH_LIMIT}`)
        .max(exports.MAX_ORGANIZATION_SEARCH_LIMIT, `must be between 1 and ${exports.MAX_ORGANIZATION_SEARCH_LIMIT}`)
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
async function searchOrganizationContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZSearchOrganizationContentRequest, request);
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    // A guest's spaces start from their grants (access/tree.ts loadGrantedTree).
    const guest = viewer.orgRole === null;
    const tree = guest
        ? await (0, tree_1.loadGrantedTree)(ctx.db, input.organizationId, (0, tree_1.subjectsOf)(viewer))
        : await (0, tree_1.loadOrganizationTree)(ctx.db, input.organizationId, (0, tree_1.subjectsOf)(viewer));
    const candidates = await (0, queries_2.findOrganizationSearchSpaces)(ctx.pool, input.organizationId, guest ? { collectionIds: (0, policy_1.collectionsVisibleThroughGrants)(viewer, tree), spaceIds: (0, policy_1.spacesGrantedTo)(viewer, tree) } : undefined);
    const readable = candidates.filter((space) => (0, shared_1.roleAtLeast)((0, load_1.spaceAccessOf)(viewer, tree, space), policy_2.searchRules.search));
    // A space never indexed yet has no pages in the index: it finds nothing (the sweep indexes it).
    const { hits, next } = await (0, engine_1.searchIndexOf)(ctx).searchSpaces({
        spaces: readable.map((space) => ({ spaceId: space.id, analysis: space.analysis ?? (0, languages_1.analysisOf)(space.language) })),
        text: input.query,
        limit: input.limit ?? exports.DEFAULT_ORGANIZATION_SEARCH_LIMIT,
        after: input.page || undefined,
        sectionsPerPage: search_space_content_1.SECTIONS_PER_PAGE,
    });
    // Spaces in the order of their best page, pages best first.
    const hitsBySpace = new Map();
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
    const stored = await (0, queries_2.readPagePaths)(ctx.pool, hits);
    const unplaced = [...hitsBySpace].filter(([spaceId, ofSpace]) => ofSpace.some((hit) => !stored.has((0, queries_2.pagePathKey)(spaceId, hit.pageId)))).map(([spaceId]) => spaceId);
    const outlines = await outlinesOfIndexedRevisions(ctx, unplaced, spaces);
    const results = [...hitsBySpace].map(([spaceId, ofSpace]) => {
        const space = spaces.get(spaceId);
        const outline = outlines.get(spaceId);
        const locate = outline ? (0, presenter_1.outlineLocator)(outline) : (pageId) => stored.get((0, queries_2.pagePathKey)(spaceId, pageId));
        return { id: space.id, title: space.title, pages: (0, presenter_1.presentSearchHits)(ofSpace, { locate, spaceId, urls: ctx.urls }) };
    });
    return { items: results.filter((result) => result.pages.length > 0), next: next === undefined ? undefined : { page: next } };
}
/**
 * The table of contents of the revision each space's index holds now (a revision is never
 * deleted; a space whose revision cannot be read gets an empty one, and its hits are left out).
 */
async function outlinesOfIndexedRevisions(ctx, spaceIds, spaces) {
    if (spaceIds.length === 0)
        return new Map();
    const indexedNow = await (0, queries_2.readIndexedRevisions)(ctx.pool, spaceIds);
    const revisionOf = (spaceId) => indexedNow.get(spaceId) ?? spaces.get(spaceId).indexedRevisionId ?? spaces.get(spaceId).revisionId;
    // The revisions in one query; their outlines are cached per revision.
    const revisions = await (0, store_1.loadStoredRevisions)(ctx.db, spaceIds.map(revisionOf));
    const outlines = await Promise.all(spaceIds.map(async (spaceId) => {
        const revision = revisions.get(revisionOf(spaceId));
        return [spaceId, revision ? await (0, queries_1.loadOutline)(ctx.db, revision) : []];
    }));
    return new Map(outlines);
}
//# sourceMappingURL=search-organization-content.js.map