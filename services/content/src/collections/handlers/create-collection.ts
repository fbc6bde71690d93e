import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeCreateIn, collectionAccess, viewerOf, withCollection } from '../../access/policy';
import { loadChainTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { defaultLevelFromDb } from '../../lib/enums';
import { DEFAULT_TITLE, ZCollectionTitle, ZId, ZOptionalId } from '../../lib/validation';
import { collectionCreator } from '../commands/collection-creator';
import { presentCollection } from '../presenter';
import { findCollection } from '../queries';

const ZCreateCollectionRequest = z.object({ organizationId: ZId, title: ZCollectionTitle.optional(), parent: ZOptionalId });

export async function createCollection(
  ctx: ContentContext,
  request: contentV1.CreateCollectionRequest,
  callContext: CallContext,
): Promise<contentV1.CreateCollectionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateCollectionRequest, request);
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  const parentId = input.parent || null;
  if (parentId !== null) {
    const parent = await findCollection(ctx.db, parentId);
    if (!parent || parent.organizationId !== input.organizationId) throw notFound('Parent collection not found');
  }
  const tree = await loadChainTree(ctx.db, parentId, subjectsOf(viewer));
  authorizeCreateIn(viewer, tree, parentId);

  const collection = await collectionCreator(ctx.db, {
    organizationId: input.organizationId,
    parentId,
    title: input.title ?? DEFAULT_TITLE,
    actorId: principal.userId,
  });
  // The new collection inherits its parent's grants: the caller's level on it comes from the same tree.
  const node = { id: collection.id, parentId, defaultLevel: defaultLevelFromDb(collection.defaultLevel) };
  return { collection: presentCollection(collection, collectionAccess(viewer, withCollection(tree, node), collection.id), ctx.urls) };
}
