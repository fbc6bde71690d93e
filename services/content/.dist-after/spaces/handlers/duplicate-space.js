"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.duplicateSpace = duplicateSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const space_duplicator_1 = require("../commands/space-duplicator");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZDuplicateSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/** Copies a space next to itself: needs to see it, and to create spaces where it is. */
async function duplicateSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDuplicateSpaceRequest, request);
    const { space, access, viewer, tree } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.view, 'Space');
    (0, policy_1.authorizeCreateIn)(viewer, tree, space.parentId);
    const copy = await (0, space_duplicator_1.spaceDuplicator)(ctx.db, { source: space, actorId: principal.userId });
    return { space: (0, presenter_1.presentNewSpace)(ctx, copy, (0, load_1.spaceAccessOf)(viewer, tree, copy)) };
}
//# sourceMappingURL=duplicate-space.js.map