"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentReaderServiceDefinition = void 0;
exports.contentReaderService = contentReaderService;
const get_openapi_specs_1 = require("./handlers/get-openapi-specs");
const get_page_documents_1 = require("./handlers/get-page-documents");
const get_reusable_content_documents_1 = require("./handlers/get-reusable-content-documents");
const get_revision_files_1 = require("./handlers/get-revision-files");
const get_space_trees_1 = require("./handlers/get-space-trees");
const resolve_page_path_1 = require("./handlers/resolve-page-path");
const search_spaces_1 = require("./handlers/search-spaces");
var wire_1 = require("./wire");
Object.defineProperty(exports, "contentReaderServiceDefinition", { enumerable: true, get: function () { return wire_1.contentReaderServiceDefinition; } });
/**
 * ContentReaderService (proto/quire/content/v1/reader.proto): what the reader (services/reader)
 * needs to serve published sites, over the main content of live spaces of the organization
 * each request names. Needs no principal (docs/content.md "For the reader"). Served with
 * `contentReaderServiceDefinition` (wire.ts: GetSpaceTrees sends each tree's pages as encoded once).
 */
function contentReaderService(ctx) {
    return {
        getSpaceTrees: (request) => (0, get_space_trees_1.getSpaceTrees)(ctx, request),
        getPageDocuments: (request) => (0, get_page_documents_1.getPageDocuments)(ctx, request),
        getRevisionFiles: (request) => (0, get_revision_files_1.getRevisionFiles)(ctx, request),
        resolvePagePath: (request) => (0, resolve_page_path_1.resolvePagePath)(ctx, request),
        searchSpaces: (request) => (0, search_spaces_1.searchSpaces)(ctx, request),
        getOpenAPISpecs: (request) => (0, get_openapi_specs_1.getOpenAPISpecs)(ctx, request),
        getReusableContentDocuments: (request) => (0, get_reusable_content_documents_1.getReusableContentDocuments)(ctx, request),
    };
}
//# sourceMappingURL=index.js.map