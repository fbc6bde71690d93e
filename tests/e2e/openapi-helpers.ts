import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where the OpenAPI tests' URL sources are fetched from (the e2e git-worker may reach
 * 127.0.0.0/8): `/openapi.json` answers what `document()` says at the time of the request,
 * anything else 404.
 */
export async function startSpecServer(document: () => string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/openapi.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(document());
    } else {
      response.writeHead(404);
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
