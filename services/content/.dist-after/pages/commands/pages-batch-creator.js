"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pagesBatchCreator = pagesBatchCreator;
const change_request_editor_1 = require("../../lib/change-request-editor");
const store_1 = require("../../revision-store/store");
const placement_1 = require("../placement");
const schemas_1 = require("../schemas");
const page_creator_1 = require("./page-creator");
/**
 * Adds many pages to a change request's content in ONE new revision (the single-page
 * pageCreator's rules for each, in request order: each page goes after its parent's last
 * child). A page that breaks a rule refuses the whole batch (INVALID_ARGUMENT naming
 * `pages.<i>.<field>`), before anything is written.
 */
function pagesBatchCreator(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
        const pages = await (0, store_1.loadPages)(tx, revision);
        const now = new Date().toISOString();
        const put = new Map();
        const bodies = new Map();
        const pageIds = [];
        input.pages.forEach((page, index) => {
            const parentId = page.parentIndex !== undefined ? pageIds[page.parentIndex] : page.parentId;
            const { position, rekeyed } = (0, schemas_1.inBatchField)(index, () => {
                (0, placement_1.checkParent)(pages, { kind: page.kind }, parentId);
                return (0, placement_1.placePage)(pages, parentId, undefined, undefined);
            });
            const { entry, markdown, bodyHash } = (0, page_creator_1.newPageEntry)(page, parentId, position, now);
            if (bodyHash)
                bodies.set(bodyHash, markdown);
            for (const changed of [...rekeyed, entry]) {
                pages.set(changed.id, changed);
                put.set(changed.id, changed);
            }
            pageIds.push(entry.id);
        });
        return {
            changes: { pages: { put: [...put.values()] } },
            bodies: bodies.size > 0 ? bodies : undefined,
            result: { pages, pageIds },
        };
    });
}
//# sourceMappingURL=pages-batch-creator.js.map