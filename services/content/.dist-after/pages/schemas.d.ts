import { z } from 'zod';
import type { ContentRefJson, PageKind } from '../content-tree/entries';
import { type ContentRef } from '../lib/content-refs';
/** GitBook's page title has minLength 1; 100 is Quire's limit (as the gateway's). */
export declare const ZPageTitle: z.ZodString;
/** GitBook "Emoji" (format `emoji`): "Unicode codepoint or character of the emoji", at most 50. */
export declare const isEmoji: (value: string) => boolean;
export declare const ZPageEmoji: z.ZodString;
/** GitBook "Icon" (format `icon`): the name of an icon, at most 50. */
export declare const ZPageIcon: z.ZodString;
/** No contract limit; Quire's: 1000 characters. */
export declare const ZPageDescription: z.ZodString;
/** A path segment: letters, digits, and single '-', '_' or '.' between them; at most 100. */
export declare const ZPageSlug: z.ZodString;
/** Before and/or after a sibling page (ids inside the revision). */
export declare const ZPagePosition: z.ZodOptional<z.ZodObject<{
    before: z.ZodOptional<z.ZodString>;
    after: z.ZodOptional<z.ZodString>;
}, z.core.$strip>>;
export type PagePositionInput = NonNullable<z.infer<typeof ZPagePosition>>;
/** `content`: a proto PageContent; exactly one of the two is checked by `markdownOfContent`. */
export declare const ZPageContent: z.ZodOptional<z.ZodObject<{
    markdown: z.ZodOptional<z.ZodString>;
    document: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>>;
/** The fields a new page is written with, one page alone (CreatePage) or in a batch (CreatePages). */
export declare const ZNewPageFields: z.ZodObject<{
    type: z.ZodNumber;
    title: z.ZodString;
    emoji: z.ZodOptional<z.ZodString>;
    icon: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    hidden: z.ZodOptional<z.ZodBoolean>;
    parent: z.ZodOptional<z.ZodString>;
    content: z.ZodOptional<z.ZodObject<{
        markdown: z.ZodOptional<z.ZodString>;
        document: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>;
    target: z.ZodOptional<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"file">;
        file: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"url">;
        url: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"page">;
        page: z.ZodString;
        space: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"anchor">;
        anchor: z.ZodString;
        space: z.ZodOptional<z.ZodString>;
        page: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"user">;
        user: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"collection">;
        collection: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"space">;
        space: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"reusable-content">;
        reusableContent: z.ZodString;
        space: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"openapi">;
        spec: z.ZodString;
    }, z.core.$strip>], "kind">>;
    slug: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** A page's markdown is at most 1 MiB (UTF-8). */
export declare const MAX_MARKDOWN_BYTES: number;
/**
 * The markdown a `content` input stands for: `{ markdown }` as is, `{ document }` (GitBook
 * "JSONDocument") validated against the block model, then converted. INVALID_ARGUMENT names
 * the JSON path of the first invalid node (`content.document.nodes.0...`).
 */
export declare function markdownOfContent(content: NonNullable<z.infer<typeof ZPageContent>>): string;
/**
 * Refuses a body (markdownOfContent's) that exceeds a structural limit of Markdown or takes
 * longer than the parse budget (INVALID_ARGUMENT naming the limit, ../lib/markdown-parse.ts):
 * every later read of it would have to fall back to its plain text. Called once the caller is
 * known to may write there, since the parse costs a worker's time.
 */
export declare const checkContentMarkdown: (content: NonNullable<z.infer<typeof ZPageContent>>, markdown: string) => Promise<void>;
export declare const contentRefOf: (value: ContentRef) => ContentRefJson;
/** CreatePages: at most this many pages in one call... */
export declare const MAX_BATCH_PAGES = 250;
/** ...and at most this much markdown in all (UTF-8; each page's own limit is MAX_MARKDOWN_BYTES). */
export declare const MAX_BATCH_MARKDOWN_BYTES: number;
export declare function inBatchField<T>(index: number, check: () => T): T;
/** inBatchField for an asynchronous check. */
export declare function inBatchFieldAsync<T>(index: number, check: () => Promise<T>): Promise<T>;
/**
 * The kind of a page to create (CreatePage, or one page of CreatePages) from its `type`, checked
 * against what the page carries: only document pages have content and a description, and link
 * pages (only they) a target. `field` prefixes the errors' field names ('' or 'pages.<i>.'),
 * `types` lists the types the call accepts.
 */
export declare function checkedPageKind(page: {
    type: number;
    content?: unknown;
    description?: unknown;
    target?: unknown;
}, field: string, types: string): PageKind;
