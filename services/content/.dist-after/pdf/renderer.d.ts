import type { JSONDocument } from '@gitbook/api';
import { type ImageRef } from './images';
export type PdfPage = {
    id: string;
    title: string;
    /** 0 = top level. */
    depth: number;
    document: JSONDocument;
};
export type PdfSource = {
    /** The space title. */
    title: string;
    subtitle?: string;
    /** In reading order; a top-level page starts a new PDF page. */
    pages: PdfPage[];
    /**
     * The bytes of an image the documents refer to, or undefined when there are none to give
     * (then the image's caption is printed). Called at most once per distinct reference, a few
     * calls at a time; URL references are passed too, and whether to fetch them is the caller's
     * decision. A rejection is treated like undefined.
     */
    loadImage(ref: ImageRef): Promise<Buffer | undefined>;
};
export type PdfLimits = {
    maxPages?: number;
    maxBytes?: number;
};
export declare const DEFAULT_MAX_PAGES = 2000;
export declare const DEFAULT_MAX_BYTES: number;
/** The source has more pages than `maxPages`, or the PDF grew past `maxBytes`. */
export declare class PdfTooLargeError extends Error {
    readonly limit: 'pages' | 'bytes';
    readonly max: number;
    readonly code = "PDF_TOO_LARGE";
    constructor(limit: 'pages' | 'bytes', max: number);
}
/**
 * Renders a space (or change request) as a PDF: a title page, then every page in order with
 * its title as a heading and its document's blocks. Rendering never fails on content it does
 * not understand (that prints as plain text); it fails only with PdfTooLargeError.
 */
export declare function renderPdf(source: PdfSource, limits?: PdfLimits): Promise<Buffer>;
