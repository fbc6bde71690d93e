"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCollectionUserPermissions = listCollectionUserPermissions;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const ZListCollectionUserPermissionsRequest = zod_1.z.object({ collectionId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The users given a role on the collection, by id; a guest sees only their own. */
async function listCollectionUserPermissions(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZListCollectionUserPermissionsRequest, request);
    return (0, operations_1.listUserGrants)(ctx, callContext, { kind: 'collection', collectionId: input.collectionId }, { page: input.page, limit: (0, shared_1.pageLimit)(input.limit) });
}
//# sourceMappingURL=list-collection-user-permissions.js.map