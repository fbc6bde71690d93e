import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
/** Whether an href is a path to resolve against the revision (no scheme, not `#anchor`, not `//host`). */
export declare const isRelativeHref: (href: string) => boolean;
/** An href's path and `#anchor` (a `?query` is dropped). */
export declare function splitHref(href: string): {
    path: string;
    anchor: string | null;
};
/**
 * The name backlinks look a relative path up by: its last segment, lower-cased, without `.md`;
 * `readme` for any README.md (which page it is depends on where the linking page is); '' when
 * the path names no segment of its own (`..`, `.`).
 */
export declare function pathKeyOf(path: string): string;
/** The file a page is in Git Sync's layout (what its relative links are relative to). */
export declare function pageFileOf(node: OutlineNode): string;
/** The names backlinks of a page look relative paths up by (see pathKeyOf). */
export declare function pagePathKeys(node: OutlineNode): string[];
/** The names backlinks of a file look relative paths up by. */
export declare function filePathKeys(file: FileEntry): string[];
/** Pages and files by the paths relative links may name (lower-cased). */
export type PathIndex = {
    pages: Map<string, OutlineNode>;
    files: Map<string, FileEntry>;
};
/** The path index of a revision's pages (table-of-contents order) and files (id order): the first one wins a path. */
export declare function buildPathIndex(pages: readonly OutlineNode[], files: readonly FileEntry[]): PathIndex;
export type ResolvedPath = {
    kind: 'page';
    node: OutlineNode;
} | {
    kind: 'file';
    file: FileEntry;
};
/**
 * What a relative path written in `source` names in the revision: a page (`x.md`, `x/README.md`,
 * `x/` or `x`), a file, or nothing. A path that climbs above the root names nothing. A path
 * through `.gitbook/assets/` anywhere names the asset of that name (GitBook resolves assets by
 * name, wherever the page is).
 */
export declare function resolveRelativePath(index: PathIndex, source: OutlineNode, path: string): ResolvedPath | undefined;
