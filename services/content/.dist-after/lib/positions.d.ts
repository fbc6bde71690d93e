import { type TransactionClient } from '../db';
import type { ContentPositionInput } from './validation';
/**
 * Collections and spaces share one order among siblings (same organization and parent):
 * GitBook's move positions point at either kind. Positions are fractional-indexing keys,
 * so an insertion rewrites one row only.
 */
export type SiblingGroup = {
    organizationId: string;
    parentId: string | null;
};
/**
 * Serializes position changes within one sibling group until the transaction ends, so two
 * concurrent inserts cannot compute the same key.
 */
export declare function lockSiblings(tx: TransactionClient, group: SiblingGroup): Promise<void>;
/** A key after every current sibling. Call with the group locked. */
export declare function positionAtEnd(tx: TransactionClient, group: SiblingGroup, excludeId?: string): Promise<string>;
/**
 * The key for an item placed in `group` at `position` (before and/or after a sibling; at the
 * end when absent). With `moving` set, the item already exists: it is left out of the sibling
 * set, and when it already sits at that place in the same group the move is refused with
 * ALREADY_EXISTS (409: "Operation would not result in any update"). Call with the group locked.
 */
export declare function positionFor(tx: TransactionClient, group: SiblingGroup, position: ContentPositionInput | undefined, moving?: {
    id: string;
    position: string;
    sameGroup: boolean;
}): Promise<string>;
