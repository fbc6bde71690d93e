"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.linkService = linkService;
const list_file_backlinks_1 = require("./handlers/list-file-backlinks");
const list_links_1 = require("./handlers/list-links");
const list_page_backlinks_1 = require("./handlers/list-page-backlinks");
const list_page_links_1 = require("./handlers/list-page-links");
const list_space_links_1 = require("./handlers/list-space-links");
/** LinkService (proto/quire/content/v1/link.proto). */
function linkService(ctx) {
    return {
        listSpaceLinks: () => (0, list_space_links_1.listSpaceLinks)(),
        listLinks: (request, callContext) => (0, list_links_1.listLinks)(ctx, request, callContext),
        listPageLinks: (request, callContext) => (0, list_page_links_1.listPageLinks)(ctx, request, callContext),
        listPageBacklinks: (request, callContext) => (0, list_page_backlinks_1.listPageBacklinks)(ctx, request, callContext),
        listFileBacklinks: (request, callContext) => (0, list_file_backlinks_1.listFileBacklinks)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map