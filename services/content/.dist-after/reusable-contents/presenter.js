"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentReusableContents = void 0;
exports.presentReusableContent = presentReusableContent;
/**
 * A reusable content as GitBook's "RevisionReusableContent": `{id, title, git?, document?}`.
 * `document` is the id of its body's document (the body hash, which getDocumentById also
 * takes), absent when it is empty. The contract's other variant (`computed` + `computedSeed`)
 * is never written: the open `{document?}` variant matches it too, so the oneOf would fail,
 * and Quire has no computed reusable contents.
 */
function presentReusableContent(entry, options = {}) {
    return {
        id: entry.id,
        title: entry.title,
        ...(options.metadata !== false && entry.git && { git: { oid: entry.git.oid, path: entry.git.path } }),
        ...(entry.bodyHash !== undefined && { document: entry.bodyHash }),
    };
}
/** Every reusable content of a revision, sorted by id (`Revision.reusableContents`). */
const presentReusableContents = (entries, options = {}) => [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((entry) => presentReusableContent(entry, options));
exports.presentReusableContents = presentReusableContents;
//# sourceMappingURL=presenter.js.map