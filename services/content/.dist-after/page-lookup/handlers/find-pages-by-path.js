"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_PAGE_PATH_LOOKUPS = void 0;
exports.findPagesByPath = findPagesByPath;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const outline_1 = require("../../content-tree/outline");
const validation_1 = require("../../lib/validation");
const redirects_1 = require("../../revision-store/redirects");
const store_1 = require("../../revision-store/store");
/** Lookups of one call (insights asks for the URLs of one analysis batch). */
exports.MAX_PAGE_PATH_LOOKUPS = 100;
const ZFindPagesByPathRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    lookups: zod_1.z
        .array(zod_1.z.object({ spaceId: validation_1.ZId, path: zod_1.z.string().max(2048) }))
        .max(exports.MAX_PAGE_PATH_LOOKUPS),
});
/** The first document page in table-of-contents order: what a site space's own URL shows. */
function firstDocument(snapshot) {
    let found;
    (0, outline_1.walkOutline)((0, outline_1.outlineOf)(snapshot), (node) => {
        if (found === undefined && node.entry.kind === 'document')
            found = node.entry.id;
    });
    return found;
}
/** The document or group page a redirect of the revision leads `path` to (old URLs of Git Sync). */
function redirectTarget(snapshot, redirects, path) {
    const pageId = (0, redirects_1.redirectedPageId)(redirects, path);
    const kind = pageId !== undefined ? snapshot.pages.get(pageId)?.kind : undefined;
    return kind === 'document' || kind === 'group' ? pageId : undefined;
}
/**
 * FindPagesByPath (for insights): the page at each path of each space's current revision, or
 * the page a redirect of the revision leads the path to.
 * One query for the spaces, then each distinct space's snapshot once (the revision store
 * caches chunks), whatever the number of paths.
 */
async function findPagesByPath(ctx, request) {
    const { organizationId, lookups } = (0, shared_1.parseRequest)(ZFindPagesByPathRequest, request);
    const spaceIds = [...new Set(lookups.map((lookup) => lookup.spaceId))];
    if (spaceIds.length === 0)
        return { pages: [] };
    const spaces = await ctx.db.space.findMany({
        where: { id: { in: spaceIds }, organizationId, deletedAt: null },
        select: { id: true, revisionId: true },
    });
    const snapshots = new Map(await Promise.all(spaces.map(async (space) => {
        const revision = await (0, store_1.loadStoredRevision)(ctx.db, space.revisionId);
        return [space.id, { revisionId: space.revisionId, redirects: revision.redirects, snapshot: await (0, store_1.loadSnapshot)(ctx.db, revision) }];
    })));
    const pages = [];
    const answered = new Set();
    for (const { spaceId, path } of lookups) {
        const key = `${spaceId}\u0000${path}`;
        const found = snapshots.get(spaceId);
        if (!found || answered.has(key))
            continue;
        answered.add(key);
        const wanted = path.replace(/^\/+|\/+$/g, '');
        const pageId = wanted === '' ? firstDocument(found.snapshot) : ((0, outline_1.pageByPath)(found.snapshot, wanted)?.entry.id ?? redirectTarget(found.snapshot, found.redirects, wanted));
        if (pageId)
            pages.push({ spaceId, path, pageId, revisionId: found.revisionId });
    }
    return { pages };
}
//# sourceMappingURL=find-pages-by-path.js.map