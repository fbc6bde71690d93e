"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getSpace = getSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZGetSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId, shareKey: zod_1.z.string().max(512).optional() });
/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 * The space, its counts and what decides access come from one statement (spaces/load.ts).
 */
async function getSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetSpaceRequest, request);
    const { space, access, counts, gitSync } = await (0, load_1.loadPresentedSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.view, 'Space');
    return { space: (0, presenter_1.presentSpace)(space, access, counts ?? queries_1.NO_COUNTS, ctx.urls, gitSync) };
}
//# sourceMappingURL=get-space.js.map