"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createCollection = createCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const collection_creator_1 = require("../commands/collection-creator");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZCreateCollectionRequest = zod_1.z.object({ organizationId: validation_1.ZId, title: validation_1.ZCollectionTitle.optional(), parent: validation_1.ZOptionalId });
async function createCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateCollectionRequest, request);
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    const parentId = input.parent || null;
    if (parentId !== null) {
        const parent = await (0, queries_1.findCollection)(ctx.db, parentId);
        if (!parent || parent.organizationId !== input.organizationId)
            throw (0, shared_1.notFound)('Parent collection not found');
    }
    const tree = await (0, tree_1.loadChainTree)(ctx.db, parentId, (0, tree_1.subjectsOf)(viewer));
    (0, policy_1.authorizeCreateIn)(viewer, tree, parentId);
    const collection = await (0, collection_creator_1.collectionCreator)(ctx.db, {
        organizationId: input.organizationId,
        parentId,
        title: input.title ?? validation_1.DEFAULT_TITLE,
        actorId: principal.userId,
    });
    // The new collection inherits its parent's grants: the caller's level on it comes from the same tree.
    const node = { id: collection.id, parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(collection.defaultLevel) };
    return { collection: (0, presenter_1.presentCollection)(collection, (0, policy_1.collectionAccess)(viewer, (0, policy_1.withCollection)(tree, node), collection.id), ctx.urls) };
}
//# sourceMappingURL=create-collection.js.map