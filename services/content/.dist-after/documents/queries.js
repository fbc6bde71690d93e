"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordSpaceDocuments = recordSpaceDocuments;
exports.recordRevisionDocuments = recordRevisionDocuments;
exports.spaceHasDocument = spaceHasDocument;
exports.documentOfBody = documentOfBody;
const documents_1 = require("@quire/documents");
const db_1 = require("../db");
const markdown_parse_1 = require("../lib/markdown-parse");
const bodies_1 = require("../revision-store/bodies");
/**
 * Documents of a space. A document page's body is stored once per distinct markdown (the body
 * store, ../revision-store/bodies.ts) and its `documentId` is that body's hash: the same text
 * is the same document, in every revision that has it. `space_documents` records which bodies
 * some revision of a space has, so that getDocumentById answers a space's documents, of any
 * age, and never another space's (a hash is no secret: the same text in two spaces has one).
 */
/**
 * Records the document bodies a new revision of the space brings (createRevision calls it for
 * the pages it writes; the copy of a space, for the revision it copies). In hash order, as
 * putBodies, so that concurrent writers of the same rows wait for each other in one order.
 */
async function recordSpaceDocuments(db, spaceId, bodyHashes) {
    const hashes = [...new Set(bodyHashes)].sort();
    if (hashes.length === 0)
        return;
    await db.$executeRaw(db_1.Prisma.sql `
    INSERT INTO space_documents (space_id, body_hash)
    SELECT ${spaceId}, hash FROM unnest(${hashes}::text[]) AS hash ORDER BY hash
    ON CONFLICT DO NOTHING`);
}
/**
 * Records every document body of a stored revision for `spaceId` (its pages' and its reusable
 * contents'), in one statement read from the revision's chunks and row (O(1) round trips whatever its size: the copy of a space names the source's
 * chunks without reading them).
 */
async function recordRevisionDocuments(db, spaceId, revisionId) {
    await db.$executeRaw(db_1.Prisma.sql `
    INSERT INTO space_documents (space_id, body_hash)
    SELECT DISTINCT ${spaceId}::text, entry.value->>'bodyHash'
    FROM revisions r
    CROSS JOIN LATERAL jsonb_each_text(r.page_chunks) AS chunk(bucket, hash)
    JOIN revision_chunks rc ON rc.hash = chunk.hash
    CROSS JOIN LATERAL jsonb_each(rc.entries) AS entry
    WHERE r.id = ${revisionId} AND jsonb_typeof(entry.value->'bodyHash') = 'string'
    UNION
    SELECT ${spaceId}::text, reusable.value->>'bodyHash'
    FROM revisions r
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.reusable_contents) = 'array' THEN r.reusable_contents ELSE '[]'::jsonb END) AS reusable(value)
    WHERE r.id = ${revisionId} AND jsonb_typeof(reusable.value->'bodyHash') = 'string'
    ORDER BY 2
    ON CONFLICT DO NOTHING`);
}
/** Whether some revision of the space has the document (one primary-key lookup). */
async function spaceHasDocument(db, spaceId, documentId) {
    const row = await db.spaceDocument.findUnique({ where: { spaceId_bodyHash: { spaceId, bodyHash: documentId } }, select: { spaceId: true } });
    return row !== null;
}
/**
 * A body as GitBook's "JSONDocument", parsed off the event loop as the page reads' `format=document`
 * (documentsForReading); the same fallback as presentPage: plain text when the parse is refused,
 * an empty document for a page without a body.
 */
async function documentOfBody(db, bodyHash) {
    if (!bodyHash)
        return (0, documents_1.plainTextDocument)('');
    const bodies = await (0, bodies_1.getBodies)(db, [bodyHash]);
    const markdown = bodies.get(bodyHash);
    if (markdown === undefined)
        return undefined;
    return (await (0, markdown_parse_1.documentsForReading)(bodies)).get(bodyHash) ?? (0, documents_1.plainTextDocument)(markdown);
}
//# sourceMappingURL=queries.js.map