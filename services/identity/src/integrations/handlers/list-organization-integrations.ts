import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller, loadCallerViewer } from '../../access/caller';
import { authorize, isMember } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentIntegrations } from '../presenter';
import { listIntegrations as listIntegrationsQuery } from '../queries';
import { filtersOf, ZIntegrationFilters } from './list-integrations';

const ZListOrganizationIntegrationsRequest = z.object({ organizationId: ZId, ...ZIntegrationFilters });

/**
 * GET /orgs/{organizationId}/integrations: the integrations the organization may install, for
 * its members (not guests): the public ones and its own private ones (those it "trusts"), by
 * name, with listIntegrations' filters. Outside the organization NOT_FOUND.
 */
export async function listOrganizationIntegrations(
  ctx: IdentityContext,
  request: identityV1.ListOrganizationIntegrationsRequest,
  callContext: CallContext,
): Promise<identityV1.ListOrganizationIntegrationsResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const { organizationId, ...input } = parseRequest(ZListOrganizationIntegrationsRequest, request);
  const limit = pageLimit(input.limit);
  const caller = await loadCaller(ctx.db, principal);
  const viewer = await loadCallerViewer(ctx.db, organizationId, caller);
  authorize(viewer, isMember(viewer), "Guests cannot list the organization's integrations");
  const page = await listIntegrationsQuery(ctx.db, { memberOrganizationIds: [organizationId], filters: filtersOf(input), page: input.page, limit });
  return { items: await presentIntegrations(ctx, caller, page.items), next: page.next, count: page.count };
}
