import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { addTeamMember } from './handlers/add-team-member';
import { createTeam } from './handlers/create-team';
import { deleteTeam } from './handlers/delete-team';
import { getTeam } from './handlers/get-team';
import { listMemberTeams } from './handlers/list-member-teams';
import { listTeamMembers } from './handlers/list-team-members';
import { listTeams } from './handlers/list-teams';
import { removeTeamMember } from './handlers/remove-team-member';
import { updateTeam } from './handlers/update-team';
import { updateTeamMembers } from './handlers/update-team-members';

export function teamService(ctx: IdentityContext): identityV1.TeamServiceImplementation {
  return {
    createTeam: (request, callContext) => createTeam(ctx, request, callContext),
    listTeams: (request, callContext) => listTeams(ctx, request, callContext),
    getTeam: (request, callContext) => getTeam(ctx, request, callContext),
    updateTeam: (request, callContext) => updateTeam(ctx, request, callContext),
    deleteTeam: (request, callContext) => deleteTeam(ctx, request, callContext),
    updateTeamMembers: (request, callContext) => updateTeamMembers(ctx, request, callContext),
    listTeamMembers: (request, callContext) => listTeamMembers(ctx, request, callContext),
    addTeamMember: (request, callContext) => addTeamMember(ctx, request, callContext),
    removeTeamMember: (request, callContext) => removeTeamMember(ctx, request, callContext),
    listMemberTeams: (request, callContext) => listMemberTeams(ctx, request, callContext),
  };
}
