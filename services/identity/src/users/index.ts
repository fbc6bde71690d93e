import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createCurrentUserApiToken } from './handlers/create-current-user-api-token';
import { getCurrentUser } from './handlers/get-current-user';
import { getUser } from './handlers/get-user';
import { listCurrentUserApiTokens } from './handlers/list-current-user-api-tokens';
import { revokeCurrentUserApiToken } from './handlers/revoke-current-user-api-token';
import { updateUser } from './handlers/update-user';

export function userService(ctx: IdentityContext): identityV1.UserServiceImplementation {
  return {
    getCurrentUser: (request, callContext) => getCurrentUser(ctx, request, callContext),
    listCurrentUserApiTokens: (request, callContext) => listCurrentUserApiTokens(ctx, request, callContext),
    createCurrentUserApiToken: (request, callContext) => createCurrentUserApiToken(ctx, request, callContext),
    revokeCurrentUserApiToken: (request, callContext) => revokeCurrentUserApiToken(ctx, request, callContext),
    getUser: (request, callContext) => getUser(ctx, request, callContext),
    updateUser: (request, callContext) => updateUser(ctx, request, callContext),
  };
}
