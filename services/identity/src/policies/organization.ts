import type { identityV1 } from '@quire/proto';
import { notFound, permissionDenied, roleAtLeast } from '@quire/shared';
import type { MemberRole } from '../generated/prisma/client';

/**
 * The caller as seen from one organization. `role` is undefined when the caller is not in
 * the organization at all, null when they are a guest.
 */
export type OrganizationViewer = { userId: string; role: MemberRole | null | undefined };

/** Members and guests. */
export const isInOrganization = (viewer: OrganizationViewer): boolean => viewer.role !== undefined;

/** Members with a role; guests are not members in this sense. */
export const isMember = (viewer: OrganizationViewer): boolean => viewer.role !== undefined && viewer.role !== null;

export const isAdmin = (viewer: OrganizationViewer): boolean => viewer.role === 'admin';

export const organizationPolicy = {
  view: isInOrganization,
  update: isAdmin,
  listMembers: isMember,
  listTeams: isMember,
  createContent: (viewer: OrganizationViewer) => roleAtLeast(viewer.role, 'create'),
  manageIntegrations: isAdmin,
};

/** Deployment settings that decide who may create organizations. */
export type OrganizationCreationSettings = { allowOrganizationCreation: boolean };

/**
 * Any signed-in user may create an organization (and becomes its admin) unless the operator
 * turned self-service creation off; operators can always create one with the admin rpc.
 */
export const mayCreateOrganization = (settings: OrganizationCreationSettings): boolean =>
  settings.allowOrganizationCreation;

/** The `permissions` object of an Organization, from the same rules that guard the rpcs. */
export function organizationPermissions(
  viewer: OrganizationViewer,
  { ownsTeam }: { ownsTeam: boolean },
): identityV1.OrganizationPermissions {
  const admin = organizationPolicy.update(viewer);
  return {
    view: organizationPolicy.view(viewer),
    admin,
    ownTeam: isInOrganization(viewer) && ownsTeam,
    createContent: organizationPolicy.createContent(viewer),
    createOpenApiSpec: organizationPolicy.createContent(viewer),
    ingestConversations: admin,
    // Quire has no billing; only admins could see the (empty) billing details.
    viewBilling: admin,
    listMembers: organizationPolicy.listMembers(viewer),
    listTeams: organizationPolicy.listTeams(viewer),
    listIntegrations: isMember(viewer),
    listInstallations: isMember(viewer),
    installIntegration: organizationPolicy.manageIntegrations(viewer),
  };
}

/**
 * Throws unless `allowed`. Callers outside the organization get NOT_FOUND so that ids do
 * not leak across organizations; callers inside it get PERMISSION_DENIED.
 */
export function authorize(viewer: OrganizationViewer, allowed: boolean, deniedMessage: string): void {
  if (!isInOrganization(viewer)) throw notFound('Organization not found');
  if (!allowed) throw permissionDenied(deniedMessage);
}
