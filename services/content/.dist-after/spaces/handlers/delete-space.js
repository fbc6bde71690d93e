"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteSpace = deleteSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const space_deleter_1 = require("../commands/space-deleter");
const policy_2 = require("../policy");
const load_1 = require("../load");
const ZDeleteSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/**
 * Moves a space to the trash. Idempotent, as GitBook's (204 "Space did not exist"): a
 * missing or already deleted space is not an error.
 */
async function deleteSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteSpaceRequest, request);
    let loaded;
    try {
        loaded = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
        (0, policy_1.authorize)(loaded.access, policy_2.spaceRules.admin, 'Space');
    }
    catch (error) {
        if (error instanceof shared_1.ServerError && error.code === shared_1.Status.NOT_FOUND)
            return {};
        throw error;
    }
    await (0, space_deleter_1.spaceDeleter)(ctx.db, {
        spaceId: loaded.space.id,
        organizationId: loaded.space.organizationId,
        actorId: principal.userId,
    });
    return {};
}
//# sourceMappingURL=delete-space.js.map