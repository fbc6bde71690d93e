import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { revokeApiToken } from '../commands/api-token-revoker';
import type { IdentityDeps } from '../deps';
import { authorizeApiToken } from '../policies/api-token';
import { findApiTokenOwner } from '../queries/api-tokens';
import { parseRequest, ZId } from '../validation';

const ZRevokeCurrentUserApiTokenRequest = z.object({ tokenId: ZId });

/**
 * Revoking one's own token twice answers the same (the row stays, marked revoked), so a
 * retried DELETE succeeds; a token that is not the caller's is NOT_FOUND, like an unknown one.
 */
export const revokeCurrentUserApiToken =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.RevokeCurrentUserApiTokenRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const { tokenId } = parseRequest(ZRevokeCurrentUserApiTokenRequest, request);
    const owner = await findApiTokenOwner(prisma, tokenId);
    authorizeApiToken(principal.userId, owner);
    await revokeApiToken(prisma, { tokenId });
    return {};
  };
