import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * GetFileBlob (git-worker, export): the bytes of a blob the space holds: put for it, or named
 * by a file of the revision (the current one by default). The blob store is shared by every
 * space, so a hash alone would read any space's bytes: NOT_FOUND unless this space has it.
 */
export declare function getFileBlob(ctx: ContentContext, request: contentV1.GetFileBlobRequest): Promise<contentV1.GetFileBlobResponse>;
