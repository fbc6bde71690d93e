"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PdfWriter = exports.BLOCK_GAP = exports.LINE_GAP = exports.BODY_SIZE = exports.COLORS = void 0;
const pdfkit_1 = __importDefault(require("pdfkit"));
const text_1 = require("./text");
exports.COLORS = {
    text: '#1f2328',
    muted: '#6b7280',
    link: '#1d4ed8',
    rule: '#d0d7de',
    bar: '#d0d7de',
    codeBackground: '#f3f4f6',
    tableHeader: '#f3f4f6',
};
exports.BODY_SIZE = 10.5;
exports.LINE_GAP = 2;
exports.BLOCK_GAP = 6;
const MARGINS = { top: 56, bottom: 64, left: 56, right: 56 };
const FOOTER_OFFSET = 34;
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
class PdfWriter {
    doc;
    contentWidth;
    pageNumber = 1;
    bytes = 0;
    /** The byte limit was passed: the renderer stops at its next check. */
    overflowed = false;
    chunks = [];
    ended;
    indentLeft = 0;
    indentRight = 0;
    font = 'regular';
    size = exports.BODY_SIZE;
    color = exports.COLORS.text;
    boxes = [];
    multiply;
    footerTitle = '';
    constructor(options) {
        const doc = new pdfkit_1.default({
            size: 'A4',
            margins: MARGINS,
            info: { Title: options.title, Producer: 'Quire', Creator: 'Quire' },
            displayTitle: true,
            pdfVersion: '1.4',
        });
        this.doc = doc;
        this.contentWidth = doc.page.width - MARGINS.left - MARGINS.right;
        doc.on('data', (chunk) => {
            this.bytes += chunk.length;
            if (this.bytes > options.maxBytes) {
                this.overflowed = true;
                this.chunks.length = 0;
            }
            else {
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
        doc.addPage = (pageOptions) => {
            this.endPage();
            addPage(pageOptions);
            this.startPage();
            return doc;
        };
        this.applyFont();
    }
    /** Ends the document; resolves to the bytes, or to undefined when the byte limit was passed. */
    async finish() {
        this.doc.end();
        await this.ended;
        return this.overflowed ? undefined : Buffer.concat(this.chunks);
    }
    // Layout state.
    get x() {
        return MARGINS.left + this.indentLeft;
    }
    get width() {
        return Math.max(this.contentWidth - this.indentLeft - this.indentRight, 24);
    }
    get y() {
        return this.doc.y;
    }
    set y(value) {
        this.doc.y = value;
    }
    get top() {
        return this.doc.page.margins.top;
    }
    get bottom() {
        return this.doc.page.maxY();
    }
    /** Height of a full page of content. */
    get pageHeight() {
        return this.bottom - this.top;
    }
    get atPageTop() {
        return this.doc.y <= this.top + 0.5;
    }
    /** Footer text for every page after this one. */
    setFooterTitle(title) {
        this.footerTitle = (0, text_1.printable)(title).slice(0, 90);
    }
    /** Lays out `render` indented; the indent never takes more than 60% of the width. */
    indented(left, right, render) {
        const max = this.contentWidth * 0.6;
        const addLeft = Math.max(0, Math.min(left, max - this.indentLeft - this.indentRight));
        const addRight = Math.max(0, Math.min(right, max - this.indentLeft - this.indentRight - addLeft));
        this.indentLeft += addLeft;
        this.indentRight += addRight;
        try {
            render();
        }
        finally {
            this.indentLeft -= addLeft;
            this.indentRight -= addRight;
        }
    }
    /** Starts a new page unless the current one is still empty. */
    newPage() {
        if (!this.atPageTop)
            this.doc.addPage();
        this.doc.x = this.x;
    }
    /** Moves to the next page when `height` does not fit below (unless already at the top). */
    ensureSpace(height) {
        if (this.doc.y + height > this.bottom && !this.atPageTop)
            this.doc.addPage();
        this.doc.x = this.x;
    }
    /** Vertical space, dropped at the top of a page. */
    gap(height) {
        if (!this.atPageTop)
            this.doc.y = Math.min(this.doc.y + height, this.bottom);
    }
    // Fonts and colours: every change goes through here so a page break can restore them.
    setFont(font, size) {
        if (font === this.font && size === this.size)
            return;
        this.font = font;
        this.size = size;
        this.doc.font(text_1.FONTS[font]).fontSize(size);
    }
    setColor(color) {
        if (color === this.color)
            return;
        this.color = color;
        this.doc.fillColor(color);
    }
    /** A filled rectangle that leaves the text colour as it was. */
    fillRect(x, y, width, height, color) {
        this.doc.rect(x, y, width, height).fill(color);
        this.doc.fillColor(this.color);
    }
    lineHeight(font = this.font, size = this.size) {
        this.setFont(font, size);
        return this.doc.currentLineHeight(true) + exports.LINE_GAP;
    }
    /** Draws one line of text at an exact position without moving the flow. */
    stamp(text, x, y, options) {
        const { doc } = this;
        const [savedX, savedY] = [doc.x, doc.y];
        const [font, size, color] = [this.font, this.size, this.color];
        this.setFont(options.font, options.size);
        this.setColor(options.color);
        const bottom = doc.page.margins.bottom;
        // A stamp below the margin (the footer) must not make pdfkit start a page.
        doc.page.margins.bottom = 0;
        try {
            if (options.width === undefined)
                doc.text(text, x, y, { lineBreak: false });
            else
                doc.text(text, x, y, { width: options.width, align: options.align ?? 'left', height: options.size * 1.3, ellipsis: true });
        }
        finally {
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
    box(kind, color, render, geometry = {}) {
        const box = { kind, color, x: geometry.x ?? this.x, width: geometry.width ?? this.width, startY: this.doc.y };
        this.boxes.push(box);
        try {
            render();
        }
        finally {
            this.boxes = this.boxes.filter((b) => b !== box);
            this.drawBox(box, box.startY, Math.min(this.doc.y, this.bottom));
        }
    }
    drawBox(box, from, to) {
        if (to - from < 0.5)
            return;
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
    endPage() {
        const end = Math.min(Math.max(this.doc.y, this.top), this.bottom);
        for (const box of this.boxes)
            this.drawBox(box, box.startY, end);
    }
    startPage() {
        this.pageNumber++;
        const { doc } = this;
        for (const box of this.boxes)
            box.startY = doc.page.margins.top;
        const y = doc.page.height - FOOTER_OFFSET;
        const width = this.contentWidth;
        if (this.footerTitle) {
            this.stamp(this.footerTitle, MARGINS.left, y, { font: 'regular', size: 8, color: exports.COLORS.muted, width: width - 60 });
        }
        this.stamp(String(this.pageNumber), MARGINS.left + width - 60, y, { font: 'regular', size: 8, color: exports.COLORS.muted, width: 60, align: 'right' });
        // The font and colour may have been set by the footer; text resuming on this page uses ours.
        this.applyFont();
    }
    applyFont() {
        this.doc.font(text_1.FONTS[this.font]).fontSize(this.size).fillColor(this.color);
    }
}
exports.PdfWriter = PdfWriter;
//# sourceMappingURL=writer.js.map