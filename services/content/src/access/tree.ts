import type { AccessTree, CollectionNode, Level, TeamGrant } from './policy';
import { Prisma, type Db } from '../db';
import type { DefaultLevel } from '../generated/prisma/enums';
import { defaultLevelFromDb } from '../lib/enums';

/** A collection as the tree statements return it: [id, parent_id, default_level (database label)]. */
export type CollectionTuple = readonly [id: string, parentId: string | null, defaultLevel: DefaultLevel];
/** A team grant as the tree statements return it: [collection_id, team_id, role]. */
export type GrantTuple = readonly [collectionId: string, teamId: string, role: Level];

/**
 * The access tree of collections and team grants, however they were read: every statement that
 * reads a tree (here, spaces/queries.ts's space view, collections/queries.ts's list trees)
 * answers these tuples, and this is the one place that turns them into a tree. Null (a JSON
 * aggregate over no rows) is empty.
 */
export function accessTreeOf(collectionRows: readonly CollectionTuple[] | null, grantRows: readonly GrantTuple[] | null): AccessTree {
  const collections = new Map<string, CollectionNode>();
  for (const [id, parentId, defaultLevel] of collectionRows ?? []) {
    collections.set(id, { id, parentId, defaultLevel: defaultLevelFromDb(defaultLevel) });
  }
  const teamGrants = new Map<string, TeamGrant[]>();
  for (const [collectionId, teamId, role] of grantRows ?? []) {
    const list = teamGrants.get(collectionId) ?? [];
    list.push({ teamId, role });
    teamGrants.set(collectionId, list);
  }
  return { collections, teamGrants };
}

type TreeRow = { collections: CollectionTuple[] | null; grants: GrantTuple[] | null };

/**
 * A collection and its ancestors (one recursive statement, with the grants of `teamIds` on
 * them). Through Prisma so that it runs inside a transaction (access/destination.ts).
 */
export async function loadChainTree(db: Db, collectionId: string | null, teamIds: readonly string[]): Promise<AccessTree> {
  if (collectionId === null) return accessTreeOf(null, null);
  const [row] = await db.$queryRaw<TreeRow[]>(Prisma.sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, default_level, 1 AS depth FROM collections WHERE id = ${collectionId}
      UNION ALL
      SELECT c.id, c.parent_id, c.default_level, chain.depth + 1
      FROM collections c JOIN chain ON c.id = chain.parent_id
      WHERE chain.depth < 1000
    )
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level)) FROM chain) AS collections,
           (SELECT json_agg(json_build_array(collection_id, team_id, role))
              FROM collection_team_permissions
             WHERE collection_id IN (SELECT id FROM chain) AND team_id = ANY(${[...teamIds]}::text[])) AS grants`);
  return accessTreeOf(row.collections, row.grants);
}

/** Every collection of an organization with the grants of `teamIds` on them, in one statement. */
export async function loadOrganizationTree(db: Db, organizationId: string, teamIds: readonly string[]): Promise<AccessTree> {
  const [row] = await db.$queryRaw<TreeRow[]>(Prisma.sql`
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level))
              FROM collections WHERE organization_id = ${organizationId}) AS collections,
           (SELECT json_agg(json_build_array(collection_id, team_id, role))
              FROM collection_team_permissions WHERE organization_id = ${organizationId} AND team_id = ANY(${[...teamIds]}::text[])) AS grants`);
  return accessTreeOf(row.collections, row.grants);
}
