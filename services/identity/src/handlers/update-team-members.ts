import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { changeTeamMembership } from '../commands/team-membership-changer';
import type { IdentityDeps } from '../deps';
import type { TeamMemberRole } from '../generated/prisma/client';
import { authorize } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { parseTeamMemberRole } from '../presenters/role';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { requireTeam } from './require-team';

/** A user id or an email. */
const ZUserReference = z.string().trim().min(1).max(320);

const ZUpdateTeamMembersRequest = z.object({
  organizationId: ZId,
  teamId: ZId,
  add: z.array(ZUserReference).max(1000),
  memberships: z.record(ZUserReference, z.object({ role: z.number().int().optional() })),
  remove: z.array(ZUserReference).max(1000),
});

export const updateTeamMembers =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.UpdateTeamMembersRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZUpdateTeamMembersRequest, request);
    const { organizationId, teamId } = input;
    const viewer = await loadTeamViewer(prisma, organizationId, teamId, principal.userId);
    await requireTeam(prisma, viewer, organizationId, teamId);
    authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can change the members of the team');
    const roles: Record<string, TeamMemberRole> = {};
    for (const [reference, member] of Object.entries(input.memberships)) roles[reference] = parseTeamMemberRole(member.role);
    await changeTeamMembership(prisma, { organizationId, teamId, changes: { add: input.add, roles, remove: input.remove } });
    return {};
  };
