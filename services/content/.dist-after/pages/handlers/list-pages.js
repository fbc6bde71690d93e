"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listPages = listPages;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZListPagesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
});
/**
 * The whole page tree of the space's main content, of a change request or of any revision, in
 * table-of-contents order, every document page with its markdown (the contract's page lists
 * have no `format`). Not paginated: GitBook answers `{ pages }`.
 */
async function listPages(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListPagesRequest, request);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.pageRules.view, 'Space');
    const outline = await (0, queries_1.loadOutline)(ctx.db, target.revision);
    const bodies = await (0, queries_1.bodiesOf)(ctx.db, outline);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
    return { pages: (0, presenter_1.presentPages)(outline, { urls: ctx.urls, scope, bodies, metadata: input.metadata, computed: input.computed }) };
}
//# sourceMappingURL=list-pages.js.map