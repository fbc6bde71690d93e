"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadReaderRevision = loadReaderRevision;
const shared_1 = require("@quire/shared");
const queries_1 = require("./queries");
const trees_1 = require("./trees");
/** One answer for an unknown revision, another space's, a change request's, and a trashed or another organization's space. */
const REVISION_NOT_FOUND = 'Revision not found';
/**
 * A revision of a live space of the organization (see findSpaceRevision) and its tree, in one
 * statement when the tree is kept (the reader asks about the revisions GetSpaceTrees gave it).
 * NOT_FOUND otherwise, saying nothing of why.
 */
async function loadReaderRevision(ctx, input) {
    const kept = (0, trees_1.cachedTree)(input.revisionId);
    const revision = await (0, queries_1.findSpaceRevision)(ctx.pool, { ...input, withChunks: kept === undefined });
    if (!revision)
        throw (0, shared_1.notFound)(REVISION_NOT_FOUND);
    const tree = kept ?? (await (0, trees_1.loadTree)(ctx, revision.chunks ?? revision.id));
    if (!tree)
        throw (0, shared_1.notFound)(REVISION_NOT_FOUND);
    return { revision, tree };
}
//# sourceMappingURL=load.js.map