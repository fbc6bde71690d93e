import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, ServerError, Status, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceDeleter } from '../commands/space-deleter';
import { spaceRules } from '../policy';
import { loadSpace } from '../load';

const ZDeleteSpaceRequest = z.object({ spaceId: ZId });

/**
 * Moves a space to the trash. Idempotent, as GitBook's (204 "Space did not exist"): a
 * missing or already deleted space is not an error.
 */
export async function deleteSpace(
  ctx: ContentContext,
  request: contentV1.DeleteSpaceRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteSpaceRequest, request);
  let loaded;
  try {
    loaded = await loadSpace(ctx, principal, input.spaceId);
    authorize(loaded.access, spaceRules.admin, 'Space');
  } catch (error) {
    if (error instanceof ServerError && error.code === Status.NOT_FOUND) return {};
    throw error;
  }
  await spaceDeleter(ctx.db, {
    spaceId: loaded.space.id,
    organizationId: loaded.space.organizationId,
    actorId: principal.userId,
  });
  return {};
}
