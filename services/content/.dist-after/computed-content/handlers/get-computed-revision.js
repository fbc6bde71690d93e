"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getComputedRevision = getComputedRevision;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const presenter_1 = require("../presenter");
const sources_1 = require("../sources");
const ZGetComputedRevisionRequest = zod_1.z.object({ spaceId: validation_1.ZId, source: zod_1.z.unknown(), seed: sources_1.ZSeed });
/**
 * The pages a `builtin:openapi` revision source generates for the space from the newest valid
 * version of the spec: one page per tag, and the models page when `props.models`. It generates
 * no files and no reusable content. Nothing is stored: a POST used as a read.
 */
async function getComputedRevision(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetComputedRevisionRequest, request);
    const source = (0, sources_1.parseRevisionSource)(input.source);
    const slug = source.dependencies.spec.ref.spec;
    const { outline } = await (0, load_1.loadReference)(ctx, principal, input.spaceId, slug);
    (0, load_1.checkBounds)(slug, outline.tags, source.props.models ? outline.schemas : []);
    const pages = await (0, presenter_1.referencePages)({ spaceId: input.spaceId, slug, seed: input.seed, outline, urls: ctx.urls }, source.props.models);
    return { pages, files: [], reusableContents: [] };
}
//# sourceMappingURL=get-computed-revision.js.map