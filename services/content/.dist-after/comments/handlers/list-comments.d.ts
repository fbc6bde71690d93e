import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The comments of a space's main content, or of one of its change requests: newest first unless
 * `order=asc`, filtered by `status` (all by default), `targetPage` and `authors`. Anyone who
 * reads the space lists them.
 */
export declare function listComments(ctx: ContentContext, request: contentV1.ListCommentsRequest, callContext: CallContext): Promise<contentV1.ListCommentsResponse>;
