import { z } from 'zod';
/** A file name: 1..255 characters, no slash, backslash or control character. */
export declare const ZFileName: z.ZodString;
export declare const DEFAULT_CONTENT_TYPE = "application/octet-stream";
/**
 * The media type of an upload: the request's Content-Type without its parameters,
 * lower-cased; application/octet-stream when none was sent; undefined when it is not a
 * `type/subtype` (RFC 6838 names).
 */
export declare function mediaTypeOf(header: string): string | undefined;
