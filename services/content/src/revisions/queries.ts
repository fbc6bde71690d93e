import type { Db, Prisma } from '../db';

export const revisionSelect = {
  id: true,
  spaceId: true,
  parentId: true,
  type: true,
  pages: true,
  files: true,
  reusableContents: true,
  variables: true,
  createdAt: true,
} as const satisfies Prisma.RevisionSelect;

export type RevisionRow = Prisma.RevisionGetPayload<{ select: typeof revisionSelect }>;

/** A revision of the given space, or null (also when it belongs to another space). */
export function findRevision(db: Db, spaceId: string, revisionId: string): Promise<RevisionRow | null> {
  return db.revision.findFirst({ where: { id: revisionId, spaceId }, select: revisionSelect });
}
