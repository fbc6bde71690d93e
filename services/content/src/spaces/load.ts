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
  return loadedSpaceOf(principal, view, includeDeleted, publishedRead ? 'content' : false);
}

/** loadSpace with what GetSpace presents besides: the counts and the Git provider. */
export async function loadPresentedSpace(ctx: ContentContext, principal: Principal, spaceId: string): Promise<LoadedSpace & SpaceView> {
  const view = await findSpaceView(ctx.pool, spaceId, subjectsOf(principal), { presented: true });
  return loadedSpaceOf(principal, view, false, 'space');
}

/**
 * `publishedRead`: the read is of what a published site shows (the space itself, its main
 * content's pages and files), the only reads a published site's API token (`site-reader`
 * principal, docs/sites.md "Published URLs") may make, and only of the spaces of its grant,
 * at the `read` level. Change requests, comments and everything else are NOT_FOUND for it.
 * `'space'` is the read of the space object alone (GetSpace), `'content'` of its main content too.
 *
 * An integration's installation token (`installation` principal) makes the same reads, at the
 * `read` level, of the spaces its installation is enabled on (the grant's `spaceIds`) in its
 * organization, when its scopes include `space:content:read`; `space:metadata:read` alone reads
 * the space object only. Everything else is NOT_FOUND for it (docs/integrations.md).
 */
function loadedSpaceOf(principal: Principal, view: SpaceView | undefined, includeDeleted: boolean, publishedRead: PublishedRead): LoadedSpace & SpaceView {
  if (!view || (view.space.deletedAt && !includeDeleted)) throw notFound('Space not found');
  if (principal.kind === 'site-reader') {
    const grant = principal.siteReader;
    const granted = grant?.organizationId === view.space.organizationId && grant.spaceIds.includes(view.space.id);
    if (!publishedRead || !granted || view.space.deletedAt) throw notFound('Space not found');
    return { ...view, viewer: { orgRole: undefined, teamIds: [] }, access: 'read' };
  }
  if (principal.kind === 'installation') {
    if (!publishedRead || view.space.deletedAt || !installationReads(principal, view.space, publishedRead)) throw notFound('Space not found');
    return { ...view, viewer: { orgRole: undefined, teamIds: [] }, access: 'read' };
  }
  const viewer = viewerOf(principal, view.space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  return { ...view, viewer, access: spaceAccessOf(viewer, view.tree, view.space) };
}

type PublishedRead = false | 'space' | 'content';

/** Whether an installation principal reads this space's object (`'space'`) or its main content (`'content'`). */
export function installationReads(principal: Principal, space: Pick<SpaceRow, 'id' | 'organizationId'>, read: 'space' | 'content'): boolean {
  const grant = principal.installation;
  if (principal.kind !== 'installation' || !grant) return false;
  if (grant.organizationId !== space.organizationId || !(grant.spaceIds ?? []).includes(space.id)) return false;
  return grant.scopes.includes('space:content:read') || (read === 'space' && grant.scopes.includes('space:metadata:read'));
}
