import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { changeRequestMerger } from '../commands/change-request-merger';
import { loadChangeRequest } from '../load';
import { presentMergeConflict } from '../merge-presenter';
import { authorizeMerge } from '../policy';

const ZMergeChangeRequestRequest = z.object({ spaceId: ZId, changeRequestId: ZId });

/**
 * POST /spaces/{spaceId}/change-requests/{changeRequestId}/merge. Conflicts are a 200 with
 * `result: "conflicts"` (the contract declares no error) and Quire's extra `conflicts` list;
 * unmet merge rules are a 400 naming them. The space and the change request are read once,
 * here; the merge checks its permission, the status and the rules again on the rows it locks.
 */
export async function mergeChangeRequest(
  ctx: ContentContext,
  request: contentV1.MergeChangeRequestRequest,
  callContext: CallContext,
): Promise<contentV1.MergeChangeRequestResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZMergeChangeRequestRequest, request);
  const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeMerge(access, space);
  const outcome = await changeRequestMerger(ctx.db, { changeRequest, mainRevisionId: space.revisionId, access, actorId: principal.userId });
  return {
    revision: outcome.revision,
    result: outcome.result,
    conflicts: outcome.result === 'conflicts' ? outcome.conflicts.map(presentMergeConflict) : [],
  };
}
