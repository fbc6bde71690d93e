import type { invitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadInviteAdmin } from '../access';
import { inviteLinkDeleter } from '../commands/invite-link-deleter';

const ZDeleteOrganizationInviteRequest = z.object({ organizationId: ZId, inviteId: ZId });

/** `deleted` tells the gateway the contract's 205 (deleted) from its 204 (did not exist). */
export async function deleteOrganizationInvite(
  ctx: IdentityContext,
  request: invitesV1.DeleteOrganizationInviteRequest,
  callContext: CallContext,
): Promise<invitesV1.DeleteOrganizationInviteResponse> {
  const { organizationId, inviteId } = parseRequest(ZDeleteOrganizationInviteRequest, request);
  await loadInviteAdmin(ctx, organizationId, callContext);
  return { deleted: await inviteLinkDeleter(ctx.db, { organizationId, inviteId }) };
}
