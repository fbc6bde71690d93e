import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { changeTeamMembership } from '../commands/team-membership-changer';
import type { IdentityDeps } from '../deps';
import { authorize } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { requireTeam } from './require-team';

const ZRemoveTeamMemberRequest = z.object({ organizationId: ZId, teamId: ZId, userId: ZId });

/** Removing a user who is not in the team succeeds without change. */
export const removeTeamMember =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.RemoveTeamMemberRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const { organizationId, teamId, userId } = parseRequest(ZRemoveTeamMemberRequest, request);
    const viewer = await loadTeamViewer(prisma, organizationId, teamId, principal.userId);
    await requireTeam(prisma, viewer, organizationId, teamId);
    // Leaving a team is always allowed.
    const allowed = teamPolicy.manage(viewer) || userId === principal.userId;
    authorize(viewer, allowed, 'Only admins and team owners can remove members from the team');
    await changeTeamMembership(prisma, { organizationId, teamId, changes: { remove: [userId] } });
    return {};
  };
