import type { ContentRefJson, PageEntry, PageKind } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import type { PagePositionInput } from '../schemas';
export type PageCreation = {
    changeRequestId: string;
    actorId: string;
    kind: PageKind;
    title: string;
    slug?: string;
    emoji?: string;
    icon?: string;
    description?: string;
    hidden?: boolean;
    parentId: string | null;
    position?: PagePositionInput;
    /** Document pages: the page's markdown ('' for an empty page). */
    markdown?: string;
    /** Link pages. */
    target?: ContentRefJson;
};
/** The pages of the change request's new revision, and the id of the page created. */
export type PageWrite = {
    pages: Map<string, PageEntry>;
    pageId: string;
};
/**
 * Adds a page to a change request's content, under its parent at the given position (the
 * end by default), in one new revision of the change request.
 */
export declare function pageCreator(db: PrismaClient, input: PageCreation): Promise<PageWrite>;
/** The fields a new page is made of, whether created alone or in a batch. */
export type NewPageFields = Pick<PageCreation, 'kind' | 'title' | 'slug' | 'emoji' | 'icon' | 'description' | 'hidden' | 'markdown' | 'target'>;
/**
 * The entry of a new page under `parentId` at `position`, with its markdown and the hash of its
 * body (document pages only; an empty body has no hash and is not stored).
 */
export declare function newPageEntry(page: NewPageFields, parentId: string | null, position: string, now: string): {
    entry: PageEntry;
    markdown: string;
    bodyHash: string | undefined;
};
