import type { ContentContext } from '../../context';
import type { SearchIndex } from '../search-index';
export type SpaceIndexOutcome = 
/** The index already held the space's main revision. */
{
    result: 'unchanged';
    revisionId: string;
}
/** The pages that differ were written (`full`: every page, from scratch). */
 | {
    result: 'indexed';
    revisionId: string;
    full: boolean;
    pages: number;
    sections: number;
    removed: number;
}
/** The space is deleted or gone: its pages left the index. */
 | {
    result: 'removed';
};
/** How long an indexer waits for another one indexing the same space, by default. */
export declare const DEFAULT_LOCK_TIMEOUT_MS = 30000;
/** What indexing reads and writes with: the revision store (Prisma) and the pool for its transactions. */
export type IndexerContext = Pick<ContentContext, 'db' | 'pool'>;
/**
 * Brings a space's search index to the space's main revision. Incremental: only the pages
 * that differ between the indexed revision and the main one (changesBetweenRevisions, which
 * reads only the chunks that differ) are split and written, so a merge of 100 pages writes
 * 100 pages. From scratch when the space was never indexed, its language changed, a rebuild
 * was requested or `rebuild` is set.
 *
 * Idempotent and safe to run from several replicas at once: the write happens in one
 * transaction holding the space's `search_spaces` row, and is a compare-and-set: when the
 * indexed revision is no longer the one the plan started from (another replica moved it),
 * or the space's revision or language moved, it starts over from what is committed, and
 * stops when the index is already current. The index therefore never moves backwards.
 */
export declare function spaceIndexer(ctx: IndexerContext, index: SearchIndex, spaceId: string, { rebuild, lockTimeoutMs, }?: {
    rebuild?: boolean;
    /**
     * How long to wait for another indexer of the same space (a rebuild of 10,000 pages holds
     * it for about 30 s); 0 waits as long as it takes. Past it, PostgreSQL's lock_not_available.
     */
    lockTimeoutMs?: number;
}): Promise<SpaceIndexOutcome>;
