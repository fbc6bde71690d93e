import type { contentV1, installationsV1, sitesV1 } from '@quire/proto';
import { configurationStatus, installationLocation } from '../installations/presenter';
import { integrationPublicEndpoint } from '../integrations/presenter';
import type { PublicUrls } from '../lib/urls';
import type { ScopedRow } from './queries';
import { TARGETS, type TargetKind } from './targets';

type ScopedIntegration = { name: string; configurations: unknown };

function presentCommon(kind: TargetKind, row: ScopedRow, integration: ScopedIntegration, urls: PublicUrls) {
  return {
    integration: integration.name,
    installation: row.installationId,
    // `active` once every property the integration's space (site) configuration requires is set.
    status: configurationStatus(row.configuration, integration.configurations, TARGETS[kind].level),
    configuration: (row.configuration ?? {}) as Record<string, unknown>,
    externalIds: row.externalIds,
    urls: {
      location: `${installationLocation(urls, integration.name, row.installationId)}/${TARGETS[kind].segment}/${row.targetId}`,
      publicEndpoint: integrationPublicEndpoint(urls, integration.name),
    },
  };
}

/** GitBook "IntegrationSpaceInstallation": `space` is the Space when given (`extended`), else its id. */
export function presentSpaceInstallation(
  row: ScopedRow,
  integration: ScopedIntegration,
  urls: PublicUrls,
  space?: contentV1.Space,
): installationsV1.IntegrationSpaceInstallation {
  return {
    ...presentCommon('space', row, integration, urls),
    space: space ? { $case: 'spaceObject', value: space } : { $case: 'spaceId', value: row.targetId },
  };
}

/** GitBook "IntegrationSiteInstallation": `site` is the Site when given (`extended`), else its id. */
export function presentSiteInstallation(
  row: ScopedRow,
  integration: ScopedIntegration,
  urls: PublicUrls,
  site?: sitesV1.Site,
): installationsV1.IntegrationSiteInstallation {
  return {
    ...presentCommon('site', row, integration, urls),
    site: site ? { $case: 'siteObject', value: site } : { $case: 'siteId', value: row.targetId },
  };
}

const STATUS_JSON: Record<number, 'active' | 'pending' | 'paused'> = { 1: 'active', 2: 'pending', 3: 'paused' };

/**
 * A space (site) installation in GitBook's JSON form, `space` (`site`) as the id, as an
 * invocation's environment carries it (`environment.spaceInstallation` / `siteInstallation`,
 * GetIntegrationRuntime): the same fields as the API's, the status as its JSON string.
 */
export function presentScopedInstallationJson(kind: TargetKind, row: ScopedRow, integration: ScopedIntegration, urls: PublicUrls): Record<string, unknown> {
  const common = presentCommon(kind, row, integration, urls);
  return { ...common, status: STATUS_JSON[common.status] ?? 'active', [kind]: row.targetId };
}

/**
 * Where the reader loads the script a site installation injects: the runtime answers it
 * with the integration's `fetch_published_script` handler (docs/integrations.md "Site scripts").
 */
export const siteScriptUrl = (urls: PublicUrls, integrationName: string, installationId: string, siteId: string) =>
  `${installationLocation(urls, integrationName, installationId)}/sites/${siteId}/script.js`;

/** An integration's `contentSecurityPolicy` (a string, or directives) as one policy string. */
export function contentSecurityPolicyText(policy: unknown): string | undefined {
  if (typeof policy === 'string') return policy === '' ? undefined : policy;
  if (!policy || typeof policy !== 'object') return undefined;
  const directives = Object.entries(policy as Record<string, unknown>).filter(([, value]) => typeof value === 'string' && value !== '');
  return directives.length > 0 ? directives.map(([name, value]) => `${name} ${value as string}`).join('; ') : undefined;
}
