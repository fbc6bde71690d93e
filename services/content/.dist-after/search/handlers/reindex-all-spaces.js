"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reindexAllSpaces = reindexAllSpaces;
const indexing_1 = require("../indexing");
const queries_1 = require("../queries");
/**
 * Operator command: every space's index is rebuilt from scratch by the background sweep,
 * which starts at once in this process (other replicas join at their next sweep). Searches
 * keep answering from the current index until each space is rebuilt.
 */
async function reindexAllSpaces(ctx) {
    const spaces = await (0, queries_1.requestRebuildOfAllSpaces)(ctx.pool);
    (0, indexing_1.requestSweep)(ctx);
    return { spaces };
}
//# sourceMappingURL=reindex-all-spaces.js.map