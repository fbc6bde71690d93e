"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listFileBacklinks = listFileBacklinks;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const backlinks_1 = require("../backlinks");
const locations_1 = require("../locations");
const page_links_1 = require("../page-links");
const presenter_1 = require("../presenter");
const ZListFileBacklinksRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId.optional(), fileId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
const ZBacklinkCursor = zod_1.z.object({ id: zod_1.z.string().max(64) });
/**
 * The pages of the space's main content or of a change request that use a file (images, file
 * blocks, covers, links to it), as GitBook "ContentLocation"s in page id order. Unknown file:
 * NOT_FOUND.
 */
async function listFileBacklinks(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListFileBacklinksRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const after = (0, shared_1.decodeCursor)(input.page, ZBacklinkCursor);
    const { view } = await (0, page_links_1.loadLinkView)(ctx, principal, input.spaceId, input.changeRequestId);
    const file = view.graph.files.get(input.fileId);
    if (!file)
        throw (0, shared_1.notFound)('File not found');
    const sources = await (0, backlinks_1.findBacklinkSources)(ctx, view, { kind: 'file', file });
    const rows = sources.filter((source) => after === undefined || source.entry.id > after.id).slice(0, limit + 1);
    const location = (source) => ({ kind: 'page', view, node: source, anchor: null });
    const locations = await (0, locations_1.locationPresenter)(ctx, principal.userId, (0, shared_1.forwardMetadata)(callContext), rows.map(location));
    const page = (0, presenter_1.budgetedPage)(rows, limit, (source) => locations.sizeOf(location(source)), (source) => ({ id: source.entry.id }), sources.length);
    return { items: page.items.map((source) => locations.present(location(source))), next: page.next, count: page.count };
}
//# sourceMappingURL=list-file-backlinks.js.map