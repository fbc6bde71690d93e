import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { etagOf } from '../http/respond';

/** A rendered page as it is sent: UTF-8 bytes (encoded once, not per request), its ETag and gzip. */
export type CachedPage = { html: Buffer; etag: string; gzipped: Buffer; frameOrigins?: string[] };

/**
 * Rendered pages by everything that shapes them: the organization's generation (any event of
 * content or sites of the organization starts a new one), the site space, the revision, the
 * page, and the digest of the visitor's claims (adaptive content). Bounded in bytes
 * (READER_CACHE_MB); the least recently read pages go first.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.html.length + page.gzipped.length + 200 });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Keeps a page; `ttlMs` bounds how long (a page with integration blocks: their shortest
   * max-age, 0 keeps it not at all), `frameOrigins` are its integration webframes' origins.
   */
  put(key: string, text: string, options: { ttlMs?: number; frameOrigins?: string[] } = {}): CachedPage {
    const html = Buffer.from(text, 'utf8');
    const page: CachedPage = { html, etag: etagOf(html), gzipped: gzipSync(html, { level: 6 }), ...(options.frameOrigins?.length && { frameOrigins: options.frameOrigins }) };
    if (options.ttlMs === undefined) this.pages.set(key, page);
    else if (options.ttlMs > 0) this.pages.set(key, page, { ttl: options.ttlMs });
    return page;
  }
}

/** A stable digest of claims (keys sorted at every level). */
export function claimsDigest(claims: Record<string, unknown>): string {
  if (Object.keys(claims).length === 0) return '';
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)])) : value;
  return createHash('sha256').update(JSON.stringify(canonical(claims))).digest('base64url').slice(0, 22);
}
