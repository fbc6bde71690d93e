import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { LINK_TARGETS } from '../queries';

/**
 * Deletes an invite link; answers whether there was one (the contract's 205 against 204).
 * Deleting it ends it at once: a join holds the row lock, so it either completed before the
 * deletion or finds no invite.
 */
export async function inviteLinkDeleter(
  db: PrismaClient,
  { organizationId, inviteId }: { organizationId: string; inviteId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.organizationInvite.deleteMany({ where: { id: inviteId, organizationId, target: { in: LINK_TARGETS } } });
    if (count === 0) return false;
    await recordEvent(tx, 'invite', 'deleted', { aggregateId: inviteId, organizationId, data: { organizationId, inviteId } });
    return true;
  });
}
