import { documentToMarkdown, type JSONDocument } from '@quire/documents';
import { contentV1 } from '@quire/proto';
import { invalidArgument, ServerError, Status } from '@quire/shared';
import { z } from 'zod';
import type { ContentRefJson, PageKind } from '../content-tree/entries';
import { ZContentRef, type ContentRef } from '../lib/content-refs';
import { validateDocument } from '../lib/document-validation';
import { checkMarkdownForWrite } from '../lib/markdown-parse';
import { ZEnumValue, ZId } from '../lib/validation';

// Input of the page rpcs, checked here again (the gateway is not this service's only caller).

/** GitBook's page title has minLength 1; 100 is Quire's limit (as the gateway's). */
export const ZPageTitle = z.string().min(1).max(100);

const EMOJI_CODEPOINTS = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;
const EMOJI_CHARACTERS = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\p{Emoji_Presentation}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_BASE = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u20e3/u;

/** GitBook "Emoji" (format `emoji`): "Unicode codepoint or character of the emoji", at most 50. */
export const isEmoji = (value: string): boolean => EMOJI_CODEPOINTS.test(value) || (EMOJI_CHARACTERS.test(value) && EMOJI_BASE.test(value));
export const ZPageEmoji = z.string().min(1).max(50).refine(isEmoji, 'must be an emoji (the character or its Unicode code point, e.g. "1f389")');

/** GitBook "Icon" (format `icon`): the name of an icon, at most 50. */
export const ZPageIcon = z.string().min(1).max(50).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an icon name (e.g. "gear")');

/** No contract limit; Quire's: 1000 characters. */
export const ZPageDescription = z.string().max(1000);

/** A path segment: letters, digits, and single '-', '_' or '.' between them; at most 100. */
export const ZPageSlug = z.string().min(1).max(100).regex(/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/, 'must be a URL slug (letters, digits and single "-", "_" or "." between them)');

/** Before and/or after a sibling page (ids inside the revision). */
export const ZPagePosition = z.object({ before: ZId.optional(), after: ZId.optional() }).optional();
export type PagePositionInput = NonNullable<z.infer<typeof ZPagePosition>>;

/** `content`: a proto PageContent; exactly one of the two is checked by `markdownOfContent`. */
export const ZPageContent = z.object({ markdown: z.string().optional(), document: z.record(z.string(), z.unknown()).optional() }).optional();

/** The fields a new page is written with, one page alone (CreatePage) or in a batch (CreatePages). */
export const ZNewPageFields = z.object({
  type: ZEnumValue,
  title: ZPageTitle,
  emoji: ZPageEmoji.optional(),
  icon: ZPageIcon.optional(),
  description: ZPageDescription.optional(),
  hidden: z.boolean().optional(),
  parent: ZId.optional(),
  content: ZPageContent,
  target: ZContentRef.optional(),
  slug: ZPageSlug.optional(),
});

/** A page's markdown is at most 1 MiB (UTF-8). */
export const MAX_MARKDOWN_BYTES = 1024 * 1024;

/**
 * The markdown a `content` input stands for: `{ markdown }` as is, `{ document }` (GitBook
 * "JSONDocument") validated against the block model, then converted. INVALID_ARGUMENT names
 * the JSON path of the first invalid node (`content.document.nodes.0...`).
 */
export function markdownOfContent(content: NonNullable<z.infer<typeof ZPageContent>>): string {
  const hasMarkdown = content.markdown !== undefined;
  const hasDocument = content.document !== undefined;
  if (hasMarkdown === hasDocument) throw invalidArgument('content: must have exactly one of "markdown" and "document"');
  let markdown: string;
  if (hasDocument) {
    validateDocument('content.document', content.document);
    markdown = documentToMarkdown(content.document as unknown as JSONDocument);
  } else {
    markdown = content.markdown as string;
  }
  if (Buffer.byteLength(markdown, 'utf8') > MAX_MARKDOWN_BYTES) {
    throw invalidArgument(`content.${hasDocument ? 'document' : 'markdown'}: must be at most 1 MiB of markdown`);
  }
  return markdown;
}

/**
 * Refuses a body (markdownOfContent's) that exceeds a structural limit of Markdown or takes
 * longer than the parse budget (INVALID_ARGUMENT naming the limit, ../lib/markdown-parse.ts):
 * every later read of it would have to fall back to its plain text. Called once the caller is
 * known to may write there, since the parse costs a worker's time.
 */
export const checkContentMarkdown = (content: NonNullable<z.infer<typeof ZPageContent>>, markdown: string): Promise<void> =>
  checkMarkdownForWrite(`content.${content.document !== undefined ? 'document' : 'markdown'}`, markdown);

export const contentRefOf = (value: ContentRef): ContentRefJson => ({ ...value });

/** CreatePages: at most this many pages in one call... */
export const MAX_BATCH_PAGES = 250;
/** ...and at most this much markdown in all (UTF-8; each page's own limit is MAX_MARKDOWN_BYTES). */
export const MAX_BATCH_MARKDOWN_BYTES = 8 * 1024 * 1024;

/**
 * Runs a check of the page at `index` of a batch: an INVALID_ARGUMENT it throws names the
 * page (`pages.3.parent: ...`).
 */
const namingPage = (index: number, error: unknown): unknown =>
  error instanceof ServerError && error.code === Status.INVALID_ARGUMENT ? invalidArgument(`pages.${index}.${error.details}`) : error;

export function inBatchField<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw namingPage(index, error);
  }
}

/** inBatchField for an asynchronous check. */
export async function inBatchFieldAsync<T>(index: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw namingPage(index, error);
  }
}

const PAGE_KINDS: Partial<Record<number, PageKind>> = {
  [contentV1.PageType.PAGE_TYPE_UNSPECIFIED]: 'document',
  [contentV1.PageType.PAGE_TYPE_DOCUMENT]: 'document',
  [contentV1.PageType.PAGE_TYPE_GROUP]: 'group',
  [contentV1.PageType.PAGE_TYPE_LINK]: 'link',
};

/**
 * The kind of a page to create (CreatePage, or one page of CreatePages) from its `type`, checked
 * against what the page carries: only document pages have content and a description, and link
 * pages (only they) a target. `field` prefixes the errors' field names ('' or 'pages.<i>.'),
 * `types` lists the types the call accepts.
 */
export function checkedPageKind(page: { type: number; content?: unknown; description?: unknown; target?: unknown }, field: string, types: string): PageKind {
  const kind = PAGE_KINDS[page.type];
  if (!kind) throw invalidArgument(`${field}type: must be ${types}`);
  if (kind !== 'document' && page.content !== undefined) throw invalidArgument(`${field}content: a ${kind} page has no content`);
  if (kind !== 'document' && page.description !== undefined) throw invalidArgument(`${field}description: a ${kind} page has no description`);
  if (kind === 'link' && page.target === undefined) throw invalidArgument(`${field}target: is required for a link page`);
  if (kind !== 'link' && page.target !== undefined) throw invalidArgument(`${field}target: only link pages have a target`);
  return kind;
}
