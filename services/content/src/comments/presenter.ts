import { plainTextDocument, type JSONDocument } from '@quire/documents';
import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { Level } from '../access/policy';
import type { ContentContext } from '../context';
import { embeddedUser } from '../lib/embedded-users';
import { documentsForReading } from '../lib/markdown-parse';
import type { PublicUrls } from '../lib/urls';
import { commentPermissions } from './policy';
import {
  loadCommentReactions,
  loadReplyReactions,
  loadReplySummaries,
  NO_REPLIES,
  scopeRefOf,
  type CommentRow,
  type CommentScope,
  type ReactionRow,
  type ReplyRow,
  type ReplySummary,
  type ScopeRef,
} from './queries';
import type { BodyFormat } from './schemas';

/** Who looks, from where, and in which format bodies are answered. */
export type CommentViewer = { scope: ScopeRef; access: Level | null; userId: string; format: BodyFormat };

type Users = ReadonlyMap<string, identityV1.User>;

/** Documents of bodies by their Markdown, parsed off the event loop (../lib/markdown-parse.ts). */
type BodyDocuments = ReadonlyMap<string, JSONDocument>;

/** The documents of `bodies` when the viewer reads documents (none otherwise); a body over the limits becomes its plain text. */
async function bodyDocuments(bodies: readonly string[], format: BodyFormat): Promise<BodyDocuments> {
  if (format !== 'document') return new Map();
  return documentsForReading(new Map(bodies.map((body) => [body, body])));
}

/**
 * A stored Markdown body as GitBook "Document": `{ markdown }`, or `{ document }` from
 * `documents` (a body missing there is shown as its plain text: presenting never parses).
 */
export function presentBody(markdown: string, format: BodyFormat, documents?: BodyDocuments): contentV1.CommentBody {
  if (format === 'document') {
    return { markdown: undefined, document: (documents?.get(markdown) ?? plainTextDocument(markdown)) as unknown as Record<string, unknown> };
  }
  return { markdown, document: undefined };
}

const byTimeThen = (a: Date, b: Date, x: string, y: string): number => a.getTime() - b.getTime() || (x < y ? -1 : x > y ? 1 : 0);

/**
 * GitBook "EmojiReactions": one entry per emoji, in the order emojis were first used (emojis
 * first used together, by code point), each with its users in reaction order. Sorted here, not
 * by the database's collation, so the order is the same on every deployment.
 */
export function presentReactions(rows: readonly ReactionRow[], users: Users, urls: PublicUrls): contentV1.CommentReaction[] {
  const byEmoji = new Map<string, ReactionRow[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row]);
  const groups = [...byEmoji].map(([emoji, reacted]) => ({
    emoji,
    reacted: reacted.sort((a, b) => byTimeThen(a.reactedAt, b.reactedAt, a.userId, b.userId)),
  }));
  groups.sort((a, b) => byTimeThen(a.reacted[0].reactedAt, b.reacted[0].reactedAt, a.emoji, b.emoji));
  return groups.map(({ emoji, reacted }) => ({
    emoji,
    count: reacted.length,
    users: reacted.map((row) => ({ user: embeddedUser(users, row.userId, urls), reactedAt: row.reactedAt })),
  }));
}

const scopePath = (urls: PublicUrls, scope: ScopeRef): string =>
  scope.changeRequestId === null
    ? `${urls.publicUrl}/v1/spaces/${scope.spaceId}`
    : `${urls.publicUrl}/v1/spaces/${scope.spaceId}/change-requests/${scope.changeRequestId}`;

export const commentLocation = (urls: PublicUrls, scope: ScopeRef, commentId: string): string => `${scopePath(urls, scope)}/comments/${commentId}`;

export const replyLocation = (urls: PublicUrls, scope: ScopeRef, commentId: string, replyId: string): string =>
  `${commentLocation(urls, scope, commentId)}/replies/${replyId}`;

function presentTarget(row: CommentRow): contentV1.CommentTarget {
  return {
    space: row.spaceId,
    revision: row.revisionId,
    page: row.pageId === null ? undefined : { id: row.pageId },
    node: row.nodeId === null ? undefined : { id: row.nodeId },
    tableCell:
      row.tableCellRecord === null || row.tableCellDefinition === null
        ? undefined
        : { record: row.tableCellRecord, definition: row.tableCellDefinition },
    changeRequest: row.changeRequestId ?? undefined,
  };
}

/** A comment as GitBook's "Comment" (status `open`, or `resolved` with when and by whom). */
export function presentComment(
  row: CommentRow,
  { summary, reactions, documents }: { summary: ReplySummary; reactions: readonly ReactionRow[]; documents?: BodyDocuments },
  users: Users,
  viewer: CommentViewer,
  urls: PublicUrls,
): contentV1.Comment {
  const resolved = row.status === 'resolved' && row.resolvedAt !== null && row.resolvedById !== null;
  return {
    object: 'comment',
    id: row.id,
    status: resolved ? contentV1.CommentStatus.COMMENT_STATUS_RESOLVED : contentV1.CommentStatus.COMMENT_STATUS_OPEN,
    resolvedAt: resolved ? (row.resolvedAt as Date) : undefined,
    resolvedBy: resolved ? embeddedUser(users, row.resolvedById as string, urls) : undefined,
    postedBy: embeddedUser(users, row.postedById, urls),
    postedAt: row.createdAt,
    editedAt: row.editedAt ?? undefined,
    reactions: presentReactions(reactions, users, urls),
    replies: summary.replies,
    repliers: summary.repliers.map((replier) => ({ user: embeddedUser(users, replier.userId, urls), count: replier.count, updatedAt: replier.updatedAt })),
    body: presentBody(row.body, viewer.format, documents),
    target: presentTarget(row),
    urls: { location: commentLocation(urls, viewer.scope, row.id) },
    permissions: commentPermissions(viewer.access, viewer.userId, row),
  };
}

/**
 * Presents comments with their replies, repliers and reactions (one grouped query each for the
 * whole page) and one identity call for every user they name: authors, resolvers, repliers and
 * reacting users. `fresh` comments were just posted and have none of those to count.
 */
export async function presentComments(
  ctx: ContentContext,
  rows: readonly CommentRow[],
  viewer: CommentViewer,
  metadata: Metadata,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<contentV1.Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [[summaries, reactions], documents] = await Promise.all([
    fresh
      ? [new Map<string, ReplySummary>(), new Map<string, ReactionRow[]>()]
      : Promise.all([loadReplySummaries(ctx.db, ids), loadCommentReactions(ctx.db, ids)]),
    bodyDocuments(rows.map((row) => row.body), viewer.format),
  ]);
  const userIds = new Set<string>();
  for (const row of rows) {
    userIds.add(row.postedById);
    if (row.resolvedById !== null) userIds.add(row.resolvedById);
    for (const replier of summaries.get(row.id)?.repliers ?? []) userIds.add(replier.userId);
    for (const reaction of reactions.get(row.id) ?? []) userIds.add(reaction.userId);
  }
  const { users } = await ctx.identity.users(userIds, undefined, metadata);
  return rows.map((row) =>
    presentComment(row, { summary: summaries.get(row.id) ?? NO_REPLIES, reactions: reactions.get(row.id) ?? [], documents }, users, viewer, ctx.urls),
  );
}

/** A reply as GitBook's "CommentReply". */
export function presentReply(
  row: ReplyRow,
  reactions: readonly ReactionRow[],
  users: Users,
  viewer: CommentViewer,
  urls: PublicUrls,
  documents?: BodyDocuments,
): contentV1.CommentReply {
  return {
    object: 'comment-reply',
    id: row.id,
    postedBy: embeddedUser(users, row.postedById, urls),
    postedAt: row.createdAt,
    editedAt: row.editedAt ?? undefined,
    reactions: presentReactions(reactions, users, urls),
    body: presentBody(row.body, viewer.format, documents),
    urls: { location: replyLocation(urls, viewer.scope, row.commentId, row.id) },
    permissions: commentPermissions(viewer.access, viewer.userId, row),
  };
}

/** Presents replies with their reactions (one query) and one identity call for their authors and reacting users. */
export async function presentReplies(
  ctx: ContentContext,
  rows: readonly ReplyRow[],
  viewer: CommentViewer,
  metadata: Metadata,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<contentV1.CommentReply[]> {
  if (rows.length === 0) return [];
  const [reactions, documents] = await Promise.all([
    fresh ? new Map<string, ReactionRow[]>() : loadReplyReactions(ctx.db, rows.map((row) => row.id)),
    bodyDocuments(rows.map((row) => row.body), viewer.format),
  ]);
  const userIds = new Set<string>();
  for (const row of rows) {
    userIds.add(row.postedById);
    for (const reaction of reactions.get(row.id) ?? []) userIds.add(reaction.userId);
  }
  const { users } = await ctx.identity.users(userIds, undefined, metadata);
  return rows.map((row) => presentReply(row, reactions.get(row.id) ?? [], users, viewer, ctx.urls, documents));
}

/** The viewer of a request: the caller in the scope they asked about. */
export const commentViewer = (scope: CommentScope, userId: string, format: BodyFormat): CommentViewer => ({
  scope: scopeRefOf(scope),
  access: scope.access,
  userId,
  format,
});
