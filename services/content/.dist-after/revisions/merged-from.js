"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergedFromOf = mergedFromOf;
const shared_1 = require("@quire/shared");
const presenter_1 = require("../change-requests/presenter");
const queries_1 = require("../change-requests/queries");
/**
 * The change request a merge revision came from, as GitBook's "ChangeRequest" (required on
 * "RevisionTypeMerge"); undefined for other revisions.
 */
async function mergedFromOf(ctx, loaded, revision, callContext) {
    if (revision.type !== 'merge' || !revision.changeRequestId)
        return undefined;
    const row = await (0, queries_1.findChangeRequest)(ctx.db, loaded.space.id, revision.changeRequestId);
    if (!row)
        return undefined;
    return (0, presenter_1.presentOneChangeRequest)(ctx, row, loaded.space.revisionId, (0, shared_1.forwardMetadata)(callContext));
}
//# sourceMappingURL=merged-from.js.map