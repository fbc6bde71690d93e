import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { completeOidcLogin } from './handlers/complete-oidc-login';
import { completeSamlLogin } from './handlers/complete-saml-login';
import { getSamlServiceProviderMetadata } from './handlers/get-saml-service-provider-metadata';
import { listSsoProviderLogins } from './handlers/list-sso-provider-logins';
import { startOidcLogin } from './handlers/start-oidc-login';
import { startSamlLogin } from './handlers/start-saml-login';

export function ssoService(ctx: IdentityContext): identityV1.SSOServiceImplementation {
  return {
    listSSOProviderLogins: (request, callContext) => listSsoProviderLogins(ctx, request, callContext),
    startSAMLLogin: (request, callContext) => startSamlLogin(ctx, request, callContext),
    completeSAMLLogin: (request, callContext) => completeSamlLogin(ctx, request, callContext),
    getSAMLServiceProviderMetadata: (request, callContext) => getSamlServiceProviderMetadata(ctx, request, callContext),
    startOIDCLogin: (request, callContext) => startOidcLogin(ctx, request, callContext),
    completeOIDCLogin: (request, callContext) => completeOidcLogin(ctx, request, callContext),
  };
}
