import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZOrganizationTitle } from '../../lib/validation';
import { organizationCreator } from '../commands/organization-creator';
import { BOUND_TOKEN_ELSEWHERE, mayCreateOrganization } from '../policy';
import { presentOrganization } from '../presenter';

const ZCreateOrganizationForCurrentUserRequest = z.object({ title: ZOrganizationTitle });

export async function createOrganizationForCurrentUser(
  ctx: IdentityContext,
  request: identityV1.CreateOrganizationForCurrentUserRequest,
  callContext: CallContext,
): Promise<identityV1.CreateOrganizationForCurrentUserResponse> {
  const principal = getPrincipal(callContext);
  const { title } = parseRequest(ZCreateOrganizationForCurrentUserRequest, request);
  if (!mayCreateOrganization(ctx.settings)) {
    throw permissionDenied('Creating organizations is turned off on this server; an operator can create one');
  }
  // The new organization would be one the token cannot act in anyway.
  if ((await loadCaller(ctx.db, principal)).boundOrganizationId !== null) throw permissionDenied(BOUND_TOKEN_ELSEWHERE);
  const organization = await organizationCreator(ctx.db, { title, userId: principal.userId });
  // A new organization has no teams, so its creator owns none yet.
  return {
    organization: presentOrganization(organization, { userId: principal.userId, role: 'admin' }, { ownsTeam: false }, ctx.urls),
  };
}
