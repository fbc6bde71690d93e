import type { identityV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { secretsContext } from '../../integrations/commands/integration-publisher';
import { assetUrl, integrationLocation, integrationPublicEndpoint } from '../../integrations/presenter';
import { ZId } from '../../lib/validation';
import { presentScopedInstallationJson } from '../../scoped-installations/presenter';
import { findScoped } from '../../scoped-installations/queries';

const ZGetIntegrationRuntimeRequest = z
  .object({ integrationId: ZId, installationId: ZId.optional(), spaceId: ZId.optional(), siteId: ZId.optional() })
  .refine((request) => !(request.spaceId && request.siteId), { message: 'spaceId and siteId cannot both be given' })
  .refine((request) => request.installationId || !(request.spaceId || request.siteId), { message: 'spaceId and siteId need an installationId' });

/**
 * For the runtime (service-to-service, never routed by the gateway): what an invocation's
 * environment needs of identity (docs/integrations.md "The runtime"): the published script,
 * the integration's secrets opened, the integration in GitBook's JSON shape (without its owner:
 * the environment's copy is not presented to a viewer) and, for an installation of it, the
 * installation's id, configuration and external ids; with a space (site) too, that
 * installation's space (site) installation there in GitBook's form (scoped-installations'
 * presenter), absent when it has none: the runtime decides (an event for a space the
 * installation left is not delivered). An unpublished integration has no invocations:
 * NOT_FOUND, as for an installation of another integration.
 */
export async function getIntegrationRuntime(
  ctx: IdentityContext,
  request: identityV1.GetIntegrationRuntimeRequest,
): Promise<identityV1.GetIntegrationRuntimeResponse> {
  const { integrationId, installationId, spaceId, siteId } = parseRequest(ZGetIntegrationRuntimeRequest, request);
  const integration = await ctx.db.integration.findUnique({ where: { id: integrationId } });
  if (!integration || integration.unpublishedAt !== null) throw notFound('No matching integration found for given id');
  const installation = installationId
    ? await ctx.db.integrationInstallation.findFirst({
        where: { id: installationId, integrationId },
        select: { id: true, organizationId: true, configuration: true, externalIds: true, spaceSelection: true, siteSelection: true },
      })
    : undefined;
  if (installationId && !installation) throw notFound('No matching installation found for this integration');
  const scopedKind = spaceId ? 'space' : siteId ? 'site' : undefined;
  const scoped = installation && scopedKind ? await findScoped(ctx.db, scopedKind, installation.id, (spaceId ?? siteId)!) : null;
  const scopedJson = scoped && scopedKind ? presentScopedInstallationJson(scopedKind, scoped, integration, ctx.urls) : undefined;

  let secrets: Record<string, string> = {};
  if (integration.secrets) {
    // Secrets were sealed on publish, which refuses them without a key: a key removed since is an operator error.
    if (!ctx.settings.secrets) throw new Error(`integration ${integration.id} has secrets but QUIRE_SECRETS_KEY is not set`);
    secrets = JSON.parse(ctx.settings.secrets.open(integration.secrets, secretsContext(integration.id)).toString('utf8')) as Record<string, string>;
  }
  const location = integrationLocation(ctx.urls, integration.name);
  return {
    integrationName: integration.name,
    organizationId: integration.organizationId,
    version: integration.version,
    script: integration.script,
    secrets,
    integration: {
      object: 'integration',
      id: integration.id,
      name: integration.name,
      version: integration.version,
      title: integration.title,
      description: integration.description,
      ...(integration.summary !== null && { summary: integration.summary }),
      target: integration.target,
      visibility: integration.visibility,
      verified: false,
      scopes: integration.scopes,
      categories: integration.categories,
      blocks: integration.blocks,
      contentSources: integration.contentSources,
      externalLinks: integration.externalLinks,
      ...(integration.configurations !== null && { configurations: integration.configurations }),
      previewImages: integration.previewAssetIds.map((assetId) => assetUrl(ctx.urls, integration.name, assetId)),
      urls: {
        location,
        ...(integration.iconAssetId && { icon: assetUrl(ctx.urls, integration.name, integration.iconAssetId) }),
        app: `${ctx.urls.appUrl}/integrations/${encodeURIComponent(integration.name)}`,
        assets: `${location}/assets`,
        publicEndpoint: integrationPublicEndpoint(ctx.urls, integration.name),
      },
      permissions: { admin: false },
    },
    installation: installation
      ? {
          object: 'integration-installation',
          id: installation.id,
          status: 'active',
          configuration: installation.configuration,
          externalIds: installation.externalIds,
          space_selection: installation.spaceSelection,
          site_selection: installation.siteSelection,
          // GitBook's IntegrationInstallationTarget (OrganizationTarget): where it is installed.
          target: { organization: installation.organizationId },
        }
      : undefined,
    ...(scopedKind === 'space' && scopedJson && { spaceInstallation: scopedJson }),
    ...(scopedKind === 'site' && scopedJson && { siteInstallation: scopedJson }),
  };
}
