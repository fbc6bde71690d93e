import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, type CallContext } from '@quire/shared';
import { restoreSpace as restoreSpaceCommand } from '../commands/space-restorer';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { isRestorable, spaceRules } from '../policies/space';
import { loadSpace, presentOneSpace } from './load';

/** Takes a space out of the trash; refused (INVALID_ARGUMENT) once it has been there 7 days. A live space is answered as is. */
export async function restoreSpace(
  ctx: ContentContext,
  request: contentV1.RestoreSpaceRequest,
  context: CallContext,
): Promise<contentV1.RestoreSpaceResponse> {
  const principal = getPrincipal(context);
  const { space, access } = await loadSpace(ctx, principal, request.spaceId, { includeDeleted: true });
  authorize(access, spaceRules.admin, 'Space');
  if (!space.deletedAt) return { space: await presentOneSpace(ctx, space, access) };
  if (!isRestorable(space.deletedAt, new Date())) {
    throw invalidArgument('This space was deleted more than 7 days ago and can no longer be restored');
  }
  const restored = await restoreSpaceCommand(ctx.db, { space, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, restored, access) };
}
