import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import type { ReusableContentEntry } from '../content-tree/entries';
import { type StoredRevision } from '../revision-store/store';
/**
 * The revision a reusable content read looks in: a revision of the space by id, a change
 * request's, or the space's main one. NOT_FOUND for a space the caller cannot read, a revision
 * or change request of another space.
 */
export declare function loadReadableRevision(ctx: ContentContext, principal: Principal, input: {
    spaceId: string;
    changeRequestId?: string;
    revisionId?: string;
}): Promise<StoredRevision>;
/** One reusable content of a revision; NOT_FOUND when the revision has none by that id. */
export declare function findReusableContent(revision: StoredRevision, id: string): ReusableContentEntry;
