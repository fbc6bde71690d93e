import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPageInChangeRequest, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// `npm run -s quire -- import gitbook` (scripts/lib/import-gitbook/) run as a child process,
// from one organization of this stack (read through its GitBook-compatible API) into another:
// first import, a re-run that changes nothing, a re-run after source changes, a run stopped
// halfway and resumed, a wrong token, an unknown organization, an unreachable API, and a
// source answering 429 with Retry-After (a proxy in front of the gateway).

type Json = Record<string, any>;

const CLI = path.resolve(__dirname, '../../scripts/quire.mjs');
let stack: Stack;
let workDir: string;

beforeAll(async () => {
  // A long gRPC deadline: the test's writes compete with the child process's on a busy machine.
  stack = await startStack({ grpcDeadlineMs: 30_000 });
  workDir = mkdtempSync(path.join(os.tmpdir(), 'quire-import-'));
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

type CliResult = { code: number | null; stdout: string; stderr: string; json?: Json };

/** Runs the import; `watch` is called every 10 ms while it runs and may kill the child. */
function runImport(args: string[], { watch }: { watch?: (kill: () => void) => void } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'import', 'gitbook', ...args, '--json'], { env: { ...process.env, QUIRE_API_URL: '', QUIRE_TOKEN: '', GITBOOK_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = watch ? setInterval(() => watch(() => child.kill('SIGKILL')), 10) : undefined;
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      let json: Json | undefined;
      try {
        json = stdout.trim() ? JSON.parse(stdout) : undefined;
      } catch {
        json = undefined;
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}

const importArgs = (source: Org, target: Org, statePath: string, from = stack.baseUrl) => [
  '--from',
  from,
  '--token',
  source.token,
  '--source-org',
  source.organizationId,
  '--into',
  target.organizationId,
  '--to',
  stack.baseUrl,
  '--to-token',
  target.token,
  '--state',
  statePath,
];

async function api(org: Org, method: string, apiPath: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${stack.baseUrl}/v1${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${org.token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

async function upload(org: Org, spaceId: string, changeRequestId: string, name: string, bytes: Buffer, contentType: string): Promise<Json> {
  const response = await fetch(`${stack.baseUrl}/v1/spaces/${spaceId}/change-requests/${changeRequestId}/content/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${org.token}`, 'content-type': contentType },
    body: bytes,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

async function inChangeRequest(org: Org, spaceId: string, write: (changeRequestId: string) => Promise<void>): Promise<void> {
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Edits' }));
  await write(changeRequest.id);
  await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id));
}

const paragraph = (text: string, extra: Json[] = []): Json => ({
  object: 'block',
  type: 'paragraph',
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }, ...extra],
});
const linkTo = (ref: Json, text: string): Json => ({
  object: 'inline',
  type: 'link',
  data: { ref },
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }],
});

/** Every list item of a paginated organization list. */
async function listAll(org: Org, apiPath: string): Promise<Json[]> {
  const items: Json[] = [];
  let page: string | undefined;
  do {
    const body = await api(org, 'GET', `${apiPath}?limit=1000${page ? `&page=${page}` : ''}`);
    items.push(...body.items);
    page = body.next?.page;
  } while (page);
  return items;
}

/** A space's page tree as [title, type, children] (no ids), and a flat title -> page. */
async function pageTree(org: Org, spaceId: string): Promise<{ tree: unknown[]; byTitle: Map<string, Json> }> {
  const { pages } = await api(org, 'GET', `/spaces/${spaceId}/content/pages`);
  const byTitle = new Map<string, Json>();
  const shape = (list: Json[]): unknown[] =>
    list.map((page) => {
      byTitle.set(page.title, page);
      return [page.title, page.type, shape(page.pages ?? [])];
    });
  return { tree: shape(pages), byTitle };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A source organization: nested collections, three spaces, pages with references, a file, a site. */
async function sourceOrganization(): Promise<{ org: Org; handbook: Json; ids: Json }> {
  const org = await newOrgOf(stack);
  const guides = await api(org, 'POST', `/orgs/${org.organizationId}/collections`, { title: 'Guides' });
  await api(org, 'PATCH', `/collections/${guides.id}`, { description: 'Everything about guides' });
  const advanced = await api(org, 'POST', `/orgs/${org.organizationId}/collections`, { title: 'Advanced', parent: guides.id });
  const handbook = await api(org, 'POST', `/orgs/${org.organizationId}/spaces`, { title: 'Handbook', emoji: '1f4d8', parent: guides.id });
  const apiSpace = await api(org, 'POST', `/orgs/${org.organizationId}/spaces`, { title: 'API', parent: advanced.id });
  await api(org, 'POST', `/orgs/${org.organizationId}/spaces`, { title: 'Loose notes' });
  const ids: Json = { guides: guides.id, advanced: advanced.id, api: apiSpace.id };
  await inChangeRequest(org, handbook.id, async (cr) => {
    const file = await upload(org, handbook.id, cr, 'logo.png', PNG, 'image/png');
    const setup = await createPageInChangeRequest(stack, org, handbook.id, cr, { title: 'Setup', content: { markdown: '# Setup\n\nInstall it.\n' } });
    await createPageInChangeRequest(stack, org, handbook.id, cr, { title: 'Linux', parent: setup.id, content: { markdown: 'On Linux.\n' } });
    const intro = await createPageInChangeRequest(stack, org, handbook.id, cr, {
      title: 'Intro',
      description: 'Start here',
      position: { before: setup.id },
      content: {
        document: {
          object: 'document',
          data: {},
          nodes: [
            paragraph('Read ', [linkTo({ kind: 'page', page: setup.id }, 'the setup'), { object: 'text', leaves: [{ object: 'leaf', text: '.', marks: [] }] }]),
            {
              object: 'block',
              type: 'images',
              isVoid: false,
              data: {},
              nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: file.id }, alt: 'Logo' }, fragments: [] }],
            },
          ],
        },
      },
    });
    await createPageInChangeRequest(stack, org, handbook.id, cr, { type: 'link', title: 'Back to intro', target: { kind: 'page', page: intro.id } });
    ids.setup = setup.id;
    ids.intro = intro.id;
    ids.file = file.id;
  });
  await inChangeRequest(org, apiSpace.id, async (cr) => {
    await createPageInChangeRequest(stack, org, apiSpace.id, cr, { title: 'Reference', content: { markdown: 'See [the handbook](https://example.com).\n' } });
  });
  const site = await api(org, 'POST', `/orgs/${org.organizationId}/sites`, { title: 'Docs', spaces: [handbook.id] });
  await api(org, 'POST', `/orgs/${org.organizationId}/sites/${site.id}/sections`, { spaceId: apiSpace.id, title: 'API reference' });
  const customization = await api(org, 'GET', `/orgs/${org.organizationId}/sites/${site.id}/customization`);
  await api(org, 'PUT', `/orgs/${org.organizationId}/sites/${site.id}/customization`, { ...customization, title: 'Acme Docs', favicon: { emoji: '📘' } });
  ids.site = site.id;
  return { org, handbook, ids };
}

describe('quire import gitbook', () => {
  let source: Awaited<ReturnType<typeof sourceOrganization>>;
  let target: Org;
  let statePath: string;

  beforeAll(async () => {
    source = await sourceOrganization();
    target = await newOrgOf(stack);
    statePath = path.join(workDir, 'main-state.json');
  }, 60_000);

  it('first import: collections, spaces, pages with their documents and references, files with their bytes, sites', async () => {
    const result = await runImport(importArgs(source.org, target, statePath));
    expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stderr).toMatch(/space "Handbook": 4 pages \(4 created/);
    expect(result.json!.counts).toMatchObject({
      collections: { created: 2 },
      spaces: { created: 3 },
      pages: { created: 5 },
      files: { created: 1 },
      sites: { created: 1 },
      siteSections: { created: 1 },
    });

    const collections = await listAll(target, `/orgs/${target.organizationId}/collections`);
    const guides = collections.find((c) => c.title === 'Guides')!;
    expect(guides).toMatchObject({ description: 'Everything about guides' });
    expect(collections.find((c) => c.title === 'Advanced')).toMatchObject({ parent: guides.id });
    const spaces = await listAll(target, `/orgs/${target.organizationId}/spaces`);
    expect(spaces.map((s) => s.title).sort()).toEqual(['API', 'Handbook', 'Loose notes']);
    const handbook = spaces.find((s) => s.title === 'Handbook')!;
    expect(handbook).toMatchObject({ parent: guides.id, emoji: '1f4d8' });

    const { tree, byTitle } = await pageTree(target, handbook.id);
    expect(tree).toEqual([
      ['Intro', 'document', []],
      ['Setup', 'document', [['Linux', 'document', []]]],
      ['Back to intro', 'link', []],
    ]);
    expect(byTitle.get('Intro')).toMatchObject({ description: 'Start here' });
    expect(byTitle.get('Back to intro')).toMatchObject({ target: { kind: 'page', page: byTitle.get('Intro')!.id } });
    const files = await listAll(target, `/spaces/${handbook.id}/content/files`);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'logo.png', contentType: 'image/png', size: PNG.length });
    const bytes = Buffer.from(await (await fetch(new URL(files[0].downloadURL, stack.baseUrl))).arrayBuffer());
    expect(bytes.equals(PNG)).toBe(true);
    const intro = await api(target, 'GET', `/spaces/${handbook.id}/content/page/${byTitle.get('Intro')!.id}?format=document`);
    const refs = JSON.stringify(intro.document);
    expect(refs).toContain(JSON.stringify({ kind: 'page', page: byTitle.get('Setup')!.id }));
    expect(refs).toContain(JSON.stringify({ kind: 'file', file: files[0].id }));
    expect(refs).not.toContain(source.ids.setup);

    const sites = await listAll(target, `/orgs/${target.organizationId}/sites`);
    expect(sites.map((s) => s.title)).toEqual(['Docs']);
    const siteSpaces = await listAll(target, `/orgs/${target.organizationId}/sites/${sites[0].id}/site-spaces`);
    expect(siteSpaces.map((s) => s.space.title).sort()).toEqual(['API', 'Handbook']);
    const sections = await listAll(target, `/orgs/${target.organizationId}/sites/${sites[0].id}/sections`);
    expect(sections.map((s) => s.title)).toContain('API reference');
    const customization = await api(target, 'GET', `/orgs/${target.organizationId}/sites/${sites[0].id}/customization`);
    expect(customization).toMatchObject({ title: 'Acme Docs', favicon: { emoji: '📘' } });
  }, 120_000);

  it('a second run duplicates nothing; a run after source changes applies them', async () => {
    const again = await runImport(importArgs(source.org, target, statePath));
    expect(again.code).toBe(0);
    expect(again.json!.counts).toMatchObject({
      collections: { created: 0, updated: 0, unchanged: 2 },
      spaces: { created: 0, updated: 0, unchanged: 3 },
      pages: { created: 0, updated: 0, deleted: 0, unchanged: 5 },
      files: { created: 0, unchanged: 1 },
      sites: { created: 0, unchanged: 1 },
    });
    expect((await listAll(target, `/orgs/${target.organizationId}/spaces`)).length).toBe(3);

    // In the source: a renamed collection, an edited and a new page, a deleted page.
    const org = source.org;
    await api(org, 'PATCH', `/collections/${source.ids.guides}`, { title: 'Guides v2' });
    const { byTitle } = await pageTree(org, source.handbook.id);
    await inChangeRequest(org, source.handbook.id, async (cr) => {
      await api(org, 'PATCH', `/spaces/${source.handbook.id}/change-requests/${cr}/content/page/${byTitle.get('Setup')!.id}`, { content: { markdown: '# Setup\n\nInstall it twice.\n' } });
      await api(org, 'DELETE', `/spaces/${source.handbook.id}/change-requests/${cr}/content/page/${byTitle.get('Linux')!.id}`);
      await createPageInChangeRequest(stack, org, source.handbook.id, cr, { title: 'FAQ', position: { after: byTitle.get('Intro')!.id }, content: { markdown: 'Questions.\n' } });
    });

    const changed = await runImport(importArgs(source.org, target, statePath));
    expect(changed.code).toBe(0);
    expect(changed.json!.counts).toMatchObject({
      collections: { created: 0, updated: 1 },
      spaces: { created: 0 },
      pages: { created: 1, updated: 1, deleted: 1 },
    });
    const collections = await listAll(target, `/orgs/${target.organizationId}/collections`);
    expect(collections.map((c) => c.title).sort()).toEqual(['Advanced', 'Guides v2']);
    const handbook = (await listAll(target, `/orgs/${target.organizationId}/spaces`)).find((s) => s.title === 'Handbook')!;
    const { tree, byTitle: targetPages } = await pageTree(target, handbook.id);
    expect(tree).toEqual([
      ['Intro', 'document', []],
      ['FAQ', 'document', []],
      ['Setup', 'document', []],
      ['Back to intro', 'link', []],
    ]);
    const setup = await api(target, 'GET', `/spaces/${handbook.id}/content/page/${targetPages.get('Setup')!.id}?format=markdown`);
    expect(setup.markdown).toContain('Install it twice.');
  }, 120_000);
});

describe('quire import gitbook: interruption, errors, rate limits', () => {
  /** A source with one space of `count` pages. */
  async function bigSource(count: number): Promise<{ org: Org; spaceId: string }> {
    const org = await newOrgOf(stack);
    const space = await api(org, 'POST', `/orgs/${org.organizationId}/spaces`, { title: 'Big' });
    await inChangeRequest(org, space.id, async (cr) => {
      for (let index = 0; index < count; index += 1) {
        await createPageInChangeRequest(stack, org, space.id, cr, { title: `Page ${index}`, content: { markdown: `Page number ${index}.\n` } });
      }
    });
    return { org, spaceId: space.id };
  }

  /** A proxy in front of the gateway: `delayMs` on each answer; 429 + Retry-After for the first `throttle` document reads. */
  async function proxy({ delayMs = 0, throttle = 0 }: { delayMs?: number; throttle?: number }) {
    let throttled = 0;
    const server = http.createServer((request, response) => {
      if (throttled < throttle && /\/documents\/|\/content\/page\//.test(request.url ?? '')) {
        throttled += 1;
        response.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 429, message: 'Too many requests' } }));
        return;
      }
      const upstream = new URL(request.url ?? '/', stack.baseUrl);
      const forward = http.request(upstream, { method: request.method, headers: { ...request.headers, host: upstream.host } }, (answer) => {
        setTimeout(() => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }, delayMs);
      });
      request.pipe(forward);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, throttled: () => throttled, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('stopped halfway (SIGKILL) and run again: resumes, every page once', async () => {
    const { org, spaceId } = await bigSource(40);
    const target = await newOrgOf(stack);
    const statePath = path.join(workDir, 'resume-state.json');
    const slow = await proxy({ delayMs: 30 });
    try {
      let killedAt = 0;
      const first = await runImport(importArgs(org, target, statePath, slow.url), {
        watch: (kill) => {
          if (killedAt > 0 || !existsSync(statePath)) return;
          let state: Json;
          try {
            state = JSON.parse(readFileSync(statePath, 'utf8'));
          } catch {
            return;
          }
          const pages = Object.keys(state.spaces?.[spaceId]?.pages ?? {}).length;
          if (pages >= 5) {
            killedAt = pages;
            kill();
          }
        },
      });
      // Killed inside the space's change request, after some of its pages were written.
      expect({ killedAt: killedAt >= 5, code: first.code }).toEqual({ killedAt: true, code: null });
      const state = JSON.parse(readFileSync(statePath, 'utf8'));
      expect(state.spaces[spaceId].changeRequest).toBeTruthy();
    } finally {
      await slow.close();
    }
    const resumed = await runImport(importArgs(org, target, statePath));
    expect({ code: resumed.code, stderr: resumed.code === 0 ? '' : resumed.stderr }).toEqual({ code: 0, stderr: '' });
    const spaces = await listAll(target, `/orgs/${target.organizationId}/spaces`);
    expect(spaces.map((s) => s.title)).toEqual(['Big']);
    const { tree } = await pageTree(target, spaces[0].id);
    expect(tree).toEqual(Array.from({ length: 40 }, (_, index) => [`Page ${index}`, 'document', []]));
    const open = (await api(target, 'GET', `/spaces/${spaces[0].id}/change-requests?status=open`)).items;
    expect(open).toEqual([]);
  }, 180_000);

  it('a wrong token, an unknown organization, an unreachable API: exit 1, a clear message, nothing written', async () => {
    const { org } = await bigSource(1);
    const target = await newOrgOf(stack);
    const statePath = path.join(workDir, 'errors-state.json');

    const wrongToken = await runImport(importArgs({ ...org, token: 'gb_wrong_token_0123456789' }, target, statePath));
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toMatch(/source API refused the token \(401/);

    const unknownOrg = await runImport(importArgs({ ...org, organizationId: 'absentorg0123' }, target, statePath));
    expect(unknownOrg.code).toBe(1);
    expect(unknownOrg.stderr).toMatch(/organization absentorg0123 not found in the source \(404/);

    const unknownTarget = await runImport(importArgs(org, { ...target, organizationId: 'absentorg0123' }, statePath));
    expect(unknownTarget.code).toBe(1);
    expect(unknownTarget.stderr).toMatch(/Quire organization absentorg0123 not found/);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await runImport(importArgs(org, target, statePath, deadUrl));
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`cannot reach ${deadUrl}`);

    expect(await listAll(target, `/orgs/${target.organizationId}/spaces`)).toEqual([]);
    expect(await listAll(target, `/orgs/${target.organizationId}/collections`)).toEqual([]);
    expect(existsSync(statePath)).toBe(false);
  }, 120_000);

  it('429 with Retry-After from the source: waits as asked, then imports everything', async () => {
    const { org, spaceId } = await bigSource(3);
    const target = await newOrgOf(stack);
    const throttling = await proxy({ throttle: 2 });
    try {
      const started = Date.now();
      const result = await runImport(importArgs(org, target, path.join(workDir, 'throttle-state.json'), throttling.url));
      expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({ code: 0, stderr: '' });
      expect(throttling.throttled()).toBe(2);
      expect(result.stderr).toMatch(/429 from 127\.0\.0\.1:\d+: waiting 1\.0 s \(Retry-After\)/);
      expect(result.json!.retries).toBe(2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(result.json!.counts.pages.created).toBe(3);
      expect(spaceId).toBeTruthy();
    } finally {
      await throttling.close();
    }
  }, 120_000);
});
