import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createSamlProvider } from './handlers/create-saml-provider';
import { deleteSamlProvider } from './handlers/delete-saml-provider';
import { getSamlProvider } from './handlers/get-saml-provider';
import { listSamlProviders } from './handlers/list-saml-providers';
import { updateSamlProvider } from './handlers/update-saml-provider';

export function samlProviderService(ctx: IdentityContext): identityV1.SAMLProviderServiceImplementation {
  return {
    listSAMLProviders: (request, callContext) => listSamlProviders(ctx, request, callContext),
    createSAMLProvider: (request, callContext) => createSamlProvider(ctx, request, callContext),
    getSAMLProvider: (request, callContext) => getSamlProvider(ctx, request, callContext),
    updateSAMLProvider: (request, callContext) => updateSamlProvider(ctx, request, callContext),
    deleteSAMLProvider: (request, callContext) => deleteSamlProvider(ctx, request, callContext),
  };
}
