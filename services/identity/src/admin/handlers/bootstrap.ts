import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZDisplayName, ZEmail, ZOrganizationTitle } from '../../lib/validation';
import { bootstrapper } from '../commands/bootstrapper';

const ZBootstrapRequest = z.object({
  title: ZOrganizationTitle,
  ownerEmail: ZEmail,
  ownerName: ZDisplayName.optional(),
});

/** Operator rpc (no principal), called by the start script on every start. */
export async function bootstrap(
  ctx: IdentityContext,
  request: identityV1.BootstrapRequest,
  _callContext: CallContext,
): Promise<identityV1.BootstrapResponse> {
  const input = parseRequest(ZBootstrapRequest, request);
  const created = await bootstrapper(ctx.db, input);
  if (!created) return { created: false };
  return {
    created: true,
    organizationId: created.organization.id,
    userId: created.owner.id,
    tokenId: created.tokenId,
    token: created.token,
  };
}
