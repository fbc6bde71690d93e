import { notFound, ServerError, Status } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { addMembership } from '../../lib/memberships';
import { recordEvent } from '../../lib/events';
import { assertCanJoinWith } from '../policy';
import { inviteSelect } from '../queries';
import { markSsoMemberUnlessShared } from './sso-membership';

/**
 * The caller joins the organization with the invite whose secret they hold. Everything is
 * checked on the invite row locked FOR UPDATE, in the transaction that adds the membership and
 * counts the use: two people racing for the last use of a link are serialized, and the second
 * sees it used up (nothing changed). An email invitation is deleted once used. An expired,
 * used-up or deleted invite, an email outside its domain, or someone already in the
 * organization change nothing.
 */
export async function inviteJoiner(
  db: PrismaClient,
  { organizationId, secret, userId, email }: { organizationId: string; secret: string; userId: string; email: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM organization_invites WHERE secret = ${secret} AND organization_id = ${organizationId} FOR UPDATE`;
    const invite = await tx.organizationInvite.findFirst({ where: { secret, organizationId }, select: inviteSelect });
    if (!invite) throw notFound('Invite not found');
    if (invite.target === 'space' || invite.target === 'collection') throw contentInviteNotSupported();
    assertCanJoinWith(invite, email, new Date());
    const role = await addMembership(tx, { organizationId, userId, role: invite.role });
    const sso = invite.sso ? await markSsoMemberUnlessShared(tx, { organizationId, userId }) : false;
    if (invite.target === 'email') {
      await tx.organizationInvite.delete({ where: { id: invite.id } });
    } else {
      await tx.organizationInvite.update({ where: { id: invite.id }, data: { uses: { increment: 1 } } });
    }
    await recordEvent(tx, 'invite', 'used', {
      aggregateId: invite.id,
      organizationId,
      data: { organizationId, inviteId: invite.id, target: invite.target, userId, role, sso, uses: invite.uses + 1 },
    });
  });
}

/**
 * Joining through a space or collection invite must give a grant on that space or collection,
 * and content has no per-space or per-collection user grants yet: such a join is refused as
 * not implemented (HTTP 501) rather than half done (a membership without the grant).
 */
export const contentInviteNotSupported = (): ServerError =>
  new ServerError(
    Status.UNIMPLEMENTED,
    'Joining with a space or collection invite is not supported yet: Quire cannot yet grant access to a single space or collection',
  );
