"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sourceBlobPutter = sourceBlobPutter;
const dimensions_1 = require("../../files/dimensions");
/**
 * Stores bytes for a space's coming WriteRevision: into the blob store first (content-addressed,
 * so the same bytes twice are one copy), then the space's record of them, so that a record
 * always names stored bytes. Image dimensions are measured now, from the bytes' header, for
 * the files that will name them with an image type.
 */
async function sourceBlobPutter(ctx, input) {
    const sha256 = await ctx.blobs.put(input.data);
    // The content type is not known yet: image-size recognizes the formats by their header.
    const dimensions = (0, dimensions_1.imageDimensions)(input.data, 'image/*');
    await ctx.db.sourceBlob.createMany({
        data: [{ spaceId: input.spaceId, sha256, size: input.data.byteLength, width: dimensions?.width ?? null, height: dimensions?.height ?? null }],
        skipDuplicates: true,
    });
    return { sha256, size: input.data.byteLength };
}
//# sourceMappingURL=source-blob-putter.js.map