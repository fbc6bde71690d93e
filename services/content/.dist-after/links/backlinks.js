"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findBacklinkSources = findBacklinkSources;
const body_links_1 = require("./body-links");
const extract_1 = require("./extract");
const paths_1 = require("./paths");
const queries_1 = require("./queries");
const references_1 = require("./references");
/** Whether a reference written in `source` points at the target in the view's revision. */
function pointsAt(view, target, source, reference) {
    if (reference.target === null)
        return false;
    if (reference.kind === 'path') {
        const resolved = (0, paths_1.resolveRelativePath)(view.graph.paths, source, reference.target);
        return target.kind === 'page'
            ? resolved?.kind === 'page' && resolved.node.entry.id === target.node.entry.id
            : resolved?.kind === 'file' && resolved.file.id === target.file.id;
    }
    if (target.kind === 'page')
        return reference.kind === 'page' && reference.target === target.node.entry.id && (reference.spaceId === null || reference.spaceId === view.space.id);
    return reference.kind === 'file' && reference.target === target.file.id;
}
/**
 * The pages of the view's revision that link to (or use) the target, by id, without the target
 * page itself. Every body of the revision has its links stored first (extracted if never read,
 * which only a revision's first read does); then one indexed query finds the references that
 * may point at the target, and link pages are checked in memory.
 */
async function findBacklinkSources(ctx, view, target) {
    const { graph } = view;
    const bodyHashes = [...graph.byBody.keys()];
    await (0, body_links_1.ensureBodyLinksStored)(ctx, bodyHashes);
    const candidates = await (0, queries_1.findBacklinkCandidates)(ctx.pool, {
        kind: target.kind,
        id: (0, references_1.lookupKeyOf)(target.kind === 'page' ? target.node.entry.id : target.file.id),
        pathKeys: target.kind === 'page' ? (0, paths_1.pagePathKeys)(target.node) : (0, paths_1.filePathKeys)(target.file),
        bodyHashes,
    });
    const sources = new Map();
    for (const candidate of candidates) {
        for (const source of graph.byBody.get(candidate.body_hash) ?? []) {
            if (sources.has(source.entry.id))
                continue;
            if (pointsAt(view, target, source, { kind: candidate.kind, target: candidate.target, spaceId: candidate.space_id }))
                sources.set(source.entry.id, source);
        }
    }
    for (const source of graph.linkPages) {
        const reference = (0, extract_1.linkPageReference)(source.entry.target);
        if (reference && pointsAt(view, target, source, reference))
            sources.set(source.entry.id, source);
    }
    if (target.kind === 'page')
        sources.delete(target.node.entry.id);
    return [...sources.values()].sort((a, b) => (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0));
}
//# sourceMappingURL=backlinks.js.map