/** Largest document accepted, as serialized JSON. */
export declare const MAX_DOCUMENT_BYTES: number;
/**
 * Throws INVALID_ARGUMENT `"<field>[.path]: <reason>"` unless `document` is a GitBook
 * JSONDocument of at most MAX_DOCUMENT_BYTES of JSON.
 */
export declare function validateDocument(field: string, document: unknown): void;
