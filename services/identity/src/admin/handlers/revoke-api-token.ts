import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { apiTokenRevoker } from '../commands/api-token-revoker';

const ZRevokeApiTokenRequest = z.object({ tokenId: ZId });

/** Operator rpc (no principal): the token and the tokens it created stop working. */
export async function revokeApiToken(
  ctx: IdentityContext,
  request: identityV1.RevokeApiTokenRequest,
  _callContext: CallContext,
): Promise<identityV1.RevokeApiTokenResponse> {
  const input = parseRequest(ZRevokeApiTokenRequest, request);
  await apiTokenRevoker(ctx.db, input);
  return {};
}
