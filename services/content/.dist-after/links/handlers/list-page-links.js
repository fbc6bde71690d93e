"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listPageLinks = listPageLinks;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const locations_1 = require("../locations");
const page_links_1 = require("../page-links");
const presenter_1 = require("../presenter");
const ZListPageLinksRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    pageId: validation_1.ZId,
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    status: validation_1.ZEnumValue,
});
const ZPageLinkCursor = zod_1.z.object({ position: zod_1.z.number().int().min(0) });
/**
 * The links found in one page (its body, or a link page's target) of the space's main content
 * or of a change request, in document order; `status` filters the items, `stats` counts them
 * all (in a change request, `broken.changeRequest` the ones it broke). Unknown page: NOT_FOUND.
 */
async function listPageLinks(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListPageLinksRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const status = (0, presenter_1.statusFilterOf)(input.status);
    const after = (0, shared_1.decodeCursor)(input.page, ZPageLinkCursor);
    const { view, changeRequest } = await (0, page_links_1.loadLinkView)(ctx, principal, input.spaceId, input.changeRequestId);
    const node = view.graph.pages.get(input.pageId);
    if (!node)
        throw (0, shared_1.notFound)('Page not found');
    const { links, brokenByChangeRequest } = await (0, page_links_1.resolvePageLinks)(ctx, principal, view, changeRequest, [node]);
    const listed = status === undefined ? links : links.filter((link) => link.status === status);
    const rows = listed.filter((link) => after === undefined || link.reference.position > after.position).slice(0, limit + 1);
    const locations = await (0, locations_1.locationPresenter)(ctx, principal.userId, (0, shared_1.forwardMetadata)(callContext), rows.flatMap((link) => (0, presenter_1.usageLocations)(link, view)));
    const page = (0, presenter_1.budgetedPage)(rows, limit, (link) => (0, presenter_1.usageLocations)(link, view).reduce((size, location) => size + locations.sizeOf(location), 0), (link) => ({ position: link.reference.position }), listed.length);
    return {
        items: page.items.map((link) => (0, presenter_1.presentUsage)(link, view, locations)),
        next: page.next,
        count: page.count,
        stats: (0, presenter_1.presentStats)(links, brokenByChangeRequest?.size),
    };
}
//# sourceMappingURL=list-page-links.js.map