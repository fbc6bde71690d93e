import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionAccess, collectionsVisibleThroughGrants, viewerOf } from '../../access/policy';
import { loadGrantedTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentCollection } from '../presenter';
import { findChainsTree, findCollectionsPage } from '../queries';

const ZListCollectionsRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit, nested: z.boolean().optional() });

/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections they or their
 * teams were given, and everything inside them.
 * Reads go straight to the pg pool (collections/queries.ts). A member's permissions come from
 * the chains of the page's collections alone, read after the page; a guest's page is restricted
 * to what they were given, read first from their grants (loadGrantedTree).
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
  const guestTree = viewer.orgRole === null ? await loadGrantedTree(ctx.db, input.organizationId, subjectsOf(viewer)) : undefined;
  const page = await findCollectionsPage(
    ctx.pool,
    guestTree ? { ...listRequest, onlyIds: collectionsVisibleThroughGrants(viewer, guestTree) } : listRequest,
  );
  const tree = guestTree ?? (await findChainsTree(ctx.pool, page.items.map((row) => row.id), subjectsOf(viewer)));
  return {
    items: page.items.map((row) => presentCollection(row, collectionAccess(viewer, tree, row.id), ctx.urls)),
    next: page.next,
    count: page.count,
  };
}
