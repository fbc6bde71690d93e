"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cellText = cellText;
exports.renderTable = renderTable;
const inlines_1 = require("./inlines");
const text_1 = require("./text");
const writer_1 = require("./writer");
const PAD = 4;
const CELL_LINE_GAP = 1;
/**
 * A cell as text, per column type (GitBook's table model: `records` hold values keyed by
 * definition id; a text value names a fragment of the block holding the cell's blocks).
 */
function cellText(table, definition, value, scope) {
    switch (definition.type) {
        case 'text': {
            const fragment = typeof value === 'string' ? (0, text_1.fragmentNamed)(table, value) : undefined;
            return fragment ? (0, text_1.plainText)(fragment) : '';
        }
        case 'number':
            return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
        case 'checkbox':
            return value === true ? '[x]' : '[ ]';
        case 'rating': {
            const max = typeof definition.max === 'number' ? definition.max : 5;
            return typeof value === 'number' ? `${value}/${max}` : '';
        }
        case 'select': {
            const options = Array.isArray(definition.options) ? definition.options.filter(text_1.isNode) : [];
            const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
            return values
                .map((v) => (0, text_1.str)(options.find((o) => o.value === v)?.label) ?? '')
                .filter(Boolean)
                .join(', ');
        }
        case 'content-ref':
            return (0, inlines_1.resolveRef)(value, scope).text;
        case 'image': {
            const ref = (0, text_1.isNode)(value) && (0, text_1.isNode)(value.ref) ? value.ref : value;
            const alt = (0, text_1.isNode)(value) ? (0, text_1.str)(value.alt) : undefined;
            return alt ?? (0, inlines_1.resolveRef)(ref, scope).text;
        }
        // Users and files are ids here; their names are not part of the document.
        case 'users':
        case 'files':
            return '';
        default:
            return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
}
function columnsOf(table, width) {
    const data = (0, text_1.dataOf)(table);
    const definitions = (0, text_1.isNode)(data.definition) ? data.definition : {};
    const view = (0, text_1.isNode)(data.view) ? data.view : {};
    let ids = Array.isArray(view.columns) ? view.columns.filter((c) => typeof c === 'string' && (0, text_1.isNode)(definitions[c])) : [];
    if (ids.length === 0)
        ids = Object.keys(definitions).filter((id) => (0, text_1.isNode)(definitions[id]));
    const declared = (0, text_1.isNode)(view.columnWidths) ? view.columnWidths : {};
    const weights = ids.map((id) => {
        const w = declared[id];
        return typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : undefined;
    });
    const known = weights.filter((w) => w !== undefined);
    const fallback = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
    // Keep every column readable: no column below a quarter of an even share.
    const even = 1 / Math.max(ids.length, 1);
    const shares = weights.map((w) => w ?? fallback);
    const total = shares.reduce((a, b) => a + b, 0);
    const floored = shares.map((s) => Math.max(s / total, even / 4));
    const flooredTotal = floored.reduce((a, b) => a + b, 0);
    return ids.map((id, i) => ({ id, definition: definitions[id], width: (floored[i] / flooredTotal) * width }));
}
function sortedRecords(table) {
    const records = (0, text_1.dataOf)(table).records;
    if (!(0, text_1.isNode)(records))
        return [];
    // Fractional indexes order by code unit, not by locale.
    return Object.entries(records)
        .filter((entry) => (0, text_1.isNode)(entry[1]))
        .sort(([ka, a], [kb, b]) => {
        const [oa, ob] = [(0, text_1.str)(a.orderIndex) ?? '', (0, text_1.str)(b.orderIndex) ?? ''];
        if (oa !== ob)
            return oa < ob ? -1 : 1;
        return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
        .map(([, record]) => record);
}
/** Draws a table block as a grid: a header row (repeated after page breaks), then one row per record. */
function renderTable(writer, table, scope) {
    const { doc } = writer;
    const columns = columnsOf(table, writer.width);
    if (columns.length === 0)
        return;
    const view = (0, text_1.dataOf)(table).view;
    const showHeader = !((0, text_1.isNode)(view) && view.type === 'grid' && view.hideHeader === true);
    const size = columns.length > 6 ? 7.5 : 9;
    const measure = (texts, font) => {
        writer.setFont(font, size);
        const heights = texts.map((text, i) => doc.heightOfString(text || ' ', { width: columns[i].width - 2 * PAD, lineGap: CELL_LINE_GAP }));
        return Math.max(...heights) + 2 * PAD;
    };
    const drawRow = (texts, height, header) => {
        const x0 = writer.x;
        const y = doc.y;
        if (header)
            writer.fillRect(x0, y, columns.reduce((sum, c) => sum + c.width, 0), height, writer_1.COLORS.tableHeader);
        writer.setFont(header ? 'bold' : 'regular', size);
        writer.setColor(writer_1.COLORS.text);
        let x = x0;
        columns.forEach((column, i) => {
            // A height keeps pdfkit from starting a page inside a cell if measuring was a hair off.
            doc.text(texts[i], x + PAD, y + PAD, { width: column.width - 2 * PAD, height: height, lineGap: CELL_LINE_GAP, ellipsis: false });
            doc.lineWidth(0.5).strokeColor(writer_1.COLORS.rule).rect(x, y, column.width, height).stroke();
            x += column.width;
        });
        doc.x = writer.x;
        doc.y = y + height;
    };
    const headerTexts = columns.map((c) => (0, text_1.printable)((0, text_1.str)(c.definition.title) ?? ''));
    const headerHeight = showHeader ? measure(headerTexts, 'bold') : 0;
    const rows = sortedRecords(table).map((record) => {
        const values = (0, text_1.isNode)(record.values) ? record.values : {};
        const texts = columns.map((c) => (0, text_1.printable)(cellText(table, c.definition, values[c.id], scope)));
        return { texts, height: measure(texts, 'regular') };
    });
    let headerPending = showHeader;
    const startPage = () => {
        headerPending = showHeader;
    };
    writer.ensureSpace(headerHeight + (rows[0]?.height ?? 0));
    for (const row of rows) {
        if (row.height + headerHeight > writer.pageHeight) {
            // Taller than a page: the record is printed as "column: value" lines instead.
            writer.gap(writer_1.BLOCK_GAP / 2);
            for (let i = 0; i < columns.length; i++) {
                if (!row.texts[i])
                    continue;
                writer.setFont('bold', size);
                writer.setColor(writer_1.COLORS.text);
                doc.text(`${headerTexts[i]}: `, writer.x, doc.y, { width: writer.width, continued: true });
                writer.setFont('regular', size);
                doc.text(row.texts[i], { width: writer.width, continued: false });
            }
            writer.gap(writer_1.BLOCK_GAP / 2);
            startPage();
            continue;
        }
        const pageBefore = writer.pageNumber;
        writer.ensureSpace(row.height + (headerPending ? headerHeight : 0));
        if (writer.pageNumber !== pageBefore)
            startPage();
        if (headerPending) {
            drawRow(headerTexts, headerHeight, true);
            headerPending = false;
        }
        drawRow(row.texts, row.height, false);
    }
    if (headerPending && rows.length === 0)
        drawRow(headerTexts, headerHeight, true);
    writer.gap(writer_1.BLOCK_GAP);
}
//# sourceMappingURL=table.js.map