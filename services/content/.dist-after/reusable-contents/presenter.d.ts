import type { ReusableContentEntry } from '../content-tree/entries';
type Json = {
    [key: string]: unknown;
};
/**
 * A reusable content as GitBook's "RevisionReusableContent": `{id, title, git?, document?}`.
 * `document` is the id of its body's document (the body hash, which getDocumentById also
 * takes), absent when it is empty. The contract's other variant (`computed` + `computedSeed`)
 * is never written: the open `{document?}` variant matches it too, so the oneOf would fail,
 * and Quire has no computed reusable contents.
 */
export declare function presentReusableContent(entry: ReusableContentEntry, options?: {
    metadata?: boolean;
}): Json;
/** Every reusable content of a revision, sorted by id (`Revision.reusableContents`). */
export declare const presentReusableContents: (entries: Iterable<ReusableContentEntry>, options?: {
    metadata?: boolean;
}) => Json[];
export {};
