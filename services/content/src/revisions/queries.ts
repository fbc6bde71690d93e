import type { Db, Prisma } from '../db';
import { storedRevisionSelect } from '../revision-store/store';

/** What presenting a revision needs: the store's columns and the revision's own facts. */
export const revisionSelect = {
  ...storedRevisionSelect,
  parentId: true,
  parents: true,
  type: true,
  changeRequestId: true,
  git: true,
  createdAt: true,
} as const satisfies Prisma.RevisionSelect;

export type RevisionRow = Prisma.RevisionGetPayload<{ select: typeof revisionSelect }>;

/** Whether a revision is of the main content's history: no change request owns it (a merge names the one it merged). */
export const isMainHistory = (revision: Pick<RevisionRow, 'type' | 'changeRequestId'>): boolean => revision.changeRequestId === null || revision.type === 'merge';

/** A revision of the given space, or null (also when it belongs to another space). */
export function findRevision(db: Db, spaceId: string, revisionId: string): Promise<RevisionRow | null> {
  return db.revision.findFirst({ where: { id: revisionId, spaceId }, select: revisionSelect });
}
