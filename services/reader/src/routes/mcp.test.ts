import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { JSONDocument } from '@gitbook/api';
import { markdownToDocument } from '@quire/documents';
import { contentV1, sitesV1 } from '@quire/proto';
import { MAX_MCP_BODY_BYTES, MAX_PAGE_BYTES, MAX_SEARCH_RESULTS, snippetText } from './mcp';
import { startTestReader, type TestReader } from '../../test/routes/test-reader';

/**
 * The MCP server of a published site, driven by the official SDK client over HTTP through the
 * reader's own server (createReaderServer: access, site opening, routing). Only the gRPC
 * clients to sites and content are in memory: the fakes below answer as those rpcs do.
 */

const ORG = 'org1';
const PRO = 'visitor.claims.plan == "pro"';

type FakePage = { id: string; title: string; path: string; kind?: 'document' | 'group' | 'link'; parentId?: string; hidden?: boolean; description?: string; markdown?: string; proOnly?: string };
type FakeSpace = { id: string; title: string; pages: FakePage[] };

const many = Array.from({ length: 30 }, (_, index): FakePage => ({ id: `p-many-${index}`, title: `Widget ${index}`, path: `widgets/widget-${index}`, parentId: 'g-widgets', markdown: `Widget ${index} uses the gadget API.` }));

const GUIDE: FakeSpace = {
  id: 'space-guide',
  title: 'Guide',
  pages: [
    { id: 'p-intro', title: 'Introduction', path: 'introduction', description: 'Start here', markdown: 'Welcome. The installer sets everything up & more.' },
    { id: 'g-start', title: 'Getting started', path: 'getting-started', kind: 'group' },
    { id: 'p-install', title: 'Install', path: 'getting-started/install', parentId: 'g-start', markdown: '## Download\n\nRun the **installer** with `<admin>` rights.', proOnly: 'Enter the pro license key.' },
    { id: 'p-internal', title: 'Internal notes', path: 'internal', hidden: true, markdown: 'The installer secret switch is documented here.' },
    { id: 'p-big', title: 'Reference', path: 'reference', markdown: `${'é'.repeat(10)}\n\n${'Long reference text. '.repeat(11_000)}` },
    { id: 'p-link', title: 'Status page', path: '', kind: 'link' },
    { id: 'g-widgets', title: 'Widgets', path: 'widgets', kind: 'group' },
    ...many,
  ],
};
const PRO_GUIDE: FakeSpace = { id: 'space-pro', title: 'Pro guide', pages: [{ id: 'p-pro', title: 'Pro features', path: 'pro-features', markdown: 'The pro installer has extra steps.' }] };
const SPACES = new Map([GUIDE, PRO_GUIDE].map((space) => [space.id, space]));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function documentOf(page: FakePage): JSONDocument {
  const document = markdownToDocument(page.markdown ?? '');
  if (!page.proOnly) return document;
  const hidden = markdownToDocument(page.proOnly);
  return { ...document, nodes: [...document.nodes, { object: 'block', type: 'if', data: { expression: PRO }, nodes: hidden.nodes }] } as unknown as JSONDocument;
}

const treeOf = (space: FakeSpace): contentV1.SpaceTree =>
  ({
    spaceId: space.id,
    title: space.title,
    revisionId: `rev-${space.id}`,
    pages: space.pages.map((page) => ({
      id: page.id,
      kind: { document: contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT, group: contentV1.TreePageKind.TREE_PAGE_KIND_GROUP, link: contentV1.TreePageKind.TREE_PAGE_KIND_LINK }[page.kind ?? 'document'],
      title: page.title,
      parentId: page.parentId,
      path: page.path,
      slug: page.path.split('/').at(-1) ?? '',
      description: page.description,
      hidden: page.hidden ?? false,
      target: page.kind === 'link' ? { kind: 'url', url: 'https://status.example.com' } : undefined,
    })),
  }) as unknown as contentV1.SpaceTree;

/** Searches asked of content: which spaces, what query, how many pages. */
const searches: { spaceIds: string[]; query: string; limit?: number }[] = [];

const content = {
  getSpaceTrees: async ({ spaceIds }: { spaceIds: string[] }) => ({ spaces: spaceIds.flatMap((id) => (SPACES.has(id) ? [treeOf(SPACES.get(id)!)] : [])), omittedSpaceIds: [] }),
  getPageDocuments: async ({ spaceId, pageIds }: { spaceId: string; pageIds: string[] }) => ({
    pages: (SPACES.get(spaceId)?.pages ?? []).filter((page) => pageIds.includes(page.id) && (page.kind ?? 'document') === 'document').map((page) => ({ pageId: page.id, document: documentOf(page), markdown: page.markdown ?? '' })),
    omittedPageIds: [],
  }),
  resolvePagePath: async ({ spaceId, path }: { spaceId: string; path: string }) => ({ pageId: spaceId === GUIDE.id && path === 'start/install' ? 'p-install' : undefined }),
  // Every page whose title or text holds the query, best (most occurrences) first, like the index's answer.
  searchSpaces: async ({ spaceIds, query, limit }: { spaceIds: string[]; query: string; limit?: number }) => {
    searches.push({ spaceIds, query, limit });
    if (query === 'explode') throw new Error('14 UNAVAILABLE: connect ECONNREFUSED 10.1.2.3:50051');
    const needle = query.toLowerCase();
    const hits = spaceIds.flatMap((spaceId) =>
      (SPACES.get(spaceId)?.pages ?? []).flatMap((page) => {
        // The index holds every block, those of `if` blocks too.
        const plain = [page.markdown, page.proOnly].filter(Boolean).join('\n\n').replace(/[*#`]/g, '');
        const text = `${page.title} ${plain}`;
        const count = text.toLowerCase().split(needle).length - 1;
        if (count === 0 || (page.kind ?? 'document') !== 'document') return [];
        const at = Math.max(0, plain.toLowerCase().indexOf(needle));
        const snippet = plain.slice(at, at + 80);
        const body = escapeHtml(snippet).replace(new RegExp(escapeHtml(query).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (word) => `<mark>${word}</mark>`);
        const ancestors = page.parentId ? [SPACES.get(spaceId)!.pages.find((parent) => parent.id === page.parentId)!.title] : [];
        return [{ spaceId, page: { pageId: page.id, title: page.title, path: page.path, ancestors, score: count, sections: [{ anchor: page.id === 'p-install' ? 'download' : '', title: page.id === 'p-install' ? 'Download' : '', body }] } }];
      }),
    );
    const best = hits.sort((a, b) => b.page.score - a.page.score).slice(0, limit ?? 20);
    const bySpace = new Map<string, contentV1.ReaderSearchPage[]>();
    for (const hit of best) bySpace.set(hit.spaceId, [...(bySpace.get(hit.spaceId) ?? []), hit.page]);
    return { spaces: [...bySpace].map(([spaceId, pages]) => ({ spaceId, pages })) };
  },
};

const siteSpace = (id: string, spaceId: string, path: string, isDefault: boolean, condition?: string) => ({ id, spaceId, path, default: isDefault, condition, customization: {} });
const readerSite = (name: string, visibility: string): sitesV1.ReaderSite =>
  ({
    id: `site-${name}`,
    organizationId: ORG,
    title: `Acme ${name}`,
    visibility,
    basename: name,
    published: true,
    sections: [],
    sectionGroups: [],
    siteSpaces: [siteSpace('ss-guide', GUIDE.id, 'guide', true), siteSpace('ss-pro', PRO_GUIDE.id, 'pro', false, PRO)],
    customization: {},
  }) as unknown as sitesV1.ReaderSite;

const CLAIMS: Record<string, Record<string, unknown>> = { 'pro-token': { plan: 'pro' }, 'free-token': { plan: 'free' } };

const sites = {
  openPublishedSite: async ({ siteName, shareKey, visitorToken }: { siteName: string; shareKey?: string; visitorToken?: string }) => {
    const granted = (visibility: string, grant: sitesV1.ReaderGrant, claims?: Record<string, unknown>) => ({ access: sitesV1.ReaderAccess.READER_ACCESS_GRANTED, grant, site: readerSite(siteName, visibility), claims });
    if (siteName === 'docs') return granted('public', sitesV1.ReaderGrant.READER_GRANT_PUBLIC);
    if (siteName === 'shared' && shareKey === 'secret-key') return granted('share-link', sitesV1.ReaderGrant.READER_GRANT_SHARE_KEY);
    if (siteName === 'members') {
      if (visitorToken && CLAIMS[visitorToken]) return granted('visitor-auth', sitesV1.ReaderGrant.READER_GRANT_VISITOR_TOKEN, CLAIMS[visitorToken]);
      return { access: sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED };
    }
    return { access: sitesV1.ReaderAccess.READER_ACCESS_NOT_FOUND };
  },
};

let reader: TestReader;
let origin: string;
const clients: Client[] = [];

beforeAll(async () => {
  reader = await startTestReader({ name: 'reader-mcp-test', sites, content });
  origin = reader.origin;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await reader.close();
});

const endpoint = (site: string) => `${origin}/sites/${ORG}/${site}/~gitbook/mcp`;

async function connect(site: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint(site)), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const texts = (result: CallToolResult) => result.content.map((item) => (item.type === 'text' ? item.text : ''));

describe('tools/list', () => {
  it('offers searchDocumentation and getPage, read-only, with their inputs', async () => {
    const client = await connect('docs');
    expect(client.getServerVersion()).toMatchObject({ name: 'quire-docs', title: 'Acme docs' });
    expect(client.getInstructions()).toContain('searchDocumentation');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['searchDocumentation', 'getPage']);
    const [search, page] = tools;
    expect(search.inputSchema).toMatchObject({ type: 'object', required: ['query'], properties: { query: { type: 'string', maxLength: 512 } } });
    expect(page.inputSchema).toMatchObject({ type: 'object', required: ['url'], properties: { url: { type: 'string' } } });
    expect(search.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(page.description).toContain(`for example ${origin}/sites/${ORG}/docs;`);
  });
});

describe('searchDocumentation', () => {
  it('answers the matching pages with their titles, links and snippets as text', async () => {
    const client = await connect('docs');
    const result = await call(client, 'searchDocumentation', { query: 'installer' });
    expect(result.isError).toBeFalsy();
    const answer = texts(result);
    expect(answer).toHaveLength(2);
    const install = answer.find((text) => text.startsWith('Title: Install\n'));
    expect(install).toBe(
      [
        'Title: Install',
        `Link: ${origin}/sites/${ORG}/docs/getting-started/install`,
        'In: Getting started',
        // Its section's snippet runs into a block for pro visitors only: a snippet of what this visitor sees instead.
        'Content: Download Run the installer with <admin> rights.',
      ].join('\n'),
    );
    const intro = answer.find((text) => text.startsWith('Title: Introduction\n'));
    // The first page of a site space is its root; the snippet is plain text (no <mark>, no entities).
    expect(intro).toBe(['Title: Introduction', `Link: ${origin}/sites/${ORG}/docs`, 'Content: installer sets everything up & more.'].join('\n'));
  });

  it('leaves out hidden pages and the site spaces whose condition fails for the visitor', async () => {
    const client = await connect('docs');
    searches.length = 0;
    const answer = texts(await call(client, 'searchDocumentation', { query: 'installer' })).join('\n');
    expect(answer).not.toContain('Internal notes');
    expect(answer).not.toContain('Pro features');
    // The pro space was never even asked of content for an anonymous visitor.
    expect(searches).toEqual([expect.objectContaining({ spaceIds: [GUIDE.id], query: 'installer' })]);
  });

  it('searches every site space a visitor with the claims sees, labelled by space', async () => {
    const pro = await connect('members', { Cookie: 'quire_visitor=pro-token' });
    const answer = texts(await call(pro, 'searchDocumentation', { query: 'installer' }));
    const proPage = answer.find((text) => text.startsWith('Title: Pro features\n'));
    expect(proPage).toContain(`Link: ${origin}/sites/${ORG}/members/pro\n`);
    expect(proPage).toContain('In: Pro guide');
    expect(answer.find((text) => text.startsWith('Title: Install\n'))).toBe(
      [
        'Title: Install',
        `Link: ${origin}/sites/${ORG}/members/getting-started/install`,
        'In: Guide › Getting started',
        `Content (Download, ${origin}/sites/${ORG}/members/getting-started/install#download): installer with <admin> rights. Enter the pro license key.`,
      ].join('\n'),
    );

    const free = await connect('members', { Cookie: 'quire_visitor=free-token' });
    expect(texts(await call(free, 'searchDocumentation', { query: 'installer' })).join('\n')).not.toContain('Pro features');
  });

  it('never answers text of blocks whose condition fails for the visitor', async () => {
    const anonymous = await connect('docs');
    expect(texts(await call(anonymous, 'searchDocumentation', { query: 'license' }))).toEqual(['No page of Acme docs matches "license".']);
    const free = await connect('members', { Cookie: 'quire_visitor=free-token' });
    expect(texts(await call(free, 'searchDocumentation', { query: 'license' }))).toEqual(['No page of Acme members matches "license".']);
    // The same page still matches on what the visitor sees.
    const install = texts(await call(free, 'searchDocumentation', { query: 'installer' })).find((text) => text.startsWith('Title: Install\n'));
    expect(install).toContain('Content: Download Run the installer with <admin> rights.');
    expect(install).not.toContain('license');
    const pro = await connect('members', { Cookie: 'quire_visitor=pro-token' });
    const [proInstall] = texts(await call(pro, 'searchDocumentation', { query: 'license' }));
    expect(proInstall).toMatch(/^Title: Install\n/);
    expect(proInstall).toContain('install#download): license key.');
  });

  it(`answers at most ${MAX_SEARCH_RESULTS} pages, the best first`, async () => {
    const client = await connect('docs');
    const answer = texts(await call(client, 'searchDocumentation', { query: 'widget' }));
    expect(answer).toHaveLength(MAX_SEARCH_RESULTS);
    expect(answer.every((text) => /^Title: Widget \d+\nLink: /.test(text))).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const client = await connect('docs');
    const result = await call(client, 'searchDocumentation', { query: 'zeppelin' });
    expect(result.isError).toBeFalsy();
    expect(texts(result)).toEqual(['No page of Acme docs matches "zeppelin".']);
  });

  it('refuses an empty or overlong query', async () => {
    const client = await connect('docs');
    searches.length = 0;
    for (const query of ['   ', 'x'.repeat(513)]) {
      const result = await call(client, 'searchDocumentation', { query });
      expect(result.isError).toBe(true);
      expect(texts(result)[0]).toMatch(/Input validation error/);
    }
    const missing = await call(client, 'searchDocumentation', {});
    expect(missing.isError).toBe(true);
    expect(searches).toEqual([]);
  });

  it('answers a failure of content without its details', async () => {
    const client = await connect('docs');
    const result = await call(client, 'searchDocumentation', { query: 'explode' });
    expect(result.isError).toBe(true);
    expect(texts(result)).toEqual(['The documentation is unavailable for a moment. Please try again.']);
  });
});

describe('getPage', () => {
  const installMarkdown = (text: string) => {
    expect(text).toMatch(/^# Install\n\n## Download\n\nRun the \*\*installer\*\* with `<admin>` rights\./);
  };

  it('reads a page by the link search answered, as Markdown', async () => {
    const client = await connect('docs');
    const result = await call(client, 'getPage', { url: `${origin}/sites/${ORG}/docs/getting-started/install` });
    expect(result.isError).toBeFalsy();
    installMarkdown(texts(result)[0]);
  });

  it('reads a page by its path under the site, its path in the space, its .md URL, its former path or its group', async () => {
    const client = await connect('docs');
    for (const url of [
      `/sites/${ORG}/docs/getting-started/install`,
      'getting-started/install',
      '/getting-started/install',
      `${origin}/sites/${ORG}/docs/getting-started/install.md`,
      `${origin}/sites/${ORG}/docs/getting-started/install#download`,
      'start/install',
      'getting-started',
    ]) {
      const result = await call(client, 'getPage', { url });
      expect({ url, isError: result.isError }).toEqual({ url, isError: undefined });
      installMarkdown(texts(result)[0]);
    }
    const home = await call(client, 'getPage', { url: `${origin}/sites/${ORG}/docs` });
    expect(texts(home)[0]).toMatch(/^# Introduction\n\n> Start here\n\nWelcome\./);
  });

  it('reads a hidden page by its URL', async () => {
    const client = await connect('docs');
    const result = await call(client, 'getPage', { url: `${origin}/sites/${ORG}/docs/internal` });
    expect(texts(result)[0]).toMatch(/^# Internal notes\n\nThe installer secret switch/);
  });

  it('leaves out the blocks whose condition fails for the visitor', async () => {
    const free = await connect('members', { Cookie: 'quire_visitor=free-token' });
    const freeText = texts(await call(free, 'getPage', { url: 'getting-started/install' }))[0];
    installMarkdown(freeText);
    expect(freeText).not.toContain('pro license');
    const pro = await connect('members', { Cookie: 'quire_visitor=pro-token' });
    expect(texts(await call(pro, 'getPage', { url: 'getting-started/install' }))[0]).toContain('Enter the pro license key.');
  });

  it('finds no page in a site space the visitor may not see', async () => {
    const free = await connect('members', { Cookie: 'quire_visitor=free-token' });
    const result = await call(free, 'getPage', { url: `${origin}/sites/${ORG}/members/pro/pro-features` });
    expect(result.isError).toBe(true);
    expect(texts(result)[0]).toMatch(/^Page not found/);
    const pro = await connect('members', { Cookie: 'quire_visitor=pro-token' });
    expect(texts(await call(pro, 'getPage', { url: `${origin}/sites/${ORG}/members/pro/pro-features` }))[0]).toMatch(/^# Pro features/);
  });

  it('answers an error for what is not a page of the site', async () => {
    const client = await connect('docs');
    for (const url of [`${origin}/sites/${ORG}/docs/nowhere`, `${origin}/sites/${ORG}/other-site/getting-started/install`, 'https://example.com/elsewhere', 'javascript:alert(1)', `${origin}/sites/${ORG}/docs/%00`, '../other-site/getting-started/install']) {
      const result = await call(client, 'getPage', { url });
      expect({ url, isError: result.isError }).toEqual({ url, isError: true });
      expect(texts(result)[0]).toMatch(/^Page not found: .*\(for example .*\/sites\/org1\/docs\)\.$/);
    }
    const empty = await call(client, 'getPage', { url: '' });
    expect(empty.isError).toBe(true);
    expect(texts(empty)[0]).toMatch(/Input validation error/);
  });

  it(`cuts a page over ${MAX_PAGE_BYTES / 1024} KB and says so`, async () => {
    const client = await connect('docs');
    const text = texts(await call(client, 'getPage', { url: 'reference' }))[0];
    expect(text.startsWith(`# Reference\n\n${'é'.repeat(10)}`)).toBe(true);
    const [kept, note] = text.split('\n\n---\n\n[Truncated');
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    expect(Buffer.byteLength(kept)).toBeGreaterThan(MAX_PAGE_BYTES - 8);
    expect(note).toContain(`${origin}/sites/${ORG}/docs/reference.md`);
    expect(text).not.toContain('\uFFFD');
  });
});

describe('access and HTTP', () => {
  const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
  const post = (site: string, body: string, headers: Record<string, string> = {}) =>
    fetch(endpoint(site), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body });

  it('answers JSON, not cached, not indexed, without a session', async () => {
    const response = await post('docs', JSON.stringify(initialize));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'quire-docs' } } });
  });

  it('is behind the same access as the pages', async () => {
    await expect(connect('shared')).rejects.toThrow();
    await expect(connect('shared', { Cookie: 'quire_share=wrong' })).rejects.toThrow();
    const refused = await post('shared', JSON.stringify(initialize));
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('jsonrpc');
    const shared = await connect('shared', { Cookie: 'quire_share=secret-key' });
    expect(texts(await call(shared, 'searchDocumentation', { query: 'installer' })).join('\n')).toContain(`Link: ${origin}/sites/${ORG}/shared/getting-started/install`);

    // visitor-auth without a token: the 401 of the pages, never the MCP server.
    const anonymous = await post('members', JSON.stringify(initialize));
    expect(anonymous.status).toBe(401);
    await expect(connect('members', { Cookie: 'quire_visitor=forged' })).rejects.toThrow();
  });

  it('answers GET, DELETE and HEAD with 405 and a JSON-RPC error', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(endpoint('docs'), { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
    }
    expect((await fetch(endpoint('docs'), { method: 'HEAD' })).status).toBe(405);
  });

  it(`refuses a body over ${MAX_MCP_BODY_BYTES} bytes with 413, declared or streamed`, async () => {
    const big = JSON.stringify({ ...initialize, params: { ...initialize.params, padding: 'x'.repeat(MAX_MCP_BODY_BYTES) } });
    const declared = await post('docs', big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });

    const chunks = [Buffer.from(big.slice(0, 1000)), Buffer.from(big.slice(1000))];
    const stream = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(endpoint('docs'), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers malformed JSON-RPC with a JSON-RPC error', async () => {
    const response = await post('docs', '{not json');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    const unacceptable = await post('docs', JSON.stringify(initialize), { Accept: 'text/html' });
    expect(unacceptable.status).toBe(406);
  });
});

describe('the search page', () => {
  it('answers from the same search as the MCP tool (searchSite), hidden pages left out', async () => {
    const response = await fetch(`${origin}/sites/${ORG}/docs/~search?q=installer`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { query: string; results: { spaceTitle: string; hits: { title: string; href: string; snippets: { href: string; html: string }[] }[] }[] };
    expect(body.query).toBe('installer');
    expect(body.results.map((result) => result.spaceTitle)).toEqual(['Guide']);
    const hits = body.results[0].hits;
    expect(hits.map((hit) => hit.title).sort()).toEqual(['Install', 'Introduction']);
    expect(hits.find((hit) => hit.title === 'Install')?.snippets[0]).toEqual({ href: `/sites/${ORG}/docs/getting-started/install`, html: 'Download Run the <mark>installer</mark> with &lt;admin&gt; rights.' });
  });
});

describe('snippetText', () => {
  it('drops <mark> and decodes the escapes of the index', () => {
    expect(snippetText('1 &lt; 2 &amp; &quot;<mark>bold</mark>&quot; it&#39;s\n  here')).toBe('1 < 2 & "bold" it\'s here');
  });
});
