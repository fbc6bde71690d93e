import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, ServerError, Status, type CallContext } from '@quire/shared';
import { deleteSpace as deleteSpaceCommand } from '../commands/space-deleter';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { loadSpace } from './load';

/**
 * Moves a space to the trash. Idempotent, as GitBook's (204 "Space did not exist"): a
 * missing or already deleted space is not an error.
 */
export async function deleteSpace(
  ctx: ContentContext,
  request: contentV1.DeleteSpaceRequest,
  context: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(context);
  let loaded;
  try {
    loaded = await loadSpace(ctx, principal, request.spaceId);
    authorize(loaded.access, spaceRules.admin, 'Space');
  } catch (error) {
    if (error instanceof ServerError && error.code === Status.NOT_FOUND) return {};
    throw error;
  }
  await deleteSpaceCommand(ctx.db, {
    spaceId: loaded.space.id,
    organizationId: loaded.space.organizationId,
    actorId: principal.userId,
  });
  return {};
}
