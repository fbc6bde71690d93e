"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentMergeConflict = void 0;
/** One entry of Quire's extra `conflicts` field of merge and update responses. */
const presentMergeConflict = (conflict) => ({
    kind: conflict.kind,
    id: conflict.id,
    title: conflict.title,
    reason: conflict.reason,
    fields: conflict.fields ?? [],
});
exports.presentMergeConflict = presentMergeConflict;
//# sourceMappingURL=merge-presenter.js.map