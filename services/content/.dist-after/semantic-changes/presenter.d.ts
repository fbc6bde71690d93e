import type { BlockChange } from '../content-tree/document-diff';
import type { PageEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { PageField } from '../content-tree/page-fields';
import type { ContentContext } from '../context';
import type { FileChange, PageChange, ReusableContentChange, VariablesChange } from './changes';
type Json = Record<string, unknown>;
/**
 * GitBook "ChangedRevisionPage": the page as one side has it; link pages have no path. A computed
 * page (stored as a group, ../computed-content) is of type `computed`; the pages it generated are
 * document pages.
 */
export declare function presentChangedPage(entry: PageEntry, node: OutlineNode | undefined): Json;
/**
 * The attributes of a page_edited, by the kind the page has now (GitBook's document, group and
 * link change attributes). `document` is the body's id on each side (the sha256 of its
 * markdown, the key the body store keeps it under).
 */
export declare function pageEditAttributes(before: PageEntry, after: PageEntry, fields: readonly PageField[]): Json;
export type Outlines = {
    before: (id: string) => OutlineNode | undefined;
    after: (id: string) => OutlineNode | undefined;
};
/**
 * One GitBook "RevisionSemanticChange" for a page change. A page_edited whose body changed also
 * carries `blocks` (a Quire extension): the blocks added, removed, edited and moved between the
 * two documents (content-tree/document-diff.ts). Undefined for an edit with no attribute to show.
 */
export declare function presentPageChange(change: PageChange, outlines: Outlines, blocks?: BlockChange[]): Json | undefined;
/** One GitBook "RevisionSemanticChange" for a file change (file_edited: GitBook's file change attributes). */
export declare function presentFileChange(ctx: Pick<ContentContext, 'signer' | 'urls'>, change: FileChange): Json;
/** GitBook's reusable content changes ("ChangedRevisionReusableContent", attributes title and document). */
export declare function presentReusableContentChange(change: ReusableContentChange): Json;
export declare const presentVariablesChange: (change: VariablesChange) => Json;
export {};
