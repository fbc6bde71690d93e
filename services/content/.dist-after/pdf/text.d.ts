/**
 * Text helpers shared by the PDF renderer: the fonts it uses, what those fonts can show, and
 * the plain text of any document node (the fallback for everything the renderer has no layout
 * for).
 */
/**
 * The PDF standard fonts that pdfkit ships (no font files to install or embed). They cover
 * WinAnsi (Latin-1 and some punctuation) only; `printable` maps the rest.
 */
export declare const FONTS: {
    readonly regular: "Helvetica";
    readonly bold: "Helvetica-Bold";
    readonly italic: "Helvetica-Oblique";
    readonly boldItalic: "Helvetica-BoldOblique";
    readonly mono: "Courier";
    readonly monoBold: "Courier-Bold";
    readonly monoItalic: "Courier-Oblique";
    readonly monoBoldItalic: "Courier-BoldOblique";
};
export type FontKey = keyof typeof FONTS;
export declare function fontKey(style: {
    bold?: boolean;
    italic?: boolean;
    mono?: boolean;
}): FontKey;
/**
 * Text the standard fonts can draw: characters outside WinAnsi are transliterated when Unicode
 * decomposition gives a Latin base letter (ő -> o), replaced by a stand-in, dropped (emoji,
 * joiners, control characters) or else shown as '?'. Without this, pdfkit writes the low byte of
 * the code point and the PDF shows an unrelated glyph.
 */
export declare function printable(text: string, options?: {
    tabSize?: number;
}): string;
/** A loosely typed document node: stored documents are read defensively, never trusted. */
export type Node = {
    object?: unknown;
    type?: unknown;
    key?: unknown;
    nodes?: unknown;
    leaves?: unknown;
    fragments?: unknown;
    fragment?: unknown;
    text?: unknown;
    data?: unknown;
    [key: string]: unknown;
};
export declare function isNode(value: unknown): value is Node;
export declare function childNodes(node: Node): Node[];
export declare function fragmentsOf(node: Node): Node[];
/** The fragment of a block named `name` (its `fragment` field, falling back to `type`). */
export declare function fragmentNamed(node: Node, name: string): Node | undefined;
export declare function dataOf(node: Node): Record<string, unknown>;
export declare function str(value: unknown): string | undefined;
/**
 * The text a reader would see in a node, blocks separated by newlines. Used for every node
 * kind the renderer does not lay out itself, and for table cells.
 */
export declare function plainText(node: Node, depth?: number): string;
