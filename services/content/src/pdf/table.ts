import { type LinkScope, resolveRef } from './inlines';
import { type FontKey, dataOf, fragmentNamed, isNode, type Node, plainText, printable, str } from './text';
import { BLOCK_GAP, COLORS, type PdfWriter } from './writer';

const PAD = 4;
const CELL_LINE_GAP = 1;

type Column = { id: string; definition: Node; width: number };

/**
 * A cell as text, per column type (GitBook's table model: `records` hold values keyed by
 * definition id; a text value names a fragment of the block holding the cell's blocks).
 */
export function cellText(table: Node, definition: Node, value: unknown, scope: LinkScope): string {
  switch (definition.type) {
    case 'text': {
      const fragment = typeof value === 'string' ? fragmentNamed(table, value) : undefined;
      return fragment ? plainText(fragment) : '';
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
      const options = Array.isArray(definition.options) ? definition.options.filter(isNode) : [];
      const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      return values
        .map((v) => str(options.find((o) => o.value === v)?.label) ?? '')
        .filter(Boolean)
        .join(', ');
    }
    case 'content-ref':
      return resolveRef(value, scope).text;
    case 'image': {
      const ref = isNode(value) && isNode(value.ref) ? value.ref : value;
      const alt = isNode(value) ? str(value.alt) : undefined;
      return alt ?? resolveRef(ref, scope).text;
    }
    // Users and files are ids here; their names are not part of the document.
    case 'users':
    case 'files':
      return '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

function columnsOf(table: Node, width: number): Column[] {
  const data = dataOf(table);
  const definitions = isNode(data.definition) ? data.definition : {};
  const view = isNode(data.view) ? data.view : {};
  let ids = Array.isArray(view.columns) ? view.columns.filter((c): c is string => typeof c === 'string' && isNode(definitions[c])) : [];
  if (ids.length === 0) ids = Object.keys(definitions).filter((id) => isNode(definitions[id]));
  const declared = isNode(view.columnWidths) ? view.columnWidths : {};
  const weights = ids.map((id) => {
    const w = declared[id];
    return typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : undefined;
  });
  const known = weights.filter((w): w is number => w !== undefined);
  const fallback = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  // Keep every column readable: no column below a quarter of an even share.
  const even = 1 / Math.max(ids.length, 1);
  const shares = weights.map((w) => w ?? fallback);
  const total = shares.reduce((a, b) => a + b, 0);
  const floored = shares.map((s) => Math.max(s / total, even / 4));
  const flooredTotal = floored.reduce((a, b) => a + b, 0);
  return ids.map((id, i) => ({ id, definition: definitions[id] as Node, width: (floored[i] / flooredTotal) * width }));
}

function sortedRecords(table: Node): Node[] {
  const records = dataOf(table).records;
  if (!isNode(records)) return [];
  // Fractional indexes order by code unit, not by locale.
  return Object.entries(records)
    .filter((entry): entry is [string, Node] => isNode(entry[1]))
    .sort(([ka, a], [kb, b]) => {
      const [oa, ob] = [str(a.orderIndex) ?? '', str(b.orderIndex) ?? ''];
      if (oa !== ob) return oa < ob ? -1 : 1;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
    .map(([, record]) => record);
}

/** Draws a table block as a grid: a header row (repeated after page breaks), then one row per record. */
export function renderTable(writer: PdfWriter, table: Node, scope: LinkScope): void {
  const { doc } = writer;
  const columns = columnsOf(table, writer.width);
  if (columns.length === 0) return;
  const view = dataOf(table).view;
  const showHeader = !(isNode(view) && view.type === 'grid' && view.hideHeader === true);
  const size = columns.length > 6 ? 7.5 : 9;

  const measure = (texts: string[], font: FontKey) => {
    writer.setFont(font, size);
    const heights = texts.map((text, i) => doc.heightOfString(text || ' ', { width: columns[i].width - 2 * PAD, lineGap: CELL_LINE_GAP }));
    return Math.max(...heights) + 2 * PAD;
  };
  const drawRow = (texts: string[], height: number, header: boolean) => {
    const x0 = writer.x;
    const y = doc.y;
    if (header) writer.fillRect(x0, y, columns.reduce((sum, c) => sum + c.width, 0), height, COLORS.tableHeader);
    writer.setFont(header ? 'bold' : 'regular', size);
    writer.setColor(COLORS.text);
    let x = x0;
    columns.forEach((column, i) => {
      // A height keeps pdfkit from starting a page inside a cell if measuring was a hair off.
      doc.text(texts[i], x + PAD, y + PAD, { width: column.width - 2 * PAD, height: height, lineGap: CELL_LINE_GAP, ellipsis: false });
      doc.lineWidth(0.5).strokeColor(COLORS.rule).rect(x, y, column.width, height).stroke();
      x += column.width;
    });
    doc.x = writer.x;
    doc.y = y + height;
  };

  const headerTexts = columns.map((c) => printable(str(c.definition.title) ?? ''));
  const headerHeight = showHeader ? measure(headerTexts, 'bold') : 0;
  const rows = sortedRecords(table).map((record) => {
    const values = isNode(record.values) ? record.values : {};
    const texts = columns.map((c) => printable(cellText(table, c.definition, values[c.id], scope)));
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
      writer.gap(BLOCK_GAP / 2);
      for (let i = 0; i < columns.length; i++) {
        if (!row.texts[i]) continue;
        writer.setFont('bold', size);
        writer.setColor(COLORS.text);
        doc.text(`${headerTexts[i]}: `, writer.x, doc.y, { width: writer.width, continued: true });
        writer.setFont('regular', size);
        doc.text(row.texts[i], { width: writer.width, continued: false });
      }
      writer.gap(BLOCK_GAP / 2);
      startPage();
      continue;
    }
    const pageBefore = writer.pageNumber;
    writer.ensureSpace(row.height + (headerPending ? headerHeight : 0));
    if (writer.pageNumber !== pageBefore) startPage();
    if (headerPending) {
      drawRow(headerTexts, headerHeight, true);
      headerPending = false;
    }
    drawRow(row.texts, row.height, false);
  }
  if (headerPending && rows.length === 0) drawRow(headerTexts, headerHeight, true);
  writer.gap(BLOCK_GAP);
}
