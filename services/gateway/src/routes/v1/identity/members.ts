import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZEmail, ZMemberRole, ZMemberRoleOrGuest, ZSearchText } from '../schemas';

/** quire.identity.v1.MemberService (proto/quire/identity/v1/member.proto). */

const organizationParams = z.object({ organizationId: idParam });
const memberParams = z.object({ organizationId: idParam, userId: idParam });

export const memberRoutes = defineRoutes([
  {
    operationId: 'listMembersInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/members',
    rpc: 'quire.identity.v1.MemberService/ListMembers',
    params: organizationParams,
    query: z.object({
      ...paginationQuery,
      order: z.enum(['asc', 'desc']).optional(),
      role: z.union([ZMemberRole, z.literal('guest')]).optional(),
      search: ZSearchText.optional(),
      sort: z.enum(['joinedAt', 'lastSeenAt']).optional(),
    }),
    status: 200,
    summary: 'List the members of an organization (lastSeenAt sort lists members seen at least once)',
  },
  {
    operationId: 'addMemberToOrganizationById',
    changesAccessOf: 'organization',
    method: 'post',
    path: '/orgs/:organizationId/members',
    rpc: 'quire.identity.v1.MemberService/AddMemberByEmail',
    params: organizationParams,
    body: z.object({
      email: ZEmail,
      role: ZMemberRoleOrGuest,
      displayName: z.string().min(1).max(255).optional(),
    }),
    responseField: 'member',
    status: 201,
    extension: true,
    summary:
      'Add a user to an organization by email, creating the user when the email is new (admins; no token is issued)',
  },
  {
    operationId: 'getMemberInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/members/:userId',
    rpc: 'quire.identity.v1.MemberService/GetMember',
    params: memberParams,
    responseField: 'member',
    status: 200,
    summary: 'Get a member of an organization',
  },
  {
    operationId: 'updateMemberInOrganizationById',
    changesAccessOf: 'organization',
    method: 'patch',
    path: '/orgs/:organizationId/members/:userId',
    rpc: 'quire.identity.v1.MemberService/UpdateMember',
    params: memberParams,
    body: z.object({ role: ZMemberRoleOrGuest.optional() }),
    responseField: 'member',
    status: 200,
    summary: "Change a member's role (null makes them a guest; the last admin cannot be demoted)",
  },
  {
    operationId: 'removeMemberFromOrganizationById',
    changesAccessOf: 'organization',
    method: 'delete',
    path: '/orgs/:organizationId/members/:userId',
    rpc: 'quire.identity.v1.MemberService/RemoveMember',
    params: memberParams,
    status: 204,
    summary: 'Remove a member from an organization (idempotent; the last admin cannot be removed)',
  },
  {
    operationId: 'setUserAsSSOMemberForOrganization',
    method: 'post',
    path: '/orgs/:organizationId/members/:userId/sso',
    rpc: 'quire.identity.v1.MemberService/SetMemberSso',
    params: memberParams,
    responseField: 'member',
    status: 200,
    summary: 'Mark a member as able to log in with SSO',
  },
]);
