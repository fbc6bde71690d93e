import type { invitesV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { actsIn, loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findUser } from '../../users/queries';
import { inviteJoiner } from '../commands/invite-joiner';

const ZJoinOrganizationWithInviteRequest = z.object({ organizationId: ZId, inviteId: ZId });

/**
 * The caller joins with the secret of an invite link or of their email invitation (the
 * `inviteId` of the path). A token bound to another organization by an SSO login cannot join
 * anything (docs/sso.md): NOT_FOUND, as for an unknown secret.
 */
export async function joinOrganizationWithInvite(
  ctx: IdentityContext,
  request: invitesV1.JoinOrganizationWithInviteRequest,
  callContext: CallContext,
): Promise<invitesV1.JoinOrganizationWithInviteResponse> {
  const { organizationId, inviteId } = parseRequest(ZJoinOrganizationWithInviteRequest, request);
  const principal = getPrincipal(callContext);
  const caller = await loadCaller(ctx.db, principal);
  if (!actsIn(caller, organizationId)) throw notFound('Invite not found');
  const user = await findUser(ctx.db, principal.userId);
  if (!user) throw notFound('User not found');
  await inviteJoiner(ctx.db, { organizationId, secret: inviteId, userId: user.id, email: user.email });
  return {};
}
