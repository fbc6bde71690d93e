import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import type { IdentityDeps } from '../deps';
import { presentUser, userSelect } from '../presenters/user';

export const getCurrentUser =
  ({ prisma, urls }: IdentityDeps) =>
  async (_request: identityV1.GetCurrentUserRequest, context: CallContext): Promise<identityV1.GetCurrentUserResponse> => {
    const principal = getPrincipal(context);
    const user = await prisma.user.findUnique({ where: { id: principal.userId }, select: userSelect });
    if (!user) throw notFound('User not found');
    return { user: presentUser(user, urls) };
  };
