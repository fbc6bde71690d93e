import { memberRoleToProto } from '@quire/shared';
import { commonV1, identityV1 } from '@quire/proto';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';

import { loadTeamIdsOfUsers } from '../queries/members';
import { parseRequest, ZId } from '../validation';

const ZGetMemberAccessRequest = z.object({ organizationId: ZId, userId: ZId });

/** For other services' access checks; they authorize their own callers. */
export const getMemberAccess =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.GetMemberAccessRequest): Promise<identityV1.GetMemberAccessResponse> => {
    const { organizationId, userId } = parseRequest(ZGetMemberAccessRequest, request);
    const membership = await prisma.membership.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
      select: { role: true },
    });
    if (!membership) {
      return { isMember: false, role: commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED, teamIds: [] };
    }
    const teamIds = await loadTeamIdsOfUsers(prisma, organizationId, [userId]);
    return { isMember: true, role: memberRoleToProto(membership.role), teamIds: teamIds.get(userId) ?? [] };
  };
