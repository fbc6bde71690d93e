import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';

/**
 * quire.identity.v1.SSOService (proto/quire/identity/v1/sso.proto): what a browser and a login
 * page use before anyone has a token, so every row is public. The login flow is Quire's own
 * (docs/sso.md): a redirect to the identity provider, its HTTP-POST response, the metadata.
 */

const organizationParams = z.object({ organizationId: idParam });
const providerParams = z.object({ organizationId: idParam, samlProviderId: idParam });
const oidcProviderParams = z.object({ organizationId: idParam, oidcProviderId: idParam });

/** identity's limit on a posted SAMLResponse (base64), which it checks again. */
const MAX_SAML_RESPONSE_LENGTH = 512 * 1024;

export const ssoRoutes = defineRoutes([
  {
    operationId: 'listSSOProviderLoginsInOrganization',
    method: 'get',
    path: '/orgs/:organizationId/sso',
    rpc: 'quire.identity.v1.SSOService/ListSSOProviderLogins',
    params: organizationParams,
    public: true,
    status: 200,
    summary: "The organization's active SSO providers and their login start URLs (no token needed)",
  },
  {
    operationId: 'startSAMLLogin',
    method: 'get',
    path: '/orgs/:organizationId/saml/:samlProviderId/start',
    rpc: 'quire.identity.v1.SSOService/StartSAMLLogin',
    params: providerParams,
    page: { locationField: 'location' },
    public: true,
    status: 200,
    extension: true,
    summary: 'Start a SAML login: redirects to the identity provider with an AuthnRequest (HTTP-Redirect binding)',
  },
  {
    operationId: 'completeSAMLLogin',
    method: 'post',
    path: '/orgs/:organizationId/saml/:samlProviderId/acs',
    rpc: 'quire.identity.v1.SSOService/CompleteSAMLLogin',
    params: providerParams,
    body: z.object({
      SAMLResponse: z.string().min(1).max(MAX_SAML_RESPONSE_LENGTH),
      RelayState: z.string().max(4096).optional(),
    }),
    bodyEncoding: 'form',
    page: { locationField: 'location', htmlField: 'html' },
    public: true,
    status: 200,
    extension: true,
    summary: "Assertion Consumer Service: the identity provider's response (HTTP-POST binding); answers the API token",
  },
  {
    operationId: 'getSAMLServiceProviderMetadata',
    method: 'get',
    path: '/orgs/:organizationId/saml/:samlProviderId/metadata',
    rpc: 'quire.identity.v1.SSOService/GetSAMLServiceProviderMetadata',
    params: providerParams,
    rawResponse: { dataField: 'data', contentTypeField: 'contentType' },
    public: true,
    status: 200,
    extension: true,
    summary: "Quire's SAML service-provider metadata for one provider (its entity ID)",
  },
  {
    operationId: 'startOIDCLogin',
    method: 'get',
    path: '/orgs/:organizationId/oidc/:oidcProviderId/start',
    rpc: 'quire.identity.v1.SSOService/StartOIDCLogin',
    params: oidcProviderParams,
    page: { locationField: 'location' },
    public: true,
    status: 200,
    extension: true,
    summary: "Start an OpenID Connect sign-in: redirects to the provider's authorization endpoint (code flow with PKCE)",
  },
  {
    operationId: 'completeOIDCLogin',
    method: 'get',
    path: '/orgs/:organizationId/oidc/:oidcProviderId/callback',
    rpc: 'quire.identity.v1.SSOService/CompleteOIDCLogin',
    params: oidcProviderParams,
    // The authorization response (RFC 6749 4.1.2, RFC 9207); other parameters are ignored.
    query: z.object({
      code: z.string().max(4096).optional(),
      state: z.string().max(512).optional(),
      iss: z.string().max(2048).optional(),
      error: z.string().max(256).optional(),
      error_description: z.string().max(1024).optional(),
    }),
    page: { locationField: 'location', htmlField: 'html' },
    public: true,
    status: 200,
    extension: true,
    summary: "The OpenID provider's redirect URI: verifies the sign-in and answers the API token",
  },
]);
