import type { PageEntry } from '../content-tree/entries';
import type { TransactionClient } from '../db';
import { type EntryChanges, type RevisionChanges, type StoredRevision } from '../revision-store/store';
/**
 * The former paths of pages (`page_path_history`, docs/content.md "For the reader"): when a new
 * revision replaces a space's main one, the paths pages had in the old revision and no page
 * has in the new one are recorded with the page that had them, so that a published URL keeps
 * leading to a page renamed or moved (ContentReaderService.ResolvePagePath). Every write that
 * moves `spaces.revision_id` calls `recordFormerPaths` in its transaction, after the space row
 * is locked (mode `main`, lib/space-lock.ts), so the writers of one space's history serialize.
 */
/** Rows kept per space; the oldest beyond it are deleted by the write that records more. */
export declare const MAX_FORMER_PATHS_PER_SPACE = 10000;
/**
 * The paths of `before` that `changes` take away from pages still in the revision (a deleted
 * page's path leads nowhere, so it is not kept), in table-of-contents order.
 */
export declare function formerPathsOf(before: ReadonlyMap<string, PageEntry>, changes: EntryChanges<PageEntry>): [path: string, pageId: string][];
/**
 * Records the paths a new main revision takes away (see formerPathsOf): one upsert (a path
 * recorded before now names its latest page), then the space's oldest rows beyond
 * MAX_FORMER_PATHS_PER_SPACE are deleted. Reads the old revision's pages (cached chunks) only
 * when pages changed. Answers how many paths were recorded.
 */
export declare function recordFormerPaths(tx: TransactionClient, { spaceId, before, changes }: {
    spaceId: string;
    before: StoredRevision;
    changes: RevisionChanges;
}): Promise<number>;
