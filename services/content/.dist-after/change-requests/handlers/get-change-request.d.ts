import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A change request of a live space, by id or by its number in the space; anyone who reads the space reads it. */
export declare function getChangeRequest(ctx: ContentContext, request: contentV1.GetChangeRequestRequest, callContext: CallContext): Promise<contentV1.GetChangeRequestResponse>;
