"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getPublishedOpenAPISpec = getPublishedOpenAPISpec;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../queries");
const validation_2 = require("../validation");
const ZGetPublishedOpenAPISpecRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug });
/** One answer for a private spec, one without a valid version and none at all: nothing is learnt. */
const NOT_PUBLISHED = 'No published OpenAPI specification found';
/**
 * The newest valid version of a public spec as JSON (extension; the route needs no bearer
 * token, as `urls.published` is for anyone). Takes no principal.
 */
async function getPublishedOpenAPISpec(ctx, request, _callContext) {
    const parsed = ZGetPublishedOpenAPISpecRequest.safeParse(request);
    const document = parsed.success ? await (0, queries_1.findPublishedDocument)(ctx.db, parsed.data.organizationId, parsed.data.specSlug) : null;
    if (document === null)
        throw (0, shared_1.notFound)(NOT_PUBLISHED);
    return { data: Buffer.from(document, 'utf8'), contentType: 'application/json' };
}
//# sourceMappingURL=get-published-openapi-spec.js.map