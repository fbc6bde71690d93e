"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_PAGE_PATH_SPACES = exports.MAX_PAGE_PATHS = void 0;
exports.getPagePaths = getPagePaths;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const outline_1 = require("../../content-tree/outline");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
/** Pages of one call (a site holds at most 1000 redirects), in at most 100 spaces. */
exports.MAX_PAGE_PATHS = 1000;
exports.MAX_PAGE_PATH_SPACES = 100;
const ZGetPagePathsRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    pages: zod_1.z.array(zod_1.z.object({ spaceId: validation_1.ZId, pageId: zod_1.z.string().min(1).max(64) })).max(exports.MAX_PAGE_PATHS),
});
/**
 * GetPagePaths (for sites: redirects to pages): the path of each page in its space's current
 * revision, as published URLs name pages. One query for the spaces, then each distinct space's
 * snapshot and outline once (the revision store caches chunks), whatever the number of pages.
 * Link pages have no path and are absent, as are pages of unknown, trashed or other
 * organizations' spaces and pages not in the current revision. Needs no principal.
 */
async function getPagePaths(ctx, request, _callContext) {
    const { organizationId, pages } = (0, shared_1.parseRequest)(ZGetPagePathsRequest, request);
    const spaceIds = [...new Set(pages.map((page) => page.spaceId))];
    if (spaceIds.length > exports.MAX_PAGE_PATH_SPACES)
        throw (0, shared_1.invalidArgument)(`pages: at most ${exports.MAX_PAGE_PATH_SPACES} spaces in one call`);
    if (spaceIds.length === 0)
        return { paths: [] };
    const spaces = await ctx.db.space.findMany({
        where: { id: { in: spaceIds }, organizationId, deletedAt: null },
        select: { id: true, revisionId: true },
    });
    const pathsBySpace = new Map(await Promise.all(spaces.map(async (space) => {
        const snapshot = await (0, store_1.loadSnapshot)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, space.revisionId));
        const byPage = new Map();
        (0, outline_1.walkOutline)((0, outline_1.outlineOf)(snapshot), (node) => {
            if (node.path !== '')
                byPage.set(node.entry.id, node.path);
        });
        return [space.id, byPage];
    })));
    const paths = [];
    const answered = new Set();
    for (const { spaceId, pageId } of pages) {
        const key = `${spaceId}\u0000${pageId}`;
        const path = pathsBySpace.get(spaceId)?.get(pageId);
        if (path === undefined || answered.has(key))
            continue;
        answered.add(key);
        paths.push({ spaceId, pageId, path });
    }
    return { paths };
}
//# sourceMappingURL=get-page-paths.js.map