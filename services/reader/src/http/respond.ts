import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * Every HTML answer's policy: scripts and styles only from the reader's own fingerprinted
 * files (no inline script, no eval); style attributes allowed for what KaTeX emits (code colours are classes);
 * images may come from where the content points (https) or be data URLs; nothing else leaves
 * the origin, and nobody frames the site but itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The policy of a page with integration webframes: the same, plus `frame-src` for exactly the
 * origins those frames load from (https, or the integration's public endpoint). Origins are
 * `URL.origin` values, which hold no space, quote or semicolon.
 */
export function contentSecurityPolicyWithFrames(origins: string[]): string {
  const safe = origins.filter((origin) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin));
  return `${CONTENT_SECURITY_POLICY}; frame-src 'self'${safe.map((origin) => ` ${origin}`).join('')}`;
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Who may keep a copy: anyone (revalidating, so an event's change shows at once) or nobody. */
export type Caching = 'public' | 'private' | 'immutable';

const CACHE_CONTROL: Record<Caching, string> = {
  public: 'public, max-age=0, must-revalidate',
  private: 'private, no-store',
  immutable: 'public, max-age=31536000, immutable',
};

export type Body = { status: number; contentType: string; body: string | Buffer; caching: Caching; headers?: Record<string, string> };

export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Below this, compressing costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

/**
 * Sends `answer` with the security headers, an ETag (304 to a matching If-None-Match on a 200),
 * gzip when the client takes it, and no body for HEAD.
 */
export function send(req: IncomingMessage, res: ServerResponse, answer: Body, precomputed?: { etag: string; gzipped?: Buffer }): void {
  const headers: Record<string, string> = { ...SECURITY_HEADERS, 'Content-Type': answer.contentType, 'Cache-Control': CACHE_CONTROL[answer.caching], Vary: 'Accept-Encoding, Cookie', ...answer.headers };
  const etag = precomputed?.etag ?? etagOf(answer.body);
  if (answer.status === 200) headers.ETag = etag;
  if (answer.status === 200 && ifNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body: string | Buffer = answer.body;
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  const compressible = precomputed === undefined || precomputed.gzipped !== undefined;
  if (compressible && size >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = precomputed?.gzipped ?? gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function redirect(res: ServerResponse, status: 301 | 302 | 303 | 307 | 308, location: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'private, no-store', 'Content-Length': '0', ...headers });
  res.end();
}
