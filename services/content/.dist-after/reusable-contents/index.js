"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reusableContentService = reusableContentService;
const create_reusable_content_1 = require("./handlers/create-reusable-content");
const delete_reusable_content_1 = require("./handlers/delete-reusable-content");
const get_reusable_content_1 = require("./handlers/get-reusable-content");
const get_reusable_content_document_1 = require("./handlers/get-reusable-content-document");
const update_reusable_content_1 = require("./handlers/update-reusable-content");
/** ReusableContentService (proto/quire/content/v1/reusable_content.proto). */
function reusableContentService(ctx) {
    return {
        getReusableContent: (request, callContext) => (0, get_reusable_content_1.getReusableContent)(ctx, request, callContext),
        getReusableContentDocument: (request, callContext) => (0, get_reusable_content_document_1.getReusableContentDocument)(ctx, request, callContext),
        createReusableContent: (request, callContext) => (0, create_reusable_content_1.createReusableContent)(ctx, request, callContext),
        updateReusableContent: (request, callContext) => (0, update_reusable_content_1.updateReusableContent)(ctx, request, callContext),
        deleteReusableContent: (request, callContext) => (0, delete_reusable_content_1.deleteReusableContent)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map