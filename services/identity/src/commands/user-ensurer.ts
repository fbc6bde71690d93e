import { newId } from '@quire/shared';
import type { TransactionClient } from '../db';
import { userSelect, type UserRow } from '../presenters/user';
import { recordEvent } from './events';

/**
 * The user with this (lower-cased) email, created when new. Creation uses
 * ON CONFLICT DO NOTHING so that two concurrent calls for the same new email both end up
 * with the one row instead of one failing on the unique index.
 */
export async function ensureUser(
  tx: TransactionClient,
  { email, displayName }: { email: string; displayName?: string },
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await tx.user.findUnique({ where: { email }, select: userSelect });
  if (existing) return { user: existing, created: false };
  const id = newId();
  const { count } = await tx.user.createMany({
    data: [{ id, email, displayName: displayName ?? email.split('@')[0] }],
    skipDuplicates: true,
  });
  const user = await tx.user.findUniqueOrThrow({ where: { email }, select: userSelect });
  if (count === 1) {
    await recordEvent(tx, {
      resource: 'user',
      verb: 'created',
      aggregateId: user.id,
      organizationId: null,
      data: { userId: user.id, displayName: user.displayName },
    });
  }
  return { user, created: count === 1 };
}
