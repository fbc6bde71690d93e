import type pg from 'pg';
import { type Page } from '@quire/shared';
import type { AccessTree } from '../access/policy';
import { type GrantSubjects } from '../access/tree';
import { Prisma, type Db } from '../db';
export declare const collectionSelect: {
    readonly id: true;
    readonly organizationId: true;
    readonly parentId: true;
    readonly title: true;
    readonly description: true;
    readonly defaultLevel: true;
    readonly position: true;
    readonly createdAt: true;
    readonly updatedAt: true;
};
export type CollectionRow = Prisma.CollectionGetPayload<{
    select: typeof collectionSelect;
}>;
export declare function findCollection(db: Db, collectionId: string): Promise<CollectionRow | null>;
/**
 * Ids of a collection and all its descendants, and the subtree's height (1 for a collection
 * without sub-collections), in one recursive query. Nesting is capped far below the query's
 * depth limit (access/destination.ts), so the limit never cuts a real tree.
 */
export declare function findSubtree(db: Db, rootId: string): Promise<{
    ids: string[];
    height: number;
}>;
/** The collections `collectionIds` and all their ancestors, with the grants of `subjects` on them, in one statement. */
export declare function findChainsTree(pool: pg.Pool, collectionIds: readonly string[], subjects: GrantSubjects): Promise<AccessTree>;
export type CollectionListRequest = {
    organizationId: string;
    /** true: every level, in creation order; false: the top level, in sibling order. */
    nested: boolean;
    /** Only these collections (what a guest's teams show them); undefined for no restriction. */
    onlyIds?: string[];
    page?: string;
    limit: number;
};
/** One keyset page of an organization's collections (keys as in @quire/shared keysetPage) and the total matching the filters. */
export declare function findCollectionsPage(pool: pg.Pool, request: CollectionListRequest): Promise<Page<CollectionRow>>;
