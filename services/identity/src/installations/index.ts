import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createIntegrationInstallationToken } from './handlers/create-integration-installation-token';
import { getIntegrationInstallation } from './handlers/get-integration-installation';
import { installIntegration } from './handlers/install-integration';
import { listIntegrationInstallations } from './handlers/list-integration-installations';
import { listOrganizationInstallations } from './handlers/list-organization-installations';
import { getOrganizationIntegrationStatus, listOrganizationIntegrationsStatus } from './handlers/organization-integration-status';
import { uninstallIntegration } from './handlers/uninstall-integration';
import { updateIntegrationInstallation } from './handlers/update-integration-installation';

export function integrationInstallationService(ctx: IdentityContext): identityV1.IntegrationInstallationServiceImplementation {
  return {
    installIntegration: (request, callContext) => installIntegration(ctx, request, callContext),
    listIntegrationInstallations: (request, callContext) => listIntegrationInstallations(ctx, request, callContext),
    getIntegrationInstallation: (request, callContext) => getIntegrationInstallation(ctx, request, callContext),
    updateIntegrationInstallation: (request, callContext) => updateIntegrationInstallation(ctx, request, callContext),
    uninstallIntegration: (request, callContext) => uninstallIntegration(ctx, request, callContext),
    createIntegrationInstallationToken: (request, callContext) => createIntegrationInstallationToken(ctx, request, callContext),
    listOrganizationInstallations: (request, callContext) => listOrganizationInstallations(ctx, request, callContext),
    getOrganizationIntegrationStatus: (request, callContext) => getOrganizationIntegrationStatus(ctx, request, callContext),
    listOrganizationIntegrationsStatus: (request, callContext) => listOrganizationIntegrationsStatus(ctx, request, callContext),
  };
}
