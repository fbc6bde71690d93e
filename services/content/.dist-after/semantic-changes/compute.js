"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_CHANGES_LIMIT = void 0;
exports.semanticChangesBetween = semanticChangesBetween;
const document_diff_1 = require("../content-tree/document-diff");
const outline_1 = require("../content-tree/outline");
const markdown_parse_1 = require("../lib/markdown-parse");
const queries_1 = require("../pages/queries");
const bodies_1 = require("../revision-store/bodies");
const store_1 = require("../revision-store/store");
const changes_1 = require("./changes");
const presenter_1 = require("./presenter");
/** The contract's default `limit` of both operations. */
exports.DEFAULT_CHANGES_LIMIT = 10;
/** A revision with no parent is compared with nothing: every page and file in it was created. */
const EMPTY_REVISION = {
    id: '',
    spaceId: '',
    pageChunks: {},
    fileChunks: {},
    pageCount: 0,
    fileCount: 0,
    reusableContents: [],
    variables: {},
    redirects: {},
};
const orders = new WeakMap();
/** Each page's index in table-of-contents order (kept per outline, which is cached and immutable). */
function tocOrder(outline) {
    let order = orders.get(outline);
    if (!order) {
        const built = new Map();
        (0, outline_1.walkOutline)(outline, (node) => built.set(node.entry.id, built.size));
        orders.set(outline, (order = built));
    }
    return order;
}
const byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
const TYPE_ORDER = { page_created: 0, page_moved: 1, page_edited: 2, page_deleted: 3 };
/** The blocks of each page_edited whose body changed, in one body read and one batch of parses. */
async function blocksOf(ctx, edits) {
    const withBody = edits.filter((edit) => edit.after.bodyHash !== undefined && edit.before.bodyHash !== edit.after.bodyHash);
    if (withBody.length === 0)
        return new Map();
    const hashes = withBody.flatMap((edit) => [edit.before.bodyHash, edit.after.bodyHash]).filter((hash) => hash !== undefined);
    const documents = await (0, markdown_parse_1.documentsForReading)(await (0, bodies_1.getBodies)(ctx.db, hashes));
    const empty = { object: 'document', data: {}, nodes: [] };
    const documentOf = (hash) => (hash === undefined ? empty : (documents.get(hash) ?? empty));
    return new Map(withBody.map((edit) => [edit.after.id, (0, document_diff_1.diffDocuments)(documentOf(edit.before.bodyHash), documentOf(edit.after.bodyHash))]));
}
/**
 * GitBook "RevisionSemanticChanges" (without `mergedFrom`) of revision `after` against `before`
 * (null: a first revision). Pages first, in the table-of-contents order of `after` (for a page
 * moved and edited, the move first), then deleted pages in the order of `before`, files by
 * name, reusable contents by id, and the variables; `limit` keeps the first ones and `more`
 * counts the others. Only the page_edited changes answered are diffed block by block.
 */
async function semanticChangesBetween(ctx, { before, after, limit }) {
    const base = before ?? EMPTY_REVISION;
    const delta = await (0, store_1.deltaBetweenRevisions)(ctx.db, base, after);
    const pageChanges = (0, changes_1.pageChangesOf)(delta.pages).filter((change) => change.type !== 'page_edited' || Object.keys((0, presenter_1.pageEditAttributes)(change.before, change.after, change.fields)).length > 0);
    let outlines = { before: () => undefined, after: () => undefined };
    if (pageChanges.length > 0) {
        const [beforeOutline, afterOutline] = await Promise.all([before ? (0, queries_1.loadOutline)(ctx.db, before) : Promise.resolve([]), (0, queries_1.loadOutline)(ctx.db, after)]);
        const beforeOrder = tocOrder(beforeOutline);
        const afterOrder = tocOrder(afterOutline);
        outlines = { before: (id) => (0, queries_1.findNode)(beforeOutline, id), after: (id) => (0, queries_1.findNode)(afterOutline, id) };
        const rank = (change) => change.type === 'page_deleted' ? afterOrder.size + (beforeOrder.get(change.before.id) ?? beforeOrder.size) : (afterOrder.get(change.after.id) ?? afterOrder.size);
        pageChanges.sort((a, b) => rank(a) - rank(b) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
    }
    const fileChanges = (0, changes_1.fileChangesOf)(delta.files).sort((a, b) => byName(a.type === 'file_deleted' ? a.before : a.after, b.type === 'file_deleted' ? b.before : b.after));
    const reusableChanges = (0, changes_1.reusableContentChangesOf)(base.reusableContents, after.reusableContents);
    const variablesChange = (0, changes_1.variablesChangeOf)(base.variables, after.variables);
    const total = pageChanges.length + fileChanges.length + reusableChanges.length + (variablesChange ? 1 : 0);
    const keep = Math.min(total, limit);
    const pagesKept = pageChanges.slice(0, keep);
    const blocks = await blocksOf(ctx, pagesKept.filter((change) => change.type === 'page_edited'));
    const changes = [
        ...pagesKept.map((change) => (0, presenter_1.presentPageChange)(change, outlines, change.type === 'page_edited' ? blocks.get(change.after.id) : undefined)),
        ...fileChanges.slice(0, keep - pagesKept.length).map((change) => (0, presenter_1.presentFileChange)(ctx, change)),
        ...reusableChanges.map(presenter_1.presentReusableContentChange),
        ...(variablesChange ? [(0, presenter_1.presentVariablesChange)(variablesChange)] : []),
    ]
        .filter((change) => change !== undefined)
        .slice(0, keep);
    return { changes, mergedFrom: undefined, ...(total > keep && { more: total - keep }) };
}
//# sourceMappingURL=compute.js.map