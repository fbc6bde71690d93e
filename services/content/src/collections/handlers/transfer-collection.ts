import type { contentV1 } from '@quire/proto';
import { alreadyExists, getPrincipal, notFound, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { canTransferBetween } from '../../access/organization';
import { authorize, collectionAccess, EMPTY_TREE, viewerOf, withCollection } from '../../access/policy';
import type { ContentContext } from '../../context';
import { defaultLevelFromDb } from '../../lib/enums';
import { ZId } from '../../lib/validation';
import { collectionTransferrer } from '../commands/collection-transferrer';
import { collectionRules } from '../policy';
import { presentCollection } from '../presenter';
import { loadCollection } from '../load';

const ZTransferCollectionRequest = z.object({ collectionId: ZId, organization: ZId });

export async function transferCollection(
  ctx: ContentContext,
  request: contentV1.TransferCollectionRequest,
  callContext: CallContext,
): Promise<contentV1.TransferCollectionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZTransferCollectionRequest, request);
  const { collection, access, viewer } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionRules.view, 'Collection');

  const target = viewerOf(principal, input.organization);
  if (target.orgRole === undefined) throw notFound('Organization not found');
  if (!canTransferBetween(viewer, target)) {
    throw permissionDenied('Transferring needs the "admin" role in both organizations');
  }
  if (input.organization === collection.organizationId) {
    throw alreadyExists('The collection is already in this organization');
  }

  const transferred = await collectionTransferrer(ctx.db, { collection, targetOrganizationId: input.organization, actorId: principal.userId });
  // At the top level of the target, without team permissions: the role and its own default level decide.
  const node = { id: transferred.id, parentId: null, defaultLevel: defaultLevelFromDb(transferred.defaultLevel) };
  return { collection: presentCollection(transferred, collectionAccess(target, withCollection(EMPTY_TREE, node), transferred.id), ctx.urls) };
}
