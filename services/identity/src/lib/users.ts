import { newId } from '@quire/shared';
import type { TransactionClient } from '../db';
import { recordEvent } from './events';

/**
 * The id of the user with this (lower-cased) email, created when new. Creation uses
 * ON CONFLICT DO NOTHING so that two concurrent calls for the same new email both end up
 * with the one row instead of one failing on the unique index.
 */
export async function ensureUser(
  tx: TransactionClient,
  { email, displayName }: { email: string; displayName?: string },
): Promise<{ userId: string; created: boolean }> {
  const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return { userId: existing.id, created: false };
  const id = newId();
  const { count } = await tx.user.createMany({
    data: [{ id, email, displayName: displayName ?? email.split('@')[0] }],
    skipDuplicates: true,
  });
  const user = await tx.user.findUniqueOrThrow({ where: { email }, select: { id: true, displayName: true } });
  if (count === 1) {
    await recordEvent(tx, 'user', 'created', {
      aggregateId: user.id,
      organizationId: null,
      data: { userId: user.id, displayName: user.displayName },
    });
  }
  return { userId: user.id, created: count === 1 };
}
