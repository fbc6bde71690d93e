"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listLinks = listLinks;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const locations_1 = require("../locations");
const page_links_1 = require("../page-links");
const presenter_1 = require("../presenter");
const resolve_1 = require("../resolve");
const ZListLinksRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    status: validation_1.ZEnumValue,
    brokenContext: validation_1.ZEnumValue,
});
const ZLinkCursor = zod_1.z.object({ page: zod_1.z.string().max(64), position: zod_1.z.number().int().min(0) });
const { BrokenLinksContext } = proto_1.contentV1;
/** Whether `brokenContext` keeps only the broken links a change request broke. */
function onlyBrokenByChangeRequest(value, inChangeRequest) {
    switch (value) {
        case BrokenLinksContext.BROKEN_LINKS_CONTEXT_UNSPECIFIED:
        case BrokenLinksContext.BROKEN_LINKS_CONTEXT_SPACE:
            return false;
        case BrokenLinksContext.BROKEN_LINKS_CONTEXT_CHANGE_REQUEST:
            if (!inChangeRequest)
                throw (0, shared_1.invalidArgument)('brokenContext: only a change request has links it broke');
            return true;
        default:
            throw (0, shared_1.invalidArgument)('brokenContext: must be "change-request" or "space"');
    }
}
/** The first index of `links` (sorted by page id, then position) after the cursor's link. */
function firstAfter(links, after) {
    let low = 0;
    let high = links.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        const { source, reference } = links[middle];
        const before = source.entry.id < after.page || (source.entry.id === after.page && reference.position <= after.position);
        if (before)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/**
 * Every link of the space's main content or of a change request: one GitBook
 * "ContentReferenceUsage" per page and target, by page id then order in the page. `status`
 * filters the items; `stats` counts every link (in a change request, `broken.changeRequest` the
 * ones it broke, which `brokenContext=change-request` lists alone among the broken ones).
 */
async function listLinks(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListLinksRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const status = (0, presenter_1.statusFilterOf)(input.status);
    const after = (0, shared_1.decodeCursor)(input.page, ZLinkCursor);
    const { view, changeRequest } = await (0, page_links_1.loadLinkView)(ctx, principal, input.spaceId, input.changeRequestId);
    const onlyBrokenHere = onlyBrokenByChangeRequest(input.brokenContext, changeRequest !== null);
    const { links, brokenByChangeRequest } = await (0, page_links_1.resolvePageLinks)(ctx, principal, view, changeRequest, view.graph.byId);
    const listed = links.filter((link) => (status === undefined || link.status === status) &&
        !(onlyBrokenHere && link.status === 'broken' && !brokenByChangeRequest?.has((0, resolve_1.keyOf)(link))));
    const start = after ? firstAfter(listed, after) : 0;
    const rows = listed.slice(start, start + limit + 1);
    const locations = await (0, locations_1.locationPresenter)(ctx, principal.userId, (0, shared_1.forwardMetadata)(callContext), rows.flatMap((link) => (0, presenter_1.usageLocations)(link, view)));
    const page = (0, presenter_1.budgetedPage)(rows, limit, (link) => (0, presenter_1.usageLocations)(link, view).reduce((size, location) => size + locations.sizeOf(location), 0), (link) => ({ page: link.source.entry.id, position: link.reference.position }), listed.length);
    return {
        items: page.items.map((link) => (0, presenter_1.presentUsage)(link, view, locations)),
        next: page.next,
        count: page.count,
        stats: (0, presenter_1.presentStats)(links, brokenByChangeRequest?.size),
    };
}
//# sourceMappingURL=list-links.js.map