"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.moveCollection = moveCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const destination_1 = require("../../access/destination");
const policy_1 = require("../../access/policy");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const collection_mover_1 = require("../commands/collection-mover");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZMoveCollectionRequest = zod_1.z.object({ collectionId: validation_1.ZId, parent: validation_1.ZParentValue, position: validation_1.ZContentPosition });
/** The destination is checked by the mover, inside its transaction (cycles, depth, organization). */
async function moveCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZMoveCollectionRequest, request);
    const { collection, access, viewer } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionRules.admin, 'Collection');
    const parentId = (0, destination_1.requestedParent)(input.parent, collection.parentId);
    if (parentId === collection.id)
        throw (0, shared_1.invalidArgument)('parent: a collection cannot be moved into itself');
    const { moved, destination } = await (0, collection_mover_1.collectionMover)(ctx.db, {
        collection,
        parentId,
        position: input.position,
        viewer,
        actorId: principal.userId,
    });
    const node = { id: moved.id, parentId: moved.parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(moved.defaultLevel) };
    return { collection: (0, presenter_1.presentCollection)(moved, (0, policy_1.collectionAccess)(viewer, (0, policy_1.withCollection)(destination, node), moved.id), ctx.urls) };
}
//# sourceMappingURL=move-collection.js.map