import { type FontKey } from './text';
export declare const COLORS: {
    readonly text: "#1f2328";
    readonly muted: "#6b7280";
    readonly link: "#1d4ed8";
    readonly rule: "#d0d7de";
    readonly bar: "#d0d7de";
    readonly codeBackground: "#f3f4f6";
    readonly tableHeader: "#f3f4f6";
};
export declare const BODY_SIZE = 10.5;
export declare const LINE_GAP = 2;
export declare const BLOCK_GAP = 6;
type Box = {
    kind: 'fill' | 'bar';
    color: string;
    x: number;
    width: number;
    startY: number;
};
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
export declare class PdfWriter {
    readonly doc: PDFKit.PDFDocument;
    readonly contentWidth: number;
    pageNumber: number;
    bytes: number;
    /** The byte limit was passed: the renderer stops at its next check. */
    overflowed: boolean;
    private readonly chunks;
    private readonly ended;
    private indentLeft;
    private indentRight;
    private font;
    private size;
    private color;
    private boxes;
    private multiply;
    private footerTitle;
    constructor(options: {
        title: string;
        maxBytes: number;
    });
    /** Ends the document; resolves to the bytes, or to undefined when the byte limit was passed. */
    finish(): Promise<Buffer | undefined>;
    get x(): number;
    get width(): number;
    get y(): number;
    set y(value: number);
    get top(): number;
    get bottom(): number;
    /** Height of a full page of content. */
    get pageHeight(): number;
    get atPageTop(): boolean;
    /** Footer text for every page after this one. */
    setFooterTitle(title: string): void;
    /** Lays out `render` indented; the indent never takes more than 60% of the width. */
    indented(left: number, right: number, render: () => void): void;
    /** Starts a new page unless the current one is still empty. */
    newPage(): void;
    /** Moves to the next page when `height` does not fit below (unless already at the top). */
    ensureSpace(height: number): void;
    /** Vertical space, dropped at the top of a page. */
    gap(height: number): void;
    setFont(font: FontKey, size: number): void;
    setColor(color: string): void;
    /** A filled rectangle that leaves the text colour as it was. */
    fillRect(x: number, y: number, width: number, height: number, color: string): void;
    lineHeight(font?: FontKey, size?: number): number;
    /** Draws one line of text at an exact position without moving the flow. */
    stamp(text: string, x: number, y: number, options: {
        font: FontKey;
        size: number;
        color: string;
        width?: number;
        align?: 'left' | 'right' | 'center';
    }): void;
    /**
     * Lays out `render` inside a box: a tinted background ('fill', spanning the current width) or
     * a narrow bar at the left edge ('bar'). The box is drawn after its content, page by page.
     */
    box(kind: Box['kind'], color: string, render: () => void, geometry?: {
        x?: number;
        width?: number;
    }): void;
    private drawBox;
    private endPage;
    private startPage;
    private applyFont;
}
export {};
