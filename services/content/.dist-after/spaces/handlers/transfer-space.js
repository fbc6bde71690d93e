"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.transferSpace = transferSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const organization_1 = require("../../access/organization");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const space_transferrer_1 = require("../commands/space-transferrer");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZTransferSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId, organization: validation_1.ZId });
/** Moves a space to the top level of another organization: admins of both only. */
async function transferSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZTransferSpaceRequest, request);
    const { space, access, viewer } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.view, 'Space');
    const target = (0, policy_1.viewerOf)(principal, input.organization);
    if (target.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    if (!(0, organization_1.canTransferBetween)(viewer, target)) {
        throw (0, shared_1.permissionDenied)('Transferring needs the "admin" role in both organizations');
    }
    if (input.organization === space.organizationId)
        throw (0, shared_1.alreadyExists)('The space is already in this organization');
    const transferred = await (0, space_transferrer_1.spaceTransferrer)(ctx.db, { space, targetOrganizationId: input.organization, actorId: principal.userId });
    // At the top level of the target, only the space's own default level and the role count.
    return { space: await (0, presenter_1.presentOneSpace)(ctx, transferred, (0, load_1.spaceAccessOf)(target, policy_1.EMPTY_TREE, transferred)) };
}
//# sourceMappingURL=transfer-space.js.map