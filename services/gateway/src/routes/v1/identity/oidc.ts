import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZMemberRoleOrGuest } from '../schemas';

/**
 * quire.identity.v1.OIDCProviderService (proto/quire/identity/v1/oidc.proto): a Quire extension
 * beside the SAML providers (docs/sso.md, "OpenID Connect"). Identity checks what needs more
 * than a length (the issuer's scheme, the domains, the team) and seals the client secret, which
 * no answer contains. "" clears the client id, the secret or the team. Strict: a misspelt field
 * is refused rather than ignored.
 */

const organizationParams = z.object({ organizationId: idParam });
const providerParams = z.object({ organizationId: idParam, oidcProviderId: idParam });

const ZOidcProviderLabel = z.string().min(1).max(30);
const ZIssuer = z.string().min(1).max(2048);
const ZEmailDomain = z.string().min(1).max(253);

const providerFields = {
  clientId: z.string().max(255).optional(),
  clientSecret: z.string().max(1024).optional(),
  allowedEmailDomains: z.array(ZEmailDomain).max(50).optional(),
  defaultTeam: z.string().max(64).optional(),
  defaultRole: ZMemberRoleOrGuest.optional(),
  enabled: z.boolean().optional(),
};

export const oidcProviderRoutes = defineRoutes([
  {
    operationId: 'listOIDCProvidersInOrganization',
    method: 'get',
    path: '/orgs/:organizationId/oidc',
    rpc: 'quire.identity.v1.OIDCProviderService/ListOIDCProviders',
    params: organizationParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    extension: true,
    summary: 'List the OpenID Connect providers of an organization (admins)',
  },
  {
    operationId: 'createOrganizationOIDCProvider',
    method: 'post',
    path: '/orgs/:organizationId/oidc',
    rpc: 'quire.identity.v1.OIDCProviderService/CreateOIDCProvider',
    params: organizationParams,
    body: z.strictObject({ label: ZOidcProviderLabel, issuer: ZIssuer, ...providerFields }),
    responseField: 'provider',
    status: 201,
    extension: true,
    summary: 'Create an OpenID Connect provider (admins); the client secret is stored encrypted and never returned',
  },
  {
    operationId: 'getOrganizationOIDCProviderById',
    method: 'get',
    path: '/orgs/:organizationId/oidc/:oidcProviderId',
    rpc: 'quire.identity.v1.OIDCProviderService/GetOIDCProvider',
    params: providerParams,
    responseField: 'provider',
    status: 200,
    extension: true,
    summary: 'Get an OpenID Connect provider (admins)',
  },
  {
    operationId: 'updateOrganizationOIDCProvider',
    method: 'patch',
    path: '/orgs/:organizationId/oidc/:oidcProviderId',
    rpc: 'quire.identity.v1.OIDCProviderService/UpdateOIDCProvider',
    params: providerParams,
    body: z.strictObject({ label: ZOidcProviderLabel.optional(), issuer: ZIssuer.optional(), ...providerFields }),
    responseField: 'provider',
    status: 200,
    extension: true,
    summary: 'Update an OpenID Connect provider (admins)',
  },
  {
    operationId: 'deleteOrganizationOIDCProvider',
    method: 'delete',
    path: '/orgs/:organizationId/oidc/:oidcProviderId',
    rpc: 'quire.identity.v1.OIDCProviderService/DeleteOIDCProvider',
    params: providerParams,
    status: 204,
    extension: true,
    summary: 'Delete an OpenID Connect provider (admins; idempotent)',
  },
]);
