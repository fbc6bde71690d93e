import type { FileEntry, PageEntry, PageLayout, ReusableContentEntry } from './entries';
/**
 * Structural equality of plain JSON values (key order ignored). Entries are small, so this is
 * only reached after the identity check fails: copy-on-write revisions share unchanged entry
 * objects, which keeps whole-snapshot comparisons close to one pointer check per id.
 */
export declare const jsonEqual: (a: unknown, b: unknown) => boolean;
export declare const gitEqual: (a: PageEntry["git"], b: PageEntry["git"]) => boolean;
export declare const layoutEqual: (a: PageLayout | undefined, b: PageLayout | undefined) => boolean;
/** Every field of a page entry, compared after an identity check. */
export declare const pageEntriesEqual: (a: PageEntry, b: PageEntry) => boolean;
/** The members of a file entry that describe its bytes; they change together. */
export declare const FILE_CONTENT_FIELDS: readonly ["contentType", "blobHash", "size", "width", "height"];
export declare const fileContentEqual: (a: FileEntry, b: FileEntry) => boolean;
export declare const fileEntriesEqual: (a: FileEntry, b: FileEntry) => boolean;
export declare const reusableContentEntriesEqual: (a: ReusableContentEntry, b: ReusableContentEntry) => boolean;
/** Removes keys whose value is undefined, so merged entries have the shape stored entries have. */
export declare const compact: <T extends object>(value: T) => T;
