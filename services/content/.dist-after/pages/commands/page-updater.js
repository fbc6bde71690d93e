"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageUpdater = pageUpdater;
const shared_1 = require("@quire/shared");
const placement_1 = require("../placement");
const change_request_editor_1 = require("../../lib/change-request-editor");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const placement_2 = require("../placement");
function withOptional(entry, key, value) {
    if (value === undefined)
        return entry;
    const next = { ...entry };
    if (value === null)
        delete next[key];
    else
        next[key] = value;
    return next;
}
/**
 * Changes a page of a change request: its fields, its body, or its place (another parent
 * and/or a position among its siblings; children move with it). Refuses what the page's kind
 * cannot hold (a body on a group or link, a target on a document or group) and moves that
 * break the tree rules. A change that changes nothing writes nothing.
 */
function pageUpdater(db, input) {
    const { changes } = input;
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
        const pages = await (0, store_1.loadPages)(tx, revision);
        const current = pages.get(input.pageId);
        if (!current)
            throw (0, shared_1.notFound)('Page not found');
        if (current.computedBy !== undefined)
            throw (0, placement_1.generatedPageRefused)(current);
        if (current.computed && changes.markdown !== undefined)
            throw (0, shared_1.invalidArgument)('content: a computed page has no content: its pages are generated from its source');
        if (changes.markdown !== undefined && current.kind !== 'document')
            throw (0, shared_1.invalidArgument)(`content: a ${current.kind} page has no content`);
        if (changes.target !== undefined && current.kind !== 'link')
            throw (0, shared_1.invalidArgument)('target: only link pages have a target');
        if (changes.description !== undefined && current.kind !== 'document')
            throw (0, shared_1.invalidArgument)(`description: a ${current.kind} page has no description`);
        let next = { ...current };
        if (changes.title !== undefined)
            next.title = changes.title;
        if (changes.slug !== undefined)
            next.slug = changes.slug;
        if (changes.hidden !== undefined)
            next.hidden = changes.hidden;
        if (changes.target !== undefined)
            next.target = changes.target;
        next = withOptional(next, 'emoji', changes.emoji);
        next = withOptional(next, 'icon', changes.icon);
        next = withOptional(next, 'description', changes.description);
        let bodies;
        if (changes.markdown !== undefined) {
            if (changes.markdown === '') {
                delete next.bodyHash;
            }
            else {
                next.bodyHash = (0, bodies_1.bodyHashOf)(changes.markdown);
                bodies = new Map([[next.bodyHash, changes.markdown]]);
            }
        }
        let rekeyed = [];
        const parentId = changes.parentId === undefined ? current.parentId : changes.parentId;
        if (changes.parentId !== undefined || changes.position !== undefined) {
            (0, placement_2.checkParent)(pages, current, parentId);
            const placement = (0, placement_2.placePage)(pages, parentId, current.id, changes.position);
            next.parentId = parentId;
            next.position = placement.position;
            rekeyed = placement.rekeyed;
        }
        const unchanged = JSON.stringify({ ...next, updatedAt: '' }) === JSON.stringify({ ...current, updatedAt: '' });
        if (unchanged && rekeyed.length === 0)
            return { changes: {}, result: { pages, pageId: current.id } };
        next.updatedAt = new Date().toISOString();
        const put = [...rekeyed, next];
        for (const page of put)
            pages.set(page.id, page);
        return { changes: { pages: { put } }, bodies, result: { pages, pageId: current.id } };
    });
}
//# sourceMappingURL=page-updater.js.map