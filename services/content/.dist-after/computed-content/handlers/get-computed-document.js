"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getComputedDocument = getComputedDocument;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const openapi_reference_1 = require("../openapi-reference");
const presenter_1 = require("../presenter");
const sources_1 = require("../sources");
const ZGetComputedDocumentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    source: zod_1.z.unknown(),
    seed: sources_1.ZSeed,
    // "current" and "next" are the same document schema in Quire.
    schema: zod_1.z.enum(['current', 'next']).optional(),
});
/**
 * What a `builtin:openapi` document source generates for the space: the models (`doc: "models"`),
 * or the page of one tag (`doc: "operations"`, its operations; `doc: "info"`, its description),
 * `page` naming the tag or its page's slug. Nothing is stored: a POST used as a read.
 */
async function getComputedDocument(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetComputedDocumentRequest, request);
    const source = (0, sources_1.parseDocumentSource)(input.source);
    const slug = source.dependencies.spec.ref.spec;
    const { outline } = await (0, load_1.loadReference)(ctx, principal, input.spaceId, slug);
    const reference = { spaceId: input.spaceId, slug, seed: input.seed, outline, urls: ctx.urls };
    if (source.props.doc === 'models') {
        (0, load_1.checkBounds)(slug, [], outline.schemas);
        return { document: (0, presenter_1.modelsDocument)(reference) };
    }
    const tag = (0, openapi_reference_1.findTag)(outline, source.props.page);
    if (!tag)
        throw (0, shared_1.notFound)(`The OpenAPI specification "${slug}" has no page "${source.props.page.slice(0, 200)}"`);
    (0, load_1.checkBounds)(slug, [tag], []);
    return { document: source.props.doc === 'info' ? await (0, presenter_1.infoDocument)(tag) : await (0, presenter_1.operationsDocument)(reference, tag) };
}
//# sourceMappingURL=get-computed-document.js.map