import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * POST /spaces/{spaceId}/change-requests/{changeRequestId}/merge. Conflicts are a 200 with
 * `result: "conflicts"` (the contract declares no error) and Quire's extra `conflicts` list;
 * unmet merge rules are a 400 naming them. The space and the change request are read once,
 * here; the merge checks its permission, the status and the rules again on the rows it locks.
 */
export declare function mergeChangeRequest(ctx: ContentContext, request: contentV1.MergeChangeRequestRequest, callContext: CallContext): Promise<contentV1.MergeChangeRequestResponse>;
