import { SiteVisibility } from '@gitbook/api';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { cookiesOf, get, mergePages, publishedSite, until, visitorToken } from './reader-helpers';

// Published sites over HTTP, through the gateway's /sites (the reader behind it), as a visitor and
// a crawler see them: the four API calls of the README lead to a page; access by visibility,
// share keys and visitor tokens; 404s that reveal nothing; freshness after a merge; search without
// JavaScript; the files for machines; bad input. What a browser does is reader-browser.test.ts.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ reader: true });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

const GUIDE = [
  { title: 'Welcome', description: 'Start here', markdown: '# Welcome\n\nQuire serves **published** docs.\n\n## Install\n\nRun `npm start`.' },
  {
    title: 'Guides',
    markdown: 'All the guides.',
    children: [
      { title: 'Writing', markdown: 'How to write: see [Welcome](#install).' },
      { title: 'Secret notes', markdown: 'Only by URL.', hidden: true },
    ],
  },
];

const scriptsIn = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('a published site, read over HTTP', () => {
  let org: Org;
  let url: string;
  let site: Record<string, any>;

  beforeAll(async () => {
    org = await newOrg();
    ({ url, site } = await publishedSite(stack, org, [{ title: 'Handbook', pages: GUIDE }], 'Acme Docs'));
  }, 60_000);

  it('urls.published answers the first page as HTML, with the security headers and landmarks', async () => {
    expect(url).toBe(`${stack.baseUrl}/sites/${org.organizationId}/${site.id}`);
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.body).toMatch(/<title>[^<]*Welcome[^<]*<\/title>/);
    for (const landmark of ['<header', '<nav', '<main', '<footer']) expect(page.body).toContain(landmark);
    expect(page.body).toContain('Quire serves <strong>published</strong> docs.');
    expect(page.body).toContain('Acme Docs');
    // The sidebar lists the pages but not the hidden one.
    expect(page.body).toContain('>Writing<');
    expect(page.body).not.toContain('Secret notes');
    expect(page.body).not.toMatch(/<meta name="robots" content="noindex/);
    // Only the reader's own script files, never inline code.
    for (const script of scriptsIn(page.body)) expect(script).toMatch(/src="\/sites\/~quire\/assets\/[^"]+\.js"/);
  });

  it('answers 304 to a matching If-None-Match, and serves gzip when asked', async () => {
    const first = await get(url);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"/);
    expect((await get(url, { 'If-None-Match': etag })).status).toBe(304);
    expect((await get(url, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('serves nested pages by path, a group at its first page, hidden pages by URL, and an HTML 404 with search otherwise', async () => {
    const writing = await get(`${url}/guides/writing`);
    expect(writing.status).toBe(200);
    expect(writing.body).toMatch(/<a[^>]*aria-current="page"[^>]*>/);
    expect(writing.body).toMatch(/<a[^>]*href="#install"/);
    const hidden = await get(`${url}/guides/secret-notes`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toContain('Only by URL.');
    const missing = await get(`${url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toMatch(/<form[^>]*role="search"/);
    expect(missing.body).not.toContain('Only by URL.');
  });

  it('searches without JavaScript (HTML with <mark>) and for the dialog (JSON)', async () => {
    const results = await until(
      () => get(`${url}/~search?q=published`),
      (page) => page.status === 200 && page.body.includes('<mark>'),
      10_000,
    );
    expect(results.value.body).toMatch(/<input[^>]*type="search"[^>]*name="q"|<input[^>]*name="q"[^>]*type="search"/);
    const json = await get(`${url}/~search?q=published`, { Accept: 'application/json' });
    expect(json.status).toBe(200);
    const body = JSON.parse(json.body);
    expect(body.results[0].hits[0]).toMatchObject({ title: 'Welcome', href: new URL(url).pathname });
    expect((await get(`${url}/~search?q=${'x'.repeat(600)}`)).status).toBe(400);
  });

  it('searchSiteContent answers the same results over the API (the contract\'s SearchSpaceResult)', async () => {
    const { value } = await until(
      () => expectOk('searchSiteContent', 200, org.gitbook.orgs.searchSiteContent(org.organizationId, site.id, { query: 'published', scope: { mode: 'all' } })),
      (body) => body.items.length > 0,
      10_000,
    );
    expect(value.items[0]).toMatchObject({ title: 'Handbook', pages: [expect.objectContaining({ title: 'Welcome', path: 'welcome' })] });
    expect(value.items[0].pages[0].sections![0].body).toContain('<mark>');
    const deprecated = await expectOk('searchSiteContent', 200, org.gitbook.orgs.searchSiteContent(org.organizationId, site.id, { query: 'published', mode: 'all' }));
    expect(deprecated.items).toEqual(value.items);
    await expectFailure(org.gitbook.orgs.searchSiteContent(org.organizationId, site.id, { query: 'x', mode: 'all', scope: { mode: 'all' } } as never), 400);
    const stranger = await newOrg();
    // A public published site is searchable by anyone authenticated; another organization's unpublished one is not.
    expect((await expectOk('searchSiteContent', 200, stranger.gitbook.orgs.searchSiteContent(org.organizationId, site.id, { query: 'published', scope: { mode: 'all' } }))).items).toHaveLength(1);
  });

  it('the MCP server answers the official SDK client: tools to search the site and read a page', async () => {
    const client = new Client({ name: 'quire-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/~gitbook/mcp`)));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['getPage', 'searchDocumentation']);
      const found = (await client.callTool({ name: 'searchDocumentation', arguments: { query: 'published' } })) as CallToolResult;
      const text = found.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
      expect(text).toContain('Welcome');
      expect(text).toContain(url);
      const page = (await client.callTool({ name: 'getPage', arguments: { url: `${url}/guides/writing` } })) as CallToolResult;
      expect(page.isError).toBeFalsy();
      expect(page.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/^# Writing\n/) });
    } finally {
      await client.close();
    }
  });

  it('llms.txt, llms-full.txt, .md pages, sitemap.xml and robots.txt for machines', async () => {
    const llms = await get(`${url}/llms.txt`);
    expect(llms.status).toBe(200);
    expect(llms.body).toMatch(/^# Acme Docs/);
    expect(llms.body).toContain(`- [Welcome](${url}/welcome.md): Start here`);
    expect(llms.body).not.toContain('Secret notes');
    const full = await get(`${url}/llms-full.txt`);
    expect(full.body).toContain('# Writing');
    expect(full.body).toContain('Quire serves **published** docs.');
    const markdown = await get(`${url}/guides/writing.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body).toMatch(/^# Writing\n/);
    const sitemap = await get(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${url}</loc>`);
    expect(sitemap.body).toContain(`<loc>${url}/guides/writing</loc>`);
    expect(sitemap.body).not.toContain('secret-notes');
    expect((await get(`${url}/robots.txt`)).body).toContain(`Sitemap: ${url}/sitemap.xml`);
  });

  it('shows a merge at the next request (the reader hears content\'s events)', async () => {
    const [space] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    await get(url);
    await mergePages(stack, org, space.space.id, [{ title: 'Changelog', markdown: 'Version 2 is out.' }]);
    await until(
      () => get(url),
      (page) => page.body.includes('>Changelog<'),
      5000,
    );
    expect((await get(`${url}/changelog`)).body).toContain('Version 2 is out.');
  });

  it('counts page views without a cookie, for aggregateSiteEvents', async () => {
    const page = await get(`${url}/guides/writing`, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', Referer: 'https://search.example/q?secret=1' });
    expect(page.headers['set-cookie']).toBeUndefined();
    const counted = await until(
      () =>
        expectOk(
          'aggregateSiteEvents',
          200,
          org.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, {
            select: [{ column: 'eventType' }, { column: 'referrerDomain' }, { column: 'eventsCount' }],
            where: [{ column: 'eventType', values: ['page_view'] } as never],
            range: 'last24Hours' as never,
          }),
        ),
      (body) => (body.columns.find((column) => column.column === 'referrerDomain')?.values as string[] | undefined)?.includes('search.example') === true,
      5000,
    );
    expect(counted.value.columns[0]).toEqual({ column: 'eventType', values: expect.arrayContaining(['page_view']) });
  });

  it('an unpublished or unknown site, or another organization\'s path, is a 404 that says nothing', async () => {
    const other = await newOrg();
    const { site: unpublished } = await publishedSite(stack, other, [{ title: 'Private', pages: [{ title: 'Plans', markdown: 'Top secret.' }] }]);
    await expectOk('unpublishSite', 200, other.gitbook.orgs.unpublishSite(other.organizationId, unpublished.id));
    for (const path of [`/sites/${other.organizationId}/${unpublished.id}`, `/sites/${org.organizationId}/${unpublished.id}`, `/sites/${org.organizationId}/nothing`]) {
      const page = await get(`${stack.baseUrl}${path}`);
      expect(page.status).toBe(404);
      expect(page.body).not.toContain('Top secret');
      expect(page.body).not.toContain('Private');
    }
  });

  it('refuses bad input with a 400 page: NUL bytes, broken escapes, overlong paths', async () => {
    // (Dot segments, even escaped, are resolved by URL parsing before the reader routes: they lead elsewhere, never up.)
    for (const path of [`${url}/a%00b`, `${url}/%E0%A4%A`, `${url}/${'a'.repeat(3000)}`, `${url}/guides%0Awriting`]) {
      const page = await get(path);
      expect({ path: path.slice(url.length, url.length + 20), status: page.status }).toEqual({ path: path.slice(url.length, url.length + 20), status: 400 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});

describe('access', () => {
  it('share-link sites: ?share= opens them once, then an HttpOnly cookie keeps the visit; a deactivated link stops at once', async () => {
    const org = await newOrg();
    const { site, url } = await publishedSite(stack, org, [{ title: 'Partners', pages: [{ title: 'Pricing', markdown: 'Partner prices.' }] }]);
    await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.ShareLink }));
    const link = await expectOk('createSiteShareLink', 201, org.gitbook.orgs.createSiteShareLink(org.organizationId, site.id, { name: 'Press' }));
    const key = new URL(link.urls.published!).searchParams.get('share')!;
    const sitePath = new URL(url).pathname;

    expect((await get(url)).status).toBe(404);
    expect((await get(`${url}?share=wrong`)).status).toBe(404);
    const opened = await get(`${url}?share=${key}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(sitePath);
    const cookie = opened.headers['set-cookie']![0];
    expect(cookie).toMatch(new RegExp(`^quire_share=[^;]+; Path=${sitePath}; HttpOnly; SameSite=Lax`));
    const page = await get(url, { Cookie: cookiesOf(opened.headers) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Partner prices.');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).not.toContain(key);

    await expectOk('updateSiteShareLinkById', 200, org.gitbook.orgs.updateSiteShareLinkById(org.organizationId, site.id, link.id, { active: false }));
    await until(
      () => get(url, { Cookie: cookiesOf(opened.headers) }),
      (again) => again.status === 404,
      1000,
    );
  });

  it('visitor-auth sites: a good token opens them; a wrong-key or expired token, or none, leads to the fallback URL or a 401 page', async () => {
    const org = await newOrg();
    const { site, url } = await publishedSite(stack, org, [{ title: 'Members', pages: [{ title: 'Inside', markdown: 'Members only.' }] }]);
    await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.VisitorAuth }));
    const key = (await expectOk('getSitePublishingAuthById', 200, org.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id))).privateKey;

    const none = await get(url);
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(none.body).not.toContain('Members only.');

    const good = await get(`${url}?jwt_token=${await visitorToken(key, { plan: 'pro' })}`);
    expect(good.status).toBe(303);
    const page = await get(url, { Cookie: cookiesOf(good.headers) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Members only.');
    expect(page.headers['cache-control']).toBe('private, no-store');

    expect((await get(`${url}?jwt_token=${await visitorToken('not-the-key', { plan: 'pro' })}`)).status).toBe(401);
    expect((await get(`${url}?jwt_token=${await visitorToken(key, { plan: 'pro' }, Math.floor(Date.now() / 1000) - 60)}`)).status).toBe(401);
    expect((await get(`${url}?jwt_token=not.a.jwt`)).status).toBe(401);

    await expectOk(
      'updateSitePublishingAuthById',
      200,
      org.gitbook.orgs.updateSitePublishingAuthById(org.organizationId, site.id, { backend: 'custom', fallbackURL: 'https://login.example.com/start' }),
    );
    const redirected = await until(
      () => get(`${url}/inside`),
      (answer) => answer.status === 302,
      1000,
    );
    expect(redirected.value.headers.location).toBe('https://login.example.com/start?location=%2Finside');
  });

  it('adaptive content: a section whose condition fails is absent from the tabs, the search and its URL', async () => {
    const org = await newOrg();
    const { site, url, spaces } = await publishedSite(stack, org, [{ title: 'Guides', pages: [{ title: 'Start', markdown: 'For everyone.' }] }]);
    const { spaces: [proSpace] } = { spaces: [await createSpace(org, 'Pro')] };
    await mergePages(stack, org, proSpace.id, [{ title: 'Pro features', markdown: 'Only for pro visitors.' }]);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    await expectOk('updateSiteById', 200, sites.updateSiteById(id, site.id, { visibility: SiteVisibility.VisitorAuth }));
    const schema = { type: 'object', properties: { plan: { type: 'string', enum: ['basic', 'pro'], description: 'Plan' } }, additionalProperties: false };
    await expectOk('updateSiteAdaptiveSchema', 200, sites.updateSiteAdaptiveSchema(id, site.id, { jsonSchema: schema as never }));
    // The first section takes the root site space, and adds one of its own for the same space: that one goes.
    const guides = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: spaces[0].id, title: 'Guides' }));
    const duplicate = guides.siteSpaces.find((row) => !row.default)!;
    await sites.deleteSiteSpaceById(id, site.id, duplicate.id);
    const pro = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: proSpace.id, title: 'Pro' }));
    await expectOk('updateSiteSectionById', 200, sites.updateSiteSectionById(id, site.id, pro.id, { condition: 'visitor.claims.plan == "pro"', path: 'pro' }));
    const key = (await expectOk('getSitePublishingAuthById', 200, sites.getSitePublishingAuthById(id, site.id))).privateKey;

    const visit = async (plan: string) => cookiesOf((await get(`${url}?jwt_token=${await visitorToken(key, { plan })}`)).headers);
    const proCookie = await visit('pro');
    const basicCookie = await visit('basic');
    const proHome = await until(() => get(url, { Cookie: proCookie }), (page) => page.body.includes('>Pro<'), 2000);
    expect(proHome.value.status).toBe(200);
    expect((await get(`${url}/pro`, { Cookie: proCookie })).body).toContain('Only for pro visitors.');

    const basicHome = await get(url, { Cookie: basicCookie });
    expect(basicHome.status).toBe(200);
    expect(basicHome.body).not.toMatch(/>Pro</);
    expect((await get(`${url}/pro`, { Cookie: basicCookie })).body).not.toContain('Only for pro visitors.');
    const search = await until(() => get(`${url}/~search?q=visitors`, { Cookie: proCookie, Accept: 'application/json' }), (page) => page.body.includes('Pro features'), 10_000);
    expect(search.value.status).toBe(200);
    expect((await get(`${url}/~search?q=visitors`, { Cookie: basicCookie, Accept: 'application/json' })).body).not.toContain('Pro features');
    expect((await get(`${url}/llms.txt`, { Cookie: basicCookie })).body).not.toContain('Pro features');
  });

  it('a preview URL opens an unpublished site for an hour, with the preview\'s claims', async () => {
    const org = await newOrg();
    const { site, url } = await publishedSite(stack, org, [{ title: 'Draft', pages: [{ title: 'Soon', markdown: 'Not yet public.' }] }]);
    await expectOk('unpublishSite', 200, org.gitbook.orgs.unpublishSite(org.organizationId, site.id));
    expect((await get(url)).status).toBe(404);
    const preview = await expectOk('getSitePublishingPreviewById', 200, org.gitbook.orgs.getSitePublishingPreviewById(org.organizationId, site.id));
    const opened = await get(preview.url);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).not.toContain('preview=');
    const page = await get(`${stack.baseUrl}${opened.headers.location}`, { Cookie: cookiesOf(opened.headers) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Not yet public.');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${url}?preview=${'x'.repeat(40)}`)).status).toBe(404);
  });

  it('a reader member of another organization sees nothing more than anyone else', async () => {
    const org = await newOrg();
    const { url } = await publishedSite(stack, org, [{ title: 'Docs', pages: [{ title: 'Home', markdown: 'Hello.' }] }]);
    const stranger = await addMember(stack, await newOrg(), 'admin');
    const page = await get(url, { Authorization: `Bearer ${stranger.token}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Hello.');
  });
});

describe('the rendered content', () => {
  it('sanitizes what a page says: no script, no event handler, no javascript: URL reaches the HTML', async () => {
    const org = await newOrg();
    const { url } = await publishedSite(stack, org, [
      {
        title: 'XSS',
        pages: [
          {
            title: 'Corpus',
            markdown: [
              '<script>alert(1)</script>',
              '<img src=x onerror="alert(2)">',
              '[click](javascript:alert(3))',
              '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)',
              '```html\n<script>alert(5)</script>\n```',
              '<iframe src="https://evil.example"></iframe>',
            ].join('\n\n'),
          },
        ],
      },
    ]);
    const page = await get(url);
    expect(page.status).toBe(200);
    const main = page.body.slice(page.body.indexOf('<main'), page.body.indexOf('</main>'));
    expect(main).not.toMatch(/<script/i);
    expect(main).not.toMatch(/\son[a-z]+=/i);
    expect(main).not.toMatch(/href="\s*javascript:/i);
    expect(main).not.toMatch(/href="\s*data:/i);
    expect(main).not.toMatch(/<iframe/i);
    // The code block shows the markup as text (highlighted, so split into tokens).
    expect(main.replace(/<[^>]+>/g, '')).toContain('&#x3C;script>alert(5)&#x3C;/script>');
  });
});
