"use strict";
/**
 * Text helpers shared by the PDF renderer: the fonts it uses, what those fonts can show, and
 * the plain text of any document node (the fallback for everything the renderer has no layout
 * for).
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.FONTS = void 0;
exports.fontKey = fontKey;
exports.printable = printable;
exports.isNode = isNode;
exports.childNodes = childNodes;
exports.fragmentsOf = fragmentsOf;
exports.fragmentNamed = fragmentNamed;
exports.dataOf = dataOf;
exports.str = str;
exports.plainText = plainText;
/**
 * The PDF standard fonts that pdfkit ships (no font files to install or embed). They cover
 * WinAnsi (Latin-1 and some punctuation) only; `printable` maps the rest.
 */
exports.FONTS = {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    italic: 'Helvetica-Oblique',
    boldItalic: 'Helvetica-BoldOblique',
    mono: 'Courier',
    monoBold: 'Courier-Bold',
    monoItalic: 'Courier-Oblique',
    monoBoldItalic: 'Courier-BoldOblique',
};
function fontKey(style) {
    const { bold = false, italic = false, mono = false } = style;
    if (mono)
        return bold ? (italic ? 'monoBoldItalic' : 'monoBold') : italic ? 'monoItalic' : 'mono';
    return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
}
/** The characters above U+00FF that WinAnsi encodes (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™');
/** Common characters outside WinAnsi with a readable stand-in. */
const STAND_INS = {
    '→': '->',
    '←': '<-',
    '↔': '<->',
    '⇒': '=>',
    '⇐': '<=',
    '≤': '<=',
    '≥': '>=',
    '≠': '!=',
    '≈': '~',
    '−': '-',
    '‐': '-',
    '‑': '-',
    '‒': '-',
    '―': '-',
    '′': "'",
    '″': '"',
    '✓': 'v',
    '✔': 'v',
    '✗': 'x',
    '✘': 'x',
    '☐': '[ ]',
    '☑': '[x]',
    '☒': '[x]',
    '◦': '-',
    '▪': '-',
    '■': '-',
    '●': '•',
    '∞': 'inf',
};
// Emoji and the invisible characters that build them have no glyph in the standard fonts and
// no useful stand-in: they are dropped rather than printed as '?'.
const INVISIBLE = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200B-\u200D\u2060\uFE00-\uFE0F\uFEFF\u{E0020}-\u{E007F}]/u;
const COMBINING = /\p{M}/u;
const COMBINING_ALL = /\p{M}/gu;
const SIMPLE = /^[\x20-\x7E\n]*$/;
function encodable(ch) {
    const code = ch.codePointAt(0);
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}
/**
 * Text the standard fonts can draw: characters outside WinAnsi are transliterated when Unicode
 * decomposition gives a Latin base letter (ő -> o), replaced by a stand-in, dropped (emoji,
 * joiners, control characters) or else shown as '?'. Without this, pdfkit writes the low byte of
 * the code point and the PDF shows an unrelated glyph.
 */
function printable(text, options = {}) {
    if (SIMPLE.test(text))
        return text;
    const tab = ' '.repeat(options.tabSize ?? 1);
    let out = '';
    for (const ch of text) {
        if (ch === '\n')
            out += ch;
        else if (ch === '\t')
            out += tab;
        else if (encodable(ch))
            out += ch;
        else if (STAND_INS[ch] !== undefined)
            out += STAND_INS[ch];
        else if (ch === '\r' || ch.codePointAt(0) < 0x20 || (ch.codePointAt(0) >= 0x7f && ch.codePointAt(0) < 0xa0) || INVISIBLE.test(ch))
            continue;
        else if (COMBINING.test(ch))
            continue;
        else {
            const base = ch.normalize('NFKD').replace(COMBINING_ALL, '');
            out += base.length > 0 && [...base].every(encodable) ? base : '?';
        }
    }
    return out;
}
function isNode(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function childNodes(node) {
    return Array.isArray(node.nodes) ? node.nodes.filter(isNode) : [];
}
function fragmentsOf(node) {
    return Array.isArray(node.fragments) ? node.fragments.filter(isNode) : [];
}
/** The fragment of a block named `name` (its `fragment` field, falling back to `type`). */
function fragmentNamed(node, name) {
    return fragmentsOf(node).find((f) => f.fragment === name) ?? fragmentsOf(node).find((f) => f.fragment === undefined && f.type === name);
}
function dataOf(node) {
    return isNode(node.data) ? node.data : {};
}
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
const MAX_PLAIN_DEPTH = 512;
/**
 * The text a reader would see in a node, blocks separated by newlines. Used for every node
 * kind the renderer does not lay out itself, and for table cells.
 */
function plainText(node, depth = 0) {
    if (depth > MAX_PLAIN_DEPTH)
        return '';
    if (node.object === 'text') {
        if (!Array.isArray(node.leaves))
            return str(node.text) ?? '';
        return node.leaves.map((leaf) => (isNode(leaf) ? (str(leaf.text) ?? '') : '')).join('');
    }
    if (node.object === 'leaf')
        return str(node.text) ?? '';
    const data = dataOf(node);
    if (node.object === 'inline') {
        switch (node.type) {
            case 'inline-math':
                return str(data.formula) ?? '';
            case 'expression':
                return str(data.expression) ?? '';
            case 'emoji':
            case 'icon':
                return '';
            case 'inline-image':
                return str(data.alt) ?? str(data.caption) ?? '';
            case 'button':
                return str(data.label) ?? '';
            default:
                return childNodes(node)
                    .map((n) => plainText(n, depth + 1))
                    .join('');
        }
    }
    const children = childNodes(node);
    const inline = children.length > 0 && children.every((n) => n.object === 'text' || n.object === 'inline');
    let text = inline
        ? children.map((n) => plainText(n, depth + 1)).join('')
        : [...children, ...fragmentsOf(node)]
            .map((n) => plainText(n, depth + 1))
            .filter((p) => p.length > 0)
            .join('\n');
    if (text.length === 0) {
        // Void blocks carry their meaning in data: a formula, a URL, a title.
        text = str(data.formula) ?? str(data.url) ?? str(data.title) ?? '';
    }
    return text;
}
//# sourceMappingURL=text.js.map