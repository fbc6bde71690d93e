import { contentV1 } from '@quire/proto';
import { type CursorKey, type Page } from '@quire/shared';
import type { LocationPresenter } from './locations';
import type { LinkStatus, ResolvedLink } from './resolve';
import type { ContentView } from './view';
/** The `status` filter of a request: undefined for every status. */
export declare function statusFilterOf(value: number): LinkStatus | undefined;
/** GitBook "ContentReferencesStats" of every link listed, before any status filter. */
export declare function presentStats(links: readonly ResolvedLink[], brokenByChangeRequest?: number): contentV1.ContentReferencesStats;
/** A link as GitBook's "ContentReferenceUsage": its target, and the page (of `view`) it is in. */
export declare function presentUsage(link: ResolvedLink, view: ContentView, locations: LocationPresenter): contentV1.LinkUsage;
/** The locations a usage of `link` presents. */
export declare const usageLocations: (link: ResolvedLink, view: ContentView) => readonly [import("./resolve").LinkTarget, {
    readonly kind: "page";
    readonly view: ContentView;
    readonly node: import("../content-tree/outline").OutlineNode;
    readonly anchor: null;
}];
/**
 * Most bytes of locations one response carries: items embed whole pages (Markdown up to 1 MiB
 * each), so a page of results also ends where its locations reach this size, and `next`
 * continues after the last item sent (always at least one). Well below the 32 MiB gRPC limit.
 */
export declare const RESPONSE_BUDGET_BYTES: number;
/**
 * keysetPage with a size budget: `rows` are the (at most `limit + 1`) rows after the cursor, in
 * order; the page ends at `limit` items or where the next item would pass the budget.
 */
export declare function budgetedPage<T>(rows: T[], limit: number, sizeOf: (row: T) => number, keyOf: (row: T) => CursorKey, count: number): Page<T>;
