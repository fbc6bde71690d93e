import { type JSONDocument } from '@quire/documents';
import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { Level } from '../access/policy';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { type CommentRow, type CommentScope, type ReactionRow, type ReplyRow, type ReplySummary, type ScopeRef } from './queries';
import type { BodyFormat } from './schemas';
/** Who looks, from where, and in which format bodies are answered. */
export type CommentViewer = {
    scope: ScopeRef;
    access: Level | null;
    userId: string;
    format: BodyFormat;
};
type Users = ReadonlyMap<string, identityV1.User>;
/** Documents of bodies by their Markdown, parsed off the event loop (../lib/markdown-parse.ts). */
type BodyDocuments = ReadonlyMap<string, JSONDocument>;
/**
 * A stored Markdown body as GitBook "Document": `{ markdown }`, or `{ document }` from
 * `documents` (a body missing there is shown as its plain text: presenting never parses).
 */
export declare function presentBody(markdown: string, format: BodyFormat, documents?: BodyDocuments): contentV1.CommentBody;
/**
 * GitBook "EmojiReactions": one entry per emoji, in the order emojis were first used (emojis
 * first used together, by code point), each with its users in reaction order. Sorted here, not
 * by the database's collation, so the order is the same on every deployment.
 */
export declare function presentReactions(rows: readonly ReactionRow[], users: Users, urls: PublicUrls): contentV1.CommentReaction[];
export declare const commentLocation: (urls: PublicUrls, scope: ScopeRef, commentId: string) => string;
export declare const replyLocation: (urls: PublicUrls, scope: ScopeRef, commentId: string, replyId: string) => string;
/** A comment as GitBook's "Comment" (status `open`, or `resolved` with when and by whom). */
export declare function presentComment(row: CommentRow, { summary, reactions, documents }: {
    summary: ReplySummary;
    reactions: readonly ReactionRow[];
    documents?: BodyDocuments;
}, users: Users, viewer: CommentViewer, urls: PublicUrls): contentV1.Comment;
/**
 * Presents comments with their replies, repliers and reactions (one grouped query each for the
 * whole page) and one identity call for every user they name: authors, resolvers, repliers and
 * reacting users. `fresh` comments were just posted and have none of those to count.
 */
export declare function presentComments(ctx: ContentContext, rows: readonly CommentRow[], viewer: CommentViewer, metadata: Metadata, { fresh }?: {
    fresh?: boolean;
}): Promise<contentV1.Comment[]>;
/** A reply as GitBook's "CommentReply". */
export declare function presentReply(row: ReplyRow, reactions: readonly ReactionRow[], users: Users, viewer: CommentViewer, urls: PublicUrls, documents?: BodyDocuments): contentV1.CommentReply;
/** Presents replies with their reactions (one query) and one identity call for their authors and reacting users. */
export declare function presentReplies(ctx: ContentContext, rows: readonly ReplyRow[], viewer: CommentViewer, metadata: Metadata, { fresh }?: {
    fresh?: boolean;
}): Promise<contentV1.CommentReply[]>;
/** The viewer of a request: the caller in the scope they asked about. */
export declare const commentViewer: (scope: CommentScope, userId: string, format: BodyFormat) => CommentViewer;
export {};
