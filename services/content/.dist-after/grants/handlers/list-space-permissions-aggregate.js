"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSpacePermissionsAggregate = listSpacePermissionsAggregate;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const aggregate_1 = require("../aggregate");
const ZListSpacePermissionsAggregateRequest = zod_1.z.object({ spaceId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit, role: validation_1.ZEnumValue });
/** Everyone who can access the space and their level; `role` keeps those with exactly that level. */
async function listSpacePermissionsAggregate(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZListSpacePermissionsAggregateRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    if (role === null)
        throw (0, shared_1.invalidArgument)('role: must be a role');
    return (0, aggregate_1.listPermissionsAggregate)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: (0, shared_1.pageLimit)(input.limit), role });
}
//# sourceMappingURL=list-space-permissions-aggregate.js.map