"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pagePathKey = void 0;
exports.readIndexState = readIndexState;
exports.readIndexedRevisions = readIndexedRevisions;
exports.lockIndexState = lockIndexState;
exports.saveIndexState = saveIndexState;
exports.deleteIndexState = deleteIndexState;
exports.readSpaceForIndex = readSpaceForIndex;
exports.staleSpaceIds = staleSpaceIds;
exports.requestRebuildOfAllSpaces = requestRebuildOfAllSpaces;
exports.findOrganizationSearchSpaces = findOrganizationSearchSpaces;
exports.writePagePaths = writePagePaths;
exports.deletePagePaths = deletePagePaths;
exports.readPagePaths = readPagePaths;
const languages_1 = require("./languages");
const stateOf = (row) => row && { revisionId: row.revision_id, analysis: row.language, rebuildRequested: row.rebuild_requested };
/** The index state of a space; undefined when it was never indexed. */
async function readIndexState(db, spaceId) {
    const { rows } = await db.query({
        name: 'content.search-state.v1',
        text: 'SELECT revision_id, language, rebuild_requested FROM search_spaces WHERE space_id = $1',
        values: [spaceId],
    });
    return stateOf(rows[0]);
}
/**
 * The revision each space's index holds now (spaces never indexed are absent). Read after a
 * search, it is at least the revision the search saw (the indexer moves a space's pages and
 * its `search_spaces` row in one transaction, forward only), so every hit's page is in its
 * table of contents unless a later merge removed it.
 */
async function readIndexedRevisions(db, spaceIds) {
    if (spaceIds.length === 0)
        return new Map();
    const { rows } = await db.query({
        name: 'content.search-indexed-revisions.v1',
        text: 'SELECT space_id, revision_id FROM search_spaces WHERE space_id = ANY($1::text[]) AND revision_id IS NOT NULL',
        values: [spaceIds],
    });
    return new Map(rows.map((row) => [row.space_id, row.revision_id]));
}
/**
 * Locks the space's index state for the rest of the transaction, creating it first when the
 * space was never indexed (then `revisionId` is null until the transaction writes it):
 * replicas indexing the same space queue here.
 */
async function lockIndexState(tx, spaceId, analysis) {
    await tx.query('INSERT INTO search_spaces (space_id, language) VALUES ($1, $2) ON CONFLICT (space_id) DO NOTHING', [spaceId, analysis]);
    const { rows } = await tx.query('SELECT revision_id, language, rebuild_requested FROM search_spaces WHERE space_id = $1 FOR UPDATE', [
        spaceId,
    ]);
    return stateOf(rows[0]);
}
/** Records the revision now indexed; a rebuild from scratch also answers a requested rebuild. */
async function saveIndexState(tx, spaceId, { revisionId, analysis, rebuilt }) {
    await tx.query(`UPDATE search_spaces
        SET revision_id = $2, language = $3, rebuild_requested = rebuild_requested AND NOT $4, indexed_at = now()
      WHERE space_id = $1`, [spaceId, revisionId, analysis, rebuilt]);
}
async function deleteIndexState(tx, spaceId) {
    await tx.query('DELETE FROM search_spaces WHERE space_id = $1', [spaceId]);
}
async function readSpaceForIndex(db, spaceId) {
    const { rows } = await db.query({
        name: 'content.search-space.v1',
        text: 'SELECT revision_id, language, deleted_at IS NOT NULL AS deleted FROM spaces WHERE id = $1',
        values: [spaceId],
    });
    const row = rows[0];
    return row && { revisionId: row.revision_id, language: row.language, deleted: row.deleted };
}
/**
 * Spaces whose index is not what it should be: live spaces never indexed, behind their main
 * revision, indexed with another language's analysis or waiting for a requested rebuild;
 * and spaces still indexed though deleted or purged. The analysis of a language code is
 * computed as analysisOf does (languages.ts), from the same table.
 */
async function staleSpaceIds(db) {
    const { rows } = await db.query(`WITH analyses AS (SELECT * FROM unnest($1::text[], $2::text[]) AS a(code, analysis))
     SELECT s.id
       FROM spaces s
       LEFT JOIN search_spaces x ON x.space_id = s.id
       LEFT JOIN analyses a ON a.code = lower(s.language)
      WHERE s.deleted_at IS NULL
        AND (x.space_id IS NULL
             OR x.revision_id IS DISTINCT FROM s.revision_id
             OR x.rebuild_requested
             OR x.language <> coalesce(a.analysis, CASE WHEN coalesce(s.language, '') = '' THEN $3 ELSE 'simple' END))
     UNION ALL
     SELECT x.space_id
       FROM search_spaces x
       LEFT JOIN spaces s ON s.id = x.space_id
      WHERE s.id IS NULL OR s.deleted_at IS NOT NULL`, [languages_1.LANGUAGE_ANALYSES.map(([code]) => code), languages_1.LANGUAGE_ANALYSES.map(([, analysis]) => analysis), languages_1.DEFAULT_ANALYSIS]);
    return rows.map((row) => row.id);
}
/** Asks for every indexed space to be rebuilt from scratch; the live spaces that will be (re)built. */
async function requestRebuildOfAllSpaces(db) {
    await db.query('UPDATE search_spaces SET rebuild_requested = true WHERE NOT rebuild_requested');
    const { rows } = await db.query('SELECT count(*)::int AS count FROM spaces WHERE deleted_at IS NULL');
    return rows[0].count;
}
/**
 * The live spaces of an organization, with their index state, in one statement on the
 * (organization_id, parent_id, deleted_at, …) index: all of them, or only those directly in
 * `collectionIds` when given (a guest's: the collections their teams reach).
 */
async function findOrganizationSearchSpaces(db, organizationId, only) {
    if (only && only.collectionIds.length === 0 && only.spaceIds.length === 0)
        return [];
    const { rows } = await db.query({
        name: 'content.search-organization-spaces.v2',
        text: `SELECT s.id, s.title, s.parent_id, s.default_level, s.revision_id, s.language, x.revision_id AS indexed_revision_id, x.language AS analysis
             FROM spaces s LEFT JOIN search_spaces x ON x.space_id = s.id
            WHERE s.organization_id = $1 AND s.deleted_at IS NULL
              AND ($2::text[] IS NULL OR s.parent_id = ANY($2::text[]) OR s.id = ANY($3::text[]))`,
        values: [organizationId, only === undefined ? null : [...only.collectionIds], only === undefined ? null : [...only.spaceIds]],
    });
    return rows.map((row) => ({
        id: row.id,
        title: row.title,
        parentId: row.parent_id,
        defaultLevel: row.default_level,
        revisionId: row.revision_id,
        language: row.language,
        indexedRevisionId: row.indexed_revision_id,
        analysis: row.analysis,
    }));
}
/**
 * Brings the space's page paths to `paths` (every indexed page of the revision being written):
 * only rows that differ are written, and rows of pages no longer there are deleted. Called in
 * the indexer's transaction, so the paths always describe the revision the index holds.
 */
async function writePagePaths(tx, spaceId, paths) {
    await tx.query({
        name: 'content.search-page-paths-write.v1',
        text: `INSERT INTO search_page_paths AS p (space_id, page_id, title, path, ancestors)
           SELECT $1, r.page_id, r.title, r.path, ARRAY(SELECT json_array_elements_text(r.ancestors))
             FROM unnest($2::text[], $3::text[], $4::text[], $5::json[]) AS r(page_id, title, path, ancestors)
           ON CONFLICT (space_id, page_id) DO UPDATE SET title = EXCLUDED.title, path = EXCLUDED.path, ancestors = EXCLUDED.ancestors
            WHERE (p.title, p.path, p.ancestors) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.path, EXCLUDED.ancestors)`,
        values: [spaceId, paths.map((p) => p.pageId), paths.map((p) => p.title), paths.map((p) => p.path), paths.map((p) => JSON.stringify(p.ancestors))],
    });
    await tx.query({
        name: 'content.search-page-paths-prune.v1',
        text: 'DELETE FROM search_page_paths WHERE space_id = $1 AND NOT (page_id = ANY($2::text[]))',
        values: [spaceId, paths.map((p) => p.pageId)],
    });
}
async function deletePagePaths(tx, spaceId) {
    await tx.query('DELETE FROM search_page_paths WHERE space_id = $1', [spaceId]);
}
/** The paths of the pages found, by space and page id (pages without a row are absent). */
async function readPagePaths(db, hits) {
    if (hits.length === 0)
        return new Map();
    const { rows } = await db.query({
        name: 'content.search-page-paths-read.v1',
        text: `SELECT p.space_id, p.page_id, p.title, p.path, p.ancestors
             FROM unnest($1::text[], $2::text[]) AS h(space_id, page_id)
             JOIN search_page_paths p ON p.space_id = h.space_id AND p.page_id = h.page_id`,
        values: [hits.map((hit) => hit.spaceId), hits.map((hit) => hit.pageId)],
    });
    return new Map(rows.map((row) => [(0, exports.pagePathKey)(row.space_id, row.page_id), { pageId: row.page_id, title: row.title, path: row.path, ancestors: row.ancestors }]));
}
const pagePathKey = (spaceId, pageId) => `${spaceId}/${pageId}`;
exports.pagePathKey = pagePathKey;
//# sourceMappingURL=queries.js.map