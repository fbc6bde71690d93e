import type { JSONDocument } from '@gitbook/api';
import type { ContentRef } from '@gitbook/api';
import { textParagraph } from './document/nodes';

/**
 * What a parse worker is asked (src/worker.ts): plain data, since functions such as
 * `resolveHref` cannot cross a thread. `relativeHrefPrefix` stands for the one resolver
 * content needs off the main thread: an href that is a relative path becomes the file ref
 * `<prefix><href>`, so that the caller can tell it apart and resolve it itself.
 */
export type MarkdownTask = {
  markdown: string;
  /** Bypasses the worker's result cache (a caller that reads each text once). */
  uncached?: boolean;
  relativeHrefPrefix?: string;
};

/** A URI scheme (`https:`, `mailto:`, `quire:`) at the start of an href. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether an href is a path relative to the page (no scheme, not `#anchor`, not `//host`). */
export const isRelativeHref = (href: string): boolean => href !== '' && !href.startsWith('#') && !href.startsWith('//') && !SCHEME.test(href);

/** The resolver a task's `relativeHrefPrefix` stands for. */
export const relativeHrefResolver =
  (prefix: string) =>
  (href: string): ContentRef | undefined =>
    isRelativeHref(href) ? { kind: 'file', file: `${prefix}${href}` } : undefined;

/**
 * A text shown as it is written: one paragraph of the raw Markdown (line breaks kept), what a
 * reader gets for a body that cannot be parsed within its limits or its time budget.
 */
export function plainTextDocument(markdown: string): JSONDocument {
  const text = markdown.replace(/\r\n?/g, '\n').trim();
  return { object: 'document', data: {}, nodes: text === '' ? [] : [textParagraph(text)] } as JSONDocument;
}
