"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replySelect = exports.NO_REPLIES = exports.commentSelect = exports.scopeRefOf = void 0;
exports.loadCommentScope = loadCommentScope;
exports.findComment = findComment;
exports.lockComment = lockComment;
exports.listCommentsPage = listCommentsPage;
exports.loadReplySummaries = loadReplySummaries;
exports.loadCommentReactions = loadCommentReactions;
exports.loadReplyReactions = loadReplyReactions;
exports.findReply = findReply;
exports.listRepliesPage = listRepliesPage;
exports.listCommenterIdsPage = listCommenterIdsPage;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const db_1 = require("../db");
const policy_2 = require("./policy");
const load_1 = require("../spaces/load");
const load_2 = require("../change-requests/load");
const scopeRefOf = (scope) => ({ spaceId: scope.space.id, changeRequestId: scope.changeRequest?.id ?? null });
exports.scopeRefOf = scopeRefOf;
/**
 * The live space (and change request, by id or number, when given) of a comment request, with
 * the caller's level on the space. NOT_FOUND when the caller cannot read the space (another
 * organization, nothing given to a guest), when it is in the trash, or when the change request
 * is not one of this space; the level the action needs is checked by the caller afterwards.
 */
async function loadCommentScope(ctx, principal, spaceId, changeRequestId) {
    if (changeRequestId !== undefined) {
        const { space, access, changeRequest } = await (0, load_2.loadChangeRequest)(ctx, principal, spaceId, changeRequestId);
        return { space, access, changeRequest };
    }
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, spaceId);
    (0, policy_1.authorize)(access, policy_2.commentRules.view, 'Space');
    return { space, access, changeRequest: null };
}
exports.commentSelect = {
    id: true,
    spaceId: true,
    changeRequestId: true,
    revisionId: true,
    pageId: true,
    nodeId: true,
    tableCellRecord: true,
    tableCellDefinition: true,
    status: true,
    body: true,
    postedById: true,
    createdAt: true,
    editedAt: true,
    resolvedAt: true,
    resolvedById: true,
};
const inScope = (scope) => ({ spaceId: scope.spaceId, changeRequestId: scope.changeRequestId });
/** A comment of the scope; null when there is none (or it belongs to another scope). */
function findComment(db, scope, commentId) {
    return db.comment.findFirst({ where: { ...inScope(scope), id: commentId }, select: exports.commentSelect });
}
/**
 * A comment of the scope locked for the rest of the transaction: every change to a comment, its
 * replies and their reactions takes this lock first, so they are serialized per thread (and so
 * are their events), and a reply cannot be added to a comment being deleted.
 */
async function lockComment(db, scope, commentId) {
    await db.$queryRaw `SELECT id FROM comments WHERE id = ${commentId} FOR UPDATE`;
    return findComment(db, scope, commentId);
}
const ZCommentKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string(), order: zod_1.z.enum(['asc', 'desc']) });
/** Rows after `after` in `direction` on (created_at, id). */
const afterKey = (after, direction) => (0, shared_1.keysetAfter)(after, [['createdAt', direction, shared_1.toDate], ['id', direction]]);
/**
 * One keyset page of a scope's comments in `direction` on (created_at, id), with the filters;
 * each filter has its (space_id, change_request_id, <filter>, created_at, id) index. `count` is
 * the total matching the filters. A cursor only continues the order it was made for.
 *
 * The order starts with change_request_id, constant in a scope: PostgreSQL does not treat
 * `change_request_id IS NULL` (the space's own comments) as fixing that index column the way
 * an equality does, so ordering by (created_at, id) alone made it sort every comment of the
 * space for each page instead of reading the index in order.
 */
async function listCommentsPage(db, { scope, filters, direction, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZCommentKey);
    if (after && after.order !== direction)
        throw (0, shared_1.invalidArgument)('page: the cursor is for the other order');
    const where = {
        ...inScope(scope),
        ...(filters.status !== undefined && { status: filters.status }),
        ...(filters.pageId !== undefined && { pageId: filters.pageId }),
        ...(filters.authors !== undefined && { postedById: { in: [...filters.authors] } }),
    };
    const [rows, count] = await Promise.all([
        db.comment.findMany({
            where: after ? { AND: [where, afterKey(after, direction)] } : where,
            orderBy: [{ changeRequestId: direction }, { createdAt: direction }, { id: direction }],
            take: limit + 1,
            select: exports.commentSelect,
        }),
        db.comment.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id, order: direction }), count);
}
exports.NO_REPLIES = { replies: 0, repliers: [] };
/**
 * Replies and repliers of a page of comments: one grouped query on the
 * (comment_id, posted_by_id, created_at) index. Repliers come most recent reply first.
 */
async function loadReplySummaries(db, commentIds) {
    const summaries = new Map();
    if (commentIds.length === 0)
        return summaries;
    const groups = await db.commentReply.groupBy({
        by: ['commentId', 'postedById'],
        where: { commentId: { in: [...commentIds] } },
        _count: { _all: true },
        _max: { createdAt: true },
    });
    for (const group of groups) {
        const summary = summaries.get(group.commentId) ?? { replies: 0, repliers: [] };
        summary.replies += group._count._all;
        summary.repliers.push({ userId: group.postedById, count: group._count._all, updatedAt: group._max.createdAt });
        summaries.set(group.commentId, summary);
    }
    for (const summary of summaries.values()) {
        summary.repliers.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.userId < b.userId ? -1 : 1));
    }
    return summaries;
}
const reactionOrder = [{ reactedAt: 'asc' }, { emoji: 'asc' }, { userId: 'asc' }];
function byOwner(rows, ownerOf) {
    const owned = new Map();
    for (const row of rows) {
        const list = owned.get(ownerOf(row)) ?? [];
        list.push({ emoji: row.emoji, userId: row.userId, reactedAt: row.reactedAt });
        owned.set(ownerOf(row), list);
    }
    return owned;
}
/** The reactions to a page of comments, oldest first, by comment: one query on their primary key. */
async function loadCommentReactions(db, commentIds) {
    if (commentIds.length === 0)
        return new Map();
    const rows = await db.commentReaction.findMany({
        where: { commentId: { in: [...commentIds] } },
        orderBy: [...reactionOrder],
        select: { commentId: true, emoji: true, userId: true, reactedAt: true },
    });
    return byOwner(rows, (row) => row.commentId);
}
/** The reactions to a page of replies, oldest first, by reply: one query on their primary key. */
async function loadReplyReactions(db, replyIds) {
    if (replyIds.length === 0)
        return new Map();
    const rows = await db.commentReplyReaction.findMany({
        where: { replyId: { in: [...replyIds] } },
        orderBy: [...reactionOrder],
        select: { replyId: true, emoji: true, userId: true, reactedAt: true },
    });
    return byOwner(rows, (row) => row.replyId);
}
exports.replySelect = {
    id: true,
    commentId: true,
    body: true,
    postedById: true,
    createdAt: true,
    editedAt: true,
};
/** A reply of the comment; null when there is none (or it answers another comment). */
function findReply(db, commentId, replyId) {
    return db.commentReply.findFirst({ where: { id: replyId, commentId }, select: exports.replySelect });
}
const ZReplyKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
/** One keyset page of a comment's replies, oldest first on (created_at, id); `count` is the total. */
async function listRepliesPage(db, { commentId, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZReplyKey);
    const where = { commentId };
    const [rows, count] = await Promise.all([
        db.commentReply.findMany({
            where: after
                ? { ...where, ...(0, shared_1.keysetAfter)(after, [['createdAt', 'asc', shared_1.toDate], ['id', 'asc']]) }
                : where,
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: limit + 1,
            select: exports.replySelect,
        }),
        db.commentReply.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
/**
 * One keyset page (by user id) of the people who posted a comment or a reply in the scope,
 * each once. `onlyUserId` narrows it to one person (a guest sees only themselves). Each branch
 * of the union reads an index in user id order from the cursor on: comments by
 * (space_id, change_request_id, posted_by_id, ...), replies by (comment_id, posted_by_id, ...)
 * for the scope's comments.
 */
async function listCommenterIdsPage(db, { scope, page, limit, onlyUserId }) {
    const after = (0, shared_1.decodeCursor)(page, zod_1.z.object({ userId: zod_1.z.string().min(1).max(256) }))?.userId ?? '';
    const inScope = scope.changeRequestId === null ? db_1.Prisma.sql `c.change_request_id IS NULL` : db_1.Prisma.sql `c.change_request_id = ${scope.changeRequestId}`;
    const only = (column) => (onlyUserId === undefined ? db_1.Prisma.empty : db_1.Prisma.sql `AND ${column} = ${onlyUserId}`);
    const rows = await db.$queryRaw `
    SELECT user_id FROM (
      SELECT c.posted_by_id AS user_id FROM comments c
       WHERE c.space_id = ${scope.spaceId} AND ${inScope} AND c.posted_by_id > ${after} ${only(db_1.Prisma.sql `c.posted_by_id`)}
      UNION
      SELECT r.posted_by_id FROM comments c JOIN comment_replies r ON r.comment_id = c.id
       WHERE c.space_id = ${scope.spaceId} AND ${inScope} AND r.posted_by_id > ${after} ${only(db_1.Prisma.sql `r.posted_by_id`)}
    ) commenters
    ORDER BY user_id
    LIMIT ${limit + 1}`;
    const { items, next } = (0, shared_1.keysetPage)(rows, limit, (row) => ({ userId: row.user_id }), 0);
    return { userIds: items.map((row) => row.user_id), next };
}
//# sourceMappingURL=queries.js.map