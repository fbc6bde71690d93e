"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageCreator = pageCreator;
exports.newPageEntry = newPageEntry;
const shared_1 = require("@quire/shared");
const outline_1 = require("../../content-tree/outline");
const change_request_editor_1 = require("../../lib/change-request-editor");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const placement_1 = require("../placement");
/**
 * Adds a page to a change request's content, under its parent at the given position (the
 * end by default), in one new revision of the change request.
 */
function pageCreator(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
        const pages = await (0, store_1.loadPages)(tx, revision);
        (0, placement_1.checkParent)(pages, { kind: input.kind }, input.parentId);
        const { position, rekeyed } = (0, placement_1.placePage)(pages, input.parentId, undefined, input.position);
        const { entry, markdown, bodyHash } = newPageEntry(input, input.parentId, position, new Date().toISOString());
        const put = [...rekeyed, entry];
        for (const page of put)
            pages.set(page.id, page);
        return {
            changes: { pages: { put } },
            bodies: bodyHash ? new Map([[bodyHash, markdown]]) : undefined,
            result: { pages, pageId: entry.id },
        };
    });
}
/**
 * The entry of a new page under `parentId` at `position`, with its markdown and the hash of its
 * body (document pages only; an empty body has no hash and is not stored).
 */
function newPageEntry(page, parentId, position, now) {
    const markdown = page.kind === 'document' ? (page.markdown ?? '') : '';
    const bodyHash = markdown === '' ? undefined : (0, bodies_1.bodyHashOf)(markdown);
    const entry = {
        id: (0, shared_1.newId)(),
        kind: page.kind,
        parentId,
        position,
        title: page.title,
        slug: page.slug ?? (0, outline_1.slugify)(page.title),
        ...(page.emoji !== undefined && { emoji: page.emoji }),
        ...(page.icon !== undefined && { icon: page.icon }),
        ...(page.description !== undefined && page.kind === 'document' && { description: page.description }),
        ...(page.hidden !== undefined && { hidden: page.hidden }),
        ...(bodyHash !== undefined && { bodyHash }),
        ...(page.kind === 'link' && page.target && { target: page.target }),
        createdAt: now,
        updatedAt: now,
    };
    return { entry, markdown, bodyHash };
}
//# sourceMappingURL=page-creator.js.map