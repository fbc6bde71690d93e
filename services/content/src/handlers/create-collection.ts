import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { createCollection as createCollectionCommand } from '../commands/collection-creator';
import type { ContentContext } from '../context';
import { authorizeCreateIn, collectionAccess, viewerOf } from '../policies/access';
import { presentCollection } from '../presenters/collection';
import { loadChainTree } from '../queries/access-tree';
import { findCollection } from '../queries/collections';
import { DEFAULT_TITLE, parseField, ZCollectionTitle, ZId } from '../validation';

export async function createCollection(
  ctx: ContentContext,
  request: contentV1.CreateCollectionRequest,
  context: CallContext,
): Promise<contentV1.CreateCollectionResponse> {
  const principal = getPrincipal(context);
  const title = request.title === undefined ? DEFAULT_TITLE : parseField(ZCollectionTitle, request.title, 'title');
  const viewer = viewerOf(principal, request.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  const parentId = request.parent ? parseField(ZId, request.parent, 'parent') : null;
  if (parentId !== null) {
    const parent = await findCollection(ctx.db, parentId);
    if (!parent || parent.organizationId !== request.organizationId) throw notFound('Parent collection not found');
  }
  const tree = await loadChainTree(ctx.db, parentId, viewer.teamIds);
  authorizeCreateIn(viewer, tree, parentId);

  const collection = await createCollectionCommand(ctx.db, {
    organizationId: request.organizationId,
    parentId,
    title,
    actorId: principal.userId,
  });
  // The new collection inherits its parent's grants; the caller's level on it comes from the same tree.
  const createdTree = await loadChainTree(ctx.db, collection.id, viewer.teamIds);
  return { collection: presentCollection(collection, collectionAccess(viewer, createdTree, collection.id), ctx.urls) };
}
