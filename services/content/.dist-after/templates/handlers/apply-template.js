"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.applyTemplate = applyTemplate;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../../spaces/policy");
const catalog_1 = require("../catalog");
const template_applier_1 = require("../commands/template-applier");
const content_refs_1 = require("../../lib/content-refs");
const content_ref_url_1 = require("../content-ref-url");
const load_1 = require("../../spaces/load");
const ZApplyTemplateRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    id: zod_1.z.string().min(1).max(100),
    params: zod_1.z
        .object({ contentRefs: zod_1.z.record(zod_1.z.string().min(1).max(100), content_refs_1.ZContentRef).optional() })
        .strict()
        .optional(),
});
/** POST /spaces/{spaceId}/content/template: 201 without a body; an unknown template id is a 400. */
async function applyTemplate(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZApplyTemplateRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.edit, 'Space');
    if (!(0, policy_2.spacePermissions)(access, space).edit)
        throw (0, shared_1.permissionDenied)('The space is locked: its content cannot be changed');
    const template = (0, catalog_1.templateCatalog)().get(input.id);
    if (!template)
        throw (0, shared_1.invalidArgument)(`id: unknown template "${input.id}" (see GET /v1/templates)`);
    const refs = input.params?.contentRefs ?? {};
    const unknown = Object.keys(refs).filter((name) => !(name in template.refs));
    if (unknown.length > 0) {
        const accepted = Object.keys(template.refs);
        throw (0, shared_1.invalidArgument)(`params.contentRefs: the template has no placeholder ${unknown.join(', ')} (it accepts ${accepted.length ? accepted.join(', ') : 'none'})`);
    }
    const values = {};
    for (const [name, ref] of Object.entries(template.refs))
        values[name] = refs[name] ? (0, content_ref_url_1.contentRefUrl)(refs[name], space.id, ctx.urls) : ref.default;
    await (0, template_applier_1.templateApplier)(ctx.db, { spaceId: space.id, template, values, actorId: principal.userId });
    return {};
}
//# sourceMappingURL=apply-template.js.map