/**
 * OpenAPI documents for the reader, dereferenced. Content stores each valid version bundled
 * (internal `$ref`s as written, docs/outside-sources.md); the reader renders operations from
 * the document without resolving references itself, so each `#/...` reference is replaced by
 * what it points at. Bounded: the output is counted as it is made, and a document past
 * `maxBytes` of JSON (or nested past MAX_DEPTH) is refused, so the work is bounded too.
 */
/** Levels of nesting of a dereferenced document (ts-proto's Struct conversion recurses as deep). */
export declare const MAX_DEPTH = 512;
/** Why a document is not answered: over the size (or depth) the reader is sent, or not a JSON object. */
export declare class UnsendableDocument extends Error {
    readonly reason: 'too-large' | 'too-deep' | 'invalid';
    constructor(reason: 'too-large' | 'too-deep' | 'invalid');
}
type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
/** The value a local JSON pointer (`#/components/schemas/Pet`) names in `root`; undefined for none. */
export declare function pointerTarget(root: Json, ref: string): Json | undefined;
/**
 * The document of `text` (JSON) with every local `$ref` replaced by its target, the keys beside
 * a `$ref` (OpenAPI 3.1 allows `description` and the like there) laid over the target. A
 * reference to a value the walk is inside of (a recursive schema: its own definition, or one
 * being expanded around it), which JSON cannot write out, stays a `$ref`, as does one to
 * nothing. Answers the document and its approximate size as JSON; UnsendableDocument past
 * `maxBytes` or MAX_DEPTH.
 */
export declare function dereferenceDocument(text: string, maxBytes: number): {
    document: {
        [key: string]: Json;
    };
    bytes: number;
};
export {};
