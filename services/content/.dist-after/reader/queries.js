"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FRONT_MATTER_HEAD_CHARS = void 0;
exports.findLiveSpaces = findLiveSpaces;
exports.findRevisionChunks = findRevisionChunks;
exports.findSpaceRevision = findSpaceRevision;
exports.findFrontMatterHeads = findFrontMatterHeads;
exports.findSearchedSpaces = findSearchedSpaces;
exports.findSpecDocuments = findSpecDocuments;
/** The live spaces of the organization among `spaceIds` (one statement, whatever their number). */
async function findLiveSpaces(pool, organizationId, spaceIds) {
    if (spaceIds.length === 0)
        return [];
    const { rows } = await pool.query({
        name: 'content.reader-spaces.v1',
        text: `SELECT s.id, s.title, s.emoji, s.icon_url, s.revision_id, greatest(s.updated_at, r.created_at) AS updated_at
             FROM spaces s JOIN revisions r ON r.id = s.revision_id
            WHERE s.id = ANY($2::text[]) AND s.organization_id = $1 AND s.deleted_at IS NULL`,
        values: [organizationId, spaceIds],
    });
    return rows.map((row) => ({ id: row.id, title: row.title, emoji: row.emoji, iconUrl: row.icon_url, revisionId: row.revision_id, updatedAt: row.updated_at }));
}
/** The chunk maps of revisions by id (one statement); those of trees not built yet. */
async function findRevisionChunks(pool, revisionIds) {
    if (revisionIds.length === 0)
        return [];
    const { rows } = await pool.query({
        name: 'content.reader-revision-chunks.v1',
        text: 'SELECT id, page_chunks, file_chunks FROM revisions WHERE id = ANY($1::text[])',
        values: [revisionIds],
    });
    return rows.map((row) => ({ id: row.id, pageChunks: row.page_chunks, fileChunks: row.file_chunks }));
}
/**
 * A revision of a space, when the space is live, in the organization, and the revision is of
 * its main content: the space's own revisions except the working revisions of change requests
 * (a merge revision names the change request it merged and is main content). With `path`, also
 * the revision's redirects and the page that last had that path, in the same statement; with
 * `withChunks`, its chunk maps (a tree not built yet).
 */
async function findSpaceRevision(pool, { organizationId, spaceId, revisionId, path = null, withChunks, }) {
    const { rows } = await pool.query({
        name: 'content.reader-revision.v1',
        text: `SELECT r.id, r.space_id,
                  CASE WHEN $5 THEN r.page_chunks END AS page_chunks,
                  CASE WHEN $5 THEN r.file_chunks END AS file_chunks,
                  CASE WHEN $4::text IS NULL THEN '{}'::jsonb ELSE r.redirects END AS redirects,
                  (SELECT h.page_id FROM page_path_history h WHERE h.space_id = r.space_id AND h.path = $4::text) AS former_page_id
             FROM revisions r JOIN spaces s ON s.id = r.space_id
            WHERE r.id = $3 AND r.space_id = $2 AND s.organization_id = $1 AND s.deleted_at IS NULL
              AND (r.change_request_id IS NULL OR r.type = 'merge')`,
        values: [organizationId, spaceId, revisionId, path, withChunks],
    });
    const row = rows[0];
    if (!row)
        return undefined;
    return {
        id: row.id,
        spaceId: row.space_id,
        chunks: withChunks ? { id: row.id, pageChunks: row.page_chunks, fileChunks: row.file_chunks } : undefined,
        redirects: row.redirects,
        formerPageId: row.former_page_id,
    };
}
/** The start of each body that opens with front matter (`---`), by hash: where covers are written. */
exports.FRONT_MATTER_HEAD_CHARS = 4096;
/**
 * The first characters of the bodies among `hashes` that start with `---` (one statement). The
 * partial index `page_bodies_front_matter_idx` holds only such bodies, so the lookup of a
 * revision's 10,000 bodies reads that small index and no body without front matter.
 */
async function findFrontMatterHeads(pool, hashes) {
    if (hashes.length === 0)
        return new Map();
    const { rows } = await pool.query({
        name: 'content.reader-front-matter.v3',
        // A join, not `hash = ANY($1)`: with thousands of hashes, PostgreSQL scans the table for
        // the latter; the join reads the partial index once (0.6 ms for 10,000 hashes, against 13).
        // The hashes travel as one comma-separated string: node-postgres escapes an array element
        // by element, which for 10,000 hashes took longer than the query.
        text: `SELECT b.hash, left(b.markdown, $2) AS head
             FROM unnest(string_to_array($1, ',')) AS wanted(hash) JOIN page_bodies b ON b.hash = wanted.hash AND left(b.markdown, 3) = '---'`,
        values: [hashes.join(','), exports.FRONT_MATTER_HEAD_CHARS],
    });
    return new Map(rows.map((row) => [row.hash, row.head]));
}
/** The live spaces of the organization among `spaceIds`, with their search index state (one statement). */
async function findSearchedSpaces(pool, organizationId, spaceIds) {
    if (spaceIds.length === 0)
        return [];
    const { rows } = await pool.query({
        name: 'content.reader-search-spaces.v1',
        text: `SELECT s.id, s.revision_id, s.language, x.revision_id AS indexed_revision_id, x.language AS analysis
             FROM spaces s LEFT JOIN search_spaces x ON x.space_id = s.id
            WHERE s.id = ANY($2::text[]) AND s.organization_id = $1 AND s.deleted_at IS NULL`,
        values: [organizationId, spaceIds],
    });
    return rows.map((row) => ({ id: row.id, revisionId: row.revision_id, language: row.language, indexedRevisionId: row.indexed_revision_id, analysis: row.analysis }));
}
/**
 * The organization's specs among `slugs`, in the order asked, with the JSON of each newest valid
 * version. A document is read only when it is at most `maxBytes` and the documents read before
 * it, in the order asked, leave room for it within `totalBytes` (its size is known without
 * reading it), so one call never holds more than `totalBytes` of stored documents; the first
 * document within `maxBytes` always fits (`maxBytes` <= `totalBytes`).
 */
async function findSpecDocuments(pool, { organizationId, slugs, maxBytes, totalBytes }) {
    if (slugs.length === 0)
        return [];
    const { rows } = await pool.query({
        name: 'content.reader-openapi-specs.v1',
        text: `WITH wanted AS (
             SELECT slug, ord FROM unnest($2::text[]) WITH ORDINALITY AS w(slug, ord)
           ), found AS (
             SELECT w.slug, w.ord, s.valid_version_id, octet_length(v.document) AS stored_bytes
               FROM wanted w
               JOIN openapi_specs s ON s.organization_id = $1 AND s.slug = w.slug
               LEFT JOIN openapi_spec_versions v ON v.id = s.valid_version_id
           ), sized AS (
             SELECT found.*, sum(CASE WHEN stored_bytes <= $3 THEN stored_bytes ELSE 0 END) OVER (ORDER BY ord) AS running
               FROM found
           )
           SELECT sized.slug, sized.valid_version_id AS version_id, sized.stored_bytes::int AS stored_bytes,
                  CASE WHEN sized.stored_bytes <= $3 AND sized.running <= $4 THEN v.document END AS document
             FROM sized LEFT JOIN openapi_spec_versions v ON v.id = sized.valid_version_id
            ORDER BY sized.ord`,
        values: [organizationId, slugs, maxBytes, totalBytes],
    });
    return rows.map((row) => ({ slug: row.slug, versionId: row.version_id, storedBytes: row.stored_bytes, document: row.document }));
}
//# sourceMappingURL=queries.js.map