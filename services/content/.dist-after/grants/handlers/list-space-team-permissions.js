"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSpaceTeamPermissions = listSpaceTeamPermissions;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZListSpaceTeamPermissionsRequest = zod_1.z.object({ spaceId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The teams given a role on the space, by id; a guest sees only their own. */
async function listSpaceTeamPermissions(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZListSpaceTeamPermissionsRequest, request);
    return (0, operations_1.listTeamGrants)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: (0, shared_1.pageLimit)(input.limit) });
}
//# sourceMappingURL=list-space-team-permissions.js.map