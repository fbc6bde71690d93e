import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { collectionAccess, collectionsVisibleThroughTeams, viewerOf } from '../policies/access';
import { presentCollection } from '../presenters/collection';
import { findCollectionsPage, findOrganizationTree } from '../queries/collection-list';

/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections their teams
 * were given, and everything inside them.
 * Reads go straight to the pg pool (queries/collection-list.ts): for members, the tree and
 * the page do not depend on each other and are read at the same time.
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

  const nested = request.nested ?? true;
  const listRequest = { organizationId: request.organizationId, nested, page: request.page, limit };
  const treeRead = findOrganizationTree(ctx.pool, request.organizationId, viewer.teamIds);
  // A guest's page is restricted to what the tree shows them, so it waits for the tree.
  const pageRead =
    viewer.orgRole === null
      ? treeRead.then((tree) => findCollectionsPage(ctx.pool, { ...listRequest, onlyIds: collectionsVisibleThroughTeams(viewer, tree) }))
      : findCollectionsPage(ctx.pool, listRequest);
  const [tree, page] = await Promise.all([treeRead, pageRead]);
  return {
    items: page.items.map((row) => presentCollection(row, collectionAccess(viewer, tree, row.id), ctx.urls)),
    next: page.next,
    count: page.count,
  };
}
