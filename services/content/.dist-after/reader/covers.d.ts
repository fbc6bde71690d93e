import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import { type PathIndex } from '../links/paths';
/**
 * Page covers. Content records a page's cover where GitBook's Git Sync writes it: the
 * top-level `cover:` (a file path, `quire:file/<id>` or a URL) and `coverY:` (its vertical
 * position) of the YAML front matter opening the page's Markdown (links/extract.ts reads the
 * same key for the file's backlinks). The converter leaves front matter out of documents.
 */
/** What a front matter says of the cover, as written. */
export type CoverSource = {
    href: string;
    yPos: number;
};
/**
 * The cover a body's front matter names: its `---` line, the keys up to the closing `---` (or
 * `...`) line, which must come within `head` (the start of the body). Top-level keys only
 * (nested ones are indented: `layout:\n  cover:`).
 */
export declare function coverSourceOf(head: string): CoverSource | undefined;
/** Whether the cover names a file of the revision (a path or a `quire:file` href), which needs the revision's files. */
export declare const coverNeedsFiles: (source: CoverSource) => boolean;
/**
 * GitBook's RevisionPageDocumentCover for a cover: `ref` a ContentRefFile for a file of the
 * revision (by path, resolved as the page's relative links are, or by `quire:file/<id>`), or a
 * ContentRefURL for an http(s) URL; `yPos` as written (0 by default). Undefined when the href
 * names nothing of the revision (a missing file, a page): no cover is made up.
 */
export declare function presentCover(source: CoverSource, { node, files, pathIndex }: {
    node: OutlineNode;
    files?: ReadonlyMap<string, FileEntry>;
    pathIndex?: () => PathIndex;
}): {
    [key: string]: unknown;
} | undefined;
