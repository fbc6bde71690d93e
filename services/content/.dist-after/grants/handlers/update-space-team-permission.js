"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateSpaceTeamPermission = updateSpaceTeamPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const policy_1 = require("../../access/policy");
const policy_2 = require("../policy");
const ZUpdateSpaceTeamPermissionRequest = zod_1.z.object({ spaceId: validation_1.ZId, teamId: validation_1.ZId, role: validation_1.ZEnumValue });
/**
 * Sets the team's role on the space (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the team is not the organization's.
 */
async function updateSpaceTeamPermission(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZUpdateSpaceTeamPermissionRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    const target = { kind: 'space', spaceId: input.spaceId };
    if (role === undefined) {
        const { organizationId, access } = await (0, operations_1.loadTarget)(ctx, (0, shared_1.getPrincipal)(callContext), target);
        (0, policy_1.authorize)(access, policy_2.grantRules.manage, 'Space');
        await (0, operations_1.checkSubjects)(ctx, callContext, organizationId, 'team', [input.teamId]);
        return {};
    }
    await (0, operations_1.setGrants)(ctx, callContext, target, [{ subject: 'team', subjectIds: [input.teamId] }], role);
    return {};
}
//# sourceMappingURL=update-space-team-permission.js.map