import { type ImageCache, imageRef } from './images';
import { inlineRuns, type LinkScope, resolveRef, type Run, type Style, writeRuns } from './inlines';
import { renderTable } from './table';
import { childNodes, dataOf, fragmentNamed, fragmentsOf, isNode, type Node, plainText, printable, str } from './text';
import { BLOCK_GAP, BODY_SIZE, COLORS, LINE_GAP, type PdfWriter } from './writer';

export type BlockContext = {
  writer: PdfWriter;
  scope: LinkScope;
  images: ImageCache;
  /** How many lists enclose the blocks being laid out (picks the bullet). */
  listLevel?: number;
};

const HEADING_SIZES: Record<string, number> = { 'heading-1': 17, 'heading-2': 14.5, 'heading-3': 12.5 };
const CODE_SIZE = 9;
const LIST_INDENT = 16;
const NEST_INDENT = 14;
const MAX_DEPTH = 24;
const BULLETS = ['•', '–', '·'];

const HINT_COLORS: Record<string, { tint: string; bar: string }> = {
  info: { tint: '#e8f1fd', bar: '#3b82f6' },
  warning: { tint: '#fdf3dc', bar: '#d97706' },
  danger: { tint: '#fde8e8', bar: '#dc2626' },
  success: { tint: '#e5f6ec', bar: '#16a34a' },
};

/** Lays out a list of blocks in order. `tight` is for blocks inside list items. */
export function renderBlocks(nodes: Node[], ctx: BlockContext, depth = 0, tight = false): void {
  for (const node of nodes) {
    // Past the byte limit: stop here, renderPdf reports it.
    if (ctx.writer.overflowed) return;
    renderBlock(node, ctx, depth, tight);
  }
}

/**
 * Lays out one block. A block the renderer cannot lay out, or one whose data is not what the
 * schema says, prints its plain text instead: one odd block must not cost the whole PDF.
 */
export function renderBlock(node: Node, ctx: BlockContext, depth = 0, tight = false): void {
  if (depth > MAX_DEPTH) return paragraphOfText(plainText(node), ctx, tight);
  try {
    layoutBlock(node, ctx, depth, tight);
  } catch {
    try {
      paragraphOfText(plainText(node), ctx, tight);
    } catch {
      // Nothing printable in it.
    }
  }
}

function layoutBlock(node: Node, ctx: BlockContext, depth: number, tight: boolean): void {
  const { writer } = ctx;
  const data = dataOf(node);
  switch (node.type) {
    case 'paragraph':
      return paragraph(childNodes(node), ctx, { tight, align: alignOf(data.align) });
    case 'heading-1':
    case 'heading-2':
    case 'heading-3':
      return heading(node, ctx);
    case 'list-ordered':
    case 'list-unordered':
    case 'list-tasks':
      return list(node, ctx, depth, tight);
    case 'list-item':
      return writer.indented(LIST_INDENT, 0, () => renderBlocks(childNodes(node), ctx, depth + 1, true));
    case 'blockquote':
      return blockquote(node, ctx, depth);
    case 'hint':
      return hint(node, ctx, depth);
    case 'code':
      return code(node, ctx, tight);
    case 'code-line':
      return codeText([codeLineText(node)], undefined, ctx, tight);
    case 'math':
      return monospaceLine(str(data.formula) ?? '', ctx, tight);
    case 'divider':
      return divider(ctx);
    case 'images':
      return images(childNodes(node), ctx, alignOf(data.align) ?? 'center');
    case 'image':
    case 'drawing':
      return images([node], ctx, 'center');
    case 'table':
      return renderTable(writer, node, ctx.scope);
    case 'expandable':
      return expandable(node, ctx, depth);
    case 'tabs':
      return titled(
        childNodes(node).map((tab) => ({ title: str(dataOf(tab).title) ?? '', body: childNodes(tab) })),
        ctx,
        depth,
      );
    case 'tabs-item':
      return titled([{ title: str(data.title) ?? '', body: childNodes(node) }], ctx, depth);
    case 'stepper':
      return titled(
        childNodes(node).map((step, i) => ({ title: `Step ${i + 1}`, body: childNodes(step) })),
        ctx,
        depth,
      );
    case 'stepper-step':
    case 'columns':
    case 'column':
    case 'if':
      // Conditional content ('if') is printed whatever its condition: there is no visitor here.
      return renderBlocks(childNodes(node), ctx, depth + 1, tight);
    case 'embed': {
      const url = str(data.url) ?? '';
      return labelled('Embed', resolveRef({ kind: 'url', url }, ctx.scope), ctx, tight);
    }
    case 'file':
      return labelled('File', resolveRef(data.ref, ctx.scope), ctx, tight);
    case 'content-ref':
      return labelled('See', resolveRef(data.ref, ctx.scope), ctx, tight);
    case 'integration': {
      const url = str(data.url);
      const name = str(data.integration) ?? 'integration';
      return labelled(`Integration (${name})`, url ? resolveRef({ kind: 'url', url }, ctx.scope) : { text: str(data.block) ?? '' }, ctx, tight);
    }
    case 'reusable-content':
      return labelled('Reusable content', { text: isNode(data.ref) ? (str(data.ref.reusableContent) ?? '') : '' }, ctx, tight);
    case 'swagger': {
      const ref = resolveRef(data.ref, ctx.scope);
      return labelled('OpenAPI', { ...ref, text: `${str(data.method)?.toUpperCase() ?? ''} ${str(data.path) ?? ''} (${ref.text})`.trim() }, ctx, tight);
    }
    case 'openapi-operation':
      return labelled('OpenAPI operation', { text: `${str(data.method)?.toUpperCase() ?? ''} ${str(data.path) ?? ''}`.trim() }, ctx, tight);
    case 'openapi-webhook':
      return labelled('OpenAPI webhook', { text: `${str(data.method)?.toUpperCase() ?? ''} ${str(data.name) ?? ''}`.trim() }, ctx, tight);
    case 'openapi-schemas':
      return labelled('OpenAPI schemas', { text: Array.isArray(data.schemas) ? data.schemas.filter((s) => typeof s === 'string').join(', ') : '' }, ctx, tight);
    default:
      return paragraphOfText(plainText(node), ctx, tight);
  }
}

function alignOf(value: unknown): 'left' | 'center' | 'right' | undefined {
  if (value === 'center') return 'center';
  if (value === 'end' || value === 'right') return 'right';
  if (value === 'start' || value === 'left') return 'left';
  return undefined;
}

function paragraph(nodes: Node[], ctx: BlockContext, options: { tight: boolean; align?: 'left' | 'center' | 'right'; style?: Style; size?: number; color?: string }): void {
  const runs = inlineRuns(nodes, ctx.scope, options.style);
  writeRuns(ctx.writer, runs, { size: options.size ?? BODY_SIZE, align: options.align, color: options.color });
  ctx.writer.gap(options.tight ? 2 : BLOCK_GAP);
}

function paragraphOfText(text: string, ctx: BlockContext, tight: boolean): void {
  if (!text.trim()) return;
  writeRuns(ctx.writer, [{ text, font: 'regular' }], { size: BODY_SIZE });
  ctx.writer.gap(tight ? 2 : BLOCK_GAP);
}

function heading(node: Node, ctx: BlockContext): void {
  const { writer } = ctx;
  const size = HEADING_SIZES[String(node.type)] ?? BODY_SIZE;
  writer.gap(size * 0.6);
  // Keep a heading with the first lines after it.
  writer.ensureSpace(size * 1.3 + BODY_SIZE * 3);
  writeRuns(writer, inlineRuns(childNodes(node), ctx.scope, { bold: true }), { size, align: alignOf(dataOf(node).align) });
  writer.gap(size * 0.3);
}

function list(node: Node, ctx: BlockContext, depth: number, tight: boolean): void {
  const { writer } = ctx;
  const { doc } = writer;
  const items = childNodes(node);
  const data = dataOf(node);
  const start = typeof data.start === 'number' && Number.isSafeInteger(data.start) ? data.start : 1;
  const level = ctx.listLevel ?? 0;
  const inner = { ...ctx, listLevel: level + 1 };
  writer.setFont('regular', BODY_SIZE);
  const markerWidth = node.type === 'list-ordered' ? Math.max(LIST_INDENT, doc.widthOfString(`${start + items.length}.`) + 6) : LIST_INDENT;
  items.forEach((item, index) => {
    if (item.type !== 'list-item') return renderBlock(item, inner, depth + 1, true);
    const lineHeight = writer.lineHeight('regular', BODY_SIZE);
    writer.ensureSpace(lineHeight * 1.5);
    const x = writer.x;
    const y = doc.y;
    if (node.type === 'list-tasks') checkbox(writer, x, y, dataOf(item).checked === true);
    else {
      const marker = node.type === 'list-ordered' ? `${start + index}.` : BULLETS[level % BULLETS.length];
      writer.stamp(marker, x, y, { font: 'regular', size: BODY_SIZE, color: COLORS.text });
    }
    writer.indented(markerWidth, 0, () => {
      doc.y = y;
      renderBlocks(childNodes(item), inner, depth + 1, true);
    });
  });
  writer.gap(tight ? 0 : BLOCK_GAP - 2);
}

function checkbox(writer: PdfWriter, x: number, y: number, checked: boolean): void {
  const { doc } = writer;
  // The box sits on the baseline and reaches cap height, like the text beside it.
  const size = 7.6;
  const top = y;
  doc.save();
  doc.lineWidth(0.8).strokeColor(COLORS.muted).rect(x + 0.5, top, size, size).stroke();
  if (checked) {
    doc
      .lineWidth(1.2)
      .strokeColor(COLORS.text)
      .moveTo(x + 2.2, top + 4.2)
      .lineTo(x + 4, top + 6.3)
      .lineTo(x + 7.3, top + 1.8)
      .stroke();
  }
  doc.restore();
}

function blockquote(node: Node, ctx: BlockContext, depth: number): void {
  const { writer } = ctx;
  writer.ensureSpace(writer.lineHeight('regular', BODY_SIZE) * 2);
  writer.box('bar', COLORS.bar, () => writer.indented(NEST_INDENT, 0, () => renderBlocks(childNodes(node), ctx, depth + 1)), { width: 2.5 });
  writer.gap(BLOCK_GAP / 2);
}

function hint(node: Node, ctx: BlockContext, depth: number): void {
  const { writer } = ctx;
  const colors = HINT_COLORS[str(dataOf(node).style) ?? ''] ?? HINT_COLORS.info;
  writer.ensureSpace(writer.lineHeight('regular', BODY_SIZE) * 3);
  writer.box('fill', colors.tint, () =>
    writer.box(
      'bar',
      colors.bar,
      () => {
        writer.gap(7);
        writer.indented(12, 8, () => renderBlocks(childNodes(node), ctx, depth + 1));
        writer.gap(1);
      },
      { width: 3 },
    ),
  );
  writer.gap(BLOCK_GAP + 2);
}

function codeLineText(line: Node): string {
  return childNodes(line)
    .map((n) => plainText(n))
    .join('');
}

function code(node: Node, ctx: BlockContext, tight: boolean): void {
  const data = dataOf(node);
  const lines = childNodes(node).map((line) => (line.type === 'code-line' ? codeLineText(line) : plainText(line)));
  const numbered = data.lineNumbers === true ? lines.map((line, i) => `${String(i + 1).padStart(String(lines.length).length)}  ${line}`) : lines;
  codeText(numbered, str(data.title), ctx, tight);
}

function codeText(lines: string[], title: string | undefined, ctx: BlockContext, tight: boolean): void {
  const { writer } = ctx;
  const { doc } = writer;
  const lineHeight = writer.lineHeight('mono', CODE_SIZE);
  writer.ensureSpace(lineHeight * Math.min(lines.length, 3) + 12 + (title ? lineHeight : 0));
  if (title) {
    writeRuns(writer, [{ text: title, font: 'bold' }], { size: CODE_SIZE, color: COLORS.muted });
    writer.gap(2);
  }
  // Spaces are kept as they are (indentation); an empty line still takes its height.
  const text = lines.map((line) => printable(line, { tabSize: 4 }) || ' ').join('\n');
  writer.box('fill', COLORS.codeBackground, () => {
    doc.y += 6;
    writer.indented(8, 8, () => {
      writer.setFont('mono', CODE_SIZE);
      writer.setColor(COLORS.text);
      doc.text(text || ' ', writer.x, doc.y, { width: writer.width, lineGap: LINE_GAP - 0.5 });
    });
    doc.y += 5;
  });
  doc.x = writer.x;
  writer.gap(tight ? 2 : BLOCK_GAP + 2);
}

function monospaceLine(text: string, ctx: BlockContext, tight: boolean): void {
  if (!text.trim()) return;
  ctx.writer.indented(12, 0, () => writeRuns(ctx.writer, [{ text, font: 'mono' }], { size: CODE_SIZE + 1 }));
  ctx.writer.gap(tight ? 2 : BLOCK_GAP);
}

function divider(ctx: BlockContext): void {
  const { writer } = ctx;
  const { doc } = writer;
  writer.ensureSpace(14);
  writer.gap(4);
  doc.save();
  doc
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .moveTo(writer.x, doc.y)
    .lineTo(writer.x + writer.width, doc.y)
    .stroke();
  doc.restore();
  writer.gap(BLOCK_GAP + 4);
}

function labelled(label: string, target: { text: string; link?: string; goTo?: string }, ctx: BlockContext, tight: boolean): void {
  const runs: Run[] = [{ text: `${label}: `, font: 'bold', color: COLORS.muted }];
  if (target.text) {
    const linked = Boolean(target.link || target.goTo);
    runs.push({ text: target.text, font: 'regular', link: target.link, goTo: target.goTo, color: linked ? COLORS.link : undefined, underline: linked });
  }
  writeRuns(ctx.writer, runs, { size: BODY_SIZE });
  ctx.writer.gap(tight ? 2 : BLOCK_GAP);
}

function captionOf(image: Node): string | undefined {
  const caption = fragmentNamed(image, 'caption');
  const text = caption ? plainText(caption).trim() : '';
  return text || str(dataOf(image).alt)?.trim() || undefined;
}

/** Images scaled to fit the width (never enlarged past their own size at 96 dpi), each with its caption. */
function images(nodes: Node[], ctx: BlockContext, align: 'left' | 'center' | 'right'): void {
  const { writer } = ctx;
  const { doc } = writer;
  for (const node of nodes) {
    const ref = imageRef(dataOf(node).ref);
    const decoded = ref ? ctx.images.get(ref) : undefined;
    const caption = captionOf(node);
    let placed = false;
    if (decoded) {
      const scale = Math.min(1, writer.width / (decoded.width * 0.75), (writer.pageHeight * 0.85) / (decoded.height * 0.75));
      const width = Math.max(decoded.width * 0.75 * scale, 1);
      const height = Math.max(decoded.height * 0.75 * scale, 1);
      writer.ensureSpace(height + 4);
      const x = align === 'left' ? writer.x : align === 'right' ? writer.x + writer.width - width : writer.x + (writer.width - width) / 2;
      try {
        doc.image(decoded.image as unknown as Buffer, x, doc.y, { width, height });
        doc.y += height + 4;
        placed = true;
      } catch {
        placed = false;
      }
    }
    if (placed && caption) {
      writeRuns(writer, [{ text: caption, font: 'italic' }], { size: BODY_SIZE - 1.5, color: COLORS.muted, align });
    } else if (!placed) {
      const fallback = caption ?? (node.type === 'drawing' ? 'Drawing' : 'Image');
      writeRuns(writer, [{ text: `[${fallback}]`, font: 'italic' }], { size: BODY_SIZE - 0.5, color: COLORS.muted, align });
    }
    writer.gap(BLOCK_GAP);
  }
}

function expandable(node: Node, ctx: BlockContext, depth: number): void {
  const title = fragmentNamed(node, 'expandable-title');
  const body = fragmentNamed(node, 'expandable-body');
  const titleNodes = title ? childNodes(title).flatMap((p) => (p.type === 'paragraph' ? childNodes(p) : [p])) : [];
  titledBlock(titleNodes, body ? childNodes(body) : fragmentsOf(node).flatMap(childNodes), ctx, depth);
}

function titled(sections: { title: string; body: Node[] }[], ctx: BlockContext, depth: number): void {
  for (const section of sections) titledBlock([{ object: 'text', leaves: [{ object: 'leaf', text: section.title, marks: [] }] }], section.body, ctx, depth);
}

/** A bold title over its body, the body set off by a bar: expandables, tabs, steps. */
function titledBlock(title: Node[], body: Node[], ctx: BlockContext, depth: number): void {
  const { writer } = ctx;
  writer.ensureSpace(writer.lineHeight('bold', BODY_SIZE + 0.5) * 3);
  paragraph(title, ctx, { tight: true, style: { bold: true }, size: BODY_SIZE + 0.5 });
  writer.gap(2);
  writer.box('bar', COLORS.bar, () => writer.indented(NEST_INDENT, 0, () => renderBlocks(body, ctx, depth + 1)), { width: 2 });
  writer.gap(BLOCK_GAP);
}
