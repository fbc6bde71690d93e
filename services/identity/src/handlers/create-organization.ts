import type { identityV1 } from '@quire/proto';
import { z } from 'zod';
import { createOrganization as createOrganizationCommand } from '../commands/organization-creator';
import type { IdentityDeps } from '../deps';
import { presentOrganization } from '../presenters/organization';
import { presentUser } from '../presenters/user';
import { parseRequest, ZDisplayName, ZEmail, ZOrganizationTitle } from '../validation';

export const ZCreateOrganizationRequest = z.object({
  title: ZOrganizationTitle,
  ownerEmail: ZEmail,
  ownerName: ZDisplayName.optional(),
});

/** Operator rpc (no principal): the organization is presented as its new owner sees it. */
export const createOrganization =
  ({ prisma, urls }: IdentityDeps) =>
  async (request: identityV1.CreateOrganizationRequest): Promise<identityV1.CreateOrganizationResponse> => {
    const input = parseRequest(ZCreateOrganizationRequest, request);
    const created = await createOrganizationCommand(prisma, input);
    return {
      organization: presentOrganization(
        created.organization,
        { userId: created.owner.id, role: 'admin' },
        { ownsTeam: false },
        urls,
      ),
      user: presentUser(created.owner, urls),
      tokenId: created.tokenId,
      token: created.token,
    };
  };
