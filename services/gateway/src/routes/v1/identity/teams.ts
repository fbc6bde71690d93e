import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, MAX_LIST_ITEMS, paginationQuery, ZSearchText, ZTeamMemberRole, ZTeamTitle, ZUserIdOrEmail } from '../schemas';

/** quire.identity.v1.TeamService (proto/quire/identity/v1/team.proto). */

const organizationParams = z.object({ organizationId: idParam });
const teamParams = z.object({ organizationId: idParam, teamId: idParam });
const teamMemberParams = z.object({ organizationId: idParam, teamId: idParam, userId: idParam });

export const teamRoutes = defineRoutes([
  {
    operationId: 'listTeamsInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/teams',
    rpc: 'quire.identity.v1.TeamService/ListTeams',
    params: organizationParams,
    query: z.object({ ...paginationQuery, owner: ZSearchText.optional(), title: ZSearchText.optional() }),
    status: 200,
    summary: 'List the teams of an organization',
  },
  {
    operationId: 'createOrganizationTeam',
    changesAccessOf: 'organization',
    method: 'put',
    path: '/orgs/:organizationId/teams',
    rpc: 'quire.identity.v1.TeamService/CreateTeam',
    params: organizationParams,
    body: z.object({ title: ZTeamTitle, members: z.array(ZUserIdOrEmail).max(MAX_LIST_ITEMS).optional() }),
    responseField: 'team',
    status: 201,
    summary: 'Create a team, optionally with members (admins)',
  },
  {
    operationId: 'getTeamInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/teams/:teamId',
    rpc: 'quire.identity.v1.TeamService/GetTeam',
    params: teamParams,
    responseField: 'team',
    status: 200,
    summary: 'Get a team of an organization',
  },
  {
    operationId: 'updateTeamInOrganizationById',
    method: 'patch',
    path: '/orgs/:organizationId/teams/:teamId',
    rpc: 'quire.identity.v1.TeamService/UpdateTeam',
    params: teamParams,
    body: z.object({ title: ZTeamTitle }),
    responseField: 'team',
    status: 200,
    summary: 'Rename a team (admins and team owners)',
  },
  {
    operationId: 'removeTeamFromOrganizationById',
    changesAccessOf: 'organization',
    method: 'delete',
    path: '/orgs/:organizationId/teams/:teamId',
    rpc: 'quire.identity.v1.TeamService/DeleteTeam',
    params: teamParams,
    status: 204,
    summary: 'Delete a team (idempotent; admins and team owners)',
  },
  {
    operationId: 'updateMembersInOrganizationTeam',
    changesAccessOf: 'organization',
    method: 'put',
    path: '/orgs/:organizationId/teams/:teamId/members',
    rpc: 'quire.identity.v1.TeamService/UpdateTeamMembers',
    params: teamParams,
    body: z.object({
      add: z.array(ZUserIdOrEmail).max(MAX_LIST_ITEMS).optional(),
      memberships: z
        .record(ZUserIdOrEmail, z.object({ role: ZTeamMemberRole }))
        .refine((memberships) => Object.keys(memberships).length <= MAX_LIST_ITEMS, `must have at most ${MAX_LIST_ITEMS} entries`)
        .optional(),
      remove: z.array(ZUserIdOrEmail).max(MAX_LIST_ITEMS).optional(),
    }),
    status: 204,
    summary: 'Add, remove and change the role of team members (user ids or emails)',
  },
  {
    operationId: 'listTeamMembersInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/teams/:teamId/members',
    rpc: 'quire.identity.v1.TeamService/ListTeamMembers',
    params: teamParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the members of a team',
  },
  {
    operationId: 'addMemberToOrganizationTeamById',
    changesAccessOf: 'organization',
    method: 'put',
    path: '/orgs/:organizationId/teams/:teamId/members/:userId',
    rpc: 'quire.identity.v1.TeamService/AddTeamMember',
    params: teamMemberParams,
    body: z.object({ role: ZTeamMemberRole.optional() }).optional(),
    status: 204,
    summary: 'Add a member to a team, or change their role in it',
  },
  {
    operationId: 'deleteMemberFromOrganizationTeamById',
    changesAccessOf: 'organization',
    method: 'delete',
    path: '/orgs/:organizationId/teams/:teamId/members/:userId',
    rpc: 'quire.identity.v1.TeamService/RemoveTeamMember',
    params: teamMemberParams,
    status: 204,
    summary: 'Remove a member from a team (idempotent)',
  },
  {
    operationId: 'listTeamsForOrganizationMember',
    method: 'get',
    path: '/orgs/:organizationId/members/:userId/teams',
    rpc: 'quire.identity.v1.TeamService/ListMemberTeams',
    params: z.object({ organizationId: idParam, userId: idParam }),
    query: z.object({ ...paginationQuery, title: ZSearchText.optional() }),
    status: 200,
    summary: 'List the teams of a member of an organization',
  },
]);
