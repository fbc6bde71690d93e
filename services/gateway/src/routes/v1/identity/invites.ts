import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, MAX_LIST_ITEMS, paginationQuery, ZMemberRoleOrGuest } from '../schemas';

/**
 * quire.invites.v1.OrganizationInviteService (proto/quire/invites/v1/invite.proto), served by
 * identity: invitations by email, invite links, joining (docs/identity.md "Invitations and joining").
 */

const organizationParams = z.object({ organizationId: idParam });
const inviteParams = z.object({ organizationId: idParam, inviteId: idParam });

/** An email as the contract's InviteUsersToOrganization takes it (no format declared; the service checks it). */
const ZInviteEmail = z.string().min(1).max(320);
const ZInviteDomain = z.string().min(1).max(253);
const ZMaxUses = z.number().int().min(1).max(1_000_000);
const ZExpiry = z.iso.datetime({ offset: true }).max(64);

export const inviteRoutes = defineRoutes([
  {
    operationId: 'inviteUsersToOrganization',
    method: 'post',
    path: '/orgs/:organizationId/invites',
    rpc: 'quire.invites.v1.OrganizationInviteService/InviteUsersToOrganization',
    params: organizationParams,
    body: z.object({
      emails: z.array(z.union([ZInviteEmail, z.object({ email: ZInviteEmail, role: ZMemberRoleOrGuest })])).max(MAX_LIST_ITEMS),
      role: ZMemberRoleOrGuest.optional(),
      sso: z.boolean().optional(),
    }),
    status: 200,
    summary:
      'Invite people by email (admins): existing accounts are added at once, other emails get a pending invitation whose link is answered (and mailed when SMTP is set up)',
  },
  {
    operationId: 'listOrganizationEmailInvites',
    method: 'get',
    path: '/orgs/:organizationId/invites',
    rpc: 'quire.invites.v1.OrganizationInviteService/ListOrganizationEmailInvites',
    params: organizationParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    extension: true,
    summary: 'List the pending email invitations of an organization with their links, newest first (admins)',
  },
  {
    operationId: 'joinOrganizationWithInvite',
    changesCallerAccess: true,
    method: 'post',
    path: '/orgs/:organizationId/invites/:inviteId',
    rpc: 'quire.invites.v1.OrganizationInviteService/JoinOrganizationWithInvite',
    params: inviteParams,
    status: 200,
    summary: 'Join an organization with the secret of an invite link or email invitation (the inviteId of its link)',
  },
  {
    operationId: 'listOrganizationInviteLinks',
    method: 'get',
    path: '/orgs/:organizationId/link-invites',
    rpc: 'quire.invites.v1.OrganizationInviteService/ListOrganizationInviteLinks',
    params: organizationParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the organization invite links (admins; space and collection links are read by id)',
  },
  {
    operationId: 'createOrganizationInvite',
    method: 'post',
    path: '/orgs/:organizationId/link-invites',
    rpc: 'quire.invites.v1.OrganizationInviteService/CreateOrganizationInvite',
    params: organizationParams,
    // The contract's oneOf {role} | {level, space} | {level, collection}: the service checks
    // that exactly one matches. emailDomain, expiresAt and maxUses are Quire's extensions.
    body: z.object({
      role: ZMemberRoleOrGuest.optional(),
      level: ZMemberRoleOrGuest.optional(),
      space: idParam.optional(),
      collection: idParam.optional(),
      emailDomain: ZInviteDomain.optional(),
      expiresAt: ZExpiry.optional(),
      maxUses: ZMaxUses.optional(),
    }),
    responseField: 'invite',
    status: 201,
    summary: 'Create an invite link to the organization, a space or a collection (admins)',
  },
  {
    operationId: 'getOrganizationInviteLink',
    method: 'get',
    path: '/orgs/:organizationId/link-invites/:inviteId',
    rpc: 'quire.invites.v1.OrganizationInviteService/GetOrganizationInviteLink',
    params: inviteParams,
    responseField: 'invite',
    status: 200,
    summary: 'Get an invite link: admins by id, anyone holding an organization link by its secret (a preview)',
  },
  {
    operationId: 'updateOrganizationInviteById',
    method: 'patch',
    path: '/orgs/:organizationId/link-invites/:inviteId',
    rpc: 'quire.invites.v1.OrganizationInviteService/UpdateOrganizationInvite',
    params: inviteParams,
    // {role} or {level} (the contract's oneOf); null removes an extension restriction.
    body: z.object({
      role: ZMemberRoleOrGuest.optional(),
      level: ZMemberRoleOrGuest.optional(),
      emailDomain: ZInviteDomain.nullable().optional(),
      expiresAt: ZExpiry.nullable().optional(),
      maxUses: ZMaxUses.nullable().optional(),
    }),
    responseField: 'invite',
    status: 200,
    summary: "Change an invite link's role or level, domain, expiry or number of uses (admins)",
  },
  {
    operationId: 'deleteOrganizationInviteById',
    method: 'delete',
    path: '/orgs/:organizationId/link-invites/:inviteId',
    rpc: 'quire.invites.v1.OrganizationInviteService/DeleteOrganizationInvite',
    params: inviteParams,
    status: 204,
    resetWhen: 'deleted',
    summary: 'Delete an invite link (admins): 205 when deleted, 204 when there was none',
  },
  {
    operationId: 'joinOrganization',
    changesCallerAccess: true,
    method: 'post',
    path: '/orgs/:organizationId/join',
    rpc: 'quire.invites.v1.OrganizationInviteService/JoinOrganization',
    params: organizationParams,
    status: 204,
    summary: "Join an organization that lists the caller's email domain",
  },
  {
    operationId: 'getOrganizationsForEmailDomain',
    method: 'get',
    path: '/email-domains/:emailDomain/orgs',
    rpc: 'quire.invites.v1.OrganizationInviteService/GetOrganizationsForEmailDomain',
    params: z.object({ emailDomain: z.string().min(1).max(253) }),
    status: 200,
    summary:
      "List the organizations that accept the caller's email domain (the contract's user-internal route: Quire answers a user token for its own domain only)",
  },
]);
