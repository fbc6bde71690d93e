import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { type StoredRevision } from '../revision-store/store';
/** The contract's default `limit` of both operations. */
export declare const DEFAULT_CHANGES_LIMIT = 10;
/**
 * GitBook "RevisionSemanticChanges" (without `mergedFrom`) of revision `after` against `before`
 * (null: a first revision). Pages first, in the table-of-contents order of `after` (for a page
 * moved and edited, the move first), then deleted pages in the order of `before`, files by
 * name, reusable contents by id, and the variables; `limit` keeps the first ones and `more`
 * counts the others. Only the page_edited changes answered are diffed block by block.
 */
export declare function semanticChangesBetween(ctx: ContentContext, { before, after, limit }: {
    before: StoredRevision | null;
    after: StoredRevision;
    limit: number;
}): Promise<contentV1.RevisionSemanticChanges>;
