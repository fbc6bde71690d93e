import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceRestorer } from '../commands/space-restorer';
import { isRestorable, spaceRules } from '../policy';
import { presentOneSpace } from '../presenter';
import { loadSpace } from '../load';

const ZRestoreSpaceRequest = z.object({ spaceId: ZId });

/** Takes a space out of the trash; refused (INVALID_ARGUMENT) once it has been there 7 days. A live space is answered as is. */
export async function restoreSpace(
  ctx: ContentContext,
  request: contentV1.RestoreSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.RestoreSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZRestoreSpaceRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId, { includeDeleted: true });
  authorize(access, spaceRules.admin, 'Space');
  if (!space.deletedAt) return { space: await presentOneSpace(ctx, space, access) };
  if (!isRestorable(space.deletedAt, new Date())) {
    throw invalidArgument('This space was deleted more than 7 days ago and can no longer be restored');
  }
  const restored = await spaceRestorer(ctx.db, { space, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, restored, access) };
}
