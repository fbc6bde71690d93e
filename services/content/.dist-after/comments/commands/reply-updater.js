"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replyUpdater = replyUpdater;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const reactions_1 = require("./reactions");
/**
 * Applies an update to a reply of a comment of the scope, with the comment locked: a new body
 * (its author only, 403 otherwise; `editedAt`) and the caller's reactions. Records
 * `comment-reply.updated` when something changed.
 */
function replyUpdater(db, { scope, organizationId, commentId, replyId, changes, access, actorId, }) {
    return db.$transaction(async (tx) => {
        const comment = await (0, queries_1.lockComment)(tx, scope, commentId);
        if (!comment)
            throw (0, shared_1.notFound)('Comment not found');
        const current = await (0, queries_1.findReply)(tx, comment.id, replyId);
        if (!current)
            throw (0, shared_1.notFound)('Reply not found');
        if (changes.markdown !== undefined)
            (0, policy_1.authorizeEditBody)(access, actorId, current, 'reply');
        const bodyChanged = changes.markdown !== undefined && changes.markdown !== current.body;
        const reactions = await (0, reactions_1.applyReplyReactions)(tx, current.id, actorId, changes.reactions);
        const updated = bodyChanged
            ? await tx.commentReply.update({ where: { id: current.id }, data: { body: changes.markdown, editedAt: new Date() }, select: queries_1.replySelect })
            : current;
        if (bodyChanged || reactions.added.length > 0 || reactions.removed.length > 0) {
            await (0, events_1.recordEvent)(tx, 'comment-reply', 'updated', {
                aggregateId: current.id,
                organizationId,
                data: {
                    id: current.id,
                    commentId: comment.id,
                    spaceId: scope.spaceId,
                    changeRequestId: scope.changeRequestId,
                    changes: bodyChanged ? ['body'] : [],
                    addedReactions: reactions.added,
                    removedReactions: reactions.removed,
                    actorId,
                },
            });
        }
        return updated;
    });
}
//# sourceMappingURL=reply-updater.js.map