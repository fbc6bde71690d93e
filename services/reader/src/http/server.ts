import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { renderErrorHtml } from '../shell';
import type { ReaderContext } from '../routes/context';
import { serveSite } from '../routes/site';
import { send } from './respond';
import type { StaticAssets } from './static-assets';

/** Longest URL the reader reads (path and query). */
export const MAX_URL_LENGTH = 2048;

const badRequest = (context: ReaderContext, req: IncomingMessage, res: ServerResponse) =>
  send(req, res, { status: 400, contentType: 'text/html; charset=utf-8', body: renderErrorHtml({ status: 400, assetsPath: context.assetsPath }, 'en'), caching: 'private', headers: { 'X-Robots-Tag': 'noindex' } });

/**
 * Decoded path segments, or undefined for a path a reader never sends: bad percent-encoding,
 * control characters (NUL included), dot segments.
 */
export function segmentsOf(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (/[\u0000-\u001f\u007f]/.test(segment) || segment === '.' || segment === '..' || segment.includes('/')) return undefined;
    segments.push(segment);
  }
  return segments;
}

export function createReaderServer(context: ReaderContext, assets: StaticAssets): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const rawUrl = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD' && !(req.method === 'POST' || req.method === 'DELETE')) {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    if (rawUrl.length > MAX_URL_LENGTH) return badRequest(context, req, res);
    let url: URL;
    try {
      url = new URL(rawUrl, context.origin);
    } catch {
      return badRequest(context, req, res);
    }
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('ok');
      return;
    }
    const base = context.sitesBasePath;
    if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) {
      return send(req, res, { status: 404, contentType: 'text/html; charset=utf-8', body: renderErrorHtml({ status: 404, assetsPath: context.assetsPath }, 'en'), caching: 'private' });
    }
    const segments = segmentsOf(url.pathname.slice(base.length));
    if (!segments) return badRequest(context, req, res);
    if (segments[0] === '~quire' && segments[1] === 'assets' && segments.length === 3) return assets.serve(req, res, segments[2]);
    // Only the MCP endpoint takes other methods than GET and HEAD, and the page feedback endpoint POST.
    const isMcp = segments[2] === '~gitbook' && segments[3] === 'mcp';
    const isFeedbackPost = req.method === 'POST' && segments.length === 4 && segments[2] === '~quire' && segments[3] === 'feedback';
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isMcp && !isFeedbackPost) {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    if (segments.length < 2) {
      return send(req, res, { status: 404, contentType: 'text/html; charset=utf-8', body: renderErrorHtml({ status: 404, assetsPath: context.assetsPath }, 'en'), caching: 'private' });
    }
    await serveSite(context, req, res, url, segments);
  };
  return createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      context.logger.error({ err: error, path: req.url?.split('?')[0] }, 'reader request failed');
      if (!res.headersSent) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
        res.end('The documentation is unavailable for a moment. Please try again.');
      } else res.destroy();
    });
  });
}
