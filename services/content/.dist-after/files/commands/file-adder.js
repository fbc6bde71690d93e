"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fileAdder = fileAdder;
const change_request_editor_1 = require("../../lib/change-request-editor");
/**
 * Adds a file (its bytes already in the blob store) to a change request's content, in one
 * new revision of the change request.
 */
function fileAdder(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async () => ({
        changes: { files: { put: [input.file] } },
        result: input.file,
    }));
}
//# sourceMappingURL=file-adder.js.map