"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findBacklinkCandidates = findBacklinkCandidates;
/**
 * The references that may point at one page or file (backlinks): those naming its id (any
 * body, through the index on (lookup_key, kind)), and the relative paths whose last segment
 * gives one of its names, in the bodies of the revision only (names like `readme` or `intro`
 * are common to every space). The caller keeps those whose body is a page of the revision and
 * which resolve to the target there.
 */
async function findBacklinkCandidates(pool, { kind, id, pathKeys, bodyHashes }) {
    const { rows } = await pool.query({
        name: 'content.links.backlink-candidates.v1',
        text: `SELECT body_hash, kind, target, space_id FROM page_body_references
           WHERE lookup_key = $1 AND kind = $2::link_target_kind
           UNION ALL
           SELECT body_hash, kind, target, space_id FROM page_body_references
           WHERE lookup_key = ANY($3::text[]) AND kind = 'path' AND body_hash = ANY($4::text[])`,
        values: [id, kind, pathKeys, bodyHashes],
    });
    return rows;
}
//# sourceMappingURL=queries.js.map