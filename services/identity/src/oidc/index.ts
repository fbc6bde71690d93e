import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createOidcProvider } from './handlers/create-oidc-provider';
import { deleteOidcProvider } from './handlers/delete-oidc-provider';
import { getOidcProvider } from './handlers/get-oidc-provider';
import { listOidcProviders } from './handlers/list-oidc-providers';
import { updateOidcProvider } from './handlers/update-oidc-provider';

export function oidcProviderService(ctx: IdentityContext): identityV1.OIDCProviderServiceImplementation {
  return {
    listOIDCProviders: (request, callContext) => listOidcProviders(ctx, request, callContext),
    createOIDCProvider: (request, callContext) => createOidcProvider(ctx, request, callContext),
    getOIDCProvider: (request, callContext) => getOidcProvider(ctx, request, callContext),
    updateOIDCProvider: (request, callContext) => updateOidcProvider(ctx, request, callContext),
    deleteOIDCProvider: (request, callContext) => deleteOidcProvider(ctx, request, callContext),
  };
}
