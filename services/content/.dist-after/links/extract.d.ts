import type { ContentRefJson } from '../content-tree/entries';
import { type BodyLinks, type BodyReference } from './references';
/**
 * Extraction of a page body's links (docs/links.md). The Markdown is converted to GitBook's
 * document with @quire/documents, in content's parse pool (../lib/markdown-parse.ts), which reads every construct the content core stores (links,
 * images and figures, `{% file %}`, `{% content-ref %}`, `{% embed %}`, GitBook's HTML tables,
 * the `<!-- quire:block -->` nodes of documents) and turns their hrefs into ContentRefs; the
 * nodes are then walked. Relative paths (Git Sync) are kept as paths, resolved per revision.
 */
/**
 * Rules of the extraction; rows written by older rules are extracted again on their next read.
 * Raise it whenever what `extractBodyLinks` returns for a text changes.
 */
export declare const LINK_EXTRACTION_VERSION = 2;
/**
 * The anchor a heading text gets: lower-cased, diacritics removed, every run of characters that
 * are not letters or digits turned into one '-', none at either end ('' for no such character).
 */
export declare function anchorOf(text: string): string;
/** Whether `anchor` (as a link writes it) names one of the anchors of a body. */
export declare const hasAnchor: (anchors: ReadonlySet<string>, anchor: string) => boolean;
/**
 * GitBook's Git Sync front matter: a `---` line first, YAML up to the next `---` (or `...`)
 * line. Only the top-level `cover` key matters here (the page cover, a file or URL); the block
 * is left out of the text converted, where it would read as a rule and a heading.
 */
export declare function splitFrontMatter(markdown: string): {
    body: string;
    cover: string | null;
};
/**
 * The anchors a body defines and its distinct references, in document order. A body over the
 * structural limits of Markdown has the links of its plain text: none but its cover's. Rejects
 * with MarkdownParseRefused only when the parse ran out of time or workers, which another try
 * may not: such a result must not be stored.
 */
export declare function extractBodyLinks(markdown: string): Promise<BodyLinks>;
/**
 * The reference a link page makes (its `target`, a ContentRef given through the API): a
 * reference like a link's; a URL that is a relative path is resolved like one.
 */
export declare function linkPageReference(target: ContentRefJson | undefined): BodyReference | undefined;
