"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_SPEC_DOCUMENTS_BYTES = exports.MAX_SPEC_DOCUMENT_BYTES = exports.MAX_SPEC_SLUGS = void 0;
exports.getOpenAPISpecs = getOpenAPISpecs;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const validation_2 = require("../../openapi-specs/validation");
const openapi_documents_1 = require("../openapi-documents");
const queries_1 = require("../queries");
/** Slugs one call asks for (reader.proto). */
exports.MAX_SPEC_SLUGS = 20;
/** The largest dereferenced document answered, as JSON; a larger one is answered without it (and logged). */
exports.MAX_SPEC_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** Documents answered together at most (the first always is), under the 32 MiB gRPC message limit. */
exports.MAX_SPEC_DOCUMENTS_BYTES = 24 * 1024 * 1024;
const ZGetOpenAPISpecsRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    slugs: zod_1.z.array(validation_2.ZSpecSlug).max(exports.MAX_SPEC_SLUGS, `must hold at most ${exports.MAX_SPEC_SLUGS} slugs`),
});
/**
 * The organization's OpenAPI specs among the slugs (private ones too: OpenAPI blocks of a
 * published page show them), each with the newest version that was parsed successfully,
 * dereferenced (openapi-documents.ts). A spec without such a version has no document and an
 * empty `version_id`; one whose document is over MAX_SPEC_DOCUMENT_BYTES dereferenced (or
 * nested too deep) has its `version_id` and no document, and a warning is logged. Specs whose
 * documents together would pass MAX_SPEC_DOCUMENTS_BYTES are listed in `omitted_slugs`.
 * Unknown slugs are absent. Takes no principal.
 */
async function getOpenAPISpecs(ctx, request) {
    const { organizationId, slugs } = (0, shared_1.parseRequest)(ZGetOpenAPISpecsRequest, request);
    const rows = await (0, queries_1.findSpecDocuments)(ctx.pool, {
        organizationId,
        slugs: [...new Set(slugs)],
        maxBytes: exports.MAX_SPEC_DOCUMENT_BYTES,
        totalBytes: exports.MAX_SPEC_DOCUMENTS_BYTES,
    });
    const response = { specs: [], omittedSlugs: [] };
    let total = 0;
    const tooLarge = (slug, versionId, reason) => {
        ctx.logger.warn({ organizationId, slug, versionId, reason }, 'OpenAPI spec answered to the reader without its document: too large to send');
        response.specs.push({ slug, versionId, document: undefined });
    };
    for (const row of rows) {
        if (row.versionId === null || row.storedBytes === null) {
            response.specs.push({ slug: row.slug, versionId: '', document: undefined });
            continue;
        }
        // Not even read: dereferenced, it would be as large (whitespace aside) or larger.
        if (row.storedBytes > exports.MAX_SPEC_DOCUMENT_BYTES) {
            tooLarge(row.slug, row.versionId, `stored document of ${row.storedBytes} bytes`);
            continue;
        }
        if (row.document === null) {
            response.omittedSlugs.push(row.slug);
            continue;
        }
        let dereferenced;
        try {
            dereferenced = (0, openapi_documents_1.dereferenceDocument)(row.document, exports.MAX_SPEC_DOCUMENT_BYTES);
        }
        catch (error) {
            if (!(error instanceof openapi_documents_1.UnsendableDocument))
                throw error;
            tooLarge(row.slug, row.versionId, error.reason);
            continue;
        }
        if (response.specs.some((spec) => spec.document !== undefined) && total + dereferenced.bytes > exports.MAX_SPEC_DOCUMENTS_BYTES) {
            response.omittedSlugs.push(row.slug);
            continue;
        }
        total += dereferenced.bytes;
        response.specs.push({ slug: row.slug, versionId: row.versionId, document: dereferenced.document });
    }
    return response;
}
//# sourceMappingURL=get-openapi-specs.js.map