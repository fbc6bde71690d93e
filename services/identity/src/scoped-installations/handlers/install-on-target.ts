import { getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import type { IdentityContext } from '../../context';
import { INTEGRATION_NOT_FOUND } from '../../installations/load';
import type { IntegrationRow } from '../../integrations/queries';
import { scopedInstaller } from '../commands/scoped-installation-writers';
import { readTargets, type Target } from '../embeds';
import { loadScopedInstallation } from '../load';
import { scopedPolicy } from '../policy';
import type { ScopedRow } from '../queries';
import { TARGETS, type TargetKind } from '../targets';

export type ScopedInput = { integrationName: string; installationId: string; targetId: string; extended?: boolean };

/** Whether the caller administers the space (content's `permissions.admin` for them); sites have no admins of their own. */
export const isTargetAdmin = (kind: TargetKind, target: Target) => kind === 'space' && (target as { permissions?: { admin?: boolean } }).permissions?.admin === true;

/**
 * installIntegrationOnSpace / installIntegrationOnSite: enables the installation on a space
 * (site) of its organization that the caller may read (content or sites answers, for the
 * caller); admins of the organization, and for a space its admins. An unpublished integration
 * takes no new installation (NOT_FOUND).
 */
export async function installOnTarget(
  ctx: IdentityContext,
  kind: TargetKind,
  input: ScopedInput,
  callContext: CallContext,
): Promise<{ row: ScopedRow; integration: IntegrationRow; target: Target | undefined }> {
  const principal = getPrincipal(callContext);
  const { integration, installation, caller } = await loadScopedInstallation(ctx, principal, input.integrationName, input.installationId);
  if (integration.unpublishedAt !== null) throw notFound(INTEGRATION_NOT_FOUND);
  if (caller.kind !== 'user') throw permissionDenied(`The integration cannot enable itself on a ${kind}; an admin does`);
  const target = (await readTargets(ctx, kind, installation.organizationId, [input.targetId], callContext)).get(input.targetId);
  if (!target) throw notFound(TARGETS[kind].notFound);
  if (!scopedPolicy.enable(caller, { targetAdmin: isTargetAdmin(kind, target) })) {
    throw permissionDenied(`Only admins of the organization${kind === 'space' ? ' or of the space' : ''} can install integrations on it`);
  }
  const row = await scopedInstaller(ctx.db, kind, {
    installationId: installation.id,
    integrationId: integration.id,
    integrationName: integration.name,
    targetId: input.targetId,
    actorId: principal.userId,
  });
  return { row, integration, target: input.extended ? target : undefined };
}
