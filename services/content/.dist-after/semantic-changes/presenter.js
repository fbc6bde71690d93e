"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentVariablesChange = void 0;
exports.presentChangedPage = presentChangedPage;
exports.pageEditAttributes = pageEditAttributes;
exports.presentPageChange = presentPageChange;
exports.presentFileChange = presentFileChange;
exports.presentReusableContentChange = presentReusableContentChange;
const presenter_1 = require("../files/presenter");
const presenter_2 = require("../pages/presenter");
/**
 * GitBook "ChangedRevisionPage": the page as one side has it; link pages have no path. A computed
 * page (stored as a group, ../computed-content) is of type `computed`; the pages it generated are
 * document pages.
 */
function presentChangedPage(entry, node) {
    return { id: entry.id, type: entry.computed ? 'computed' : entry.kind, title: entry.title, ...(node?.path && { path: node.path }) };
}
/** A GitBook "ChangeAttribute*" `{before?, after?}`: a side without the value leaves its member out. */
const attribute = (before, after) => ({
    ...(before !== undefined && { before }),
    ...(after !== undefined && { after }),
});
const layoutOf = (entry) => (entry.kind === 'document' ? { ...presenter_2.DEFAULT_LAYOUT, ...entry.layout } : undefined);
/**
 * The attributes of a page_edited, by the kind the page has now (GitBook's document, group and
 * link change attributes). `document` is the body's id on each side (the sha256 of its
 * markdown, the key the body store keeps it under).
 */
function pageEditAttributes(before, after, fields) {
    const changed = new Set(fields);
    const attributes = {};
    const string = (name, field) => {
        if (changed.has(field))
            attributes[name] = attribute(before[field], after[field]);
    };
    string('title', 'title');
    string('emoji', 'emoji');
    if (after.kind === 'link') {
        if (changed.has('target'))
            attributes.target = attribute(before.target, after.target);
        return attributes;
    }
    string('slug', 'slug');
    if (after.kind === 'group')
        return attributes;
    string('description', 'description');
    if (changed.has('bodyHash') || changed.has('kind')) {
        if (before.bodyHash !== after.bodyHash)
            attributes.document = attribute(before.bodyHash, after.bodyHash);
    }
    if (changed.has('layout') || (changed.has('kind') && before.kind !== 'document'))
        attributes.layout = attribute(layoutOf(before), layoutOf(after));
    return attributes;
}
/**
 * One GitBook "RevisionSemanticChange" for a page change. A page_edited whose body changed also
 * carries `blocks` (a Quire extension): the blocks added, removed, edited and moved between the
 * two documents (content-tree/document-diff.ts). Undefined for an edit with no attribute to show.
 */
function presentPageChange(change, outlines, blocks) {
    switch (change.type) {
        case 'page_created':
            return { type: change.type, page: presentChangedPage(change.after, outlines.after(change.after.id)) };
        case 'page_deleted':
            return { type: change.type, page: presentChangedPage(change.before, outlines.before(change.before.id)) };
        case 'page_moved': {
            const parentBefore = change.before.parentId === null ? undefined : outlines.before(change.before.parentId);
            const parentAfter = change.after.parentId === null ? undefined : outlines.after(change.after.parentId);
            return {
                type: change.type,
                page: presentChangedPage(change.after, outlines.after(change.after.id)),
                parent: {
                    ...(parentBefore && { before: presentChangedPage(parentBefore.entry, parentBefore) }),
                    ...(parentAfter && { after: presentChangedPage(parentAfter.entry, parentAfter) }),
                },
            };
        }
        case 'page_edited': {
            const attributes = pageEditAttributes(change.before, change.after, change.fields);
            if (Object.keys(attributes).length === 0)
                return undefined;
            return {
                type: change.type,
                page: presentChangedPage(change.after, outlines.after(change.after.id)),
                attributes,
                ...(blocks && { blocks }),
            };
        }
    }
}
/** GitBook "ChangedRevisionFile". */
const presentChangedFile = (ctx, file) => ({
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadURL: (0, presenter_1.fileDownloadUrl)(ctx, file),
});
const dimensionsOf = (file) => file.width !== undefined && file.height !== undefined ? { width: file.width, height: file.height } : undefined;
/** One GitBook "RevisionSemanticChange" for a file change (file_edited: GitBook's file change attributes). */
function presentFileChange(ctx, change) {
    switch (change.type) {
        case 'file_created':
            return { type: change.type, file: presentChangedFile(ctx, change.after) };
        case 'file_deleted':
            return { type: change.type, file: presentChangedFile(ctx, change.before) };
        case 'file_edited': {
            const { before, after } = change;
            const attributes = {};
            if (before.name !== after.name)
                attributes.name = attribute(before.name, after.name);
            if (before.contentType !== after.contentType)
                attributes.contentType = attribute(before.contentType, after.contentType);
            if (before.size !== after.size)
                attributes.size = attribute(before.size, after.size);
            if (before.width !== after.width || before.height !== after.height)
                attributes.dimensions = attribute(dimensionsOf(before), dimensionsOf(after));
            // The bytes (or the name a download is served under) changed: each side's own URL.
            if (before.blobHash !== after.blobHash || before.name !== after.name || before.contentType !== after.contentType) {
                attributes.downloadURL = attribute((0, presenter_1.fileDownloadUrl)(ctx, before), (0, presenter_1.fileDownloadUrl)(ctx, after));
            }
            return { type: change.type, file: presentChangedFile(ctx, after), attributes };
        }
    }
}
/** GitBook's reusable content changes ("ChangedRevisionReusableContent", attributes title and document). */
function presentReusableContentChange(change) {
    switch (change.type) {
        case 'reusable_content_created':
            return { type: change.type, reusableContent: change.after };
        case 'reusable_content_deleted':
            return { type: change.type, reusableContent: change.before };
        case 'reusable_content_edited': {
            const attributes = {};
            if (change.before.title !== change.after.title)
                attributes.title = attribute(change.before.title, change.after.title);
            if (change.before.document !== change.after.document)
                attributes.document = attribute(change.before.document, change.after.document);
            return { type: change.type, reusableContent: change.after, attributes };
        }
    }
}
const presentVariablesChange = (change) => ({ type: change.type, variables: change.variables });
exports.presentVariablesChange = presentVariablesChange;
//# sourceMappingURL=presenter.js.map