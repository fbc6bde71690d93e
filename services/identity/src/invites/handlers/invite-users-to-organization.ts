import type { invitesV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZEmail, ZId } from '../../lib/validation';
import { findUser } from '../../users/queries';
import { loadInviteAdmin } from '../access';
import { usersInviter, type Invitee } from '../commands/users-inviter';
import { joinUrlOf, presentEmailInvite } from '../presenter';
import { findOrganizationTitle } from '../queries';
import { ZRequestedRole } from '../validation';

/** A role inside `emails` (a JSON value): a role string, or null for a guest. */
const ZItemRole = z.enum(['admin', 'create', 'review', 'edit', 'comment', 'read']).nullable();

const ZInviteUsersToOrganizationRequest = z.object({
  organizationId: ZId,
  // The contract's items: an email string, or {email, role} (both required).
  emails: z
    .array(z.union([ZEmail, z.object({ email: ZEmail, role: ZItemRole })]))
    .min(1, 'must name at least one email')
    .max(MAX_LIST_ITEMS),
  role: ZRequestedRole,
  sso: z.boolean().optional(),
});

export async function inviteUsersToOrganization(
  ctx: IdentityContext,
  request: invitesV1.InviteUsersToOrganizationRequest,
  callContext: CallContext,
): Promise<invitesV1.InviteUsersToOrganizationResponse> {
  const input = parseRequest(ZInviteUsersToOrganizationRequest, request);
  const { organizationId } = input;
  await loadInviteAdmin(ctx, organizationId, callContext);
  // One entry per email: the last mention wins, as if the emails were sent one after another.
  const byEmail = new Map<string, Invitee>();
  for (const item of input.emails) {
    const invitee = typeof item === 'string' ? { email: item, role: input.role } : { email: item.email, role: item.role };
    byEmail.delete(invitee.email);
    byEmail.set(invitee.email, invitee);
  }
  const principal = getPrincipal(callContext);
  const result = await usersInviter(ctx.db, {
    organizationId,
    invitees: [...byEmail.values()],
    sso: input.sso ?? false,
    invitedById: principal.userId,
    dailyLimit: ctx.settings.memberEmailAdditionsPerDay,
  });
  // Mail after the commit: the invitations exist, listed with their links, whether or not the
  // SMTP server takes the messages.
  const mailed = await mailInvitations(ctx, organizationId, principal.userId, result.invitations.map((invite) => ({ email: invite.email!, secret: invite.secret })));
  return {
    users: result.users,
    invited: result.users.length,
    failedSsoEmails: result.failedSsoEmails,
    invitations: result.invitations.map((invite, index) => presentEmailInvite(invite, ctx.urls, mailed[index])),
  };
}

async function mailInvitations(
  ctx: IdentityContext,
  organizationId: string,
  inviterId: string,
  invitations: { email: string; secret: string }[],
): Promise<boolean[]> {
  const { mailer } = ctx;
  if (!mailer || invitations.length === 0) return invitations.map(() => false);
  const [organizationTitle, inviter] = await Promise.all([findOrganizationTitle(ctx.db, organizationId), findUser(ctx.db, inviterId)]);
  return Promise.all(
    invitations.map(({ email, secret }) =>
      mailer.sendInvitation({
        to: email,
        organizationTitle: organizationTitle ?? organizationId,
        inviterName: inviter?.displayName ?? 'An administrator',
        url: joinUrlOf(ctx.urls, organizationId, secret),
      }),
    ),
  );
}
