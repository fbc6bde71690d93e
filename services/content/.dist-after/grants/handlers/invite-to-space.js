"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.inviteToSpace = inviteToSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZInviteToSpaceRequest = zod_1.z
    .object({ spaceId: validation_1.ZId, role: validation_1.ZEnumValue, users: validation_1.ZIdList, teams: validation_1.ZIdList })
    .refine((request) => request.users.length + request.teams.length > 0, { path: ['users'], message: 'at least one user or team is required' });
/** Gives users and teams a role on a space (null removes their grants); all or nothing. */
async function inviteToSpace(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZInviteToSpaceRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    if (role === undefined)
        throw (0, shared_1.invalidArgument)('role: is required');
    await (0, operations_1.setGrants)(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, [
        { subject: 'user', subjectIds: [...new Set(input.users)] },
        { subject: 'team', subjectIds: [...new Set(input.teams)] },
    ], role);
    return {};
}
//# sourceMappingURL=invite-to-space.js.map