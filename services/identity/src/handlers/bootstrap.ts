import type { identityV1 } from '@quire/proto';
import { bootstrap as bootstrapCommand } from '../commands/bootstrapper';
import type { IdentityDeps } from '../deps';
import { parseRequest } from '../validation';
import { ZCreateOrganizationRequest } from './create-organization';

/** Operator rpc (no principal), called by the start script on every start. */
export const bootstrap =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.BootstrapRequest): Promise<identityV1.BootstrapResponse> => {
    const input = parseRequest(ZCreateOrganizationRequest, request);
    const created = await bootstrapCommand(prisma, input);
    if (!created) return { created: false };
    return {
      created: true,
      organizationId: created.organization.id,
      userId: created.owner.id,
      tokenId: created.tokenId,
      token: created.token,
    };
  };
