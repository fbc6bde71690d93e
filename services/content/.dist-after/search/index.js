"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startSearchIndexing = void 0;
exports.searchService = searchService;
exports.searchAdminService = searchAdminService;
const reindex_all_spaces_1 = require("./handlers/reindex-all-spaces");
const reindex_space_1 = require("./handlers/reindex-space");
const search_organization_content_1 = require("./handlers/search-organization-content");
const search_space_content_1 = require("./handlers/search-space-content");
var indexing_1 = require("./indexing");
Object.defineProperty(exports, "startSearchIndexing", { enumerable: true, get: function () { return indexing_1.startSearchIndexing; } });
/** SearchService (proto/quire/content/v1/search.proto). */
function searchService(ctx) {
    return {
        searchSpaceContent: (request, callContext) => (0, search_space_content_1.searchSpaceContent)(ctx, request, callContext),
        searchOrganizationContent: (request, callContext) => (0, search_organization_content_1.searchOrganizationContent)(ctx, request, callContext),
    };
}
/** SearchAdminService (proto/quire/content/v1/search.proto): operators only, no gateway route. */
function searchAdminService(ctx) {
    return {
        reindexSpace: (request) => (0, reindex_space_1.reindexSpace)(ctx, request),
        reindexAllSpaces: () => (0, reindex_all_spaces_1.reindexAllSpaces)(ctx),
    };
}
//# sourceMappingURL=index.js.map