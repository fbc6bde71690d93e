"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createOrUpdateOpenAPISpecBySlug = createOrUpdateOpenAPISpecBySlug;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const spec_upserter_1 = require("../commands/spec-upserter");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const validation_2 = require("../validation");
const ZCreateOrUpdateOpenAPISpecBySlugRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug, source: validation_2.ZSpecSource });
/**
 * PUT by slug: a new spec (`created`, 201) or a new source for the existing one (200, same id).
 * Which of `create` or `edit` is needed depends on whether the spec exists, decided in the
 * command's transaction; seeing the organization's specs is checked first.
 */
async function createOrUpdateOpenAPISpecBySlug(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateOrUpdateOpenAPISpecBySlugRequest, request);
    const abilities = (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'view');
    const { spec, created } = await (0, spec_upserter_1.specUpserter)(ctx.db, {
        organizationId: input.organizationId,
        slug: input.specSlug,
        source: input.source,
        abilities,
        actorId: principal.userId,
    });
    return { spec: (0, presenter_1.presentSpec)(spec, abilities, ctx.urls), created };
}
//# sourceMappingURL=create-or-update-openapi-spec-by-slug.js.map