/**
 * Signed, expiring download tokens (files' `downloadURL`, PDF exports): base64url(JSON
 * payload) "." base64url(HMAC-SHA256). The gateway serves `/v1/downloads/{token}` without a
 * bearer token: the signature is the authorization, so a token names exactly one blob or
 * export and expires (`exp`, epoch seconds).
 */
export type DownloadPayload = {
    kind: 'blob';
    hash: string;
    contentType: string;
    name: string;
    exp: number;
} | {
    kind: 'pdf';
    spaceId: string;
    revisionId: string;
    pageId?: string;
    exp: number;
};
export type UrlSigner = {
    sign(payload: DownloadPayload): string;
    /** The payload of a well-signed, unexpired token; undefined otherwise. */
    verify(token: string, nowMs?: number): DownloadPayload | undefined;
};
export declare function urlSigner(key: string | Buffer): UrlSigner;
/** A key for one process when none is configured: URLs then stop working across replicas and restarts. */
export declare const ephemeralSigningKey: () => Buffer;
/** Downloads stay valid for an hour (GitBook's PDF URLs do too). */
export declare const DOWNLOAD_TTL_SECONDS: number;
export declare const expiresIn: (seconds: number, nowMs?: number) => number;
