import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare const MAX_GET_COLLECTIONS_IDS = 1000;
/**
 * For identity (the collections its invite links embed): the requested collections of the
 * organization that the principal in the call metadata may read, presented as GetCollection
 * presents them to that principal. Unknown, other organizations' and unreadable collections
 * are left out; a principal outside the organization gets nothing (no error). Three queries
 * whatever the number of ids: the rows, and the organization's collection tree with the
 * principal's grants (their own and their teams').
 */
export declare function getCollections(ctx: ContentContext, request: contentV1.GetCollectionsRequest, callContext: CallContext): Promise<contentV1.GetCollectionsResponse>;
