import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZId } from '../../lib/validation';
import { presentUser } from '../../users/presenter';
import { findMemberIds, findUsersByIds } from '../queries';

const ZGetUsersRequest = z.object({
  userIds: z.array(ZId).max(MAX_LIST_ITEMS),
  organizationId: ZId.optional(),
});

/**
 * Users by id for services that embed GitBook "User" objects (change request authors,
 * reviewers...), and with an organization which of them are its members (guests included).
 * One query for the users and one for the memberships, whatever the number of ids. Callers
 * authorize their own callers: this rpc is not routed by the gateway.
 */
export async function getUsers(
  ctx: IdentityContext,
  request: identityV1.GetUsersRequest,
  _callContext: CallContext,
): Promise<identityV1.GetUsersResponse> {
  const { userIds, organizationId } = parseRequest(ZGetUsersRequest, request);
  const unique = [...new Set(userIds)];
  const [users, memberIds] = await Promise.all([
    findUsersByIds(ctx.db, unique),
    organizationId === undefined ? Promise.resolve([]) : findMemberIds(ctx.db, organizationId, unique),
  ]);
  return { users: users.map((user) => presentUser(user, ctx.urls)), memberIds };
}
