import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZMemberRoleOrGuest } from '../schemas';

/** quire.identity.v1.SAMLProviderService (proto/quire/identity/v1/saml.proto). */

const organizationParams = z.object({ organizationId: idParam });
const providerParams = z.object({ organizationId: idParam, samlProviderId: idParam });

/**
 * The contract's provider fields (SAMLProviderEntityID, SAMLProviderCertificate, URL). Identity
 * checks what needs more than a length (the certificate, the https rule of ssoURL, the team).
 * "" clears a field. Strict: a misspelt field (`ssoUrl`) is refused rather than ignored.
 */
const providerFields = {
  entityID: z.string().max(1024).optional(),
  certificate: z.string().max(10_000).optional(),
  ssoURL: z.string().max(2048).optional(),
  defaultTeam: z.string().max(64).optional(),
  defaultRole: ZMemberRoleOrGuest.optional(),
};
const ZSamlProviderLabel = z.string().min(1).max(30);

export const samlProviderRoutes = defineRoutes([
  {
    operationId: 'listSAMLProvidersInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/saml',
    rpc: 'quire.identity.v1.SAMLProviderService/ListSAMLProviders',
    params: organizationParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the SAML providers of an organization (admins)',
  },
  {
    operationId: 'createOrganizationSAMLProvider',
    method: 'post',
    path: '/orgs/:organizationId/saml',
    rpc: 'quire.identity.v1.SAMLProviderService/CreateSAMLProvider',
    params: organizationParams,
    body: z.strictObject({ label: ZSamlProviderLabel, ...providerFields }),
    responseField: 'provider',
    status: 201,
    summary: 'Create a SAML provider (admins)',
  },
  {
    operationId: 'getOrganizationSAMLProviderById',
    method: 'get',
    path: '/orgs/:organizationId/saml/:samlProviderId',
    rpc: 'quire.identity.v1.SAMLProviderService/GetSAMLProvider',
    params: providerParams,
    responseField: 'provider',
    status: 200,
    summary: 'Get a SAML provider (admins)',
  },
  {
    operationId: 'updateOrganizationSAMLProvider',
    method: 'patch',
    path: '/orgs/:organizationId/saml/:samlProviderId',
    rpc: 'quire.identity.v1.SAMLProviderService/UpdateSAMLProvider',
    params: providerParams,
    body: z.strictObject({ label: ZSamlProviderLabel.optional(), ...providerFields }),
    responseField: 'provider',
    status: 200,
    summary: 'Update a SAML provider (admins)',
  },
  {
    operationId: 'deleteOrganizationSAMLProvider',
    method: 'delete',
    path: '/orgs/:organizationId/saml/:samlProviderId',
    rpc: 'quire.identity.v1.SAMLProviderService/DeleteSAMLProvider',
    params: providerParams,
    status: 204,
    summary: 'Delete a SAML provider (admins; idempotent)',
  },
]);
