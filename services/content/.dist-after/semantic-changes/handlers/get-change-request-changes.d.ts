import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * What a change request changes against its base: the main revision it was opened from, or
 * last updated from main. When main has not moved since, these are exactly the changes a merge
 * applies (the merge plan reads the same delta, change-requests/commands/merge-plan.ts).
 */
export declare function getChangeRequestChanges(ctx: ContentContext, request: contentV1.GetChangeRequestChangesRequest, callContext: CallContext): Promise<contentV1.GetChangeRequestChangesResponse>;
