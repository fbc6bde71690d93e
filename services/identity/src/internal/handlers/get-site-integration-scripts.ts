import type { identityV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { configurationStatus } from '../../installations/presenter';
import { effectiveScopes } from '../../installations/scopes';
import { contentSecurityPolicyText, siteScriptUrl } from '../../scoped-installations/presenter';
import { listSiteScriptTargetRows } from '../../scoped-installations/queries';
import { ZId } from '../../lib/validation';

const ZGetSiteIntegrationScriptsRequest = z
  .object({
    siteId: ZId,
    integrationName: z.string().min(1).max(100).optional(),
    installationId: ZId.optional(),
  })
  .refine((request) => (request.integrationName === undefined) === (request.installationId === undefined), {
    message: 'integrationName and installationId go together',
  });

const STATUS_JSON: Record<number, string> = { 1: 'active', 2: 'pending', 3: 'paused' };

/**
 * For the reader and the runtime (never routed by the gateway): the site installations of a
 * site whose integration may inject a script, exactly as listSiteIntegrationScripts lists them
 * (`site:script:inject` granted and still asked for, published integrations only), with the
 * site installation in GitBook's form for the script's environment.
 */
export async function getSiteIntegrationScripts(
  ctx: IdentityContext,
  request: identityV1.GetSiteIntegrationScriptsRequest,
): Promise<identityV1.GetSiteIntegrationScriptsResponse> {
  const { siteId, integrationName, installationId } = parseRequest(ZGetSiteIntegrationScriptsRequest, request);
  const rows = await listSiteScriptTargetRows(ctx.db, siteId, integrationName && installationId ? { integrationName, installationId } : undefined);
  const scripts = rows.flatMap((row): identityV1.SiteIntegrationScriptTarget[] => {
    const scopes = effectiveScopes(row.installation.scopes, row.integration.scopes);
    if (!scopes.includes('site:script:inject')) return [];
    return [
      {
        integrationId: row.integrationId,
        integrationName: row.integration.name,
        installationId: row.installationId,
        script: siteScriptUrl(ctx.urls, row.integration.name, row.installationId, siteId),
        cookies: scopes.includes('site:script:cookies'),
        contentSecurityPolicy: contentSecurityPolicyText(row.integration.contentSecurityPolicy),
        siteInstallation: {
          integration: row.integration.name,
          installation: row.installationId,
          site: siteId,
          status: STATUS_JSON[configurationStatus(row.configuration, row.integration.configurations, 'site')] ?? 'active',
          configuration: (row.configuration ?? {}) as Record<string, unknown>,
          externalIds: row.externalIds,
        },
      },
    ];
  });
  return { scripts };
}
