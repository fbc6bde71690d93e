import { identityV1 } from '@quire/proto';
import type { InstallationSelection } from '../generated/prisma/client';
import { integrationScopes } from '../integrations/enums';
import { integrationLocation, integrationPublicEndpoint } from '../integrations/presenter';
import type { IntegrationConfigurations } from '../integrations/validation';
import type { PublicUrls } from '../lib/urls';
import type { InstallationRow } from './queries';
import { effectiveScopes, pendingScopes } from './scopes';

const { IntegrationInstallationSelection: Selection, IntegrationInstallationStatus: Status } = identityV1;

export const selectionToProto: Record<InstallationSelection, identityV1.IntegrationInstallationSelection> = {
  all: Selection.INTEGRATION_INSTALLATION_SELECTION_ALL,
  selected: Selection.INTEGRATION_INSTALLATION_SELECTION_SELECTED,
};

export const selectionFromProto = new Map<identityV1.IntegrationInstallationSelection, InstallationSelection>([
  [Selection.INTEGRATION_INSTALLATION_SELECTION_ALL, 'all'],
  [Selection.INTEGRATION_INSTALLATION_SELECTION_SELECTED, 'selected'],
]);

type InstalledIntegration = { name: string; configurations: unknown; scopes: string[] };

/** The properties the integration's account configuration requires, if it is a schema. */
export function requiredAccountProperties(configurations: unknown, level: 'account' | 'space' | 'site' = 'account'): string[] {
  const schema = (configurations as IntegrationConfigurations | null)?.[level];
  return schema && 'properties' in schema ? (schema.required ?? []) : [];
}

/** `pending` while a property the integration's `level` configuration requires is unset, else `active`. */
export function configurationStatus(configuration: unknown, configurations: unknown, level: 'account' | 'space' | 'site'): identityV1.IntegrationInstallationStatus {
  const values = (configuration ?? {}) as Record<string, unknown>;
  const missing = requiredAccountProperties(configurations, level).some((name) => values[name] === undefined || values[name] === null || values[name] === '');
  return missing ? Status.INTEGRATION_INSTALLATION_STATUS_PENDING : Status.INTEGRATION_INSTALLATION_STATUS_ACTIVE;
}

/**
 * `active` once every property the integration's account configuration requires is set,
 * `pending` until then. Computed when presented, so publishing a version that requires more
 * turns installations back to pending by itself.
 */
export function installationStatus(installation: InstallationRow, integration: InstalledIntegration): identityV1.IntegrationInstallationStatus {
  return configurationStatus(installation.configuration, integration.configurations, 'account');
}

export const installationLocation = (urls: PublicUrls, integrationName: string, installationId: string) =>
  `${integrationLocation(urls, integrationName)}/installations/${installationId}`;

export function presentInstallation(
  installation: InstallationRow,
  integration: InstalledIntegration,
  urls: PublicUrls,
): identityV1.IntegrationInstallation {
  return {
    id: installation.id,
    status: installationStatus(installation, integration),
    spaceSelection: selectionToProto[installation.spaceSelection],
    siteSelection: selectionToProto[installation.siteSelection],
    // The spaces it is enabled on (installIntegrationOnSpace).
    spaces: installation._count?.spaceInstallations ?? 0,
    configuration: (installation.configuration ?? {}) as Record<string, unknown>,
    createdAt: installation.createdAt,
    updatedAt: installation.updatedAt,
    urls: {
      location: installationLocation(urls, integration.name, installation.id),
      app: `${urls.appUrl}/o/${installation.organizationId}/integrations/${encodeURIComponent(integration.name)}`,
      publicEndpoint: integrationPublicEndpoint(urls, integration.name),
    },
    externalIds: installation.externalIds,
    target: { organization: installation.organizationId },
    scopes: effectiveScopes(installation.scopes, integration.scopes).map((scope) => integrationScopes.toProto[scope]),
    pendingScopes: pendingScopes(installation.scopes, integration.scopes).map((scope) => integrationScopes.toProto[scope]),
  };
}
