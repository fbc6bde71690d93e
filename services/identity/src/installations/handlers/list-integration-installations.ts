import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { integrationPolicy } from '../../integrations/policy';
import { findMemberOrganizationIds } from '../../integrations/queries';
import { ZIntegrationName } from '../../integrations/validation';
import { ZLimit, ZPage } from '../../lib/validation';
import { MAX_EXTERNAL_ID_LENGTH } from '../configuration';
import { loadVisibleIntegration } from '../load';
import { presentInstallation } from '../presenter';
import { listIntegrationInstallations as listIntegrationInstallationsQuery } from '../queries';

const ZListIntegrationInstallationsRequest = z.object({
  integrationName: ZIntegrationName,
  page: ZPage,
  limit: ZLimit,
  externalId: z.string().min(1).max(MAX_EXTERNAL_ID_LENGTH).optional(),
});

/**
 * The installations of an integration the caller can see: all of them for the integration's
 * admins, else those of the organizations the caller is a member of.
 */
export async function listIntegrationInstallations(
  ctx: IdentityContext,
  request: identityV1.ListIntegrationInstallationsRequest,
  callContext: CallContext,
): Promise<identityV1.ListIntegrationInstallationsResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const input = parseRequest(ZListIntegrationInstallationsRequest, request);
  const limit = pageLimit(input.limit);
  const { integration, owner } = await loadVisibleIntegration(ctx, principal, input.integrationName);
  const organizationIds = integrationPolicy.admin(owner) ? 'all' : await findMemberOrganizationIds(ctx.db, await loadCaller(ctx.db, principal));
  const page = await listIntegrationInstallationsQuery(ctx.db, integration.id, {
    organizationIds,
    externalId: input.externalId,
    page: input.page,
    limit,
  });
  return {
    items: page.items.map((installation) => presentInstallation(installation, integration, ctx.urls)),
    next: page.next,
    count: page.count,
  };
}
