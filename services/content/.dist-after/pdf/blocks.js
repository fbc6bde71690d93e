"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderBlocks = renderBlocks;
exports.renderBlock = renderBlock;
const images_1 = require("./images");
const inlines_1 = require("./inlines");
const table_1 = require("./table");
const text_1 = require("./text");
const writer_1 = require("./writer");
const HEADING_SIZES = { 'heading-1': 17, 'heading-2': 14.5, 'heading-3': 12.5 };
const CODE_SIZE = 9;
const LIST_INDENT = 16;
const NEST_INDENT = 14;
const MAX_DEPTH = 24;
const BULLETS = ['•', '–', '·'];
const HINT_COLORS = {
    info: { tint: '#e8f1fd', bar: '#3b82f6' },
    warning: { tint: '#fdf3dc', bar: '#d97706' },
    danger: { tint: '#fde8e8', bar: '#dc2626' },
    success: { tint: '#e5f6ec', bar: '#16a34a' },
};
/** Lays out a list of blocks in order. `tight` is for blocks inside list items. */
function renderBlocks(nodes, ctx, depth = 0, tight = false) {
    for (const node of nodes) {
        // Past the byte limit: stop here, renderPdf reports it.
        if (ctx.writer.overflowed)
            return;
        renderBlock(node, ctx, depth, tight);
    }
}
/**
 * Lays out one block. A block the renderer cannot lay out, or one whose data is not what the
 * schema says, prints its plain text instead: one odd block must not cost the whole PDF.
 */
function renderBlock(node, ctx, depth = 0, tight = false) {
    if (depth > MAX_DEPTH)
        return paragraphOfText((0, text_1.plainText)(node), ctx, tight);
    try {
        layoutBlock(node, ctx, depth, tight);
    }
    catch {
        try {
            paragraphOfText((0, text_1.plainText)(node), ctx, tight);
        }
        catch {
            // Nothing printable in it.
        }
    }
}
function layoutBlock(node, ctx, depth, tight) {
    const { writer } = ctx;
    const data = (0, text_1.dataOf)(node);
    switch (node.type) {
        case 'paragraph':
            return paragraph((0, text_1.childNodes)(node), ctx, { tight, align: alignOf(data.align) });
        case 'heading-1':
        case 'heading-2':
        case 'heading-3':
            return heading(node, ctx);
        case 'list-ordered':
        case 'list-unordered':
        case 'list-tasks':
            return list(node, ctx, depth, tight);
        case 'list-item':
            return writer.indented(LIST_INDENT, 0, () => renderBlocks((0, text_1.childNodes)(node), ctx, depth + 1, true));
        case 'blockquote':
            return blockquote(node, ctx, depth);
        case 'hint':
            return hint(node, ctx, depth);
        case 'code':
            return code(node, ctx, tight);
        case 'code-line':
            return codeText([codeLineText(node)], undefined, ctx, tight);
        case 'math':
            return monospaceLine((0, text_1.str)(data.formula) ?? '', ctx, tight);
        case 'divider':
            return divider(ctx);
        case 'images':
            return images((0, text_1.childNodes)(node), ctx, alignOf(data.align) ?? 'center');
        case 'image':
        case 'drawing':
            return images([node], ctx, 'center');
        case 'table':
            return (0, table_1.renderTable)(writer, node, ctx.scope);
        case 'expandable':
            return expandable(node, ctx, depth);
        case 'tabs':
            return titled((0, text_1.childNodes)(node).map((tab) => ({ title: (0, text_1.str)((0, text_1.dataOf)(tab).title) ?? '', body: (0, text_1.childNodes)(tab) })), ctx, depth);
        case 'tabs-item':
            return titled([{ title: (0, text_1.str)(data.title) ?? '', body: (0, text_1.childNodes)(node) }], ctx, depth);
        case 'stepper':
            return titled((0, text_1.childNodes)(node).map((step, i) => ({ title: `Step ${i + 1}`, body: (0, text_1.childNodes)(step) })), ctx, depth);
        case 'stepper-step':
        case 'columns':
        case 'column':
        case 'if':
            // Conditional content ('if') is printed whatever its condition: there is no visitor here.
            return renderBlocks((0, text_1.childNodes)(node), ctx, depth + 1, tight);
        case 'embed': {
            const url = (0, text_1.str)(data.url) ?? '';
            return labelled('Embed', (0, inlines_1.resolveRef)({ kind: 'url', url }, ctx.scope), ctx, tight);
        }
        case 'file':
            return labelled('File', (0, inlines_1.resolveRef)(data.ref, ctx.scope), ctx, tight);
        case 'content-ref':
            return labelled('See', (0, inlines_1.resolveRef)(data.ref, ctx.scope), ctx, tight);
        case 'integration': {
            const url = (0, text_1.str)(data.url);
            const name = (0, text_1.str)(data.integration) ?? 'integration';
            return labelled(`Integration (${name})`, url ? (0, inlines_1.resolveRef)({ kind: 'url', url }, ctx.scope) : { text: (0, text_1.str)(data.block) ?? '' }, ctx, tight);
        }
        case 'reusable-content':
            return labelled('Reusable content', { text: (0, text_1.isNode)(data.ref) ? ((0, text_1.str)(data.ref.reusableContent) ?? '') : '' }, ctx, tight);
        case 'swagger': {
            const ref = (0, inlines_1.resolveRef)(data.ref, ctx.scope);
            return labelled('OpenAPI', { ...ref, text: `${(0, text_1.str)(data.method)?.toUpperCase() ?? ''} ${(0, text_1.str)(data.path) ?? ''} (${ref.text})`.trim() }, ctx, tight);
        }
        case 'openapi-operation':
            return labelled('OpenAPI operation', { text: `${(0, text_1.str)(data.method)?.toUpperCase() ?? ''} ${(0, text_1.str)(data.path) ?? ''}`.trim() }, ctx, tight);
        case 'openapi-webhook':
            return labelled('OpenAPI webhook', { text: `${(0, text_1.str)(data.method)?.toUpperCase() ?? ''} ${(0, text_1.str)(data.name) ?? ''}`.trim() }, ctx, tight);
        case 'openapi-schemas':
            return labelled('OpenAPI schemas', { text: Array.isArray(data.schemas) ? data.schemas.filter((s) => typeof s === 'string').join(', ') : '' }, ctx, tight);
        default:
            return paragraphOfText((0, text_1.plainText)(node), ctx, tight);
    }
}
function alignOf(value) {
    if (value === 'center')
        return 'center';
    if (value === 'end' || value === 'right')
        return 'right';
    if (value === 'start' || value === 'left')
        return 'left';
    return undefined;
}
function paragraph(nodes, ctx, options) {
    const runs = (0, inlines_1.inlineRuns)(nodes, ctx.scope, options.style);
    (0, inlines_1.writeRuns)(ctx.writer, runs, { size: options.size ?? writer_1.BODY_SIZE, align: options.align, color: options.color });
    ctx.writer.gap(options.tight ? 2 : writer_1.BLOCK_GAP);
}
function paragraphOfText(text, ctx, tight) {
    if (!text.trim())
        return;
    (0, inlines_1.writeRuns)(ctx.writer, [{ text, font: 'regular' }], { size: writer_1.BODY_SIZE });
    ctx.writer.gap(tight ? 2 : writer_1.BLOCK_GAP);
}
function heading(node, ctx) {
    const { writer } = ctx;
    const size = HEADING_SIZES[String(node.type)] ?? writer_1.BODY_SIZE;
    writer.gap(size * 0.6);
    // Keep a heading with the first lines after it.
    writer.ensureSpace(size * 1.3 + writer_1.BODY_SIZE * 3);
    (0, inlines_1.writeRuns)(writer, (0, inlines_1.inlineRuns)((0, text_1.childNodes)(node), ctx.scope, { bold: true }), { size, align: alignOf((0, text_1.dataOf)(node).align) });
    writer.gap(size * 0.3);
}
function list(node, ctx, depth, tight) {
    const { writer } = ctx;
    const { doc } = writer;
    const items = (0, text_1.childNodes)(node);
    const data = (0, text_1.dataOf)(node);
    const start = typeof data.start === 'number' && Number.isSafeInteger(data.start) ? data.start : 1;
    const level = ctx.listLevel ?? 0;
    const inner = { ...ctx, listLevel: level + 1 };
    writer.setFont('regular', writer_1.BODY_SIZE);
    const markerWidth = node.type === 'list-ordered' ? Math.max(LIST_INDENT, doc.widthOfString(`${start + items.length}.`) + 6) : LIST_INDENT;
    items.forEach((item, index) => {
        if (item.type !== 'list-item')
            return renderBlock(item, inner, depth + 1, true);
        const lineHeight = writer.lineHeight('regular', writer_1.BODY_SIZE);
        writer.ensureSpace(lineHeight * 1.5);
        const x = writer.x;
        const y = doc.y;
        if (node.type === 'list-tasks')
            checkbox(writer, x, y, (0, text_1.dataOf)(item).checked === true);
        else {
            const marker = node.type === 'list-ordered' ? `${start + index}.` : BULLETS[level % BULLETS.length];
            writer.stamp(marker, x, y, { font: 'regular', size: writer_1.BODY_SIZE, color: writer_1.COLORS.text });
        }
        writer.indented(markerWidth, 0, () => {
            doc.y = y;
            renderBlocks((0, text_1.childNodes)(item), inner, depth + 1, true);
        });
    });
    writer.gap(tight ? 0 : writer_1.BLOCK_GAP - 2);
}
function checkbox(writer, x, y, checked) {
    const { doc } = writer;
    // The box sits on the baseline and reaches cap height, like the text beside it.
    const size = 7.6;
    const top = y;
    doc.save();
    doc.lineWidth(0.8).strokeColor(writer_1.COLORS.muted).rect(x + 0.5, top, size, size).stroke();
    if (checked) {
        doc
            .lineWidth(1.2)
            .strokeColor(writer_1.COLORS.text)
            .moveTo(x + 2.2, top + 4.2)
            .lineTo(x + 4, top + 6.3)
            .lineTo(x + 7.3, top + 1.8)
            .stroke();
    }
    doc.restore();
}
function blockquote(node, ctx, depth) {
    const { writer } = ctx;
    writer.ensureSpace(writer.lineHeight('regular', writer_1.BODY_SIZE) * 2);
    writer.box('bar', writer_1.COLORS.bar, () => writer.indented(NEST_INDENT, 0, () => renderBlocks((0, text_1.childNodes)(node), ctx, depth + 1)), { width: 2.5 });
    writer.gap(writer_1.BLOCK_GAP / 2);
}
function hint(node, ctx, depth) {
    const { writer } = ctx;
    const colors = HINT_COLORS[(0, text_1.str)((0, text_1.dataOf)(node).style) ?? ''] ?? HINT_COLORS.info;
    writer.ensureSpace(writer.lineHeight('regular', writer_1.BODY_SIZE) * 3);
    writer.box('fill', colors.tint, () => writer.box('bar', colors.bar, () => {
        writer.gap(7);
        writer.indented(12, 8, () => renderBlocks((0, text_1.childNodes)(node), ctx, depth + 1));
        writer.gap(1);
    }, { width: 3 }));
    writer.gap(writer_1.BLOCK_GAP + 2);
}
function codeLineText(line) {
    return (0, text_1.childNodes)(line)
        .map((n) => (0, text_1.plainText)(n))
        .join('');
}
function code(node, ctx, tight) {
    const data = (0, text_1.dataOf)(node);
    const lines = (0, text_1.childNodes)(node).map((line) => (line.type === 'code-line' ? codeLineText(line) : (0, text_1.plainText)(line)));
    const numbered = data.lineNumbers === true ? lines.map((line, i) => `${String(i + 1).padStart(String(lines.length).length)}  ${line}`) : lines;
    codeText(numbered, (0, text_1.str)(data.title), ctx, tight);
}
function codeText(lines, title, ctx, tight) {
    const { writer } = ctx;
    const { doc } = writer;
    const lineHeight = writer.lineHeight('mono', CODE_SIZE);
    writer.ensureSpace(lineHeight * Math.min(lines.length, 3) + 12 + (title ? lineHeight : 0));
    if (title) {
        (0, inlines_1.writeRuns)(writer, [{ text: title, font: 'bold' }], { size: CODE_SIZE, color: writer_1.COLORS.muted });
        writer.gap(2);
    }
    // Spaces are kept as they are (indentation); an empty line still takes its height.
    const text = lines.map((line) => (0, text_1.printable)(line, { tabSize: 4 }) || ' ').join('\n');
    writer.box('fill', writer_1.COLORS.codeBackground, () => {
        doc.y += 6;
        writer.indented(8, 8, () => {
            writer.setFont('mono', CODE_SIZE);
            writer.setColor(writer_1.COLORS.text);
            doc.text(text || ' ', writer.x, doc.y, { width: writer.width, lineGap: writer_1.LINE_GAP - 0.5 });
        });
        doc.y += 5;
    });
    doc.x = writer.x;
    writer.gap(tight ? 2 : writer_1.BLOCK_GAP + 2);
}
function monospaceLine(text, ctx, tight) {
    if (!text.trim())
        return;
    ctx.writer.indented(12, 0, () => (0, inlines_1.writeRuns)(ctx.writer, [{ text, font: 'mono' }], { size: CODE_SIZE + 1 }));
    ctx.writer.gap(tight ? 2 : writer_1.BLOCK_GAP);
}
function divider(ctx) {
    const { writer } = ctx;
    const { doc } = writer;
    writer.ensureSpace(14);
    writer.gap(4);
    doc.save();
    doc
        .lineWidth(0.75)
        .strokeColor(writer_1.COLORS.rule)
        .moveTo(writer.x, doc.y)
        .lineTo(writer.x + writer.width, doc.y)
        .stroke();
    doc.restore();
    writer.gap(writer_1.BLOCK_GAP + 4);
}
function labelled(label, target, ctx, tight) {
    const runs = [{ text: `${label}: `, font: 'bold', color: writer_1.COLORS.muted }];
    if (target.text) {
        const linked = Boolean(target.link || target.goTo);
        runs.push({ text: target.text, font: 'regular', link: target.link, goTo: target.goTo, color: linked ? writer_1.COLORS.link : undefined, underline: linked });
    }
    (0, inlines_1.writeRuns)(ctx.writer, runs, { size: writer_1.BODY_SIZE });
    ctx.writer.gap(tight ? 2 : writer_1.BLOCK_GAP);
}
function captionOf(image) {
    const caption = (0, text_1.fragmentNamed)(image, 'caption');
    const text = caption ? (0, text_1.plainText)(caption).trim() : '';
    return text || (0, text_1.str)((0, text_1.dataOf)(image).alt)?.trim() || undefined;
}
/** Images scaled to fit the width (never enlarged past their own size at 96 dpi), each with its caption. */
function images(nodes, ctx, align) {
    const { writer } = ctx;
    const { doc } = writer;
    for (const node of nodes) {
        const ref = (0, images_1.imageRef)((0, text_1.dataOf)(node).ref);
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
                doc.image(decoded.image, x, doc.y, { width, height });
                doc.y += height + 4;
                placed = true;
            }
            catch {
                placed = false;
            }
        }
        if (placed && caption) {
            (0, inlines_1.writeRuns)(writer, [{ text: caption, font: 'italic' }], { size: writer_1.BODY_SIZE - 1.5, color: writer_1.COLORS.muted, align });
        }
        else if (!placed) {
            const fallback = caption ?? (node.type === 'drawing' ? 'Drawing' : 'Image');
            (0, inlines_1.writeRuns)(writer, [{ text: `[${fallback}]`, font: 'italic' }], { size: writer_1.BODY_SIZE - 0.5, color: writer_1.COLORS.muted, align });
        }
        writer.gap(writer_1.BLOCK_GAP);
    }
}
function expandable(node, ctx, depth) {
    const title = (0, text_1.fragmentNamed)(node, 'expandable-title');
    const body = (0, text_1.fragmentNamed)(node, 'expandable-body');
    const titleNodes = title ? (0, text_1.childNodes)(title).flatMap((p) => (p.type === 'paragraph' ? (0, text_1.childNodes)(p) : [p])) : [];
    titledBlock(titleNodes, body ? (0, text_1.childNodes)(body) : (0, text_1.fragmentsOf)(node).flatMap(text_1.childNodes), ctx, depth);
}
function titled(sections, ctx, depth) {
    for (const section of sections)
        titledBlock([{ object: 'text', leaves: [{ object: 'leaf', text: section.title, marks: [] }] }], section.body, ctx, depth);
}
/** A bold title over its body, the body set off by a bar: expandables, tabs, steps. */
function titledBlock(title, body, ctx, depth) {
    const { writer } = ctx;
    writer.ensureSpace(writer.lineHeight('bold', writer_1.BODY_SIZE + 0.5) * 3);
    paragraph(title, ctx, { tight: true, style: { bold: true }, size: writer_1.BODY_SIZE + 0.5 });
    writer.gap(2);
    writer.box('bar', writer_1.COLORS.bar, () => writer.indented(NEST_INDENT, 0, () => renderBlocks(body, ctx, depth + 1)), { width: 2 });
    writer.gap(writer_1.BLOCK_GAP);
}
//# sourceMappingURL=blocks.js.map