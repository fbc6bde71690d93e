"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PdfTooLargeError = exports.DEFAULT_MAX_BYTES = exports.DEFAULT_MAX_PAGES = void 0;
exports.renderPdf = renderPdf;
const blocks_1 = require("./blocks");
const images_1 = require("./images");
const inlines_1 = require("./inlines");
const text_1 = require("./text");
const writer_1 = require("./writer");
exports.DEFAULT_MAX_PAGES = 2000;
exports.DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** The source has more pages than `maxPages`, or the PDF grew past `maxBytes`. */
class PdfTooLargeError extends Error {
    limit;
    max;
    code = 'PDF_TOO_LARGE';
    constructor(limit, max) {
        super(limit === 'pages' ? `A PDF can include at most ${max} pages` : `The PDF would be larger than ${max} bytes`);
        this.limit = limit;
        this.max = max;
        this.name = 'PdfTooLargeError';
    }
}
exports.PdfTooLargeError = PdfTooLargeError;
const TITLE_SIZES = [22, 18, 15.5, 13.5];
/**
 * Renders a space (or change request) as a PDF: a title page, then every page in order with
 * its title as a heading and its document's blocks. Rendering never fails on content it does
 * not understand (that prints as plain text); it fails only with PdfTooLargeError.
 */
async function renderPdf(source, limits = {}) {
    const maxPages = limits.maxPages ?? exports.DEFAULT_MAX_PAGES;
    const maxBytes = limits.maxBytes ?? exports.DEFAULT_MAX_BYTES;
    if (source.pages.length > maxPages)
        throw new PdfTooLargeError('pages', maxPages);
    const writer = new writer_1.PdfWriter({ title: source.title, maxBytes });
    const images = new images_1.ImageCache(writer.doc, (ref) => source.loadImage(ref));
    const pageTitles = new Map(source.pages.map((page) => [page.id, page.title]));
    titlePage(writer, source);
    writer.setFooterTitle(source.title);
    // Outline (bookmarks) entries by depth: a page hangs under the last shallower one.
    const outline = [writer.doc.outline];
    for (const [index, page] of source.pages.entries()) {
        const nodes = documentNodes(page.document);
        await images.prefetch((0, images_1.collectImageRefs)(nodes));
        const depth = Math.max(0, Math.min(Math.floor(Number(page.depth) || 0), 8));
        if (depth === 0 || index === 0)
            writer.newPage();
        else
            writer.gap(18);
        const size = TITLE_SIZES[Math.min(depth, TITLE_SIZES.length - 1)];
        writer.ensureSpace(size * 1.4 + 60);
        const parent = outline[Math.min(depth, outline.length - 1)];
        // pdfkit subtracts `left` from the page width to place the view; this puts it at the left edge.
        const item = parent.addItem(page.title || 'Untitled', { top: writer.y, left: writer.doc.page.width });
        outline.length = Math.min(depth, outline.length - 1) + 1;
        outline.push(item);
        (0, inlines_1.writeRuns)(writer, [{ text: page.title || 'Untitled', font: 'bold' }], { size, destination: (0, inlines_1.pageDestination)(page.id) });
        writer.gap(size * 0.5);
        const scope = { pageTitles, currentPageId: page.id };
        (0, blocks_1.renderBlocks)(nodes, { writer, scope, images });
        if (writer.overflowed)
            throw new PdfTooLargeError('bytes', maxBytes);
        // Layout is synchronous; give the event loop a turn between pages of a long space.
        await new Promise((resolve) => setImmediate(resolve));
    }
    const bytes = await writer.finish();
    if (!bytes)
        throw new PdfTooLargeError('bytes', maxBytes);
    return bytes;
}
function documentNodes(document) {
    if (!(0, text_1.isNode)(document) || !Array.isArray(document.nodes))
        return [];
    return document.nodes.filter(text_1.isNode);
}
function titlePage(writer, source) {
    writer.y = writer.top + writer.pageHeight * 0.3;
    (0, inlines_1.writeRuns)(writer, [{ text: source.title || 'Untitled', font: 'bold' }], { size: 28, align: 'center' });
    writer.gap(10);
    if (source.subtitle) {
        (0, inlines_1.writeRuns)(writer, [{ text: source.subtitle, font: 'regular' }], { size: 15, align: 'center', color: writer_1.COLORS.muted });
        writer.gap(18);
    }
    writer.gap(12);
    const date = new Date().toISOString().slice(0, 10);
    (0, inlines_1.writeRuns)(writer, [{ text: date, font: 'regular' }], { size: 11, align: 'center', color: writer_1.COLORS.muted });
}
//# sourceMappingURL=renderer.js.map