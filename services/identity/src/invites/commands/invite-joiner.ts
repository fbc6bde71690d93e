import { notFound } from '@quire/shared';
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
 * organization (through an organization or email invite) change nothing. A space or
 * collection invite also serves members: its grant is the point, and content gives it when it
 * hears the invite.used event (the link's level; docs/access.md).
 */
export async function inviteJoiner(
  db: PrismaClient,
  { organizationId, secret, userId, email }: { organizationId: string; secret: string; userId: string; email: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM organization_invites WHERE secret = ${secret} AND organization_id = ${organizationId} FOR UPDATE`;
    const invite = await tx.organizationInvite.findFirst({ where: { secret, organizationId }, select: inviteSelect });
    if (!invite) throw notFound('Invite not found');
    assertCanJoinWith(invite, email, new Date());
    const content = invite.target === 'space' || invite.target === 'collection';
    // A space or collection link gives a grant on it (content records it from invite.used): a
    // member keeps their role, anyone else joins as a guest.
    const membership = content ? await tx.membership.findUnique({ where: { organizationId_userId: { organizationId, userId } }, select: { role: true } }) : null;
    const role = membership ? membership.role : await addMembership(tx, { organizationId, userId, role: content ? null : invite.role });
    const sso = invite.sso ? await markSsoMemberUnlessShared(tx, { organizationId, userId }) : false;
    if (invite.target === 'email') {
      await tx.organizationInvite.delete({ where: { id: invite.id } });
    } else {
      await tx.organizationInvite.update({ where: { id: invite.id }, data: { uses: { increment: 1 } } });
    }
    await recordEvent(tx, 'invite', 'used', {
      aggregateId: invite.id,
      organizationId,
      data: {
        organizationId,
        inviteId: invite.id,
        target: invite.target,
        userId,
        role,
        sso,
        uses: invite.uses + 1,
        ...(content ? { spaceId: invite.spaceId, collectionId: invite.collectionId, level: invite.role } : {}),
      },
    });
  });
}
