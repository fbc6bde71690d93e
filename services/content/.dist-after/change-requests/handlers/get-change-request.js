"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getChangeRequest = getChangeRequest;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZGetChangeRequestRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId });
/** A change request of a live space, by id or by its number in the space; anyone who reads the space reads it. */
async function getChangeRequest(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetChangeRequestRequest, request);
    const { space, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    return { changeRequest: await (0, presenter_1.presentOneChangeRequest)(ctx, changeRequest, space.revisionId, (0, shared_1.forwardMetadata)(callContext)) };
}
//# sourceMappingURL=get-change-request.js.map