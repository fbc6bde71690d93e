import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, type PublishIntegration } from '@gitbook/api';
import axe from 'axe-core';
import { chromium, type Browser } from 'playwright-core';
import { bundleTestIntegration } from '../../services/runtime/test/fixtures/bundle-test-integration';
import { createSpace, expectOk, newOrg, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { get, mergePages } from './reader-helpers';

// Integration blocks on a published page (docs/reader.md "Integration blocks"): the reader asks
// the stack's runtime to render them (the @gitbook/runtime fixture integration, published and
// installed on the space through the official client) and serves static HTML: no script of the
// integration, webframes sandboxed and allowed by the page's CSP only, a notice for a block the
// runtime cannot render. With Chromium (CHROMIUM_PATH), axe-core checks the page too.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumInstalled = fs.existsSync(CHROMIUM_PATH);
const describeBrowser = chromiumInstalled || process.env.CI ? describe : describe.skip;
// The page's document, inside `page.evaluate` (this file has no DOM types).
declare const document: unknown;

type Json = Record<string, any>;

let stack: Stack;
let org: Org;
let pageUrl: string;
let name: string;

const integrationBlock = (integration: string, block: string, props: Json) => ({ object: 'block', type: 'integration', isVoid: true, data: { integration, block, props } });

beforeAll(async () => {
  stack = await startStack({ reader: true });
  const publisher = await newOrg(stack);
  name = `blocks-${randomUUID().slice(0, 8)}`;
  const manifest: PublishIntegration = {
    title: 'Widgets',
    description: 'Renders blocks',
    scopes: [IntegrationScope.SpaceContentRead],
    script: await bundleTestIntegration(),
    organization: publisher.organizationId,
    visibility: IntegrationVisibility.Public,
    blocks: [{ id: 'showcase', title: 'Showcase' }],
  };
  await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest));
  org = await newOrg(stack);
  const installation = await expectOk('installIntegration', 201, org.gitbook.integrations.installIntegration(name, { organization: org.organizationId }));
  const space = await createSpace(org, 'Blocks');
  await expectOk('installIntegrationOnSpace', 201, org.gitbook.integrations.installIntegrationOnSpace(name, installation.id, { space: space.id }));
  const document = {
    object: 'document',
    data: {},
    nodes: [
      { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Before the blocks.', marks: [] }] }] },
      // GitBook's PlainObject (the props' schema) has no `type: object`, so a string, number or
      // boolean prop matches two of its `oneOf` branches: documents can only carry object props.
      integrationBlock(name, 'showcase', {}),
      integrationBlock(name, 'greeting', { options: {} }),
      integrationBlock('not-installed-here', 'diagram', {}),
    ],
  };
  await mergePages(stack, org, space.id, [{ title: 'Widgets page', document }]);
  const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Blocks docs', spaces: [space.id] }));
  const published = (await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, (site as Json).id))) as Json;
  pageUrl = published.urls.published as string;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('integration blocks on a published page', () => {
  test('are rendered on the server from the runtime, as static HTML; the CSP frames only their webframes; an integration not installed shows the notice', async () => {
    const page = await get(pageUrl);
    expect(page.status).toBe(200);
    const html = page.body;
    // Both blocks of the installed integration, rendered by its script for this space.
    expect(html).toContain('Showcase in document');
    expect(html).toMatch(/for [A-Za-z0-9_-]+<\/p>/);
    expect(html).toContain(', 0 clicks');
    expect(html).toContain('class="q-integration-block"');
    // The block of an integration that is not installed on the space: the notice.
    expect(html).toContain('The integration “not-installed-here” cannot be displayed here yet.');
    // Nothing of the integration runs: no script but the reader's own, an inert button, no javascript: link.
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(scripts.every((tag) => /src="[^"]*\/~quire\/assets\//.test(tag))).toBe(true);
    expect(html).toMatch(/<button type="button" disabled class="q-ck-button">Press<\/button>/);
    expect(html).not.toContain('javascript:');
    // The https webframe, sandboxed; the http one refused; the page's CSP frames exactly its origin.
    expect(html).toMatch(/<iframe [^>]*src="https:\/\/example\.com\/frame"/);
    expect(html).toContain('sandbox="allow-scripts allow-popups"');
    expect(html).not.toContain('insecure.example');
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' https://example.com");
    // Served again (from the reader's caches): the same.
    const again = await get(pageUrl);
    expect(again.body).toContain('Showcase in document');
  }, 60_000);
});

describeBrowser('integration blocks in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'], timeout: 60_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  test('axe-core finds no serious or critical violation on a page with integration blocks', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const origin = new URL(pageUrl).origin;
    // The fixture's image and frame point at example.com: nothing leaves the machine in a test.
    await context.route(/.*/, (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.evaluate(axe.source);
    const results = await page.evaluate(() =>
      (globalThis as unknown as { axe: typeof axe }).axe.run(document as never, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }),
    );
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
    expect(serious).toEqual([]);
    expect(await page.locator('.q-integration-block').count()).toBe(2);
    await context.close();
  }, 60_000);
});
