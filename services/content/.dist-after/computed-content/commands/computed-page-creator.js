"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.computedPageCreator = computedPageCreator;
const change_request_editor_1 = require("../../lib/change-request-editor");
const store_1 = require("../../revision-store/store");
const placement_1 = require("../../pages/placement");
/**
 * Adds a computed page and the pages it generates to a change request, in one new revision: the
 * computed page at the top level (as a group, its children the generated pages), and the space
 * recorded as one whose computed pages follow the spec (computed_page_sources), in the same
 * transaction.
 */
function computedPageCreator(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
        const pages = await (0, store_1.loadPages)(tx, revision);
        (0, placement_1.checkParent)(pages, { kind: 'group' }, null);
        const { position, rekeyed } = (0, placement_1.placePage)(pages, null, undefined, input.position);
        const entry = { ...input.entry, parentId: null, position };
        const put = [...rekeyed, entry, ...input.generated.pages];
        for (const page of put)
            pages.set(page.id, page);
        await tx.computedPageSource.createMany({
            data: [{ organizationId: input.organizationId, specSlug: input.entry.computed.dependencies.spec.ref.spec, spaceId: revision.spaceId }],
            skipDuplicates: true,
        });
        return { changes: { pages: { put } }, bodies: input.generated.bodies, result: { pages, pageId: entry.id } };
    });
}
//# sourceMappingURL=computed-page-creator.js.map