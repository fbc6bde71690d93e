import { notFound, requireScope, type Principal } from '@quire/shared';
import type { IdentityContext } from '../context';
import { findInstallationForCaller, INSTALLATION_NOT_FOUND } from '../installations/load';
import { findInstallation, type InstallationRow } from '../installations/queries';
import { findIntegrationByName, type IntegrationRow } from '../integrations/queries';
import { isOwnToken, scopedPolicy, type ScopedCaller } from './policy';

export type LoadedScopedInstallation = { integration: IntegrationRow; installation: InstallationRow; caller: ScopedCaller };

/**
 * The installation whose space or site installations are asked for, with who asks.
 * `undefined` when there is none or the caller may not see it (the same, so ids do not leak).
 * An installation token sees its own installation only, an integration token its
 * integration's installations; other token kinds are refused (PERMISSION_DENIED).
 */
export async function findScopedInstallation(
  ctx: IdentityContext,
  principal: Principal,
  integrationName: string,
  installationId: string,
): Promise<LoadedScopedInstallation | undefined> {
  if (principal.kind === 'installation' || principal.kind === 'integration') {
    if (!isOwnToken(principal, integrationName, installationId)) return undefined;
    const integration = await findIntegrationByName(ctx.db, integrationName);
    const installation = integration && (await findInstallation(ctx.db, integration.id, installationId));
    return integration && installation ? { integration, installation, caller: { kind: 'token' } } : undefined;
  }
  requireScope(principal, null);
  const loaded = await findInstallationForCaller(ctx, principal, integrationName, installationId);
  if (!loaded) return undefined;
  const caller: ScopedCaller = { kind: 'user', viewer: loaded.viewer };
  return scopedPolicy.view(caller) ? { integration: loaded.integration, installation: loaded.installation, caller } : undefined;
}

/** As findScopedInstallation, NOT_FOUND when it answers nothing. */
export async function loadScopedInstallation(
  ctx: IdentityContext,
  principal: Principal,
  integrationName: string,
  installationId: string,
): Promise<LoadedScopedInstallation> {
  const loaded = await findScopedInstallation(ctx, principal, integrationName, installationId);
  if (!loaded) throw notFound(INSTALLATION_NOT_FOUND);
  return loaded;
}
