export declare const sha256: (data: string | Uint8Array) => string;
/** JSON with object keys sorted at every level, so equal values always hash the same. */
export declare function canonicalJson(value: unknown): string;
