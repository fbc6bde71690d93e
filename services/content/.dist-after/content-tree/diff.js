"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffSnapshots = void 0;
const equality_1 = require("./equality");
const diffMaps = (before, after, equal) => {
    const added = [];
    const changed = [];
    const removed = [];
    for (const [id, entry] of after) {
        const previous = before.get(id);
        if (previous === undefined)
            added.push(id);
        else if (!equal(previous, entry))
            changed.push(id);
    }
    for (const id of before.keys())
        if (!after.has(id))
            removed.push(id);
    added.sort();
    changed.sort();
    removed.sort();
    return { added, changed, removed };
};
/**
 * Which page and file ids were added, changed (any field, `updatedAt` included) or removed
 * between two snapshots; each list sorted by id. Unchanged entries shared by both snapshots
 * cost one identity check.
 */
const diffSnapshots = (before, after) => ({
    pages: diffMaps(before.pages, after.pages, equality_1.pageEntriesEqual),
    files: diffMaps(before.files, after.files, equality_1.fileEntriesEqual),
});
exports.diffSnapshots = diffSnapshots;
//# sourceMappingURL=diff.js.map