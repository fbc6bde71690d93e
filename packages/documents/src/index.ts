import type { JSONDocument } from '@gitbook/api';
import type { Root } from 'mdast';
import { join } from 'node:path';
import { JsonCache } from './cache';
import { convertDocument } from './document-to-markdown';
import { refCodec, type RefToHref, type ResolveHref } from './document/refs';
import { convertMarkdown } from './markdown-to-document';
import { parseMarkdown as parse } from './markdown/processor';
import { checkMarkdownLimits, type MarkdownLimitViolation } from './limits';
import { relativeHrefResolver, type MarkdownTask } from './tasks';

export type { JSONDocument } from '@gitbook/api';
export type * from './markdown/types';
export type { RefToHref, ResolveHref } from './document/refs';
export { documentPlainText } from './plain-text';
export { inlineReusableContents, MAX_REUSABLE_DEPTH, reusableContentIdsOf } from './reusable';
export { validateDocument, type ValidationResult } from './validate';
export { checkMarkdownLimits, MARKDOWN_LIMITS, type MarkdownLimit, type MarkdownLimits, type MarkdownLimitViolation } from './limits';
export { isRelativeHref, plainTextDocument, type MarkdownTask } from './tasks';
export { MAX_REDIRECTS, MAX_REDIRECT_SOURCE_LENGTH, normalizeRedirectPath, redirectSourceProblem } from './redirects';

export type MarkdownToDocumentOptions = {
  /** Maps a link/image/file href to a ContentRef (e.g. a relative `.md` path to a page); `undefined` falls back to the default mapping. */
  resolveHref?: ResolveHref;
};

export type DocumentToMarkdownOptions = {
  /** Writes a ContentRef as an href (e.g. a page id to its relative path); `undefined` falls back to the default mapping. */
  refToHref?: RefToHref;
};

const DEFAULT_REFS = refCodec();
// Up to 500 pages or 8 M characters of markdown + JSON (about 8 MB for ASCII text).
const cache = new JsonCache(500, 8 * 1024 * 1024);

/**
 * Markdown (Quire's page text) to a GitBook JSON document whose every node is valid
 * against the reference schema. Results for the same markdown are cached (when no
 * options are given); each call returns a fresh object.
 */
export function markdownToDocument(markdown: string, options: MarkdownToDocumentOptions = {}): JSONDocument {
  if (options.resolveHref) return convertMarkdown(markdown, refCodec(options.resolveHref));
  let json = cache.get(markdown);
  if (json === undefined) {
    json = JSON.stringify(convertMarkdown(markdown, DEFAULT_REFS));
    cache.set(markdown, json);
  }
  return JSON.parse(json) as JSONDocument;
}

/** A GitBook JSON document to markdown. Never throws; deterministic for a given input. */
export function documentToMarkdown(document: JSONDocument, options: DocumentToMarkdownOptions = {}): string {
  return convertDocument(document, options.refToHref ? refCodec(undefined, options.refToHref) : DEFAULT_REFS);
}

/** Markdown to mdast (remark-parse + remark-gfm + remark-math + GitBook's blocks, see `./markdown/types`). */
export function parseMarkdown(markdown: string): Root {
  return parse(markdown);
}

/** What a parse worker answers: the document as JSON text (cheaper to post between threads than the object), or the limit the text exceeds. */
export type MarkdownTaskResult = { document: string } | { violation: MarkdownLimitViolation };

/**
 * A parse worker's job (`MARKDOWN_WORKER_FILE` runs it for each message): the structural
 * limits first (their scan is linear, but takes some milliseconds on a large page: better there
 * than on the caller's event loop), then the document.
 */
export function runMarkdownTask(task: MarkdownTask): MarkdownTaskResult {
  const violation = checkMarkdownLimits(task.markdown);
  if (violation) return { violation };
  if (task.relativeHrefPrefix !== undefined) return { document: JSON.stringify(convertMarkdown(task.markdown, refCodec(relativeHrefResolver(task.relativeHrefPrefix)))) };
  if (task.uncached) return { document: JSON.stringify(convertMarkdown(task.markdown, DEFAULT_REFS)) };
  return { document: JSON.stringify(markdownToDocument(task.markdown)) };
}

/**
 * The script of a parse worker (worker_threads): it posts `{ ready: true }` once loaded, then
 * answers each `MarkdownTask` posted to it with `{ ok: true, value: MarkdownTaskResult }` or
 * `{ ok: false, message }`. Built next to
 * the bundle (dist/worker.js); the caller runs it in a pool with a time budget per task.
 */
export const MARKDOWN_WORKER_FILE = join(__dirname, 'worker.js');
