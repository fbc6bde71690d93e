import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam, paginationQuery, ZSearchText } from '../schemas';
import { ZIntegrationName } from './integrations';

/**
 * quire.installations.v1.IntegrationSpaceInstallationService and IntegrationSiteInstallationService
 * (proto/quire/installations/v1/): an installation enabled on spaces and sites of its
 * organization (docs/integrations.md "Space and site installations").
 */

const installationParams = { integrationName: ZIntegrationName, installationId: idParam };
const extendedQuery = z.object({ extended: booleanQuery.optional() });
/** GitBook "UpdateIntegrationSpaceInstallation" / "UpdateIntegrationSiteInstallation" (external ids: 255 characters each, ours). */
const ZUpdateScopedInstallation = z.object({
  externalIds: z.array(z.string().min(1).max(255)).max(5).optional(),
  configuration: z.record(z.string().min(1).max(100), z.unknown()).optional(),
});
const ZExternalIdFilter = z.string().min(1).max(255);

const SPACE_SERVICE = 'quire.installations.v1.IntegrationSpaceInstallationService';
const SITE_SERVICE = 'quire.installations.v1.IntegrationSiteInstallationService';

export const scopedInstallationRoutes = defineRoutes([
  {
    operationId: 'installIntegrationOnSpace',
    // The installation's tokens carry the spaces it is enabled on.
    changesAccessOf: 'integration',
    method: 'post',
    path: '/integrations/:integrationName/installations/:installationId/spaces',
    rpc: `${SPACE_SERVICE}/InstallIntegrationOnSpace`,
    params: z.object(installationParams),
    query: extendedQuery,
    body: z.object({ space: idParam }),
    responseField: 'installation',
    status: 201,
    summary: 'Enable an installation on a space of its organization (admins of the organization or of the space)',
  },
  {
    operationId: 'listIntegrationInstallationSpaces',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId/spaces',
    rpc: `${SPACE_SERVICE}/ListIntegrationInstallationSpaces`,
    params: z.object(installationParams),
    query: z.object({ ...paginationQuery, extended: booleanQuery.optional() }),
    status: 200,
    summary: 'List the spaces an installation is enabled on',
  },
  {
    operationId: 'getIntegrationSpaceInstallation',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId/spaces/:spaceId',
    rpc: `${SPACE_SERVICE}/GetIntegrationSpaceInstallation`,
    params: z.object({ ...installationParams, spaceId: idParam }),
    query: extendedQuery,
    responseField: 'installation',
    status: 200,
    summary: 'Get a space installation',
  },
  {
    operationId: 'updateIntegrationSpaceInstallation',
    method: 'patch',
    path: '/integrations/:integrationName/installations/:installationId/spaces/:spaceId',
    rpc: `${SPACE_SERVICE}/UpdateIntegrationSpaceInstallation`,
    params: z.object({ ...installationParams, spaceId: idParam }),
    query: extendedQuery,
    body: ZUpdateScopedInstallation,
    responseField: 'installation',
    status: 200,
    summary: "Update a space installation's configuration or external ids",
  },
  {
    operationId: 'uninstallIntegrationFromSpace',
    changesAccessOf: 'integration',
    method: 'delete',
    path: '/integrations/:integrationName/installations/:installationId/spaces/:spaceId',
    rpc: `${SPACE_SERVICE}/UninstallIntegrationFromSpace`,
    params: z.object({ ...installationParams, spaceId: idParam }),
    status: 204,
    resetWhen: 'deleted',
    summary: 'Uninstall an integration from a space (205; 204 when it was not installed there)',
  },
  {
    operationId: 'listIntegrationSpaceInstallations',
    method: 'get',
    path: '/integrations/:integrationName/spaces',
    rpc: `${SPACE_SERVICE}/ListIntegrationSpaceInstallations`,
    params: z.object({ integrationName: ZIntegrationName }),
    query: z.object({ ...paginationQuery, externalId: ZExternalIdFilter.optional(), extended: booleanQuery.optional() }),
    status: 200,
    summary: "List all the integration's space installations (its integration token, or its admins)",
  },
  {
    operationId: 'listSpaceIntegrations',
    method: 'get',
    path: '/spaces/:spaceId/integrations',
    rpc: `${SPACE_SERVICE}/ListSpaceIntegrations`,
    params: z.object({ spaceId: idParam }),
    query: z.object({ search: ZSearchText.optional() }),
    status: 200,
    summary: 'List the integrations enabled on a space',
  },
  {
    operationId: 'listSpaceIntegrationsBlocks',
    method: 'get',
    path: '/spaces/:spaceId/integration-blocks',
    rpc: `${SPACE_SERVICE}/ListSpaceIntegrationsBlocks`,
    params: z.object({ spaceId: idParam }),
    responseField: 'blocks',
    status: 200,
    summary: 'List the blocks of the integrations enabled on a space',
  },
  {
    operationId: 'installIntegrationOnSite',
    method: 'post',
    path: '/integrations/:integrationName/installations/:installationId/sites',
    rpc: `${SITE_SERVICE}/InstallIntegrationOnSite`,
    params: z.object(installationParams),
    query: extendedQuery,
    body: z.object({ siteId: idParam }),
    responseField: 'installation',
    status: 201,
    summary: 'Enable an installation on a site of its organization (admins of the organization)',
  },
  {
    operationId: 'listIntegrationInstallationSites',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId/sites',
    rpc: `${SITE_SERVICE}/ListIntegrationInstallationSites`,
    params: z.object(installationParams),
    query: z.object({ ...paginationQuery, extended: booleanQuery.optional() }),
    status: 200,
    summary: 'List the sites an installation is enabled on',
  },
  {
    operationId: 'getIntegrationSiteInstallation',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId/sites/:siteId',
    rpc: `${SITE_SERVICE}/GetIntegrationSiteInstallation`,
    params: z.object({ ...installationParams, siteId: idParam }),
    query: extendedQuery,
    responseField: 'installation',
    status: 200,
    summary: 'Get a site installation',
  },
  {
    operationId: 'updateIntegrationSiteInstallation',
    method: 'patch',
    path: '/integrations/:integrationName/installations/:installationId/sites/:siteId',
    rpc: `${SITE_SERVICE}/UpdateIntegrationSiteInstallation`,
    params: z.object({ ...installationParams, siteId: idParam }),
    query: extendedQuery,
    body: ZUpdateScopedInstallation,
    responseField: 'installation',
    status: 200,
    summary: "Update a site installation's configuration or external ids",
  },
  {
    operationId: 'uninstallIntegrationFromSite',
    method: 'delete',
    path: '/integrations/:integrationName/installations/:installationId/sites/:siteId',
    rpc: `${SITE_SERVICE}/UninstallIntegrationFromSite`,
    params: z.object({ ...installationParams, siteId: idParam }),
    status: 204,
    resetWhen: 'deleted',
    summary: 'Uninstall an integration from a site (205; 204 when it was not installed there)',
  },
  {
    operationId: 'listIntegrationSiteInstallations',
    method: 'get',
    path: '/integrations/:integrationName/sites',
    rpc: `${SITE_SERVICE}/ListIntegrationSiteInstallations`,
    params: z.object({ integrationName: ZIntegrationName }),
    query: z.object({ ...paginationQuery, externalId: ZExternalIdFilter.optional(), extended: booleanQuery.optional() }),
    status: 200,
    summary: "List all the integration's site installations (its integration token, or its admins)",
  },
  {
    operationId: 'listSiteIntegrations',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/integrations',
    rpc: `${SITE_SERVICE}/ListSiteIntegrations`,
    params: z.object({ organizationId: idParam, siteId: idParam }),
    query: z.object({ search: ZSearchText.optional() }),
    status: 200,
    summary: 'List the integrations enabled on a site',
  },
  {
    operationId: 'listSiteIntegrationScripts',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/integration-scripts',
    rpc: `${SITE_SERVICE}/ListSiteIntegrationScripts`,
    params: z.object({ organizationId: idParam, siteId: idParam }),
    responseField: 'scripts',
    status: 200,
    summary: "List the scripts a site's integrations inject in its published pages",
  },
]);
