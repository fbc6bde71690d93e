import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { send } from './respond';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

type Asset = { body: Buffer; gzipped?: Buffer; contentType: string; etag: string };

/**
 * The reader's fingerprinted files (dist/assets, built by scripts/build-assets.mjs), read into
 * memory once: their names change with their content, so they are served `immutable`.
 */
export class StaticAssets {
  private readonly files = new Map<string, Asset>();

  constructor(readonly directory: string) {
    if (!existsSync(directory)) return;
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name);
      if (!statSync(file).isFile()) continue;
      const body = readFileSync(file);
      const contentType = TYPES[path.extname(name)] ?? 'application/octet-stream';
      const compressible = /^(text\/|application\/json|image\/svg)/.test(contentType);
      this.files.set(name, { body, contentType, gzipped: compressible ? gzipSync(body, { level: 9 }) : undefined, etag: `"${name}"` });
    }
  }

  has(name: string): boolean {
    return this.files.has(name);
  }

  serve(req: IncomingMessage, res: ServerResponse, name: string): void {
    const asset = this.files.get(name);
    if (!asset || name === 'manifest.json') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end('Not found');
      return;
    }
    send(req, res, { status: 200, contentType: asset.contentType, body: asset.body, caching: 'immutable', headers: { 'Access-Control-Allow-Origin': '*' } }, { etag: asset.etag, gzipped: asset.gzipped });
  }
}
