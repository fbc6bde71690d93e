import type { PageEntry, Snapshot } from './entries';
/**
 * One page of the table of contents.
 *
 * `path` is the page's complete path in the revision (GitBook's `RevisionPage*.path`): the
 * parent's path, a slash, the page's de-duplicated slug. Groups contribute their slug like
 * documents do: GitBook serves a page "Site structure" inside the group "Publishing
 * documentation" at `publishing-documentation/site-structure`. Link pages have no path in
 * GitBook (`RevisionPageLink` has neither `slug` nor `path`): their `path` is '' and they do
 * not take part in slug de-duplication or in `pageByPath`.
 */
export type OutlineNode = {
    entry: PageEntry;
    path: string;
    children: OutlineNode[];
};
/**
 * A URL slug for a title: lowercase, diacritics folded to ASCII, every run of other characters
 * turned into one '-', no leading or trailing '-', at most 100 characters, never empty ('page').
 */
export declare const slugify: (title: string) => string;
/** Table-of-contents order among siblings: `position` byte-wise, ties by id. */
export declare const compareSiblings: (a: PageEntry, b: PageEntry) => number;
/** Pages by parent id (null for the top level), each list in table-of-contents order. */
export declare const childrenIndex: (snapshot: Snapshot) => Map<string | null, PageEntry[]>;
/**
 * The page tree in table-of-contents order. Pages that cannot be reached from the top level
 * (an absent parent, or a loop of parents) are left out: a stored revision never has them,
 * and a merge that would produce them reports a conflict instead.
 */
export declare const outlineOf: (snapshot: Snapshot) => OutlineNode[];
/** Calls `visit` on every node in table-of-contents order (parents before children). */
export declare const walkOutline: (nodes: readonly OutlineNode[], visit: (node: OutlineNode) => void) => void;
/** The document or group page at `path` (leading and trailing slashes ignored). */
export declare const pageByPath: (snapshot: Snapshot, path: string) => OutlineNode | undefined;
/** `pageByPath` in an outline already built. */
export declare const nodeByPath: (outline: readonly OutlineNode[], path: string) => OutlineNode | undefined;
/** Ids of every page below `pageId`, in table-of-contents order (the page itself excluded). */
export declare const descendantsOf: (snapshot: Snapshot, pageId: string) => string[];
/**
 * Whether making `newParentId` the parent of `pageId` would put the page on a loop: the new
 * parent is the page itself or one of its descendants. Also true when the new parent's own
 * chain of parents already loops (the page could then never be reached from the top level).
 */
export declare const wouldCreateCycle: (snapshot: Snapshot, pageId: string, newParentId: string | null) => boolean;
