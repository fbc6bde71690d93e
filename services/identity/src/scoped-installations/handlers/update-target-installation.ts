import { getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import type { IdentityContext } from '../../context';
import type { IntegrationRow } from '../../integrations/queries';
import { scopedUpdater, type ScopedChanges } from '../commands/scoped-installation-writers';
import { embedTargets, type Target } from '../embeds';
import { loadScopedInstallation } from '../load';
import { scopedPolicy } from '../policy';
import { findScoped, type ScopedRow } from '../queries';
import { TARGETS, type TargetKind } from '../targets';
import type { ScopedInput } from './install-on-target';

/**
 * updateIntegrationSpaceInstallation / SiteInstallation: the fields sent replace the stored
 * ones; the configuration must fit the integration's space (site) schema. The installation's
 * updaters (its organization's admins, the integration's admins) and the integration's own tokens.
 */
export async function updateTargetInstallation(
  ctx: IdentityContext,
  kind: TargetKind,
  input: ScopedInput & { changes: ScopedChanges },
  callContext: CallContext,
): Promise<{ row: ScopedRow; integration: IntegrationRow; target: Target | undefined }> {
  const { integration, installation, caller } = await loadScopedInstallation(ctx, getPrincipal(callContext), input.integrationName, input.installationId);
  if (!(await findScoped(ctx.db, kind, installation.id, input.targetId))) throw notFound(TARGETS[kind].installationNotFound);
  if (!scopedPolicy.update(caller)) throw permissionDenied(`Only admins of the organization or of the integration can change its ${kind} installations`);
  const row = await scopedUpdater(ctx.db, kind, {
    installationId: installation.id,
    integrationId: integration.id,
    integrationName: integration.name,
    targetId: input.targetId,
    changes: input.changes,
  });
  const targets = await embedTargets(ctx, kind, [row], input.extended, callContext);
  return { row, integration, target: targets.get(row.targetId) };
}
