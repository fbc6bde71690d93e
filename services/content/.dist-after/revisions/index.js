"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.revisionService = revisionService;
const get_document_1 = require("../documents/handlers/get-document");
const get_change_request_revision_1 = require("./handlers/get-change-request-revision");
const get_current_revision_1 = require("./handlers/get-current-revision");
const get_revision_1 = require("./handlers/get-revision");
/** RevisionService (proto/quire/content/v1/revision.proto). */
function revisionService(ctx) {
    return {
        getRevision: (request, callContext) => (0, get_revision_1.getRevision)(ctx, request, callContext),
        getCurrentRevision: (request, callContext) => (0, get_current_revision_1.getCurrentRevision)(ctx, request, callContext),
        getChangeRequestRevision: (request, callContext) => (0, get_change_request_revision_1.getChangeRequestRevision)(ctx, request, callContext),
        getDocument: (request, callContext) => (0, get_document_1.getDocument)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map