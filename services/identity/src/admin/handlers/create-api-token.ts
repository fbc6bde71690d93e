import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { apiTokenIssuer } from '../commands/api-token-issuer';

const ZCreateApiTokenRequest = z.object({ userId: ZId, label: z.string().trim().min(1).max(255).optional() });

/** Operator rpc (no principal). */
export async function createApiToken(
  ctx: IdentityContext,
  request: identityV1.CreateApiTokenRequest,
  _callContext: CallContext,
): Promise<identityV1.CreateApiTokenResponse> {
  const input = parseRequest(ZCreateApiTokenRequest, request);
  const { tokenId, token } = await apiTokenIssuer(ctx.db, input);
  return { tokenId, token };
}
