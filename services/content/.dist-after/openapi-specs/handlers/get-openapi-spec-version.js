"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getOpenAPISpecVersion = getOpenAPISpecVersion;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const presenter_1 = require("../presenter");
const validation_2 = require("../validation");
const ZGetOpenAPISpecVersionRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug, versionId: validation_1.ZId.optional() });
/** One version of a spec: `versionId`, or the newest one ("latest") without it. */
async function getOpenAPISpecVersion(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetOpenAPISpecVersionRequest, request);
    const { spec, version } = await (0, load_1.loadSpecVersion)(ctx, principal, input);
    return { version: (0, presenter_1.presentVersion)(version, spec, ctx.urls) };
}
//# sourceMappingURL=get-openapi-spec-version.js.map