import { type JSONDocument } from '@quire/documents';
/**
 * One heading section of a page as the search index stores it: the text before the first
 * heading (no anchor, the page's title), then one section per heading, down to the next
 * heading of any level. Code is kept apart from prose so that it weighs less.
 */
export type PageSection = {
    /** The heading's anchor; null for the text before the first heading. */
    anchor: string | null;
    /** The heading's text (the page's title for the text before the first heading). */
    title: string;
    /** The titles of the enclosing headings and of this one, outermost first. */
    headings: string[];
    prose: string;
    code: string;
};
/**
 * Bounds on what one page puts in the index. PostgreSQL refuses a tsvector above 1 MB and
 * ts_headline's cost grows with the text, while a page may hold 1 MiB of Markdown: text past
 * these limits is left out of the index (the page itself is unchanged).
 */
export declare const MAX_SECTIONS_PER_PAGE = 200;
export declare const MAX_SECTION_CHARS: number;
export declare const MAX_PAGE_CHARS: number;
/**
 * Splits a page's Markdown into its heading sections, with @quire/documents' parser (the same
 * conversion the API's `format=document` uses, so headings, their anchors and GitBook's blocks
 * are found exactly as they are shown). Only top-level headings split: a heading inside
 * a hint or a tab belongs to the section around it. Anchors are the heading's own id when it
 * has one, otherwise the slug of its text, made unique within the page.
 *
 * The first section is always the text before the first heading (anchor null, no title: the
 * page's title and description complete it, see pageSections), possibly empty. The result
 * depends on the Markdown alone, so it is the same for every page with that body.
 */
export declare function splitMarkdownSections(markdown: string): Promise<PageSection[]>;
/** The sections of a parsed body (see splitMarkdownSections). */
export declare function sectionsOfDocument(document: JSONDocument): PageSection[];
/**
 * A page's sections from its body's (splitMarkdownSections): the text before the first
 * heading takes the page's title, its description comes first, and it is left out when it
 * has no text at all.
 */
export declare function pageSections(title: string, body: readonly PageSection[], description?: string): PageSection[];
/** splitMarkdownSections and pageSections in one call. */
export declare const splitPageSections: (title: string, markdown: string, description?: string) => Promise<PageSection[]>;
