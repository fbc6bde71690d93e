import type { Logger } from '@quire/shared';
import type { contentV1 } from '@quire/proto';
import type { Egress } from '../egress/egress';
import { extractPage } from './html';
import { HtmlLimitError } from './html-limits';
import { ImageImporter } from './images';
import { htmlToMarkdown, textToMarkdown } from './markdown';
import { RequestPacer } from './pacing';
import { MAX_PAGE_MARKDOWN_BYTES, MAX_RUN_MARKDOWN_BYTES, type WebsiteImportSettings } from './settings';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, shorten, type NotImported, type SourcePage, type SourceResult } from './source';
import { pageKeyOf, slugOf } from './urls';

/**
 * Where an uploaded HTML file is taken to live, so that its relative links resolve: a link
 * from one uploaded file to another (`guide.html`) becomes a link between their pages. The
 * `.invalid` name is never fetched.
 */
export const FILE_BASE = 'https://quire-file.invalid/';
const FILE_ORIGIN = new URL(FILE_BASE).origin;

export type ConvertFilesOptions = {
  files: readonly contentV1.ImportRunJobFile[];
  egress: Egress;
  settings: WebsiteImportSettings;
  cancelSignal: AbortSignal;
  jobSignal: AbortSignal;
  /** The bytes of a file of the target (SourceInternalService.GetFileBlob). */
  readBlob(sha256: string): Promise<Buffer>;
  storeImage(data: Buffer): Promise<{ sha256: string; size: number }>;
  heartbeat(): void;
  logger: Logger;
};

type FileKind = 'html' | 'markdown' | 'text';

function kindOf(file: contentV1.ImportRunJobFile): FileKind | undefined {
  const type = file.contentType.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml' || ['html', 'htm', 'xhtml'].includes(extension)) return 'html';
  if (type === 'text/markdown' || type === 'text/x-markdown' || ['md', 'markdown'].includes(extension)) return 'markdown';
  if (type === 'text/plain' || extension === 'txt') return 'text';
  return undefined;
}

const fileUrlOf = (name: string) => new URL(encodeURIComponent(name), FILE_BASE);
const baseName = (name: string) => name.replace(/\.[a-z0-9]+$/i, '') || name;

/** A Markdown file's title: its first line when that is a level-1 heading (taken out of the body). */
function splitMarkdownTitle(markdown: string): { title?: string; body: string } {
  const match = /^\uFEFF?\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return { body: markdown.trim() };
  return { title: match[1].trim(), body: markdown.slice(match[0].length).trim() };
}

/**
 * The href a link goes back to when it names no imported page: a link between uploaded files
 * stays relative (`other.html#part`), any other keeps its URL.
 */
export function fileFallbackHref(key: string): string {
  return key.startsWith(FILE_BASE) ? key.slice(FILE_BASE.length) : key;
}

/**
 * Converts files of the target into pages, in the order asked (docs/outside-sources.md):
 * HTML as website pages are (main content, turndown with GFM, images downloaded through the
 * egress guard), Markdown as it is (a first `# Title` line is the title), plain text escaped.
 * Other types, and files no longer in the target, are recorded and skipped. A cancel stops
 * before the next file.
 */
export async function convertFiles(options: ConvertFilesOptions): Promise<SourceResult> {
  const { settings, cancelSignal, jobSignal, logger } = options;
  const signal = AbortSignal.any([cancelSignal, jobSignal]);
  const images = new ImageImporter({
    egress: options.egress,
    pacer: new RequestPacer(settings.requestIntervalMs),
    store: options.storeImage,
    maxImageBytes: settings.maxImageBytes,
    maxImages: settings.maxImages,
    timeoutMs: settings.pageTimeoutMs,
    signal,
    logger,
  });
  const aliases = new Map<string, string>();
  for (const file of options.files) if (file.sha256 && kindOf(file)) aliases.set(pageKeyOf(fileUrlOf(file.name)), file.id);

  const pages: SourcePage[] = [];
  const notImported: NotImported[] = [];
  let markdownBytes = 0;
  let cancelled = false;
  for (const file of options.files) {
    if (cancelSignal.aborted) {
      cancelled = true;
      break;
    }
    if (jobSignal.aborted) throw jobSignal.reason ?? new Error('the job was stopped');
    const kind = kindOf(file);
    if (!file.sha256) {
      notImported.push({ key: file.id, status: 'failed', code: 'NOT_FOUND', message: 'the file is no longer in the target' });
      continue;
    }
    if (!kind) {
      notImported.push({ key: file.id, status: 'skipped', code: 'UNSUPPORTED_TYPE', message: `${file.contentType || 'this type of'} files are not imported (HTML, Markdown and text files are)` });
      continue;
    }
    const text = new TextDecoder('utf-8').decode(await options.readBlob(file.sha256));
    let title = baseName(file.name);
    let description: string | undefined;
    let markdown: string;
    if (kind === 'html') {
      let page: ReturnType<typeof extractPage>;
      try {
        page = extractPage(text, fileUrlOf(file.name), (link) => link.origin === FILE_ORIGIN);
      } catch (error) {
        if (!(error instanceof HtmlLimitError)) throw error;
        notImported.push({ key: file.id, status: 'failed', code: 'TOO_COMPLEX', message: `the page is too complex to convert: ${error.message}` });
        continue;
      }
      title = page.title ?? title;
      description = page.description;
      markdown = htmlToMarkdown(page.contentHtml);
      await Promise.all(page.images.filter((image) => image.url.origin !== FILE_ORIGIN).map((image) => images.import(image.key, image.url)));
    } else if (kind === 'markdown') {
      const split = splitMarkdownTitle(text);
      title = split.title ?? title;
      markdown = split.body;
    } else {
      markdown = textToMarkdown(text);
    }
    options.heartbeat();
    const bytes = Buffer.byteLength(markdown, 'utf8');
    if (bytes > MAX_PAGE_MARKDOWN_BYTES) {
      notImported.push({ key: file.id, status: 'failed', code: 'TOO_LARGE', message: `its Markdown is larger than ${MAX_PAGE_MARKDOWN_BYTES} bytes` });
      continue;
    }
    if (markdownBytes + bytes > MAX_RUN_MARKDOWN_BYTES) {
      notImported.push({ key: file.id, status: 'failed', code: 'IMPORT_TOO_LARGE', message: `the run already holds ${MAX_RUN_MARKDOWN_BYTES} bytes of Markdown` });
      continue;
    }
    markdownBytes += bytes;
    pages.push({
      key: file.id,
      title: shorten(title.trim() || file.name, MAX_TITLE_LENGTH),
      description: description ? shorten(description, MAX_DESCRIPTION_LENGTH) : undefined,
      slug: slugOf(fileUrlOf(baseName(file.name))),
      markdown,
    });
  }
  return { pages, notImported, aliases, images: images.images, cancelled };
}
