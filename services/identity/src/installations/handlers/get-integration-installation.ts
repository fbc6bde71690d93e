import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { findIntegrationByName } from '../../integrations/queries';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';
import { INSTALLATION_NOT_FOUND, loadInstallationForCaller } from '../load';
import { presentInstallation } from '../presenter';
import { findInstallation } from '../queries';

const ZGetIntegrationInstallationRequest = z.object({ integrationName: ZIntegrationName, installationId: ZId });

/** Members of its organization and the integration's admins; an installation token reads its own installation. */
export async function getIntegrationInstallation(
  ctx: IdentityContext,
  request: identityV1.GetIntegrationInstallationRequest,
  callContext: CallContext,
): Promise<identityV1.GetIntegrationInstallationResponse> {
  const principal = getPrincipal(callContext);
  const { integrationName, installationId } = parseRequest(ZGetIntegrationInstallationRequest, request);
  if (principal.kind === 'installation') {
    if (principal.installation?.installationId !== installationId) requireScope(principal, null);
    const integration = await findIntegrationByName(ctx.db, integrationName);
    const installation = integration && (await findInstallation(ctx.db, integration.id, installationId));
    if (!integration || !installation) throw notFound(INSTALLATION_NOT_FOUND);
    return { installation: presentInstallation(installation, integration, ctx.urls) };
  }
  const { integration, installation } = await loadInstallationForCaller(ctx, principal, integrationName, installationId);
  return { installation: presentInstallation(installation, integration, ctx.urls) };
}
