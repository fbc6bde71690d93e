import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import type { IdentityDeps } from '../deps';
import { presentApiToken } from '../presenters/api-token';
import { listUserApiTokens } from '../queries/api-tokens';

export const listCurrentUserApiTokens =
  ({ prisma }: IdentityDeps) =>
  async (
    request: identityV1.ListCurrentUserApiTokensRequest,
    context: CallContext,
  ): Promise<identityV1.ListCurrentUserApiTokensResponse> => {
    const principal = getPrincipal(context);
    const limit = pageLimit(request.limit);
    const page = await listUserApiTokens(prisma, principal.userId, { page: request.page, limit });
    return { items: page.items.map(presentApiToken), next: page.next, count: page.count };
  };
