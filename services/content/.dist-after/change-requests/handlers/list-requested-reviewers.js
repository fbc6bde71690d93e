"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listRequestedReviewers = listRequestedReviewers;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../load");
const ZListRequestedReviewersRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The users asked to review a change request, oldest request first; anyone who reads the space lists them. */
async function listRequestedReviewers(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListRequestedReviewersRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const { changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    const page = await (0, queries_1.listReviewersPage)(ctx.db, { changeRequestId: changeRequest.id, page: input.page, limit });
    const items = await (0, presenter_1.presentRequestedReviewers)(ctx, page.items, (0, shared_1.forwardMetadata)(callContext));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-requested-reviewers.js.map