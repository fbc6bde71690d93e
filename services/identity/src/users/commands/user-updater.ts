import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { userSelect, type UserRow } from '../queries';

/** Changes a user's profile with its `user.updated` event (the names of the fields changed); null when there is no such user. */
export async function userUpdater(
  db: PrismaClient,
  { userId, displayName, photoUrl }: { userId: string; displayName?: string; photoUrl?: string },
): Promise<UserRow | null> {
  return db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: userId }, select: userSelect });
    if (!current) return null;
    const changes = [
      ...(displayName !== undefined && displayName !== current.displayName ? ['displayName'] : []),
      ...(photoUrl !== undefined && photoUrl !== current.photoUrl ? ['photoURL'] : []),
    ];
    if (changes.length === 0) return current;
    const user = await tx.user.update({
      where: { id: userId },
      data: { ...(displayName !== undefined && { displayName }), ...(photoUrl !== undefined && { photoUrl }) },
      select: userSelect,
    });
    await recordEvent(tx, 'user', 'updated', {
      aggregateId: userId,
      organizationId: null,
      data: { userId, changes, ...(changes.includes('displayName') && { displayName: user.displayName }) },
    });
    return user;
  });
}
