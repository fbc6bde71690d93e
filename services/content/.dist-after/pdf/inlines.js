"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageDestination = pageDestination;
exports.safeUrl = safeUrl;
exports.resolveRef = resolveRef;
exports.inlineRuns = inlineRuns;
exports.normalizeRuns = normalizeRuns;
exports.writeRuns = writeRuns;
const text_1 = require("./text");
const writer_1 = require("./writer");
function pageDestination(pageId) {
    return `page-${pageId}`;
}
const TEXT_COLORS = {
    green: '#15803d',
    blue: '#1d4ed8',
    red: '#b91c1c',
    orange: '#c2410c',
    yellow: '#a16207',
    purple: '#7e22ce',
    $primary: '#1d4ed8',
    $info: '#1d4ed8',
    $success: '#15803d',
    $warning: '#a16207',
    $danger: '#b91c1c',
};
/**
 * Only web and mail links become link annotations: a PDF viewer opens whatever URI it is
 * given, and `javascript:` or `file:` targets from a stored document have no business there.
 */
function safeUrl(url) {
    try {
        const parsed = new URL(url);
        return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A content reference as text, with where a click should go when that is in reach. */
function resolveRef(ref, scope) {
    if (!(0, text_1.isNode)(ref))
        return { text: '' };
    switch (ref.kind) {
        case 'url': {
            const url = (0, text_1.str)(ref.url) ?? '';
            return { text: url, link: safeUrl(url) };
        }
        case 'page': {
            const page = (0, text_1.str)(ref.page) ?? '';
            const title = scope.pageTitles.get(page);
            // A page of another space is not in this PDF even when the id happens to match.
            if (title !== undefined && ref.space === undefined)
                return { text: title, goTo: pageDestination(page) };
            return { text: title ?? 'page' };
        }
        case 'anchor': {
            const page = (0, text_1.str)(ref.page) ?? scope.currentPageId;
            const anchor = (0, text_1.str)(ref.anchor) ?? '';
            if (scope.pageTitles.has(page) && ref.space === undefined)
                return { text: anchor, goTo: pageDestination(page) };
            return { text: anchor };
        }
        case 'file':
            return { text: (0, text_1.str)(ref.file) ?? 'file' };
        case 'user':
            return { text: 'user' };
        case 'space':
            return { text: 'space' };
        case 'collection':
            return { text: 'collection' };
        case 'reusable-content':
            return { text: 'reusable content' };
        case 'openapi':
            return { text: (0, text_1.str)(ref.spec) ?? 'OpenAPI' };
        default:
            return { text: '' };
    }
}
function linkStyle(style, target) {
    if (!target.link && !target.goTo)
        return style;
    return { ...style, link: target.link, goTo: target.goTo, color: writer_1.COLORS.link, underline: true };
}
function runOf(text, style, options = {}) {
    return {
        text,
        font: (0, text_1.fontKey)({ bold: style.bold, italic: style.italic, mono: style.mono || options.mono }),
        color: style.color,
        link: style.link,
        goTo: style.goTo,
        underline: style.underline,
        strike: style.strike,
    };
}
function leafStyle(marks, style) {
    if (!Array.isArray(marks) || marks.length === 0)
        return style;
    const next = { ...style };
    for (const mark of marks) {
        if (!(0, text_1.isNode)(mark))
            continue;
        switch (mark.type) {
            case 'bold':
                next.bold = true;
                break;
            case 'italic':
                next.italic = true;
                break;
            case 'code':
            case 'keyboard':
                next.mono = true;
                break;
            case 'strikethrough':
                next.strike = true;
                break;
            case 'color': {
                const color = TEXT_COLORS[(0, text_1.str)((0, text_1.dataOf)(mark).text) ?? ''];
                // A link keeps its link colour.
                if (color && !next.link && !next.goTo)
                    next.color = color;
                break;
            }
        }
    }
    return next;
}
/** The runs of a block's inline content (texts and inlines), in reading order. */
function inlineRuns(nodes, scope, style = {}, depth = 0) {
    const runs = [];
    if (depth > 16)
        return [runOf(nodes.map((n) => (0, text_1.plainText)(n)).join(''), style)];
    for (const node of nodes) {
        if (node.object === 'text') {
            if (Array.isArray(node.leaves)) {
                for (const leaf of node.leaves) {
                    if ((0, text_1.isNode)(leaf) && typeof leaf.text === 'string')
                        runs.push(runOf(leaf.text, leafStyle(leaf.marks, style)));
                }
            }
            else if (typeof node.text === 'string') {
                runs.push(runOf(node.text, style));
            }
            continue;
        }
        if (node.object !== 'inline') {
            // A block where inline content was expected: keep its words.
            const text = (0, text_1.plainText)(node);
            if (text)
                runs.push(runOf(text, style));
            continue;
        }
        const data = (0, text_1.dataOf)(node);
        switch (node.type) {
            case 'link':
                runs.push(...inlineRuns((0, text_1.childNodes)(node), scope, linkStyle(style, resolveRef(data.ref, scope)), depth + 1));
                break;
            case 'inline-math':
                runs.push(runOf((0, text_1.str)(data.formula) ?? '', style, { mono: true }));
                break;
            case 'expression':
                runs.push(runOf((0, text_1.str)(data.expression) ?? '', style, { mono: true }));
                break;
            case 'mention': {
                const target = resolveRef(data.ref, scope);
                runs.push(runOf(target.text, linkStyle(style, target)));
                break;
            }
            case 'button': {
                const target = resolveRef(data.ref, scope);
                runs.push(runOf((0, text_1.str)(data.label) ?? target.text, linkStyle({ ...style, bold: true }, target)));
                break;
            }
            case 'inline-image': {
                const alt = (0, text_1.str)(data.alt) ?? (0, text_1.str)(data.caption);
                if (alt)
                    runs.push(runOf(`[${alt}]`, { ...style, italic: true }));
                break;
            }
            case 'emoji':
            case 'icon':
                break;
            case 'annotation':
                // The annotated words; the annotation's own body is a tooltip on the web.
                runs.push(...inlineRuns((0, text_1.childNodes)(node), scope, style, depth + 1));
                break;
            default: {
                const text = (0, text_1.plainText)(node);
                if (text)
                    runs.push(runOf(text, style));
            }
        }
    }
    return runs;
}
function sameStyle(a, b) {
    return a.font === b.font && a.color === b.color && a.link === b.link && a.goTo === b.goTo && a.underline === b.underline && a.strike === b.strike;
}
/** Runs with printable text, empty ones dropped and neighbours in the same style joined. */
function normalizeRuns(runs) {
    const out = [];
    for (const run of runs) {
        const text = (0, text_1.printable)(run.text);
        if (text.length === 0)
            continue;
        const last = out[out.length - 1];
        if (last && sameStyle(last, run))
            last.text += text;
        else
            out.push({ ...run, text });
    }
    return out;
}
/**
 * Lays out runs as one wrapped paragraph at the writer's indent. pdfkit carries the options of
 * a `continued` call into the next one unless they are given again, so every option a run may
 * set is always passed (null for none).
 */
function writeRuns(writer, input, options) {
    const runs = normalizeRuns(input);
    if (runs.length === 0)
        return false;
    const { doc } = writer;
    const base = options.color ?? writer_1.COLORS.text;
    writer.ensureSpace(writer.lineHeight(runs[0].font, options.size));
    const x = writer.x;
    const y = doc.y;
    runs.forEach((run, index) => {
        // Courier looks a size larger than Helvetica at the same size.
        writer.setFont(run.font, run.font.startsWith('mono') ? options.size * 0.92 : options.size);
        writer.setColor(run.color ?? base);
        const textOptions = {
            width: writer.width,
            lineGap: options.lineGap ?? writer_1.LINE_GAP,
            continued: index < runs.length - 1,
            // pdfkit aligns each continued segment on its own; alignment is kept for single runs only.
            align: runs.length === 1 ? (options.align ?? 'left') : 'left',
            link: run.link ?? null,
            goTo: run.goTo ?? null,
            underline: run.underline ?? false,
            strike: run.strike ?? false,
            destination: index === 0 ? (options.destination ?? null) : null,
        };
        if (index === 0)
            doc.text(run.text, x, y, textOptions);
        else
            doc.text(run.text, textOptions);
    });
    writer.setColor(writer_1.COLORS.text);
    doc.x = writer.x;
    return true;
}
//# sourceMappingURL=inlines.js.map