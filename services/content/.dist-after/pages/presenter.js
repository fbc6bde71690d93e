"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isPresentable = exports.presentPages = exports.markdownOf = exports.DEFAULT_LAYOUT = void 0;
exports.bodyHashesOf = bodyHashesOf;
exports.presentPage = presentPage;
exports.presentWrittenPage = presentWrittenPage;
const documents_1 = require("@quire/documents");
/** GitBook's "RevisionPageLayoutOptions" defaults, for members a page does not set. */
exports.DEFAULT_LAYOUT = {
    width: 'default',
    cover: true,
    coverSize: 'hero',
    title: true,
    description: true,
    tableOfContents: true,
    outline: true,
    pagination: true,
    metadata: true,
};
const appUrlOf = ({ urls, scope }, path) => scope.changeRequestNumber === null
    ? `${urls.appUrl}/s/${scope.spaceId}/${path}`
    : `${urls.appUrl}/s/${scope.spaceId}/~/changes/${scope.changeRequestNumber}/${path}`;
/** The body hashes of every document page in the trees, for one getBodies call. */
function bodyHashesOf(nodes) {
    const hashes = [];
    const stack = [...nodes];
    while (stack.length > 0) {
        const node = stack.pop();
        if (node.entry.bodyHash)
            hashes.push(node.entry.bodyHash);
        stack.push(...node.children);
    }
    return hashes;
}
const markdownOf = (entry, bodies) => entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
exports.markdownOf = markdownOf;
/** The members every kind of page has (GitBook "RevisionPageBase"), optional ones only when set. */
function basePage(entry) {
    return {
        id: entry.id,
        title: entry.title,
        ...(entry.emoji !== undefined && { emoji: entry.emoji }),
        ...(entry.icon !== undefined && { icon: entry.icon }),
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
    };
}
/**
 * A page of the table of contents as GitBook's "RevisionPage", with its children:
 * "RevisionPageDocument" (`kind: sheet`, `urls.app`, the full `layout`, and exactly one of
 * `markdown` / `document`: the contract's `Document` oneOf matches nothing else),
 * "RevisionPageGroup" (top level only) or "RevisionPageLink" (no slug, path or children).
 * or "RevisionPageComputed" (a computed page: `computed`, its source, and nothing else; see
 * presentPages for the pages it generated). Document pages never carry `computed` +
 * `computedSeed` (the open `{documentId?}` branch would match them too); a document page with
 * a body carries its `documentId` (../documents/queries.ts).
 */
function presentPage(node, presentation) {
    const { entry } = node;
    if (entry.computed)
        return { ...basePage(entry), type: 'computed', computed: entry.computed };
    const git = presentation.metadata !== false && entry.git ? { git: { oid: entry.git.oid, path: entry.git.path } } : {};
    if (entry.kind === 'link') {
        const target = entry.target ?? { kind: 'url', url: '' };
        return {
            ...basePage(entry),
            kind: 'link',
            type: 'link',
            target,
            ...(target.kind === 'url' && typeof target.url === 'string' && { href: target.url }),
            ...(entry.hidden !== undefined && { hidden: entry.hidden }),
        };
    }
    const slug = node.path.slice(node.path.lastIndexOf('/') + 1);
    const pages = (0, exports.presentPages)(node.children, presentation);
    if (entry.kind === 'group') {
        return {
            ...basePage(entry),
            kind: 'group',
            type: 'group',
            slug,
            path: node.path,
            pages,
            ...(entry.hidden !== undefined && { hidden: entry.hidden }),
        };
    }
    const markdown = (0, exports.markdownOf)(entry, presentation.bodies);
    return {
        ...basePage(entry),
        kind: 'sheet',
        type: 'document',
        urls: { app: appUrlOf(presentation, node.path) },
        slug,
        path: node.path,
        pages,
        layout: { ...exports.DEFAULT_LAYOUT, ...entry.layout },
        ...(entry.description !== undefined && { description: entry.description }),
        ...(entry.hidden !== undefined && { hidden: entry.hidden }),
        ...git,
        // The body is the page's document (getDocumentById): its id is the body's hash.
        ...(entry.bodyHash && { documentId: entry.bodyHash }),
        ...(presentation.format === 'document'
            ? { document: (entry.bodyHash && presentation.documents?.get(entry.bodyHash)) || (0, documents_1.plainTextDocument)(markdown) }
            : { markdown }),
    };
}
/**
 * A list of sibling pages. With `computed` (the default), a computed page is replaced by the pages
 * it generated (its children, which keep their paths below it); without, it is one
 * "RevisionPageComputed" and its generated pages are not shown.
 */
const presentPages = (nodes, presentation) => nodes.flatMap((node) => node.entry.computed && presentation.computed !== false ? node.children.map((child) => presentPage(child, presentation)) : [presentPage(node, presentation)]);
exports.presentPages = presentPages;
/**
 * Whether a read answers this page: with `computed: false`, the pages a computed page generated
 * are not content (the contract: "content will not be computed").
 */
const isPresentable = (node, presentation) => !(node.entry.computedBy !== undefined && presentation.computed === false);
exports.isPresentable = isPresentable;
/** A page just written; its node is always in the new table of contents (the tree rules keep it reachable). */
function presentWrittenPage(node, presentation) {
    if (!node)
        throw new Error('the page written is not in the table of contents');
    return presentPage(node, presentation);
}
//# sourceMappingURL=presenter.js.map