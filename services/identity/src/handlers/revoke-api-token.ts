import type { identityV1 } from '@quire/proto';
import { z } from 'zod';
import { revokeApiToken as revokeApiTokenCommand } from '../commands/api-token-revoker';
import type { IdentityDeps } from '../deps';
import { parseRequest, ZId } from '../validation';

const ZRevokeApiTokenRequest = z.object({ tokenId: ZId });

/** Operator rpc (no principal). */
export const revokeApiToken =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.RevokeApiTokenRequest): Promise<identityV1.RevokeApiTokenResponse> => {
    const input = parseRequest(ZRevokeApiTokenRequest, request);
    await revokeApiTokenCommand(prisma, input);
    return {};
  };
