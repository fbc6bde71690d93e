"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_AUTHORS = exports.ZReactions = exports.ZTableCell = exports.ZTargetKey = exports.ZCommentBody = exports.MAX_REACTIONS_PER_UPDATE = exports.MAX_BODY_BYTES = void 0;
exports.markdownOfBody = markdownOfBody;
exports.isReactionEmoji = isReactionEmoji;
exports.reactionChangesOf = reactionChangesOf;
exports.formatOf = formatOf;
exports.statusFilterOf = statusFilterOf;
exports.directionOf = directionOf;
const documents_1 = require("@quire/documents");
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const document_validation_1 = require("../lib/document-validation");
const validation_1 = require("../lib/validation");
// Input of the comment rpcs, checked here again (the gateway is not this service's only caller).
/** Largest comment or reply body, as Markdown (UTF-8): Quire's limit, the contract has none. */
exports.MAX_BODY_BYTES = 64 * 1024;
/** Most emojis one update may add (and remove): Quire's limit, the gateway's too. */
exports.MAX_REACTIONS_PER_UPDATE = 20;
/** A `body` (proto CommentBody): exactly one of the two members is checked by `markdownOfBody`. */
exports.ZCommentBody = zod_1.z.object({ markdown: zod_1.z.string().optional(), document: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional() });
/** Ids of nodes and table cells: opaque keys of a page's document, at most 256 characters. */
exports.ZTargetKey = zod_1.z.string().min(1).max(256);
exports.ZTableCell = zod_1.z.object({ record: exports.ZTargetKey, definition: exports.ZTargetKey });
/**
 * The Markdown a body stands for: `{ markdown }` as is, `{ document }` (GitBook "JSONDocument")
 * validated against the block model, then converted. A body must say something: `{}`, blank
 * Markdown or a document without text is refused, as is more than MAX_BODY_BYTES of Markdown.
 */
function markdownOfBody(body) {
    if (body === undefined)
        throw (0, shared_1.invalidArgument)('body: required');
    const hasMarkdown = body.markdown !== undefined;
    const hasDocument = body.document !== undefined;
    if (hasMarkdown === hasDocument)
        throw (0, shared_1.invalidArgument)('body: must have exactly one of "markdown" and "document"');
    let markdown;
    if (hasDocument) {
        (0, document_validation_1.validateDocument)('body.document', body.document);
        markdown = (0, documents_1.documentToMarkdown)(body.document);
    }
    else {
        markdown = body.markdown;
    }
    const field = hasDocument ? 'body.document' : 'body.markdown';
    if (markdown.trim() === '')
        throw (0, shared_1.invalidArgument)(`${field}: must not be empty`);
    if (Buffer.byteLength(markdown, 'utf8') > exports.MAX_BODY_BYTES)
        throw (0, shared_1.invalidArgument)(`${field}: must be at most ${exports.MAX_BODY_BYTES} bytes of Markdown`);
    return markdown;
}
// Characters an emoji is made of (pictographs, skin tones, regional indicators, keycaps, joiners,
// variation selectors) and the ones that make it an emoji rather than, say, a lone digit.
const EMOJI_CHARACTERS = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\p{Emoji_Presentation}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_BASE = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u20e3/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** One emoji as the user sees it (a single grapheme made of emoji characters): "👍", "👍🏽", "🇫🇷", "1️⃣", "👩‍💻". */
function isReactionEmoji(value) {
    if (value.length === 0 || value.length > 50)
        return false;
    if (!EMOJI_CHARACTERS.test(value) || !EMOJI_BASE.test(value))
        return false;
    let count = 0;
    for (const _segment of graphemes.segment(value))
        if (++count > 1)
            return false;
    return count === 1;
}
const ZReactionList = zod_1.z.array(zod_1.z.string().max(50).refine(isReactionEmoji, 'must be a single emoji (e.g. "👍")')).max(exports.MAX_REACTIONS_PER_UPDATE);
/** `addedReactions` and `removedReactions` of an update, for the caller. */
exports.ZReactions = { addedReactions: ZReactionList, removedReactions: ZReactionList };
/** The two reaction lists without duplicates; an emoji in both is refused (which one would win is not obvious). */
function reactionChangesOf(added, removed) {
    const adding = [...new Set(added)];
    const removing = [...new Set(removed)];
    const both = adding.filter((emoji) => removing.includes(emoji));
    if (both.length > 0)
        throw (0, shared_1.invalidArgument)(`removedReactions: ${both.join(' ')} is also in addedReactions`);
    return { added: adding, removed: removing };
}
/** The list's authors filter: at most MAX_REQUEST_ITEMS users. */
exports.MAX_AUTHORS = validation_1.MAX_REQUEST_ITEMS;
/** The `format` bodies are answered in: Markdown unless `document` is asked for (as pages). */
function formatOf(value) {
    switch (value) {
        case proto_1.contentV1.CommentFormat.COMMENT_FORMAT_UNSPECIFIED:
        case proto_1.contentV1.CommentFormat.COMMENT_FORMAT_MARKDOWN:
            return 'markdown';
        case proto_1.contentV1.CommentFormat.COMMENT_FORMAT_DOCUMENT:
            return 'document';
        default:
            throw (0, shared_1.invalidArgument)('format: must be "markdown" or "document"');
    }
}
/** The list's `status` filter: undefined for all (the default). */
function statusFilterOf(value) {
    switch (value) {
        case proto_1.contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_UNSPECIFIED:
        case proto_1.contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_ALL:
            return undefined;
        case proto_1.contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_OPEN:
            return 'open';
        case proto_1.contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_RESOLVED:
            return 'resolved';
        default:
            throw (0, shared_1.invalidArgument)('status: must be "all", "open" or "resolved"');
    }
}
/** The list's `order`: newest first unless `asc`. */
function directionOf(value) {
    switch (value) {
        case proto_1.contentV1.ListOrder.LIST_ORDER_UNSPECIFIED:
        case proto_1.contentV1.ListOrder.LIST_ORDER_DESC:
            return 'desc';
        case proto_1.contentV1.ListOrder.LIST_ORDER_ASC:
            return 'asc';
        default:
            throw (0, shared_1.invalidArgument)('order: must be "asc" or "desc"');
    }
}
//# sourceMappingURL=schemas.js.map