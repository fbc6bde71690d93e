import type { identityV1, sitesV1 } from '@quire/proto';

/** GitBook "UserSitePermission" of an organization member: their role, through the organization. */
export function presentUserSitePermission(organizationId: string, member: identityV1.OrganizationMember): sitesV1.UserSitePermission {
  return {
    permission: member.role,
    user: member.user,
    origin: { type: 'organization', organization: organizationId },
  };
}
