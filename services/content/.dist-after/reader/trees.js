"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cachedTree = exports.treeStats = void 0;
exports.loadTrees = loadTrees;
exports.loadTree = loadTree;
const outline_1 = require("../content-tree/outline");
const paths_1 = require("../links/paths");
const cache_budget_1 = require("../revision-store/cache-budget");
const store_1 = require("../revision-store/store");
const covers_1 = require("./covers");
const presenter_1 = require("./presenter");
const queries_1 = require("./queries");
const wire_1 = require("./wire");
/**
 * Bytes of a tree, measured (two full GCs before and after building the tree of 10,000
 * generated pages, the page entries excluded: they are the chunk cache's): 583 a page, the
 * TreePage with its Date, the node, two map entries and 136 bytes of encoded pages (outside
 * the V8 heap, but in the process all the same).
 */
const BYTES_PER_TREE = 1000;
const BYTES_PER_PAGE = 600;
const trees = new cache_budget_1.BudgetedCache('readerTrees', (tree) => BYTES_PER_TREE + BYTES_PER_PAGE * tree.pages.length);
/** Trees being built, by revision id (undefined: no such revision): concurrent requests for one revision share one build. */
const building = new Map();
/** How many trees were built (tests). */
exports.treeStats = { builds: 0 };
/** The tree of a revision when it is already built. */
const cachedTree = (revisionId) => trees.get(revisionId);
exports.cachedTree = cachedTree;
/**
 * The trees of revisions by id, building those not kept yet together: whatever their number,
 * at most one query for their chunk maps (none for `known` revisions), one for the chunks no
 * cache holds, one for the front matter of their bodies and, when covers name files, one for
 * the files. A revision that does not exist is absent from the answer.
 */
async function loadTrees(ctx, revisionIds, known = []) {
    const found = new Map();
    const waiting = [];
    const missing = [];
    for (const id of new Set(revisionIds)) {
        const kept = trees.get(id);
        const pending = building.get(id);
        if (kept)
            found.set(id, kept);
        else if (pending)
            waiting.push(pending);
        else
            missing.push(id);
    }
    if (missing.length > 0) {
        const batch = buildTrees(ctx, missing, known);
        for (const id of missing) {
            const one = batch.then((built) => built.get(id));
            building.set(id, one);
            waiting.push(one);
            one.then((tree) => {
                if (tree)
                    trees.set(id, tree);
                building.delete(id);
            }, () => building.delete(id));
        }
    }
    for (const tree of await Promise.all(waiting))
        if (tree)
            found.set(tree.revisionId, tree);
    return found;
}
/** The tree of one revision (see loadTrees); undefined when the revision does not exist. */
async function loadTree(ctx, revision) {
    const id = typeof revision === 'string' ? revision : revision.id;
    return (await loadTrees(ctx, [id], typeof revision === 'string' ? [] : [revision])).get(id);
}
async function buildTrees(ctx, revisionIds, known) {
    const given = new Map(known.map((revision) => [revision.id, revision]));
    const unknown = revisionIds.filter((id) => !given.has(id));
    const revisions = [...revisionIds.flatMap((id) => given.get(id) ?? []), ...(await (0, queries_1.findRevisionChunks)(ctx.pool, unknown))];
    const pages = await (0, store_1.loadPagesOfRevisions)(ctx.db, revisions);
    exports.treeStats.builds += revisions.length;
    const outlined = revisions.map((revision) => ({
        revision,
        outline: (0, outline_1.outlineOf)({ pages: pages.get(revision.id) ?? new Map(), files: new Map() }),
        covers: new Map(),
    }));
    const hashes = new Set();
    for (const { revision } of outlined)
        for (const entry of pages.get(revision.id)?.values() ?? [])
            if (entry.kind === 'document' && entry.bodyHash)
                hashes.add(entry.bodyHash);
    const heads = await (0, queries_1.findFrontMatterHeads)(ctx.pool, [...hashes]);
    const needFiles = [];
    for (const item of outlined) {
        for (const entry of pages.get(item.revision.id)?.values() ?? []) {
            const head = entry.kind === 'document' && entry.bodyHash ? heads.get(entry.bodyHash) : undefined;
            const source = head === undefined ? undefined : (0, covers_1.coverSourceOf)(head);
            if (source)
                item.covers.set(entry.id, source);
        }
        if ([...item.covers.values()].some(covers_1.coverNeedsFiles))
            needFiles.push(item.revision);
    }
    const files = needFiles.length > 0 ? await (0, store_1.loadFilesOfRevisions)(ctx.db, needFiles) : new Map();
    return new Map(outlined.map((item) => [item.revision.id, treeOf(item, files.get(item.revision.id))]));
}
function treeOf({ revision, outline, covers }, files) {
    const flat = [];
    (0, outline_1.walkOutline)(outline, (node) => flat.push(node));
    let pathIndex;
    // Built once, at the first relative cover path.
    const pathIndexOf = () => (pathIndex ??= (0, paths_1.buildPathIndex)(flat, [...(files?.values() ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))));
    const pages = [];
    const nodes = new Map();
    const byPath = new Map();
    for (const node of flat) {
        const source = covers.get(node.entry.id);
        const page = (0, presenter_1.presentTreePage)(node, source && (0, covers_1.presentCover)(source, { node, files, pathIndex: files ? pathIndexOf : undefined }));
        pages.push(page);
        nodes.set(node.entry.id, { entry: node.entry, path: node.path });
        if (node.path !== '' && node.entry.kind !== 'link')
            byPath.set(node.path, node.entry.id);
    }
    return { revisionId: revision.id, pages, nodes, byPath, encodedPages: (0, wire_1.encodePages)(pages) };
}
//# sourceMappingURL=trees.js.map