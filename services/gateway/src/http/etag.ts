import { hash } from 'node:crypto';

/** What express's default (`etag: 'weak'`) answers for an empty body. */
const EMPTY_BODY_ETAG = 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';

/**
 * Express's default weak ETag (the `etag` package: `W/"<length in hex>-<SHA-1 in base64,
 * 27 characters>"`), byte for byte, computed with the one-shot `hash` instead of a `Hash`
 * object per response. Installed as the app's `etag` setting, so express still decides when
 * to send it and answers 304 to a matching `If-None-Match`.
 */
export function weakEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, encoding);
  if (bytes.length === 0) return EMPTY_BODY_ETAG;
  return `W/"${bytes.length.toString(16)}-${hash('sha1', bytes, 'base64').slice(0, 27)}"`;
}
