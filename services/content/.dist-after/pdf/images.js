"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImageCache = exports.MAX_IMAGE_BYTES = void 0;
exports.imageRef = imageRef;
exports.collectImageRefs = collectImageRefs;
exports.isDecodablePng = isDecodablePng;
exports.decodeImage = decodeImage;
const node_zlib_1 = require("node:zlib");
const text_1 = require("./text");
/** Images larger than this are shown as their caption. */
exports.MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const LOAD_CONCURRENCY = 4;
function imageRef(value) {
    if (!(0, text_1.isNode)(value))
        return undefined;
    if (value.kind === 'file' && typeof value.file === 'string' && value.file)
        return { kind: 'file', file: value.file };
    if (value.kind === 'url' && typeof value.url === 'string' && value.url)
        return { kind: 'url', url: value.url };
    return undefined;
}
function keyOf(ref) {
    return ref.kind === 'file' ? `file:${ref.file}` : `url:${ref.url}`;
}
/** Every image a page's blocks will ask for (image blocks and drawings), in document order. */
function collectImageRefs(nodes, out = [], depth = 0) {
    if (depth > 64)
        return out;
    for (const node of nodes) {
        if (node.object !== 'block' && node.object !== 'fragment')
            continue;
        if (node.type === 'image' || node.type === 'drawing') {
            const ref = imageRef((0, text_1.dataOf)(node).ref);
            if (ref)
                out.push(ref);
        }
        collectImageRefs((0, text_1.childNodes)(node), out, depth + 1);
        collectImageRefs((0, text_1.fragmentsOf)(node), out, depth + 1);
    }
    return out;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DEPTHS = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const PNG_CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
];
function pngHeader(bytes) {
    if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
        return undefined;
    let header;
    let hasPalette = false;
    const data = [];
    let pos = 8;
    while (pos + 12 <= bytes.length) {
        const length = bytes.readUInt32BE(pos);
        const type = bytes.toString('latin1', pos + 4, pos + 8);
        const start = pos + 8;
        const end = start + length;
        if (end + 4 > bytes.length)
            return undefined;
        if (type === 'IHDR') {
            if (length !== 13 || header)
                return undefined;
            header = {
                width: bytes.readUInt32BE(start),
                height: bytes.readUInt32BE(start + 4),
                bitDepth: bytes[start + 8],
                colorType: bytes[start + 9],
                interlaced: bytes[start + 12] === 1,
            };
            if (bytes[start + 10] !== 0 || bytes[start + 11] !== 0 || bytes[start + 12] > 1)
                return undefined;
        }
        else if (!header) {
            return undefined;
        }
        else if (type === 'PLTE') {
            if (length === 0 || length % 3 !== 0)
                return undefined;
            hasPalette = true;
        }
        else if (type === 'IDAT') {
            data.push(bytes.subarray(start, end));
        }
        else if (type === 'IEND') {
            if (!header || data.length === 0)
                return undefined;
            if (!PNG_DEPTHS[header.colorType]?.includes(header.bitDepth))
                return undefined;
            if (header.colorType === 3 && !hasPalette)
                return undefined;
            return { ...header, data: Buffer.concat(data) };
        }
        pos = end + 4;
    }
    return undefined;
}
/**
 * Whether pdfkit can embed this PNG without failing. pdfkit decodes some PNGs (alpha, indexed
 * transparency, interlaced) in a zlib callback where a corrupt stream throws outside any
 * caller's reach and would take the process down; the others it copies into the PDF as they
 * are, so a corrupt one would show as a broken image. Both are caught here by inflating the
 * pixel data once and checking each scanline's filter byte.
 */
function isDecodablePng(bytes) {
    const png = pngHeader(bytes);
    if (!png || png.width === 0 || png.height === 0 || png.width * png.height > MAX_PIXELS)
        return false;
    const bitsPerPixel = png.bitDepth * PNG_CHANNELS[png.colorType];
    const rowBytes = (width) => Math.ceil((width * bitsPerPixel) / 8);
    const rows = [];
    if (png.interlaced) {
        for (const [x0, y0, dx, dy] of ADAM7) {
            const width = Math.ceil((png.width - x0) / dx);
            const height = Math.ceil((png.height - y0) / dy);
            if (width > 0 && height > 0)
                for (let i = 0; i < height; i++)
                    rows.push(rowBytes(width));
        }
    }
    else {
        for (let i = 0; i < png.height; i++)
            rows.push(rowBytes(png.width));
    }
    const expected = rows.reduce((sum, row) => sum + row + 1, 0);
    let pixels;
    try {
        pixels = (0, node_zlib_1.inflateSync)(png.data, { maxOutputLength: expected + 1024 });
    }
    catch {
        return false;
    }
    if (pixels.length < expected)
        return false;
    let pos = 0;
    for (const row of rows) {
        if (pixels[pos] > 4)
            return false;
        pos += row + 1;
    }
    return true;
}
/** Parses image bytes for pdfkit; undefined when they are not a PNG or JPEG it can embed. */
function decodeImage(doc, bytes) {
    if (bytes.length < 8 || bytes.length > exports.MAX_IMAGE_BYTES)
        return undefined;
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    if (!isJpeg && !isDecodablePng(bytes))
        return undefined;
    let image;
    try {
        // Always a Buffer: given a string, pdfkit would read it as a file path.
        image = doc.openImage(bytes);
    }
    catch {
        return undefined;
    }
    if (!(image.width > 0 && image.height > 0) || image.width * image.height > MAX_PIXELS)
        return undefined;
    if (isJpeg && (image.bits !== 8 || image.colorSpace === undefined))
        return undefined;
    const rotated = (image.orientation ?? 1) > 4;
    return { image, width: rotated ? image.height : image.width, height: rotated ? image.width : image.height };
}
/**
 * Loads each distinct image once per PDF, a few at a time, before a page is laid out (layout
 * itself is synchronous). A failed or empty load is remembered as "no image" like bytes that
 * do not decode: the renderer then prints the caption. Once placed, pdfkit drops an image's
 * pixel data, so keeping the parsed images for the whole PDF costs little and lets an image
 * used on many pages be embedded once.
 */
class ImageCache {
    doc;
    load;
    decoded = new Map();
    constructor(doc, load) {
        this.doc = doc;
        this.load = load;
    }
    async prefetch(refs) {
        const pending = new Map();
        for (const ref of refs)
            if (!this.decoded.has(keyOf(ref)))
                pending.set(keyOf(ref), ref);
        const queue = [...pending.entries()];
        const worker = async () => {
            for (let next = queue.shift(); next; next = queue.shift()) {
                const [key, ref] = next;
                let bytes;
                try {
                    bytes = await this.load(ref);
                }
                catch {
                    bytes = undefined;
                }
                const buffer = bytes instanceof Uint8Array ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
                this.decoded.set(key, buffer ? (decodeImage(this.doc, buffer) ?? null) : null);
            }
        };
        await Promise.all(Array.from({ length: Math.min(LOAD_CONCURRENCY, queue.length) }, worker));
    }
    get(ref) {
        return this.decoded.get(keyOf(ref)) ?? undefined;
    }
}
exports.ImageCache = ImageCache;
//# sourceMappingURL=images.js.map