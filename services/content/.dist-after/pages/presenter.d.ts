import { type JSONDocument } from '@quire/documents';
import type { PageEntry, PageLayout } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { PublicUrls } from '../lib/urls';
type Json = {
    [key: string]: unknown;
};
/** GitBook's "RevisionPageLayoutOptions" defaults, for members a page does not set. */
export declare const DEFAULT_LAYOUT: Required<PageLayout>;
/** Where the presented pages live: the space's main content, or a change request's. */
export type PageScope = {
    spaceId: string;
    changeRequestNumber: number | null;
};
export type PagePresentation = {
    urls: PublicUrls;
    scope: PageScope;
    /** Page markdown by body hash (one getBodies call for every page presented). */
    bodies: ReadonlyMap<string, string>;
    /** Each document page carries `markdown` (default) or `document` (GitBook "JSONDocument"). */
    format?: 'markdown' | 'document';
    /**
     * With `format: 'document'`: the documents by body hash, parsed off the event loop beforehand
     * (documentsForReading, ../lib/markdown-parse.ts). A body missing here is shown as its plain
     * text: presenting never parses.
     */
    documents?: ReadonlyMap<string, JSONDocument>;
    /** false leaves out the mutable Git metadata (`git`). */
    metadata?: boolean;
    /**
     * The contract's `computed` flag (default true): a computed page is shown as the pages it
     * generated, in its place; false shows it as GitBook's "RevisionPageComputed" (its source,
     * no pages).
     */
    computed?: boolean;
};
/** The body hashes of every document page in the trees, for one getBodies call. */
export declare function bodyHashesOf(nodes: readonly OutlineNode[]): string[];
export declare const markdownOf: (entry: PageEntry, bodies: ReadonlyMap<string, string>) => string;
/**
 * A page of the table of contents as GitBook's "RevisionPage", with its children:
 * "RevisionPageDocument" (`kind: sheet`, `urls.app`, the full `layout`, and exactly one of
 * `markdown` / `document`: the contract's `Document` oneOf matches nothing else),
 * "RevisionPageGroup" (top level only) or "RevisionPageLink" (no slug, path or children).
 * or "RevisionPageComputed" (a computed page: `computed`, its source, and nothing else; see
 * presentPages for the pages it generated). Document pages never carry `computed` +
 * `computedSeed` (the open `{documentId?}` branch would match them too); a document page with
 * a body carries its `documentId` (../documents/queries.ts).
 */
export declare function presentPage(node: OutlineNode, presentation: PagePresentation): Json;
/**
 * A list of sibling pages. With `computed` (the default), a computed page is replaced by the pages
 * it generated (its children, which keep their paths below it); without, it is one
 * "RevisionPageComputed" and its generated pages are not shown.
 */
export declare const presentPages: (nodes: readonly OutlineNode[], presentation: PagePresentation) => Json[];
/**
 * Whether a read answers this page: with `computed: false`, the pages a computed page generated
 * are not content (the contract: "content will not be computed").
 */
export declare const isPresentable: (node: OutlineNode, presentation: Pick<PagePresentation, "computed">) => boolean;
/** A page just written; its node is always in the new table of contents (the tree rules keep it reachable). */
export declare function presentWrittenPage(node: OutlineNode | undefined, presentation: PagePresentation): Json;
export {};
