"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.semanticChangeService = semanticChangeService;
const get_change_request_changes_1 = require("./handlers/get-change-request-changes");
const get_revision_semantic_changes_1 = require("./handlers/get-revision-semantic-changes");
/** SemanticChangeService (proto/quire/content/v1/semantic_change.proto). */
function semanticChangeService(ctx) {
    return {
        getRevisionSemanticChanges: (request, callContext) => (0, get_revision_semantic_changes_1.getRevisionSemanticChanges)(ctx, request, callContext),
        getChangeRequestChanges: (request, callContext) => (0, get_change_request_changes_1.getChangeRequestChanges)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map