"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getOpenAPISpecBySlug = getOpenAPISpecBySlug;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const validation_2 = require("../validation");
const ZGetOpenAPISpecBySlugRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug });
async function getOpenAPISpecBySlug(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetOpenAPISpecBySlugRequest, request);
    const abilities = (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'view');
    const spec = await (0, queries_1.findSpecBySlug)(ctx.db, input.organizationId, input.specSlug);
    if (!spec)
        throw (0, load_1.specNotFound)();
    return { spec: (0, presenter_1.presentSpec)(spec, abilities, ctx.urls) };
}
//# sourceMappingURL=get-openapi-spec-by-slug.js.map