"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listChangeRequestContributors = listChangeRequestContributors;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZListChangeRequestContributorsRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId });
/**
 * Who edited a change request and who commented in it (`getContributorsByChangeRequestId`): one
 * item per person and kind, newest contribution first, not paginated (the contract takes no
 * `page`; a change request has as many items as people who worked on it, at most twice the
 * organization's size). Anyone who reads the space lists them; the users are those comments and
 * change requests embed (User objects, which every reader of the space already sees).
 */
async function listChangeRequestContributors(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListChangeRequestContributorsRequest, request);
    const { space, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    const rows = await (0, queries_1.loadContributions)(ctx.db, space.id, changeRequest.id);
    return { items: await (0, presenter_1.presentContributors)(ctx, rows, (0, shared_1.forwardMetadata)(callContext)) };
}
//# sourceMappingURL=list-change-request-contributors.js.map