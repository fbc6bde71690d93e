"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCollectionSpaces = listCollectionSpaces;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../../spaces/presenter");
const queries_1 = require("../../spaces/queries");
const policy_2 = require("../policy");
const load_1 = require("../load");
const load_2 = require("../../spaces/load");
const ZListCollectionSpacesRequest = zod_1.z.object({ collectionId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The live spaces directly inside a collection, in sibling order. */
async function listCollectionSpaces(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCollectionSpacesRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const { collection, access, viewer, tree } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionRules.view, 'Collection');
    const page = await (0, queries_1.listSpacesPage)(ctx.db, {
        where: { organizationId: collection.organizationId, parentId: collection.id },
        order: { by: 'position' },
        page: input.page,
        limit,
    });
    // Every space here has the same collection chain, already in `tree`.
    const items = await (0, presenter_1.presentSpaces)(ctx, page.items, (space) => (0, load_2.spaceAccessOf)(viewer, tree, space));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-collection-spaces.js.map