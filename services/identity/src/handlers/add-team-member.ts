import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { changeTeamMembership } from '../commands/team-membership-changer';
import type { IdentityDeps } from '../deps';
import { authorize } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { parseTeamMemberRole } from '../presenters/role';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { requireTeam } from './require-team';

const ZAddTeamMemberRequest = z.object({
  organizationId: ZId,
  teamId: ZId,
  userId: ZId,
  role: z.number().int().optional(),
});

/** Adds the user to the team with the role (member by default), or sets their role if already in it. */
export const addTeamMember =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.AddTeamMemberRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const { organizationId, teamId, userId, role } = parseRequest(ZAddTeamMemberRequest, request);
    const viewer = await loadTeamViewer(prisma, organizationId, teamId, principal.userId);
    await requireTeam(prisma, viewer, organizationId, teamId);
    authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can add members to the team');
    await changeTeamMembership(prisma, {
      organizationId,
      teamId,
      changes: { roles: { [userId]: parseTeamMemberRole(role) } },
    });
    return {};
  };
