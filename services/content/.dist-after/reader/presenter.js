"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.emojiCodePoints = emojiCodePoints;
exports.presentTreePage = presentTreePage;
exports.presentSpaceTree = presentSpaceTree;
exports.presentReaderFile = presentReaderFile;
exports.presentSearchResults = presentSearchResults;
const proto_1 = require("@quire/proto");
const presenter_1 = require("../files/presenter");
const KIND = {
    document: proto_1.contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT,
    group: proto_1.contentV1.TreePageKind.TREE_PAGE_KIND_GROUP,
    link: proto_1.contentV1.TreePageKind.TREE_PAGE_KIND_LINK,
};
const CODE_POINTS = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;
/**
 * An emoji as code points (`1f680`, `1f468-200d-1f4bb`), as the reader's messages carry them:
 * content stores what was given, the character or its code points (pages/schemas.ts).
 */
function emojiCodePoints(emoji) {
    if (!emoji)
        return undefined;
    if (CODE_POINTS.test(emoji))
        return emoji.toLowerCase();
    return [...emoji].map((character) => character.codePointAt(0).toString(16)).join('-');
}
/**
 * A page of the table of contents as the reader's tree holds it: the page's own fields, its
 * full path (what GetPageByPath takes; '' for a link page), the last segment of that path as
 * its slug, the emoji as code points, `hidden` always set, a link page's target (GitBook ContentRef, as stored) and a
 * document page's cover. No body.
 */
function presentTreePage(node, cover) {
    const { entry, path } = node;
    return {
        id: entry.id,
        kind: KIND[entry.kind],
        title: entry.title,
        parentId: entry.parentId ?? undefined,
        path,
        slug: path.slice(path.lastIndexOf('/') + 1),
        description: entry.kind === 'document' ? entry.description : undefined,
        emoji: emojiCodePoints(entry.emoji),
        icon: entry.icon,
        hidden: entry.hidden === true,
        target: entry.kind === 'link' ? entry.target : undefined,
        updatedAt: new Date(entry.updatedAt),
        cover: entry.kind === 'document' ? cover : undefined,
    };
}
/** A space and the tree of its current revision (the tree's pages are shared by every answer: never mutated). */
function presentSpaceTree(space, tree) {
    return {
        spaceId: space.id,
        title: space.title,
        revisionId: space.revisionId,
        updatedAt: space.updatedAt,
        pages: tree.pages,
        emoji: emojiCodePoints(space.emoji),
        icon: space.iconUrl ?? undefined,
    };
}
/** A file as listFiles presents it (the same signed `downloadURL`), with its dimensions when measured. */
function presentReaderFile(ctx, file) {
    const measured = file.width !== undefined && file.height !== undefined;
    return {
        id: file.id,
        name: file.name,
        contentType: file.contentType,
        downloadUrl: (0, presenter_1.fileDownloadUrl)(ctx, file),
        size: file.size,
        width: measured ? file.width : undefined,
        height: measured ? file.height : undefined,
    };
}
/** The titles of a page's parents, outermost first. */
function ancestorTitles(tree, entry) {
    const titles = [];
    const seen = new Set([entry.id]);
    for (let parentId = entry.parentId; parentId !== null && !seen.has(parentId);) {
        const parent = tree.nodes.get(parentId);
        if (!parent)
            break;
        titles.unshift(parent.entry.title);
        seen.add(parentId);
        parentId = parent.entry.parentId;
    }
    return titles;
}
/**
 * Hits of a search over several spaces, grouped by space: spaces in the order of their best
 * page, pages best first. Titles, paths and ancestors come from the tree of the revision each
 * space's index holds; a hit whose page is not in it is left out.
 */
function presentSearchResults(hits, trees) {
    const bySpace = new Map();
    for (const hit of hits) {
        const tree = trees.get(hit.spaceId);
        const node = tree?.nodes.get(hit.pageId);
        if (!tree || !node)
            continue;
        let result = bySpace.get(hit.spaceId);
        if (!result)
            bySpace.set(hit.spaceId, (result = { spaceId: hit.spaceId, pages: [] }));
        result.pages.push({
            pageId: node.entry.id,
            title: node.entry.title,
            path: node.path,
            ancestors: ancestorTitles(tree, node.entry),
            sections: hit.sections.map((section) => ({ anchor: section.anchor ?? '', title: section.title, body: section.snippet })),
            score: hit.score,
        });
    }
    return [...bySpace.values()];
}
//# sourceMappingURL=presenter.js.map