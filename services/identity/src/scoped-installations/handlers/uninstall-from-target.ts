import { getPrincipal, permissionDenied, type CallContext } from '@quire/shared';
import type { IdentityContext } from '../../context';
import { scopedRemover } from '../commands/scoped-installation-writers';
import { readTargets } from '../embeds';
import { findScopedInstallation } from '../load';
import { scopedPolicy } from '../policy';
import { findScoped } from '../queries';
import type { TargetKind } from '../targets';
import { isTargetAdmin, type ScopedInput } from './install-on-target';

/**
 * uninstallIntegrationFromSpace / FromSite: false (204) when there is none or the caller may not
 * see the installation (the same), true (205) when removed. Admins of the organization, and for
 * a space its admins; other members and tokens get PERMISSION_DENIED.
 */
export async function uninstallFromTarget(ctx: IdentityContext, kind: TargetKind, input: Omit<ScopedInput, 'extended'>, callContext: CallContext): Promise<boolean> {
  const principal = getPrincipal(callContext);
  const loaded = await findScopedInstallation(ctx, principal, input.integrationName, input.installationId);
  if (!loaded || !(await findScoped(ctx.db, kind, input.installationId, input.targetId))) return false;
  const { caller, installation, integration } = loaded;
  const target = caller.kind === 'user' ? (await readTargets(ctx, kind, installation.organizationId, [input.targetId], callContext)).get(input.targetId) : undefined;
  if (!scopedPolicy.enable(caller, { targetAdmin: target !== undefined && isTargetAdmin(kind, target) })) {
    throw permissionDenied(`Only admins of the organization${kind === 'space' ? ' or of the space' : ''} can uninstall integrations from it`);
  }
  return scopedRemover(ctx.db, kind, {
    installationId: installation.id,
    integrationId: integration.id,
    integrationName: integration.name,
    targetId: input.targetId,
    actorId: principal.userId,
  });
}
