"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteOpenAPISpecBySlug = deleteOpenAPISpecBySlug;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const spec_deleter_1 = require("../commands/spec-deleter");
const policy_1 = require("../policy");
const validation_2 = require("../validation");
const ZDeleteOpenAPISpecBySlugRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug });
/** Deletes the spec and its versions; `deleted: false` when there was none (idempotent). */
async function deleteOpenAPISpecBySlug(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteOpenAPISpecBySlugRequest, request);
    (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'edit');
    const deleted = await (0, spec_deleter_1.specDeleter)(ctx.db, { organizationId: input.organizationId, slug: input.specSlug, actorId: principal.userId });
    return { deleted };
}
//# sourceMappingURL=delete-openapi-spec-by-slug.js.map