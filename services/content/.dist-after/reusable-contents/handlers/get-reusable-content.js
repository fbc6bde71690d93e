"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getReusableContent = getReusableContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZGetReusableContentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    reusableContentId: validation_1.ZId,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
});
/** One reusable content of the space's main content, a change request or a revision. */
async function getReusableContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetReusableContentRequest, request);
    if (input.changeRequestId !== undefined && input.revisionId !== undefined)
        throw (0, shared_1.invalidArgument)('changeRequestId, revisionId: give at most one');
    const revision = await (0, queries_1.loadReadableRevision)(ctx, principal, input);
    return { reusableContent: (0, presenter_1.presentReusableContent)((0, queries_1.findReusableContent)(revision, input.reusableContentId), { metadata: input.metadata }) };
}
//# sourceMappingURL=get-reusable-content.js.map