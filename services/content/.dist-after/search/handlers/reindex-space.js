"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reindexSpace = reindexSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const space_indexer_1 = require("../commands/space-indexer");
const engine_1 = require("../engine");
const ZReindexSpaceRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/** Operator command: rebuilds one space's index from scratch and answers when it is done. */
async function reindexSpace(ctx, request) {
    const { spaceId } = (0, shared_1.parseRequest)(ZReindexSpaceRequest, request);
    const started = process.hrtime.bigint();
    // An operator waits for an indexer busy with the same space rather than fail.
    const outcome = await (0, space_indexer_1.spaceIndexer)(ctx, (0, engine_1.searchIndexOf)(ctx), spaceId, { rebuild: true, lockTimeoutMs: 0 });
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (outcome.result === 'removed')
        throw (0, shared_1.notFound)('Space not found');
    if (outcome.result === 'unchanged')
        return { spaceId, revisionId: outcome.revisionId, pages: 0, sections: 0, durationMs };
    return { spaceId, revisionId: outcome.revisionId, pages: outcome.pages, sections: outcome.sections, durationMs };
}
//# sourceMappingURL=reindex-space.js.map