"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateOpenAPISpecBySlug = updateOpenAPISpecBySlug;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const spec_visibility_updater_1 = require("../commands/spec-visibility-updater");
const load_1 = require("../load");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const validation_2 = require("../validation");
const ZVisibility = zod_1.z
    .number()
    .refine((value) => presenter_1.VISIBILITY.fromProto.has(value), 'must be "private" or "public"')
    .transform((value) => presenter_1.VISIBILITY.fromProto.get(value));
const ZUpdateOpenAPISpecBySlugRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug, visibility: ZVisibility });
/** PATCH: the visibility (the contract's only updatable field). */
async function updateOpenAPISpecBySlug(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateOpenAPISpecBySlugRequest, request);
    const abilities = (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'edit');
    const spec = await (0, spec_visibility_updater_1.specVisibilityUpdater)(ctx.db, {
        organizationId: input.organizationId,
        slug: input.specSlug,
        visibility: input.visibility,
        actorId: principal.userId,
    });
    if (!spec)
        throw (0, load_1.specNotFound)();
    return { spec: (0, presenter_1.presentSpec)(spec, abilities, ctx.urls) };
}
//# sourceMappingURL=update-openapi-spec-by-slug.js.map