import { isAdmin, type OrganizationViewer } from '../access/organization';

/**
 * OIDC providers decide who can sign in to the organization and with which role, so only its
 * admins see and change them, as SAML providers. Everyone else in the organization gets
 * PERMISSION_DENIED, people outside it NOT_FOUND (access/organization's authorize).
 */
export const oidcProviderPolicy = {
  manage: (viewer: OrganizationViewer) => isAdmin(viewer),
};

export const OIDC_MANAGE_REFUSAL = 'Only admins can manage OIDC providers';
