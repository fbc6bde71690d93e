"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.keyOf = void 0;
exports.referencesOfPages = referencesOfPages;
exports.loadSurroundings = loadSurroundings;
exports.isInAppUrl = isInAppUrl;
exports.resolveLinks = resolveLinks;
const tree_1 = require("../access/tree");
const policy_1 = require("../access/policy");
const queries_1 = require("../collections/queries");
const policy_2 = require("../openapi-specs/policy");
const queries_2 = require("../openapi-specs/queries");
const store_1 = require("../revision-store/store");
const queries_3 = require("../spaces/queries");
const body_links_1 = require("./body-links");
const extract_1 = require("./extract");
const graph_1 = require("./graph");
const paths_1 = require("./paths");
const references_1 = require("./references");
const load_1 = require("../spaces/load");
/** The same page with the same reference, in any revision. */
const keyOf = (item) => (0, references_1.referenceKey)(item.source.entry.id, item.reference);
exports.keyOf = keyOf;
/** The references of pages of a graph, in the order given, each page's in document order. */
function referencesOfPages(nodes, bodyLinks) {
    const found = [];
    for (const node of nodes) {
        if (node.entry.kind === 'link') {
            const reference = (0, extract_1.linkPageReference)(node.entry.target);
            if (reference)
                found.push({ source: node, reference });
        }
        else if (node.entry.kind === 'document' && node.entry.bodyHash) {
            for (const reference of bodyLinks.get(node.entry.bodyHash)?.references ?? [])
                found.push({ source: node, reference });
        }
    }
    return found;
}
/**
 * Loads what the references point at outside the revision: spaces and collections by id (two
 * queries), the access trees of their organizations (one per organization the caller is in),
 * the current revision of each other space a page link names, and the OpenAPI specs named by
 * slug in the space's organization (one query).
 */
async function loadSurroundings(ctx, principal, current, references) {
    const spaceIds = new Set();
    const collectionIds = new Set();
    const pageSpaceIds = new Set();
    const specSlugs = new Set();
    for (const { reference } of references) {
        if (reference.kind === 'openapi' && reference.target)
            specSlugs.add(reference.target);
        if (reference.kind === 'space' && reference.target)
            spaceIds.add(reference.target);
        if (reference.kind === 'collection' && reference.target)
            collectionIds.add(reference.target);
        if (reference.kind === 'page' && reference.spaceId && reference.spaceId !== current.space.id) {
            spaceIds.add(reference.spaceId);
            pageSpaceIds.add(reference.spaceId);
        }
    }
    spaceIds.delete(current.space.id);
    // A spec is named by its slug, which only means something in the organization of the page.
    const specViewer = (0, policy_2.specAbilities)(principal, current.space.organizationId);
    const [spaceRows, collectionRows, specRows] = await Promise.all([
        spaceIds.size === 0 ? [] : ctx.db.space.findMany({ where: { id: { in: [...spaceIds] }, deletedAt: null }, select: queries_3.spaceSelect }),
        collectionIds.size === 0 ? [] : ctx.db.collection.findMany({ where: { id: { in: [...collectionIds] } }, select: queries_1.collectionSelect }),
        specViewer.view ? (0, queries_2.findSpecsBySlugs)(ctx.db, current.space.organizationId, [...specSlugs]) : [],
    ]);
    const organizations = new Set([...spaceRows, ...collectionRows].map((row) => row.organizationId));
    const trees = new Map();
    await Promise.all([...organizations].map(async (organizationId) => {
        const viewer = (0, policy_1.viewerOf)(principal, organizationId);
        // Another organization's content is not readable (and never said to exist).
        if (viewer.orgRole !== undefined)
            trees.set(organizationId, await (0, tree_1.loadOrganizationTree)(ctx.db, organizationId, (0, tree_1.subjectsOf)(viewer)));
    }));
    const spaces = new Map();
    if (current.access !== null)
        spaces.set(current.space.id, { row: current.space, access: current.access });
    for (const row of spaceRows) {
        const tree = trees.get(row.organizationId);
        const access = tree ? (0, load_1.spaceAccessOf)((0, policy_1.viewerOf)(principal, row.organizationId), tree, row) : null;
        if (access !== null)
            spaces.set(row.id, { row, access });
    }
    const collections = new Map();
    for (const row of collectionRows) {
        const tree = trees.get(row.organizationId);
        const access = tree ? (0, policy_1.collectionAccess)((0, policy_1.viewerOf)(principal, row.organizationId), tree, row.id) : null;
        if (access !== null)
            collections.set(row.id, { row, access });
    }
    const views = new Map();
    await Promise.all([...pageSpaceIds].map(async (spaceId) => {
        const readable = spaces.get(spaceId);
        if (!readable)
            return;
        const graph = await (0, graph_1.loadRevisionGraph)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, readable.row.revisionId));
        views.set(spaceId, { graph, space: readable.row, access: readable.access, changeRequestNumber: null });
    }));
    const specs = new Map(specRows.map((row) => [row.slug, { row, abilities: specViewer }]));
    return { spaces, collections, views, specs };
}
const basesCache = new WeakMap();
/** The origins and paths of the public and app URLs, parsed once per configuration. */
function basesOf(urls) {
    let bases = basesCache.get(urls);
    if (!bases) {
        bases = [urls.publicUrl, urls.appUrl].flatMap((base) => {
            try {
                const root = new URL(base);
                return [{ origin: root.origin, host: root.host, path: root.pathname.replace(/\/+$/, '') }];
            }
            catch {
                return [];
            }
        });
        basesCache.set(urls, bases);
    }
    return bases;
}
/** Whether an absolute URL points into Quire: same origin as the public or app URL, and under its path. */
function isInAppUrl(url, urls) {
    const bases = basesOf(urls);
    // Most links lead elsewhere: a URL that does not even mention a base's host is not parsed.
    const lower = url.toLowerCase();
    if (!bases.some((base) => lower.includes(base.host)))
        return false;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return false;
    return bases.some((base) => base.origin === parsed.origin && (base.path === '' || parsed.pathname === base.path || parsed.pathname.startsWith(`${base.path}/`)));
}
/** What a reference points at in `view` (the page's own revision), before anchors are checked. */
function locate(view, surroundings, { source, reference }) {
    switch (reference.kind) {
        case 'page': {
            const inView = reference.spaceId === null || reference.spaceId === view.space.id ? view : surroundings.views.get(reference.spaceId);
            const node = inView && (reference.target === null ? source : inView.graph.pages.get(reference.target));
            return { target: inView && node ? { kind: 'page', view: inView, node, anchor: reference.anchor } : undefined, anchor: reference.anchor };
        }
        case 'file': {
            const file = reference.target === null ? undefined : view.graph.files.get(reference.target);
            return { target: file ? { kind: 'file', view, file } : undefined, anchor: null };
        }
        case 'space': {
            const space = reference.target === null ? undefined : surroundings.spaces.get(reference.target);
            return { target: space ? { kind: 'space', space: space.row, access: space.access } : undefined, anchor: null };
        }
        case 'collection': {
            const collection = reference.target === null ? undefined : surroundings.collections.get(reference.target);
            return { target: collection ? { kind: 'collection', collection: collection.row, access: collection.access } : undefined, anchor: null };
        }
        case 'url':
            return { target: { kind: 'url', url: reference.target ?? '' }, anchor: null };
        case 'openapi': {
            const spec = reference.target === null ? undefined : surroundings.specs.get(reference.target);
            return { target: spec ? { kind: 'openapi', spec: spec.row, abilities: spec.abilities } : undefined, anchor: null };
        }
        case 'path': {
            const resolved = reference.target === null ? undefined : (0, paths_1.resolveRelativePath)(view.graph.paths, source, reference.target);
            if (!resolved)
                return { target: undefined, anchor: reference.anchor };
            return resolved.kind === 'page'
                ? { target: { kind: 'page', view, node: resolved.node, anchor: reference.anchor }, anchor: reference.anchor }
                : { target: { kind: 'file', view, file: resolved.file }, anchor: null };
        }
    }
}
/**
 * Resolves references found in `view`'s pages: targets first, then the anchors of the pages
 * linked with an anchor (their bodies' links, loaded in one call), then statuses.
 */
async function resolveLinks(ctx, view, surroundings, references) {
    const located = references.map((item) => locate(view, surroundings, item));
    const anchored = new Set();
    for (const { target } of located) {
        if (target?.kind === 'page' && target.anchor !== null && target.node.entry.bodyHash)
            anchored.add(target.node.entry.bodyHash);
    }
    const anchorSets = new Map();
    if (anchored.size > 0)
        for (const [hash, links] of await (0, body_links_1.loadBodyLinks)(ctx, anchored))
            anchorSets.set(hash, new Set(links.anchors));
    return references.map((item, index) => {
        const { target } = located[index];
        const { source, reference } = item;
        if (!target)
            return { source, reference, status: 'broken', target: { kind: 'url', url: (0, references_1.hrefOf)(reference) } };
        if (target.kind === 'url')
            return { source, reference, status: isInAppUrl(target.url, ctx.urls) ? 'in-app' : 'ok', target };
        if (target.kind === 'page' && target.anchor !== null) {
            const anchors = target.node.entry.bodyHash ? anchorSets.get(target.node.entry.bodyHash) : undefined;
            // The page is there and the anchor is not: the target shown is the page, at that anchor.
            return { source, reference, status: anchors && (0, extract_1.hasAnchor)(anchors, target.anchor) ? 'ok' : 'broken', target };
        }
        return { source, reference, status: 'ok', target };
    });
}
//# sourceMappingURL=resolve.js.map