"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replyPoster = replyPoster;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
/**
 * Adds a reply to a comment of the scope, with the comment locked (a reply cannot slip under a
 * comment being deleted), and records `comment-reply.created`. The comment's `replies` and
 * `repliers` are counted from the replies, so they follow from this row. A resolved comment
 * stays resolved.
 */
function replyPoster(db, { scope, organizationId, commentId, markdown, actorId }) {
    return db.$transaction(async (tx) => {
        const comment = await (0, queries_1.lockComment)(tx, scope, commentId);
        if (!comment)
            throw (0, shared_1.notFound)('Comment not found');
        const reply = await tx.commentReply.create({
            data: { id: (0, shared_1.newId)(), commentId: comment.id, body: markdown, postedById: actorId },
            select: queries_1.replySelect,
        });
        await (0, events_1.recordEvent)(tx, 'comment-reply', 'created', {
            aggregateId: reply.id,
            organizationId,
            data: { id: reply.id, commentId: comment.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, actorId },
        });
        return reply;
    });
}
//# sourceMappingURL=reply-poster.js.map