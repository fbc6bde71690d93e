"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeCollectionUserPermission = removeCollectionUserPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZRemoveCollectionUserPermissionRequest = zod_1.z.object({ collectionId: validation_1.ZId, userId: validation_1.ZId });
/** Removes the user's grant on the collection: `removed` (205) when there was one, else 204. */
function removeCollectionUserPermission(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZRemoveCollectionUserPermissionRequest, request);
    return (0, operations_1.removeGrant)(ctx, callContext, { kind: 'collection', collectionId: input.collectionId }, 'user', input.userId);
}
//# sourceMappingURL=remove-collection-user-permission.js.map