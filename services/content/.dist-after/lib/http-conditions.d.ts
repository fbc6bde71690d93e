/** If-None-Match (RFC 9110 13.1.2): `*`, or a list of entity tags compared weakly. */
export declare function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean;
