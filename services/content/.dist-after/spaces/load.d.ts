import { type Principal } from '@quire/shared';
import { type AccessTree, type Level, type Viewer } from '../access/policy';
import type { ContentContext } from '../context';
import { type SpaceRow, type SpaceView } from './queries';
export type LoadedSpace = {
    space: SpaceRow;
    viewer: Viewer;
    tree: AccessTree;
    access: Level | null;
};
/**
 * The caller's level on a space (access/policy.ts spaceAccess, the one rule), from a tree holding
 * at least its collection chain and the grants of the caller and their teams on it and the space.
 */
export declare const spaceAccessOf: (viewer: Viewer, tree: AccessTree, space: Pick<SpaceRow, "id" | "parentId" | "defaultLevel">) => Level | null;
/**
 * A space, the caller's standing in its organization, and their level on it, from one statement
 * (findSpaceView: the same read GetSpace makes, without the counts it presents). NOT_FOUND when
 * it does not exist, is in another organization than the caller's, or is in the trash unless
 * `includeDeleted`. The level the action needs is checked by the caller.
 */
export declare function loadSpace(ctx: ContentContext, principal: Principal, spaceId: string, { includeDeleted, publishedRead }?: {
    includeDeleted?: boolean;
    publishedRead?: boolean;
}): Promise<LoadedSpace>;
/** loadSpace with what GetSpace presents besides: the counts and the Git provider. */
export declare function loadPresentedSpace(ctx: ContentContext, principal: Principal, spaceId: string): Promise<LoadedSpace & SpaceView>;
/** Whether an installation principal reads this space's object (`'space'`) or its main content (`'content'`). */
export declare function installationReads(principal: Principal, space: Pick<SpaceRow, 'id' | 'organizationId'>, read: 'space' | 'content'): boolean;
