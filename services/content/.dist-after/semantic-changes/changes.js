"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageChangesOf = pageChangesOf;
exports.fileChangesOf = fileChangesOf;
exports.reusableContentChangesOf = reusableContentChangesOf;
exports.variablesChangeOf = variablesChangeOf;
const equality_1 = require("../content-tree/equality");
const page_fields_1 = require("../content-tree/page-fields");
/** Page fields a page_edited can show (GitBook's page change attributes); others (git, times, icon, hidden) make none. */
const EDIT_FIELDS = new Set(['kind', 'title', 'slug', 'emoji', 'description', 'layout', 'target', 'bodyHash']);
/** The page changes of a delta: one per created or deleted page, a moved and/or an edited one per changed page. */
function pageChangesOf(delta) {
    const changes = [];
    for (const after of delta.changes.put ?? []) {
        const before = delta.before.get(after.id);
        if (!before) {
            changes.push({ type: 'page_created', after });
            continue;
        }
        const fields = (0, page_fields_1.changedPageFields)(before, after);
        if (fields.some((field) => page_fields_1.PAGE_FIELDS[field].class === 'moved'))
            changes.push({ type: 'page_moved', before, after });
        const edited = fields.filter((field) => EDIT_FIELDS.has(field));
        if (edited.length > 0)
            changes.push({ type: 'page_edited', before, after, fields: edited });
    }
    for (const id of delta.changes.remove ?? []) {
        const before = delta.before.get(id);
        if (before)
            changes.push({ type: 'page_deleted', before });
    }
    return changes;
}
/** The file changes of a delta; a file whose name and bytes are unchanged (Git metadata only) makes none. */
function fileChangesOf(delta) {
    const changes = [];
    for (const after of delta.changes.put ?? []) {
        const before = delta.before.get(after.id);
        if (!before)
            changes.push({ type: 'file_created', after });
        else if (before.name !== after.name ||
            before.blobHash !== after.blobHash ||
            before.contentType !== after.contentType ||
            before.size !== after.size ||
            before.width !== after.width ||
            before.height !== after.height) {
            changes.push({ type: 'file_edited', before, after });
        }
    }
    for (const id of delta.changes.remove ?? []) {
        const before = delta.before.get(id);
        if (before)
            changes.push({ type: 'file_deleted', before });
    }
    return changes;
}
const reusableContentsOf = (column) => {
    const items = new Map();
    if (!Array.isArray(column))
        return items;
    for (const item of column) {
        if (typeof item !== 'object' || item === null)
            continue;
        // Stored entries (revision-store reusableContentsOf) name their body `bodyHash`, the id of
        // their document (`document` as presented).
        const { id, title, bodyHash } = item;
        if (typeof id !== 'string')
            continue;
        items.set(id, { id, title: typeof title === 'string' ? title : '', ...(typeof bodyHash === 'string' && { document: bodyHash }) });
    }
    return items;
};
/** Reusable contents created, deleted or edited (title or document) between two revisions' columns, by id. */
function reusableContentChangesOf(beforeColumn, afterColumn) {
    const before = reusableContentsOf(beforeColumn);
    const after = reusableContentsOf(afterColumn);
    const changes = [];
    for (const [id, item] of [...after].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const previous = before.get(id);
        if (!previous)
            changes.push({ type: 'reusable_content_created', after: item });
        else if (previous.title !== item.title || previous.document !== item.document)
            changes.push({ type: 'reusable_content_edited', before: previous, after: item });
    }
    for (const [id, item] of [...before].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (!after.has(id))
            changes.push({ type: 'reusable_content_deleted', before: item });
    }
    return changes;
}
const variablesOf = (column) => typeof column === 'object' && column !== null && !Array.isArray(column) ? column : {};
/** One variables_edited naming every variable added, removed or changed; none when they are equal. */
function variablesChangeOf(beforeColumn, afterColumn) {
    const before = variablesOf(beforeColumn);
    const after = variablesOf(afterColumn);
    const variables = {};
    for (const name of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
        if ((0, equality_1.jsonEqual)(before[name], after[name]))
            continue;
        variables[name] = { ...(before[name] !== undefined && { before: before[name] }), ...(after[name] !== undefined && { after: after[name] }) };
    }
    return Object.keys(variables).length > 0 ? { type: 'variables_edited', variables } : undefined;
}
//# sourceMappingURL=changes.js.map