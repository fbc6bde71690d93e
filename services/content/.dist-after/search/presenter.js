"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.outlineLocator = void 0;
exports.presentSearchHits = presentSearchHits;
exports.pagePathsOf = pagePathsOf;
const queries_1 = require("../pages/queries");
/**
 * Search hits as GitBook's "SearchPageResult": the page's title, path and URL are where
 * `locate` says the page sits in the indexed revision (so a page moved or renamed by a merge
 * shows its new place as soon as the index holds that merge); each section links to its
 * heading's anchor; `ancestors` are the page's parents, outermost first. A hit `locate` does
 * not find is left out.
 */
function presentSearchHits(hits, { locate, spaceId, urls }) {
    return hits.flatMap((hit) => {
        const page = locate(hit.pageId);
        if (!page)
            return [];
        const pageUrl = `${urls.appUrl}/s/${spaceId}/${page.path}`;
        return [
            {
                id: page.pageId,
                title: page.title,
                path: page.path,
                urls: { app: pageUrl },
                sections: hit.sections.map((section) => ({
                    id: section.anchor ?? page.pageId,
                    title: section.title,
                    path: section.anchor === null ? page.path : `${page.path}#${section.anchor}`,
                    body: section.snippet,
                    urls: { app: section.anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(section.anchor)}` },
                })),
                ancestors: page.ancestors.map((title) => ({ title })),
            },
        ];
    });
}
/** Pages located in a table of contents (the revision's outline). */
const outlineLocator = (outline) => (pageId) => {
    const node = (0, queries_1.findNode)(outline, pageId);
    return node && { pageId: node.entry.id, title: node.entry.title, path: node.path, ancestors: ancestorsOf(outline, node).map((ancestor) => ancestor.entry.title) };
};
exports.outlineLocator = outlineLocator;
/** Every document page of a table of contents with where it sits, as `search_page_paths` keeps them. */
function pagePathsOf(outline) {
    const paths = [];
    const stack = outline.map((node) => ({ node, ancestors: [] }));
    while (stack.length > 0) {
        const { node, ancestors } = stack.pop();
        if (node.entry.kind === 'document')
            paths.push({ pageId: node.entry.id, title: node.entry.title, path: node.path, ancestors });
        const inner = [...ancestors, node.entry.title];
        for (const child of node.children)
            stack.push({ node: child, ancestors: inner });
    }
    return paths;
}
function ancestorsOf(outline, node) {
    const ancestors = [];
    const seen = new Set([node.entry.id]);
    for (let parentId = node.entry.parentId; parentId !== null && !seen.has(parentId);) {
        const parent = (0, queries_1.findNode)(outline, parentId);
        if (!parent)
            break;
        ancestors.unshift(parent);
        seen.add(parentId);
        parentId = parent.entry.parentId;
    }
    return ancestors;
}
//# sourceMappingURL=presenter.js.map