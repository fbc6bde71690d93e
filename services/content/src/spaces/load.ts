import { notFound, type Principal } from '@quire/shared';
import { spaceAccess, viewerOf, type AccessTree, type Level, type Viewer } from '../access/policy';
import type { ContentContext } from '../context';
import { defaultLevelFromDb } from '../lib/enums';
import { subjectsOf } from '../access/tree';
import { findSpaceView, type SpaceRow, type SpaceView } from './queries';

export type LoadedSpace = { space: SpaceRow; viewer: Viewer; tree: AccessTree; access: Level | null };

/**
 * The caller's level on a space (access/policy.ts spaceAccess, the one rule), from a tree holding
 * at least its collection chain and the grants of the caller and their teams on it and the space.
 */
export const spaceAccessOf = (viewer: Viewer, tree: AccessTree, space: Pick<SpaceRow, 'id' | 'parentId' | 'defaultLevel'>): Level | null =>
  spaceAccess(viewer, tree, { id: space.id, parentId: space.parentId, defaultLevel: defaultLevelFromDb(space.defaultLevel) });

/**
 * A space, the caller's standing in its organization, and their level on it, from one statement
 * (findSpaceView: the same read GetSpace makes, without the counts it presents). NOT_FOUND when
 * it does not exist, is in another organization than the caller's, or is in the trash unless
 * `includeDeleted`. The level the action needs is checked by the caller.
 */
export async function loadSpace(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  { includeDeleted = false, publishedRead = false }: { includeDeleted?: boolean; publishedRead?: boolean } = {},
): Promise<LoadedSpace> {
  const view = await findSpaceView(ctx.pool, spaceId, subjectsOf(principal), { presented: false });
  return loadedSpaceOf(principal, view, includeDeleted, publishedRead);
}

/** loadSpace with what GetSpace presents besides: the counts and the Git provider. */
export async function loadPresentedSpace(ctx: ContentContext, principal: Principal, spaceId: string): Promise<LoadedSpace & SpaceView> {
  const view = await findSpaceView(ctx.pool, spaceId, subjectsOf(principal), { presented: true });
  return loadedSpaceOf(principal, view, false, true);
}

/**
 * `publishedRead`: the read is of what a published site shows (the space itself, its main
 * content's pages and files), the only reads a published site's API token (`site-reader`
 * principal, docs/sites.md "Published URLs") may make, and only of the spaces of its grant,
 * at the `read` level. Change requests, comments and everything else are NOT_FOUND for it.
 */
function loadedSpaceOf(principal: Principal, view: SpaceView | undefined, includeDeleted: boolean, publishedRead: boolean): LoadedSpace & SpaceView {
  if (!view || (view.space.deletedAt && !includeDeleted)) throw notFound('Space not found');
  if (principal.kind === 'site-reader') {
    const grant = principal.siteReader;
    const granted = grant?.organizationId === view.space.organizationId && grant.spaceIds.includes(view.space.id);
    if (!publishedRead || !granted || view.space.deletedAt) throw notFound('Space not found');
    return { ...view, viewer: { orgRole: undefined, teamIds: [] }, access: 'read' };
  }
  const viewer = viewerOf(principal, view.space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  return { ...view, viewer, access: spaceAccessOf(viewer, view.tree, view.space) };
}
