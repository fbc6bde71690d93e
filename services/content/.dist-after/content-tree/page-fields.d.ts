import type { PageEntry } from './entries';
/**
 * What a change to one page field is: the merge's conflict reason for it (`moved`, `renamed`,
 * `content`, `property`; `time` never conflicts) and the semantic changes' kind of change
 * (`moved` makes a `page_moved`, the others but `time` a `page_edited`). One table for both,
 * so a merge and the changes a reviewer is shown agree on what each field change means.
 */
export type PageFieldClass = 'moved' | 'renamed' | 'content' | 'property' | 'time';
export type PageField = Exclude<keyof PageEntry, 'id'>;
type FieldRule = {
    class: PageFieldClass;
    equal: (a: unknown, b: unknown) => boolean;
};
export declare const PAGE_FIELDS: Readonly<Record<PageField, FieldRule>>;
/** The fields of a page that differ between two of its entries (none for the same object). */
export declare function changedPageFields(before: PageEntry, after: PageEntry): PageField[];
export {};
