import { type Page, type Principal } from '@quire/shared';
import { type Level } from '../access/policy';
import type { ChangeRequestRow } from '../change-requests/queries';
import type { ContentContext } from '../context';
import { type Db, Prisma } from '../db';
import type { SpaceRow } from '../spaces/queries';
import type { ListDirection, StatusFilter } from './schemas';
/**
 * Where comments live: a space's main content, or one of its change requests. A comment is
 * only ever found through the scope it was posted in (a change request's comment is not one of
 * the space's, and the other way round).
 */
export type CommentScope = {
    space: SpaceRow;
    access: Level | null;
    changeRequest: ChangeRequestRow | null;
};
/** The columns that place a comment in its scope. */
export type ScopeRef = {
    spaceId: string;
    changeRequestId: string | null;
};
export declare const scopeRefOf: (scope: CommentScope) => ScopeRef;
/**
 * The live space (and change request, by id or number, when given) of a comment request, with
 * the caller's level on the space. NOT_FOUND when the caller cannot read the space (another
 * organization, nothing given to a guest), when it is in the trash, or when the change request
 * is not one of this space; the level the action needs is checked by the caller afterwards.
 */
export declare function loadCommentScope(ctx: ContentContext, principal: Principal, spaceId: string, changeRequestId: string | undefined): Promise<CommentScope>;
export declare const commentSelect: {
    readonly id: true;
    readonly spaceId: true;
    readonly changeRequestId: true;
    readonly revisionId: true;
    readonly pageId: true;
    readonly nodeId: true;
    readonly tableCellRecord: true;
    readonly tableCellDefinition: true;
    readonly status: true;
    readonly body: true;
    readonly postedById: true;
    readonly createdAt: true;
    readonly editedAt: true;
    readonly resolvedAt: true;
    readonly resolvedById: true;
};
export type CommentRow = Prisma.CommentGetPayload<{
    select: typeof commentSelect;
}>;
/** A comment of the scope; null when there is none (or it belongs to another scope). */
export declare function findComment(db: Db, scope: ScopeRef, commentId: string): Promise<CommentRow | null>;
/**
 * A comment of the scope locked for the rest of the transaction: every change to a comment, its
 * replies and their reactions takes this lock first, so they are serialized per thread (and so
 * are their events), and a reply cannot be added to a comment being deleted.
 */
export declare function lockComment(db: Db, scope: ScopeRef, commentId: string): Promise<CommentRow | null>;
export type CommentFilters = {
    status: StatusFilter;
    pageId?: string;
    authors?: readonly string[];
};
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
export declare function listCommentsPage(db: Db, { scope, filters, direction, page, limit }: {
    scope: ScopeRef;
    filters: CommentFilters;
    direction: ListDirection;
    page?: string;
    limit: number;
}): Promise<Page<CommentRow>>;
/** A user's replies to a comment (GitBook "UserContributor" before the user is embedded). */
export type ReplierRow = {
    userId: string;
    count: number;
    updatedAt: Date;
};
/** `replies` and `repliers` of each comment. */
export type ReplySummary = {
    replies: number;
    repliers: ReplierRow[];
};
export declare const NO_REPLIES: ReplySummary;
/**
 * Replies and repliers of a page of comments: one grouped query on the
 * (comment_id, posted_by_id, created_at) index. Repliers come most recent reply first.
 */
export declare function loadReplySummaries(db: Db, commentIds: readonly string[]): Promise<Map<string, ReplySummary>>;
/** One user's reaction with one emoji. */
export type ReactionRow = {
    emoji: string;
    userId: string;
    reactedAt: Date;
};
/** The reactions to a page of comments, oldest first, by comment: one query on their primary key. */
export declare function loadCommentReactions(db: Db, commentIds: readonly string[]): Promise<Map<string, ReactionRow[]>>;
/** The reactions to a page of replies, oldest first, by reply: one query on their primary key. */
export declare function loadReplyReactions(db: Db, replyIds: readonly string[]): Promise<Map<string, ReactionRow[]>>;
export declare const replySelect: {
    readonly id: true;
    readonly commentId: true;
    readonly body: true;
    readonly postedById: true;
    readonly createdAt: true;
    readonly editedAt: true;
};
export type ReplyRow = Prisma.CommentReplyGetPayload<{
    select: typeof replySelect;
}>;
/** A reply of the comment; null when there is none (or it answers another comment). */
export declare function findReply(db: Db, commentId: string, replyId: string): Promise<ReplyRow | null>;
/** One keyset page of a comment's replies, oldest first on (created_at, id); `count` is the total. */
export declare function listRepliesPage(db: Db, { commentId, page, limit }: {
    commentId: string;
    page?: string;
    limit: number;
}): Promise<Page<ReplyRow>>;
/**
 * One keyset page (by user id) of the people who posted a comment or a reply in the scope,
 * each once. `onlyUserId` narrows it to one person (a guest sees only themselves). Each branch
 * of the union reads an index in user id order from the cursor on: comments by
 * (space_id, change_request_id, posted_by_id, ...), replies by (comment_id, posted_by_id, ...)
 * for the scope's comments.
 */
export declare function listCommenterIdsPage(db: Db, { scope, page, limit, onlyUserId }: {
    scope: ScopeRef;
    page: string | undefined;
    limit: number;
    onlyUserId?: string;
}): Promise<{
    userIds: string[];
    next?: {
        page: string;
    };
}>;
