"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentExportedFile = void 0;
exports.presentExportedPages = presentExportedPages;
const proto_1 = require("@quire/proto");
const outline_1 = require("../content-tree/outline");
const presenter_1 = require("../pages/presenter");
const hrefs_1 = require("./hrefs");
const PAGE_TYPES = {
    document: proto_1.contentV1.PageType.PAGE_TYPE_DOCUMENT,
    group: proto_1.contentV1.PageType.PAGE_TYPE_GROUP,
    link: proto_1.contentV1.PageType.PAGE_TYPE_LINK,
};
/** Every page of the outline in table-of-contents order (parents first), as the worker exports them. */
function presentExportedPages(outline, bodies) {
    const pages = [];
    (0, outline_1.walkOutline)(outline, ({ entry, path }) => {
        pages.push({
            id: entry.id,
            parentId: entry.parentId ?? '',
            type: PAGE_TYPES[entry.kind],
            title: entry.title,
            description: entry.description ?? '',
            // The slug the page is served at (de-duplicated among its siblings); links have none.
            slug: path === '' ? '' : path.slice(path.lastIndexOf('/') + 1),
            path,
            markdown: entry.kind === 'document' ? (0, presenter_1.markdownOf)(entry, bodies) : '',
            href: entry.kind === 'link' ? (0, hrefs_1.hrefOfTarget)(entry.target) : '',
            git: entry.git ? { oid: entry.git.oid, path: entry.git.path } : undefined,
        });
    });
    return pages;
}
const presentExportedFile = (file) => ({
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    sha256: file.blobHash,
    git: file.git ? { oid: file.git.oid, path: file.git.path } : undefined,
});
exports.presentExportedFile = presentExportedFile;
//# sourceMappingURL=presenter.js.map