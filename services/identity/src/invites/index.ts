import type { invitesV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createOrganizationInvite } from './handlers/create-organization-invite';
import { deleteOrganizationInvite } from './handlers/delete-organization-invite';
import { getOrganizationInviteLink } from './handlers/get-organization-invite-link';
import { getOrganizationsForEmailDomain } from './handlers/get-organizations-for-email-domain';
import { inviteUsersToOrganization } from './handlers/invite-users-to-organization';
import { joinOrganization } from './handlers/join-organization';
import { joinOrganizationWithInvite } from './handlers/join-organization-with-invite';
import { listOrganizationEmailInvites } from './handlers/list-organization-email-invites';
import { listOrganizationInviteLinks } from './handlers/list-organization-invite-links';
import { updateOrganizationInvite } from './handlers/update-organization-invite';

export function organizationInviteService(ctx: IdentityContext): invitesV1.OrganizationInviteServiceImplementation {
  return {
    inviteUsersToOrganization: (request, callContext) => inviteUsersToOrganization(ctx, request, callContext),
    listOrganizationEmailInvites: (request, callContext) => listOrganizationEmailInvites(ctx, request, callContext),
    createOrganizationInvite: (request, callContext) => createOrganizationInvite(ctx, request, callContext),
    listOrganizationInviteLinks: (request, callContext) => listOrganizationInviteLinks(ctx, request, callContext),
    getOrganizationInviteLink: (request, callContext) => getOrganizationInviteLink(ctx, request, callContext),
    updateOrganizationInvite: (request, callContext) => updateOrganizationInvite(ctx, request, callContext),
    deleteOrganizationInvite: (request, callContext) => deleteOrganizationInvite(ctx, request, callContext),
    joinOrganizationWithInvite: (request, callContext) => joinOrganizationWithInvite(ctx, request, callContext),
    joinOrganization: (request, callContext) => joinOrganization(ctx, request, callContext),
    getOrganizationsForEmailDomain: (request, callContext) => getOrganizationsForEmailDomain(ctx, request, callContext),
  };
}
