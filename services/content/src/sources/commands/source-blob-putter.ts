import type { ContentContext } from '../../context';
import { imageDimensions } from '../../files/dimensions';

export type PutSourceBlob = { spaceId: string; data: Uint8Array };

/**
 * Stores bytes for a space's coming WriteRevision: into the blob store first (content-addressed,
 * so the same bytes twice are one copy), then the space's record of them, so that a record
 * always names stored bytes. Image dimensions are measured now, from the bytes' header, for
 * the files that will name them with an image type.
 */
export async function sourceBlobPutter(ctx: Pick<ContentContext, 'db' | 'blobs'>, input: PutSourceBlob): Promise<{ sha256: string; size: number }> {
  const sha256 = await ctx.blobs.put(input.data);
  // The content type is not known yet: image-size recognizes the formats by their header.
  const dimensions = imageDimensions(input.data, 'image/*');
  await ctx.db.sourceBlob.createMany({
    data: [{ spaceId: input.spaceId, sha256, size: input.data.byteLength, width: dimensions?.width ?? null, height: dimensions?.height ?? null }],
    skipDuplicates: true,
  });
  return { sha256, size: input.data.byteLength };
}
