import type { contentV1 } from '@quire/proto';
import { alreadyExists, getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import { transferCollection as transferCollectionCommand } from '../commands/collection-transferrer';
import type { ContentContext } from '../context';
import { authorize, collectionAccess, viewerOf } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { canTransferBetween } from '../policies/organization';
import { presentCollection } from '../presenters/collection';
import { loadChainTree } from '../queries/access-tree';
import { parseField, ZId } from '../validation';
import { loadCollection } from './load';

export async function transferCollection(
  ctx: ContentContext,
  request: contentV1.TransferCollectionRequest,
  context: CallContext,
): Promise<contentV1.TransferCollectionResponse> {
  const principal = getPrincipal(context);
  const targetOrganizationId = parseField(ZId, request.organization, 'organization');
  const { collection, access, viewer } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.view, 'Collection');

  const target = viewerOf(principal, targetOrganizationId);
  if (target.orgRole === undefined) throw notFound('Organization not found');
  if (!canTransferBetween(viewer, target)) {
    throw permissionDenied('Transferring needs the "admin" role in both organizations');
  }
  if (targetOrganizationId === collection.organizationId) {
    throw alreadyExists('The collection is already in this organization');
  }

  const transferred = await transferCollectionCommand(ctx.db, { collection, targetOrganizationId, actorId: principal.userId });
  const tree = await loadChainTree(ctx.db, transferred.id, target.teamIds);
  return { collection: presentCollection(transferred, collectionAccess(target, tree, transferred.id), ctx.urls) };
}
