import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, parseRequest, type CallContext, type JsonObject } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { validateDocument } from '../../lib/document-validation';
import { ZChangeRequestSubject, ZId, ZIdList, ZJsonObject } from '../../lib/validation';
import { reviewerRequester } from '../commands/reviewer-requester';
import { changeRequestRules, reviewRequestRefusal } from '../policy';
import { presentRequestedReviewer } from '../presenter';
import { loadChangeRequest } from '../load';

const ZRequestReviewersRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  users: ZIdList,
  subject: ZChangeRequestSubject.optional(),
  description: ZJsonObject.optional(),
});

/**
 * Asks organization members to review a change request (optionally changing its subject and
 * description at the same time). Needs `edit` on the space; merged and archived change
 * requests refuse (400). Every user must be a member (guests included) of the space's
 * organization, and not the change request's author (who cannot review it): otherwise 400
 * naming the ids. One identity call checks the members and gives the users to present.
 */
export async function requestReviewers(
  ctx: ContentContext,
  request: contentV1.RequestReviewersRequest,
  callContext: CallContext,
): Promise<contentV1.RequestReviewersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZRequestReviewersRequest, request);
  if (input.description !== undefined) validateDocument('description', input.description);
  const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(access, changeRequestRules.edit, 'Space');
  const refusal = reviewRequestRefusal(changeRequest.status);
  if (refusal) throw invalidArgument(refusal);

  const userIds = [...new Set(input.users)];
  if (userIds.includes(changeRequest.createdById)) {
    throw invalidArgument(`users: ${changeRequest.createdById} is the author of the change request and cannot review it`);
  }
  // Who requested the users already requested: their requests stay, and are presented as they are.
  const existing = await ctx.db.changeRequestReviewer.findMany({
    where: { changeRequestId: changeRequest.id, userId: { in: userIds } },
    select: { requestedById: true },
  });
  const metadata = forwardMetadata(callContext);
  const { users, memberIds } = await ctx.identity.users(
    [...userIds, principal.userId, ...existing.map((row) => row.requestedById)],
    space.organizationId,
    metadata,
  );
  const outsiders = userIds.filter((userId) => !memberIds.has(userId));
  if (outsiders.length > 0) throw invalidArgument(`users: not members of the organization: ${outsiders.join(', ')}`);

  const result = await reviewerRequester(ctx.db, {
    changeRequestId: changeRequest.id,
    userIds,
    changes: { subject: input.subject, description: input.description as JsonObject | undefined },
    actorId: principal.userId,
  });
  // A request renewed by someone else between the read above and the transaction names a
  // requester not fetched yet: fetch those few (almost never any).
  const missing = result.reviewers.map((row) => row.requestedById).filter((userId) => !users.has(userId));
  if (missing.length > 0) for (const [id, user] of (await ctx.identity.users(missing, undefined, metadata)).users) users.set(id, user);
  return { users: result.reviewers.map((row) => presentRequestedReviewer(row, users, ctx.urls)) };
}
