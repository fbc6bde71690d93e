import { notFound, type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { findCollection, type CollectionRow } from '../collections/queries';
import { defaultLevelFromDb } from '../lib/enums';
import { findSpace, type SpaceRow } from '../spaces/queries';
import { collectionAccess, spaceAccess, viewerOf, type AccessTree, type Level, type Viewer } from './policy';
import { loadChainTree } from './tree';

export type LoadedCollection = { collection: CollectionRow; viewer: Viewer; tree: AccessTree; access: Level | null };
export type LoadedSpace = { space: SpaceRow; viewer: Viewer; tree: AccessTree; access: Level | null };

/** A collection, the caller's standing in its organization, and their level on it. NOT_FOUND when it does not exist. */
export async function loadCollection(ctx: ContentContext, principal: Principal, collectionId: string): Promise<LoadedCollection> {
  const collection = await findCollection(ctx.db, collectionId);
  if (!collection) throw notFound('Collection not found');
  const viewer = viewerOf(principal, collection.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Collection not found');
  const tree = await loadChainTree(ctx.db, collection.id, viewer.teamIds);
  return { collection, viewer, tree, access: collectionAccess(viewer, tree, collection.id) };
}

/**
 * A space, the caller's standing in its organization, and their level on it. NOT_FOUND when
 * it does not exist, or is in the trash unless `includeDeleted`.
 */
export async function loadSpace(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  { includeDeleted = false }: { includeDeleted?: boolean } = {},
): Promise<LoadedSpace> {
  const space = await findSpace(ctx.db, spaceId);
  if (!space || (space.deletedAt && !includeDeleted)) throw notFound('Space not found');
  const viewer = viewerOf(principal, space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  const tree = await loadChainTree(ctx.db, space.parentId, viewer.teamIds);
  return { space, viewer, tree, access: spaceAccessOf(viewer, tree, space) };
}

export const spaceAccessOf = (viewer: Viewer, tree: AccessTree, space: Pick<SpaceRow, 'parentId' | 'defaultLevel'>): Level | null =>
  spaceAccess(viewer, tree, { parentId: space.parentId, defaultLevel: defaultLevelFromDb(space.defaultLevel) });
