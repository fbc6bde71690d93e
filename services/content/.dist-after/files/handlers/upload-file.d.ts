import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Adds a file to a change request (Quire extension): the request body's bytes as they came,
 * with its Content-Type. The bytes go to the blob store first (content-addressed: storing the
 * same bytes twice keeps one copy), then the file entry into a new revision of the change
 * request. Images (PNG, JPEG, GIF, WebP, SVG) get their dimensions.
 */
export declare function uploadFile(ctx: ContentContext, request: contentV1.UploadFileRequest, callContext: CallContext): Promise<contentV1.UploadFileResponse>;
