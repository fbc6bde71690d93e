import type { identityV1 } from '@quire/proto';
import type { IdentityDeps } from '../deps';
import { addMember } from './add-member';
import { addMemberByEmail } from './add-member-by-email';
import { addTeamMember } from './add-team-member';
import { authenticateToken } from './authenticate-token';
import { bootstrap } from './bootstrap';
import { createApiToken } from './create-api-token';
import { createCurrentUserApiToken } from './create-current-user-api-token';
import { createOrganization } from './create-organization';
import { createOrganizationForCurrentUser } from './create-organization-for-current-user';
import { createTeam } from './create-team';
import { deleteTeam } from './delete-team';
import { getCurrentUser } from './get-current-user';
import { getMember } from './get-member';
import { getMemberAccess } from './get-member-access';
import { getOrganization } from './get-organization';
import { getTeam } from './get-team';
import { listCurrentUserApiTokens } from './list-current-user-api-tokens';
import { listMemberTeams } from './list-member-teams';
import { listMembers } from './list-members';
import { listOrganizations } from './list-organizations';
import { listTeamMembers } from './list-team-members';
import { listTeams } from './list-teams';
import { pingOrganization } from './ping-organization';
import { removeMember } from './remove-member';
import { removeTeamMember } from './remove-team-member';
import { revokeApiToken } from './revoke-api-token';
import { revokeCurrentUserApiToken } from './revoke-current-user-api-token';
import { setMemberSso } from './set-member-sso';
import { updateMember } from './update-member';
import { updateOrganization } from './update-organization';
import { updateTeam } from './update-team';
import { updateTeamMembers } from './update-team-members';

export function identityService(deps: IdentityDeps): identityV1.AuthServiceImplementation &
  identityV1.UserServiceImplementation &
  identityV1.OrganizationServiceImplementation &
  identityV1.MemberServiceImplementation &
  identityV1.TeamServiceImplementation {
  return {
    authenticateToken: authenticateToken(deps),
    getMemberAccess: getMemberAccess(deps),
    getCurrentUser: getCurrentUser(deps),
    listOrganizations: listOrganizations(deps),
    getOrganization: getOrganization(deps),
    updateOrganization: updateOrganization(deps),
    pingOrganization: pingOrganization(deps),
    createOrganizationForCurrentUser: createOrganizationForCurrentUser(deps),
    listCurrentUserApiTokens: listCurrentUserApiTokens(deps),
    createCurrentUserApiToken: createCurrentUserApiToken(deps),
    revokeCurrentUserApiToken: revokeCurrentUserApiToken(deps),
    listMembers: listMembers(deps),
    getMember: getMember(deps),
    updateMember: updateMember(deps),
    removeMember: removeMember(deps),
    setMemberSso: setMemberSso(deps),
    listMemberTeams: listMemberTeams(deps),
    addMemberByEmail: addMemberByEmail(deps),
    createTeam: createTeam(deps),
    listTeams: listTeams(deps),
    getTeam: getTeam(deps),
    updateTeam: updateTeam(deps),
    deleteTeam: deleteTeam(deps),
    updateTeamMembers: updateTeamMembers(deps),
    listTeamMembers: listTeamMembers(deps),
    addTeamMember: addTeamMember(deps),
    removeTeamMember: removeTeamMember(deps),
  };
}

export function identityAdminService(deps: IdentityDeps): identityV1.AdminServiceImplementation {
  return {
    createOrganization: createOrganization(deps),
    addMember: addMember(deps),
    createApiToken: createApiToken(deps),
    revokeApiToken: revokeApiToken(deps),
    bootstrap: bootstrap(deps),
  };
}
