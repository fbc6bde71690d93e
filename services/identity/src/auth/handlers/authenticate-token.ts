import type { identityV1 } from '@quire/proto';
import { memberRoleToProto, parseRequest, unauthenticated, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { findTokenPrincipal, LAST_USED_RESOLUTION_MS } from '../queries';

const MAX_TOKEN_LENGTH = 512;

const ZAuthenticateTokenRequest = z.object({ token: z.string() });

export async function authenticateToken(
  ctx: IdentityContext,
  request: identityV1.AuthenticateTokenRequest,
  _callContext: CallContext,
): Promise<identityV1.AuthenticateTokenResponse> {
  const { token } = parseRequest(ZAuthenticateTokenRequest, request);
  // An empty or oversized token is just an invalid one (401), not a 400 describing it.
  if (!token || token.length > MAX_TOKEN_LENGTH) throw unauthenticated('Invalid API token');
  const principal = await findTokenPrincipal(ctx.db, token);
  if (!principal) throw unauthenticated('Invalid API token');

  const now = Date.now();
  if (!principal.lastUsedAt || now - principal.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Bookkeeping only: a failed write must not fail the caller's request.
    await ctx.db.apiToken
      .update({ where: { id: principal.tokenId }, data: { lastUsedAt: new Date(now) } })
      .catch((error: unknown) => ctx.logger.warn({ err: error, tokenId: principal.tokenId }, 'could not record token use'));
  }

  return {
    principal: {
      userId: principal.userId,
      tokenId: principal.tokenId,
      memberships: principal.memberships.map((membership) => ({
        organizationId: membership.organizationId,
        role: memberRoleToProto(membership.role),
      })),
      teamIds: principal.teamIds,
    },
  };
}
