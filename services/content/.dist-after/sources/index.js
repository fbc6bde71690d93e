"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sourceInternalService = sourceInternalService;
const get_file_blob_1 = require("./handlers/get-file-blob");
const put_file_blob_1 = require("./handlers/put-file-blob");
const read_revision_1 = require("./handlers/read-revision");
const write_revision_1 = require("./handlers/write-revision");
/**
 * SourceInternalService (proto/quire/content/v1/source_internal.proto): how the git-worker
 * writes content from outside into a space and reads a space whole for an export. No
 * principal: the worker acts for the user its job names (docs/outside-sources.md).
 */
function sourceInternalService(ctx) {
    return {
        putFileBlob: (request) => (0, put_file_blob_1.putFileBlob)(ctx, request),
        getFileBlob: (request) => (0, get_file_blob_1.getFileBlob)(ctx, request),
        writeRevision: (request) => (0, write_revision_1.writeRevision)(ctx, request),
        readRevision: (request) => (0, read_revision_1.readRevision)(ctx, request),
    };
}
//# sourceMappingURL=index.js.map