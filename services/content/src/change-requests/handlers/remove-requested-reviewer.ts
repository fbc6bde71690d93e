import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { reviewerRemover } from '../commands/reviewer-remover';
import { changeRequestRules } from '../policy';
import { loadChangeRequest } from '../load';

const ZRemoveRequestedReviewerRequest = z.object({ spaceId: ZId, changeRequestId: ZId, userId: ZId });

/**
 * Takes a user off a change request's requested reviewers; succeeds whether or not they were
 * requested (the gateway answers 204 either way). Needs `edit` on the space; a merged change
 * request refuses (400).
 */
export async function removeRequestedReviewer(
  ctx: ContentContext,
  request: contentV1.RemoveRequestedReviewerRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZRemoveRequestedReviewerRequest, request);
  const { access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(access, changeRequestRules.edit, 'Space');
  await reviewerRemover(ctx.db, { changeRequestId: changeRequest.id, userId: input.userId, actorId: principal.userId });
  return {};
}
