import { type Node } from './text';
export type ImageRef = {
    kind: 'file';
    file: string;
} | {
    kind: 'url';
    url: string;
};
export type ImageLoader = (ref: ImageRef) => Promise<Buffer | undefined>;
/** An image pdfkit has parsed (`openImage`), ready to be placed any number of times. */
export type PdfImage = {
    width: number;
    height: number;
    orientation?: number;
};
export type DecodedImage = {
    image: PdfImage;
    width: number;
    height: number;
};
/** Images larger than this are shown as their caption. */
export declare const MAX_IMAGE_BYTES: number;
export declare function imageRef(value: unknown): ImageRef | undefined;
/** Every image a page's blocks will ask for (image blocks and drawings), in document order. */
export declare function collectImageRefs(nodes: Node[], out?: ImageRef[], depth?: number): ImageRef[];
/**
 * Whether pdfkit can embed this PNG without failing. pdfkit decodes some PNGs (alpha, indexed
 * transparency, interlaced) in a zlib callback where a corrupt stream throws outside any
 * caller's reach and would take the process down; the others it copies into the PDF as they
 * are, so a corrupt one would show as a broken image. Both are caught here by inflating the
 * pixel data once and checking each scanline's filter byte.
 */
export declare function isDecodablePng(bytes: Buffer): boolean;
/** Parses image bytes for pdfkit; undefined when they are not a PNG or JPEG it can embed. */
export declare function decodeImage(doc: PDFKit.PDFDocument, bytes: Buffer): DecodedImage | undefined;
/**
 * Loads each distinct image once per PDF, a few at a time, before a page is laid out (layout
 * itself is synchronous). A failed or empty load is remembered as "no image" like bytes that
 * do not decode: the renderer then prints the caption. Once placed, pdfkit drops an image's
 * pixel data, so keeping the parsed images for the whole PDF costs little and lets an image
 * used on many pages be embedded once.
 */
export declare class ImageCache {
    private readonly doc;
    private readonly load;
    private readonly decoded;
    constructor(doc: PDFKit.PDFDocument, load: ImageLoader);
    prefetch(refs: ImageRef[]): Promise<void>;
    get(ref: ImageRef): DecodedImage | undefined;
}
