import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { presentUser } from '../presenter';
import { findUser } from '../queries';

const ZGetCurrentUserRequest = z.object({});

export async function getCurrentUser(
  ctx: IdentityContext,
  request: identityV1.GetCurrentUserRequest,
  callContext: CallContext,
): Promise<identityV1.GetCurrentUserResponse> {
  const principal = getPrincipal(callContext);
  parseRequest(ZGetCurrentUserRequest, request);
  const user = await findUser(ctx.db, principal.userId);
  if (!user) throw notFound('User not found');
  return { user: presentUser(user, ctx.urls) };
}
