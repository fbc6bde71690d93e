import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { listSpacesPage } from '../queries/spaces';
import { loadCollection, presentSpaces, spaceAccessOf } from './load';

/** The live spaces directly inside a collection, in sibling order. */
export async function listCollectionSpaces(
  ctx: ContentContext,
  request: contentV1.ListCollectionSpacesRequest,
  context: CallContext,
): Promise<contentV1.ListCollectionSpacesResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const { collection, access, viewer, tree } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.view, 'Collection');

  const page = await listSpacesPage(ctx.db, {
    where: { organizationId: collection.organizationId, parentId: collection.id },
    order: { by: 'position' },
    page: request.page,
    limit,
  });
  // Every space here has the same collection chain, already in `tree`.
  const items = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  return { items, next: page.next, count: page.count };
}
