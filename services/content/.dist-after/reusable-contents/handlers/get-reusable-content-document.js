"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getReusableContentDocument = getReusableContentDocument;
const documents_1 = require("@quire/documents");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const markdown_parse_1 = require("../../lib/markdown-parse");
const validation_1 = require("../../lib/validation");
const bodies_1 = require("../../revision-store/bodies");
const queries_1 = require("../queries");
const ZGetReusableContentDocumentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    revisionId: validation_1.ZId,
    reusableContentId: validation_1.ZId,
    // Accepted and ignored: Quire's documents have no expressions to evaluate.
    evaluated: zod_1.z.enum(['true', 'false', 'deterministic-only']).optional(),
});
/**
 * The body of a reusable content of a revision as GitBook's "JSONDocument"; an empty reusable
 * content is an empty document (the contract leaves that case open).
 */
async function getReusableContentDocument(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetReusableContentDocumentRequest, request);
    const revision = await (0, queries_1.loadReadableRevision)(ctx, principal, input);
    const entry = (0, queries_1.findReusableContent)(revision, input.reusableContentId);
    if (entry.bodyHash === undefined)
        return { document: (0, documents_1.plainTextDocument)('') };
    const bodies = await (0, bodies_1.getBodies)(ctx.db, [entry.bodyHash]);
    const documents = await (0, markdown_parse_1.documentsForReading)(bodies);
    return { document: documents.get(entry.bodyHash) ?? (0, documents_1.plainTextDocument)(bodies.get(entry.bodyHash) ?? '') };
}
//# sourceMappingURL=get-reusable-content-document.js.map