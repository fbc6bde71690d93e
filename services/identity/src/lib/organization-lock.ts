import type { TransactionClient } from '../db';

/**
 * Locks the organization row for the rest of the transaction. Changes that must keep an
 * admin (demote, remove) take it first, so two admins demoting each other at once are
 * serialized and the second sees that only one admin is left. Team membership changes take
 * it too, so a member being removed cannot be added to a team at the same moment and keep a
 * stale team membership; additions by email take it to count the daily limit exactly.
 */
export async function lockOrganization(tx: TransactionClient, organizationId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM organizations WHERE id = ${organizationId} FOR UPDATE`;
}

export function countAdmins(tx: TransactionClient, organizationId: string): Promise<number> {
  return tx.membership.count({ where: { organizationId, role: 'admin' } });
}
