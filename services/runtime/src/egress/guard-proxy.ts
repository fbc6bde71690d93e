import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { redactOutboundUrl, toEgressError, EgressError, type GuardedEgress, type Logger } from '@quire/shared';
import { request as undiciRequest } from 'undici';

/** Hop-by-hop headers (RFC 9110 7.6.1) and the ones undici derives from the URL. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

export type GuardProxyOptions = {
  egress: GuardedEgress;
  logger: Logger;
  /** Total time of one outbound request from a script. */
  requestTimeoutMs: number;
};

export type GuardProxy = {
  /** host:port for workerd's `globalOutbound` external service. */
  address: string;
  close(): Promise<void>;
};

/**
 * The integration scripts' only way out: workerd's global outbound service is this HTTP
 * proxy on the loopback interface (workerd sends the absolute URL on the request line, `https:`
 * included, and no Host header). Each request is made again through the egress guard shared
 * with the git-worker (packages/shared/src/egress): public addresses only unless
 * QUIRE_EGRESS_ALLOW says more, cloud metadata addresses never, the address checked when the
 * socket connects, timeouts and a size cap. A refused or failed request answers 502 with the
 * reason, which the script sees as its fetch's response.
 */
export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const logger = options.logger.child({ component: 'guard-proxy' });
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    void forward(req, res);
  });

  async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain', 'x-quire-egress-error': 'BAD_URL' }).end('egress: only absolute http(s) URLs are fetched');
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    try {
      const response = await undiciRequest(url, {
        method: method as 'GET',
        headers,
        body: hasBody ? req : undefined,
        dispatcher: options.egress.dispatcher,
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
      const outHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) outHeaders[name] = value;
      }
      res.writeHead(response.statusCode, outHeaders);
      await pipeline(response.body, res);
    } catch (raw) {
      const error = toEgressError(raw, url);
      const code = error instanceof EgressError ? error.code : 'FETCH_ERROR';
      const message = error instanceof EgressError ? error.message : `could not fetch ${redactOutboundUrl(url)}`;
      logger.info({ url: redactOutboundUrl(url), code }, 'integration fetch failed');
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-quire-egress-error': code }).end(`egress: ${message}`);
      else res.destroy();
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
