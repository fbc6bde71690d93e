import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** POST /spaces/{spaceId}/change-requests/{changeRequestId}/update: pull main into the change request. */
export declare function updateChangeRequestFromMain(ctx: ContentContext, request: contentV1.UpdateChangeRequestFromMainRequest, callContext: CallContext): Promise<contentV1.UpdateChangeRequestFromMainResponse>;
