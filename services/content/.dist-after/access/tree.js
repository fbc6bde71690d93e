"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.subjectsOf = exports.grantSubjectsSql = exports.GRANT_TUPLE = void 0;
exports.accessTreeOf = accessTreeOf;
exports.loadChainTree = loadChainTree;
exports.loadOrganizationTree = loadOrganizationTree;
exports.loadGrantedTree = loadGrantedTree;
exports.loadChainTreeWithAllGrants = loadChainTreeWithAllGrants;
const db_1 = require("../db");
const enums_1 = require("../lib/enums");
/**
 * The SQL every tree statement aggregates grants with, over the `access_grants` view (the
 * migration 20261213090000_grants): every grant table in one shape. `$users` and `$teams` are
 * the statement's parameters naming the subjects; the caller adds which resources.
 */
exports.GRANT_TUPLE = 'json_build_array(g.resource_id, g.resource_kind, g.subject_kind, g.subject_id, g.role)';
const grantSubjectsSql = (users, teams) => `((g.subject_kind = 'user' AND g.subject_id = ANY(${users}::text[])) OR (g.subject_kind = 'team' AND g.subject_id = ANY(${teams}::text[])))`;
exports.grantSubjectsSql = grantSubjectsSql;
const subjectsOf = (viewer) => ({
    userIds: viewer.userId === undefined ? [] : [viewer.userId],
    teamIds: viewer.teamIds,
});
exports.subjectsOf = subjectsOf;
/**
 * The access tree of collections and grants, however they were read: every statement that
 * reads a tree (here, spaces/queries.ts's space view, collections/queries.ts's list trees)
 * answers these tuples, and this is the one place that turns them into a tree. Null (a JSON
 * aggregate over no rows) is empty.
 */
function accessTreeOf(collectionRows, grantRows) {
    const collections = new Map();
    for (const [id, parentId, defaultLevel] of collectionRows ?? []) {
        collections.set(id, { id, parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(defaultLevel) });
    }
    const grants = new Map();
    for (const [resourceId, resource, subject, subjectId, role] of grantRows ?? []) {
        const list = grants.get(resourceId) ?? [];
        list.push({ resource, subject, subjectId, role });
        grants.set(resourceId, list);
    }
    return { collections, grants };
}
const grantsWhere = ({ userIds, teamIds }) => db_1.Prisma.sql `
  ((g.subject_kind = 'user' AND g.subject_id = ANY(${[...userIds]}::text[])) OR (g.subject_kind = 'team' AND g.subject_id = ANY(${[...teamIds]}::text[])))`;
/**
 * A collection and its ancestors (one recursive statement, with the grants of `subjects` on
 * them and, when given, on the space `spaceId` inside it). Through Prisma so that it runs inside
 * a transaction (access/destination.ts).
 */
async function loadChainTree(db, collectionId, subjects, spaceId) {
    if (collectionId === null && spaceId === undefined)
        return accessTreeOf(null, null);
    const [row] = await db.$queryRaw(db_1.Prisma.sql `
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, default_level, 1 AS depth FROM collections WHERE id = ${collectionId}
      UNION ALL
      SELECT c.id, c.parent_id, c.default_level, chain.depth + 1
      FROM collections c JOIN chain ON c.id = chain.parent_id
      WHERE chain.depth < 1000
    )
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level)) FROM chain) AS collections,
           (SELECT json_agg(${db_1.Prisma.raw(exports.GRANT_TUPLE)}) FROM access_grants g
             WHERE (g.resource_id IN (SELECT id FROM chain) OR g.resource_id = ${spaceId ?? null}) AND ${grantsWhere(subjects)}) AS grants`);
    return accessTreeOf(row.collections, row.grants);
}
/** Every collection of an organization with every grant of `subjects` in it (on collections and spaces), in one statement. */
async function loadOrganizationTree(db, organizationId, subjects) {
    const [row] = await db.$queryRaw(db_1.Prisma.sql `
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level))
              FROM collections WHERE organization_id = ${organizationId}) AS collections,
           (SELECT json_agg(${db_1.Prisma.raw(exports.GRANT_TUPLE)}) FROM access_grants g
             WHERE g.organization_id = ${organizationId} AND ${grantsWhere(subjects)}) AS grants`);
    return accessTreeOf(row.collections, row.grants);
}
/**
 * What a guest can reach, starting from their grants rather than from the organization: the
 * collections they or their teams were given and every collection below them, and the grants.
 * Collections above a granted one are left out: they hold no grant of the guest (or they would
 * be granted themselves), and a guest gets no default level, so they add nothing. Every read is
 * an index lookup ((organization_id, subject) of the grant tables, collections' parent_id), so
 * the cost follows what the guest was given, not the size of the organization.
 */
async function loadGrantedTree(db, organizationId, subjects) {
    const [row] = await db.$queryRaw(db_1.Prisma.sql `
    WITH RECURSIVE granted AS (
      SELECT g.resource_id, g.resource_kind, g.subject_kind, g.subject_id, g.role FROM access_grants g
       WHERE g.organization_id = ${organizationId} AND ${grantsWhere(subjects)}
    ), below AS (
      SELECT c.id, c.parent_id, c.default_level, 1 AS depth
        FROM collections c WHERE c.id IN (SELECT resource_id FROM granted WHERE resource_kind = 'collection')
      UNION
      SELECT c.id, c.parent_id, c.default_level, below.depth + 1
        FROM collections c JOIN below ON c.parent_id = below.id
       WHERE below.depth < 1000
    )
    SELECT (SELECT json_agg(DISTINCT jsonb_build_array(id, parent_id, default_level)) FROM below) AS collections,
           (SELECT json_agg(${db_1.Prisma.raw(exports.GRANT_TUPLE)}) FROM granted g) AS grants`);
    return accessTreeOf(row.collections, row.grants);
}
/**
 * A collection and its ancestors with EVERY grant on them (and on the space `spaceId` inside
 * it), whoever they are given to: what listing everyone's level on one resource needs (the
 * permission aggregates). One recursive statement, like loadChainTree.
 */
async function loadChainTreeWithAllGrants(db, collectionId, spaceId) {
    const [row] = await db.$queryRaw(db_1.Prisma.sql `
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, default_level, 1 AS depth FROM collections WHERE id = ${collectionId}
      UNION ALL
      SELECT c.id, c.parent_id, c.default_level, chain.depth + 1
      FROM collections c JOIN chain ON c.id = chain.parent_id
      WHERE chain.depth < 1000
    )
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level)) FROM chain) AS collections,
           (SELECT json_agg(${db_1.Prisma.raw(exports.GRANT_TUPLE)}) FROM access_grants g
             WHERE g.resource_id IN (SELECT id FROM chain) OR g.resource_id = ${spaceId ?? null}) AS grants`);
    return accessTreeOf(row.collections, row.grants);
}
//# sourceMappingURL=tree.js.map