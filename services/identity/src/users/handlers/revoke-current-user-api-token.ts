import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { apiTokenRevoker } from '../commands/api-token-revoker';
import { authorizeApiToken } from '../policy';
import { findApiTokenOwner } from '../queries';

const ZRevokeCurrentUserApiTokenRequest = z.object({ tokenId: ZId });

/**
 * Revoking one's own token twice answers the same (the row stays, marked revoked), so a
 * retried DELETE succeeds; a token that is not the caller's is NOT_FOUND, like an unknown one.
 */
export async function revokeCurrentUserApiToken(
  ctx: IdentityContext,
  request: identityV1.RevokeCurrentUserApiTokenRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { tokenId } = parseRequest(ZRevokeCurrentUserApiTokenRequest, request);
  const [caller, owner] = await Promise.all([loadCaller(ctx.db, principal), findApiTokenOwner(ctx.db, tokenId)]);
  authorizeApiToken(caller, owner);
  await apiTokenRevoker(ctx.db, { tokenId });
  return {};
}
