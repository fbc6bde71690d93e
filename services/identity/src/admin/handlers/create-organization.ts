import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZDisplayName, ZEmail, ZOrganizationTitle } from '../../lib/validation';
import { presentOrganization } from '../../organizations/presenter';
import { presentUser } from '../../users/presenter';
import { organizationCreator } from '../commands/organization-creator';

const ZCreateOrganizationRequest = z.object({
  title: ZOrganizationTitle,
  ownerEmail: ZEmail,
  ownerName: ZDisplayName.optional(),
});

/** Operator rpc (no principal): the organization is presented as its new owner sees it. */
export async function createOrganization(
  ctx: IdentityContext,
  request: identityV1.CreateOrganizationRequest,
  _callContext: CallContext,
): Promise<identityV1.CreateOrganizationResponse> {
  const input = parseRequest(ZCreateOrganizationRequest, request);
  const created = await organizationCreator(ctx.db, input);
  return {
    organization: presentOrganization(created.organization, { userId: created.owner.id, role: 'admin' }, { ownsTeam: false }, ctx.urls),
    user: presentUser(created.owner, ctx.urls),
    tokenId: created.tokenId,
    token: created.token,
  };
}
