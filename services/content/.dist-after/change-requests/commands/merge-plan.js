"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planMerge = planMerge;
const merge_1 = require("../../content-tree/merge");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
/**
 * What merging revision `incoming` into revision `target`, since their common ancestor `base`,
 * changes in `target`, with the merged page bodies to store. When `target` has not moved since
 * `base`, that is exactly `incoming`'s changes, read chunk by chunk; otherwise a three-way
 * merge of the three snapshots (where both sides reordered a page, `incoming` wins).
 */
async function planMerge(db, revisions) {
    const [target, incoming] = await Promise.all([(0, store_1.loadStoredRevision)(db, revisions.target), (0, store_1.loadStoredRevision)(db, revisions.incoming)]);
    if (revisions.base === target.id)
        return { target, changes: await (0, store_1.changesBetweenRevisions)(db, target, incoming), bodies: new Map() };
    const base = await (0, store_1.loadStoredRevision)(db, revisions.base);
    const [baseSnapshot, targetSnapshot, incomingSnapshot] = await Promise.all([(0, store_1.loadSnapshot)(db, base), (0, store_1.loadSnapshot)(db, target), (0, store_1.loadSnapshot)(db, incoming)]);
    const outcome = await (0, merge_1.mergeSnapshots)({ base: baseSnapshot, ours: targetSnapshot, theirs: incomingSnapshot, loadBodies: (hashes) => (0, bodies_1.getBodies)(db, hashes) });
    if (outcome.kind === 'conflicts')
        return { conflicts: outcome.conflicts };
    return { target, changes: (0, store_1.changesBetween)(targetSnapshot, outcome.snapshot), bodies: outcome.newBodies };
}
//# sourceMappingURL=merge-plan.js.map