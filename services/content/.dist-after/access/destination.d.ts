import type { TransactionClient } from '../db';
import { type AccessTree, type Viewer } from './policy';
/**
 * Collections nest at most this deep (a top-level collection is at depth 1). The recursive
 * queries walking chains and subtrees (access/tree.ts, spaces' GetSpace statement, the
 * collection subtree) stop at 1000 levels; the cap keeps every real tree far below that, so
 * they can never cut one short.
 */
export declare const MAX_COLLECTION_DEPTH = 10;
export type DestinationCheck = {
    organizationId: string;
    /** The parent collection asked for; null for the top level. */
    parentId: string | null;
    /** How a missing parent is answered: NOT_FOUND for creates (as before), 400 for moves. */
    missingParent: 'not-found' | 'invalid-argument';
    /** Whose `create` level the destination needs; undefined when the handler already checked it. */
    viewer?: Viewer;
    /** How many collection levels the item brings: 0 for a space, 1 for a new collection, the subtree's height for a moved one. */
    addedDepth: number;
    /** The collection being moved: the destination must not be it or one of its descendants. */
    movingCollectionId?: string;
};
/**
 * Checks a destination inside the writing transaction, with the organization locked
 * (lib/organization-lock.ts): the parent exists in that organization, the caller may create in
 * it, the move makes no cycle and the nesting stays within MAX_COLLECTION_DEPTH. Returns the
 * destination's ancestor chain with the viewer's team grants.
 */
export declare function checkDestination(tx: TransactionClient, check: DestinationCheck): Promise<AccessTree>;
/** True when `collectionId` is `parentId` or one of its ancestors: the move would make a cycle. */
export declare const wouldNestInItself: (tree: AccessTree, parentId: string | null, collectionId: string) => boolean;
/**
 * The parent a move request asks for: the request's `parent` (a google.protobuf.Value) is a
 * collection id, null for the top level, or absent to stay in the current parent.
 */
export declare function requestedParent(parent: unknown, currentParentId: string | null): string | null;
