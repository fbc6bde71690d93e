import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { requestedParent } from '../../access/destination';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZContentPosition, ZId, ZParentValue } from '../../lib/validation';
import { spaceMover } from '../commands/space-mover';
import { spaceRules } from '../policy';
import { presentOneSpace } from '../presenter';
import { loadSpace, spaceAccessOf } from '../load';

const ZMoveSpaceRequest = z.object({ spaceId: ZId, parent: ZParentValue, position: ZContentPosition });

/** The destination is checked by the mover, inside its transaction (organization, create level). */
export async function moveSpace(
  ctx: ContentContext,
  request: contentV1.MoveSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.MoveSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZMoveSpaceRequest, request);
  const { space, access, viewer } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.admin, 'Space');

  const parentId = requestedParent(input.parent, space.parentId);
  const { moved, destination } = await spaceMover(ctx.db, { space, parentId, position: input.position, viewer, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, moved, spaceAccessOf(viewer, destination, moved)) };
}
