import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One file of the space's main content, of a change request or of any revision, with a signed download URL. */
export declare function getFile(ctx: ContentContext, request: contentV1.GetFileRequest, callContext: CallContext): Promise<contentV1.GetFileResponse>;
