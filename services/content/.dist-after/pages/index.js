"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageService = pageService;
const create_page_1 = require("./handlers/create-page");
const create_pages_1 = require("./handlers/create-pages");
const delete_page_1 = require("./handlers/delete-page");
const get_page_1 = require("./handlers/get-page");
const get_page_by_path_1 = require("./handlers/get-page-by-path");
const get_page_document_1 = require("./handlers/get-page-document");
const list_pages_1 = require("./handlers/list-pages");
const stream_pages_1 = require("./handlers/stream-pages");
const update_page_1 = require("./handlers/update-page");
/** PageService (proto/quire/content/v1/page.proto). */
function pageService(ctx) {
    return {
        listPages: (request, callContext) => (0, list_pages_1.listPages)(ctx, request, callContext),
        streamPages: (request, callContext) => (0, stream_pages_1.streamPages)(ctx, request, callContext),
        getPage: (request, callContext) => (0, get_page_1.getPage)(ctx, request, callContext),
        getPageByPath: (request, callContext) => (0, get_page_by_path_1.getPageByPath)(ctx, request, callContext),
        createPage: (request, callContext) => (0, create_page_1.createPage)(ctx, request, callContext),
        createPages: (request, callContext) => (0, create_pages_1.createPages)(ctx, request, callContext),
        updatePage: (request, callContext) => (0, update_page_1.updatePage)(ctx, request, callContext),
        deletePage: (request, callContext) => (0, delete_page_1.deletePage)(ctx, request, callContext),
        getPageDocument: (request, callContext) => (0, get_page_document_1.getPageDocument)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map