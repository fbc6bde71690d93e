import type { invitesV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { actsIn, loadCaller, loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentInviteLinks } from '../embed';
import { invitePolicy } from '../policy';
import { findInviteBySecret, findInviteLink, LINK_TARGETS } from '../queries';

const ZGetOrganizationInviteLinkRequest = z.object({ organizationId: ZId, inviteId: ZId });

/**
 * Admins read any invite link of their organization by id, with its secret and usage.
 * Anyone else may preview an organization link by its secret (the link they were given):
 * its role, restrictions and whether it is `redundant` for them, without the secret or the
 * usage; any other id is NOT_FOUND to outsiders and PERMISSION_DENIED to members, as for
 * every admin-only resource. A space or collection link is not previewed (PERMISSION_DENIED):
 * what it embeds is not readable before joining.
 */
export async function getOrganizationInviteLink(
  ctx: IdentityContext,
  request: invitesV1.GetOrganizationInviteLinkRequest,
  callContext: CallContext,
): Promise<invitesV1.GetOrganizationInviteLinkResponse> {
  const { organizationId, inviteId } = parseRequest(ZGetOrganizationInviteLinkRequest, request);
  const principal = getPrincipal(callContext);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  if (invitePolicy.manage(viewer)) {
    const invite = await findInviteLink(ctx.db, organizationId, inviteId);
    if (!invite) throw notFound('Invite not found');
    const [presented] = await presentInviteLinks(ctx, callContext, { viewer, invites: [invite], admin: true });
    return { invite: presented };
  }
  const caller = await loadCaller(ctx.db, principal);
  const held = actsIn(caller, organizationId) ? await findInviteBySecret(ctx.db, organizationId, inviteId) : null;
  if (!held || !LINK_TARGETS.includes(held.target)) {
    authorize(viewer, false, 'Only admins can manage invites');
    throw notFound('Invite not found');
  }
  // Its space or collection is not readable before joining: only admins see the embedded one.
  if (held.target !== 'organization') throw permissionDenied('Only admins can preview a space or collection invite');
  const [presented] = await presentInviteLinks(ctx, callContext, { viewer, invites: [held], admin: false });
  return { invite: presented };
}
