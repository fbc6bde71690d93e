import { createHash } from 'node:crypto';
import { invalidArgument } from '@quire/shared';

/**
 * Icons and preview images arrive as base64 (`format: byte`) in the publish body and are served
 * back from Quire's own origin, so only raster formats a browser merely displays are accepted,
 * recognised by their bytes (the body declares no type): PNG, JPEG, GIF and WebP. SVG is
 * refused: it can carry script.
 */
export const MAX_ICON_BYTES = 256 * 1024;
export const MAX_PREVIEW_IMAGE_BYTES = 1024 * 1024;
export const MAX_PREVIEW_IMAGES = 3;

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export type DecodedImage = { data: Buffer; contentType: ImageContentType; sha256: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes are, checked beyond the magic number, or undefined. */
export function sniffImage(data: Buffer): ImageContentType | undefined {
  // PNG: signature, then the IHDR chunk (length 13) first.
  if (data.length >= 33 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.readUInt32BE(8) === 13 && data.toString('latin1', 12, 16) === 'IHDR') {
    return 'image/png';
  }
  // JPEG: SOI marker and a segment marker after it, EOI at the end.
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9) {
    return 'image/jpeg';
  }
  // GIF: header, logical screen descriptor, trailer.
  const header = data.toString('latin1', 0, 6);
  if (data.length >= 14 && (header === 'GIF87a' || header === 'GIF89a') && data[data.length - 1] === 0x3b) return 'image/gif';
  // WebP: a RIFF container of the announced size holding a VP8, VP8L or VP8X chunk.
  if (
    data.length >= 20 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP' &&
    data.readUInt32LE(4) + 8 === data.length &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(data.toString('latin1', 12, 16))
  ) {
    return 'image/webp';
  }
  return undefined;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A base64 image of the publish body, decoded and checked; `field` names it in the 400. */
export function decodeImage(text: string, field: string, maxBytes: number): DecodedImage {
  const tooLarge = () => invalidArgument(`${field}: the image is larger than ${maxBytes} bytes`);
  // Checked on the text first, so an oversized value is not decoded at all.
  if (text.length > Math.ceil(maxBytes / 3) * 4) throw tooLarge();
  if (text.length === 0 || !BASE64.test(text)) throw invalidArgument(`${field}: must be a base64-encoded image`);
  const data = Buffer.from(text, 'base64');
  if (data.length > maxBytes) throw tooLarge();
  const contentType = sniffImage(data);
  if (!contentType) throw invalidArgument(`${field}: must be a PNG, JPEG, GIF or WebP image`);
  return { data, contentType, sha256: createHash('sha256').update(data).digest('hex') };
}
