import type { identityV1 } from '@quire/proto';
import { z } from 'zod';
import { createApiToken as createApiTokenCommand } from '../commands/api-token-issuer';
import type { IdentityDeps } from '../deps';
import { parseRequest, ZId } from '../validation';

const ZCreateApiTokenRequest = z.object({ userId: ZId, label: z.string().trim().min(1).max(255).optional() });

/** Operator rpc (no principal). */
export const createApiToken =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.CreateApiTokenRequest): Promise<identityV1.CreateApiTokenResponse> => {
    const input = parseRequest(ZCreateApiTokenRequest, request);
    const { tokenId, token } = await createApiTokenCommand(prisma, input);
    return { tokenId, token };
  };
