import type { contentV1 } from '@quire/proto';
import { notFound, type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { collectionAccess, spaceAccess, viewerOf, type AccessTree, type Level, type Viewer } from '../policies/access';
import { presentSpace } from '../presenters/space';
import { defaultLevelFromDb } from '../presenters/levels';
import { loadChainTree } from '../queries/access-tree';
import { findCollection, type CollectionRow } from '../queries/collections';
import { findSpace, loadSpaceCounts, type SpaceRow } from '../queries/spaces';

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

export const spaceAccessOf = (viewer: Viewer, tree: AccessTree, space: SpaceRow): Level | null =>
  spaceAccess(viewer, tree, { parentId: space.parentId, defaultLevel: defaultLevelFromDb(space.defaultLevel) });

/** Presents a page of spaces with their counts in two queries, and each one's level from `accessOf`. */
export async function presentSpaces(
  ctx: ContentContext,
  rows: SpaceRow[],
  accessOf: (space: SpaceRow) => Level | null,
): Promise<contentV1.Space[]> {
  const counts = await loadSpaceCounts(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => presentSpace(row, accessOf(row), counts.get(row.id)!, ctx.urls));
}

/** Presents one space with its counts. */
export async function presentOneSpace(ctx: ContentContext, row: SpaceRow, access: Level | null): Promise<contentV1.Space> {
  const [space] = await presentSpaces(ctx, [row], () => access);
  return space;
}
