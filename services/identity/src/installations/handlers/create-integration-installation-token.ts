import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';
import { expiredInstallationTokenPurger, installationTokenIssuer } from '../commands/installation-token-issuer';
import { loadInstallationForCaller } from '../load';
import { installationPolicy } from '../policy';

const ZCreateIntegrationInstallationTokenRequest = z.object({ integrationName: ZIntegrationName, installationId: ZId });

/**
 * A token acting as the installation, with exactly its integration's scopes, for an hour.
 * Installation tokens cannot mint tokens themselves, so one cannot be stretched past its hour.
 */
export async function createIntegrationInstallationToken(
  ctx: IdentityContext,
  request: identityV1.CreateIntegrationInstallationTokenRequest,
  callContext: CallContext,
): Promise<identityV1.CreateIntegrationInstallationTokenResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const { integrationName, installationId } = parseRequest(ZCreateIntegrationInstallationTokenRequest, request);
  const { viewer } = await loadInstallationForCaller(ctx, principal, integrationName, installationId);
  if (!installationPolicy.createToken(viewer)) {
    throw permissionDenied('Only admins of the organization or of the integration can create installation tokens');
  }
  const { token } = await installationTokenIssuer(ctx.db, { installationId, createdById: principal.userId });
  // Housekeeping after the token is issued: a failure here must not take it back.
  await expiredInstallationTokenPurger(ctx.db).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, 'could not purge expired installation tokens'),
  );
  return { token };
}
