import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { getMembers } from './handlers/get-members';
import { getIntegrationRouting } from './handlers/get-integration-routing';
import { getIntegrationRuntime } from './handlers/get-integration-runtime';
import { getOrganizations } from './handlers/get-organizations';
import { getUsers } from './handlers/get-users';
import { listMemberAccessHandler } from './handlers/list-member-access';
import { listRuntimeTargets } from './handlers/list-runtime-targets';
import { mintIntegrationTokens } from './handlers/mint-integration-tokens';

/** IdentityInternalService (proto/quire/identity/v1/internal.proto): reads for other services. */
export function identityInternalService(ctx: IdentityContext): identityV1.IdentityInternalServiceImplementation {
  return {
    getUsers: (request, callContext) => getUsers(ctx, request, callContext),
    getOrganizations: (request, callContext) => getOrganizations(ctx, request, callContext),
    getMembers: (request, callContext) => getMembers(ctx, request, callContext),
    mintIntegrationTokens: (request) => mintIntegrationTokens(ctx, request),
    getIntegrationRouting: (request) => getIntegrationRouting(ctx, request),
    getIntegrationRuntime: (request) => getIntegrationRuntime(ctx, request),
    listRuntimeTargets: (request) => listRuntimeTargets(ctx, request),
  };
}

/** MemberAccessInternalService (proto/quire/identity/v1/member_access.proto): who is in an organization, for access aggregates. */
export function memberAccessInternalService(ctx: IdentityContext): identityV1.MemberAccessInternalServiceImplementation {
  return {
    listMemberAccess: (request, callContext) => listMemberAccessHandler(ctx, request, callContext),
  };
}
