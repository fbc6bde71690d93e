import { z } from 'zod';
/** GitBook "OpenAPISpecSlug". */
export declare const ZSpecSlug: z.ZodString;
/** Largest source text, in UTF-8 bytes (what the worker also fetches at most from a URL). */
export declare const MAX_SOURCE_TEXT_BYTES: number;
/** Largest validated document the worker may record, as JSON (a YAML source grows a little as JSON). */
export declare const MAX_DOCUMENT_BYTES: number;
export type SpecSourceInput = {
    kind: 'url';
    url: string;
} | {
    kind: 'text';
    text: string;
};
/** GitBook "OpenAPISpecSource": exactly one of `url` (http or https) and `text` (1 byte to 10 MiB). */
export declare const ZSpecSource: z.ZodPipe<z.ZodObject<{
    url: z.ZodOptional<z.ZodString>;
    text: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodTransform<{
    kind: "url";
    url: string;
} | {
    kind: "text";
    text: string;
}, {
    url?: string | undefined;
    text?: string | undefined;
}>>;
/**
 * A problem of a version as stored (`errors`, `last_processed_errors`): the worker's message,
 * a code, and where it is (JSON pointer or the validator's path; 1-based line and column, 0
 * when unknown).
 */
export declare const ZStoredSpecError: z.ZodObject<{
    message: z.ZodString;
    code: z.ZodString;
    pointer: z.ZodString;
    line: z.ZodNumber;
    column: z.ZodNumber;
}, z.core.$strip>;
export type StoredSpecError = z.infer<typeof ZStoredSpecError>;
/** Errors one version may record. */
export declare const MAX_RECORDED_ERRORS = 100;
/** The stored errors of a JSON column (written by this service only; anything else reads as none). */
export declare function storedErrorsOf(value: unknown): StoredSpecError[];
