import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test website answers one path. */
export type TestWebsiteRoute = {
  status?: number;
  /** Default `text/html; charset=utf-8`. */
  contentType?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A redirect (status 302 unless `status` says otherwise). */
  location?: string;
  /** Waits this long before answering (a slow page). */
  delayMs?: number;
};

/** One request the website answered. */
export type TestWebsiteRequest = { path: string; userAgent: string; at: number };

export type TestWebsite = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  url(path: string): string;
  requests: TestWebsiteRequest[];
  /** The paths requested, in order. */
  requestedPaths(): string[];
  /** The most requests the website was answering at the same time. */
  maxInFlight(): number;
  /** Adds or replaces a route. */
  route(path: string, route: TestWebsiteRoute): void;
  close(): Promise<void>;
};

/** A 1×1 PNG. */
export const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

/**
 * A small website served by the test itself on 127.0.0.1 (port 0): each path answers its
 * route (pages, redirects, slow answers, any status), anything else 404. Paths include the
 * query string. Every request is logged with its User-Agent.
 */
export async function startTestWebsite(routes: Record<string, TestWebsiteRoute> = {}): Promise<TestWebsite> {
  const table = new Map(Object.entries(routes));
  const requests: TestWebsiteRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push({ path, userAgent: request.headers['user-agent'] ?? '', at: Date.now() });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.once('close', () => {
      inFlight -= 1;
    });
    const route = table.get(path);
    const send = () => {
      if (response.destroyed) return;
      if (!route) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers: Record<string, string> = { ...route.headers };
      if (route.location !== undefined) {
        response.writeHead(route.status ?? 302, { ...headers, location: route.location }).end();
        return;
      }
      headers['content-type'] ??= route.contentType ?? 'text/html; charset=utf-8';
      response.writeHead(route.status ?? 200, headers).end(route.body ?? '');
    };
    if (route?.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, route.delayMs);
      timers.add(timer);
    } else send();
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    requests,
    requestedPaths: () => requests.map((request) => request.path),
    maxInFlight: () => maxInFlight,
    route: (path, route) => table.set(path, route),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An HTML page with site furniture (header, navigation, footer) around `main`. */
export function testPage({ title, main, head = '', nav = '' }: { title: string; main: string; head?: string; nav?: string }): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${title} | Test Docs</title>${head}</head>
<body>
<header class="site-header"><a href="/">Test Docs</a> <span>Site banner</span></header>
<nav class="sidebar">${nav}</nav>
<main>${main}</main>
<footer>Copyright footer text</footer>
</body></html>`;
}

/**
 * `count` pages linked from the start page `/` in a tree of sections (`/section-<s>/page-<p>`),
 * each with a heading, paragraphs, a table and a code block (the crawl benchmark's site).
 */
export function generatedSiteRoutes(count: number, { perSection = 20 }: { perSection?: number } = {}): Record<string, TestWebsiteRoute> {
  const routes: Record<string, TestWebsiteRoute> = { '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nAllow: /\n' } };
  const paths: string[] = [];
  for (let index = 0; index < count - 1; index++) {
    const section = Math.floor(index / perSection);
    paths.push(index % perSection === 0 ? `/section-${section}/` : `/section-${section}/page-${index}`);
  }
  const nav = paths.map((path) => `<a href="${path}">${path}</a>`).join('\n');
  routes['/'] = { body: testPage({ title: 'Home', nav, main: '<h1>Home</h1><p>The generated site.</p>' }) };
  for (const path of paths) {
    routes[path] = {
      body: testPage({
        title: path,
        nav,
        main: `<h1>Page ${path}</h1>${'<p>Some text of the generated page, long enough to look like documentation.</p>'.repeat(5)}
<table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>
<pre><code class="language-sh">echo ${path}</code></pre>`,
      }),
    };
  }
  return routes;
}
