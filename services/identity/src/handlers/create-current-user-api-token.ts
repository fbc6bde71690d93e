import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { createApiToken } from '../commands/api-token-issuer';
import type { IdentityDeps } from '../deps';
import { presentIssuedApiToken } from '../presenters/api-token';
import { parseRequest, ZApiTokenLabel } from '../validation';

const ZCreateCurrentUserApiTokenRequest = z.object({
  label: ZApiTokenLabel.optional(),
  expiresAt: z
    .date()
    .refine((expiresAt) => expiresAt.getTime() > Date.now(), 'must be in the future')
    .optional(),
});

export const createCurrentUserApiToken =
  ({ prisma }: IdentityDeps) =>
  async (
    request: identityV1.CreateCurrentUserApiTokenRequest,
    context: CallContext,
  ): Promise<identityV1.CreateCurrentUserApiTokenResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZCreateCurrentUserApiTokenRequest, request);
    const issued = await createApiToken(prisma, { userId: principal.userId, ...input });
    return { apiToken: presentIssuedApiToken(issued.row, issued.token) };
  };
