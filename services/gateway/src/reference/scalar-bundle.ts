import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** A file served as it is, identified by its content, with its gzip encoding made once on demand. */
export type StaticAsset = {
  file: string;
  contentType: string;
  body: Buffer;
  /** The first 16 hex digits of the body's SHA-256: its ETag and the page's cache-busting query. */
  version: string;
  /** The gzip encoding of `body`, compressed at the first request that accepts it and kept. */
  gzipped(): Promise<Buffer>;
};

/**
 * Where @scalar/api-reference keeps its browser bundle. The package exports no subpath for it,
 * so it is found next to the package's main entry (`dist/index.js` → `dist/browser/`).
 */
export function scalarBundlePath(): string {
  const entry = require.resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

const loaded = new Map<string, StaticAsset>();

/**
 * Reads a file once per process (4 MB for Scalar's bundle; every gateway started in a test
 * process shares it). A missing file throws at start-up rather than at the first page view.
 */
export function loadStaticAsset(file: string, contentType: string): StaticAsset {
  const known = loaded.get(file);
  if (known) return known;
  const body = fs.readFileSync(file);
  let compressed: Promise<Buffer> | undefined;
  const asset: StaticAsset = {
    file,
    contentType,
    body,
    version: createHash('sha256').update(body).digest('hex').slice(0, 16),
    gzipped: () => {
      // In the thread pool, so that no other request waits behind it (about 0.4 s for 4 MB; the
      // best compression level takes half as long again for 0.2 % less). A failure is not kept:
      // the next request tries again.
      compressed ??= gzip(body).catch((error: unknown) => {
        compressed = undefined;
        throw error;
      });
      return compressed;
    },
  };
  loaded.set(file, asset);
  return asset;
}
