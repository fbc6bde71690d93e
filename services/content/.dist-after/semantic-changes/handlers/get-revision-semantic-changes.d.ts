import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * What a revision changed against its parent (its first parent: for a merge, the main revision
 * it was merged into, so the changes are what the merge applied, and `mergedFrom` names the
 * change request). `metadata` and `computed` change nothing: no change carries Git metadata and
 * Quire has no computed content.
 */
export declare function getRevisionSemanticChanges(ctx: ContentContext, request: contentV1.GetRevisionSemanticChangesRequest, callContext: CallContext): Promise<contentV1.GetRevisionSemanticChangesResponse>;
