"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadLinkView = loadLinkView;
exports.resolvePageLinks = resolvePageLinks;
const policy_1 = require("../access/policy");
const queries_1 = require("../change-requests/queries");
const store_1 = require("../revision-store/store");
const body_links_1 = require("./body-links");
const graph_1 = require("./graph");
const policy_2 = require("./policy");
const resolve_1 = require("./resolve");
const load_1 = require("../change-requests/load");
/** The content a links request reads (main, or a change request's by id or number), once the caller may read the space. */
async function loadLinkView(ctx, principal, spaceId, changeRequestId) {
    const target = await (0, load_1.loadContentTarget)(ctx, principal, spaceId, changeRequestId);
    (0, policy_1.authorize)(target.access, policy_2.linkRules.list, 'Space');
    const graph = await (0, graph_1.loadRevisionGraph)(ctx.db, target.revision);
    return {
        view: { graph, space: target.space, access: target.access, changeRequestNumber: target.changeRequest?.number ?? null },
        changeRequest: target.changeRequest,
    };
}
/**
 * The links of `nodes` (pages of `view`), resolved. In a change request, the same pages of its
 * base revision (the main revision it last pulled, or started from) are resolved too, for the
 * links that are broken here, to tell which ones the change request broke.
 */
async function resolvePageLinks(ctx, principal, view, changeRequest, nodes) {
    const hashesOf = (pages) => pages.flatMap((node) => (node.entry.bodyHash ? [node.entry.bodyHash] : []));
    const references = (0, resolve_1.referencesOfPages)(nodes, await (0, body_links_1.loadBodyLinks)(ctx, hashesOf(nodes)));
    if (!changeRequest) {
        const surroundings = await (0, resolve_1.loadSurroundings)(ctx, principal, view, references);
        return { links: await (0, resolve_1.resolveLinks)(ctx, view, surroundings, references) };
    }
    const baseGraph = await (0, graph_1.loadRevisionGraph)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, (0, queries_1.baseOf)(changeRequest)));
    const base = { ...view, graph: baseGraph, changeRequestNumber: null };
    const baseNodes = nodes.flatMap((node) => baseGraph.pages.get(node.entry.id) ?? []);
    const baseReferences = (0, resolve_1.referencesOfPages)(baseNodes, await (0, body_links_1.loadBodyLinks)(ctx, hashesOf(baseNodes)));
    const surroundings = await (0, resolve_1.loadSurroundings)(ctx, principal, view, [...references, ...baseReferences]);
    const links = await (0, resolve_1.resolveLinks)(ctx, view, surroundings, references);
    const broken = new Set(links.filter((link) => link.status === 'broken').map(resolve_1.keyOf));
    const comparable = baseReferences.filter((item) => broken.has((0, resolve_1.keyOf)(item)));
    const brokenInBase = new Set((await (0, resolve_1.resolveLinks)(ctx, base, surroundings, comparable)).filter((link) => link.status === 'broken').map(resolve_1.keyOf));
    return { links, brokenByChangeRequest: new Set([...broken].filter((key) => !brokenInBase.has(key))) };
}
//# sourceMappingURL=page-links.js.map