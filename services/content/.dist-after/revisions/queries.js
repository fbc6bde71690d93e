"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isMainHistory = exports.revisionSelect = void 0;
exports.findRevision = findRevision;
const store_1 = require("../revision-store/store");
/** What presenting a revision needs: the store's columns and the revision's own facts. */
exports.revisionSelect = {
    ...store_1.storedRevisionSelect,
    parentId: true,
    parents: true,
    type: true,
    changeRequestId: true,
    git: true,
    createdAt: true,
};
/** Whether a revision is of the main content's history: no change request owns it (a merge names the one it merged). */
const isMainHistory = (revision) => revision.changeRequestId === null || revision.type === 'merge';
exports.isMainHistory = isMainHistory;
/** A revision of the given space, or null (also when it belongs to another space). */
function findRevision(db, spaceId, revisionId) {
    return db.revision.findFirst({ where: { id: revisionId, spaceId }, select: exports.revisionSelect });
}
//# sourceMappingURL=queries.js.map