import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZId } from '../../lib/validation';
import { presentMembers } from '../../members/presenter';
import { findMembershipsOfUsers } from '../queries';

const ZGetMembersRequest = z.object({
  organizationId: ZId,
  userIds: z.array(ZId).max(MAX_LIST_ITEMS),
});

/**
 * The organization's members (guests included) among `userIds`, as GitBook "OrganizationMember"s
 * ordered by user id, for services that list people of an organization (content's commenters).
 * One query for the memberships, then the batch counts of `presentMembers` (one query for teams,
 * one call to content for spaces), whatever the number of ids. Callers authorize their own
 * callers: this rpc is not routed by the gateway.
 */
export async function getMembers(
  ctx: IdentityContext,
  request: identityV1.GetMembersRequest,
  callContext: CallContext,
): Promise<identityV1.GetMembersResponse> {
  const { organizationId, userIds } = parseRequest(ZGetMembersRequest, request);
  const memberships = await findMembershipsOfUsers(ctx.db, organizationId, [...new Set(userIds)]);
  if (memberships.length === 0) return { members: [] };
  return { members: await presentMembers(ctx, callContext, organizationId, memberships) };
}
