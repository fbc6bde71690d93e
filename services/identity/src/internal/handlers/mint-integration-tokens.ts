import type { identityV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { expiredIntegrationTokenPurger, invocationTokenMinter } from '../../installations/commands/invocation-token-minter';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';

const ZMintIntegrationTokensRequest = z.object({ integrationName: ZIntegrationName, installationId: ZId.optional() });

/**
 * For the runtime, before it invokes an integration: the integration token and, for an
 * installation, the installation token the invocation's environment carries
 * (`apiTokens.integration`, `apiTokens.installation`). Service-to-service only: the gateway
 * routes no path to it.
 */
export async function mintIntegrationTokens(
  ctx: IdentityContext,
  request: identityV1.MintIntegrationTokensRequest,
): Promise<identityV1.MintIntegrationTokensResponse> {
  const { integrationName, installationId } = parseRequest(ZMintIntegrationTokensRequest, request);
  const minted = await invocationTokenMinter(ctx.db, { integrationName, installationId });
  // Housekeeping after the tokens are stored: a failure here must not take them back.
  await expiredIntegrationTokenPurger(ctx.db).catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not purge expired integration tokens'));
  return { integrationToken: minted.integrationToken, installationToken: minted.installationToken, expiresAt: minted.expiresAt };
}
