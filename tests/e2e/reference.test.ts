import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SwaggerParser from '@apidevtools/swagger-parser';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { scalarBundlePath } from '@quire/gateway';
import { expectContractError } from './contract';
import { startStack, type Stack } from './harness';

// GET /v1/reference: the API reference page (Scalar, served by the gateway itself) over the real
// stack. Over HTTP: headers, the script's caching, the document's entry. In headless Chromium: the
// page lists the operations by tag, its search finds an operation, and a "try it" call with a
// real token answers 200, while no request leaves the gateway's origin and the page's
// Content-Security-Policy is never violated.
//
// Chromium is Debian's (`apt-get install chromium`, as .ci/run does), driven by playwright-core.
// Without it the browser tests are skipped, except under CI, where they fail.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumInstalled = fs.existsSync(CHROMIUM_PATH);
if (!chromiumInstalled && !process.env.CI) {
  process.stderr.write(`reference.test.ts: browser tests skipped, no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)\n`);
}
const OUTPUT_DIR = path.resolve(__dirname, 'test-output');
/** Playwright's wait for any one element or event: generous for two shared cores, but bounded. */
const ACTION_TIMEOUT_MS = 30_000;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

/**
 * A GET on a connection of its own: fetch decompresses by itself and makes conditional requests
 * uncacheable (no-cache), and a kept-alive connection may be closed by the gateway (its idle
 * timeout) just as the next request reuses it, between steps that take longer than that.
 */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('GET /v1/reference over HTTP', () => {
  it('is an HTML page without a token, whose policy allows nothing from another origin', async () => {
    const response = await fetch(`${stack.baseUrl}/v1/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('x-ratelimit-limit')).toBeTruthy();
    const policy = Object.fromEntries(
      response.headers
        .get('content-security-policy')!
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // The harness's public URL is the gateway's own address.
    expect(policy['connect-src']).toEqual(["'self'", stack.baseUrl]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);

    const html = await response.text();
    // Every URL on the page is relative: nothing names another origin.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
    expect(html).toContain('data-url="openapi.json"');
    expect(html).toMatch(/<script src="reference\/standalone\.js\?v=[0-9a-f]{16}"><\/script>/);
  });

  it('serves Scalar\'s bundle as installed, cacheable for a year, gzipped when asked, 304 when unchanged', async () => {
    const bundle = fs.readFileSync(scalarBundlePath());
    const page = await (await fetch(`${stack.baseUrl}/v1/reference`)).text();
    const scriptUrl = new URL(/<script src="([^"]+)"/.exec(page)![1], `${stack.baseUrl}/v1/reference`).href;

    const plain = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(bundle)).toBe(true);
    const version = new URL(scriptUrl).searchParams.get('v');
    expect(plain.headers.get('etag')).toBe(`"${version}"`);

    const gzipped = await rawGet(scriptUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body.length).toBeLessThan(bundle.length / 2);
    expect(gunzipSync(gzipped.body).equals(bundle)).toBe(true);

    const again = await rawGet(scriptUrl, { 'accept-encoding': 'identity', 'if-none-match': `"${version}"` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetch(scriptUrl, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bundle.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('redirects /v1/reference/ to the page, answers 404 with the error body under it, and refuses other methods', async () => {
    const slash = await fetch(`${stack.baseUrl}/v1/reference/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location')!, `${stack.baseUrl}/v1/reference/`).href).toBe(`${stack.baseUrl}/v1/reference`);

    const missing = await fetch(`${stack.baseUrl}/v1/reference/fonts.css`);
    expect(missing.status).toBe(404);
    expectContractError(404, await missing.json());

    // Not this pipeline's methods: the /v1 pipeline answers, and asks for a token first.
    const post = await fetch(`${stack.baseUrl}/v1/reference`, { method: 'POST' });
    expect(post.status).toBe(401);
    expectContractError(401, await post.json());
  });

  it('is listed in /v1/openapi.json as a public Quire extension', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as Json;
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(document.paths['/reference'].get).toMatchObject({
      operationId: 'getQuireApiReference',
      'x-quire-extension': true,
      security: [],
      responses: { '200': { content: { 'text/html': { schema: { type: 'string' } } } } },
    });
    // "Try it" calls go to the server the document names: this gateway.
    expect(document.servers).toEqual([{ url: `${stack.baseUrl}/v1` }]);
  });
});

/** A violation of the page's Content-Security-Policy, as the page's own listener saw it. */
type Violation = { directive: string; blockedURI: string; sourceFile: string };

/** Runs in every page before its own scripts (playwright's init script, which the policy does not cover). */
const RECORD_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push({
    directive: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile,
  }));
`;

/**
 * zod, bundled in Scalar, probes once whether it may compile validators (`Function('')` in a
 * try/catch) and validates without compiling when it may not: the policy's refusal of that
 * probe is expected, and nothing breaks. Any other violation is a failure.
 */
const isZodEvalProbe = (violation: Violation) => violation.directive === 'script-src' && violation.blockedURI === 'eval';

(chromiumInstalled || process.env.CI ? describe : describe.skip)('GET /v1/reference in headless Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let openApi: Json;
  const requested: string[] = [];

  const summaryOf = (apiPath: string, method: string): string => openApi.paths[apiPath][method].summary;
  const summariesTagged = (tag: string): string[] =>
    Object.values(openApi.paths as Record<string, Record<string, Json>>)
      .flatMap((item) => Object.values(item))
      .filter((operation) => operation.tags.includes(tag))
      .map((operation) => operation.summary);

  beforeAll(async () => {
    if (!chromiumInstalled) {
      throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install the Debian package "chromium" (.ci/run does) or set CHROMIUM_PATH`);
    }
    openApi = JSON.parse((await rawGet(`${stack.baseUrl}/v1/openapi.json`)).body.toString('utf8')) as Json;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      // As root in a container Chromium cannot sandbox itself; /dev/shm is often small there.
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
      timeout: 60_000,
    });
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    // Every request of every page and worker of the context, CSP-refused ones included.
    context.on('request', (request) => requested.push(request.url()));
    await context.addInitScript({ content: RECORD_VIOLATIONS });
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    // After every step, not only at the end: a step that fails still reports what left.
    const origin = new URL(stack.baseUrl).origin;
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
    const violations = page ? await page.evaluate<Violation[]>('window.cspViolations ?? []') : [];
    expect(violations.filter((violation) => !isZodEvalProbe(violation))).toEqual([]);
  });

  it('loads from the gateway alone and lists the operations by tag', async () => {
    await page.goto(`${stack.baseUrl}/v1/reference`);
    // Scalar's sidebar: one entry per tag (`data-sidebar-id` ending in /tag/<name>), its operations inside.
    const tagEntry = (tag: string) => page.locator(`li[data-sidebar-id$="/tag/${tag}"]`);
    for (const tag of ['system', 'collections', 'change-requests', 'users', 'openapi']) {
      await tagEntry(tag).getByRole('link', { name: tag, exact: true }).waitFor();
    }
    // The first tag (of the first path, `GET /`: getApiInformation's `system`) is open: its
    // operations are listed under their summaries.
    await tagEntry('system').getByText(summaryOf('/', 'get'), { exact: true }).waitFor();
    fs.mkdirSync(OUTPUT_DIR, { recursive: true });
    const screenshot = path.join(OUTPUT_DIR, 'reference.png');
    await page.screenshot({ path: screenshot });
    process.stderr.write(`API reference screenshot: ${screenshot}\n`);

    // Opened, a tag lists every operation the document gives it (this page's own among them).
    for (const tag of ['collections', 'users', 'openapi']) {
      await tagEntry(tag).getByRole('link', { name: tag, exact: true }).click();
      const summaries = summariesTagged(tag);
      expect(summaries.length).toBeGreaterThan(0);
      for (const summary of summaries) await tagEntry(tag).getByText(summary, { exact: true }).waitFor();
    }
    expect(summariesTagged('openapi')).toContain(summaryOf('/reference', 'get'));

    // The page fetched the document and its script from the gateway, nothing else.
    const paths = requested.map((url) => new URL(url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/v1/reference', '/v1/reference/standalone.js', '/v1/openapi.json']));
  }, 120_000);

  it('finds createChangeRequest with its search', async () => {
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Enter search query' });
    await search.fill('createChangeRequest');
    const results = page.getByRole('listbox', { name: 'Reference Search Results' }).getByRole('option');
    await expect(results.first().innerText()).resolves.toContain(summaryOf('/spaces/{spaceId}/change-requests', 'post'));
    await expect(results.first().innerText()).resolves.toContain('/spaces/{spaceId}/change-requests');
    await page.keyboard.press('Escape');
  }, 120_000);

  it('sends a "try it" request with a real token from the page, and shows its 200', async () => {
    const { token, userId } = await stack.createOrg();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Enter search query' }).fill(summaryOf('/user', 'get'));
    await page.getByRole('option', { name: new RegExp(summaryOf('/user', 'get')) }).first().click();

    const operation = page.locator('section[id$="/tag/users/GET/user"]');
    await operation.locator('button', { hasText: 'Test Request' }).click();
    const client = page.getByRole('dialog');
    await client.getByPlaceholder('Token').fill(token);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/user');
    await client.getByRole('button', { name: /^Send\b/ }).first().click();
    const response = await answered;

    expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
    expect(response.status()).toBe(200);
    expect(((await response.json()) as Json).id).toBe(userId);
    // The client shows the status and the user it answered.
    const shown = client.getByRole('region', { name: 'Response' });
    await shown.getByText('200 OK', { exact: true }).waitFor();
    await shown.getByText(userId).first().waitFor();

    const screenshot = path.join(OUTPUT_DIR, 'reference-try-it.png');
    await page.screenshot({ path: screenshot });
    process.stderr.write(`API reference "try it" screenshot: ${screenshot}\n`);
  }, 120_000);
});
