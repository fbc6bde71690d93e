import { notFound, type Principal } from '@quire/shared';
import { collectionAccess, viewerOf, type AccessTree, type Level, type Viewer } from '../access/policy';
import { loadChainTree, subjectsOf } from '../access/tree';
import type { ContentContext } from '../context';
import { findCollection, type CollectionRow } from './queries';

export type LoadedCollection = { collection: CollectionRow; viewer: Viewer; tree: AccessTree; access: Level | null };

/** A collection, the caller's standing in its organization, and their level on it. NOT_FOUND when it does not exist. */
export async function loadCollection(ctx: ContentContext, principal: Principal, collectionId: string): Promise<LoadedCollection> {
  const collection = await findCollection(ctx.db, collectionId);
  if (!collection) throw notFound('Collection not found');
  const viewer = viewerOf(principal, collection.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Collection not found');
  const tree = await loadChainTree(ctx.db, collection.id, subjectsOf(viewer));
  return { collection, viewer, tree, access: collectionAccess(viewer, tree, collection.id) };
}
