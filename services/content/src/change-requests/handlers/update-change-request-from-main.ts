import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spacePermissions } from '../../spaces/policy';
import { changeRequestMainPuller } from '../commands/change-request-main-puller';
import { presentMergeConflict } from '../merge-presenter';
import { loadChangeRequest } from '../load';

const ZUpdateChangeRequestFromMainRequest = z.object({ spaceId: ZId, changeRequestId: ZId });

/** POST /spaces/{spaceId}/change-requests/{changeRequestId}/update: pull main into the change request. */
export async function updateChangeRequestFromMain(
  ctx: ContentContext,
  request: contentV1.UpdateChangeRequestFromMainRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateChangeRequestFromMainResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateChangeRequestFromMainRequest, request);
  const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  if (!spacePermissions(access, space).edit) throw permissionDenied('You cannot edit change requests in this space');
  const outcome = await changeRequestMainPuller(ctx.db, { changeRequest, mainRevisionId: space.revisionId, actorId: principal.userId });
  return {
    revision: outcome.revision,
    result: outcome.result,
    conflicts: outcome.result === 'conflicts' ? outcome.conflicts.map(presentMergeConflict) : [],
  };
}
