import { inflateSync } from 'node:zlib';
import { childNodes, dataOf, fragmentsOf, isNode, type Node } from './text';

export type ImageRef = { kind: 'file'; file: string } | { kind: 'url'; url: string };
export type ImageLoader = (ref: ImageRef) => Promise<Buffer | undefined>;

/** An image pdfkit has parsed (`openImage`), ready to be placed any number of times. */
export type PdfImage = { width: number; height: number; orientation?: number };
export type DecodedImage = { image: PdfImage; width: number; height: number };

/** Images larger than this are shown as their caption. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const LOAD_CONCURRENCY = 4;

export function imageRef(value: unknown): ImageRef | undefined {
  if (!isNode(value)) return undefined;
  if (value.kind === 'file' && typeof value.file === 'string' && value.file) return { kind: 'file', file: value.file };
  if (value.kind === 'url' && typeof value.url === 'string' && value.url) return { kind: 'url', url: value.url };
  return undefined;
}

function keyOf(ref: ImageRef): string {
  return ref.kind === 'file' ? `file:${ref.file}` : `url:${ref.url}`;
}

/** Every image a page's blocks will ask for (image blocks and drawings), in document order. */
export function collectImageRefs(nodes: Node[], out: ImageRef[] = [], depth = 0): ImageRef[] {
  if (depth > 64) return out;
  for (const node of nodes) {
    if (node.object !== 'block' && node.object !== 'fragment') continue;
    if (node.type === 'image' || node.type === 'drawing') {
      const ref = imageRef(dataOf(node).ref);
      if (ref) out.push(ref);
    }
    collectImageRefs(childNodes(node), out, depth + 1);
    collectImageRefs(fragmentsOf(node), out, depth + 1);
  }
  return out;
}

type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlaced: boolean; data: Buffer };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

function pngHeader(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let header: Omit<PngHeader, 'data'> | undefined;
  let hasPalette = false;
  const data: Buffer[] = [];
  let pos = 8;
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    const end = start + length;
    if (end + 4 > bytes.length) return undefined;
    if (type === 'IHDR') {
      if (length !== 13 || header) return undefined;
      header = {
        width: bytes.readUInt32BE(start),
        height: bytes.readUInt32BE(start + 4),
        bitDepth: bytes[start + 8],
        colorType: bytes[start + 9],
        interlaced: bytes[start + 12] === 1,
      };
      if (bytes[start + 10] !== 0 || bytes[start + 11] !== 0 || bytes[start + 12] > 1) return undefined;
    } else if (!header) {
      return undefined;
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0) return undefined;
      hasPalette = true;
    } else if (type === 'IDAT') {
      data.push(bytes.subarray(start, end));
    } else if (type === 'IEND') {
      if (!header || data.length === 0) return undefined;
      if (!PNG_DEPTHS[header.colorType]?.includes(header.bitDepth)) return undefined;
      if (header.colorType === 3 && !hasPalette) return undefined;
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
export function isDecodablePng(bytes: Buffer): boolean {
  const png = pngHeader(bytes);
  if (!png || png.width === 0 || png.height === 0 || png.width * png.height > MAX_PIXELS) return false;
  const bitsPerPixel = png.bitDepth * PNG_CHANNELS[png.colorType];
  const rowBytes = (width: number) => Math.ceil((width * bitsPerPixel) / 8);
  const rows: number[] = [];
  if (png.interlaced) {
    for (const [x0, y0, dx, dy] of ADAM7) {
      const width = Math.ceil((png.width - x0) / dx);
      const height = Math.ceil((png.height - y0) / dy);
      if (width > 0 && height > 0) for (let i = 0; i < height; i++) rows.push(rowBytes(width));
    }
  } else {
    for (let i = 0; i < png.height; i++) rows.push(rowBytes(png.width));
  }
  const expected = rows.reduce((sum, row) => sum + row + 1, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(png.data, { maxOutputLength: expected + 1024 });
  } catch {
    return false;
  }
  if (pixels.length < expected) return false;
  let pos = 0;
  for (const row of rows) {
    if (pixels[pos] > 4) return false;
    pos += row + 1;
  }
  return true;
}

type PdfKitImage = PdfImage & { bits?: number; colorSpace?: unknown };

/** Parses image bytes for pdfkit; undefined when they are not a PNG or JPEG it can embed. */
export function decodeImage(doc: PDFKit.PDFDocument, bytes: Buffer): DecodedImage | undefined {
  if (bytes.length < 8 || bytes.length > MAX_IMAGE_BYTES) return undefined;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!isJpeg && !isDecodablePng(bytes)) return undefined;
  let image: PdfKitImage;
  try {
    // Always a Buffer: given a string, pdfkit would read it as a file path.
    image = (doc as unknown as { openImage(src: Buffer): PdfKitImage }).openImage(bytes);
  } catch {
    return undefined;
  }
  if (!(image.width > 0 && image.height > 0) || image.width * image.height > MAX_PIXELS) return undefined;
  if (isJpeg && (image.bits !== 8 || image.colorSpace === undefined)) return undefined;
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
export class ImageCache {
  private readonly decoded = new Map<string, DecodedImage | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly load: ImageLoader,
  ) {}

  async prefetch(refs: ImageRef[]): Promise<void> {
    const pending = new Map<string, ImageRef>();
    for (const ref of refs) if (!this.decoded.has(keyOf(ref))) pending.set(keyOf(ref), ref);
    const queue = [...pending.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, ref] = next;
        let bytes: Uint8Array | undefined;
        try {
          bytes = await this.load(ref);
        } catch {
          bytes = undefined;
        }
        const buffer = bytes instanceof Uint8Array ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
        this.decoded.set(key, buffer ? (decodeImage(this.doc, buffer) ?? null) : null);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOAD_CONCURRENCY, queue.length) }, worker));
  }

  get(ref: ImageRef): DecodedImage | undefined {
    return this.decoded.get(keyOf(ref)) ?? undefined;
  }
}
