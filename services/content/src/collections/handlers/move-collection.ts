import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { requestedParent } from '../../access/destination';
import { authorize, collectionAccess, withCollection } from '../../access/policy';
import type { ContentContext } from '../../context';
import { defaultLevelFromDb } from '../../lib/enums';
import { ZContentPosition, ZId, ZParentValue } from '../../lib/validation';
import { collectionMover } from '../commands/collection-mover';
import { collectionRules } from '../policy';
import { presentCollection } from '../presenter';
import { loadCollection } from '../load';

const ZMoveCollectionRequest = z.object({ collectionId: ZId, parent: ZParentValue, position: ZContentPosition });

/** The destination is checked by the mover, inside its transaction (cycles, depth, organization). */
export async function moveCollection(
  ctx: ContentContext,
  request: contentV1.MoveCollectionRequest,
  callContext: CallContext,
): Promise<contentV1.MoveCollectionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZMoveCollectionRequest, request);
  const { collection, access, viewer } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionRules.admin, 'Collection');

  const parentId = requestedParent(input.parent, collection.parentId);
  if (parentId === collection.id) throw invalidArgument('parent: a collection cannot be moved into itself');
  const { moved, destination } = await collectionMover(ctx.db, {
    collection,
    parentId,
    position: input.position,
    viewer,
    actorId: principal.userId,
  });
  const node = { id: moved.id, parentId: moved.parentId, defaultLevel: defaultLevelFromDb(moved.defaultLevel) };
  return { collection: presentCollection(moved, collectionAccess(viewer, withCollection(destination, node), moved.id), ctx.urls) };
}
