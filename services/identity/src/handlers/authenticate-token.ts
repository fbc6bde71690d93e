import type { identityV1 } from '@quire/proto';
import { memberRoleToProto, unauthenticated } from '@quire/shared';
import type { IdentityDeps } from '../deps';

import { findTokenPrincipal, LAST_USED_RESOLUTION_MS } from '../queries/principal';

const MAX_TOKEN_LENGTH = 512;

export const authenticateToken =
  ({ prisma, logger }: IdentityDeps) =>
  async (request: identityV1.AuthenticateTokenRequest): Promise<identityV1.AuthenticateTokenResponse> => {
    const token = request.token;
    if (!token || token.length > MAX_TOKEN_LENGTH) throw unauthenticated('Invalid API token');
    const principal = await findTokenPrincipal(prisma, token);
    if (!principal) throw unauthenticated('Invalid API token');

    const now = Date.now();
    if (!principal.lastUsedAt || now - principal.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      // Bookkeeping only: a failed write must not fail the caller's request.
      await prisma.apiToken
        .update({ where: { id: principal.tokenId }, data: { lastUsedAt: new Date(now) } })
        .catch((error: unknown) => logger.warn({ err: error, tokenId: principal.tokenId }, 'could not record token use'));
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
  };
