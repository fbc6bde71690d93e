import { isAdmin, type OrganizationViewer } from '../access/organization';

/**
 * SAML providers decide who can sign in to the organization and with which role, so only its
 * admins see and change them (the contract leaves it open). Everyone else in the organization
 * gets PERMISSION_DENIED, people outside it NOT_FOUND (access/organization's authorize).
 */
export const samlProviderPolicy = {
  manage: (viewer: OrganizationViewer) => isAdmin(viewer),
};
