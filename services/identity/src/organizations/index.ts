import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { createOrganizationForCurrentUser } from './handlers/create-organization-for-current-user';
import { getOrganization } from './handlers/get-organization';
import { listOrganizations } from './handlers/list-organizations';
import { pingOrganization } from './handlers/ping-organization';
import { updateOrganization } from './handlers/update-organization';

export function organizationService(ctx: IdentityContext): identityV1.OrganizationServiceImplementation {
  return {
    listOrganizations: (request, callContext) => listOrganizations(ctx, request, callContext),
    getOrganization: (request, callContext) => getOrganization(ctx, request, callContext),
    updateOrganization: (request, callContext) => updateOrganization(ctx, request, callContext),
    pingOrganization: (request, callContext) => pingOrganization(ctx, request, callContext),
    createOrganizationForCurrentUser: (request, callContext) => createOrganizationForCurrentUser(ctx, request, callContext),
  };
}
