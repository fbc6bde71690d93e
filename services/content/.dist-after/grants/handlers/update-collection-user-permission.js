"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateCollectionUserPermission = updateCollectionUserPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const operations_1 = require("../operations");
const policy_1 = require("../../access/policy");
const policy_2 = require("../policy");
const ZUpdateCollectionUserPermissionRequest = zod_1.z.object({ collectionId: validation_1.ZId, userId: validation_1.ZId, role: validation_1.ZEnumValue });
/**
 * Sets the user's role on the collection (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the user is not the organization's.
 */
async function updateCollectionUserPermission(ctx, request, callContext) {
    const input = (0, shared_1.parseRequest)(ZUpdateCollectionUserPermissionRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    const target = { kind: 'collection', collectionId: input.collectionId };
    if (role === undefined) {
        const { organizationId, access } = await (0, operations_1.loadTarget)(ctx, (0, shared_1.getPrincipal)(callContext), target);
        (0, policy_1.authorize)(access, policy_2.grantRules.manage, 'Collection');
        await (0, operations_1.checkSubjects)(ctx, callContext, organizationId, 'user', [input.userId]);
        return {};
    }
    await (0, operations_1.setGrants)(ctx, callContext, target, [{ subject: 'user', subjectIds: [input.userId] }], role);
    return {};
}
//# sourceMappingURL=update-collection-user-permission.js.map