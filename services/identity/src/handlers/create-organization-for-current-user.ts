import type { identityV1 } from '@quire/proto';
import { getPrincipal, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { createOrganizationForUser } from '../commands/organization-creator';
import type { IdentityDeps } from '../deps';
import { mayCreateOrganization } from '../policies/organization';
import { presentOrganization } from '../presenters/organization';
import { parseRequest, ZOrganizationTitle } from '../validation';

const ZCreateOrganizationForCurrentUserRequest = z.object({ title: ZOrganizationTitle });

export const createOrganizationForCurrentUser =
  ({ prisma, urls, settings }: IdentityDeps) =>
  async (
    request: identityV1.CreateOrganizationForCurrentUserRequest,
    context: CallContext,
  ): Promise<identityV1.CreateOrganizationForCurrentUserResponse> => {
    const principal = getPrincipal(context);
    const { title } = parseRequest(ZCreateOrganizationForCurrentUserRequest, request);
    if (!mayCreateOrganization(settings)) {
      throw permissionDenied('Creating organizations is turned off on this server; an operator can create one');
    }
    const organization = await createOrganizationForUser(prisma, { title, userId: principal.userId });
    // A new organization has no teams, so its creator owns none yet.
    return {
      organization: presentOrganization(organization, { userId: principal.userId, role: 'admin' }, { ownsTeam: false }, urls),
    };
  };
