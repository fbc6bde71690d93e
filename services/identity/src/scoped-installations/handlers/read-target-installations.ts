import { getPrincipal, notFound, pageLimit, permissionDenied, requireScope, type CallContext, type Page } from '@quire/shared';
import type { IdentityContext } from '../../context';
import { loadCallerViewer } from '../../access/caller';
import { INTEGRATION_NOT_FOUND } from '../../installations/load';
import { integrationPolicy } from '../../integrations/policy';
import { findIntegrationByName, type IntegrationRow } from '../../integrations/queries';
import { embedTargets, type Target } from '../embeds';
import { loadScopedInstallation } from '../load';
import { isOwnToken } from '../policy';
import { findScoped, listScopedOfInstallation, listScopedOfIntegration, type ScopedRow } from '../queries';
import { TARGETS, type TargetKind } from '../targets';
import type { ScopedInput } from './install-on-target';

export type ScopedPage = { page: Page<ScopedRow>; integration: IntegrationRow; targets: Map<string, Target> };

/** getIntegrationSpaceInstallation / SiteInstallation: whoever sees the installation (scopedPolicy.view). */
export async function getTargetInstallation(
  ctx: IdentityContext,
  kind: TargetKind,
  input: ScopedInput,
  callContext: CallContext,
): Promise<{ row: ScopedRow; integration: IntegrationRow; target: Target | undefined }> {
  const { integration } = await loadScopedInstallation(ctx, getPrincipal(callContext), input.integrationName, input.installationId);
  const row = await findScoped(ctx.db, kind, input.installationId, input.targetId);
  if (!row) throw notFound(TARGETS[kind].installationNotFound);
  const targets = await embedTargets(ctx, kind, [row], input.extended, callContext);
  return { row, integration, target: targets.get(row.targetId) };
}

/** listIntegrationInstallationSpaces / Sites: one installation's, for whoever sees it. */
export async function listInstallationTargets(
  ctx: IdentityContext,
  kind: TargetKind,
  input: { integrationName: string; installationId: string; page?: string; limit?: number; extended?: boolean },
  callContext: CallContext,
): Promise<ScopedPage> {
  const limit = pageLimit(input.limit);
  const { integration, installation } = await loadScopedInstallation(ctx, getPrincipal(callContext), input.integrationName, input.installationId);
  const page = await listScopedOfInstallation(ctx.db, kind, installation.id, { page: input.page, limit });
  return { page, integration, targets: await embedTargets(ctx, kind, page.items, input.extended, callContext) };
}

/**
 * listIntegrationSpaceInstallations / SiteInstallations (the contract's `integration`
 * security): every space (site) installation of the integration, for its integration token,
 * and for the admins of the organization that publishes it (who see all its installations).
 */
export async function listIntegrationTargets(
  ctx: IdentityContext,
  kind: TargetKind,
  input: { integrationName: string; page?: string; limit?: number; externalId?: string; extended?: boolean },
  callContext: CallContext,
): Promise<ScopedPage> {
  const principal = getPrincipal(callContext);
  const limit = pageLimit(input.limit);
  const integration = await findIntegrationByName(ctx.db, input.integrationName);
  if (principal.kind === 'integration') {
    if (!integration || !isOwnToken(principal, input.integrationName)) throw notFound(INTEGRATION_NOT_FOUND);
  } else {
    if (principal.kind === 'installation') throw permissionDenied(`Only the integration's own token lists all its ${TARGETS[kind].segment}`);
    requireScope(principal, null);
    if (!integration) throw notFound(INTEGRATION_NOT_FOUND);
    const owner = await loadCallerViewer(ctx.db, integration.organizationId, principal);
    if (!integrationPolicy.view(integration, owner)) throw notFound(INTEGRATION_NOT_FOUND);
    if (!integrationPolicy.admin(owner)) throw permissionDenied(`Only the integration's own token and its admins list all its ${TARGETS[kind].segment}`);
  }
  const page = await listScopedOfIntegration(ctx.db, kind, integration.id, { externalId: input.externalId, page: input.page, limit });
  return { page, integration, targets: await embedTargets(ctx, kind, page.items, input.extended, callContext) };
}
