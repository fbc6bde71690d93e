"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeSpaceTeamPermission = removeSpaceTeamPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZRemoveSpaceTeamPermissionRequest = zod_1.z.object({ spaceId: validation_1.ZId, teamId: validation_1.ZId });
/** Removes the team's grant on the space: `removed` (205) when there was one, else 204. */
function removeSpaceTeamPermission(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZRemoveSpaceTeamPermissionRequest, request);
    return (0, operations_1.removeGrant)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, 'team', input.teamId);
}
//# sourceMappingURL=remove-space-team-permission.js.map