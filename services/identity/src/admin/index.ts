import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { addMember } from './handlers/add-member';
import { bootstrap } from './handlers/bootstrap';
import { createApiToken } from './handlers/create-api-token';
import { createOrganization } from './handlers/create-organization';
import { revokeApiToken } from './handlers/revoke-api-token';

/** Operator rpcs without a principal (CLI, start script): internal network only. */
export function adminService(ctx: IdentityContext): identityV1.AdminServiceImplementation {
  return {
    createOrganization: (request, callContext) => createOrganization(ctx, request, callContext),
    addMember: (request, callContext) => addMember(ctx, request, callContext),
    createApiToken: (request, callContext) => createApiToken(ctx, request, callContext),
    revokeApiToken: (request, callContext) => revokeApiToken(ctx, request, callContext),
    bootstrap: (request, callContext) => bootstrap(ctx, request, callContext),
  };
}
