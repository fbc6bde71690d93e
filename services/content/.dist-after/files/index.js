"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fileService = fileService;
const delete_file_1 = require("./handlers/delete-file");
const get_file_1 = require("./handlers/get-file");
const list_files_1 = require("./handlers/list-files");
const upload_file_1 = require("./handlers/upload-file");
/** FileService (proto/quire/content/v1/file.proto). */
function fileService(ctx) {
    return {
        listFiles: (request, callContext) => (0, list_files_1.listFiles)(ctx, request, callContext),
        getFile: (request, callContext) => (0, get_file_1.getFile)(ctx, request, callContext),
        uploadFile: (request, callContext) => (0, upload_file_1.uploadFile)(ctx, request, callContext),
        deleteFile: (request, callContext) => (0, delete_file_1.deleteFile)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map