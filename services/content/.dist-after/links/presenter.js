"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RESPONSE_BUDGET_BYTES = exports.usageLocations = void 0;
exports.statusFilterOf = statusFilterOf;
exports.presentStats = presentStats;
exports.presentUsage = presentUsage;
exports.budgetedPage = budgetedPage;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const { ContentReferenceStatus: Status, ContentReferenceRelation: Relation } = proto_1.contentV1;
const STATUS = {
    ok: Status.CONTENT_REFERENCE_STATUS_OK,
    broken: Status.CONTENT_REFERENCE_STATUS_BROKEN,
    'in-app': Status.CONTENT_REFERENCE_STATUS_IN_APP,
};
const RELATION = {
    reference: Relation.CONTENT_REFERENCE_RELATION_REFERENCE,
    dependsOn: Relation.CONTENT_REFERENCE_RELATION_DEPENDS_ON,
};
/** The `status` filter of a request: undefined for every status. */
function statusFilterOf(value) {
    if (value === Status.CONTENT_REFERENCE_STATUS_UNSPECIFIED)
        return undefined;
    const found = Object.keys(STATUS).find((status) => STATUS[status] === value);
    if (!found)
        throw (0, shared_1.invalidArgument)('status: must be "ok", "broken" or "in-app"');
    return found;
}
/** GitBook "ContentReferencesStats" of every link listed, before any status filter. */
function presentStats(links, brokenByChangeRequest) {
    return {
        total: links.length,
        broken: { total: links.filter((link) => link.status === 'broken').length, changeRequest: brokenByChangeRequest },
    };
}
/** A link as GitBook's "ContentReferenceUsage": its target, and the page (of `view`) it is in. */
function presentUsage(link, view, locations) {
    return {
        status: STATUS[link.status],
        relation: RELATION[link.reference.relation],
        targetReference: locations.present(link.target),
        locationReferences: [locations.present({ kind: 'page', view, node: link.source, anchor: null })],
    };
}
/** The locations a usage of `link` presents. */
const usageLocations = (link, view) => [link.target, { kind: 'page', view, node: link.source, anchor: null }];
exports.usageLocations = usageLocations;
/**
 * Most bytes of locations one response carries: items embed whole pages (Markdown up to 1 MiB
 * each), so a page of results also ends where its locations reach this size, and `next`
 * continues after the last item sent (always at least one). Well below the 32 MiB gRPC limit.
 */
exports.RESPONSE_BUDGET_BYTES = 8 * 1024 * 1024;
/**
 * keysetPage with a size budget: `rows` are the (at most `limit + 1`) rows after the cursor, in
 * order; the page ends at `limit` items or where the next item would pass the budget.
 */
function budgetedPage(rows, limit, sizeOf, keyOf, count) {
    let fit = 0;
    let size = 0;
    while (fit < Math.min(rows.length, limit)) {
        size += sizeOf(rows[fit]);
        if (fit > 0 && size > exports.RESPONSE_BUDGET_BYTES)
            break;
        fit += 1;
    }
    if (fit === rows.length)
        return { items: rows, count };
    return (0, shared_1.keysetPage)(rows.slice(0, fit + 1), fit, keyOf, count);
}
//# sourceMappingURL=presenter.js.map