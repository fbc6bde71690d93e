import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Removes a file from a change request (Quire extension; 204 also when it was not there). */
export declare function deleteFile(ctx: ContentContext, request: contentV1.DeleteFileRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
