import { z } from 'zod';
import { defineRoutes, idParam, paginationQuery } from '../route-row';


/** GitBook "OrganizationTeamTitle". */
const ZTeamTitle = z.string().min(1).max(64);
/** GitBook "TeamMemberRole". */
const ZTeamMemberRole = z.enum(['owner', 'member']);

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
    query: z.object({ ...paginationQuery, owner: z.string().optional(), title: z.string().optional() }),
    status: 200,
    summary: 'List the teams of an organization',
  },
  {
    operationId: 'createOrganizationTeam',
    changesCallerAccess: true,
    method: 'put',
    path: '/orgs/:organizationId/teams',
    rpc: 'quire.identity.v1.TeamService/CreateTeam',
    params: organizationParams,
    body: z.object({ title: ZTeamTitle, members: z.array(z.string()).optional() }),
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
    changesCallerAccess: true,
    method: 'delete',
    path: '/orgs/:organizationId/teams/:teamId',
    rpc: 'quire.identity.v1.TeamService/DeleteTeam',
    params: teamParams,
    status: 204,
    summary: 'Delete a team (idempotent; admins and team owners)',
  },
  {
    operationId: 'updateMembersInOrganizationTeam',
    changesCallerAccess: true,
    method: 'put',
    path: '/orgs/:organizationId/teams/:teamId/members',
    rpc: 'quire.identity.v1.TeamService/UpdateTeamMembers',
    params: teamParams,
    body: z.object({
      add: z.array(z.string()).optional(),
      memberships: z.record(z.string(), z.object({ role: ZTeamMemberRole })).optional(),
      remove: z.array(z.string()).optional(),
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
    changesCallerAccess: true,
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
    changesCallerAccess: true,
    method: 'delete',
    path: '/orgs/:organizationId/teams/:teamId/members/:userId',
    rpc: 'quire.identity.v1.TeamService/RemoveTeamMember',
    params: teamMemberParams,
    status: 204,
    summary: 'Remove a member from a team (idempotent)',
  },
]);
