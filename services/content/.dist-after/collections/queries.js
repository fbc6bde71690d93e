"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionSelect = void 0;
exports.findCollection = findCollection;
exports.findSubtree = findSubtree;
exports.findChainsTree = findChainsTree;
exports.findCollectionsPage = findCollectionsPage;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const tree_1 = require("../access/tree");
const db_1 = require("../db");
exports.collectionSelect = {
    id: true,
    organizationId: true,
    parentId: true,
    title: true,
    description: true,
    defaultLevel: true,
    position: true,
    createdAt: true,
    updatedAt: true,
};
function findCollection(db, collectionId) {
    return db.collection.findUnique({ where: { id: collectionId }, select: exports.collectionSelect });
}
/**
 * Ids of a collection and all its descendants, and the subtree's height (1 for a collection
 * without sub-collections), in one recursive query. Nesting is capped far below the query's
 * depth limit (access/destination.ts), so the limit never cuts a real tree.
 */
async function findSubtree(db, rootId) {
    const rows = await db.$queryRaw(db_1.Prisma.sql `
    WITH RECURSIVE subtree AS (
      SELECT id, 1 AS depth FROM collections WHERE id = ${rootId}
      UNION ALL
      SELECT c.id, subtree.depth + 1 FROM collections c JOIN subtree ON c.parent_id = subtree.id
      WHERE subtree.depth < 1000
    )
    SELECT id, depth FROM subtree`);
    return { ids: rows.map((row) => row.id), height: rows.reduce((max, row) => Math.max(max, Number(row.depth)), 0) };
}
// ListCollections answers up to 1000 collections and computes each one's permissions from its
// chain of ancestors. Through Prisma that was three queries materializing every row through
// its query compiler, which cost more CPU than the rest of the call. Here it is two named
// statements (parsed and planned once per connection) on the pg pool under Prisma: the page
// with its total, and the chains of the page's collections with the caller's grants (a guest's
// list, restricted to what they were given, starts from their grants: access/tree.ts
// loadGrantedTree).
// The page's collections and their ancestors: UNION (not UNION ALL) reads a shared ancestor
// once. The page is at most 1000 collections, so this stays small however large the
// organization is: with the whole tree, a page of 100 in an organization of 100,000
// collections built and parsed 4 MB of JSON per request (docs/performance.md, "Deep pages").
const CHAINS_QUERY = {
    name: 'content.collection-chains.v2',
    text: `
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, default_level FROM collections WHERE id = ANY($1::text[])
      UNION
      SELECT c.id, c.parent_id, c.default_level FROM collections c JOIN chain ON c.id = chain.parent_id
    )
    SELECT (SELECT json_agg(json_build_array(id, parent_id, default_level)) FROM chain) AS collections,
           (SELECT json_agg(${tree_1.GRANT_TUPLE}) FROM access_grants g
             WHERE g.resource_id IN (SELECT id FROM chain) AND ${(0, tree_1.grantSubjectsSql)('$3', '$2')}) AS grants`,
};
/** The collections `collectionIds` and all their ancestors, with the grants of `subjects` on them, in one statement. */
async function findChainsTree(pool, collectionIds, subjects) {
    if (collectionIds.length === 0)
        return (0, tree_1.accessTreeOf)(null, null);
    const { rows } = await pool.query({ ...CHAINS_QUERY, values: [collectionIds, subjects.teamIds, subjects.userIds] });
    return (0, tree_1.accessTreeOf)(rows[0].collections, rows[0].grants);
}
const ZPositionKey = zod_1.z.object({ position: zod_1.z.string(), id: zod_1.z.string() });
const ZCreatedKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
const TOTAL = 9;
const COLUMNS = `id, organization_id, parent_id, title, description, default_level::text, position,
             (extract(epoch FROM created_at) * 1000)::float8, (extract(epoch FROM updated_at) * 1000)::float8`;
/**
 * The statement for one shape of request (8 in all), so that each stays a named statement
 * with its own plan; keyset conditions are row comparisons the (organization_id, created_at,
 * id) and (organization_id, parent_id, position, id) indexes serve directly. `total` counts
 * the rows matching the filters without the cursor (an uncorrelated subquery, evaluated once).
 */
function pageStatement(nested, restricted, after) {
    const filters = ['organization_id = $1'];
    if (!nested)
        filters.push('parent_id IS NULL');
    if (restricted)
        filters.push('id = ANY($3::text[])');
    const keyset = nested ? '(created_at, id)' : '(position, id)';
    const cursor = after ? [`${keyset} > ($${restricted ? 4 : 3}${nested ? '::timestamptz' : ''}, $${restricted ? 5 : 4})`] : [];
    return {
        name: `content.collection-page.v1.${nested ? 'nested' : 'top'}.${restricted ? 'only' : 'all'}.${after ? 'after' : 'first'}`,
        text: `
      SELECT ${COLUMNS},
             (SELECT count(*)::int FROM collections WHERE ${filters.join(' AND ')})
        FROM collections
       WHERE ${[...filters, ...cursor].join(' AND ')}
       ORDER BY ${nested ? 'created_at, id' : 'position, id'}
       LIMIT $2`,
    };
}
function countStatement(nested, restricted) {
    const filters = ['organization_id = $1', ...(nested ? [] : ['parent_id IS NULL']), ...(restricted ? ['id = ANY($2::text[])'] : [])];
    return {
        name: `content.collection-count.v1.${nested ? 'nested' : 'top'}.${restricted ? 'only' : 'all'}`,
        text: `SELECT count(*)::int AS total FROM collections WHERE ${filters.join(' AND ')}`,
    };
}
/** The statements of each request shape, built once. */
const statements = new Map();
function statement(key, build) {
    let found = statements.get(key);
    if (!found)
        statements.set(key, (found = build()));
    return found;
}
/** The cursor's sort key as statement parameters: [createdAt, id] or [position, id]. */
function cursorValues(nested, page) {
    if (nested) {
        const key = (0, shared_1.decodeCursor)(page, ZCreatedKey);
        return key && [key.createdAt, key.id];
    }
    const key = (0, shared_1.decodeCursor)(page, ZPositionKey);
    return key && [key.position, key.id];
}
const rowOf = ([id, organizationId, parentId, title, description, defaultLevel, position, createdAtMs, updatedAtMs]) => ({
    id,
    organizationId,
    parentId,
    title,
    description,
    defaultLevel,
    position,
    createdAt: new Date(createdAtMs),
    updatedAt: new Date(updatedAtMs),
});
/** One keyset page of an organization's collections (keys as in @quire/shared keysetPage) and the total matching the filters. */
async function findCollectionsPage(pool, request) {
    const { organizationId, nested, onlyIds, page, limit } = request;
    const restricted = onlyIds !== undefined;
    const filterValues = [organizationId, ...(restricted ? [onlyIds] : [])];
    const cursor = cursorValues(nested, page);
    const pageQuery = statement(`page.${nested}.${restricted}.${cursor !== undefined}`, () => pageStatement(nested, restricted, cursor !== undefined));
    const values = [organizationId, limit + 1, ...(restricted ? [onlyIds] : []), ...(cursor ?? [])];
    const { rows } = await pool.query({ ...pageQuery, values, rowMode: 'array' });
    let total = rows[0]?.[TOTAL];
    if (total === undefined) {
        // No row carries the total when the page is empty (past the end, or nothing matches).
        const countQuery = statement(`count.${nested}.${restricted}`, () => countStatement(nested, restricted));
        total = (await pool.query({ ...countQuery, values: filterValues })).rows[0].total;
    }
    return (0, shared_1.keysetPage)(rows.map(rowOf), limit, (row) => (nested ? { createdAt: row.createdAt.toISOString(), id: row.id } : { position: row.position, id: row.id }), total);
}
//# sourceMappingURL=queries.js.map