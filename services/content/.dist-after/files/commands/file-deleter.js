"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fileDeleter = fileDeleter;
const change_request_editor_1 = require("../../lib/change-request-editor");
const store_1 = require("../../revision-store/store");
/**
 * Removes a file from a change request's content. Its bytes stay in the blob store (other
 * revisions share them). A file that is not there changes nothing: DELETE answers 204 either way.
 */
function fileDeleter(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
        const file = await (0, store_1.loadFile)(tx, revision, input.fileId);
        return { changes: file ? { files: { remove: [input.fileId] } } : {}, result: undefined };
    });
}
//# sourceMappingURL=file-deleter.js.map