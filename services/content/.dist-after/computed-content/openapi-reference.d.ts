/**
 * The API reference Quire's `builtin:openapi` computed content source makes of an OpenAPI
 * document: pure functions, no database. A spec becomes one page per tag (its operations, in
 * the document's order) and, when asked for, a page of its models (`components.schemas`).
 * Pages hold GitBook OpenAPI blocks (`openapi-operation`, `openapi-schemas`) that name the spec
 * by slug: the reader renders each operation's parameters, bodies, responses and examples from
 * the spec's newest valid version when it shows the page, so the pages follow the spec.
 */
type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
type JsonObject = {
    [key: string]: Json;
};
/** The title of the page of operations that have no tag. */
export declare const UNTAGGED_TITLE = "Other operations";
/** The title of the models page. */
export declare const MODELS_TITLE = "Models";
export type ReferenceOperation = {
    method: string;
    path: string;
};
/** One page of operations: a tag (`name` as the document writes it), or the untagged operations (`name` null). */
export type ReferenceTag = {
    name: string | null;
    title: string;
    description?: string;
    operations: ReferenceOperation[];
};
/** What the pages are made of: small enough to keep per spec version (no schemas, no examples). */
export type ReferenceOutline = {
    tags: ReferenceTag[];
    schemas: string[];
};
/**
 * The tags and operations of a document: tags in the order of the document's `tags` list, then
 * those only operations name, in the order met; an operation under each of its tags (as GitBook
 * shows it), operations without a tag on a last page. A path item given as a local `$ref` is
 * followed; tags without operations make no page.
 */
export declare function referenceOutline(document: JsonObject): ReferenceOutline;
/** The tag a `page` prop names: a tag's name (as the document writes it) or the slug of its page. */
export declare function findTag(outline: ReferenceOutline, page: string): ReferenceTag | undefined;
/** A stable id from the seed and what it names ("Seed to use for the generation of IDs"). */
export declare function seededId(seed: string, ...parts: string[]): string;
/**
 * Each tag page's slug: its title's, de-duplicated among the pages (`-2`, `-3`). `models` is kept
 * for the models page whenever the spec has schemas, asked for or not, so that a tag's slug is the
 * same in every computation of the version.
 */
export declare function pageSlugs(outline: ReferenceOutline): {
    tag: ReferenceTag;
    slug: string;
}[];
/** An `openapi-operation` block: the reader shows the operation's parameters, bodies, responses and examples. */
export declare function operationBlock(slug: string, seed: string, operation: ReferenceOperation): JsonObject;
/** Schemas per `openapi-schemas` block: the reader shows at most 100 names of one block. */
export declare const SCHEMAS_PER_BLOCK = 100;
/**
 * `openapi-schemas` blocks naming every model of the spec, SCHEMAS_PER_BLOCK to a block: one
 * block is grouped under its title; several are shown ungrouped, one after the other.
 */
export declare function schemasBlocks(slug: string, seed: string, schemas: readonly string[]): JsonObject[];
/**
 * Quire's bounds on one computation, so that an answer stays far below the 32 MiB gRPC message
 * (an operation block is about 250 bytes of JSON, a page about 500 besides).
 */
export declare const MAX_COMPUTED_PAGES = 1000;
export declare const MAX_COMPUTED_OPERATIONS = 20000;
export declare const MAX_COMPUTED_SCHEMAS = 20000;
/** Why pages of these tags (and these schemas) cannot be computed within those bounds; undefined when they can. */
export declare function beyondBounds(tags: readonly ReferenceTag[], schemas: readonly string[]): string | undefined;
/** A JSONDocument of top-level blocks. */
export declare const documentOf: (nodes: readonly unknown[]) => JsonObject;
export {};
