"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_REUSABLE_CONTENTS_ASKED = void 0;
exports.getReusableContentDocuments = getReusableContentDocuments;
const documents_1 = require("@quire/documents");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const markdown_parse_1 = require("../../lib/markdown-parse");
const validation_1 = require("../../lib/validation");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const get_page_documents_1 = require("./get-page-documents");
/** Reusable contents one call asks for (reader.proto). */
exports.MAX_REUSABLE_CONTENTS_ASKED = 50;
const ZGetReusableContentDocumentsRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    spaceId: validation_1.ZId,
    revisionId: validation_1.ZId,
    reusableContentIds: (0, schemas_1.ZReaderIds)(exports.MAX_REUSABLE_CONTENTS_ASKED),
});
/**
 * The reusable contents of a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content) with their documents, parsed as page
 * documents are, for the `reusable-content` blocks the reader renders. Unknown ids are absent.
 * Takes no principal.
 */
async function getReusableContentDocuments(ctx, request) {
    const { organizationId, spaceId, revisionId, reusableContentIds } = (0, shared_1.parseRequest)(ZGetReusableContentDocumentsRequest, request);
    const revision = await (0, queries_1.findSpaceRevision)(ctx.pool, { organizationId, spaceId, revisionId, withChunks: false });
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    const row = await ctx.db.revision.findUnique({ where: { id: revision.id }, select: { reusableContents: true } });
    const all = (0, store_1.reusableContentsOf)(row ?? { reusableContents: [] });
    const entries = [...new Set(reusableContentIds)].flatMap((id) => (all.has(id) ? [all.get(id)] : []));
    const bodies = await (0, bodies_1.getBodies)(ctx.db, entries.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
    const documents = await (0, markdown_parse_1.documentsForReading)(bodies);
    const response = { reusableContents: [], omittedReusableContentIds: [] };
    let bytes = 0;
    for (const entry of entries) {
        const markdown = entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
        const document = (entry.bodyHash && documents.get(entry.bodyHash)) || (0, documents_1.plainTextDocument)(markdown);
        const size = Buffer.byteLength(markdown) + Buffer.byteLength(JSON.stringify(document));
        if (response.reusableContents.length > 0 && bytes + size > get_page_documents_1.MAX_DOCUMENTS_BYTES) {
            response.omittedReusableContentIds.push(entry.id);
            continue;
        }
        bytes += size;
        response.reusableContents.push({ id: entry.id, title: entry.title, document: document, markdown });
    }
    return response;
}
//# sourceMappingURL=get-reusable-content-documents.js.map