import type { identityV1 } from '@quire/proto';
import { isInOrganization, isMember, organizationPolicy, type OrganizationViewer } from '../access/organization';

/** Deployment settings that decide who may create organizations. */
export type OrganizationCreationSettings = { allowOrganizationCreation: boolean };

/**
 * Any signed-in user may create an organization (and becomes its admin) unless the operator
 * turned self-service creation off; operators can always create one with the admin rpc.
 */
export const mayCreateOrganization = (settings: OrganizationCreationSettings): boolean =>
  settings.allowOrganizationCreation;

/** Why a token bound to one organization by an SSO login may not create another (docs/sso.md). */
export const BOUND_TOKEN_ELSEWHERE =
  'This token was issued by an SSO login and acts only in the organization of that login; use another API token';

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
