"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSpaceUserPermissions = listSpaceUserPermissions;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZListSpaceUserPermissionsRequest = zod_1.z.object({ spaceId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The users given a role on the space, by id; a guest sees only their own. */
async function listSpaceUserPermissions(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZListSpaceUserPermissionsRequest, request);
    return (0, operations_1.listUserGrants)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: (0, shared_1.pageLimit)(input.limit) });
}
//# sourceMappingURL=list-space-user-permissions.js.map