import type { identityV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZIntegrationName } from '../../integrations/validation';

/**
 * For the runtime (service-to-service, not routed by the gateway): where an integration's
 * invocations go: nowhere once unpublished, to the developer's tunnel in development mode
 * (docs/integrations.md "Development mode"), else to its published version. Never its script
 * or its secrets.
 */
export async function getIntegrationRouting(
  ctx: IdentityContext,
  request: identityV1.GetIntegrationRoutingRequest,
): Promise<identityV1.GetIntegrationRoutingResponse> {
  const { integrationName } = parseRequest(z.object({ integrationName: ZIntegrationName }), request);
  const integration = await ctx.db.integration.findUnique({
    where: { name: integrationName },
    select: { id: true, organizationId: true, version: true, unpublishedAt: true, devTunnelUrl: true, devAll: true },
  });
  if (!integration) throw notFound('No matching integration found for given name');
  return {
    integrationId: integration.id,
    organizationId: integration.organizationId,
    version: integration.version,
    published: integration.unpublishedAt === null,
    devTunnelUrl: integration.devTunnelUrl ?? undefined,
    devAll: integration.devTunnelUrl !== null && integration.devAll,
  };
}
