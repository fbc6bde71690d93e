/**
 * Width and height of a PNG, JPEG, GIF, WebP or SVG image, read from its header (an SVG from
 * its width/height or viewBox); undefined for anything else or what cannot be read. A JPEG
 * whose EXIF orientation turns it a quarter is reported as displayed.
 */
export declare function imageDimensions(data: Uint8Array, contentType: string): {
    width: number;
    height: number;
} | undefined;
