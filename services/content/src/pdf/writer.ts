import PDFDocument from 'pdfkit';
import { FONTS, type FontKey, printable } from './text';

export const COLORS = {
  text: '#1f2328',
  muted: '#6b7280',
  link: '#1d4ed8',
  rule: '#d0d7de',
  bar: '#d0d7de',
  codeBackground: '#f3f4f6',
  tableHeader: '#f3f4f6',
} as const;

export const BODY_SIZE = 10.5;
export const LINE_GAP = 2;
export const BLOCK_GAP = 6;

const MARGINS = { top: 56, bottom: 64, left: 56, right: 56 };
const FOOTER_OFFSET = 34;

type Box = { kind: 'fill' | 'bar'; color: string; x: number; width: number; startY: number };

/**
 * The pdfkit document plus what the renderer needs around it: a left/right indent that every
 * block lays out within, the current font (restored after the footer is drawn mid-paragraph),
 * boxes that follow their content across page breaks, and the output size so far.
 *
 * Pages are not buffered: pdfkit writes each page out when the next one starts, so the byte
 * limit can stop a runaway render early and memory stays flat. The price is that nothing can be
 * drawn on a page once it is left, so box backgrounds are drawn when their content is done (or
 * the page ends), after the text, with a multiply blend that tints the white paper and leaves
 * the text as it is.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly contentWidth: number;
  pageNumber = 1;
  bytes = 0;
  /** The byte limit was passed: the renderer stops at its next check. */
  overflowed = false;

  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private indentLeft = 0;
  private indentRight = 0;
  private font: FontKey = 'regular';
  private size = BODY_SIZE;
  private color: string = COLORS.text;
  private boxes: Box[] = [];
  private multiply: PDFKit.PDFKitReference | undefined;
  private footerTitle = '';

  constructor(options: { title: string; maxBytes: number }) {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGINS,
      info: { Title: options.title, Producer: 'Quire', Creator: 'Quire' },
      displayTitle: true,
      pdfVersion: '1.4',
    });
    this.doc = doc;
    this.contentWidth = doc.page.width - MARGINS.left - MARGINS.right;
    doc.on('data', (chunk: Buffer) => {
      this.bytes += chunk.length;
      if (this.bytes > options.maxBytes) {
        this.overflowed = true;
        this.chunks.length = 0;
      } else {
        this.chunks.push(chunk);
      }
    });
    this.ended = new Promise((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    // pdfkit starts a page from inside text layout (a paragraph running off the bottom) as well
    // as from our own calls: hooking addPage sees both while the old page can still be drawn on.
    const addPage = doc.addPage.bind(doc);
    doc.addPage = (pageOptions?: PDFKit.PDFDocumentOptions) => {
      this.endPage();
      addPage(pageOptions);
      this.startPage();
      return doc;
    };
    this.applyFont();
  }

  /** Ends the document; resolves to the bytes, or to undefined when the byte limit was passed. */
  async finish(): Promise<Buffer | undefined> {
    this.doc.end();
    await this.ended;
    return this.overflowed ? undefined : Buffer.concat(this.chunks);
  }

  // Layout state.

  get x(): number {
    return MARGINS.left + this.indentLeft;
  }

  get width(): number {
    return Math.max(this.contentWidth - this.indentLeft - this.indentRight, 24);
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  get top(): number {
    return this.doc.page.margins.top;
  }

  get bottom(): number {
    return this.doc.page.maxY();
  }

  /** Height of a full page of content. */
  get pageHeight(): number {
    return this.bottom - this.top;
  }

  get atPageTop(): boolean {
    return this.doc.y <= this.top + 0.5;
  }

  /** Footer text for every page after this one. */
  setFooterTitle(title: string): void {
    this.footerTitle = printable(title).slice(0, 90);
  }

  /** Lays out `render` indented; the indent never takes more than 60% of the width. */
  indented(left: number, right: number, render: () => void): void {
    const max = this.contentWidth * 0.6;
    const addLeft = Math.max(0, Math.min(left, max - this.indentLeft - this.indentRight));
    const addRight = Math.max(0, Math.min(right, max - this.indentLeft - this.indentRight - addLeft));
    this.indentLeft += addLeft;
    this.indentRight += addRight;
    try {
      render();
    } finally {
      this.indentLeft -= addLeft;
      this.indentRight -= addRight;
    }
  }

  /** Starts a new page unless the current one is still empty. */
  newPage(): void {
    if (!this.atPageTop) this.doc.addPage();
    this.doc.x = this.x;
  }

  /** Moves to the next page when `height` does not fit below (unless already at the top). */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && !this.atPageTop) this.doc.addPage();
    this.doc.x = this.x;
  }

  /** Vertical space, dropped at the top of a page. */
  gap(height: number): void {
    if (!this.atPageTop) this.doc.y = Math.min(this.doc.y + height, this.bottom);
  }

  // Fonts and colours: every change goes through here so a page break can restore them.

  setFont(font: FontKey, size: number): void {
    if (font === this.font && size === this.size) return;
    this.font = font;
    this.size = size;
    this.doc.font(FONTS[font]).fontSize(size);
  }

  setColor(color: string): void {
    if (color === this.color) return;
    this.color = color;
    this.doc.fillColor(color);
  }

  /** A filled rectangle that leaves the text colour as it was. */
  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fill(color);
    this.doc.fillColor(this.color);
  }

  lineHeight(font: FontKey = this.font, size: number = this.size): number {
    this.setFont(font, size);
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  /** Draws one line of text at an exact position without moving the flow. */
  stamp(text: string, x: number, y: number, options: { font: FontKey; size: number; color: string; width?: number; align?: 'left' | 'right' | 'center' }): void {
    const { doc } = this;
    const [savedX, savedY] = [doc.x, doc.y];
    const [font, size, color] = [this.font, this.size, this.color];
    this.setFont(options.font, options.size);
    this.setColor(options.color);
    const bottom = doc.page.margins.bottom;
    // A stamp below the margin (the footer) must not make pdfkit start a page.
    doc.page.margins.bottom = 0;
    try {
      if (options.width === undefined) doc.text(text, x, y, { lineBreak: false });
      else doc.text(text, x, y, { width: options.width, align: options.align ?? 'left', height: options.size * 1.3, ellipsis: true });
    } finally {
      doc.page.margins.bottom = bottom;
      this.setFont(font, size);
      this.setColor(color);
      doc.x = savedX;
      doc.y = savedY;
    }
  }

  // Boxes.

  /**
   * Lays out `render` inside a box: a tinted background ('fill', spanning the current width) or
   * a narrow bar at the left edge ('bar'). The box is drawn after its content, page by page.
   */
  box(kind: Box['kind'], color: string, render: () => void, geometry: { x?: number; width?: number } = {}): void {
    const box: Box = { kind, color, x: geometry.x ?? this.x, width: geometry.width ?? this.width, startY: this.doc.y };
    this.boxes.push(box);
    try {
      render();
    } finally {
      this.boxes = this.boxes.filter((b) => b !== box);
      this.drawBox(box, box.startY, Math.min(this.doc.y, this.bottom));
    }
  }

  private drawBox(box: Box, from: number, to: number): void {
    if (to - from < 0.5) return;
    const { doc } = this;
    doc.save();
    if (box.kind === 'fill') {
      if (!this.multiply) {
        this.multiply = doc.ref({ Type: 'ExtGState', BM: 'Multiply' });
        this.multiply.end(undefined);
      }
      doc.page.ext_gstates.QuireMultiply = this.multiply;
      doc.addContent('/QuireMultiply gs');
    }
    doc.rect(box.x, from, box.width, to - from).fill(box.color);
    doc.restore();
    // restore() resets the PDF graphics state but not pdfkit's idea of the fill colour.
    doc.fillColor(this.color);
  }

  // Page hooks.

  private endPage(): void {
    const end = Math.min(Math.max(this.doc.y, this.top), this.bottom);
    for (const box of this.boxes) this.drawBox(box, box.startY, end);
  }

  private startPage(): void {
    this.pageNumber++;
    const { doc } = this;
    for (const box of this.boxes) box.startY = doc.page.margins.top;
    const y = doc.page.height - FOOTER_OFFSET;
    const width = this.contentWidth;
    if (this.footerTitle) {
      this.stamp(this.footerTitle, MARGINS.left, y, { font: 'regular', size: 8, color: COLORS.muted, width: width - 60 });
    }
    this.stamp(String(this.pageNumber), MARGINS.left + width - 60, y, { font: 'regular', size: 8, color: COLORS.muted, width: 60, align: 'right' });
    // The font and colour may have been set by the footer; text resuming on this page uses ours.
    this.applyFont();
  }

  private applyFont(): void {
    this.doc.font(FONTS[this.font]).fontSize(this.size).fillColor(this.color);
  }
}
