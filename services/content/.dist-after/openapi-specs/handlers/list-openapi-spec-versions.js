"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listOpenAPISpecVersions = listOpenAPISpecVersions;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const validation_2 = require("../validation");
const ZListOpenAPISpecVersionsRequest = zod_1.z.object({ organizationId: validation_1.ZId, specSlug: validation_2.ZSpecSlug, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** A spec's versions, newest first; three queries (the spec, the page and the count). */
async function listOpenAPISpecVersions(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListOpenAPISpecVersionsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const spec = await (0, load_1.loadViewableSpec)(ctx, principal, input.organizationId, input.specSlug);
    const page = await (0, queries_1.findVersionsPage)(ctx.db, spec.id, input.page, limit);
    return { items: page.items.map((version) => (0, presenter_1.presentVersion)(version, spec, ctx.urls)), next: page.next, count: page.count };
}
//# sourceMappingURL=list-openapi-spec-versions.js.map