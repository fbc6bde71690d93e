"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listOpenAPISpecs = listOpenAPISpecs;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZListOpenAPISpecsRequest = zod_1.z.object({ organizationId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The organization's specs, oldest first; two queries (the page and the count). */
async function listOpenAPISpecs(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListOpenAPISpecsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const abilities = (0, policy_1.authorizeSpecAction)(principal, input.organizationId, 'view');
    const page = await (0, queries_1.findSpecsPage)(ctx.db, input.organizationId, input.page, limit);
    return { items: page.items.map((row) => (0, presenter_1.presentSpec)(row, abilities, ctx.urls)), next: page.next, count: page.count };
}
//# sourceMappingURL=list-openapi-specs.js.map