import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentUser } from '../presenter';
import { canSeeUser, findUser } from '../queries';

const ZGetUserRequest = z.object({ userId: ZId });

/**
 * GET /users/{userId}. The contract calls it public information about any account; Quire
 * shows a user only to those who can already see them as a member of a shared organization
 * (and to themselves), with the same fields, email included: anyone else gets NOT_FOUND,
 * exactly as for an unknown id, so accounts cannot be enumerated across organizations.
 */
export async function getUser(ctx: IdentityContext, request: identityV1.GetUserRequest, callContext: CallContext): Promise<identityV1.GetUserResponse> {
  const { userId } = parseRequest(ZGetUserRequest, request);
  const caller = await loadCaller(ctx.db, getPrincipal(callContext));
  const [visible, user] = await Promise.all([canSeeUser(ctx.db, caller, userId), findUser(ctx.db, userId)]);
  if (!visible || !user) throw notFound('User not found');
  return { user: presentUser(user, ctx.urls) };
}
