import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, permissionDenied, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';
import { installationCreator, PRIVATE_INTEGRATION_ELSEWHERE } from '../commands/installation-creator';
import { INTEGRATION_NOT_FOUND, loadVisibleIntegration } from '../load';
import { installationPolicy } from '../policy';
import { presentInstallation } from '../presenter';

const ZInstallIntegrationRequest = z.object({ integrationName: ZIntegrationName, organization: ZId });

/**
 * Installs an integration the caller can see in an organization they administer. A private
 * integration goes into the organization that publishes it only.
 */
export async function installIntegration(
  ctx: IdentityContext,
  request: identityV1.InstallIntegrationRequest,
  callContext: CallContext,
): Promise<identityV1.InstallIntegrationResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const { integrationName, organization: organizationId } = parseRequest(ZInstallIntegrationRequest, request);
  const { integration } = await loadVisibleIntegration(ctx, principal, integrationName);
  // An unpublished integration takes no new installation.
  if (integration.unpublishedAt !== null) throw notFound(INTEGRATION_NOT_FOUND);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, installationPolicy.install(viewer), 'Only admins can install integrations in the organization');
  if (integration.visibility === 'private' && organizationId !== integration.organizationId) {
    throw permissionDenied(PRIVATE_INTEGRATION_ELSEWHERE);
  }
  const installation = await installationCreator(ctx.db, {
    integrationId: integration.id,
    integrationName: integration.name,
    organizationId,
    actorId: principal.userId,
  });
  return { installation: presentInstallation(installation, integration, ctx.urls) };
}
