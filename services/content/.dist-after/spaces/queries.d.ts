import type pg from 'pg';
import { type Page } from '@quire/shared';
import { type AccessTree, type Viewer } from '../access/policy';
import { type GrantSubjects } from '../access/tree';
import type { Db, Prisma } from '../db';
import type { GitSyncInfo } from '../git-sync/queries';
export declare const spaceSelect: {
    readonly id: true;
    readonly organizationId: true;
    readonly parentId: true;
    readonly title: true;
    readonly emoji: true;
    readonly iconUrl: true;
    readonly visibility: true;
    readonly editMode: true;
    readonly defaultLevel: true;
    readonly language: true;
    readonly mergeRules: true;
    readonly revisionId: true;
    readonly position: true;
    readonly createdAt: true;
    readonly updatedAt: true;
    readonly deletedAt: true;
};
export type SpaceRow = Prisma.SpaceGetPayload<{
    select: typeof spaceSelect;
}>;
export type SpaceCounts = {
    comments: number;
    changeRequests: number;
    changeRequestsOpen: number;
    changeRequestsDraft: number;
};
export declare const NO_COUNTS: SpaceCounts;
/** A space by id, deleted or not. */
export declare function findSpace(db: Db, spaceId: string): Promise<SpaceRow | null>;
/** Comment and change request counts of a page of spaces: two grouped queries, whatever the page size. */
export declare function loadSpaceCounts(db: Db, spaceIds: string[]): Promise<Map<string, SpaceCounts>>;
export type SpaceOrder = {
    by: 'position';
} | {
    by: 'createdAt';
    direction: 'asc' | 'desc';
};
/**
 * One keyset page of non-deleted spaces matching `where`, ordered by sibling position (inside
 * a collection) or by creation time (organization-wide lists); `count` is the total.
 *
 * Both orders start with deleted_at (null in every row listed) so that they follow the
 * (organization_id, [parent_id,] deleted_at, ...) indexes: PostgreSQL does not treat
 * `deleted_at IS NULL` as fixing that column the way an equality does, and ordered by the
 * sort key alone it sorted every live space of the organization for each page. The cursor
 * conditions repeat their first comparison as a plain bound (position >= ..., created_at
 * >= ...): PostgreSQL derives no index range from the OR, and without the bound a deep page
 * read and discarded every space before the cursor.
 */
export declare function listSpacesPage(db: Db, { where, order, page, limit }: {
    where: Prisma.SpaceWhereInput;
    order: SpaceOrder;
    page?: string;
    limit: number;
}): Promise<Page<SpaceRow>>;
/**
 * What deciding access to a space needs (the row, its collection chain with the caller's team
 * grants) and, when asked for, what GetSpace presents besides (its counts, its Git provider).
 */
export type SpaceView = {
    space: SpaceRow;
    tree: AccessTree;
    counts?: SpaceCounts;
    gitSync?: GitSyncInfo;
};
/**
 * A space by id (deleted or not) with its collection chain and the grants of `subjects` (the
 * caller and their teams) on the space and that chain, and with `presented` its counts and Git provider too, in one statement. Undefined when
 * no such space exists.
 */
export declare function findSpaceView(pool: pg.Pool, spaceId: string, subjects: GrantSubjects, { presented }?: {
    presented?: boolean;
}): Promise<SpaceView | undefined>;
/** Live spaces directly inside each of `collectionIds` (one grouped query). */
export declare function liveSpacesByCollection(db: Db, organizationId: string, collectionIds: string[]): Promise<Map<string, number>>;
export declare const sumOver: (counts: ReadonlyMap<string, number>, collectionIds: readonly string[]) => number;
/** The parent of each live space of `spaceIds` in the organization (one primary-key lookup). */
export declare function liveSpaceParents(db: Db, organizationId: string, spaceIds: string[]): Promise<Map<string, string | null>>;
/**
 * How many live spaces a guest (or a team) sees: those inside `collectionIds` and those granted
 * directly (`spaceIds`) that are not already inside one of them.
 */
export declare function countVisible(spacesIn: ReadonlyMap<string, number>, parents: ReadonlyMap<string, string | null>, collectionIds: readonly string[], spaceIds: readonly string[]): number;
/**
 * The spaces a viewer can see in an organization: all of them for members (their role is a
 * floor), for guests those given to them or their teams and those inside collections given to
 * them (`tree` holding at least those collections: access/tree.ts loadGrantedTree). The guest's
 * condition is two index lookups (parent_id, primary key) however large the organization.
 */
export declare function visibleSpacesWhere(organizationId: string, viewer: Viewer, tree: AccessTree): Prisma.SpaceWhereInput;
/** The live spaces of an organization. */
export declare function countLiveSpaces(db: Db, organizationId: string): Promise<number>;
