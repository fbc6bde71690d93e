import type { contentV1, invitesV1 } from '@quire/proto';
import { commonV1 } from '@quire/proto';
import { memberRoleToProto, type MemberRole } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { PublicUrls } from '../lib/urls';
import { isRedundant } from './policy';
import type { InviteRow } from './queries';

/** The link itself: the API URL that joins with the secret (POST). */
export const joinUrlOf = (urls: PublicUrls, organizationId: string, secret: string): string =>
  `${urls.publicUrl}/v1/orgs/${organizationId}/invites/${secret}`;

/** Whether content's permissions on the space cover `level` (conservative: false when unsure). */
function spaceCovers(space: contentV1.Space, level: MemberRole | null): boolean {
  const permissions = space.permissions;
  if (!permissions) return false;
  switch (level) {
    case 'admin':
    case 'create':
      return permissions.admin;
    case 'review':
      return permissions.review;
    case 'edit':
      return permissions.edit;
    case 'comment':
      return permissions.comment;
    default:
      return permissions.view;
  }
}

/** Collections only tell view, create and admin: anything between read and create needs create. */
function collectionCovers(collection: contentV1.Collection, level: MemberRole | null): boolean {
  const permissions = collection.permissions;
  if (!permissions) return false;
  if (level === 'admin') return permissions.admin;
  if (level === 'read' || level === null) return permissions.view;
  return permissions.create;
}

export type InviteLinkView = {
  viewer: OrganizationViewer;
  urls: PublicUrls;
  /** Admins see the secret, the link, its usage and creation time; a preview by secret does not. */
  admin: boolean;
  space?: contentV1.Space;
  collection?: contentV1.Collection;
};

/**
 * GitBook "OrganizationInviteLink": `role` for an organization link, `level` and the embedded
 * `space` or `collection` for the others (the unset one is UNSPECIFIED, which the gateway omits,
 * so exactly one branch of the contract's oneOf matches), plus Quire's extension fields.
 */
export function presentInviteLink(invite: InviteRow, { viewer, urls, admin, space, collection }: InviteLinkView): invitesV1.OrganizationInviteLink {
  const unspecified = commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED;
  const onOrganization = invite.target === 'organization';
  const contentPermission = space ? spaceCovers(space, invite.role) : collection ? collectionCovers(collection, invite.role) : undefined;
  return {
    object: 'invite',
    id: invite.id,
    role: onOrganization ? memberRoleToProto(invite.role) : unspecified,
    level: onOrganization ? unspecified : memberRoleToProto(invite.role),
    redundant: isRedundant(viewer, invite, contentPermission),
    space,
    collection,
    secret: admin ? invite.secret : undefined,
    url: admin ? joinUrlOf(urls, invite.organizationId, invite.secret) : undefined,
    emailDomain: invite.emailDomain ?? undefined,
    expiresAt: invite.expiresAt ?? undefined,
    maxUses: invite.maxUses ?? undefined,
    uses: admin ? invite.uses : undefined,
    createdAt: admin ? invite.createdAt : undefined,
  };
}

/** Quire's pending email invitation, for the organization's admins. */
export function presentEmailInvite(invite: InviteRow, urls: PublicUrls, mailed?: boolean): invitesV1.OrganizationEmailInvite {
  return {
    object: 'email-invite',
    id: invite.id,
    email: invite.email ?? '',
    role: memberRoleToProto(invite.role),
    sso: invite.sso,
    secret: invite.secret,
    url: joinUrlOf(urls, invite.organizationId, invite.secret),
    createdAt: invite.createdAt,
    // Email invitations always expire (EMAIL_INVITE_TTL_MS).
    expiresAt: invite.expiresAt ?? invite.createdAt,
    mailed,
  };
}
