"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentViewer = exports.replyLocation = exports.commentLocation = void 0;
exports.presentBody = presentBody;
exports.presentReactions = presentReactions;
exports.presentComment = presentComment;
exports.presentComments = presentComments;
exports.presentReply = presentReply;
exports.presentReplies = presentReplies;
const documents_1 = require("@quire/documents");
const proto_1 = require("@quire/proto");
const embedded_users_1 = require("../lib/embedded-users");
const markdown_parse_1 = require("../lib/markdown-parse");
const policy_1 = require("./policy");
const queries_1 = require("./queries");
/** The documents of `bodies` when the viewer reads documents (none otherwise); a body over the limits becomes its plain text. */
async function bodyDocuments(bodies, format) {
    if (format !== 'document')
        return new Map();
    return (0, markdown_parse_1.documentsForReading)(new Map(bodies.map((body) => [body, body])));
}
/**
 * A stored Markdown body as GitBook "Document": `{ markdown }`, or `{ document }` from
 * `documents` (a body missing there is shown as its plain text: presenting never parses).
 */
function presentBody(markdown, format, documents) {
    if (format === 'document') {
        return { markdown: undefined, document: (documents?.get(markdown) ?? (0, documents_1.plainTextDocument)(markdown)) };
    }
    return { markdown, document: undefined };
}
const byTimeThen = (a, b, x, y) => a.getTime() - b.getTime() || (x < y ? -1 : x > y ? 1 : 0);
/**
 * GitBook "EmojiReactions": one entry per emoji, in the order emojis were first used (emojis
 * first used together, by code point), each with its users in reaction order. Sorted here, not
 * by the database's collation, so the order is the same on every deployment.
 */
function presentReactions(rows, users, urls) {
    const byEmoji = new Map();
    for (const row of rows)
        byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row]);
    const groups = [...byEmoji].map(([emoji, reacted]) => ({
        emoji,
        reacted: reacted.sort((a, b) => byTimeThen(a.reactedAt, b.reactedAt, a.userId, b.userId)),
    }));
    groups.sort((a, b) => byTimeThen(a.reacted[0].reactedAt, b.reacted[0].reactedAt, a.emoji, b.emoji));
    return groups.map(({ emoji, reacted }) => ({
        emoji,
        count: reacted.length,
        users: reacted.map((row) => ({ user: (0, embedded_users_1.embeddedUser)(users, row.userId, urls), reactedAt: row.reactedAt })),
    }));
}
const scopePath = (urls, scope) => scope.changeRequestId === null
    ? `${urls.publicUrl}/v1/spaces/${scope.spaceId}`
    : `${urls.publicUrl}/v1/spaces/${scope.spaceId}/change-requests/${scope.changeRequestId}`;
const commentLocation = (urls, scope, commentId) => `${scopePath(urls, scope)}/comments/${commentId}`;
exports.commentLocation = commentLocation;
const replyLocation = (urls, scope, commentId, replyId) => `${(0, exports.commentLocation)(urls, scope, commentId)}/replies/${replyId}`;
exports.replyLocation = replyLocation;
function presentTarget(row) {
    return {
        space: row.spaceId,
        revision: row.revisionId,
        page: row.pageId === null ? undefined : { id: row.pageId },
        node: row.nodeId === null ? undefined : { id: row.nodeId },
        tableCell: row.tableCellRecord === null || row.tableCellDefinition === null
            ? undefined
            : { record: row.tableCellRecord, definition: row.tableCellDefinition },
        changeRequest: row.changeRequestId ?? undefined,
    };
}
/** A comment as GitBook's "Comment" (status `open`, or `resolved` with when and by whom). */
function presentComment(row, { summary, reactions, documents }, users, viewer, urls) {
    const resolved = row.status === 'resolved' && row.resolvedAt !== null && row.resolvedById !== null;
    return {
        object: 'comment',
        id: row.id,
        status: resolved ? proto_1.contentV1.CommentStatus.COMMENT_STATUS_RESOLVED : proto_1.contentV1.CommentStatus.COMMENT_STATUS_OPEN,
        resolvedAt: resolved ? row.resolvedAt : undefined,
        resolvedBy: resolved ? (0, embedded_users_1.embeddedUser)(users, row.resolvedById, urls) : undefined,
        postedBy: (0, embedded_users_1.embeddedUser)(users, row.postedById, urls),
        postedAt: row.createdAt,
        editedAt: row.editedAt ?? undefined,
        reactions: presentReactions(reactions, users, urls),
        replies: summary.replies,
        repliers: summary.repliers.map((replier) => ({ user: (0, embedded_users_1.embeddedUser)(users, replier.userId, urls), count: replier.count, updatedAt: replier.updatedAt })),
        body: presentBody(row.body, viewer.format, documents),
        target: presentTarget(row),
        urls: { location: (0, exports.commentLocation)(urls, viewer.scope, row.id) },
        permissions: (0, policy_1.commentPermissions)(viewer.access, viewer.userId, row),
    };
}
/**
 * Presents comments with their replies, repliers and reactions (one grouped query each for the
 * whole page) and one identity call for every user they name: authors, resolvers, repliers and
 * reacting users. `fresh` comments were just posted and have none of those to count.
 */
async function presentComments(ctx, rows, viewer, metadata, { fresh = false } = {}) {
    if (rows.length === 0)
        return [];
    const ids = rows.map((row) => row.id);
    const [[summaries, reactions], documents] = await Promise.all([
        fresh
            ? [new Map(), new Map()]
            : Promise.all([(0, queries_1.loadReplySummaries)(ctx.db, ids), (0, queries_1.loadCommentReactions)(ctx.db, ids)]),
        bodyDocuments(rows.map((row) => row.body), viewer.format),
    ]);
    const userIds = new Set();
    for (const row of rows) {
        userIds.add(row.postedById);
        if (row.resolvedById !== null)
            userIds.add(row.resolvedById);
        for (const replier of summaries.get(row.id)?.repliers ?? [])
            userIds.add(replier.userId);
        for (const reaction of reactions.get(row.id) ?? [])
            userIds.add(reaction.userId);
    }
    const { users } = await ctx.identity.users(userIds, undefined, metadata);
    return rows.map((row) => presentComment(row, { summary: summaries.get(row.id) ?? queries_1.NO_REPLIES, reactions: reactions.get(row.id) ?? [], documents }, users, viewer, ctx.urls));
}
/** A reply as GitBook's "CommentReply". */
function presentReply(row, reactions, users, viewer, urls, documents) {
    return {
        object: 'comment-reply',
        id: row.id,
        postedBy: (0, embedded_users_1.embeddedUser)(users, row.postedById, urls),
        postedAt: row.createdAt,
        editedAt: row.editedAt ?? undefined,
        reactions: presentReactions(reactions, users, urls),
        body: presentBody(row.body, viewer.format, documents),
        urls: { location: (0, exports.replyLocation)(urls, viewer.scope, row.commentId, row.id) },
        permissions: (0, policy_1.commentPermissions)(viewer.access, viewer.userId, row),
    };
}
/** Presents replies with their reactions (one query) and one identity call for their authors and reacting users. */
async function presentReplies(ctx, rows, viewer, metadata, { fresh = false } = {}) {
    if (rows.length === 0)
        return [];
    const [reactions, documents] = await Promise.all([
        fresh ? new Map() : (0, queries_1.loadReplyReactions)(ctx.db, rows.map((row) => row.id)),
        bodyDocuments(rows.map((row) => row.body), viewer.format),
    ]);
    const userIds = new Set();
    for (const row of rows) {
        userIds.add(row.postedById);
        for (const reaction of reactions.get(row.id) ?? [])
            userIds.add(reaction.userId);
    }
    const { users } = await ctx.identity.users(userIds, undefined, metadata);
    return rows.map((row) => presentReply(row, reactions.get(row.id) ?? [], users, viewer, ctx.urls, documents));
}
/** The viewer of a request: the caller in the scope they asked about. */
const commentViewer = (scope, userId, format) => ({
    scope: (0, queries_1.scopeRefOf)(scope),
    access: scope.access,
    userId,
    format,
});
exports.commentViewer = commentViewer;
//# sourceMappingURL=presenter.js.map