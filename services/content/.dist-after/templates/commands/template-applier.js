"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateApplier = templateApplier;
const shared_1 = require("@quire/shared");
const fractional_indexing_1 = require("fractional-indexing");
const outline_1 = require("../../content-tree/outline");
const content_events_1 = require("../../lib/content-events");
const page_path_history_1 = require("../../lib/page-path-history");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const catalog_1 = require("../catalog");
/**
 * Applies a template to a space's main content: its pages are added after the existing
 * top-level pages (nothing is overwritten) in a new main revision, in one transaction with the
 * space row locked (mode `main`, lib/space-lock.ts), so it serializes with merges.
 */
function templateApplier(db, input) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        const space = await (0, space_lock_1.lockSpace)(tx, input.spaceId, 'main');
        if (!space || space.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        const main = await (0, store_1.loadStoredRevision)(tx, space.revisionId);
        const existing = await (0, store_1.loadPages)(tx, main);
        let last = null;
        for (const page of existing.values())
            if (page.parentId === null && (last === null || page.position > last))
                last = page.position;
        const now = new Date().toISOString();
        const entries = [];
        const bodies = new Map();
        const add = (pages, parentId, after) => {
            let previous = after;
            for (const page of pages) {
                const position = (0, fractional_indexing_1.generateKeyBetween)(previous, null);
                previous = position;
                const id = (0, shared_1.newId)();
                const entry = { id, kind: page.type, parentId, position, title: page.title, slug: (0, outline_1.slugify)(page.title), createdAt: now, updatedAt: now };
                if (page.emoji)
                    entry.emoji = page.emoji;
                if (page.type === 'document') {
                    const markdown = (0, catalog_1.fillPlaceholders)(page.markdown, input.values);
                    const hash = (0, bodies_1.bodyHashOf)(markdown);
                    bodies.set(hash, markdown);
                    entry.bodyHash = hash;
                }
                entries.push(entry);
                add(page.pages, id, null);
            }
        };
        add(input.template.pages, null, last);
        await (0, bodies_1.putBodies)(tx, bodies);
        const changes = { pages: { put: entries } };
        const revision = await (0, store_1.createRevision)(tx, { spaceId: input.spaceId, base: main, changes, type: 'edits', parents: [main.id], createdById: input.actorId });
        await tx.space.update({ where: { id: input.spaceId }, data: { revisionId: revision.id } });
        await (0, page_path_history_1.recordFormerPaths)(tx, { spaceId: input.spaceId, before: main, changes });
        await (0, content_events_1.recordContentChanges)(tx, {
            organizationId: space.organizationId,
            spaceId: input.spaceId,
            changeRequestId: null,
            revisionId: revision.id,
            parentRevisionId: main.id,
            changes,
            added: revision.added,
            actorId: input.actorId,
        });
        return revision.id;
    });
}
//# sourceMappingURL=template-applier.js.map