"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_TREES_BYTES = void 0;
exports.getSpaceTrees = getSpaceTrees;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const trees_1 = require("../trees");
const ZGetSpaceTreesRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceIds: (0, schemas_1.ZReaderIds)(schemas_1.MAX_SPACES) });
/**
 * Trees answered together at most this many bytes of pages (the first always is), under the
 * 32 MiB gRPC message limit with room for the rest of each SpaceTree.
 */
exports.MAX_TREES_BYTES = 24 * 1024 * 1024;
/**
 * The current revision of each live space of the organization among the ids, with its page
 * tree. Whatever the number of spaces: one statement for the spaces, and for trees not kept
 * yet one for their revisions, one for their chunks, one for their bodies' front matter (and
 * one for files when a cover names one). Unknown, trashed and other organizations' spaces are
 * absent. Takes no principal.
 */
async function getSpaceTrees(ctx, request) {
    const { organizationId, spaceIds } = (0, shared_1.parseRequest)(ZGetSpaceTreesRequest, request);
    const spaces = await (0, queries_1.findLiveSpaces)(ctx.pool, organizationId, [...new Set(spaceIds)]);
    const trees = await (0, trees_1.loadTrees)(ctx, spaces.map((space) => space.revisionId));
    // In the order asked, so that the spaces left out are the last ones.
    const order = new Map(spaceIds.map((id, index) => [id, index]).reverse());
    spaces.sort((a, b) => order.get(a.id) - order.get(b.id));
    const response = { spaces: [], omittedSpaceIds: [] };
    let bytes = 0;
    for (const space of spaces) {
        const tree = trees.get(space.revisionId);
        // A revision is never deleted while its space lives; a space purged meanwhile is simply absent.
        if (!tree)
            continue;
        if (response.spaces.length > 0 && bytes + tree.encodedPages.length > exports.MAX_TREES_BYTES) {
            response.omittedSpaceIds.push(space.id);
            continue;
        }
        bytes += tree.encodedPages.length;
        response.spaces.push((0, presenter_1.presentSpaceTree)(space, tree));
    }
    return response;
}
//# sourceMappingURL=get-space-trees.js.map