import { isMember, organizationPolicy, type OrganizationViewer } from '../access/organization';
import type { IntegrationVisibility } from '../generated/prisma/client';

/**
 * Who sees and publishes integrations. `owner` is the caller as seen from the organization
 * that publishes the integration (docs/integrations.md "Visibility").
 */
export const integrationPolicy = {
  /** Public and unlisted integrations: everyone signed in; private ones: the owner's members (guests excluded). */
  view: (integration: { visibility: IntegrationVisibility }, owner: OrganizationViewer) =>
    integration.visibility !== 'private' || isMember(owner),
  /** Publishing a version, and seeing every installation: the owner's admins. */
  admin: (owner: OrganizationViewer) => organizationPolicy.manageIntegrations(owner),
};
