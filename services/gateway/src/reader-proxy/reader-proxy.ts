import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@quire/shared';

/** Where published sites are served through the gateway's origin (QUIRE_SITES_URL's path). */
export const SITES_PATH = '/sites';

/** Hop-by-hop headers (RFC 9110 7.6.1) are the connection's, not the message's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Passes `/sites/*` to the reader (READER_URL) unchanged, so that `npm start` serves published
 * sites at the gateway's origin. A deployment routes `/sites` to the reader directly (its own
 * Service behind the ingress, deploy/k8s): the reader is scaled apart from the API and needs
 * nothing of the gateway (no bearer token, no JSON). Bodies stream both ways; the reader's
 * answer, status and headers are the visitor's.
 */
export function readerProxy(readerUrl: string, logger: Logger, timeoutMs = 30_000): (req: Request, res: Response, next: NextFunction) => void {
  const target = new URL(readerUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        agent,
        timeout: timeoutMs,
        headers: {
          ...endToEnd(req.headers),
          'x-forwarded-for': req.ip ?? '',
          'x-forwarded-proto': req.protocol,
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('the reader did not answer in time')));
    upstream.on('error', (error) => {
      logger.warn({ err: error, path: req.path }, 'reader unreachable');
      if (res.headersSent) return void res.destroy();
      res.status(502).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send('The documentation is unavailable for a moment. Please try again.');
    });
    req.pipe(upstream);
  };
}
