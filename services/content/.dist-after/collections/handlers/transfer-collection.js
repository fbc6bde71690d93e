"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.transferCollection = transferCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const organization_1 = require("../../access/organization");
const policy_1 = require("../../access/policy");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const collection_transferrer_1 = require("../commands/collection-transferrer");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZTransferCollectionRequest = zod_1.z.object({ collectionId: validation_1.ZId, organization: validation_1.ZId });
async function transferCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZTransferCollectionRequest, request);
    const { collection, access, viewer } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionRules.view, 'Collection');
    const target = (0, policy_1.viewerOf)(principal, input.organization);
    if (target.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    if (!(0, organization_1.canTransferBetween)(viewer, target)) {
        throw (0, shared_1.permissionDenied)('Transferring needs the "admin" role in both organizations');
    }
    if (input.organization === collection.organizationId) {
        throw (0, shared_1.alreadyExists)('The collection is already in this organization');
    }
    const transferred = await (0, collection_transferrer_1.collectionTransferrer)(ctx.db, { collection, targetOrganizationId: input.organization, actorId: principal.userId });
    // At the top level of the target, without team permissions: the role and its own default level decide.
    const node = { id: transferred.id, parentId: null, defaultLevel: (0, enums_1.defaultLevelFromDb)(transferred.defaultLevel) };
    return { collection: (0, presenter_1.presentCollection)(transferred, (0, policy_1.collectionAccess)(target, (0, policy_1.withCollection)(policy_1.EMPTY_TREE, node), transferred.id), ctx.urls) };
}
//# sourceMappingURL=transfer-collection.js.map