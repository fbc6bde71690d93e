import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';
import { installationRemover } from '../commands/installation-remover';
import { findInstallationForCaller } from '../load';
import { installationPolicy } from '../policy';

const ZUninstallIntegrationRequest = z.object({ integrationName: ZIntegrationName, installationId: ZId });

/**
 * Idempotent: an installation that does not exist, or that the caller cannot see (which looks
 * the same), answers 204 without change (the contract's "did not exist"). Its organization's
 * admins remove it; other members get PERMISSION_DENIED.
 */
export async function uninstallIntegration(
  ctx: IdentityContext,
  request: identityV1.UninstallIntegrationRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const { integrationName, installationId } = parseRequest(ZUninstallIntegrationRequest, request);
  const loaded = await findInstallationForCaller(ctx, principal, integrationName, installationId);
  if (!loaded) return {};
  if (!installationPolicy.uninstall(loaded.viewer)) {
    throw permissionDenied('Only admins of the organization can uninstall its integrations');
  }
  await installationRemover(ctx.db, {
    installationId,
    integrationId: loaded.integration.id,
    integrationName: loaded.integration.name,
    actorId: principal.userId,
  });
  return {};
}
