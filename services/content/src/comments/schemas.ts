import { documentToMarkdown, type JSONDocument } from '@quire/documents';
import { contentV1 } from '@quire/proto';
import { invalidArgument } from '@quire/shared';
import { z } from 'zod';
import { validateDocument } from '../lib/document-validation';
import { MAX_REQUEST_ITEMS } from '../lib/validation';

// Input of the comment rpcs, checked here again (the gateway is not this service's only caller).

/** Largest comment or reply body, as Markdown (UTF-8): Quire's limit, the contract has none. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Most emojis one update may add (and remove): Quire's limit, the gateway's too. */
export const MAX_REACTIONS_PER_UPDATE = 20;

/** A `body` (proto CommentBody): exactly one of the two members is checked by `markdownOfBody`. */
export const ZCommentBody = z.object({ markdown: z.string().optional(), document: z.record(z.string(), z.unknown()).optional() });
export type CommentBodyInput = z.infer<typeof ZCommentBody>;

/** Ids of nodes and table cells: opaque keys of a page's document, at most 256 characters. */
export const ZTargetKey = z.string().min(1).max(256);

export const ZTableCell = z.object({ record: ZTargetKey, definition: ZTargetKey });

/**
 * The Markdown a body stands for: `{ markdown }` as is, `{ document }` (GitBook "JSONDocument")
 * validated against the block model, then converted. A body must say something: `{}`, blank
 * Markdown or a document without text is refused, as is more than MAX_BODY_BYTES of Markdown.
 */
export function markdownOfBody(body: CommentBodyInput | undefined): string {
  if (body === undefined) throw invalidArgument('body: required');
  const hasMarkdown = body.markdown !== undefined;
  const hasDocument = body.document !== undefined;
  if (hasMarkdown === hasDocument) throw invalidArgument('body: must have exactly one of "markdown" and "document"');
  let markdown: string;
  if (hasDocument) {
    validateDocument('body.document', body.document);
    markdown = documentToMarkdown(body.document as unknown as JSONDocument);
  } else {
    markdown = body.markdown as string;
  }
  const field = hasDocument ? 'body.document' : 'body.markdown';
  if (markdown.trim() === '') throw invalidArgument(`${field}: must not be empty`);
  if (Buffer.byteLength(markdown, 'utf8') > MAX_BODY_BYTES) throw invalidArgument(`${field}: must be at most ${MAX_BODY_BYTES} bytes of Markdown`);
  return markdown;
}

// Characters an emoji is made of (pictographs, skin tones, regional indicators, keycaps, joiners,
// variation selectors) and the ones that make it an emoji rather than, say, a lone digit.
const EMOJI_CHARACTERS = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\p{Emoji_Presentation}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_BASE = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u20e3/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** One emoji as the user sees it (a single grapheme made of emoji characters): "👍", "👍🏽", "🇫🇷", "1️⃣", "👩‍💻". */
export function isReactionEmoji(value: string): boolean {
  if (value.length === 0 || value.length > 50) return false;
  if (!EMOJI_CHARACTERS.test(value) || !EMOJI_BASE.test(value)) return false;
  let count = 0;
  for (const _segment of graphemes.segment(value)) if (++count > 1) return false;
  return count === 1;
}

const ZReactionList = z.array(z.string().max(50).refine(isReactionEmoji, 'must be a single emoji (e.g. "👍")')).max(MAX_REACTIONS_PER_UPDATE);

/** `addedReactions` and `removedReactions` of an update, for the caller. */
export const ZReactions = { addedReactions: ZReactionList, removedReactions: ZReactionList };

export type ReactionChanges = { added: string[]; removed: string[] };

/** The two reaction lists without duplicates; an emoji in both is refused (which one would win is not obvious). */
export function reactionChangesOf(added: readonly string[], removed: readonly string[]): ReactionChanges {
  const adding = [...new Set(added)];
  const removing = [...new Set(removed)];
  const both = adding.filter((emoji) => removing.includes(emoji));
  if (both.length > 0) throw invalidArgument(`removedReactions: ${both.join(' ')} is also in addedReactions`);
  return { added: adding, removed: removing };
}

/** The list's authors filter: at most MAX_REQUEST_ITEMS users. */
export const MAX_AUTHORS = MAX_REQUEST_ITEMS;

export type BodyFormat = 'markdown' | 'document';

/** The `format` bodies are answered in: Markdown unless `document` is asked for (as pages). */
export function formatOf(value: number): BodyFormat {
  switch (value) {
    case contentV1.CommentFormat.COMMENT_FORMAT_UNSPECIFIED:
    case contentV1.CommentFormat.COMMENT_FORMAT_MARKDOWN:
      return 'markdown';
    case contentV1.CommentFormat.COMMENT_FORMAT_DOCUMENT:
      return 'document';
    default:
      throw invalidArgument('format: must be "markdown" or "document"');
  }
}

export type StatusFilter = 'open' | 'resolved' | undefined;

/** The list's `status` filter: undefined for all (the default). */
export function statusFilterOf(value: number): StatusFilter {
  switch (value) {
    case contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_UNSPECIFIED:
    case contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_ALL:
      return undefined;
    case contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_OPEN:
      return 'open';
    case contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_RESOLVED:
      return 'resolved';
    default:
      throw invalidArgument('status: must be "all", "open" or "resolved"');
  }
}

export type ListDirection = 'asc' | 'desc';

/** The list's `order`: newest first unless `asc`. */
export function directionOf(value: number): ListDirection {
  switch (value) {
    case contentV1.ListOrder.LIST_ORDER_UNSPECIFIED:
    case contentV1.ListOrder.LIST_ORDER_DESC:
      return 'desc';
    case contentV1.ListOrder.LIST_ORDER_ASC:
      return 'asc';
    default:
      throw invalidArgument('order: must be "asc" or "desc"');
  }
}
