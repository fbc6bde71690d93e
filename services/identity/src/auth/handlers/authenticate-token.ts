import { identityV1 } from '@quire/proto';
import { INTEGRATION_SCOPES, memberRoleToProto, parseRequest, unauthenticated, type CallContext, type IntegrationScope } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { installationActorId, integrationActorId } from '../../installations/tokens';
import { LAST_USED_RESOLUTION_MS, resolveToken, type TokenPrincipal } from '../queries';

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
  const resolved = await resolveToken(ctx.db, token);
  if (!resolved) throw unauthenticated('Invalid API token');
  if (resolved.kind === 'integration') {
    const { grant } = resolved;
    // The integration itself: no user, no membership, no scope; its installation rpcs let it in.
    return {
      principal: {
        userId: integrationActorId(grant.integration),
        tokenId: grant.tokenId,
        memberships: [],
        teamIds: [],
        kind: identityV1.TokenKind.TOKEN_KIND_INTEGRATION,
        integration: { integration: grant.integration, organizationId: grant.organizationId },
      },
    };
  }
  if (resolved.kind === 'installation') {
    const { grant } = resolved;
    // No user acts and no membership applies: the installation's scopes, in its organization, and the
    // spaces it is enabled on (content lets it read them with `space:content:read`) are all it has.
    return {
      principal: {
        userId: installationActorId(grant.installationId),
        tokenId: grant.tokenId,
        memberships: [],
        teamIds: [],
        kind: identityV1.TokenKind.TOKEN_KIND_INSTALLATION,
        installation: {
          installationId: grant.installationId,
          integration: grant.integration,
          organizationId: grant.organizationId,
          scopes: grant.scopes.filter((scope): scope is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(scope)),
          spaceIds: grant.spaceIds,
        },
      },
    };
  }
  return { principal: await userPrincipal(ctx, resolved.principal) };
}

async function userPrincipal(ctx: IdentityContext, principal: TokenPrincipal): Promise<identityV1.Principal> {
  const now = Date.now();
  if (!principal.lastUsedAt || now - principal.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Bookkeeping only: a failed write must not fail the caller's request.
    await ctx.db.apiToken
      .update({ where: { id: principal.tokenId }, data: { lastUsedAt: new Date(now) } })
      .catch((error: unknown) => ctx.logger.warn({ err: error, tokenId: principal.tokenId }, 'could not record token use'));
  }

  return {
    userId: principal.userId,
    tokenId: principal.tokenId,
    memberships: principal.memberships.map((membership) => ({
      organizationId: membership.organizationId,
      role: memberRoleToProto(membership.role),
    })),
    teamIds: principal.teamIds,
    kind: identityV1.TokenKind.TOKEN_KIND_USER,
  };
}
