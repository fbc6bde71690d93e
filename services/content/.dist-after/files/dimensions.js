"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.imageDimensions = imageDimensions;
const image_size_1 = require("image-size");
/** The image formats whose dimensions files carry (GitBook "RevisionFile.dimensions": "For images"). */
const MEASURED = new Set(['png', 'jpg', 'gif', 'webp', 'svg']);
/**
 * Width and height of a PNG, JPEG, GIF, WebP or SVG image, read from its header (an SVG from
 * its width/height or viewBox); undefined for anything else or what cannot be read. A JPEG
 * whose EXIF orientation turns it a quarter is reported as displayed.
 */
function imageDimensions(data, contentType) {
    if (!contentType.startsWith('image/') || data.byteLength === 0)
        return undefined;
    try {
        const size = (0, image_size_1.imageSize)(data);
        if (!size.type || !MEASURED.has(size.type) || !size.width || !size.height)
            return undefined;
        const turned = size.orientation !== undefined && size.orientation >= 5;
        return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=dimensions.js.map