"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentDeleter = commentDeleter;
const events_1 = require("../../lib/events");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
/**
 * Deletes a comment of the scope with its replies and reactions (foreign keys cascade), its
 * author or a space admin only (403 otherwise), and records `comment.deleted`. Answers false
 * when there was no such comment: deleting is idempotent, as the contract's 204 says.
 */
function commentDeleter(db, { scope, organizationId, commentId, access, actorId }) {
    return db.$transaction(async (tx) => {
        const current = await (0, queries_1.lockComment)(tx, scope, commentId);
        if (!current)
            return false;
        (0, policy_1.authorizeDelete)(access, actorId, current, 'comment');
        const replies = await tx.commentReply.count({ where: { commentId: current.id } });
        await tx.comment.delete({ where: { id: current.id } });
        await (0, events_1.recordEvent)(tx, 'comment', 'deleted', {
            aggregateId: current.id,
            organizationId,
            data: { id: current.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, status: current.status, replies, actorId },
        });
        return true;
    });
}
//# sourceMappingURL=comment-deleter.js.map