"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeSpaceUserPermission = removeSpaceUserPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZRemoveSpaceUserPermissionRequest = zod_1.z.object({ spaceId: validation_1.ZId, userId: validation_1.ZId });
/** Removes the user's grant on the space: `removed` (205) when there was one, else 204. */
function removeSpaceUserPermission(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZRemoveSpaceUserPermissionRequest, request);
    return (0, operations_1.removeGrant)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, 'user', input.userId);
}
//# sourceMappingURL=remove-space-user-permission.js.map