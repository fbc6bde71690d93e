import { commonV1, type identityV1 } from '@quire/proto';
import { memberRoleToProto, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findMembership, loadTeamIdsOfUsers } from '../../members/queries';

const ZGetMemberAccessRequest = z.object({ organizationId: ZId, userId: ZId });

/** For other services' access checks; they authorize their own callers. */
export async function getMemberAccess(
  ctx: IdentityContext,
  request: identityV1.GetMemberAccessRequest,
  _callContext: CallContext,
): Promise<identityV1.GetMemberAccessResponse> {
  const { organizationId, userId } = parseRequest(ZGetMemberAccessRequest, request);
  const membership = await findMembership(ctx.db, organizationId, userId);
  if (!membership) {
    return { isMember: false, role: commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED, teamIds: [] };
  }
  const teamIds = await loadTeamIdsOfUsers(ctx.db, organizationId, [userId]);
  return { isMember: true, role: memberRoleToProto(membership.role), teamIds: teamIds.get(userId) ?? [] };
}
