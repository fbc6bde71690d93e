import { type FontKey, type Node } from './text';
import { type PdfWriter } from './writer';
/** A stretch of text in one style: one pdfkit `text(..., { continued })` call. */
export type Run = {
    text: string;
    font: FontKey;
    color?: string;
    link?: string;
    goTo?: string;
    underline?: boolean;
    strike?: boolean;
};
export type Style = {
    bold?: boolean;
    italic?: boolean;
    mono?: boolean;
    color?: string;
    link?: string;
    goTo?: string;
    underline?: boolean;
    strike?: boolean;
};
/** What link targets can resolve to: the pages of this PDF, by id. */
export type LinkScope = {
    pageTitles: ReadonlyMap<string, string>;
    currentPageId: string;
};
export declare function pageDestination(pageId: string): string;
/**
 * Only web and mail links become link annotations: a PDF viewer opens whatever URI it is
 * given, and `javascript:` or `file:` targets from a stored document have no business there.
 */
export declare function safeUrl(url: string): string | undefined;
/** A content reference as text, with where a click should go when that is in reach. */
export declare function resolveRef(ref: unknown, scope: LinkScope): {
    text: string;
    link?: string;
    goTo?: string;
};
/** The runs of a block's inline content (texts and inlines), in reading order. */
export declare function inlineRuns(nodes: Node[], scope: LinkScope, style?: Style, depth?: number): Run[];
/** Runs with printable text, empty ones dropped and neighbours in the same style joined. */
export declare function normalizeRuns(runs: Run[]): Run[];
export type ParagraphOptions = {
    size: number;
    color?: string;
    align?: 'left' | 'center' | 'right';
    destination?: string;
    lineGap?: number;
};
/**
 * Lays out runs as one wrapped paragraph at the writer's indent. pdfkit carries the options of
 * a `continued` call into the next one unless they are given again, so every option a run may
 * set is always passed (null for none).
 */
export declare function writeRuns(writer: PdfWriter, input: Run[], options: ParagraphOptions): boolean;
