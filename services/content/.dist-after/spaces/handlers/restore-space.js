"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.restoreSpace = restoreSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const space_restorer_1 = require("../commands/space-restorer");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZRestoreSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/** Takes a space out of the trash; refused (INVALID_ARGUMENT) once it has been there 7 days. A live space is answered as is. */
async function restoreSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZRestoreSpaceRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId, { includeDeleted: true });
    (0, policy_1.authorize)(access, policy_2.spaceRules.admin, 'Space');
    if (!space.deletedAt)
        return { space: await (0, presenter_1.presentOneSpace)(ctx, space, access) };
    if (!(0, policy_2.isRestorable)(space.deletedAt, new Date())) {
        throw (0, shared_1.invalidArgument)('This space was deleted more than 7 days ago and can no longer be restored');
    }
    const restored = await (0, space_restorer_1.spaceRestorer)(ctx.db, { space, actorId: principal.userId });
    return { space: await (0, presenter_1.presentOneSpace)(ctx, restored, access) };
}
//# sourceMappingURL=restore-space.js.map