"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getFile = getFile;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../../change-requests/load");
const ZGetFileRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    fileId: validation_1.ZId,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
});
/** One file of the space's main content, of a change request or of any revision, with a signed download URL. */
async function getFile(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetFileRequest, request);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.fileRules.view, 'Space');
    const file = await (0, store_1.loadFile)(ctx.db, target.revision, input.fileId);
    if (!file)
        throw (0, shared_1.notFound)('File not found');
    return { file: (0, presenter_1.presentFile)(ctx, file, { metadata: input.metadata }) };
}
//# sourceMappingURL=get-file.js.map