"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateChangeRequestFromMain = updateChangeRequestFromMain;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const policy_1 = require("../../spaces/policy");
const change_request_main_puller_1 = require("../commands/change-request-main-puller");
const merge_presenter_1 = require("../merge-presenter");
const load_1 = require("../load");
const ZUpdateChangeRequestFromMainRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId });
/** POST /spaces/{spaceId}/change-requests/{changeRequestId}/update: pull main into the change request. */
async function updateChangeRequestFromMain(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateChangeRequestFromMainRequest, request);
    const { space, access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    if (!(0, policy_1.spacePermissions)(access, space).edit)
        throw (0, shared_1.permissionDenied)('You cannot edit change requests in this space');
    const outcome = await (0, change_request_main_puller_1.changeRequestMainPuller)(ctx.db, { changeRequest, mainRevisionId: space.revisionId, actorId: principal.userId });
    return {
        revision: outcome.revision,
        result: outcome.result,
        conflicts: outcome.result === 'conflicts' ? outcome.conflicts.map(merge_presenter_1.presentMergeConflict) : [],
    };
}
//# sourceMappingURL=update-change-request-from-main.js.map