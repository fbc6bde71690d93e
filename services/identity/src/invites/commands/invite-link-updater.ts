import { invalidArgument, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { inviteSelect, LINK_TARGETS, type InviteRow } from '../queries';

/** What an update changes; absent keys stay, null removes a restriction. */
export type InviteLinkChanges = {
  role?: MemberRole | null;
  level?: MemberRole | null;
  emailDomain?: string | null;
  expiresAt?: Date | null;
  maxUses?: number | null;
};

/**
 * Changes an invite link. `role` is for organization links and `level` for space and
 * collection links: the other is refused (400) rather than ignored. The row is locked so that
 * a join in progress sees either the old or the new limits, never half of them.
 */
export async function inviteLinkUpdater(
  db: PrismaClient,
  { organizationId, inviteId, changes }: { organizationId: string; inviteId: string; changes: InviteLinkChanges },
): Promise<InviteRow> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM organization_invites WHERE id = ${inviteId} AND organization_id = ${organizationId} FOR UPDATE`;
    const invite = await tx.organizationInvite.findFirst({
      where: { id: inviteId, organizationId, target: { in: LINK_TARGETS } },
      select: inviteSelect,
    });
    if (!invite) throw notFound('Invite not found');
    const onOrganization = invite.target === 'organization';
    if (changes.role !== undefined && !onOrganization) {
      throw invalidArgument('role: this invite is for a space or a collection; change its level');
    }
    if (changes.level !== undefined && onOrganization) {
      throw invalidArgument('level: this invite is for the organization; change its role');
    }
    const role = onOrganization ? changes.role : changes.level;
    const data = {
      ...(role !== undefined && { role }),
      ...(changes.emailDomain !== undefined && { emailDomain: changes.emailDomain }),
      ...(changes.expiresAt !== undefined && { expiresAt: changes.expiresAt }),
      ...(changes.maxUses !== undefined && { maxUses: changes.maxUses }),
    };
    const changed = (Object.keys(data) as (keyof typeof data)[]).filter((key) => !sameValue(invite[key], data[key]));
    if (changed.length === 0) return invite;
    const updated = await tx.organizationInvite.update({ where: { id: invite.id }, data, select: inviteSelect });
    await recordEvent(tx, 'invite', 'updated', {
      aggregateId: invite.id,
      organizationId,
      data: {
        organizationId,
        inviteId: invite.id,
        changes: changed,
        ...(changed.includes('role') && { role: updated.role, previousRole: invite.role }),
      },
    });
    return updated;
  });
}

const sameValue = (current: unknown, next: unknown): boolean =>
  current instanceof Date && next instanceof Date ? current.getTime() === next.getTime() : (current ?? null) === (next ?? null);
