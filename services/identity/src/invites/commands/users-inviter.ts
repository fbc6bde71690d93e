import { newId, resourceExhausted } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { addMembership } from '../../lib/memberships';
import { lockOrganization } from '../../lib/organization-lock';
import { inviteSelect, type InviteRow } from '../queries';
import { EMAIL_INVITE_TTL_MS, newInviteSecret } from '../secrets';
import { markSsoMemberUnlessShared } from './sso-membership';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One email to invite, with its role (undefined: the organization's default role; null: guest). */
export type Invitee = { email: string; role: MemberRole | null | undefined };

export type InvitationResult = {
  /** Users added now (they had an account and were not in the organization). */
  users: string[];
  /** Of those, the emails `sso` could not apply to (members of another organization too). */
  failedSsoEmails: string[];
  /** Pending invitations recorded (or renewed) for emails without an account. */
  invitations: InviteRow[];
};

/**
 * POST /orgs/{id}/invites: existing accounts are added at once (their membership, `member.added`,
 * and `sso` where it may apply); an email without an account gets a pending invitation
 * (`invite.created`, or `invite.updated` when it was already invited: role, SSO flag and expiry
 * renewed, same link). Someone already in the organization is left as they are.
 *
 * Everything happens in one transaction under the organization lock, which also makes the
 * daily limit of additions by email exact: every email counts, with or without an account, as
 * for AddMemberByEmail, so that the limit bounds how many emails an admin can probe.
 */
export async function usersInviter(
  db: PrismaClient,
  {
    organizationId,
    invitees,
    sso,
    invitedById,
    dailyLimit,
  }: { organizationId: string; invitees: Invitee[]; sso: boolean; invitedById: string; dailyLimit: number },
): Promise<InvitationResult> {
  return db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const now = new Date();
    await assertWithinDailyLimit(tx, organizationId, invitees.length, dailyLimit, now);
    const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { defaultRole: true } });
    const accounts = await tx.user.findMany({ where: { email: { in: invitees.map((invitee) => invitee.email) } }, select: { id: true, email: true } });
    const userIdOf = new Map(accounts.map((account) => [account.email, account.id]));
    const members = await tx.membership.findMany({
      where: { organizationId, userId: { in: accounts.map((account) => account.id) } },
      select: { userId: true },
    });
    const inOrganization = new Set(members.map((member) => member.userId));
    const result: InvitationResult = { users: [], failedSsoEmails: [], invitations: [] };
    for (const { email, role } of invitees) {
      const userId = userIdOf.get(email);
      if (userId !== undefined) {
        if (inOrganization.has(userId)) continue;
        inOrganization.add(userId);
        await addMembership(tx, { organizationId, userId, role });
        await tx.memberEmailAddition.create({ data: { id: newId(), organizationId, userId, createdAt: now } });
        result.users.push(userId);
        if (sso && !(await markSsoMemberUnlessShared(tx, { organizationId, userId }))) result.failedSsoEmails.push(email);
        continue;
      }
      const resolvedRole = role === undefined ? organization.defaultRole : role;
      result.invitations.push(await recordEmailInvitation(tx, { organizationId, email, role: resolvedRole, sso, invitedById, now }));
    }
    return result;
  });
}

async function assertWithinDailyLimit(tx: TransactionClient, organizationId: string, adding: number, dailyLimit: number, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [added, invited] = await Promise.all([
    tx.memberEmailAddition.count({ where: { organizationId, createdAt: { gte: since } } }),
    tx.organizationInvite.count({ where: { organizationId, target: 'email', updatedAt: { gte: since } } }),
  ]);
  if (added + invited + adding > dailyLimit) {
    throw resourceExhausted(
      `This organization may add or invite ${dailyLimit} people by email per 24 hours; ${Math.max(0, dailyLimit - added - invited)} more are allowed now`,
    );
  }
}

async function recordEmailInvitation(
  tx: TransactionClient,
  { organizationId, email, role, sso, invitedById, now }: { organizationId: string; email: string; role: MemberRole | null; sso: boolean; invitedById: string; now: Date },
): Promise<InviteRow> {
  const expiresAt = new Date(now.getTime() + EMAIL_INVITE_TTL_MS);
  const existing = await tx.organizationInvite.findUnique({ where: { organizationId_email: { organizationId, email } }, select: { id: true } });
  const invite = existing
    ? await tx.organizationInvite.update({ where: { id: existing.id }, data: { role, sso, expiresAt }, select: inviteSelect })
    : await tx.organizationInvite.create({
        data: { id: newId(), organizationId, target: 'email', role, email, sso, secret: newInviteSecret(), expiresAt, maxUses: 1, createdById: invitedById },
        select: inviteSelect,
      });
  await recordEvent(tx, 'invite', existing ? 'updated' : 'created', {
    aggregateId: invite.id,
    organizationId,
    data: { organizationId, inviteId: invite.id, target: 'email', email, role, sso, expiresAt: expiresAt.toISOString(), createdById: invitedById },
  });
  return invite;
}
