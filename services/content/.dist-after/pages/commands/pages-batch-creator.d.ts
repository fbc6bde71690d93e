import type { ContentRefJson, PageEntry, PageKind } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
/** One page of a batch: a PageCreation whose parent may be an earlier page of the batch. */
export type BatchPage = {
    key: string;
    kind: PageKind;
    title: string;
    slug?: string;
    emoji?: string;
    icon?: string;
    description?: string;
    hidden?: boolean;
    /** An existing page of the change request, or (`parentIndex`) an earlier page of the batch. */
    parentId: string | null;
    parentIndex?: number;
    markdown?: string;
    target?: ContentRefJson;
};
export type BatchWrite = {
    pages: Map<string, PageEntry>;
    pageIds: string[];
};
/**
 * Adds many pages to a change request's content in ONE new revision (the single-page
 * pageCreator's rules for each, in request order: each page goes after its parent's last
 * child). A page that breaks a rule refuses the whole batch (INVALID_ARGUMENT naming
 * `pages.<i>.<field>`), before anything is written.
 */
export declare function pagesBatchCreator(db: PrismaClient, input: {
    changeRequestId: string;
    actorId: string;
    pages: readonly BatchPage[];
}): Promise<BatchWrite>;
