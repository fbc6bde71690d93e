import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { collectionAccess, collectionsVisibleThroughTeams, viewerOf } from '../policies/access';
import { presentCollection } from '../presenters/collection';
import type { Prisma } from '../db';
import { loadOrganizationTree } from '../queries/access-tree';
import { listCollectionsPage } from '../queries/collections';

/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections their teams
 * were given, and everything inside them.
 */
export async function listCollections(
  ctx: ContentContext,
  request: contentV1.ListCollectionsRequest,
  context: CallContext,
): Promise<contentV1.ListCollectionsResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const viewer = viewerOf(principal, request.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  const tree = await loadOrganizationTree(ctx.db, request.organizationId, viewer.teamIds);
  const nested = request.nested ?? true;
  const where: Prisma.CollectionWhereInput = {
    organizationId: request.organizationId,
    ...(!nested && { parentId: null }),
    ...(viewer.orgRole === null && { id: { in: collectionsVisibleThroughTeams(viewer, tree) } }),
  };
  const page = await listCollectionsPage(ctx.db, {
    where,
    order: nested ? 'createdAt' : 'position',
    page: request.page,
    limit,
  });
  return {
    items: page.items.map((row) => presentCollection(row, collectionAccess(viewer, tree, row.id), ctx.urls)),
    next: page.next,
    count: page.count,
  };
}
