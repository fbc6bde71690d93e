import { z } from 'zod';
import { decodeCursor, invalidArgument, keysetAfter, keysetPage, type Page, type Principal, toDate } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import type { ChangeRequestRow } from '../change-requests/queries';
import type { ContentContext } from '../context';
import { type Db, Prisma } from '../db';
import type { SpaceRow } from '../spaces/queries';
import { commentRules } from './policy';
import type { ListDirection, StatusFilter } from './schemas';
import { loadSpace } from '../spaces/load';
import { loadChangeRequest } from '../change-requests/load';

/**
 * Where comments live: a space's main content, or one of its change requests. A comment is
 * only ever found through the scope it was posted in (a change request's comment is not one of
 * the space's, and the other way round).
 */
export type CommentScope = { space: SpaceRow; access: Level | null; changeRequest: ChangeRequestRow | null };

/** The columns that place a comment in its scope. */
export type ScopeRef = { spaceId: string; changeRequestId: string | null };

export const scopeRefOf = (scope: CommentScope): ScopeRef => ({ spaceId: scope.space.id, changeRequestId: scope.changeRequest?.id ?? null });

/**
 * The live space (and change request, by id or number, when given) of a comment request, with
 * the caller's level on the space. NOT_FOUND when the caller cannot read the space (another
 * organization, nothing given to a guest), when it is in the trash, or when the change request
 * is not one of this space; the level the action needs is checked by the caller afterwards.
 */
export async function loadCommentScope(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string | undefined,
): Promise<CommentScope> {
  if (changeRequestId !== undefined) {
    const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, spaceId, changeRequestId);
    return { space, access, changeRequest };
  }
  const { space, access } = await loadSpace(ctx, principal, spaceId);
  authorize(access, commentRules.view, 'Space');
  return { space, access, changeRequest: null };
}

export const commentSelect = {
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
} as const satisfies Prisma.CommentSelect;

export type CommentRow = Prisma.CommentGetPayload<{ select: typeof commentSelect }>;

const inScope = (scope: ScopeRef): Prisma.CommentWhereInput => ({ spaceId: scope.spaceId, changeRequestId: scope.changeRequestId });

/** A comment of the scope; null when there is none (or it belongs to another scope). */
export function findComment(db: Db, scope: ScopeRef, commentId: string): Promise<CommentRow | null> {
  return db.comment.findFirst({ where: { ...inScope(scope), id: commentId }, select: commentSelect });
}

/**
 * A comment of the scope locked for the rest of the transaction: every change to a comment, its
 * replies and their reactions takes this lock first, so they are serialized per thread (and so
 * are their events), and a reply cannot be added to a comment being deleted.
 */
export async function lockComment(db: Db, scope: ScopeRef, commentId: string): Promise<CommentRow | null> {
  await db.$queryRaw`SELECT id FROM comments WHERE id = ${commentId} FOR UPDATE`;
  return findComment(db, scope, commentId);
}

export type CommentFilters = { status: StatusFilter; pageId?: string; authors?: readonly string[] };

const ZCommentKey = z.object({ createdAt: z.iso.datetime(), id: z.string(), order: z.enum(['asc', 'desc']) });

/** Rows after `after` in `direction` on (created_at, id). */
const afterKey = (after: { createdAt: string; id: string }, direction: ListDirection): Prisma.CommentWhereInput =>
  keysetAfter(after, [['createdAt', direction, toDate], ['id', direction]]);

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
export async function listCommentsPage(
  db: Db,
  { scope, filters, direction, page, limit }: { scope: ScopeRef; filters: CommentFilters; direction: ListDirection; page?: string; limit: number },
): Promise<Page<CommentRow>> {
  const after = decodeCursor(page, ZCommentKey);
  if (after && after.order !== direction) throw invalidArgument('page: the cursor is for the other order');
  const where: Prisma.CommentWhereInput = {
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
      select: commentSelect,
    }),
    db.comment.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id, order: direction }), count);
}

/** A user's replies to a comment (GitBook "UserContributor" before the user is embedded). */
export type ReplierRow = { userId: string; count: number; updatedAt: Date };

/** `replies` and `repliers` of each comment. */
export type ReplySummary = { replies: number; repliers: ReplierRow[] };

export const NO_REPLIES: ReplySummary = { replies: 0, repliers: [] };

/**
 * Replies and repliers of a page of comments: one grouped query on the
 * (comment_id, posted_by_id, created_at) index. Repliers come most recent reply first.
 */
export async function loadReplySummaries(db: Db, commentIds: readonly string[]): Promise<Map<string, ReplySummary>> {
  const summaries = new Map<string, ReplySummary>();
  if (commentIds.length === 0) return summaries;
  const groups = await db.commentReply.groupBy({
    by: ['commentId', 'postedById'],
    where: { commentId: { in: [...commentIds] } },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  for (const group of groups) {
    const summary = summaries.get(group.commentId) ?? { replies: 0, repliers: [] };
    summary.replies += group._count._all;
    summary.repliers.push({ userId: group.postedById, count: group._count._all, updatedAt: group._max.createdAt as Date });
    summaries.set(group.commentId, summary);
  }
  for (const summary of summaries.values()) {
    summary.repliers.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.userId < b.userId ? -1 : 1));
  }
  return summaries;
}

/** One user's reaction with one emoji. */
export type ReactionRow = { emoji: string; userId: string; reactedAt: Date };

const reactionOrder = [{ reactedAt: 'asc' }, { emoji: 'asc' }, { userId: 'asc' }] as const;

function byOwner<T extends ReactionRow>(rows: readonly T[], ownerOf: (row: T) => string): Map<string, ReactionRow[]> {
  const owned = new Map<string, ReactionRow[]>();
  for (const row of rows) {
    const list = owned.get(ownerOf(row)) ?? [];
    list.push({ emoji: row.emoji, userId: row.userId, reactedAt: row.reactedAt });
    owned.set(ownerOf(row), list);
  }
  return owned;
}

/** The reactions to a page of comments, oldest first, by comment: one query on their primary key. */
export async function loadCommentReactions(db: Db, commentIds: readonly string[]): Promise<Map<string, ReactionRow[]>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db.commentReaction.findMany({
    where: { commentId: { in: [...commentIds] } },
    orderBy: [...reactionOrder],
    select: { commentId: true, emoji: true, userId: true, reactedAt: true },
  });
  return byOwner(rows, (row) => row.commentId);
}

/** The reactions to a page of replies, oldest first, by reply: one query on their primary key. */
export async function loadReplyReactions(db: Db, replyIds: readonly string[]): Promise<Map<string, ReactionRow[]>> {
  if (replyIds.length === 0) return new Map();
  const rows = await db.commentReplyReaction.findMany({
    where: { replyId: { in: [...replyIds] } },
    orderBy: [...reactionOrder],
    select: { replyId: true, emoji: true, userId: true, reactedAt: true },
  });
  return byOwner(rows, (row) => row.replyId);
}

export const replySelect = {
  id: true,
  commentId: true,
  body: true,
  postedById: true,
  createdAt: true,
  editedAt: true,
} as const satisfies Prisma.CommentReplySelect;

export type ReplyRow = Prisma.CommentReplyGetPayload<{ select: typeof replySelect }>;

/** A reply of the comment; null when there is none (or it answers another comment). */
export function findReply(db: Db, commentId: string, replyId: string): Promise<ReplyRow | null> {
  return db.commentReply.findFirst({ where: { id: replyId, commentId }, select: replySelect });
}

const ZReplyKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/** One keyset page of a comment's replies, oldest first on (created_at, id); `count` is the total. */
export async function listRepliesPage(
  db: Db,
  { commentId, page, limit }: { commentId: string; page?: string; limit: number },
): Promise<Page<ReplyRow>> {
  const after = decodeCursor(page, ZReplyKey);
  const where: Prisma.CommentReplyWhereInput = { commentId };
  const [rows, count] = await Promise.all([
    db.commentReply.findMany({
      where: after
        ? { ...where, ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]) }
        : where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: replySelect,
    }),
    db.commentReply.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * One keyset page (by user id) of the people who posted a comment or a reply in the scope,
 * each once. `onlyUserId` narrows it to one person (a guest sees only themselves). Each branch
 * of the union reads an index in user id order from the cursor on: comments by
 * (space_id, change_request_id, posted_by_id, ...), replies by (comment_id, posted_by_id, ...)
 * for the scope's comments.
 */
export async function listCommenterIdsPage(
  db: Db,
  { scope, page, limit, onlyUserId }: { scope: ScopeRef; page: string | undefined; limit: number; onlyUserId?: string },
): Promise<{ userIds: string[]; next?: { page: string } }> {
  const after = decodeCursor(page, z.object({ userId: z.string().min(1).max(256) }))?.userId ?? '';
  const inScope = scope.changeRequestId === null ? Prisma.sql`c.change_request_id IS NULL` : Prisma.sql`c.change_request_id = ${scope.changeRequestId}`;
  const only = (column: Prisma.Sql) => (onlyUserId === undefined ? Prisma.empty : Prisma.sql`AND ${column} = ${onlyUserId}`);
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    SELECT user_id FROM (
      SELECT c.posted_by_id AS user_id FROM comments c
       WHERE c.space_id = ${scope.spaceId} AND ${inScope} AND c.posted_by_id > ${after} ${only(Prisma.sql`c.posted_by_id`)}
      UNION
      SELECT r.posted_by_id FROM comments c JOIN comment_replies r ON r.comment_id = c.id
       WHERE c.space_id = ${scope.spaceId} AND ${inScope} AND r.posted_by_id > ${after} ${only(Prisma.sql`r.posted_by_id`)}
    ) commenters
    ORDER BY user_id
    LIMIT ${limit + 1}`;
  const { items, next } = keysetPage(rows, limit, (row) => ({ userId: row.user_id }), 0);
  return { userIds: items.map((row) => row.user_id), next };
}
