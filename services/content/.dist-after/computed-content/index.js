"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.computedContentService = computedContentService;
const get_computed_document_1 = require("./handlers/get-computed-document");
const get_computed_revision_1 = require("./handlers/get-computed-revision");
/** ComputedContentService (proto/quire/content/v1/computed_content.proto): one handler file per rpc. */
function computedContentService(ctx) {
    return {
        getComputedDocument: (request, callContext) => (0, get_computed_document_1.getComputedDocument)(ctx, request, callContext),
        getComputedRevision: (request, callContext) => (0, get_computed_revision_1.getComputedRevision)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map