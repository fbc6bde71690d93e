import type { PageEntry, PageKind } from '../content-tree/entries';
import type { PagePositionInput } from './schemas';
/**
 * The tree rules for putting a page of `kind` under `parentId` (null: top level): groups
 * are top-level only (so no page, document or group, has a group child), link pages have no
 * children, and a page never goes under itself or one of its descendants.
 */
export declare function checkParent(pages: ReadonlyMap<string, PageEntry>, page: {
    id?: string;
    kind: PageKind;
}, parentId: string | null): void;
/** INVALID_ARGUMENT for a write to a page a computed page generated: its source owns it. */
export declare const generatedPageRefused: (page: PageEntry) => Error;
export type Placement = {
    /** The page's new position key. */
    position: string;
    /** Siblings whose keys had to change (only when equal keys left no room between two of them). */
    rekeyed: PageEntry[];
};
/**
 * Where a page goes among the children of `parentId` (the page itself left out when it
 * moves): before/after a sibling, or at the end. A fractional-indexing key between its two
 * neighbours, so only the page changes; when two neighbours share a key (concurrent edits
 * merged), the siblings are given fresh keys in their current order.
 */
export declare function placePage(pages: ReadonlyMap<string, PageEntry>, parentId: string | null, movingId: string | undefined, position: PagePositionInput | undefined): Placement;
