"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bodiesOf = exports.outlineOfPages = void 0;
exports.loadOutline = loadOutline;
exports.findNode = findNode;
const outline_1 = require("../content-tree/outline");
const bodies_1 = require("../revision-store/bodies");
const caches_1 = require("../revision-store/caches");
const store_1 = require("../revision-store/store");
const presenter_1 = require("./presenter");
/** The table of contents of a set of pages (files play no part in it). */
const outlineOfPages = (pages) => (0, outline_1.outlineOf)({ pages, files: new Map() });
exports.outlineOfPages = outlineOfPages;
/**
 * Measured: some 190 bytes a page (the node, its path, its entry in findNode's index; the page
 * entries themselves are the chunks') and 800 an outline: 3.1 KB for 13 pages, 366 KB for 2,000.
 */
const outlines = (0, caches_1.revisionCache)('outlines', { bytesPerRevision: 800, bytesPerPage: 190 });
const indexes = new WeakMap();
/**
 * A revision's table of contents (its pages only, in one query). Revisions never change, so
 * the outline of the last revisions read is kept (shared: never mutate it).
 */
async function loadOutline(db, revision) {
    const cached = outlines.get(revision.id);
    if (cached)
        return cached.value;
    const outline = (0, exports.outlineOfPages)(await (0, store_1.loadPages)(db, revision));
    outlines.set(revision.id, { value: outline, pages: revision.pageCount });
    return outline;
}
/** The node of `pageId` anywhere in the tree (an index per outline, built at the first lookup). */
function findNode(nodes, pageId) {
    let index = indexes.get(nodes);
    if (!index) {
        index = new Map();
        const stack = [...nodes];
        while (stack.length > 0) {
            const node = stack.pop();
            index.set(node.entry.id, node);
            stack.push(...node.children);
        }
        indexes.set(nodes, index);
    }
    return index.get(pageId);
}
/** The markdown of every document page in the trees, in one query. */
const bodiesOf = (db, nodes) => (0, bodies_1.getBodies)(db, (0, presenter_1.bodyHashesOf)(nodes));
exports.bodiesOf = bodiesOf;
//# sourceMappingURL=queries.js.map