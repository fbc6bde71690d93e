import type { ContentRefJson } from '../content-tree/entries';
/**
 * Links between imported pages and files. The worker cannot know the ids content will give
 * them, so it writes `quire-import:page/<url-encoded key>[#anchor]` and
 * `quire-import:file/<url-encoded key>`; content rewrites those to `quire:page/<id>` and
 * `quire:file/<id>` (the hrefs @quire/documents reads as page and file refs) once the ids are
 * decided. An href naming a key that is not imported is left as it is.
 */
export type ImportedIds = {
    pages: ReadonlyMap<string, string>;
    files: ReadonlyMap<string, string>;
    reusableContents?: ReadonlyMap<string, string>;
};
/** `markdown` with every import href of an imported key replaced by the page's or file's href. */
export declare function rewriteImportHrefs(markdown: string, ids: ImportedIds): string;
/**
 * The target of an imported link page: a page (with its anchor) or file named by an import
 * href, else the href as a URL. Undefined when the href is neither an import href nor an
 * absolute URL.
 */
export declare function linkTargetOf(href: string, ids: ImportedIds): ContentRefJson | undefined;
/** A link page's target as an href (ReadRevision): URLs as they are, Quire refs as `quire:` hrefs. */
export declare function hrefOfTarget(target: ContentRefJson | undefined): string;
