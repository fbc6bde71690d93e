import type { identityV1 } from '@quire/proto';
import { actsIn, type Caller } from '../access/caller';
import type { IdentityContext } from '../context';
import { findOrganizationsByIds, findTeamOwnerOrganizationIds, findViewerRoles } from '../internal/queries';
import type { PublicUrls } from '../lib/urls';
import { presentOrganization } from '../organizations/presenter';
import { integrationCategories, integrationScopes, integrationTargets, integrationVisibilities, type IntegrationCategory } from './enums';
import { integrationPolicy } from './policy';
import type { IntegrationRow } from './queries';
import type { IntegrationConfigurations } from './validation';

export const integrationLocation = (urls: PublicUrls, name: string) => `${urls.publicUrl}/v1/integrations/${encodeURIComponent(name)}`;

/**
 * `urls.publicEndpoint` (of integrations, installations, space and site installations): any
 * request to it or under it reaches the integration's `fetch` handler through the runtime
 * (docs/integrations.md "The public endpoint"). The same URL the script's environment carries.
 */
export const integrationPublicEndpoint = (urls: PublicUrls, name: string) => `${integrationLocation(urls, name)}/integration`;

export const assetUrl = (urls: PublicUrls, name: string, assetId: string) => `${integrationLocation(urls, name)}/assets/${assetId}`;

type StoredBlock = { id: string; title: string; description?: string; icon?: string; urlUnfurl?: string[]; markdown?: { codeblock: string; body: string } };
type StoredContentSource = { id: string; title: string; description?: string; icon?: string; configuration: { componentId: string } };
type StoredExternalLink = { url: string; label: string };

export function presentIntegration(
  integration: IntegrationRow,
  { owner, admin }: { owner: identityV1.Organization; admin: boolean },
  urls: PublicUrls,
): identityV1.Integration {
  const location = integrationLocation(urls, integration.name);
  const blocks = integration.blocks as StoredBlock[];
  const contentSources = integration.contentSources as StoredContentSource[];
  return {
    object: 'integration',
    name: integration.name,
    version: integration.version,
    title: integration.title,
    description: integration.description,
    summary: integration.summary ?? undefined,
    previewImages: integration.previewAssetIds.map((assetId) => assetUrl(urls, integration.name, assetId)),
    target: integrationTargets.toProto[integration.target],
    // Nobody verifies integrations on a self-hosted Quire.
    verified: false,
    visibility: integrationVisibilities.toProto[integration.visibility],
    scopes: integration.scopes.flatMap((scope) => integrationScopes.toProto[scope as keyof typeof integrationScopes.toProto] ?? []),
    categories: integration.categories.flatMap((category) => integrationCategories.toProto[category as IntegrationCategory] ?? []),
    blocks: blocks.map((block) => ({
      id: block.id,
      title: block.title,
      description: block.description,
      icon: block.icon,
      urlUnfurl: block.urlUnfurl ?? [],
      markdown: block.markdown,
    })),
    contentSources: contentSources.map((source) => ({
      id: source.id,
      title: source.title,
      description: source.description,
      icon: source.icon,
      configuration: { componentId: source.configuration.componentId },
    })),
    configurations: (integration.configurations as IntegrationConfigurations | null) ?? undefined,
    externalLinks: (integration.externalLinks as StoredExternalLink[]).map((link) => ({ url: link.url, label: link.label })),
    owner,
    urls: {
      location,
      icon: integration.iconAssetId ? assetUrl(urls, integration.name, integration.iconAssetId) : undefined,
      app: `${urls.appUrl}/integrations/${encodeURIComponent(integration.name)}`,
      assets: `${location}/assets`,
      publicEndpoint: integrationPublicEndpoint(urls, integration.name),
    },
    permissions: { admin },
    contentSecurityPolicy: integration.contentSecurityPolicy ?? undefined,
  };
}

/**
 * Integrations with their owners presented as GET /orgs/{id} presents them to the caller: the
 * owners of the whole batch, the caller's roles in them and the teams they own there are read
 * in three queries, whatever the number of integrations. A token bound to one organization has
 * no role in the others.
 */
export async function presentIntegrations(ctx: IdentityContext, caller: Caller, integrations: IntegrationRow[]): Promise<identityV1.Integration[]> {
  const viewerId = caller.userId;
  const ownerIds = [...new Set(integrations.map((integration) => integration.organizationId))];
  const [organizations, roles, teamOwnerOf] = await Promise.all([
    findOrganizationsByIds(ctx.db, ownerIds),
    findViewerRoles(ctx.db, viewerId, ownerIds),
    findTeamOwnerOrganizationIds(ctx.db, viewerId, ownerIds),
  ]);
  const organizationById = new Map(organizations.map((organization) => [organization.id, organization]));
  return integrations.map((integration) => {
    const organization = organizationById.get(integration.organizationId);
    // The foreign key (ON DELETE CASCADE) keeps every integration's owner.
    if (!organization) throw new Error(`integration ${integration.id} has no owner organization`);
    const reached = actsIn(caller, organization.id);
    const viewer = { userId: viewerId, role: reached ? roles.get(organization.id) : undefined };
    return presentIntegration(
      integration,
      {
        owner: presentOrganization(organization, viewer, { ownsTeam: reached && teamOwnerOf.has(organization.id) }, ctx.urls),
        admin: integrationPolicy.admin(viewer),
      },
      ctx.urls,
    );
  });
}
