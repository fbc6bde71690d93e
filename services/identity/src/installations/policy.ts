import { isAdmin, isMember, type OrganizationViewer } from '../access/organization';

/**
 * Who may do what with an installation. `organization` is the caller as seen from the
 * organization it is installed in, `owner` as seen from the organization that publishes the
 * integration (docs/integrations.md "Installations").
 */
export type InstallationViewer = { organization: OrganizationViewer; owner: OrganizationViewer };

export const installationPolicy = {
  /** Installing: admins of the organization it goes into. */
  install: (organization: OrganizationViewer) => isAdmin(organization),
  /** Members of its organization, and the integration's admins (who see all its installations). */
  view: ({ organization, owner }: InstallationViewer) => isMember(organization) || isAdmin(owner),
  /** Configuration and external ids: its organization's admins, and the integration's admins (who act for the integration). */
  update: ({ organization, owner }: InstallationViewer) => isAdmin(organization) || isAdmin(owner),
  /** Which scopes it has: only the organization it is installed in consents (docs/integrations.md "Scopes"). */
  grantScopes: ({ organization }: InstallationViewer) => isAdmin(organization),
  /** Only the organization it is installed in removes it. */
  uninstall: ({ organization }: InstallationViewer) => isAdmin(organization),
  /** A token acting as the installation: its organization's admins, and the integration's admins (the integration's own code runs with it). */
  createToken: ({ organization, owner }: InstallationViewer) => isAdmin(organization) || isAdmin(owner),
  /** GET /orgs/{id}/installations: members (not guests). */
  listInOrganization: (organization: OrganizationViewer) => isMember(organization),
};
