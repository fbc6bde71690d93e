import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Creates a draft change request on the space's current revision, numbered after the space's
 * last one. Needs `edit` on a space that is not locked. Presented without counting (a new
 * change request has no comments and is up to date).
 */
export declare function createChangeRequest(ctx: ContentContext, request: contentV1.CreateChangeRequestRequest, callContext: CallContext): Promise<contentV1.CreateChangeRequestResponse>;
