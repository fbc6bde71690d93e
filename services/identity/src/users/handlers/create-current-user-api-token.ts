import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZApiTokenLabel } from '../../lib/validation';
import { apiTokenCreator } from '../commands/api-token-creator';
import { presentIssuedApiToken } from '../presenter';

const ZCreateCurrentUserApiTokenRequest = z.object({
  label: ZApiTokenLabel.optional(),
  expiresAt: z
    .date()
    .refine((expiresAt) => expiresAt.getTime() > Date.now(), 'must be in the future')
    .optional(),
});

/** The new token is the child of the one the caller uses: it never outlives it (see apiTokenCreator). */
export async function createCurrentUserApiToken(
  ctx: IdentityContext,
  request: identityV1.CreateCurrentUserApiTokenRequest,
  callContext: CallContext,
): Promise<identityV1.CreateCurrentUserApiTokenResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateCurrentUserApiTokenRequest, request);
  const issued = await apiTokenCreator(ctx.db, { userId: principal.userId, parentTokenId: principal.tokenId, ...input });
  return { apiToken: presentIssuedApiToken(issued.row, issued.token) };
}
