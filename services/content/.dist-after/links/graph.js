"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadRevisionGraph = loadRevisionGraph;
const outline_1 = require("../content-tree/outline");
const queries_1 = require("../pages/queries");
const caches_1 = require("../revision-store/caches");
const store_1 = require("../revision-store/store");
const paths_1 = require("./paths");
/**
 * Measured: some 350 bytes a page or file (its places in the maps, lists and path index; the
 * nodes are the outline's) and 1,000 a graph: 5.4 KB for 13 pages, 728 KB for 2,000 and 100 files.
 */
const graphs = (0, caches_1.revisionCache)('graphs', { bytesPerRevision: 1000, bytesPerPage: 350 });
async function loadRevisionGraph(db, revision) {
    const cached = graphs.get(revision.id);
    if (cached)
        return cached.value;
    const [outline, files] = await Promise.all([(0, queries_1.loadOutline)(db, revision), (0, store_1.loadFiles)(db, revision)]);
    const ordered = [];
    (0, outline_1.walkOutline)(outline, (node) => ordered.push(node));
    const byBody = new Map();
    for (const node of ordered) {
        const hash = node.entry.bodyHash;
        if (node.entry.kind !== 'document' || !hash)
            continue;
        const sharing = byBody.get(hash);
        if (sharing)
            sharing.push(node);
        else
            byBody.set(hash, [node]);
    }
    const filesById = [...files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const graph = {
        revisionId: revision.id,
        pages: new Map(ordered.map((node) => [node.entry.id, node])),
        ordered,
        byId: [...ordered].sort((a, b) => (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0)),
        byBody,
        linkPages: ordered.filter((node) => node.entry.kind === 'link'),
        files,
        paths: (0, paths_1.buildPathIndex)(ordered, filesById),
    };
    graphs.set(revision.id, { value: graph, pages: Math.max(1, revision.pageCount + revision.fileCount) });
    return graph;
}
//# sourceMappingURL=graph.js.map