import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { GrantSubject, Level } from '../access/policy';
import type { Db } from '../db';

/** What grants are given on: one space, or one collection (users only: team grants on collections are collection-permissions'). */
export type GrantTarget = { kind: 'space'; spaceId: string } | { kind: 'collection'; collectionId: string };

export type GrantRow = { subjectId: string; role: Level };

const ZSubjectKey = z.object({ subjectId: z.string() });

/**
 * One keyset page of the grants to `subject`s on a target, by subject id (the primary key's
 * order), and their total. `onlySubjectIds` restricts both (a guest's own grants).
 */
export async function listGrantsPage(
  db: Db,
  { target, subject, onlySubjectIds, page, limit }: { target: GrantTarget; subject: GrantSubject; onlySubjectIds?: readonly string[]; page?: string; limit: number },
): Promise<Page<GrantRow>> {
  const after = decodeCursor(page, ZSubjectKey);
  const only = onlySubjectIds === undefined ? {} : { in: [...onlySubjectIds] };
  if (target.kind === 'space') {
    const where = { spaceId: target.spaceId, subjectKind: subject, subjectId: only };
    const [rows, count] = await Promise.all([
      db.spacePermission.findMany({
        where: { ...where, subjectId: { ...only, ...(after && { gt: after.subjectId }) } },
        orderBy: { subjectId: 'asc' },
        take: limit + 1,
        select: { subjectId: true, role: true },
      }),
      db.spacePermission.count({ where }),
    ]);
    return keysetPage(rows, limit, (row) => ({ subjectId: row.subjectId }), count);
  }
  if (subject === 'team') throw new Error('team grants on collections are read by collection-permissions');
  const where = { collectionId: target.collectionId, userId: only };
  const [rows, count] = await Promise.all([
    db.collectionUserPermission.findMany({
      where: { ...where, userId: { ...only, ...(after && { gt: after.subjectId }) } },
      orderBy: { userId: 'asc' },
      take: limit + 1,
      select: { userId: true, role: true },
    }),
    db.collectionUserPermission.count({ where }),
  ]);
  return keysetPage(
    rows.map((row) => ({ subjectId: row.userId, role: row.role })),
    limit,
    (row) => ({ subjectId: row.subjectId }),
    count,
  );
}

/** Whether `subjectId` has a grant on the target. */
export async function hasGrant(db: Db, target: GrantTarget, subject: GrantSubject, subjectId: string): Promise<boolean> {
  if (target.kind === 'space') return (await db.spacePermission.count({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId } })) > 0;
  return (await db.collectionUserPermission.count({ where: { collectionId: target.collectionId, userId: subjectId } })) > 0;
}
