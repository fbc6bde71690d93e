"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openAPISpecService = openAPISpecService;
exports.openAPISpecInternalService = openAPISpecInternalService;
const create_openapi_spec_1 = require("./handlers/create-openapi-spec");
const create_or_update_openapi_spec_by_slug_1 = require("./handlers/create-or-update-openapi-spec-by-slug");
const delete_openapi_spec_by_slug_1 = require("./handlers/delete-openapi-spec-by-slug");
const get_openapi_spec_by_slug_1 = require("./handlers/get-openapi-spec-by-slug");
const get_openapi_spec_version_1 = require("./handlers/get-openapi-spec-version");
const get_published_openapi_spec_1 = require("./handlers/get-published-openapi-spec");
const get_spec_version_source_1 = require("./handlers/get-spec-version-source");
const list_openapi_spec_versions_1 = require("./handlers/list-openapi-spec-versions");
const list_openapi_specs_1 = require("./handlers/list-openapi-specs");
const record_spec_version_result_1 = require("./handlers/record-spec-version-result");
const stream_openapi_spec_version_content_1 = require("./handlers/stream-openapi-spec-version-content");
const update_openapi_spec_by_slug_1 = require("./handlers/update-openapi-spec-by-slug");
/** OpenAPISpecService (proto/quire/content/v1/openapi_spec.proto): one handler file per rpc. */
function openAPISpecService(ctx) {
    return {
        listOpenAPISpecs: (request, callContext) => (0, list_openapi_specs_1.listOpenAPISpecs)(ctx, request, callContext),
        createOpenAPISpec: (request, callContext) => (0, create_openapi_spec_1.createOpenAPISpec)(ctx, request, callContext),
        getOpenAPISpecBySlug: (request, callContext) => (0, get_openapi_spec_by_slug_1.getOpenAPISpecBySlug)(ctx, request, callContext),
        createOrUpdateOpenAPISpecBySlug: (request, callContext) => (0, create_or_update_openapi_spec_by_slug_1.createOrUpdateOpenAPISpecBySlug)(ctx, request, callContext),
        updateOpenAPISpecBySlug: (request, callContext) => (0, update_openapi_spec_by_slug_1.updateOpenAPISpecBySlug)(ctx, request, callContext),
        deleteOpenAPISpecBySlug: (request, callContext) => (0, delete_openapi_spec_by_slug_1.deleteOpenAPISpecBySlug)(ctx, request, callContext),
        getPublishedOpenAPISpec: (request, callContext) => (0, get_published_openapi_spec_1.getPublishedOpenAPISpec)(ctx, request, callContext),
        listOpenAPISpecVersions: (request, callContext) => (0, list_openapi_spec_versions_1.listOpenAPISpecVersions)(ctx, request, callContext),
        getOpenAPISpecVersion: (request, callContext) => (0, get_openapi_spec_version_1.getOpenAPISpecVersion)(ctx, request, callContext),
        streamOpenAPISpecVersionContent: (request, callContext) => (0, stream_openapi_spec_version_content_1.streamOpenAPISpecVersionContent)(ctx, request, callContext),
    };
}
/** OpenAPISpecInternalService: the git-worker's side of a version's processing. */
function openAPISpecInternalService(ctx) {
    return {
        getSpecVersionSource: (request, callContext) => (0, get_spec_version_source_1.getSpecVersionSource)(ctx, request, callContext),
        recordSpecVersionResult: (request, callContext) => (0, record_spec_version_result_1.recordSpecVersionResult)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map