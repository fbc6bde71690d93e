import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** PutFileBlob (git-worker): the bytes of a file a WriteRevision of the space will name by hash. */
export declare function putFileBlob(ctx: ContentContext, request: contentV1.PutFileBlobRequest): Promise<contentV1.PutFileBlobResponse>;
