import type { FileEntry, PageEntry } from '../content-tree/entries';
import { type PageField } from '../content-tree/page-fields';
import type { RevisionDelta } from '../revision-store/store';
/**
 * What changed between two revisions, entry by entry, before any presentation: classified
 * from the same delta the merge plan applies (deltaBetweenRevisions) with the same table of
 * page fields the merge resolves and names conflicts with (PAGE_FIELDS), so what a reviewer
 * is shown is what a merge would do.
 */
export type PageChange = {
    type: 'page_created';
    after: PageEntry;
} | {
    type: 'page_deleted';
    before: PageEntry;
} | {
    type: 'page_moved';
    before: PageEntry;
    after: PageEntry;
} | {
    type: 'page_edited';
    before: PageEntry;
    after: PageEntry;
    fields: PageField[];
};
export type FileChange = {
    type: 'file_created';
    after: FileEntry;
} | {
    type: 'file_deleted';
    before: FileEntry;
} | {
    type: 'file_edited';
    before: FileEntry;
    after: FileEntry;
};
/** GitBook "RevisionReusableContent" (`{id, title, document?}`) of an entry of the revision column. */
export type ReusableContentItem = {
    id: string;
    title: string;
    document?: string;
};
export type ReusableContentChange = {
    type: 'reusable_content_created';
    after: ReusableContentItem;
} | {
    type: 'reusable_content_deleted';
    before: ReusableContentItem;
} | {
    type: 'reusable_content_edited';
    before: ReusableContentItem;
    after: ReusableContentItem;
};
export type VariablesChange = {
    type: 'variables_edited';
    variables: Record<string, {
        before?: unknown;
        after?: unknown;
    }>;
};
/** The page changes of a delta: one per created or deleted page, a moved and/or an edited one per changed page. */
export declare function pageChangesOf(delta: RevisionDelta['pages']): PageChange[];
/** The file changes of a delta; a file whose name and bytes are unchanged (Git metadata only) makes none. */
export declare function fileChangesOf(delta: RevisionDelta['files']): FileChange[];
/** Reusable contents created, deleted or edited (title or document) between two revisions' columns, by id. */
export declare function reusableContentChangesOf(beforeColumn: unknown, afterColumn: unknown): ReusableContentChange[];
/** One variables_edited naming every variable added, removed or changed; none when they are equal. */
export declare function variablesChangeOf(beforeColumn: unknown, afterColumn: unknown): VariablesChange | undefined;
