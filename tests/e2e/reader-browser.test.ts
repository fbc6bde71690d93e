import fs from 'node:fs';
import path from 'node:path';
import { SiteVisibility } from '@gitbook/api';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { createSpace, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { blocksMarkdown, chartPng, Draft, HOSTILE_DESCRIPTION, HOSTILE_SVG, HOSTILE_TITLE, PETS_SPEC, PETS_SPEC_SLUG, processedSpec, xssMarkdown } from './reader-corpus';
import { get, mergePages, publishedSite, until, visitorToken } from './reader-helpers';

// Published sites read in headless Chromium as a person reads them: navigation (sidebar, breadcrumbs,
// previous and next, section tabs, the variant switcher, the table of contents), every block kind,
// tabs and expandables by keyboard and mouse, copy buttons, search with and without JavaScript,
// share-link and visitor-auth visits, adaptive content, a redirect, a 404, customization colours and
// dark mode, an XSS corpus that must run nothing, axe-core, and screenshots in test-output/.
// Throughout: no request leaves the gateway's origin, no Content-Security-Policy violation, no
// dialog, no uncaught error. HTTP-level checks of the same sites are reader.test.ts.
//
// Chromium is Debian's (as in reference.test.ts): without it the file is skipped, except under CI.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumInstalled = fs.existsSync(CHROMIUM_PATH);
if (!chromiumInstalled && !process.env.CI) {
  process.stderr.write(`reader-browser.test.ts: browser tests skipped, no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)\n`);
}
const OUTPUT_DIR = path.resolve(__dirname, 'test-output');
/** The README's screenshot, rewritten only when asked (QUIRE_UPDATE_SCREENSHOTS=1). */
const README_SCREENSHOT = path.resolve(__dirname, '../../docs/images/reader-page.png');
/** Playwright's wait for any one element or event: generous for two shared cores, but bounded. */
const ACTION_TIMEOUT_MS = 20_000;
const VIEWPORT = { width: 1280, height: 860 };

type Json = Record<string, any>;

// This workspace is typed for Node, without the DOM library: the browser globals used by the
// functions that run in the page (`evaluate`), declared for this file only.
type BrowserElement = {
  tagName: string;
  textContent: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  closest(selector: string): BrowserElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { top: number };
};
declare const document: {
  activeElement: BrowserElement | null;
  documentElement: BrowserElement;
  body: BrowserElement;
  cookie: string;
  querySelector(selector: string): BrowserElement | null;
  querySelectorAll(selector: string): ArrayLike<BrowserElement>;
};
declare const window: { axe: typeof axe };
declare const navigator: { clipboard: { readText(): Promise<string> } };
declare function getComputedStyle(element: BrowserElement): { getPropertyValue(name: string): string; backgroundColor: string; color: string };

type Violation = { directive: string; blockedURI: string; sourceFile: string; sample: string };

/** What a context saw: every request, CSP violations, dialogs, uncaught errors. Checked after every test. */
type Watch = { requests: string[]; violations: Violation[]; cspConsole: string[]; dialogs: string[]; errors: string[] };

/**
 * Runs in every document before its own scripts (an init script, which the page's policy does not
 * cover): reports each Content-Security-Policy violation to the test through an exposed binding,
 * so that none is lost when the page navigates.
 */
const REPORT_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (event) => window.__quireViolation({
    directive: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile, sample: event.sample,
  }));
`;

let stack: Stack;
let browser: Browser;
let org: Org;
const contexts: { context: BrowserContext; watch: Watch }[] = [];

/** A context of its own (cookies, storage, permissions), watched until the end of the test. */
async function newContext(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; watch: Watch }> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const watch: Watch = { requests: [], violations: [], cspConsole: [], dialogs: [], errors: [] };
  context.on('request', (request) => watch.requests.push(request.url()));
  context.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => watch.errors.push(error.message));
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) watch.cspConsole.push(message.text());
    });
  });
  if (options.javaScriptEnabled !== false) {
    await context.exposeBinding('__quireViolation', (_source, violation: Violation) => {
      watch.violations.push(violation);
    });
    await context.addInitScript({ content: REPORT_VIOLATIONS });
  }
  const entry = { context, watch };
  contexts.push(entry);
  return entry;
}

/** A new page in a new watched context. */
async function newPage(options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext; watch: Watch }> {
  const { context, watch } = await newContext(options);
  return { page: await context.newPage(), context, watch };
}

async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `reader-${name}.png`);
  await page.screenshot({ path: file, ...options });
  return file;
}

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const attribute = (locator: Locator, name: string) => locator.getAttribute(name);

/** Runs axe-core on the page as it is (or on the elements `selector` names) and answers its serious and critical violations. */
async function seriousViolations(page: Page, selector?: string): Promise<{ id: string; impact: string; help: string; nodes: string[] }[]> {
  // The reader's policy is `script-src 'self'`: `addScriptTag({ content })` would be an inline
  // script, which it refuses (and must keep refusing). `page.evaluate` runs through the DevTools
  // protocol, which the page's policy does not govern, so axe is injected that way on the real
  // page, with its real policy, and no violation report is expected from it.
  await page.evaluate(axe.source);
  const results = await page.evaluate((only) =>
    window.axe.run((only ? { include: [only] } : document) as never, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
  selector);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

// --- the sites ---------------------------------------------------------------------------------

/** The documentation site: sections "Guides" (two site spaces: versions 2 and 1) and "API reference". */
type DocsSite = {
  site: Json;
  url: string;
  sitePath: string;
  pages: Record<'welcome' | 'blocks' | 'parent' | 'child', Json>;
  imageName: string;
  sections: Json[];
};
let docs: DocsSite;

const WELCOME = [
  'Quire turns the spaces of your organization into a documentation website: written in change requests, reviewed, merged and published in four API calls.',
  '',
  '# Install',
  '',
  'Quire runs on Node.js with PostgreSQL and NATS. Start every service with one command:',
  '',
  '{% code title="Terminal" %}',
  '```bash',
  'npm install',
  'npm start',
  '```',
  '{% endcode %}',
  '',
  '{% hint style="info" %}',
  'The reader serves every published site at `QUIRE_SITES_URL`: nothing else to install.',
  '{% endhint %}',
  '',
  '# Configure',
  '',
  '| Variable | What it sets |',
  '| --- | --- |',
  '| `QUIRE_SITES_URL` | The address published sites are read at |',
  '| `DATABASE_URL` | The PostgreSQL server of the services |',
  '',
  '# Next steps',
  '',
  '1. Write your first pages in a change request.',
  '2. Create a site with the space and **publish** it.',
  '3. Share the URL: readers search, switch versions and read in light or dark.',
  '',
].join('\n');

async function buildDocsSite(): Promise<DocsSite> {
  const [v2, v1, api] = [await createSpace(org, 'Version 2'), await createSpace(org, 'Version 1'), await createSpace(org, 'API')];

  const draft = await Draft.open(stack, org, v2.id);
  const image = await draft.upload('page-views.png', chartPng(), 'image/png');
  const file = await draft.upload('quire-guide.pdf', Buffer.from('%PDF-1.4\n% a small guide\n'), 'application/pdf');
  const welcome = await draft.page({ title: 'Welcome', icon: 'rocket', description: 'What Quire does and how to start', content: { markdown: WELCOME } });
  const basics = await draft.page({ type: 'group', title: 'Basics' });
  const parent = await draft.page({ title: 'Nested parent', parent: basics.id, content: { markdown: 'A page with a page under it.' } });
  const child = await draft.page({ title: 'Nested child', parent: parent.id, content: { markdown: 'The page under the parent.' } });
  const blocks = await draft.page({
    title: 'Blocks',
    parent: basics.id,
    description: 'Every block kind',
    content: { markdown: blocksMarkdown({ welcomeId: welcome.id, nestedId: child.id, imageId: image.id, fileId: file.id }) },
  });
  await draft.page({ type: 'link', title: 'Website', target: { kind: 'url', url: 'https://example.com/' } });
  await draft.merge();
  await mergePages(stack, org, v1.id, [{ title: 'Welcome', markdown: 'The welcome page of version 1.' }]);
  await mergePages(stack, org, api.id, [{ title: 'Overview', markdown: 'The API reference overview.' }]);

  const sites = org.gitbook.orgs;
  const id = org.organizationId;
  const site = await expectOk('createSite', 201, sites.createSite(id, { title: 'Acme Docs' }));
  const guides = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: v2.id, title: 'Guides' }));
  await expectOk('addSpaceToSite', 201, sites.addSpaceToSite(id, site.id, { spaceId: v1.id, sectionId: guides.id }));
  const reference = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: api.id, title: 'API reference' }));
  const published = await expectOk('publishSite', 200, sites.publishSite(id, site.id));
  const url = (published as Json).urls.published as string;
  return { site: published, url, sitePath: new URL(url).pathname, pages: { welcome, blocks, parent, child }, imageName: image.name, sections: [guides, reference] };
}

const describeBrowser = chromiumInstalled || process.env.CI ? describe : describe.skip;

describeBrowser('published sites in headless Chromium', () => {
  beforeAll(async () => {
    if (!chromiumInstalled) {
      throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install the Debian package "chromium" (.ci/run does) or set CHROMIUM_PATH`);
    }
    stack = await startStack({ reader: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      // As root in a container Chromium cannot sandbox itself; /dev/shm is often small there.
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
      timeout: 60_000,
    });
    org = await newOrgOf(stack);
    await expectOk('createOpenAPISpec', 201, org.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug: PETS_SPEC_SLUG, source: { text: PETS_SPEC } }));
    await processedSpec(org, PETS_SPEC_SLUG);
    docs = await buildDocsSite();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    const entries = contexts.splice(0);
    await Promise.all(entries.map(({ context }) => context.close().catch(() => undefined)));
    // After every test, not only at the end: a test that fails still reports what left or ran.
    const origin = new URL(stack.baseUrl).origin;
    for (const { watch } of entries) {
      expect(watch.requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
      expect(watch.requests.filter((url) => url.includes('/xss-probe'))).toEqual([]);
      expect(watch.violations).toEqual([]);
      expect(watch.cspConsole).toEqual([]);
      expect(watch.dialogs).toEqual([]);
      expect(watch.errors).toEqual([]);
    }
  });

  describe('navigation', () => {
    it('the sidebar: nested pages, a group, a link page and the current page; the table of contents jumps to a heading', async () => {
      const { page } = await newPage();
      const response = await page.goto(docs.url);
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Welcome | Acme Docs');
      const pages = page.getByRole('navigation', { exact: true, name: 'Pages' });
      const current = pages.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await textOf(current)).toBe('Welcome');
      // The page's icon, drawn from the page's own sprite.
      expect(await current.locator('svg use').getAttribute('href')).toMatch(/^#q-i-/);
      // The group is a heading over its pages, the link page leads to its URL.
      await pages.getByText('Basics', { exact: true }).waitFor();
      expect(await attribute(pages.getByRole('link', { name: 'Website' }), 'href')).toBe('https://example.com/');
      expect(await attribute(pages.getByRole('link', { name: 'Blocks' }), 'href')).toBe(`${docs.sitePath}/basics/blocks`);
      // The nested page is not shown off the parent's branch; on the parent's page its branch is
      // open, a disclosure that closes and opens again.
      const child = pages.getByRole('link', { name: 'Nested child' });
      expect(await child.isVisible()).toBe(false);
      await pages.getByRole('link', { name: 'Nested parent' }).click();
      await page.waitForURL(`**${docs.sitePath}/basics/nested-parent`);
      await child.waitFor({ state: 'visible' });
      const toggle = pages.locator('summary', { hasText: 'Pages under Nested parent' });
      await toggle.click();
      await child.waitFor({ state: 'hidden' });
      await toggle.click();
      await child.click();
      await page.waitForURL(`**${docs.sitePath}/basics/nested-parent/nested-child`);
      expect(await textOf(page.locator('h1'))).toBe('Nested child');
      expect(await textOf(pages.locator('[aria-current="page"]'))).toBe('Nested child');
      // The way back is open: the parent's disclosure is open on this page.
      expect(await pages.locator('li.q-nav-branch', { hasText: 'Nested parent' }).locator('details').getAttribute('open')).not.toBeNull();

      // The welcome page, as the README shows it; its table of contents jumps to a heading.
      await page.goto(docs.url);
      const shot = await screenshot(page, 'page');
      if (process.env.QUIRE_UPDATE_SCREENSHOTS === '1') {
        fs.mkdirSync(path.dirname(README_SCREENSHOT), { recursive: true });
        fs.copyFileSync(shot, README_SCREENSHOT);
      }
      const toc = page.getByRole('complementary').getByRole('navigation');
      expect(await toc.getByRole('link').allTextContents()).toEqual(['Install', 'Configure', 'Next steps']);
      await toc.getByRole('link', { name: 'Next steps' }).click();
      await page.waitForURL(/#next-steps$/);
      const top = await page.locator('#next-steps').evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(VIEWPORT.height / 2);
    });

    it('breadcrumbs, previous and next, section tabs and the variant switcher', async () => {
      const { page } = await newPage();
      await page.goto(`${docs.url}/basics/nested-parent/nested-child`);
      const crumbs = page.getByRole('navigation', { exact: true, name: 'Breadcrumbs' });
      expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Basics', 'Nested parent']);
      await crumbs.getByRole('link', { name: 'Nested parent' }).click();
      await page.waitForURL(`**${docs.sitePath}/basics/nested-parent`);

      // Reading order: Welcome, Nested parent, Nested child, Blocks (the group is no page of its own).
      const pagination = page.getByRole('navigation', { exact: true, name: 'Previous and next pages' });
      expect(await textOf(pagination.locator('[rel="prev"]'))).toContain('Welcome');
      await pagination.locator('[rel="next"]').click();
      await page.waitForURL(`**${docs.sitePath}/basics/nested-parent/nested-child`);
      await page.getByRole('navigation', { exact: true, name: 'Previous and next pages' }).locator('[rel="next"]').click();
      await page.waitForURL(`**${docs.sitePath}/basics/blocks`);
      await page.getByRole('navigation', { exact: true, name: 'Previous and next pages' }).locator('[rel="prev"]').click();
      await page.waitForURL(`**${docs.sitePath}/basics/nested-parent/nested-child`);

      // Section tabs: Guides is current; API reference leads to its section.
      const sections = page.getByRole('navigation', { exact: true, name: 'Sections' });
      expect(await sections.getByRole('link').allTextContents()).toEqual(['Guides', 'API reference']);
      expect(await attribute(sections.getByRole('link', { name: 'Guides' }), 'aria-current')).toBe('true');
      await sections.getByRole('link', { name: 'API reference' }).click();
      await page.waitForURL(new RegExp(`${docs.sitePath}/${docs.sections[1].path}$`));
      expect(await textOf(page.locator('main h1'))).toBe('Overview');
      expect(await attribute(page.getByRole('navigation', { exact: true, name: 'Sections' }).getByRole('link', { name: 'API reference' }), 'aria-current')).toBe('true');
      // One site space in this section: no switcher.
      expect(await page.getByRole('navigation', { exact: true, name: 'Versions' }).count()).toBe(0);

      // The variant switcher of Guides: a disclosure of the section's site spaces.
      await page.getByRole('navigation', { exact: true, name: 'Sections' }).getByRole('link', { name: 'Guides' }).click();
      await page.waitForURL(new RegExp(`${docs.sitePath}$`));
      const versions = page.getByRole('navigation', { exact: true, name: 'Versions' });
      expect(await textOf(versions.locator('summary'))).toContain('Version 2');
      await versions.locator('summary').click();
      await versions.getByRole('link', { name: 'Version 1' }).click();
      await page.waitForURL(new RegExp(`${docs.sitePath}/[^/]+$`));
      expect(await page.locator('main').textContent()).toContain('The welcome page of version 1.');
      expect(await textOf(page.getByRole('navigation', { exact: true, name: 'Versions' }).locator('summary'))).toContain('Version 1');
      expect(await page.getByRole('navigation', { exact: true, name: 'Pages' }).getByRole('link').allTextContents()).toEqual(['Welcome']);
    });

    it('on a narrow screen the sidebar folds behind a Menu disclosure', async () => {
      const { page } = await newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
      await page.goto(docs.url);
      const blocksLink = page.getByRole('navigation', { exact: true, name: 'Pages' }).getByRole('link', { name: 'Blocks' });
      expect(await blocksLink.isVisible()).toBe(false);
      await page.locator('summary', { hasText: 'Menu' }).click();
      await blocksLink.waitFor({ state: 'visible' });
      await screenshot(page, 'mobile-menu');
      await blocksLink.click();
      await page.waitForURL(`**${docs.sitePath}/basics/blocks`);
    });
  });

  describe('every block kind', () => {
    it('renders each block of the kitchen-sink page, and its links lead to their pages', async () => {
      const { page } = await newPage();
      await page.goto(`${docs.url}/basics/blocks`);
      const main = page.locator('main');
      // Headings with anchor links, in the table of contents.
      const marksHeading = main.getByRole('heading', { name: 'Text and marks', level: 2 });
      const headingId = await marksHeading.getAttribute('id');
      expect(headingId).toBe('text-and-marks');
      expect(await attribute(main.locator(`a.q-anchor[href="#${headingId}"]`), 'aria-label')).toContain('Text and marks');
      // Marks.
      const marks = main.locator('p', { hasText: 'Text with' });
      for (const [selector, text] of [
        ['strong', 'bold'],
        ['em', 'italic'],
        ['code', 'inline code'],
        ['s', 'struck out'],
        ['kbd', 'Ctrl'],
        ['sup', '2'],
        ['sub', '2'],
        ['.q-color-red', 'a red word'],
      ]) {
        expect({ selector, text: await textOf(marks.locator(selector).first()) }).toEqual({ selector, text });
      }
      // Links to another page, to its anchor, and on this page.
      const links = main.locator('p', { hasText: 'Links:' });
      // (The welcome page is the first: the site's home.)
      expect(await attribute(links.getByRole('link', { name: 'the welcome page' }), 'href')).toBe(docs.sitePath);
      expect(await attribute(links.getByRole('link', { name: 'its install section' }), 'href')).toBe(`${docs.sitePath}#install`);
      expect(await attribute(links.getByRole('link', { name: 'the lists below' }), 'href')).toBe('#lists');
      // Lists: unordered (nested), ordered, tasks with read-only checkboxes.
      expect(await main.locator('ul.q-list > li').first().textContent()).toBe('Unordered one');
      expect(await main.locator('ul ul li').allTextContents()).toEqual(['Nested item']);
      expect(await main.locator('ol:not(.q-stepper) > li').allTextContents()).toEqual(expect.arrayContaining(['First step', 'Second step']));
      const tasks = main.getByRole('checkbox');
      expect(await tasks.count()).toBe(2);
      expect(await tasks.nth(0).isChecked()).toBe(true);
      expect(await tasks.nth(1).isChecked()).toBe(false);
      expect(await tasks.nth(1).isDisabled()).toBe(true);
      expect(await textOf(main.locator('blockquote'))).toBe('A quote with bold words.');
      // Code: title, highlighted lines, a copy button.
      const code = main.locator('[data-q-code]', { hasText: 'publish.sh' });
      expect(await textOf(code.locator('pre code'))).toContain('quire publish --site docs');
      expect(await code.locator('pre code span[class*="q-t"]').count()).toBeGreaterThan(2);
      expect(await code.getByRole('button').isVisible()).toBe(true);
      // Table.
      const table = main.getByRole('table').filter({ hasText: 'Plan' });
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Plan', 'Pages', 'Search']);
      expect(await table.getByRole('row').count()).toBe(3);
      // Hints: four styles, as notes.
      for (const style of ['info', 'success', 'warning', 'danger']) {
        const hint = main.locator(`aside.q-hint-${style}[role="note"]`);
        expect({ style, text: await textOf(hint) }).toEqual({ style, text: `The ${style} hint.` });
      }
      // Tabs, expandable, stepper.
      expect(await main.getByRole('tablist').getByRole('tab').allTextContents()).toEqual(['npm', 'yarn', 'pnpm']);
      expect(await textOf(main.locator('details.q-expandable summary'))).toBe('Show the details');
      expect(await main.locator('ol.q-stepper > li.q-step').count()).toBe(2);
      // Math on the server: KaTeX's HTML and MathML, inline and as a block.
      expect(await main.locator('.katex').count()).toBe(2);
      expect(await main.locator('math').count()).toBe(2);
      expect(await main.locator('.q-math .katex-display').count()).toBe(1);
      // The uploaded image: its own dimensions, lazy, loaded from this origin, with its caption.
      const figure = main.locator('figure', { hasText: 'Page views this week' });
      const image = figure.locator('img');
      expect(await attribute(image, 'width')).toBe('640');
      expect(await attribute(image, 'height')).toBe('280');
      expect(await attribute(image, 'loading')).toBe('lazy');
      expect(await attribute(image, 'alt')).toBe('Page views this week');
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => (element as unknown as { complete: boolean; naturalWidth: number }).complete && (element as unknown as { naturalWidth: number }).naturalWidth === 640, await image.elementHandle());
      expect(await textOf(figure.locator('figcaption'))).toBe('Page views this week');
      // The file as a download card; the embed and the content ref as link cards.
      const download = main.locator('a.q-file');
      expect(await download.getAttribute('download')).not.toBeNull();
      expect(await textOf(download)).toContain('quire-guide.pdf');
      expect(await attribute(main.locator('a.q-embed'), 'href')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
      expect(await attribute(main.locator('a.q-card', { hasText: 'Nested child' }), 'href')).toBe(`${docs.sitePath}/basics/nested-parent/nested-child`);
      // The divider (columns cannot be stored: see reader-corpus.ts).
      expect(await main.locator('hr.q-divider').count()).toBe(1);
      // The OpenAPI operation from the organization's specification.
      const operation = main.locator('[class*="q-openapi"]').first();
      expect(await textOf(operation)).toContain('/pets/{petId}');
      expect(await textOf(operation)).toContain('Get a pet');
      expect(await textOf(main.locator('.q-method-get').first())).toMatch(/^get$/i);
      expect(await textOf(operation.getByRole('table').first())).toContain('petId');
      // Reusable content (not stored yet) and an integration: visible notices, never silently gone.
      const notices = main.locator('.q-notice[role="note"]');
      expect(await notices.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('This reusable content is not available.'), expect.stringContaining('The integration “mermaid” cannot be displayed here yet')]),
      );
      for (const notice of await notices.all()) expect(await notice.isVisible()).toBe(true);
      await screenshot(page, 'blocks', { fullPage: true });

      // A link to another page's anchor lands on it.
      await links.getByRole('link', { name: 'its install section' }).click();
      await page.waitForURL(`**${docs.sitePath}#install`);
      expect(await textOf(page.locator('main h1'))).toMatch(/Welcome$/);
    });

    it('tabs answer the mouse and ArrowRight, Home and End; without JavaScript every panel shows', async () => {
      const { page } = await newPage();
      await page.goto(`${docs.url}/basics/blocks`);
      const tablist = page.getByRole('tablist');
      const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
      // (innerText: each panel also holds its title for pages read without JavaScript, hidden here.)
      const shown = async () => (await page.getByRole('tabpanel').allInnerTexts()).map((text) => text.trim());
      await page.locator('[data-q-tabs][data-q-enhanced]').waitFor();
      expect(await attribute(tab('npm'), 'aria-selected')).toBe('true');
      expect(await shown()).toEqual(['Run npm install.']);
      await tab('yarn').click();
      expect(await attribute(tab('yarn'), 'aria-selected')).toBe('true');
      expect(await attribute(tab('npm'), 'aria-selected')).toBe('false');
      expect(await shown()).toEqual(['Run yarn add.']);
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm');
      expect(await shown()).toEqual(['Run pnpm add.']);
      await page.keyboard.press('Home');
      expect(await attribute(tab('npm'), 'aria-selected')).toBe('true');
      expect(await shown()).toEqual(['Run npm install.']);
      await page.keyboard.press('End');
      expect(await attribute(tab('pnpm'), 'aria-selected')).toBe('true');
      expect(await attribute(tab('pnpm'), 'tabindex')).toBe('0');
      expect(await attribute(tab('npm'), 'tabindex')).toBe('-1');
      // Remembered: the next visit opens on the chosen tab.
      await page.reload();
      await page.locator('[data-q-tabs][data-q-enhanced]').waitFor();
      expect(await shown()).toEqual(['Run pnpm add.']);

      const { page: plain } = await newPage({ javaScriptEnabled: false });
      await plain.goto(`${docs.url}/basics/blocks`);
      const panels = plain.locator('[role="tabpanel"]');
      expect(await panels.count()).toBe(3);
      for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
      expect(await plain.locator('main').textContent()).toContain('Run yarn add.');
    });

    it('expandables open and close by mouse, Enter and Space', async () => {
      const { page } = await newPage();
      await page.goto(`${docs.url}/basics/blocks`);
      const details = page.locator('details.q-expandable');
      const summary = details.locator('summary');
      const body = details.getByText('The details, folded away.');
      const isOpen = () => details.evaluate((element) => (element as unknown as { open: boolean }).open);
      expect(await isOpen()).toBe(false);
      expect(await body.isVisible()).toBe(false);
      await summary.click();
      expect(await isOpen()).toBe(true);
      await body.waitFor({ state: 'visible' });
      await summary.click();
      expect(await isOpen()).toBe(false);
      await summary.focus();
      await page.keyboard.press('Enter');
      await until(isOpen, (open) => open, 2000);
      await page.keyboard.press('Space');
      await until(isOpen, (open) => !open, 2000);
      await page.keyboard.press('Space');
      await until(isOpen, (open) => open, 2000);
      await body.waitFor({ state: 'visible' });
    });

    it('the copy button copies the code block, without its line numbers, and says so', async () => {
      const { page, context } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(stack.baseUrl).origin });
      await page.goto(`${docs.url}/basics/blocks`);
      const code = page.locator('[data-q-code]', { hasText: 'publish.sh' });
      const button = code.getByRole('button');
      await button.click();
      await until(() => attribute(button, 'data-q-copied'), (value) => value === 'true', 3000);
      await until(() => textOf(page.locator('#q-live')), (text) => text === 'Copied', 3000);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install --global quire\nquire publish --site docs');
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      // The search index follows merges through events: wait until it has the pages.
      await until(
        () => get(`${docs.url}/~search?q=folded`, { Accept: 'application/json' }),
        (answer) => answer.status === 200 && answer.body.includes('Blocks'),
        15_000,
      );
    }, 30_000);

    it('without JavaScript: the header form submits to a results page with <mark>s, whose links lead to the page', async () => {
      const { page } = await newPage({ javaScriptEnabled: false });
      await page.goto(docs.url);
      const form = page.getByRole('search', { name: 'Search the documentation' });
      await form.getByRole('searchbox').fill('folded');
      await form.getByRole('searchbox').press('Enter');
      await page.waitForURL(`**${docs.sitePath}/~search?q=folded`);
      const main = page.locator('main');
      expect(await textOf(main.locator('.q-search-summary'))).toContain('folded');
      const hit = main.locator('.q-search-hit').first();
      expect(await textOf(hit.locator('.q-search-hit-title'))).toBe('Blocks');
      expect(await hit.locator('mark').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^folded$/i)]));
      await screenshot(page, 'search');
      await hit.locator('.q-search-hit-link').click();
      await page.waitForURL(`**${docs.sitePath}/basics/blocks`);
    });

    it('with JavaScript: Ctrl+K opens the dialog, results come as you type, ArrowDown and Enter open one, Escape closes and returns focus', async () => {
      const { page } = await newPage();
      await page.goto(docs.url);
      const dialog = page.locator('#q-search-dialog');
      // The header form gives way to the button that opens the dialog.
      const opener = page.locator('[data-q-search-open]');
      await opener.waitFor({ state: 'visible' });
      expect(await page.locator('#q-header-search-input').isVisible()).toBe(false);

      await page.keyboard.press('Control+k');
      await dialog.waitFor({ state: 'visible' });
      const input = dialog.getByRole('searchbox');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('fold', { delay: 30 });
      const hits = dialog.locator('.q-search-hit-link');
      await hits.first().waitFor();
      expect(await textOf(hits.first().locator('.q-search-hit-title'))).toBe('Blocks');
      expect(await textOf(dialog.locator('[data-q-search-status]'))).toMatch(/^\d+ results?$/);
      await screenshot(page, 'search-dialog');
      await page.keyboard.press('ArrowDown');
      expect(await hits.first().evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${docs.sitePath}/basics/blocks`);

      // Opened by the button, Escape closes and gives the focus back to the button.
      await opener.click();
      await dialog.waitFor({ state: 'visible' });
      await page.keyboard.type('zzzzqqq');
      await until(() => textOf(dialog.locator('[data-q-search-status]')), (text) => text.startsWith('No results'), 5000);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  describe('access', () => {
    it('a share-link visit: ?share= opens the site, leaves the address bar, and the cookie keeps the visit while navigating', async () => {
      const { site, url } = await publishedSite(stack, org, [{ title: 'Partners', pages: [{ title: 'Pricing', markdown: 'Partner prices.' }, { title: 'Terms', markdown: 'Partner terms.' }] }], 'Partner Docs');
      await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.ShareLink }));
      const link = await expectOk('createSiteShareLink', 201, org.gitbook.orgs.createSiteShareLink(org.organizationId, site.id, { name: 'Press' }));
      const key = new URL(link.urls.published!).searchParams.get('share')!;
      const { page, context } = await newPage();
      expect((await page.goto(url))?.status()).toBe(404);
      await page.goto(`${url}?share=${key}`);
      expect(page.url()).toBe(url);
      expect(await page.locator('main').textContent()).toContain('Partner prices.');
      const [cookie] = await context.cookies();
      expect(cookie).toMatchObject({ name: 'quire_share', httpOnly: true, sameSite: 'Lax', path: new URL(url).pathname });
      expect(await page.evaluate(() => document.cookie)).toBe('');
      await page.getByRole('navigation', { exact: true, name: 'Pages' }).getByRole('link', { name: 'Terms' }).click();
      await page.waitForURL(`${url}/terms`);
      expect(await page.locator('main').textContent()).toContain('Partner terms.');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      // Another visitor without the key sees nothing.
      const { page: stranger } = await newPage();
      expect((await stranger.goto(`${url}/terms`))?.status()).toBe(404);
      expect(await stranger.locator('body').textContent()).not.toContain('Partner');
    });

    it('a visitor-auth visit: a good token opens the site; a wrong-key or expired token shows the 401 page, or leads to the fallback URL', async () => {
      const { site, url } = await publishedSite(stack, org, [{ title: 'Members', pages: [{ title: 'Inside', markdown: 'Members only.' }, { title: 'More', markdown: 'More for members.' }] }], 'Member Docs');
      await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.VisitorAuth }));
      const key = (await expectOk('getSitePublishingAuthById', 200, org.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id))).privateKey;

      const { page, context } = await newPage();
      await page.goto(`${url}?jwt_token=${await visitorToken(key, { plan: 'pro' })}`);
      expect(page.url()).toBe(url);
      expect(await page.locator('main').textContent()).toContain('Members only.');
      expect((await context.cookies()).map((cookie) => [cookie.name, cookie.httpOnly])).toEqual([['quire_visitor', true]]);
      await page.getByRole('navigation', { exact: true, name: 'Pages' }).getByRole('link', { name: 'More' }).click();
      await page.waitForURL(`${url}/more`);
      expect(await page.locator('main').textContent()).toContain('More for members.');

      for (const [name, token] of [
        ['wrong key', await visitorToken('not-the-key', { plan: 'pro' })],
        ['expired', await visitorToken(key, { plan: 'pro' }, Math.floor(Date.now() / 1000) - 60)],
      ]) {
        const { page: refused } = await newPage();
        const response = await refused.goto(`${url}/more?jwt_token=${token}`);
        expect({ name, status: response?.status() }).toEqual({ name, status: 401 });
        expect(await textOf(refused.locator('h1'))).toBe('Sign-in required');
        expect(await refused.locator('body').textContent()).not.toContain('for members');
        if (name === 'expired') await screenshot(refused, '401');
      }

      // With a fallback URL (here a page of this origin: no request may leave it), the browser goes there.
      const login = `${stack.baseUrl}/sites/${org.organizationId}/${docs.site.id}/welcome`;
      await expectOk('updateSitePublishingAuthById', 200, org.gitbook.orgs.updateSitePublishingAuthById(org.organizationId, site.id, { backend: 'custom', fallbackURL: login }));
      await until(() => get(`${url}/more`), (answer) => answer.status === 302, 2000);
      const { page: redirected } = await newPage();
      await redirected.goto(`${url}/more?jwt_token=${await visitorToken('not-the-key', {})}`);
      expect(redirected.url()).toBe(`${login}?location=%2Fmore`);
      expect(await textOf(redirected.locator('main h1'))).toContain('Welcome');
    });

    it('adaptive content: a section whose condition fails is absent for one visitor and present for another', async () => {
      const sites = org.gitbook.orgs;
      const id = org.organizationId;
      const [guides, pro] = [await createSpace(org, 'Handbook'), await createSpace(org, 'Pro handbook')];
      await mergePages(stack, org, guides.id, [{ title: 'Start', markdown: 'For every visitor.' }]);
      await mergePages(stack, org, pro.id, [{ title: 'Pro features', markdown: 'Only for pro visitors.' }]);
      const site = await expectOk('createSite', 201, sites.createSite(id, { title: 'Adaptive Docs' }));
      const schema = { type: 'object', properties: { plan: { type: 'string', enum: ['basic', 'pro'], description: 'Plan' } }, additionalProperties: false };
      await expectOk('updateSiteAdaptiveSchema', 200, sites.updateSiteAdaptiveSchema(id, site.id, { jsonSchema: schema as never }));
      await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: guides.id, title: 'Handbook' }));
      const proSection = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: pro.id, title: 'Pro' }));
      await expectOk('updateSiteSectionById', 200, sites.updateSiteSectionById(id, site.id, proSection.id, { condition: 'visitor.claims.plan == "pro"', path: 'pro' }));
      await expectOk('updateSiteById', 200, sites.updateSiteById(id, site.id, { visibility: SiteVisibility.VisitorAuth }));
      const url = ((await expectOk('publishSite', 200, sites.publishSite(id, site.id))) as Json).urls.published as string;
      const key = (await expectOk('getSitePublishingAuthById', 200, sites.getSitePublishingAuthById(id, site.id))).privateKey;

      const visit = async (plan: string) => {
        const { page } = await newPage();
        await page.goto(`${url}?jwt_token=${await visitorToken(key, { plan })}`);
        expect(await page.locator('main').textContent()).toContain('For every visitor.');
        return page;
      };
      const proVisitor = await visit('pro');
      const basicVisitor = await visit('basic');
      const proTabs = proVisitor.getByRole('navigation', { exact: true, name: 'Sections' });
      expect(await proTabs.getByRole('link').allTextContents()).toEqual(['Handbook', 'Pro']);
      await proTabs.getByRole('link', { name: 'Pro' }).click();
      await proVisitor.waitForURL(`${url}/pro`);
      expect(await proVisitor.locator('main').textContent()).toContain('Only for pro visitors.');

      // One section left: no tabs at all, and the section's URL is not the pro page.
      expect(await basicVisitor.getByRole('navigation', { exact: true, name: 'Sections' }).count()).toBe(0);
      expect(await basicVisitor.locator('body').textContent()).not.toContain('Pro features');
      const response = await basicVisitor.goto(`${url}/pro`);
      expect(response?.status()).toBe(404);
      expect(await basicVisitor.locator('body').textContent()).not.toContain('Only for pro visitors.');
    });
  });

  describe('redirects and missing pages', () => {
    it('a site redirect takes the browser to its destination page', async () => {
      const [versionTwo] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, docs.site.id))).items.filter(
        (row: Json) => row.space.title === 'Version 2',
      );
      await expectOk(
        'createSiteRedirect',
        201,
        org.gitbook.orgs.createSiteRedirect(org.organizationId, docs.site.id, { source: '/old/all-blocks', destination: { kind: 'site-page', siteSpaceId: versionTwo.id, pageId: docs.pages.blocks.id } }),
      );
      await until(() => get(`${docs.url}/old/all-blocks`), (answer) => answer.status === 308, 2000);
      const { page } = await newPage();
      const response = await page.goto(`${docs.url}/old/all-blocks`);
      expect(response?.status()).toBe(200);
      // (To the site space's full path, which reads the same page as the short one.)
      expect(page.url()).toMatch(new RegExp(`^${docs.url}(/guides/[^/]+)?/basics/blocks$`));
      expect(await textOf(page.locator('main h1'))).toBe('Blocks');
    });

    it('a 404 page says so, and its search form works', async () => {
      const { page } = await newPage();
      const response = await page.goto(`${docs.url}/no/such/page`);
      expect(response?.status()).toBe(404);
      expect(await textOf(page.locator('main h1'))).toBe('Page not found');
      await screenshot(page, '404');
      expect(await page.locator('main').textContent()).not.toContain('no/such');
      const form = page.getByRole('search', { name: 'Search this site' });
      await form.getByRole('searchbox').fill('folded');
      await form.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/~search\?q=folded$/);
      expect(await textOf(page.locator('.q-search-hit-title').first())).toBe('Blocks');
      await page.goBack();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(docs.url);
      expect(await textOf(page.locator('main h1'))).toBe('Welcome');
    });
  });

  describe('customization', () => {
    it('the primary colour and the default theme show at the next request; the theme select switches to dark and back', async () => {
      const { site, url } = await publishedSite(stack, org, [{ title: 'Styled', pages: [{ title: 'Colours', markdown: 'A [link](https://example.com/) in the brand colour.' }] }], 'Styled Docs');
      const { page } = await newPage({ colorScheme: 'light' });
      const style = () =>
        page.evaluate(() => {
          const root = getComputedStyle(document.documentElement);
          return {
            theme: document.documentElement.getAttribute('data-theme'),
            primaryRaw: root.getPropertyValue('--q-primary-raw').trim(),
            background: getComputedStyle(document.body).backgroundColor,
            link: getComputedStyle(document.querySelector('main a[href="https://example.com/"]')!).color,
          };
        });
      const reloaded = async () => {
        await page.reload();
        return style();
      };
      await page.goto(url);
      const before = await style();
      expect(before).toMatchObject({ theme: 'light', primaryRaw: '#346ddb', background: 'rgb(255, 255, 255)' });

      const sites = org.gitbook.orgs;
      const current = await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(org.organizationId, site.id));
      const brand = { ...current, styling: { ...current.styling, primaryColor: { light: '#c2185b', dark: '#f48fb1' } }, themes: { default: 'dark', toggeable: false } };
      await expectOk('updateSiteCustomizationById', 200, sites.updateSiteCustomizationById(org.organizationId, site.id, brand as never));
      // Sites' event reaches the reader, which drops what it cached: the next request shows the change.
      const shown = await until(reloaded, (now) => now.theme === 'dark', 5000);
      const dark = shown.value;
      expect(dark).toMatchObject({ theme: 'dark', primaryRaw: '#f48fb1' });
      expect(dark.background).not.toBe(before.background);
      expect(dark.link).not.toBe(before.link);
      // Not toggleable: no theme select.
      expect(await page.locator('[data-q-theme-select]').isVisible()).toBe(false);
      await screenshot(page, 'customized-dark');

      await expectOk('updateSiteCustomizationById', 200, sites.updateSiteCustomizationById(org.organizationId, site.id, { ...brand, themes: { default: 'light', toggeable: true } } as never));
      const light = (await until(reloaded, (now) => now.theme === 'light', 5000)).value;
      expect(light).toMatchObject({ theme: 'light', primaryRaw: '#c2185b', background: before.background });
      const select = page.getByRole('combobox', { name: 'Theme' });
      await select.selectOption('dark');
      const toggled = await style();
      expect(toggled).toMatchObject({ theme: 'dark', primaryRaw: '#f48fb1' });
      expect(toggled.background).toBe(dark.background);
      // Remembered on the next page.
      await page.reload();
      expect((await style()).theme).toBe('dark');
      await select.selectOption('light');
      expect(await style()).toMatchObject({ theme: 'light', background: before.background });
    });
  });

  describe('hostile content', () => {
    it('an XSS corpus page runs nothing: no dialog, no probe request, no CSP violation, no script but the reader\'s own', async () => {
      const space = await createSpace(org, 'Hostile');
      const draft = await Draft.open(stack, org, space.id);
      const svg = await draft.upload('evil.svg', Buffer.from(HOSTILE_SVG), 'image/svg+xml');
      const html = await draft.upload('evil.html', Buffer.from(`<script>alert('html-file')</script>`), 'text/html');
      await draft.page({ title: 'Corpus', content: { markdown: xssMarkdown({ svgId: svg.id, htmlId: html.id }) } });
      await draft.page({ title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION, content: { markdown: 'A page with a hostile title.' } });
      await draft.merge();
      const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: `<script>alert('site')</script>`, spaces: [space.id] }));
      const url = ((await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id))) as Json).urls.published as string;

      const { page, watch } = await newPage();
      /** Hovers and opens what the page shows, then looks for anything that could run script. */
      const inspect = async () => {
        await page.mouse.move(200, 300);
        for (const summary of await page.locator('main details > summary').all()) await summary.click();
        await page.waitForTimeout(300);
        const scripts = await page.locator('script').evaluateAll((elements) => (elements as unknown as BrowserElement[]).map((element) => element.getAttribute('src')));
        expect(scripts.length).toBeGreaterThan(0);
        for (const src of scripts) expect(src).toMatch(/^\/sites\/~quire\/assets\/[^/]+\.js$/);
        const dangerous = await page.evaluate(() => {
          const found: string[] = [];
          for (const element of Array.from(document.querySelectorAll('*'))) {
            // (The reader's own forms are its search forms.)
            if (['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'STYLE', 'META'].includes(element.tagName) && !element.closest('head')) found.push(element.tagName);
            if (element.tagName === 'FORM' && element.getAttribute('role') !== 'search') found.push('FORM');
            for (const attribute of Array.from(element.attributes)) {
              if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
              if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(attribute.name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value)) {
                found.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}`);
              }
            }
          }
          return found;
        });
        expect(dangerous).toEqual([]);
      };

      expect((await page.goto(url))?.status()).toBe(200);
      await inspect();
      const main = page.locator('main');
      expect(await main.textContent()).toContain('The corpus ends here.');
      // Hostile markup is text: in paragraphs, in the code block (highlighted), in the integration's name.
      expect(await main.textContent()).toContain(`<svg><script>alert('inline-svg')`);
      expect(await textOf(main.locator('pre code').first())).toContain(`<script>alert('code');fetch('/xss-probe?code')</script>`);
      expect(await textOf(main.locator('.q-code-title'))).toContain('<img src=x onerror=');
      // The uploaded SVG is shown by <img> only, where it cannot run, loaded from this origin.
      const svgImage = main.getByRole('img', { name: 'uploaded svg' });
      const svgSource = (await svgImage.getAttribute('src'))!;
      expect(svgSource).toMatch(/^\/v1\/downloads\//);
      await svgImage.scrollIntoViewIfNeeded();
      await until(async () => watch.requests, (requests) => requests.some((request) => request.endsWith(svgSource)), 3000);
      await screenshot(page, 'xss', { fullPage: true });
      // Were markup to slip through, the policy would still stop it: an inline script is refused.
      await page.addScriptTag({ content: `fetch('/xss-probe?inline-script')` }).catch(() => undefined);
      await until(async () => watch.violations, (violations) => violations.length > 0, 3000);
      expect(watch.violations.splice(0)).toEqual([expect.objectContaining({ directive: 'script-src-elem', blockedURI: 'inline' })]);
      watch.cspConsole.splice(0);

      // The page with the hostile title and description, reached by the next link.
      await page.getByRole('navigation', { exact: true, name: 'Previous and next pages' }).locator('[rel="next"]').click();
      await page.waitForURL(/\/img-src-x-onerror/);
      await inspect();
      expect(await page.title()).toBe(`${HOSTILE_TITLE} | <script>alert('site')</script>`);
      expect(await textOf(page.locator('main h1'))).toBe(HOSTILE_TITLE);
      expect(await textOf(page.locator('main .q-page-description'))).toBe(HOSTILE_DESCRIPTION);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(HOSTILE_DESCRIPTION);
      expect(await textOf(page.getByRole('navigation', { exact: true, name: 'Pages' }).locator('[aria-current="page"]'))).toBe(HOSTILE_TITLE);
    });
  });

  describe('page feedback', () => {
    it('"Was this page helpful?": a rating, a comment and the thanks, with and without JavaScript; axe finds nothing in the block; insights counts them', async () => {
      const { site, url } = await publishedSite(stack, org, [{ title: 'Helpful', pages: [{ title: 'Rated', markdown: 'A page to rate.' }] }], 'Feedback Docs');
      // Off by default: no block.
      expect((await get(url)).body).not.toContain('q-feedback');
      const sites = org.gitbook.orgs;
      const current = await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(org.organizationId, site.id));
      await expectOk('updateSiteCustomizationById', 200, sites.updateSiteCustomizationById(org.organizationId, site.id, { ...current, feedback: { enabled: true } } as never));
      await until(() => get(url), (answer) => answer.body.includes('q-feedback'), 5000);

      // With JavaScript: the visitor stays on the page (no navigation), each step shown in place.
      const report: Record<string, unknown> = {};
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await newPage({ colorScheme });
        await page.goto(url);
        const block = page.getByRole('region', { name: 'Was this page helpful?' });
        const violations = await seriousViolations(page, '.q-feedback');
        if (violations.length > 0) report[`ratings (${colorScheme})`] = violations;
        if (colorScheme === 'dark') {
          await block.scrollIntoViewIfNeeded();
          await screenshot(page, 'feedback-dark');
          continue;
        }
        let navigated = 0;
        page.on('framenavigated', () => (navigated += 1));
        await block.getByRole('button', { name: 'Yes' }).click();
        const comment = block.getByRole('textbox', { name: 'Tell us more' });
        await comment.waitFor({ state: 'visible' });
        expect(await comment.evaluate((element) => element === (document.activeElement as unknown))).toBe(true);
        expect(await block.getByRole('button', { name: 'Yes' }).isVisible()).toBe(false);
        const commentViolations = await seriousViolations(page, '.q-feedback');
        if (commentViolations.length > 0) report['comment (light)'] = commentViolations;
        await comment.fill('Clear and short.');
        await block.getByRole('button', { name: 'Send' }).click();
        await block.getByText('Thank you! Your comment was sent.').waitFor({ state: 'visible' });
        expect(await comment.isVisible()).toBe(false);
        expect(navigated).toBe(0);
        expect(page.url()).toBe(url);
        await screenshot(page, 'feedback-sent');
      }
      expect(report).toEqual({});

      // Without JavaScript: each form posts, and the reader's 303 back to the page names the next step.
      const { page } = await newPage({ javaScriptEnabled: false });
      await page.goto(url);
      const block = page.getByRole('region', { name: 'Was this page helpful?' });
      await block.getByRole('button', { name: 'No' }).click();
      await page.waitForURL(`${url}#q-feedback-bad`);
      const comment = block.getByRole('textbox', { name: 'Tell us more' });
      await comment.waitFor({ state: 'visible' });
      expect(await block.getByRole('button', { name: 'No' }).isVisible()).toBe(false);
      await comment.fill('Missing an example.');
      await block.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(`${url}#q-feedback-sent`);
      await block.getByText('Thank you! Your comment was sent.').waitFor({ state: 'visible' });

      // Both visitors' ratings and comments reached insights, where members read them (a dimension
      // such as the comment counts only the events that carry it).
      const rows = async (select: string[]) => {
        const body = await expectOk(
          'aggregateSiteEvents',
          200,
          sites.aggregateSiteEvents(org.organizationId, site.id, {
            select: [...select.map((column) => ({ column })), { column: 'eventsCount' }] as never,
            where: [{ column: 'eventType', values: ['page_post_feedback', 'page_post_feedback_comment'] } as never],
            range: 'last24Hours' as never,
          }),
        );
        const columns = body.columns as { column: string; values: unknown[] }[];
        return columns[0].values.map((_, index) => JSON.stringify(columns.map((column) => column.values[index]))).sort();
      };
      const sorted = (table: unknown[][]) => table.map((row) => JSON.stringify(row)).sort();
      const ratings = await until(() => rows(['eventType', 'eventPageFeedbackRating']), (found) => found.length === 4, 5000);
      expect(ratings.value).toEqual(
        sorted([
          ['page_post_feedback', 'bad', 1],
          ['page_post_feedback', 'good', 1],
          ['page_post_feedback_comment', 'bad', 1],
          ['page_post_feedback_comment', 'good', 1],
        ]),
      );
      const pageId = (await get(url)).body.match(/name="page" value="([^"]+)"/)![1];
      const spaceId = (await get(url)).body.match(/name="space" value="([^"]+)"/)![1];
      expect(await rows(['eventPageFeedbackRating', 'eventPageFeedbackComment', 'page'])).toEqual(
        sorted([
          ['bad', 'Missing an example.', { page: pageId, space: spaceId }, 1],
          ['good', 'Clear and short.', { page: pageId, space: spaceId }, 1],
        ]),
      );
    }, 120_000);
  });

  describe('accessibility', () => {
    it('axe-core finds no serious or critical violation on a content page, the search page and the 404 page, in light and dark', async () => {
      const report: Record<string, unknown> = {};
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await newPage({ colorScheme });
        for (const [name, target] of [
          ['blocks', `${docs.url}/basics/blocks`],
          ['welcome', docs.url],
          ['search', `${docs.url}/~search?q=folded`],
          ['404', `${docs.url}/no/such/page`],
        ]) {
          await page.goto(target);
          expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(colorScheme);
          // Everything folded open, so that axe sees it.
          await page.locator('main details').evaluateAll((elements) => elements.forEach((element) => ((element as unknown as { open: boolean }).open = true)));
          const violations = await seriousViolations(page);
          if (violations.length > 0) report[`${name} (${colorScheme})`] = violations;
          if (colorScheme === 'dark' && name === 'blocks') await screenshot(page, 'blocks-dark');
        }
      }
      expect(report).toEqual({});
    }, 120_000);
  });
});
