import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import type { Prisma } from '../db';
import { collectionsVisibleThroughTeams, viewerOf, type AccessTree, type Viewer } from '../policies/access';
import { loadOrganizationTree } from '../queries/access-tree';
import { listSpacesPage } from '../queries/spaces';
import { presentSpaces, spaceAccessOf } from './load';

/**
 * The spaces a viewer can see in an organization: all of them for members (their role is a
 * floor), those inside collections their teams were given for guests.
 */
export function visibleSpacesWhere(organizationId: string, viewer: Viewer, tree: AccessTree): Prisma.SpaceWhereInput {
  return {
    organizationId,
    ...(viewer.orgRole === null && { parentId: { in: collectionsVisibleThroughTeams(viewer, tree) } }),
  };
}

/** The live spaces of an organization the caller can see, oldest first. */
export async function listSpaces(
  ctx: ContentContext,
  request: contentV1.ListSpacesRequest,
  context: CallContext,
): Promise<contentV1.ListSpacesResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const viewer = viewerOf(principal, request.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  // The organization's whole collection tree, once: every space's level is computed from it.
  const tree = await loadOrganizationTree(ctx.db, request.organizationId, viewer.teamIds);
  const page = await listSpacesPage(ctx.db, {
    where: visibleSpacesWhere(request.organizationId, viewer, tree),
    order: { by: 'createdAt', direction: 'asc' },
    page: request.page,
    limit,
  });
  const items = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  return { items, next: page.next, count: page.count };
}
