import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionAccess, collectionsVisibleThroughTeams, viewerOf } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentCollection } from '../presenter';
import { findCollectionsPage, findOrganizationTree } from '../queries';

const ZListCollectionsRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit, nested: z.boolean().optional() });

/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections their teams
 * were given, and everything inside them.
 * Reads go straight to the pg pool (collections/queries.ts): for members, the tree and
 * the page do not depend on each other and are read at the same time.
 */
export async function listCollections(
  ctx: ContentContext,
  request: contentV1.ListCollectionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCollectionsRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  const listRequest = { organizationId: input.organizationId, nested: input.nested ?? true, page: input.page, limit };
  const treeRead = findOrganizationTree(ctx.pool, input.organizationId, viewer.teamIds);
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
