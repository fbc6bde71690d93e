import { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller, loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { presentIntegrations } from '../../integrations/presenter';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { INSTALLATION_NOT_FOUND } from '../load';
import { installationPolicy } from '../policy';
import { installationStatus } from '../presenter';
import { installationSelect, listOrganizationInstallations } from '../queries';

const { InstallationTargetFilter: Target } = identityV1;

/** The organization's members (not guests) see its installations; outside it NOT_FOUND. */
async function authorizeMember(ctx: IdentityContext, callContext: CallContext, organizationId: string) {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const caller = await loadCaller(ctx.db, principal);
  const viewer = await loadCallerViewer(ctx.db, organizationId, caller);
  authorize(viewer, installationPolicy.listInOrganization(viewer), 'Guests cannot see the integrations installed in the organization');
  return caller;
}

/** getOrganizationIntegrationStatus: the status of the organization's installation of the integration; NOT_FOUND when it has none. */
export async function getOrganizationIntegrationStatus(
  ctx: IdentityContext,
  request: identityV1.GetOrganizationIntegrationStatusRequest,
  callContext: CallContext,
): Promise<identityV1.GetOrganizationIntegrationStatusResponse> {
  const { organizationId, integrationName } = parseRequest(z.object({ organizationId: ZId, integrationName: ZIntegrationName }), request);
  await authorizeMember(ctx, callContext, organizationId);
  const installation = await ctx.db.integrationInstallation.findFirst({
    where: { organizationId, integration: { name: integrationName } },
    select: { ...installationSelect, integration: { select: { name: true, configurations: true, scopes: true } } },
  });
  if (!installation) throw notFound(INSTALLATION_NOT_FOUND);
  return { status: installationStatus(installation, installation.integration) };
}

const ZListOrganizationIntegrationsStatusRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  target: z
    .number()
    .optional()
    .refine((value) => value === undefined || [Target.INSTALLATION_TARGET_FILTER_ORGANIZATION, Target.INSTALLATION_TARGET_FILTER_SPACE, Target.INSTALLATION_TARGET_FILTER_SITE].includes(value), 'is not a known value'),
});

/**
 * listOrganizationIntegrationsStatus: the organization's installations (`target` organization,
 * the default), or those enabled on a space (`space`) or a site (`site`) of it, oldest first,
 * each as `{ status, integration }`; the page's integrations are presented in three queries.
 */
export async function listOrganizationIntegrationsStatus(
  ctx: IdentityContext,
  request: identityV1.ListOrganizationIntegrationsStatusRequest,
  callContext: CallContext,
): Promise<identityV1.ListOrganizationIntegrationsStatusResponse> {
  const input = parseRequest(ZListOrganizationIntegrationsStatusRequest, request);
  const limit = pageLimit(input.limit);
  const caller = await authorizeMember(ctx, callContext, input.organizationId);
  const enabledOn = input.target === Target.INSTALLATION_TARGET_FILTER_SPACE ? 'space' : input.target === Target.INSTALLATION_TARGET_FILTER_SITE ? 'site' : undefined;
  const page = await listOrganizationInstallations(ctx.db, input.organizationId, { page: input.page, limit, enabledOn });
  const integrations = [...new Map(page.items.map((row) => [row.integration.id, row.integration])).values()];
  const presented = await presentIntegrations(ctx, caller, integrations);
  const presentedById = new Map(integrations.map((integration, index) => [integration.id, presented[index]]));
  return {
    items: page.items.map((row) => ({ status: installationStatus(row, row.integration), integration: presentedById.get(row.integration.id) })),
    next: page.next,
    count: page.count,
  };
}
