import type { GrantSubject, Level } from '../../access/policy';
import type { PrismaClient, TransactionClient } from '../../db';
import { recordEvents } from '../../lib/events';
import { writeTransaction } from '../../lib/transaction';
import type { GrantTarget } from '../queries';

export type GrantChange = { target: GrantTarget; organizationId: string; subject: GrantSubject; subjectIds: string[]; actorId: string };

// One event per grant: quire.content.space-permission.* ({spaceId, subject, subjectId}) and
// quire.content.collection-user-permission.* ({collectionId, userId}) (docs/events.md).
function eventsOf({ target, organizationId, subject, subjectIds, actorId }: GrantChange, role: Level | undefined) {
  return subjectIds.map((subjectId) =>
    target.kind === 'space'
      ? { aggregateId: target.spaceId, organizationId, data: { spaceId: target.spaceId, subject, subjectId, ...(role && { role }), actorId } }
      : { aggregateId: target.collectionId, organizationId, data: { collectionId: target.collectionId, userId: subjectId, ...(role && { role }), actorId } },
  );
}

const resourceOf = (target: GrantTarget) => (target.kind === 'space' ? 'space-permission' : 'collection-user-permission');

/** Removes grants inside the caller's transaction; resolves to how many existed. */
export async function removeGrantsIn(tx: TransactionClient, change: GrantChange): Promise<number> {
  const { target, subject, subjectIds } = change;
  let removed: string[];
  if (target.kind === 'space') {
    const rows = await tx.spacePermission.findMany({
      where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: subjectIds } },
      select: { subjectId: true },
    });
    removed = rows.map((row) => row.subjectId);
    if (removed.length > 0) await tx.spacePermission.deleteMany({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: removed } } });
  } else {
    const rows = await tx.collectionUserPermission.findMany({
      where: { collectionId: target.collectionId, userId: { in: subjectIds } },
      select: { userId: true },
    });
    removed = rows.map((row) => row.userId);
    if (removed.length > 0) await tx.collectionUserPermission.deleteMany({ where: { collectionId: target.collectionId, userId: { in: removed } } });
  }
  if (removed.length > 0) await recordEvents(tx, resourceOf(target), 'removed', eventsOf({ ...change, subjectIds: removed }, undefined));
  return removed.length;
}

/** Gives each subject `role` on the target inside the caller's transaction (creating or replacing their grant). */
export async function setGrantsIn(tx: TransactionClient, change: GrantChange, role: Level): Promise<void> {
  const { target, organizationId, subject, subjectIds } = change;
  // Update, then create what is missing, skipping rows a concurrent writer just made: two
  // concurrent grants to the same subject both succeed and one of their roles wins.
  if (target.kind === 'space') {
    await tx.spacePermission.updateMany({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: subjectIds } }, data: { role } });
    await tx.spacePermission.createMany({
      data: subjectIds.map((subjectId) => ({ spaceId: target.spaceId, subjectKind: subject, subjectId, organizationId, role })),
      skipDuplicates: true,
    });
  } else {
    await tx.collectionUserPermission.updateMany({ where: { collectionId: target.collectionId, userId: { in: subjectIds } }, data: { role } });
    await tx.collectionUserPermission.createMany({
      data: subjectIds.map((userId) => ({ collectionId: target.collectionId, userId, organizationId, role })),
      skipDuplicates: true,
    });
  }
  await recordEvents(tx, resourceOf(target), 'updated', eventsOf(change, role));
}

/** Removes grants; resolves to how many existed. */
export function grantRemover(db: PrismaClient, change: GrantChange): Promise<number> {
  return writeTransaction(db, (tx) => removeGrantsIn(tx, change));
}
