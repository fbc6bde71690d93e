import { Prisma, type Db } from '../db';

/** Ids of a collection and all its descendants (one recursive query). */
export async function subtreeCollectionIds(db: Db, rootId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH RECURSIVE subtree AS (
      SELECT id, 1 AS depth FROM collections WHERE id = ${rootId}
      UNION ALL
      SELECT c.id, subtree.depth + 1 FROM collections c JOIN subtree ON c.parent_id = subtree.id
      WHERE subtree.depth < 1000
    )
    SELECT id FROM subtree`);
  return rows.map((row) => row.id);
}
