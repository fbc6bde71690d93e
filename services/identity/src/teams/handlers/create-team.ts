import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZId, ZTeamTitle } from '../../lib/validation';
import { teamCreator } from '../commands/team-creator';
import { teamPolicy } from '../policy';
import { presentTeam } from '../presenter';

const ZCreateTeamRequest = z.object({
  organizationId: ZId,
  title: ZTeamTitle,
  members: z.array(ZId).max(MAX_LIST_ITEMS),
});

export async function createTeam(
  ctx: IdentityContext,
  request: identityV1.CreateTeamRequest,
  callContext: CallContext,
): Promise<identityV1.CreateTeamResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateTeamRequest, request);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, teamPolicy.create(viewer), 'Only admins can create teams');
  const { team, memberIds } = await teamCreator(ctx.db, input);
  // A new team has exactly the members it was created with and no space yet: nothing to count.
  const teamRole = memberIds.includes(principal.userId) ? ('member' as const) : undefined;
  return { team: presentTeam(team, { members: memberIds.length, spaces: 0 }, { ...viewer, teamRole }) };
}
