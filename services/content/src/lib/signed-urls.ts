import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring download tokens (files' `downloadURL`, PDF exports): base64url(JSON
 * payload) "." base64url(HMAC-SHA256). The gateway serves `/v1/downloads/{token}` without a
 * bearer token: the signature is the authorization, so a token names exactly one blob or
 * export and expires (`exp`, epoch seconds).
 */
export type DownloadPayload =
  | { kind: 'blob'; hash: string; contentType: string; name: string; exp: number }
  | { kind: 'pdf'; spaceId: string; revisionId: string; pageId?: string; exp: number };

export type UrlSigner = {
  sign(payload: DownloadPayload): string;
  /** The payload of a well-signed, unexpired token; undefined otherwise. */
  verify(token: string, nowMs?: number): DownloadPayload | undefined;
};

const MAX_TOKEN_LENGTH = 2048;

export function urlSigner(key: string | Buffer): UrlSigner {
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, nowMs = Date.now()) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DownloadPayload;
        if (typeof payload.exp !== 'number' || payload.exp * 1000 < nowMs) return undefined;
        return payload;
      } catch {
        return undefined;
      }
    },
  };
}

/** A key for one process when none is configured: URLs then stop working across replicas and restarts. */
export const ephemeralSigningKey = (): Buffer => randomBytes(32);

/** Downloads stay valid for an hour (GitBook's PDF URLs do too). */
export const DOWNLOAD_TTL_SECONDS = 60 * 60;

export const expiresIn = (seconds: number, nowMs = Date.now()): number => Math.floor(nowMs / 1000) + seconds;
