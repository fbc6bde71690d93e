"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createOpenAPISpec = createOpenAPISpec;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const spec_creator_1 = require("../commands/spec-creator");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const validation_2 = require("../validation");
const ZCreateOpenAPISpecRequest = zod_1.z.object({ organizationId: validation_1.ZId, slug: validation_2.ZSpecSlug, source: validation_2.ZSpecSource });
/** A new spec with its first version, queued for the git-worker (201, `processingState: pending`). */
async function createOpenAPISpec(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateOpenAPISpecRequest, request);
    const abilities = (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'create');
    const spec = await (0, spec_creator_1.specCreator)(ctx.db, { organizationId: input.organizationId, slug: input.slug, source: input.source, actorId: principal.userId });
    return { spec: (0, presenter_1.presentSpec)(spec, abilities, ctx.urls) };
}
//# sourceMappingURL=create-openapi-spec.js.map