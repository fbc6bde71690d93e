"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replyDeleter = replyDeleter;
const events_1 = require("../../lib/events");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
/**
 * Deletes a reply of a comment of the scope (and its reactions), its author or a space admin
 * only (403 otherwise), with the comment locked, and records `comment-reply.deleted`. Answers
 * false when there was no such reply (or comment): deleting is idempotent.
 */
function replyDeleter(db, { scope, organizationId, commentId, replyId, access, actorId, }) {
    return db.$transaction(async (tx) => {
        const comment = await (0, queries_1.lockComment)(tx, scope, commentId);
        if (!comment)
            return false;
        const current = await (0, queries_1.findReply)(tx, comment.id, replyId);
        if (!current)
            return false;
        (0, policy_1.authorizeDelete)(access, actorId, current, 'reply');
        await tx.commentReply.delete({ where: { id: current.id } });
        await (0, events_1.recordEvent)(tx, 'comment-reply', 'deleted', {
            aggregateId: current.id,
            organizationId,
            data: { id: current.id, commentId: comment.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, actorId },
        });
        return true;
    });
}
//# sourceMappingURL=reply-deleter.js.map