import type { identityV1, installationsV1, sitesV1 } from '@quire/proto';
import { getPrincipal, notFound, requireScope, type CallContext } from '@quire/shared';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { effectiveScopes } from '../../installations/scopes';
import { presentIntegrations } from '../../integrations/presenter';
import type { IntegrationRow } from '../../integrations/queries';
import { contentSecurityPolicyText, siteScriptUrl } from '../presenter';
import { listSiteScriptRows, listTargetIntegrations } from '../queries';
import { TARGETS } from '../targets';

type StoredBlock = { id: string; title: string; description?: string; icon?: string; urlUnfurl?: string[]; markdown?: { codeblock: string; body: string } };

/**
 * The space, if the caller may read it (content answers GetSpace for them): what the space
 * listings start from. User tokens only (the contract's `user` security).
 */
async function loadReadableSpace(ctx: IdentityContext, spaceId: string, callContext: CallContext) {
  requireScope(getPrincipal(callContext), null);
  const space = await ctx.content.findSpace(spaceId, callContext);
  if (!space) throw notFound(TARGETS.space.notFound);
  return space;
}

/** The site, if the caller may read the organization's sites (sites answers GetSites for them). */
async function loadReadableSite(ctx: IdentityContext, organizationId: string, siteId: string, callContext: CallContext) {
  requireScope(getPrincipal(callContext), null);
  const site = (await ctx.sites.getSites(organizationId, [siteId], callContext)).get(siteId);
  if (!site) throw notFound(TARGETS.site.notFound);
  return site;
}

async function presentAll(ctx: IdentityContext, rows: IntegrationRow[], callContext: CallContext) {
  const items = await presentIntegrations(ctx, await loadCaller(ctx.db, getPrincipal(callContext)), rows);
  return { items, count: items.length };
}

/** listSpaceIntegrations: the published integrations enabled on the space, by name, for whoever reads the space. */
export async function listSpaceIntegrations(
  ctx: IdentityContext,
  { spaceId, search }: { spaceId: string; search?: string },
  callContext: CallContext,
): Promise<installationsV1.ListSpaceIntegrationsResponse> {
  const space = await loadReadableSpace(ctx, spaceId, callContext);
  return presentAll(ctx, await listTargetIntegrations(ctx.db, 'space', { organizationId: space.organization, targetId: spaceId, search }), callContext);
}

/** listSpaceIntegrationsBlocks: the blocks of the published integrations enabled on the space (those with blocks). */
export async function listSpaceIntegrationsBlocks(
  ctx: IdentityContext,
  { spaceId }: { spaceId: string },
  callContext: CallContext,
): Promise<installationsV1.ListSpaceIntegrationsBlocksResponse> {
  const space = await loadReadableSpace(ctx, spaceId, callContext);
  const integrations = await listTargetIntegrations(ctx.db, 'space', { organizationId: space.organization, targetId: spaceId });
  return {
    blocks: integrations
      .filter((integration) => (integration.blocks as StoredBlock[]).length > 0)
      .map((integration) => ({
        name: integration.name,
        blocks: (integration.blocks as StoredBlock[]).map(
          (block): identityV1.IntegrationBlock => ({
            id: block.id,
            title: block.title,
            description: block.description,
            icon: block.icon,
            urlUnfurl: block.urlUnfurl ?? [],
            markdown: block.markdown,
          }),
        ),
      })),
  };
}

/** listSiteIntegrations: the published integrations enabled on the site, by name, for the organization's members. */
export async function listSiteIntegrations(
  ctx: IdentityContext,
  { organizationId, siteId, search }: { organizationId: string; siteId: string; search?: string },
  callContext: CallContext,
): Promise<installationsV1.ListSiteIntegrationsResponse> {
  await loadReadableSite(ctx, organizationId, siteId, callContext);
  return presentAll(ctx, await listTargetIntegrations(ctx.db, 'site', { organizationId, targetId: siteId, search }), callContext);
}

/**
 * listSiteIntegrationScripts: one script per site installation whose integration may inject
 * one (`site:script:inject` granted and still asked for), at the URL the runtime answers with
 * the integration's `fetch_published_script` handler; `cookies` when `site:script:cookies` is
 * granted too; the integration's content security policy.
 */
export async function listSiteIntegrationScripts(
  ctx: IdentityContext,
  { organizationId, siteId }: { organizationId: string; siteId: string },
  callContext: CallContext,
): Promise<installationsV1.ListSiteIntegrationScriptsResponse> {
  await loadReadableSite(ctx, organizationId, siteId, callContext);
  const rows = await listSiteScriptRows(ctx.db, organizationId, siteId);
  const scripts: sitesV1.SiteIntegrationScript[] = rows.flatMap((row) => {
    const scopes = effectiveScopes(row.installation.scopes, row.integration.scopes);
    if (!scopes.includes('site:script:inject')) return [];
    return [
      {
        script: siteScriptUrl(ctx.urls, row.integration.name, row.installationId, siteId),
        cookies: scopes.includes('site:script:cookies'),
        contentSecurityPolicy: contentSecurityPolicyText(row.integration.contentSecurityPolicy),
      },
    ];
  });
  return { scripts };
}
