"use strict";
/**
 * The content of one revision, as the revision store keeps it: every page and file of the
 * revision keyed by its id. Ids are stable across revisions and change requests; a page's
 * text lives in the body store under `bodyHash` (sha256 of its markdown), a file's bytes in
 * the blob store under `blobHash`.
 *
 * Entries are plain JSON (they are stored inside the revision store's chunks), immutable once
 * stored: a change makes a new entry object.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.emptySnapshot = void 0;
const emptySnapshot = () => ({ pages: new Map(), files: new Map(), reusableContents: new Map() });
exports.emptySnapshot = emptySnapshot;
//# sourceMappingURL=entries.js.map