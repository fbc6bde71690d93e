"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getSpaceGitInfo = getSpaceGitInfo;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../spaces/load");
const ZGetSpaceGitInfoRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/** GET /spaces/{spaceId}/git/info: GitBook "GitSyncState"; 404 when no Git provider is set up. */
async function getSpaceGitInfo(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetSpaceGitInfoRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorizeGitInfo)(access);
    const row = await (0, queries_1.findSpaceGitSync)(ctx.db, space.id);
    if (!row || !(0, queries_1.hasGitProvider)(row))
        throw (0, shared_1.notFound)('No Git provider currently set up on the space');
    return { state: (0, presenter_1.presentGitSyncState)(row) };
}
//# sourceMappingURL=get-space-git-info.js.map