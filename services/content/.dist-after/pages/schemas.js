"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_BATCH_MARKDOWN_BYTES = exports.MAX_BATCH_PAGES = exports.contentRefOf = exports.checkContentMarkdown = exports.MAX_MARKDOWN_BYTES = exports.ZNewPageFields = exports.ZPageContent = exports.ZPagePosition = exports.ZPageSlug = exports.ZPageDescription = exports.ZPageIcon = exports.ZPageEmoji = exports.isEmoji = exports.ZPageTitle = void 0;
exports.markdownOfContent = markdownOfContent;
exports.inBatchField = inBatchField;
exports.inBatchFieldAsync = inBatchFieldAsync;
exports.checkedPageKind = checkedPageKind;
const documents_1 = require("@quire/documents");
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const content_refs_1 = require("../lib/content-refs");
const document_validation_1 = require("../lib/document-validation");
const markdown_parse_1 = require("../lib/markdown-parse");
const validation_1 = require("../lib/validation");
// Input of the page rpcs, checked here again (the gateway is not this service's only caller).
/** GitBook's page title has minLength 1; 100 is Quire's limit (as the gateway's). */
exports.ZPageTitle = zod_1.z.string().min(1).max(100);
const EMOJI_CODEPOINTS = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;
const EMOJI_CHARACTERS = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\p{Emoji_Presentation}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_BASE = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u20e3/u;
/** GitBook "Emoji" (format `emoji`): "Unicode codepoint or character of the emoji", at most 50. */
const isEmoji = (value) => EMOJI_CODEPOINTS.test(value) || (EMOJI_CHARACTERS.test(value) && EMOJI_BASE.test(value));
exports.isEmoji = isEmoji;
exports.ZPageEmoji = zod_1.z.string().min(1).max(50).refine(exports.isEmoji, 'must be an emoji (the character or its Unicode code point, e.g. "1f389")');
/** GitBook "Icon" (format `icon`): the name of an icon, at most 50. */
exports.ZPageIcon = zod_1.z.string().min(1).max(50).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an icon name (e.g. "gear")');
/** No contract limit; Quire's: 1000 characters. */
exports.ZPageDescription = zod_1.z.string().max(1000);
/** A path segment: letters, digits, and single '-', '_' or '.' between them; at most 100. */
exports.ZPageSlug = zod_1.z.string().min(1).max(100).regex(/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/, 'must be a URL slug (letters, digits and single "-", "_" or "." between them)');
/** Before and/or after a sibling page (ids inside the revision). */
exports.ZPagePosition = zod_1.z.object({ before: validation_1.ZId.optional(), after: validation_1.ZId.optional() }).optional();
/** `content`: a proto PageContent; exactly one of the two is checked by `markdownOfContent`. */
exports.ZPageContent = zod_1.z.object({ markdown: zod_1.z.string().optional(), document: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional() }).optional();
/** The fields a new page is written with, one page alone (CreatePage) or in a batch (CreatePages). */
exports.ZNewPageFields = zod_1.z.object({
    type: validation_1.ZEnumValue,
    title: exports.ZPageTitle,
    emoji: exports.ZPageEmoji.optional(),
    icon: exports.ZPageIcon.optional(),
    description: exports.ZPageDescription.optional(),
    hidden: zod_1.z.boolean().optional(),
    parent: validation_1.ZId.optional(),
    content: exports.ZPageContent,
    target: content_refs_1.ZContentRef.optional(),
    slug: exports.ZPageSlug.optional(),
});
/** A page's markdown is at most 1 MiB (UTF-8). */
exports.MAX_MARKDOWN_BYTES = 1024 * 1024;
/**
 * The markdown a `content` input stands for: `{ markdown }` as is, `{ document }` (GitBook
 * "JSONDocument") validated against the block model, then converted. INVALID_ARGUMENT names
 * the JSON path of the first invalid node (`content.document.nodes.0...`).
 */
function markdownOfContent(content) {
    const hasMarkdown = content.markdown !== undefined;
    const hasDocument = content.document !== undefined;
    if (hasMarkdown === hasDocument)
        throw (0, shared_1.invalidArgument)('content: must have exactly one of "markdown" and "document"');
    let markdown;
    if (hasDocument) {
        (0, document_validation_1.validateDocument)('content.document', content.document);
        markdown = (0, documents_1.documentToMarkdown)(content.document);
    }
    else {
        markdown = content.markdown;
    }
    if (Buffer.byteLength(markdown, 'utf8') > exports.MAX_MARKDOWN_BYTES) {
        throw (0, shared_1.invalidArgument)(`content.${hasDocument ? 'document' : 'markdown'}: must be at most 1 MiB of markdown`);
    }
    return markdown;
}
/**
 * Refuses a body (markdownOfContent's) that exceeds a structural limit of Markdown or takes
 * longer than the parse budget (INVALID_ARGUMENT naming the limit, ../lib/markdown-parse.ts):
 * every later read of it would have to fall back to its plain text. Called once the caller is
 * known to may write there, since the parse costs a worker's time.
 */
const checkContentMarkdown = (content, markdown) => (0, markdown_parse_1.checkMarkdownForWrite)(`content.${content.document !== undefined ? 'document' : 'markdown'}`, markdown);
exports.checkContentMarkdown = checkContentMarkdown;
const contentRefOf = (value) => ({ ...value });
exports.contentRefOf = contentRefOf;
/** CreatePages: at most this many pages in one call... */
exports.MAX_BATCH_PAGES = 250;
/** ...and at most this much markdown in all (UTF-8; each page's own limit is MAX_MARKDOWN_BYTES). */
exports.MAX_BATCH_MARKDOWN_BYTES = 8 * 1024 * 1024;
/**
 * Runs a check of the page at `index` of a batch: an INVALID_ARGUMENT it throws names the
 * page (`pages.3.parent: ...`).
 */
const namingPage = (index, error) => error instanceof shared_1.ServerError && error.code === shared_1.Status.INVALID_ARGUMENT ? (0, shared_1.invalidArgument)(`pages.${index}.${error.details}`) : error;
function inBatchField(index, check) {
    try {
        return check();
    }
    catch (error) {
        throw namingPage(index, error);
    }
}
/** inBatchField for an asynchronous check. */
async function inBatchFieldAsync(index, check) {
    try {
        return await check();
    }
    catch (error) {
        throw namingPage(index, error);
    }
}
const PAGE_KINDS = {
    [proto_1.contentV1.PageType.PAGE_TYPE_UNSPECIFIED]: 'document',
    [proto_1.contentV1.PageType.PAGE_TYPE_DOCUMENT]: 'document',
    [proto_1.contentV1.PageType.PAGE_TYPE_GROUP]: 'group',
    [proto_1.contentV1.PageType.PAGE_TYPE_LINK]: 'link',
};
/**
 * The kind of a page to create (CreatePage, or one page of CreatePages) from its `type`, checked
 * against what the page carries: only document pages have content and a description, and link
 * pages (only they) a target. `field` prefixes the errors' field names ('' or 'pages.<i>.'),
 * `types` lists the types the call accepts.
 */
function checkedPageKind(page, field, types) {
    const kind = PAGE_KINDS[page.type];
    if (!kind)
        throw (0, shared_1.invalidArgument)(`${field}type: must be ${types}`);
    if (kind !== 'document' && page.content !== undefined)
        throw (0, shared_1.invalidArgument)(`${field}content: a ${kind} page has no content`);
    if (kind !== 'document' && page.description !== undefined)
        throw (0, shared_1.invalidArgument)(`${field}description: a ${kind} page has no description`);
    if (kind === 'link' && page.target === undefined)
        throw (0, shared_1.invalidArgument)(`${field}target: is required for a link page`);
    if (kind !== 'link' && page.target !== undefined)
        throw (0, shared_1.invalidArgument)(`${field}target: only link pages have a target`);
    return kind;
}
//# sourceMappingURL=schemas.js.map