import type { ContentContext } from '../../context';
export type PutSourceBlob = {
    spaceId: string;
    data: Uint8Array;
};
/**
 * Stores bytes for a space's coming WriteRevision: into the blob store first (content-addressed,
 * so the same bytes twice are one copy), then the space's record of them, so that a record
 * always names stored bytes. Image dimensions are measured now, from the bytes' header, for
 * the files that will name them with an image type.
 */
export declare function sourceBlobPutter(ctx: Pick<ContentContext, 'db' | 'blobs'>, input: PutSourceBlob): Promise<{
    sha256: string;
    size: number;
}>;
