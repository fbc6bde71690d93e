import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Takes a space out of the trash; refused (INVALID_ARGUMENT) once it has been there 7 days. A live space is answered as is. */
export declare function restoreSpace(ctx: ContentContext, request: contentV1.RestoreSpaceRequest, callContext: CallContext): Promise<contentV1.RestoreSpaceResponse>;
