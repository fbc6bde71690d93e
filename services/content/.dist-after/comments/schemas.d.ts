import { z } from 'zod';
/** Largest comment or reply body, as Markdown (UTF-8): Quire's limit, the contract has none. */
export declare const MAX_BODY_BYTES: number;
/** Most emojis one update may add (and remove): Quire's limit, the gateway's too. */
export declare const MAX_REACTIONS_PER_UPDATE = 20;
/** A `body` (proto CommentBody): exactly one of the two members is checked by `markdownOfBody`. */
export declare const ZCommentBody: z.ZodObject<{
    markdown: z.ZodOptional<z.ZodString>;
    document: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
export type CommentBodyInput = z.infer<typeof ZCommentBody>;
/** Ids of nodes and table cells: opaque keys of a page's document, at most 256 characters. */
export declare const ZTargetKey: z.ZodString;
export declare const ZTableCell: z.ZodObject<{
    record: z.ZodString;
    definition: z.ZodString;
}, z.core.$strip>;
/**
 * The Markdown a body stands for: `{ markdown }` as is, `{ document }` (GitBook "JSONDocument")
 * validated against the block model, then converted. A body must say something: `{}`, blank
 * Markdown or a document without text is refused, as is more than MAX_BODY_BYTES of Markdown.
 */
export declare function markdownOfBody(body: CommentBodyInput | undefined): string;
/** One emoji as the user sees it (a single grapheme made of emoji characters): "👍", "👍🏽", "🇫🇷", "1️⃣", "👩‍💻". */
export declare function isReactionEmoji(value: string): boolean;
/** `addedReactions` and `removedReactions` of an update, for the caller. */
export declare const ZReactions: {
    addedReactions: z.ZodArray<z.ZodString>;
    removedReactions: z.ZodArray<z.ZodString>;
};
export type ReactionChanges = {
    added: string[];
    removed: string[];
};
/** The two reaction lists without duplicates; an emoji in both is refused (which one would win is not obvious). */
export declare function reactionChangesOf(added: readonly string[], removed: readonly string[]): ReactionChanges;
/** The list's authors filter: at most MAX_REQUEST_ITEMS users. */
export declare const MAX_AUTHORS = 100;
export type BodyFormat = 'markdown' | 'document';
/** The `format` bodies are answered in: Markdown unless `document` is asked for (as pages). */
export declare function formatOf(value: number): BodyFormat;
export type StatusFilter = 'open' | 'resolved' | undefined;
/** The list's `status` filter: undefined for all (the default). */
export declare function statusFilterOf(value: number): StatusFilter;
export type ListDirection = 'asc' | 'desc';
/** The list's `order`: newest first unless `asc`. */
export declare function directionOf(value: number): ListDirection;
