import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { authenticateToken } from './handlers/authenticate-token';
import { getMemberAccess } from './handlers/get-member-access';

export function authService(ctx: IdentityContext): identityV1.AuthServiceImplementation {
  return {
    authenticateToken: (request, callContext) => authenticateToken(ctx, request, callContext),
    getMemberAccess: (request, callContext) => getMemberAccess(ctx, request, callContext),
  };
}
