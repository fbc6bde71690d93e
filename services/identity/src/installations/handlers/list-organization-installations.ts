import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller, loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { presentIntegrations } from '../../integrations/presenter';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../../lib/validation';
import { installationPolicy } from '../policy';
import { presentInstallation } from '../presenter';
import { listOrganizationInstallations as listOrganizationInstallationsQuery } from '../queries';

const ZListOrganizationInstallationsRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit, search: ZContainsFilter });

/**
 * The integrations installed in an organization with their installations, for its members:
 * one query for the page, three for the integrations' owners.
 */
export async function listOrganizationInstallations(
  ctx: IdentityContext,
  request: identityV1.ListOrganizationInstallationsRequest,
  callContext: CallContext,
): Promise<identityV1.ListOrganizationInstallationsResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const input = parseRequest(ZListOrganizationInstallationsRequest, request);
  const limit = pageLimit(input.limit);
  const caller = await loadCaller(ctx.db, principal);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, caller);
  authorize(viewer, installationPolicy.listInOrganization(viewer), 'Guests cannot list the integrations installed in the organization');
  const page = await listOrganizationInstallationsQuery(ctx.db, input.organizationId, { search: input.search, page: input.page, limit });
  const integrations = [...new Map(page.items.map((row) => [row.integration.id, row.integration])).values()];
  const presented = await presentIntegrations(ctx, caller, integrations);
  const presentedById = new Map(integrations.map((integration, index) => [integration.id, presented[index]]));
  return {
    items: page.items.map((row) => ({
      installation: presentInstallation(row, row.integration, ctx.urls),
      integration: presentedById.get(row.integration.id),
    })),
    next: page.next,
    count: page.count,
  };
}
