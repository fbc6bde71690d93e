import { INTEGRATION_SCOPES } from '@quire/shared';
import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZSearchText } from '../schemas';
import { ZIntegrationName, ZIntegrationScope } from './integrations';

/** quire.identity.v1.IntegrationInstallationService (proto/quire/identity/v1/installation.proto). */

const integrationParams = z.object({ integrationName: ZIntegrationName });
const installationParams = z.object({ integrationName: ZIntegrationName, installationId: idParam });
const ZSelection = z.enum(['all', 'selected']);

const grantedScopes = z
  .array(ZIntegrationScope)
  .max(INTEGRATION_SCOPES.length)
  .meta({
    'x-quire-extension': true,
    description:
      "Quire extension: the scopes the installing organization grants (each one the integration's current version asks for), replacing those granted before; its admins only. The installation's pendingScopes lists what a new version asks for and is not granted yet.",
  });

export const installationRoutes = defineRoutes([
  {
    operationId: 'installIntegration',
    method: 'post',
    path: '/integrations/:integrationName/installations',
    rpc: 'quire.identity.v1.IntegrationInstallationService/InstallIntegration',
    params: integrationParams,
    // GitBook "OrganizationTarget".
    body: z.object({ organization: idParam }),
    responseField: 'installation',
    status: 201,
    summary: 'Install an integration in an organization (its admins)',
  },
  {
    operationId: 'listIntegrationInstallations',
    method: 'get',
    path: '/integrations/:integrationName/installations',
    rpc: 'quire.identity.v1.IntegrationInstallationService/ListIntegrationInstallations',
    params: integrationParams,
    query: z.object({ ...paginationQuery, externalId: z.string().min(1).max(255).optional() }),
    status: 200,
    summary: "List an integration's installations (all for its admins, else your organizations')",
  },
  {
    operationId: 'getIntegrationInstallationById',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId',
    rpc: 'quire.identity.v1.IntegrationInstallationService/GetIntegrationInstallation',
    params: installationParams,
    responseField: 'installation',
    status: 200,
    summary: 'Get an installation',
  },
  {
    operationId: 'updateIntegrationInstallation',
    changesAccessOf: 'integration',
    method: 'patch',
    path: '/integrations/:integrationName/installations/:installationId',
    rpc: 'quire.identity.v1.IntegrationInstallationService/UpdateIntegrationInstallation',
    params: installationParams,
    // GitBook "UpdateIntegrationInstallation" (external ids: the contract's 5, 255 characters each: ours).
    body: z.object({
      externalIds: z.array(z.string().min(1).max(255)).max(5).optional(),
      configuration: z.record(z.string().min(1).max(100), z.unknown()).optional(),
      space_selection: ZSelection.optional(),
      site_selection: ZSelection.optional(),
      scopes: grantedScopes.optional(),
    }),
    responseField: 'installation',
    status: 200,
    summary: "Update an installation's configuration, external ids, selections or granted scopes",
  },
  {
    operationId: 'uninstallIntegration',
    changesAccessOf: 'integration',
    method: 'delete',
    path: '/integrations/:integrationName/installations/:installationId',
    rpc: 'quire.identity.v1.IntegrationInstallationService/UninstallIntegration',
    params: installationParams,
    status: 204,
    summary: 'Uninstall an integration (admins of the organization; idempotent)',
  },
  {
    operationId: 'createIntegrationInstallationToken',
    method: 'post',
    path: '/integrations/:integrationName/installations/:installationId/tokens',
    rpc: 'quire.identity.v1.IntegrationInstallationService/CreateIntegrationInstallationToken',
    params: installationParams,
    status: 200,
    summary: 'Create a token acting as the installation, with its scopes, for an hour',
  },
  {
    operationId: 'listOrganizationInstallations',
    method: 'get',
    path: '/orgs/:organizationId/installations',
    rpc: 'quire.identity.v1.IntegrationInstallationService/ListOrganizationInstallations',
    params: z.object({ organizationId: idParam }),
    query: z.object({ ...paginationQuery, search: ZSearchText.optional() }),
    status: 200,
    summary: 'List the integrations installed in an organization, with their installations',
  },
]);
