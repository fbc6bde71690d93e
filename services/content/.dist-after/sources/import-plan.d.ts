import type { Snapshot } from '../content-tree/entries';
import type { RevisionChanges } from '../revision-store/store';
import { type ImportedFileInput, type ImportedPageInput, type ImportedReusableContentInput, type WriteMode } from './schemas';
/** What the space's blob records say about a sha256 a file names. */
export type KnownBlob = {
    size: number;
    width?: number;
    height?: number;
};
export type ImportPlanInput = {
    mode: WriteMode;
    /** APPEND: the page to add under; null for the top level. */
    parentPageId: string | null;
    pages: readonly ImportedPageInput[];
    files: readonly ImportedFileInput[];
    /** Absent: none (REPLACE then removes the base's, as it removes pages the source lacks). */
    reusableContents?: readonly ImportedReusableContentInput[];
    /** The revision the import applies to (the space's, or the change request's). */
    base: Snapshot;
    /** Blobs the files may name, by sha256: put for the space, or already in the base. */
    blobs: ReadonlyMap<string, KnownBlob>;
    now: string;
};
export type ImportPlan = {
    changes: RevisionChanges;
    /** Bodies of the written document pages, by hash. */
    bodies: Map<string, string>;
    /** Imported key -> page id / file id. */
    pageIds: Map<string, string>;
    fileIds: Map<string, string>;
    reusableContentIds: Map<string, string>;
};
/**
 * Turns a WriteRevision's pages and files into the changes of one revision, checking every
 * rule a page or file write has (the tree rules, sizes, slugs, blobs) first: any problem is
 * INVALID_ARGUMENT naming the field (`pages.3.parentKey: ...`), before anything is written.
 *
 * - REPLACE: the imported pages and files become the whole content. One whose key is the
 *   `sourceKey` of a base entry keeps that entry's id (and what the import does not carry:
 *   emoji, icon, hidden, layout, createdAt); an entry that comes out unchanged is kept as it
 *   is; base entries no key names are removed.
 * - APPEND: the pages go after the existing children of `parentPageId` (or the top level),
 *   with new ids, as do the files.
 *
 * Siblings get fractional-indexing positions in request order and slugs unique among them
 * (the given slug, else one derived from the title; `-2`, `-3`... on a collision, existing
 * siblings included).
 */
export declare function planImport(input: ImportPlanInput): ImportPlan;
