import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { getIntegration } from './handlers/get-integration';
import { getIntegrationAsset } from './handlers/get-integration-asset';
import { disableIntegrationDevelopmentMode, setIntegrationDevelopmentMode, unpublishIntegration } from './handlers/integration-lifecycle';
import { listIntegrations } from './handlers/list-integrations';
import { listOrganizationIntegrations } from './handlers/list-organization-integrations';
import { publishIntegration } from './handlers/publish-integration';

export function integrationService(ctx: IdentityContext): identityV1.IntegrationServiceImplementation {
  return {
    listIntegrations: (request, callContext) => listIntegrations(ctx, request, callContext),
    getIntegration: (request, callContext) => getIntegration(ctx, request, callContext),
    publishIntegration: (request, callContext) => publishIntegration(ctx, request, callContext),
    getIntegrationAsset: (request, callContext) => getIntegrationAsset(ctx, request, callContext),
    unpublishIntegration: (request, callContext) => unpublishIntegration(ctx, request, callContext),
    setIntegrationDevelopmentMode: (request, callContext) => setIntegrationDevelopmentMode(ctx, request, callContext),
    disableIntegrationDevelopmentMode: (request, callContext) => disableIntegrationDevelopmentMode(ctx, request, callContext),
    listOrganizationIntegrations: (request, callContext) => listOrganizationIntegrations(ctx, request, callContext),
  };
}
