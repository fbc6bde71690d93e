import type { AccessTree, CollectionNode, Level, TeamGrant } from './policy';
import { Prisma, type Db } from '../db';
import type { DefaultLevel } from '../generated/prisma/enums';
import { defaultLevelFromDb } from '../lib/enums';

type CollectionRow = { id: string; parent_id: string | null; default_level: DefaultLevel };

const nodeOf = (row: CollectionRow): CollectionNode => ({
  id: row.id,
  parentId: row.parent_id,
  defaultLevel: defaultLevelFromDb(row.default_level),
});

async function grantsOn(db: Db, collectionIds: string[], teamIds: readonly string[]): Promise<Map<string, TeamGrant[]>> {
  const grants = new Map<string, TeamGrant[]>();
  if (collectionIds.length === 0 || teamIds.length === 0) return grants;
  const rows = await db.collectionTeamPermission.findMany({
    where: { collectionId: { in: collectionIds }, teamId: { in: [...teamIds] } },
    select: { collectionId: true, teamId: true, role: true },
  });
  for (const row of rows) {
    const list = grants.get(row.collectionId) ?? [];
    list.push({ teamId: row.teamId, role: row.role as Level });
    grants.set(row.collectionId, list);
  }
  return grants;
}

/** A collection and its ancestors (one recursive query), with the grants of `teamIds` on them. */
export async function loadChainTree(db: Db, collectionId: string | null, teamIds: readonly string[]): Promise<AccessTree> {
  if (collectionId === null) return { collections: new Map(), teamGrants: new Map() };
  const rows = await db.$queryRaw<CollectionRow[]>(Prisma.sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, default_level, 1 AS depth FROM collections WHERE id = ${collectionId}
      UNION ALL
      SELECT c.id, c.parent_id, c.default_level, chain.depth + 1
      FROM collections c JOIN chain ON c.id = chain.parent_id
      WHERE chain.depth < 1000
    )
    SELECT id, parent_id, default_level::text AS default_level FROM chain`);
  const collections = new Map(rows.map((row) => [row.id, nodeOf(row)]));
  return { collections, teamGrants: await grantsOn(db, [...collections.keys()], teamIds) };
}

/** Every collection of an organization (one query), with the grants of `teamIds` on them. */
export async function loadOrganizationTree(db: Db, organizationId: string, teamIds: readonly string[]): Promise<AccessTree> {
  const rows = await db.collection.findMany({
    where: { organizationId },
    select: { id: true, parentId: true, defaultLevel: true },
  });
  const collections = new Map(
    rows.map((row) => [row.id, nodeOf({ id: row.id, parent_id: row.parentId, default_level: row.defaultLevel })]),
  );
  const teamGrants = new Map<string, TeamGrant[]>();
  if (teamIds.length > 0 && rows.length > 0) {
    const grants = await db.collectionTeamPermission.findMany({
      where: { organizationId, teamId: { in: [...teamIds] } },
      select: { collectionId: true, teamId: true, role: true },
    });
    for (const grant of grants) {
      const list = teamGrants.get(grant.collectionId) ?? [];
      list.push({ teamId: grant.teamId, role: grant.role as Level });
      teamGrants.set(grant.collectionId, list);
    }
  }
  return { collections, teamGrants };
}
