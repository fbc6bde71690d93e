"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeChangeRequest = mergeChangeRequest;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const change_request_merger_1 = require("../commands/change-request-merger");
const load_1 = require("../load");
const merge_presenter_1 = require("../merge-presenter");
const policy_1 = require("../policy");
const ZMergeChangeRequestRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId });
/**
 * POST /spaces/{spaceId}/change-requests/{changeRequestId}/merge. Conflicts are a 200 with
 * `result: "conflicts"` (the contract declares no error) and Quire's extra `conflicts` list;
 * unmet merge rules are a 400 naming them. The space and the change request are read once,
 * here; the merge checks its permission, the status and the rules again on the rows it locks.
 */
async function mergeChangeRequest(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZMergeChangeRequestRequest, request);
    const { space, access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeMerge)(access, space);
    const outcome = await (0, change_request_merger_1.changeRequestMerger)(ctx.db, { changeRequest, mainRevisionId: space.revisionId, access, actorId: principal.userId });
    return {
        revision: outcome.revision,
        result: outcome.result,
        conflicts: outcome.result === 'conflicts' ? outcome.conflicts.map(merge_presenter_1.presentMergeConflict) : [],
    };
}
//# sourceMappingURL=merge-change-request.js.map