import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZLimit, ZPage } from '../../lib/validation';
import { presentApiToken } from '../presenter';
import { listUserApiTokens } from '../queries';

const ZListCurrentUserApiTokensRequest = z.object({ page: ZPage, limit: ZLimit });

export async function listCurrentUserApiTokens(
  ctx: IdentityContext,
  request: identityV1.ListCurrentUserApiTokensRequest,
  callContext: CallContext,
): Promise<identityV1.ListCurrentUserApiTokensResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCurrentUserApiTokensRequest, request);
  const limit = pageLimit(input.limit);
  const page = await listUserApiTokens(ctx.db, await loadCaller(ctx.db, principal), { page: input.page, limit });
  return { items: page.items.map(presentApiToken), next: page.next, count: page.count };
}
