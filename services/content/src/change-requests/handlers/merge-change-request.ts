import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import type { TransactionClient } from '../../db';
import { ZId } from '../../lib/validation';
import { spacePermissions } from '../../spaces/policy';
import { changeRequestMerger } from '../commands/change-request-merger';
import { unmetMergeRules } from '../merge-rules-check';
import { presentMergeConflict } from '../merge-presenter';
import { isOutdated } from '../presenter';
import { loadChangeRequest, type ChangeRequestRow } from '../queries';

const ZMergeChangeRequestRequest = z.object({ spaceId: ZId, changeRequestId: ZId });

/** Identity keeps no organization merge rules yet: a space that inherits has none. */
const ORGANIZATION_RULES = { type: 'none' } as const;

async function checkRules(tx: TransactionClient, changeRequest: ChangeRequestRow, mainRevisionId: string, actorId: string): Promise<string[]> {
  const [space, reviews] = await Promise.all([
    tx.space.findUnique({ where: { id: changeRequest.spaceId }, select: { mergeRules: true } }),
    tx.changeRequestReview.findMany({ where: { changeRequestId: changeRequest.id }, select: { reviewerId: true, status: true, createdAt: true } }),
  ]);
  const description = changeRequest.description as { nodes?: unknown[] } | null;
  return unmetMergeRules({
    spaceRules: space?.mergeRules,
    organizationRules: ORGANIZATION_RULES,
    actorId,
    subject: changeRequest.subject,
    hasDescription: Array.isArray(description?.nodes) && description.nodes.length > 0,
    outdated: isOutdated(changeRequest, mainRevisionId),
    reviews,
  });
}

/**
 * POST /spaces/{spaceId}/change-requests/{changeRequestId}/merge. Conflicts are a 200 with
 * `result: "conflicts"` (the contract declares no error) and Quire's extra `conflicts` list;
 * unmet merge rules are a 400 naming them.
 */
export async function mergeChangeRequest(
  ctx: ContentContext,
  request: contentV1.MergeChangeRequestRequest,
  callContext: CallContext,
): Promise<contentV1.MergeChangeRequestResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZMergeChangeRequestRequest, request);
  const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  if (!spacePermissions(access, space).merge) throw permissionDenied('You cannot merge change requests in this space');
  const outcome = await changeRequestMerger(ctx.db, {
    changeRequestId: changeRequest.id,
    actorId: principal.userId,
    checkRules: (tx, locked, mainRevisionId) => checkRules(tx, locked, mainRevisionId, principal.userId),
  });
  return {
    revision: outcome.revision,
    result: outcome.result,
    conflicts: outcome.result === 'conflicts' ? outcome.conflicts.map(presentMergeConflict) : [],
  };
}
