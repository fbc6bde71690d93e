"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.wouldNestInItself = exports.MAX_COLLECTION_DEPTH = void 0;
exports.checkDestination = checkDestination;
exports.requestedParent = requestedParent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../lib/validation");
const policy_1 = require("./policy");
const tree_1 = require("./tree");
/**
 * Collections nest at most this deep (a top-level collection is at depth 1). The recursive
 * queries walking chains and subtrees (access/tree.ts, spaces' GetSpace statement, the
 * collection subtree) stop at 1000 levels; the cap keeps every real tree far below that, so
 * they can never cut one short.
 */
exports.MAX_COLLECTION_DEPTH = 10;
/**
 * Checks a destination inside the writing transaction, with the organization locked
 * (lib/organization-lock.ts): the parent exists in that organization, the caller may create in
 * it, the move makes no cycle and the nesting stays within MAX_COLLECTION_DEPTH. Returns the
 * destination's ancestor chain with the viewer's team grants.
 */
async function checkDestination(tx, check) {
    const { organizationId, parentId, viewer } = check;
    if (parentId === null) {
        if (viewer)
            (0, policy_1.authorizeCreateIn)(viewer, policy_1.EMPTY_TREE, null);
        return policy_1.EMPTY_TREE;
    }
    const parent = await tx.collection.findUnique({ where: { id: parentId }, select: { organizationId: true } });
    if (!parent || parent.organizationId !== organizationId) {
        throw check.missingParent === 'not-found' ? (0, shared_1.notFound)('Parent collection not found') : (0, shared_1.invalidArgument)('parent: no such collection');
    }
    const tree = await (0, tree_1.loadChainTree)(tx, parentId, viewer ? (0, tree_1.subjectsOf)(viewer) : { userIds: [], teamIds: [] });
    if (viewer)
        (0, policy_1.authorizeCreateIn)(viewer, tree, parentId);
    const chain = (0, policy_1.collectionChain)(tree, parentId);
    if (check.movingCollectionId !== undefined && chain.some((node) => node.id === check.movingCollectionId)) {
        throw (0, shared_1.invalidArgument)('parent: a collection cannot be moved into one of its sub-collections');
    }
    if (chain.length + check.addedDepth > exports.MAX_COLLECTION_DEPTH) {
        throw (0, shared_1.invalidArgument)(`parent: collections can be nested at most ${exports.MAX_COLLECTION_DEPTH} deep`);
    }
    return tree;
}
/** True when `collectionId` is `parentId` or one of its ancestors: the move would make a cycle. */
const wouldNestInItself = (tree, parentId, collectionId) => (0, policy_1.collectionChain)(tree, parentId).some((node) => node.id === collectionId);
exports.wouldNestInItself = wouldNestInItself;
const ZParent = zod_1.z.object({ parent: validation_1.ZId });
/**
 * The parent a move request asks for: the request's `parent` (a google.protobuf.Value) is a
 * collection id, null for the top level, or absent to stay in the current parent.
 */
function requestedParent(parent, currentParentId) {
    if (parent === undefined)
        return currentParentId;
    if (parent === null)
        return null;
    return (0, shared_1.parseRequest)(ZParent, { parent }).parent;
}
//# sourceMappingURL=destination.js.map