"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_DOCUMENTS_BYTES = exports.MAX_DOCUMENT_PAGES = void 0;
exports.getPageDocuments = getPageDocuments;
const documents_1 = require("@quire/documents");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const markdown_parse_1 = require("../../lib/markdown-parse");
const validation_1 = require("../../lib/validation");
const bodies_1 = require("../../revision-store/bodies");
const load_1 = require("../load");
const schemas_1 = require("../schemas");
/** Pages one call asks for (reader.proto). */
exports.MAX_DOCUMENT_PAGES = 50;
/**
 * Pages answered together at most this many bytes of Markdown and document JSON (the first
 * always is: a page's Markdown is at most 1 MiB), under the 32 MiB gRPC message limit.
 */
exports.MAX_DOCUMENTS_BYTES = 16 * 1024 * 1024;
const ZGetPageDocumentsRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, revisionId: validation_1.ZId, pageIds: (0, schemas_1.ZReaderIds)(exports.MAX_DOCUMENT_PAGES) });
/**
 * The documents of document pages of a revision of a live space of the organization (NOT_FOUND
 * for a revision that is not the space's main content): GitBook JSONDocument as getPageById
 * with `format=document` answers it (parsed in the worker pool; a body over a parse limit or the
 * budget is its plain text) and the Markdown. Ids of groups, links and unknown pages are absent.
 * Takes no principal.
 */
async function getPageDocuments(ctx, request) {
    const { organizationId, spaceId, revisionId, pageIds } = (0, shared_1.parseRequest)(ZGetPageDocumentsRequest, request);
    const { tree } = await (0, load_1.loadReaderRevision)(ctx, { organizationId, spaceId, revisionId });
    const entries = [...new Set(pageIds)].flatMap((id) => {
        const node = tree.nodes.get(id);
        return node && node.entry.kind === 'document' ? [node.entry] : [];
    });
    const bodies = await (0, bodies_1.getBodies)(ctx.db, entries.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
    const documents = await (0, markdown_parse_1.documentsForReading)(bodies);
    const response = { pages: [], omittedPageIds: [] };
    let bytes = 0;
    for (const entry of entries) {
        const markdown = entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
        const document = (entry.bodyHash && documents.get(entry.bodyHash)) || (0, documents_1.plainTextDocument)(markdown);
        const size = Buffer.byteLength(markdown) + Buffer.byteLength(JSON.stringify(document));
        if (response.pages.length > 0 && bytes + size > exports.MAX_DOCUMENTS_BYTES) {
            response.omittedPageIds.push(entry.id);
            continue;
        }
        bytes += size;
        response.pages.push({ pageId: entry.id, document: document, markdown });
    }
    return response;
}
//# sourceMappingURL=get-page-documents.js.map