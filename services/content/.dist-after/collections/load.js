"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadCollection = loadCollection;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const tree_1 = require("../access/tree");
const queries_1 = require("./queries");
/** A collection, the caller's standing in its organization, and their level on it. NOT_FOUND when it does not exist. */
async function loadCollection(ctx, principal, collectionId) {
    const collection = await (0, queries_1.findCollection)(ctx.db, collectionId);
    if (!collection)
        throw (0, shared_1.notFound)('Collection not found');
    const viewer = (0, policy_1.viewerOf)(principal, collection.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Collection not found');
    const tree = await (0, tree_1.loadChainTree)(ctx.db, collection.id, (0, tree_1.subjectsOf)(viewer));
    return { collection, viewer, tree, access: (0, policy_1.collectionAccess)(viewer, tree, collection.id) };
}
//# sourceMappingURL=load.js.map