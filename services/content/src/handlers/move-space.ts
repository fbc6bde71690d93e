import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { moveSpace as moveSpaceCommand } from '../commands/space-mover';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { checkDestination, requestedParent } from './destination';
import { loadSpace, presentOneSpace, spaceAccessOf } from './load';

export async function moveSpace(
  ctx: ContentContext,
  request: contentV1.MoveSpaceRequest,
  context: CallContext,
): Promise<contentV1.MoveSpaceResponse> {
  const principal = getPrincipal(context);
  const { space, access, viewer } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.admin, 'Space');

  const parentId = requestedParent(request.parent, space.parentId);
  const destination = await checkDestination(ctx, {
    viewer,
    organizationId: space.organizationId,
    parentId,
    changesParent: parentId !== space.parentId,
  });
  const moved = await moveSpaceCommand(ctx.db, { space, parentId, position: request.position, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, moved, spaceAccessOf(viewer, destination, moved)) };
}
