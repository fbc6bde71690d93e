import { notFound, type Principal } from '@quire/shared';
import { loadCaller, loadCallerViewer } from '../access/caller';
import type { OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import { integrationPolicy } from '../integrations/policy';
import { findIntegrationByName, type IntegrationRow } from '../integrations/queries';
import { installationPolicy, type InstallationViewer } from './policy';
import { findInstallation, type InstallationRow } from './queries';

export const INTEGRATION_NOT_FOUND = 'No matching integration found for given name';
export const INSTALLATION_NOT_FOUND = 'Integration installation not found';

/** The integration named, if the caller may see it (a private one only inside its organization), else NOT_FOUND. */
export async function loadVisibleIntegration(
  ctx: IdentityContext,
  principal: Principal,
  integrationName: string,
): Promise<{ integration: IntegrationRow; owner: OrganizationViewer }> {
  const integration = await findIntegrationByName(ctx.db, integrationName);
  if (!integration) throw notFound(INTEGRATION_NOT_FOUND);
  const owner = await loadCallerViewer(ctx.db, integration.organizationId, principal);
  if (!integrationPolicy.view(integration, owner)) throw notFound(INTEGRATION_NOT_FOUND);
  return { integration, owner };
}

export type LoadedInstallation = { integration: IntegrationRow; installation: InstallationRow; viewer: InstallationViewer };

/**
 * The installation, with the caller as seen from its organization and from the integration's.
 * `undefined` when there is no such installation or the caller may not see it: the two look
 * the same, so installation ids do not leak between organizations.
 */
export async function findInstallationForCaller(
  ctx: IdentityContext,
  principal: Principal,
  integrationName: string,
  installationId: string,
): Promise<LoadedInstallation | undefined> {
  const integration = await findIntegrationByName(ctx.db, integrationName);
  if (!integration) return undefined;
  const installation = await findInstallation(ctx.db, integration.id, installationId);
  if (!installation) return undefined;
  const caller = await loadCaller(ctx.db, principal);
  const [organization, owner] = await Promise.all([
    loadCallerViewer(ctx.db, installation.organizationId, caller),
    loadCallerViewer(ctx.db, integration.organizationId, caller),
  ]);
  const viewer = { organization, owner };
  return installationPolicy.view(viewer) ? { integration, installation, viewer } : undefined;
}

/** As findInstallationForCaller, NOT_FOUND when it answers nothing. */
export async function loadInstallationForCaller(
  ctx: IdentityContext,
  principal: Principal,
  integrationName: string,
  installationId: string,
): Promise<LoadedInstallation> {
  const loaded = await findInstallationForCaller(ctx, principal, integrationName, installationId);
  if (!loaded) throw notFound(INSTALLATION_NOT_FOUND);
  return loaded;
}
