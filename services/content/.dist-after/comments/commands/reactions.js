"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.applyCommentReactions = applyCommentReactions;
exports.applyReplyReactions = applyReplyReactions;
/**
 * The caller's reactions to one comment or reply changed as asked: emojis they already reacted
 * with are not added again, emojis they had not reacted with are not removed. Answers what
 * actually changed (for the event). The caller's transaction holds the comment's lock, so two
 * updates of one thread cannot interleave; `skipDuplicates` keeps a reaction unique anyway.
 */
async function applyReactions(changes, { existing, add, remove }) {
    if (changes.added.length === 0 && changes.removed.length === 0)
        return { added: [], removed: [] };
    const had = new Set(await existing([...changes.added, ...changes.removed]));
    const added = changes.added.filter((emoji) => !had.has(emoji));
    const removed = changes.removed.filter((emoji) => had.has(emoji));
    if (added.length > 0)
        await add(added);
    if (removed.length > 0)
        await remove(removed);
    return { added, removed };
}
/** Applies `userId`'s reaction changes to a comment. */
function applyCommentReactions(tx, commentId, userId, changes) {
    return applyReactions(changes, {
        existing: async (emojis) => (await tx.commentReaction.findMany({ where: { commentId, userId, emoji: { in: emojis } }, select: { emoji: true } })).map((row) => row.emoji),
        add: (emojis) => tx.commentReaction.createMany({ data: emojis.map((emoji) => ({ commentId, userId, emoji })), skipDuplicates: true }),
        remove: (emojis) => tx.commentReaction.deleteMany({ where: { commentId, userId, emoji: { in: emojis } } }),
    });
}
/** Applies `userId`'s reaction changes to a reply. */
function applyReplyReactions(tx, replyId, userId, changes) {
    return applyReactions(changes, {
        existing: async (emojis) => (await tx.commentReplyReaction.findMany({ where: { replyId, userId, emoji: { in: emojis } }, select: { emoji: true } })).map((row) => row.emoji),
        add: (emojis) => tx.commentReplyReaction.createMany({ data: emojis.map((emoji) => ({ replyId, userId, emoji })), skipDuplicates: true }),
        remove: (emojis) => tx.commentReplyReaction.deleteMany({ where: { replyId, userId, emoji: { in: emojis } } }),
    });
}
//# sourceMappingURL=reactions.js.map