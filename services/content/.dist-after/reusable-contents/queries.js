"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadReadableRevision = loadReadableRevision;
exports.findReusableContent = findReusableContent;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const load_1 = require("../change-requests/load");
const store_1 = require("../revision-store/store");
const load_2 = require("../spaces/load");
const policy_2 = require("./policy");
/**
 * The revision a reusable content read looks in: a revision of the space by id, a change
 * request's, or the space's main one. NOT_FOUND for a space the caller cannot read, a revision
 * or change request of another space.
 */
async function loadReadableRevision(ctx, principal, input) {
    if (input.revisionId === undefined) {
        const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId);
        (0, policy_1.authorize)(target.access, policy_2.reusableContentRules.view, 'Space');
        return target.revision;
    }
    const loaded = await (0, load_2.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(loaded.access, policy_2.reusableContentRules.view, 'Space');
    const revision = await ctx.db.revision.findFirst({ where: { id: input.revisionId, spaceId: loaded.space.id }, select: store_1.storedRevisionSelect });
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    return revision;
}
/** One reusable content of a revision; NOT_FOUND when the revision has none by that id. */
function findReusableContent(revision, id) {
    const entry = (0, store_1.reusableContentsOf)(revision).get(id);
    if (!entry)
        throw (0, shared_1.notFound)('Reusable content not found');
    return entry;
}
//# sourceMappingURL=queries.js.map