import { type Principal } from '@quire/shared';
import { type AccessTree, type Level, type Viewer } from '../access/policy';
import type { ContentContext } from '../context';
import { type CollectionRow } from './queries';
export type LoadedCollection = {
    collection: CollectionRow;
    viewer: Viewer;
    tree: AccessTree;
    access: Level | null;
};
/** A collection, the caller's standing in its organization, and their level on it. NOT_FOUND when it does not exist. */
export declare function loadCollection(ctx: ContentContext, principal: Principal, collectionId: string): Promise<LoadedCollection>;
