import type { contentV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { removeGrant } from '../operations';

const ZRemoveSpaceTeamPermissionRequest = z.object({ spaceId: ZId, teamId: ZId });

/** Removes the team's grant on the space: `removed` (205) when there was one, else 204. */
export function removeSpaceTeamPermission(
  ctx: ContentContext,
  request: contentV1.RemoveSpaceTeamPermissionRequest,
  callContext: CallContext,
): Promise<contentV1.RemoveSpaceTeamPermissionResponse> {
  const input = parseRequest(ZRemoveSpaceTeamPermissionRequest, request);
  return removeGrant(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, 'team', input.teamId);
}
