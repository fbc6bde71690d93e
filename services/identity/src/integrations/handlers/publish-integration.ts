import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { loadCaller, loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { integrationPublisher } from '../commands/integration-publisher';
import { integrationCategories, integrationRuntimes, integrationScopes, integrationTargets, integrationVisibilities } from '../enums';
import { decodeImage, MAX_ICON_BYTES, MAX_PREVIEW_IMAGE_BYTES } from '../images';
import { integrationPolicy } from '../policy';
import { presentIntegrations } from '../presenter';
import { findOrganizationByIdOrHostname } from '../queries';
import { ZPublishIntegrationRequest } from '../validation';

/**
 * Creates the integration or publishes its next version (200 either way, as the contract says).
 * The caller must be an admin of `organization`: outside it NOT_FOUND, inside it without the
 * role PERMISSION_DENIED. Installation tokens never publish.
 */
export async function publishIntegration(
  ctx: IdentityContext,
  request: identityV1.PublishIntegrationRequest,
  callContext: CallContext,
): Promise<identityV1.PublishIntegrationResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const input = parseRequest(ZPublishIntegrationRequest, request);
  const organization = await findOrganizationByIdOrHostname(ctx.db, input.organization);
  if (!organization) throw notFound('Organization could not be found for the given hostname');
  const caller = await loadCaller(ctx.db, principal);
  const viewer = await loadCallerViewer(ctx.db, organization.id, caller);
  if (viewer.role === undefined) throw notFound('Organization could not be found for the given hostname');
  authorize(viewer, integrationPolicy.admin(viewer), 'Only admins of the organization can publish its integrations');

  // Images are decoded and checked before anything is written: a bad one changes nothing.
  const icon = input.icon ? decodeImage(input.icon, 'icon', MAX_ICON_BYTES) : undefined;
  const previewImages = input.previewImages.map((image, index) => decodeImage(image, `previewImages.${index}`, MAX_PREVIEW_IMAGE_BYTES));
  const { integration } = await integrationPublisher(
    ctx.db,
    {
      name: input.integrationName,
      organizationId: organization.id,
      title: input.title,
      description: input.description,
      summary: input.summary,
      runtime: input.runtime ? integrationRuntimes.fromProto.get(input.runtime)! : 'v1',
      // A new integration is seen by its organization only until it says otherwise.
      visibility: input.visibility ? integrationVisibilities.fromProto.get(input.visibility)! : 'private',
      target: input.target ? integrationTargets.fromProto.get(input.target)! : 'all',
      scopes: input.scopes.map((scope) => integrationScopes.fromProto.get(scope)!),
      categories: input.categories.map((category) => integrationCategories.fromProto.get(category)!),
      blocks: input.blocks,
      contentSources: input.contentSources,
      externalLinks: input.externalLinks,
      configurations: input.configurations,
      contentSecurityPolicy: input.contentSecurityPolicy,
      script: input.script,
      secrets: input.secrets,
      icon,
      previewImages,
    },
    ctx.settings.secrets,
  );
  const [presented] = await presentIntegrations(ctx, caller, [integration]);
  return { integration: presented };
}
