import type { JSONDocument } from '@gitbook/api';
import { renderBlocks } from './blocks';
import { collectImageRefs, ImageCache, type ImageRef } from './images';
import { type LinkScope, pageDestination, writeRuns } from './inlines';
import { isNode, type Node } from './text';
import { COLORS, PdfWriter } from './writer';

export type PdfPage = {
  id: string;
  title: string;
  /** 0 = top level. */
  depth: number;
  document: JSONDocument;
};

export type PdfSource = {
  /** The space title. */
  title: string;
  subtitle?: string;
  /** In reading order; a top-level page starts a new PDF page. */
  pages: PdfPage[];
  /**
   * The bytes of an image the documents refer to, or undefined when there are none to give
   * (then the image's caption is printed). Called at most once per distinct reference, a few
   * calls at a time; URL references are passed too, and whether to fetch them is the caller's
   * decision. A rejection is treated like undefined.
   */
  loadImage(ref: ImageRef): Promise<Buffer | undefined>;
};

export type PdfLimits = { maxPages?: number; maxBytes?: number };

export const DEFAULT_MAX_PAGES = 2000;
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** The source has more pages than `maxPages`, or the PDF grew past `maxBytes`. */
export class PdfTooLargeError extends Error {
  readonly code = 'PDF_TOO_LARGE';

  constructor(
    readonly limit: 'pages' | 'bytes',
    readonly max: number,
  ) {
    super(limit === 'pages' ? `A PDF can include at most ${max} pages` : `The PDF would be larger than ${max} bytes`);
    this.name = 'PdfTooLargeError';
  }
}

const TITLE_SIZES = [22, 18, 15.5, 13.5];

/**
 * Renders a space (or change request) as a PDF: a title page, then every page in order with
 * its title as a heading and its document's blocks. Rendering never fails on content it does
 * not understand (that prints as plain text); it fails only with PdfTooLargeError.
 */
export async function renderPdf(source: PdfSource, limits: PdfLimits = {}): Promise<Buffer> {
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  if (source.pages.length > maxPages) throw new PdfTooLargeError('pages', maxPages);

  const writer = new PdfWriter({ title: source.title, maxBytes });
  const images = new ImageCache(writer.doc, (ref) => source.loadImage(ref));
  const pageTitles = new Map(source.pages.map((page) => [page.id, page.title]));

  titlePage(writer, source);
  writer.setFooterTitle(source.title);

  // Outline (bookmarks) entries by depth: a page hangs under the last shallower one.
  const outline: PDFKit.PDFOutline[] = [writer.doc.outline];
  for (const [index, page] of source.pages.entries()) {
    const nodes = documentNodes(page.document);
    await images.prefetch(collectImageRefs(nodes));
    const depth = Math.max(0, Math.min(Math.floor(Number(page.depth) || 0), 8));
    if (depth === 0 || index === 0) writer.newPage();
    else writer.gap(18);
    const size = TITLE_SIZES[Math.min(depth, TITLE_SIZES.length - 1)];
    writer.ensureSpace(size * 1.4 + 60);

    const parent = outline[Math.min(depth, outline.length - 1)];
    // pdfkit subtracts `left` from the page width to place the view; this puts it at the left edge.
    const item = parent.addItem(page.title || 'Untitled', { top: writer.y, left: writer.doc.page.width } as { expanded?: boolean });
    outline.length = Math.min(depth, outline.length - 1) + 1;
    outline.push(item);

    writeRuns(writer, [{ text: page.title || 'Untitled', font: 'bold' }], { size, destination: pageDestination(page.id) });
    writer.gap(size * 0.5);
    const scope: LinkScope = { pageTitles, currentPageId: page.id };
    renderBlocks(nodes, { writer, scope, images });

    if (writer.overflowed) throw new PdfTooLargeError('bytes', maxBytes);
    // Layout is synchronous; give the event loop a turn between pages of a long space.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  const bytes = await writer.finish();
  if (!bytes) throw new PdfTooLargeError('bytes', maxBytes);
  return bytes;
}

function documentNodes(document: unknown): Node[] {
  if (!isNode(document) || !Array.isArray(document.nodes)) return [];
  return document.nodes.filter(isNode);
}

function titlePage(writer: PdfWriter, source: PdfSource): void {
  writer.y = writer.top + writer.pageHeight * 0.3;
  writeRuns(writer, [{ text: source.title || 'Untitled', font: 'bold' }], { size: 28, align: 'center' });
  writer.gap(10);
  if (source.subtitle) {
    writeRuns(writer, [{ text: source.subtitle, font: 'regular' }], { size: 15, align: 'center', color: COLORS.muted });
    writer.gap(18);
  }
  writer.gap(12);
  const date = new Date().toISOString().slice(0, 10);
  writeRuns(writer, [{ text: date, font: 'regular' }], { size: 11, align: 'center', color: COLORS.muted });
}
