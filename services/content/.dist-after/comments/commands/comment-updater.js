"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentUpdater = commentUpdater;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const reactions_1 = require("./reactions");
/**
 * Applies an update to a comment of the scope, with the comment locked: resolving (when and by
 * whom) or reopening, a new body (its author only, 403 otherwise; `editedAt`), and the caller's
 * reactions. Only what changes is written, and each change has its event: `comment.resolved`,
 * `comment.reopened`, `comment.updated` (`changes: ["body"]`, `addedReactions`,
 * `removedReactions`). Resolving a resolved comment keeps who resolved it and when.
 */
function commentUpdater(db, { scope, organizationId, commentId, changes, access, actorId, }) {
    return db.$transaction(async (tx) => {
        const current = await (0, queries_1.lockComment)(tx, scope, commentId);
        if (!current)
            throw (0, shared_1.notFound)('Comment not found');
        if (changes.markdown !== undefined)
            (0, policy_1.authorizeEditBody)(access, actorId, current, 'comment');
        const now = new Date();
        const data = {};
        let statusEvent;
        if (changes.resolved === true && current.status === 'open') {
            Object.assign(data, { status: 'resolved', resolvedAt: now, resolvedById: actorId });
            statusEvent = 'resolved';
        }
        else if (changes.resolved === false && current.status === 'resolved') {
            Object.assign(data, { status: 'open', resolvedAt: null, resolvedById: null });
            statusEvent = 'reopened';
        }
        const bodyChanged = changes.markdown !== undefined && changes.markdown !== current.body;
        if (bodyChanged)
            Object.assign(data, { body: changes.markdown, editedAt: now });
        const reactions = await (0, reactions_1.applyCommentReactions)(tx, current.id, actorId, changes.reactions);
        const updated = Object.keys(data).length > 0 ? await tx.comment.update({ where: { id: current.id }, data, select: queries_1.commentSelect }) : current;
        const about = { id: current.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId };
        if (statusEvent) {
            await (0, events_1.recordEvent)(tx, 'comment', statusEvent, { aggregateId: current.id, organizationId, data: { ...about, actorId } });
        }
        if (bodyChanged || reactions.added.length > 0 || reactions.removed.length > 0) {
            await (0, events_1.recordEvent)(tx, 'comment', 'updated', {
                aggregateId: current.id,
                organizationId,
                data: {
                    ...about,
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
//# sourceMappingURL=comment-updater.js.map