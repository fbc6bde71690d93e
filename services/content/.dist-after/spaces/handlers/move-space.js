"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.moveSpace = moveSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const destination_1 = require("../../access/destination");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const space_mover_1 = require("../commands/space-mover");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZMoveSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId, parent: validation_1.ZParentValue, position: validation_1.ZContentPosition });
/** The destination is checked by the mover, inside its transaction (organization, create level). */
async function moveSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZMoveSpaceRequest, request);
    const { space, access, viewer } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.admin, 'Space');
    const parentId = (0, destination_1.requestedParent)(input.parent, space.parentId);
    const { moved, destination } = await (0, space_mover_1.spaceMover)(ctx.db, { space, parentId, position: input.position, viewer, actorId: principal.userId });
    return { space: await (0, presenter_1.presentOneSpace)(ctx, moved, (0, load_1.spaceAccessOf)(viewer, destination, moved)) };
}
//# sourceMappingURL=move-space.js.map