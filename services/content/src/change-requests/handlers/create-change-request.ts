import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { embeddedUser } from '../../lib/embedded-users';
import { ZChangeRequestSubject, ZId } from '../../lib/validation';
import { changeRequestCreator } from '../commands/change-request-creator';
import { authorizeCreate } from '../policy';
import { presentChangeRequest } from '../presenter';
import { loadSpace } from '../../spaces/load';

const ZCreateChangeRequestRequest = z.object({
  spaceId: ZId,
  subject: ZChangeRequestSubject.optional(),
  // GitBook's agent tasks have no meaning in Quire: accepted (bounded) and ignored.
  agentTaskId: z.string().max(256).optional(),
  conversationsIssuesCluster: ZId.optional(),
});

/**
 * Creates a draft change request on the space's current revision, numbered after the space's
 * last one. Needs `edit` on a space that is not locked. Presented without counting (a new
 * change request has no comments and is up to date).
 */
export async function createChangeRequest(
  ctx: ContentContext,
  request: contentV1.CreateChangeRequestRequest,
  callContext: CallContext,
): Promise<contentV1.CreateChangeRequestResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateChangeRequestRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorizeCreate(access, space);

  const changeRequest = await changeRequestCreator(ctx.db, {
    spaceId: space.id,
    subject: input.subject ?? '',
    conversationsIssuesCluster: input.conversationsIssuesCluster ?? null,
    actorId: principal.userId,
  });
  const { users } = await ctx.identity.users([principal.userId], undefined, forwardMetadata(callContext));
  return {
    changeRequest: presentChangeRequest(
      changeRequest,
      { createdBy: embeddedUser(users, principal.userId, ctx.urls), spaceRevisionId: changeRequest.revisionInitialId, comments: 0 },
      ctx.urls,
    ),
  };
}
