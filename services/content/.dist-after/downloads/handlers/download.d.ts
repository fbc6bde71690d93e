import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The bytes behind a signed download URL (`GET /v1/downloads/{token}`, no bearer token: the
 * signature is the authorization). A file's token names its blob, content type and name; a
 * PDF token names a revision (and page) to render.
 */
export declare function download(ctx: ContentContext, request: contentV1.DownloadRequest, _callContext: CallContext): Promise<contentV1.DownloadResponse>;
