import { contentV1 } from '@quire/proto';
import { createLogger, grpcService, newId, principalMetadata, startGrpcServer, type Principal, type RunningGrpcServer } from '@quire/shared';
import { createChannel, createClient, type Channel } from 'nice-grpc';
import pg from 'pg';
import { APP_URL, PUBLIC_URL, createCollection, createSpace, errorOf, newOrganization, noChanges, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import { changeRequestEditor } from '../lib/change-request-editor';
import { changeRequestMerger } from '../change-requests/commands/change-request-merger';
import { changeRequestSelect } from '../change-requests/queries';
import type { PageEntry } from '../content-tree/entries';
import type { ContentContext } from '../context';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadStoredRevision } from '../revision-store/store';
import { spaceIndexer } from './commands/space-indexer';
import { searchIndexOf } from './engine';
import { mergeHalves, postgresSearchIndex } from './postgres-search-index';
import { searchService } from './index';

// searchSpaceContent through a real gRPC server over the real handler, against the test
// database; the test environment's content service runs the indexing consumer, so merges made
// here reach the index through the outbox, NATS and the consumer, as in production.

const env = useTestEnvironment();
const logger = createLogger('search-test', 'silent');
let pool: pg.Pool;
let ctx: ContentContext;
let server: RunningGrpcServer;
let channel: Channel;
let search: contentV1.SearchServiceClient;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: env.databaseUrl, max: 4 });
  // The parts of a ContentContext search and indexing use.
  ctx = { db: env.db, pool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger } as ContentContext;
  server = await startGrpcServer({ name: 'search-test', host: '127.0.0.1', port: 0, logger, services: [grpcService(contentV1.SearchServiceDefinition, searchService(ctx))] });
  channel = createChannel(`127.0.0.1:${server.port}`);
  search = createClient(contentV1.SearchServiceDefinition, channel);
});

afterAll(async () => {
  channel?.close();
  await server?.shutdown();
  await pool?.end();
});

const T0 = '2026-01-01T00:00:00.000Z';

type PageSpec = { id?: string; title: string; markdown?: string; parentId?: string | null; kind?: PageEntry['kind'] };

let positions = 0;
function entryOf(spec: PageSpec): [PageEntry, string] {
  const markdown = spec.markdown ?? '';
  positions += 1;
  const entry: PageEntry = {
    id: spec.id ?? newId(),
    kind: spec.kind ?? 'document',
    parentId: spec.parentId ?? null,
    position: `a${String(positions).padStart(6, '0')}`,
    title: spec.title,
    slug: spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    createdAt: T0,
    updatedAt: T0,
  };
  if (entry.kind === 'document') entry.bodyHash = bodyHashOf(markdown);
  return [entry, markdown];
}

/** Writes pages as the space's main revision straight through the revision store (no event). */
async function writeMain(spaceId: string, specs: PageSpec[]): Promise<PageEntry[]> {
  const pages = specs.map(entryOf);
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const main = await loadStoredRevision(env.db, space.revisionId);
  await putBodies(env.db, new Map(pages.filter(([entry]) => entry.bodyHash).map(([entry, markdown]) => [entry.bodyHash!, markdown])));
  const revision = await createRevision(env.db, { spaceId, base: main, changes: { pages: { put: pages.map(([entry]) => entry) } }, type: 'edits', parents: [main.id] });
  await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
  return pages.map(([entry]) => entry);
}

/** A new space holding `specs` in its main content, indexed. */
async function indexedSpace(
  specs: PageSpec[],
  { org = newOrganization(env), language, title = 'Handbook', parent }: { org?: Org; language?: string; title?: string; parent?: string } = {},
) {
  const space = await createSpace(env, org, title, parent);
  if (language) await env.db.space.update({ where: { id: space.id }, data: { language } });
  const pages = await writeMain(space.id, specs);
  await spaceIndexer(ctx, searchIndexOf(ctx), space.id);
  return { org, spaceId: space.id, pages };
}

const metadataOf = (principal: Principal | undefined) => ({ metadata: principalMetadata(principal, `test-${newId()}`) });

const searchAs = (principal: Principal | undefined, spaceId: string, query: string, more: { page?: string; limit?: number } = {}) =>
  search.searchSpaceContent({ spaceId, query, ...more }, metadataOf(principal));

/** Every result of a search, following `next` with pages of `limit`. */
async function searchAll(principal: Principal, spaceId: string, query: string, limit: number) {
  const items: contentV1.SearchPageResult[] = [];
  const counts = new Set<number>();
  let page: string | undefined;
  do {
    const response = await searchAs(principal, spaceId, query, { page, limit });
    expect(response.items.length).toBeLessThanOrEqual(limit);
    items.push(...response.items);
    counts.add(response.count);
    page = response.next?.page;
  } while (page);
  return { items, counts: [...counts] };
}

let changeRequestNumbers = 1000;
/** Opens a change request on main, applies `changes` in it and merges it (events flow to the consumer). */
async function mergeChanges(org: Org, spaceId: string, changes: { put?: PageSpec[]; edit?: [PageEntry, string][]; remove?: string[] }) {
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const changeRequestId = newId();
  changeRequestNumbers += 1;
  await env.db.changeRequest.create({
    data: { id: changeRequestId, spaceId, organizationId: org.id, number: changeRequestNumbers, createdById: org.admin.userId, revisionId: space.revisionId, revisionInitialId: space.revisionId, status: 'open' },
  });
  const added = (changes.put ?? []).map(entryOf);
  const edited = changes.edit ?? [];
  await changeRequestEditor(env.db, { changeRequestId, actorId: org.admin.userId }, async () => ({
    changes: { pages: { put: [...added, ...edited].map(([entry]) => entry), remove: changes.remove ?? [] } },
    bodies: new Map([...added, ...edited].filter(([entry]) => entry.bodyHash).map(([entry, markdown]) => [entry.bodyHash!, markdown])),
    result: undefined,
  }));
  const changeRequest = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId }, select: changeRequestSelect });
  const merged = await changeRequestMerger(env.db, { changeRequest, mainRevisionId: space.revisionId, access: 'admin', actorId: org.admin.userId });
  if (merged.result !== 'merge') throw new Error('the merge had conflicts');
  return { revisionId: merged.revision, added: added.map(([entry]) => entry) };
}

const edit = (page: PageEntry, markdown: string): [PageEntry, string] => [{ ...page, bodyHash: bodyHashOf(markdown), updatedAt: new Date().toISOString() }, markdown];

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const indexedRevisionOf = async (spaceId: string) =>
  (await pool.query<{ revision_id: string }>('SELECT revision_id FROM search_spaces WHERE space_id = $1', [spaceId])).rows[0]?.revision_id;

describe('searchSpaceContent: bad input', () => {
  it('refuses an anonymous caller (UNAUTHENTICATED)', async () => {
    const { spaceId } = await indexedSpace([{ title: 'Guide', markdown: 'Deploy it.' }]);
    expect(await statusOf(searchAs(undefined, spaceId, 'deploy'))).toBe(Status.UNAUTHENTICATED);
  });

  it('answers 400 for an empty, whitespace-only or too long query, a bad cursor or limit, and changes nothing', async () => {
    const { org, spaceId } = await indexedSpace([{ title: 'Guide', markdown: 'Deploy it.' }]);
    const expectations: [Promise<unknown>, string][] = [
      [searchAs(org.admin, spaceId, ''), 'query: must not be empty'],
      [searchAs(org.admin, spaceId, ' \t\n '), 'query: must not be empty'],
      [searchAs(org.admin, spaceId, 'x'.repeat(513)), 'query: must be at most 512 characters'],
      [searchAs(org.admin, spaceId, 'deploy', { page: 'not-a-cursor' }), 'page: invalid cursor'],
      [searchAs(org.admin, spaceId, 'deploy', { limit: 0 }), 'limit: must be between 1 and 1000'],
      [searchAs(org.admin, spaceId, 'deploy', { limit: 1001 }), 'limit: must be between 1 and 1000'],
    ];
    for (const [call, message] of expectations) expect(await errorOf(call)).toMatchObject({ code: Status.INVALID_ARGUMENT, details: message });
    // 512 characters are accepted, counted as characters (an emoji is one).
    expect((await searchAs(org.admin, spaceId, '🔎'.repeat(512))).items).toEqual([]);
    expect((await searchAs(org.admin, spaceId, 'deploy')).count).toBe(1);
  });

  it('treats search syntax characters as text, never as errors', async () => {
    const { org, spaceId, pages } = await indexedSpace([
      { title: 'Rollbacks', markdown: 'How to deploy and rollback a release.' },
      { title: 'Other', markdown: 'Nothing relevant here.' },
    ]);
    const rollbacks = pages[0].id;
    const finds = async (query: string) => (await searchAs(org.admin, spaceId, query)).items.map((item) => item.id);
    expect(await finds('deploy & rollback')).toEqual([rollbacks]);
    expect(await finds('deploy | rollback')).toEqual([rollbacks]);
    expect(await finds('!deploy')).toEqual([rollbacks]);
    expect(await finds('deploy:*')).toEqual([rollbacks]);
    expect(await finds('"deploy and rollback"')).toEqual([rollbacks]);
    expect(await finds("'deploy'")).toEqual([rollbacks]);
    expect(await finds('(deploy)')).toEqual([rollbacks]);
    expect(await finds('deploy)) ((rollback')).toEqual([rollbacks]);
    expect(await finds('"deploy')).toEqual([rollbacks]);
    expect(await finds('\\deploy\\')).toEqual([rollbacks]);
    for (const query of ['&', '|', '!', ':*', '"', "'", '(', ')', '&|!():*"\'', "it's", '<->', '\\', '\\\'']) {
      const response = await searchAs(org.admin, spaceId, query);
      expect(response.items).toEqual([]);
    }
  });

  it('hides spaces of other organizations (NOT_FOUND) and needs read access', async () => {
    const { org, spaceId } = await indexedSpace([{ title: 'Guide', markdown: 'Deploy it.' }]);
    expect(await statusOf(searchAs(newOrganization(env).admin, spaceId, 'deploy'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(searchAs(org.admin, 'absentSpaceId', 'deploy'))).toBe(Status.NOT_FOUND);
    // A guest of the organization without access to the (private) space sees nothing of it.
    expect(await statusOf(searchAs(org.guest(), spaceId, 'deploy'))).toBe(Status.NOT_FOUND);
    expect((await searchAs(org.member('read'), spaceId, 'deploy')).count).toBe(1);
  });
});

describe('searchSpaceContent: results', () => {
  it('ranks the page whose title matches first, whatever the body of the others', async () => {
    const { org, spaceId, pages } = await indexedSpace([
      { title: 'Operations', markdown: 'Deployment deployment deployment. We deploy often; every deployment is logged.\n\nDeployments again.' },
      { title: 'Deployment', markdown: 'This page explains it.' },
      { title: 'Notes', markdown: 'A deployment happened.' },
    ]);
    const response = await searchAs(org.admin, spaceId, 'deployment');
    expect(response.count).toBe(3);
    expect(response.items[0]).toMatchObject({ id: pages[1].id, title: 'Deployment' });
    expect(new Set(response.items.slice(1).map((item) => item.id))).toEqual(new Set([pages[0].id, pages[2].id]));
  });

  it('answers sections best first with highlighted, HTML-escaped snippets containing the query, paths, URLs and ancestors', async () => {
    const org = newOrganization(env);
    const parent = { id: newId(), title: 'Guides', markdown: 'All the guides.' };
    const chapter = { id: newId(), title: 'Operating', markdown: '', parentId: parent.id };
    const { spaceId, pages } = await indexedSpace(
      [
        parent,
        chapter,
        {
          title: 'Upgrades',
          parentId: chapter.id,
          markdown: [
            'Read this before anything: 1 < 2 & "quoted" text.',
            '## Preparing',
            'Take a backup of the database first.',
            '## Rolling upgrade <a href="#rolling" id="rolling"></a>',
            'Upgrade one replica at a time; each upgrade keeps serving. The upgrade of the last replica ends it.',
            '### Checks',
            'Verify the upgrade with the health probe.',
            '```sh\nquire upgrade --check\n```',
          ].join('\n\n'),
        },
      ],
      { org },
    );
    const upgrades = pages[2];
    const response = await searchAs(org.admin, spaceId, 'upgrade');
    expect(response.count).toBe(1);
    const [result] = response.items;
    expect(result).toMatchObject({
      id: upgrades.id,
      title: 'Upgrades',
      path: 'guides/operating/upgrades',
      urls: { app: `${APP_URL}/s/${spaceId}/guides/operating/upgrades` },
      ancestors: [{ title: 'Guides' }, { title: 'Operating' }],
    });
    // At most three sections, the one saying "upgrade" most first; the heading's own anchor is kept.
    expect(result.sections.map((section) => [section.id, section.title])).toEqual([
      ['rolling', 'Rolling upgrade'],
      ['checks', 'Checks'],
    ]);
    expect(result.sections[0]).toMatchObject({
      path: 'guides/operating/upgrades#rolling',
      urls: { app: `${APP_URL}/s/${spaceId}/guides/operating/upgrades#rolling` },
    });
    for (const section of result.sections) expect(section.body).toMatch(/<mark>upgrade<\/mark>/i);
    expect(result.sections[1].body).toContain('<mark>upgrade</mark> with the health probe');

    // Text before the first heading is a section of its own, titled like the page; its text is escaped.
    const lead = await searchAs(org.admin, spaceId, 'anything');
    expect(lead.items[0].sections).toEqual([
      {
        id: upgrades.id,
        title: 'Upgrades',
        path: 'guides/operating/upgrades',
        body: 'Read this before <mark>anything</mark>: 1 &lt; 2 &amp; &quot;quoted&quot; text',
        urls: { app: `${APP_URL}/s/${spaceId}/guides/operating/upgrades` },
      },
    ]);
    // A match in the heading path alone still finds the section (weight B).
    const heading = await searchAs(org.admin, spaceId, 'preparing');
    expect(heading.items[0].sections.map((section) => section.id)).toEqual(['preparing']);
  });

  it('applies the space language: a French space stems French, an English one does not', async () => {
    const org = newOrganization(env);
    const french = await indexedSpace([{ title: 'Écurie', markdown: 'Le cheval mange du foin.' }], { org, language: 'fr' });
    const english = await indexedSpace([{ title: 'Stable', markdown: 'Le cheval mange du foin.' }], { org });
    expect((await searchAs(org.admin, french.spaceId, 'chevaux')).items.map((item) => item.id)).toEqual([french.pages[0].id]);
    expect((await searchAs(org.admin, english.spaceId, 'chevaux')).items).toEqual([]);
    const snippet = (await searchAs(org.admin, french.spaceId, 'chevaux')).items[0].sections[0].body;
    expect(snippet).toContain('<mark>cheval</mark>');
  });

  it('folds accents both ways (unaccent)', async () => {
    const { org, spaceId, pages } = await indexedSpace([
      { title: 'Résumé', markdown: 'Un café crème.' },
      { title: 'Plain', markdown: 'A naive cafe.' },
    ]);
    expect((await searchAs(org.admin, spaceId, 'resume')).items.map((item) => item.id)).toEqual([pages[0].id]);
    expect((await searchAs(org.admin, spaceId, 'CAFÉ')).items.map((item) => item.id).sort()).toEqual([pages[0].id, pages[1].id].sort());
    expect((await searchAs(org.admin, spaceId, 'naïve')).items.map((item) => item.id)).toEqual([pages[1].id]);
  });

  it('falls back to titles similar to the query (pg_trgm) when the words match nothing', async () => {
    const { org, spaceId, pages } = await indexedSpace([
      { title: 'Configuration reference', markdown: 'Every setting.' },
      { title: 'Release notes', markdown: 'What changed.' },
    ]);
    const typo = await searchAs(org.admin, spaceId, 'configuraton');
    expect(typo.count).toBe(1);
    expect(typo.items.map((item) => item.id)).toEqual([pages[0].id]);
    expect(typo.items[0].sections).toEqual([]);
    // Accents and case do not matter to the fallback either.
    expect((await searchAs(org.admin, spaceId, 'RÉLEASE NOTSE')).items.map((item) => item.id)).toEqual([pages[1].id]);
    expect((await searchAs(org.admin, spaceId, 'zzzzqqq')).count).toBe(0);
  });

  it('presents pages of a merge indexed while the search ran (the index moved after its state was read)', async () => {
    const { org, spaceId } = await indexedSpace([{ title: 'Overview', markdown: 'Welcome.' }]);
    const engine = searchIndexOf(ctx);
    const search = engine.search;
    let added: PageEntry[] = [];
    // The handler reads the index state, then searches: the merge is indexed in between.
    engine.search = async (query) => {
      added = await writeMain(spaceId, [{ title: 'Walrus care', markdown: 'Feeding walruses.' }]);
      await spaceIndexer(ctx, engine, spaceId);
      return search(query);
    };
    try {
      const found = await searchAs(org.admin, spaceId, 'walrus');
      expect(found.count).toBe(1);
      expect(found.items.map((item) => [item.id, item.path])).toEqual([[added[0].id, 'walrus-care']]);
    } finally {
      engine.search = search;
    }
  });

  it('pages through results by keyset, ties broken by page id, count on every page', async () => {
    // Eight pages with the same text rank equal; two with the word in the title come first.
    const specs: PageSpec[] = [
      ...Array.from({ length: 8 }, (_, i) => ({ title: `Page ${i}`, markdown: 'The gateway forwards requests.' })),
      { title: 'Gateway', markdown: 'About it.' },
      { title: 'Gateway internals', markdown: 'More.' },
      { title: 'Unrelated', markdown: 'Nothing.' },
    ];
    const { org, spaceId, pages } = await indexedSpace(specs);
    const all = await searchAs(org.admin, spaceId, 'gateway', { limit: 100 });
    expect(all.count).toBe(10);
    expect(all.next).toBeUndefined();
    const ids = all.items.map((item) => item.id);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set([pages[8].id, pages[9].id]));
    expect(ids.slice(2)).toEqual(pages.slice(0, 8).map((page) => page.id).sort());
    for (const limit of [1, 3, 4]) {
      const walked = await searchAll(org.admin, spaceId, 'gateway', limit);
      expect(walked.items.map((item) => item.id)).toEqual(ids);
      expect(walked.counts).toEqual([10]);
    }
    // A fallback's cursor stays on the fallback.
    const typos = await searchAll(org.admin, spaceId, 'gatewya', 1);
    expect(typos.items.map((item) => item.id).sort()).toEqual([pages[8].id, pages[9].id].sort());
  });

  it('answers 20 results per page unless told otherwise', async () => {
    const { org, spaceId } = await indexedSpace(Array.from({ length: 25 }, (_, i) => ({ title: `Entry ${i}`, markdown: 'About the harbour.' })));
    const first = await searchAs(org.admin, spaceId, 'harbour');
    expect(first.items).toHaveLength(20);
    expect(first.count).toBe(25);
    const rest = await searchAs(org.admin, spaceId, 'harbour', { page: first.next!.page });
    expect(rest.items).toHaveLength(5);
    expect(rest.next).toBeUndefined();
  });
});

const searchOrgAs = (principal: Principal | undefined, organizationId: string, query: string, more: { page?: string; limit?: number } = {}) =>
  search.searchOrganizationContent({ organizationId, query, ...more }, metadataOf(principal));

describe('searchOrganizationContent', () => {
  it('searches every readable space in one ranking, grouped by space, pages presented as searchSpaceContent presents them', async () => {
    const org = newOrganization(env);
    const ops = await indexedSpace(
      [
        { title: 'Deployment', markdown: 'How to deploy a release.\n\n## Rollback\n\nDeploy the previous release again.' },
        { title: 'Backups', markdown: 'Nothing about shipping here.' },
      ],
      { org, title: 'Operations' },
    );
    const guides = await indexedSpace(
      [
        { title: 'Getting started', markdown: 'Install, then deploy.' },
        { title: 'Deploy checklist', markdown: 'Before you deploy: run the tests.' },
      ],
      { org, title: 'Guides' },
    );
    await indexedSpace([{ title: 'Glossary', markdown: 'Terms.' }], { org, title: 'Glossary' });
    const elsewhere = await indexedSpace([{ title: 'Deploy elsewhere', markdown: 'Deploy.' }]);

    const reader = org.member('read');
    const found = await searchOrgAs(reader, org.id, 'deploy');
    // Title matches first (Deployment, Deploy checklist), then the rest; spaces in the order of their best page.
    expect(found.items.map((space) => [space.title, space.pages.map((page) => page.title)])).toEqual([
      ['Operations', ['Deployment']],
      ['Guides', ['Deploy checklist', 'Getting started']],
    ]);
    expect(found.items.map((space) => space.id)).toEqual([ops.spaceId, guides.spaceId]);
    // Each space's pages exactly as searchSpaceContent answers them (URLs, sections, ancestors).
    for (const space of found.items) {
      const inSpace = await searchAs(reader, space.id, 'deploy');
      expect(space.pages).toEqual(inSpace.items);
    }
    expect(found.items[0].pages[0].urls!.app).toBe(`${APP_URL}/s/${ops.spaceId}/deployment`);
    expect(found.items.some((space) => space.id === elsewhere.spaceId)).toBe(false);

    // `limit` counts pages in all, over every space.
    const one = await searchOrgAs(reader, org.id, 'deploy', { limit: 1 });
    expect(one.items.map((space) => [space.id, space.pages.length])).toEqual([[ops.spaceId, 1]]);
    expect((await searchOrgAs(reader, org.id, 'deploy', { limit: 2 })).items.flatMap((space) => space.pages.map((page) => page.title))).toEqual(['Deployment', 'Deploy checklist']);
    // Nothing found: no items.
    expect((await searchOrgAs(reader, org.id, 'kubernetes')).items).toEqual([]);

    // A space in the trash is not searched, even while the index still holds it.
    await env.db.space.update({ where: { id: guides.spaceId }, data: { deletedAt: new Date() } });
    expect((await searchOrgAs(reader, org.id, 'deploy')).items.map((space) => space.id)).toEqual([ops.spaceId]);
  });

  it('presents hits where the indexed revision puts them, parents renamed or moved without their children changing included', async () => {
    const org = newOrganization(env);
    const guides = { id: newId(), title: 'Guides', markdown: 'All the guides.' };
    const ops = { id: newId(), title: 'Operations', kind: 'group' as const };
    const { spaceId, pages } = await indexedSpace(
      [guides, ops, { title: 'Walrus handling', parentId: guides.id, markdown: 'Feed the walrus twice a day.' }],
      { org, title: 'Zoo' },
    );
    const [, , walrus] = pages;
    const placed = async () => {
      const found = await searchOrgAs(org.admin, org.id, 'walrus');
      const page = found.items[0].pages[0];
      return { title: page.title, path: page.path, ancestors: page.ancestors.map((ancestor) => ancestor.title), app: page.urls?.app };
    };
    expect(await placed()).toEqual({ title: 'Walrus handling', path: 'guides/walrus-handling', ancestors: ['Guides'], app: `${APP_URL}/s/${spaceId}/guides/walrus-handling` });
    const stored = async () => (await pool.query('SELECT path, ancestors FROM search_page_paths WHERE space_id = $1 AND page_id = $2', [spaceId, walrus.id])).rows[0];
    expect(await stored()).toEqual({ path: 'guides/walrus-handling', ancestors: ['Guides'] });

    // The parent renamed and moved under a group: the child's own entry and text are unchanged,
    // so only the paths move with it (its search_pages row is not rewritten).
    const before = await rowVersions(spaceId);
    const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const parent = { ...pages[0], title: 'Handbook', slug: 'handbook', parentId: ops.id };
    const revision = await createRevision(env.db, {
      spaceId,
      base: await loadStoredRevision(env.db, space.revisionId),
      changes: { pages: { put: [parent] } },
      type: 'edits',
      parents: [space.revisionId],
    });
    await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
    expect(await spaceIndexer(ctx, searchIndexOf(ctx), spaceId)).toMatchObject({ result: 'indexed', pages: 1 });
    expect((await rowVersions(spaceId)).get(walrus.id)).toBe(before.get(walrus.id));
    expect(await stored()).toEqual({ path: 'operations/handbook/walrus-handling', ancestors: ['Operations', 'Handbook'] });
    expect(await placed()).toEqual({
      title: 'Walrus handling',
      path: 'operations/handbook/walrus-handling',
      ancestors: ['Operations', 'Handbook'],
      app: `${APP_URL}/s/${spaceId}/operations/handbook/walrus-handling`,
    });

    // A space indexed before the paths were kept (no rows) is presented from its table of contents.
    await pool.query('DELETE FROM search_page_paths WHERE space_id = $1', [spaceId]);
    expect(await placed()).toEqual({
      title: 'Walrus handling',
      path: 'operations/handbook/walrus-handling',
      ancestors: ['Operations', 'Handbook'],
      app: `${APP_URL}/s/${spaceId}/operations/handbook/walrus-handling`,
    });
    // Its next write brings back the row of every document page there is (the group has none).
    const next = await createRevision(env.db, {
      spaceId,
      base: await loadStoredRevision(env.db, revision.id),
      changes: { pages: { remove: [walrus.id] } },
      type: 'edits',
      parents: [revision.id],
    });
    await env.db.space.update({ where: { id: spaceId }, data: { revisionId: next.id } });
    await spaceIndexer(ctx, searchIndexOf(ctx), spaceId);
    const rows = await pool.query('SELECT page_id FROM search_page_paths WHERE space_id = $1 ORDER BY page_id', [spaceId]);
    expect(rows.rows.map((row) => row.page_id)).toEqual([pages[0].id]);
  });

  it('answers 20 pages unless told otherwise, at most 50', async () => {
    const org = newOrganization(env);
    await indexedSpace(Array.from({ length: 30 }, (_, index) => ({ title: `Release ${index}`, markdown: 'Release notes.' })), { org, title: 'A' });
    await indexedSpace(Array.from({ length: 30 }, (_, index) => ({ title: `Release ${index}`, markdown: 'Release notes.' })), { org, title: 'B' });
    const pagesOf = (response: contentV1.SearchOrganizationContentResponse) => response.items.reduce((sum, space) => sum + space.pages.length, 0);
    expect(pagesOf(await searchOrgAs(org.admin, org.id, 'release'))).toBe(20);
    expect(pagesOf(await searchOrgAs(org.admin, org.id, 'release', { limit: 50 }))).toBe(50);
  });

  it('pages through every match by keyset, best first, in text and in title-fallback mode', async () => {
    const org = newOrganization(env);
    const spaces = [];
    for (const title of ['A', 'B', 'C']) {
      spaces.push(await indexedSpace(Array.from({ length: 7 }, (_, index) => ({ title: `Release ${title}${index}`, markdown: 'Release notes.' })), { org, title }));
    }
    const all = spaces.flatMap((space) => space.pages.map((page) => page.id)).sort();
    const walk = async (query: string, limit: number) => {
      const seen: string[] = [];
      let page: string | undefined;
      let answers = 0;
      do {
        const response = await searchOrgAs(org.admin, org.id, query, { limit, page });
        const ids = response.items.flatMap((space) => space.pages.map((found) => found.id));
        expect(ids.length).toBeLessThanOrEqual(limit);
        seen.push(...ids);
        page = response.next?.page;
        answers += 1;
      } while (page);
      return { seen, answers };
    };
    const text = await walk('release', 4);
    expect(text.answers).toBe(6);
    expect([...text.seen].sort()).toEqual(all);
    expect(new Set(text.seen).size).toBe(21);
    // The first answer's pages are the same as one answer with the whole limit.
    const whole = await searchOrgAs(org.admin, org.id, 'release', { limit: 21 });
    expect(whole.next).toBeUndefined();
    expect(whole.items.flatMap((space) => space.pages.map((found) => found.id))).toEqual(text.seen);
    // The typo fallback pages the same way.
    const typo = await walk('releasse', 5);
    expect([...typo.seen].sort()).toEqual(all);
    // A space search's cursor (no space id) is not one of these.
    const inSpace = await searchAs(org.admin, spaces[0].spaceId, 'release', { limit: 1 });
    expect(inSpace.next?.page).toBeDefined();
    expect(await errorOf(searchOrgAs(org.admin, org.id, 'release', { page: inSpace.next!.page }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'page: invalid cursor' });
  });

  /** Every match of `text` in the spaces ranked, as docs/search.md defines the order: [space, page, rank]. */
  const rankEveryMatch = async (searched: { spaceId: string; analysis: string }[], text: string): Promise<[string, string, number][]> => {
    const { rows } = await pool.query<{ space_id: string; page_id: string; rank: number }>(
      `WITH w AS (SELECT * FROM unnest($1::text[], $2::regconfig[]) AS w(space_id, config)),
            q AS (SELECT w.space_id, w.config, websearch_to_tsquery(w.config, $3) AS query,
                         (SELECT string_agg('''' || lexeme || '''', ' | ')::tsquery FROM unnest(tsvector_to_array(to_tsvector(w.config, $3))) AS lexeme) AS any_term
                    FROM w)
       SELECT p.space_id, p.page_id,
              ((p.document @@ regexp_replace(q.query::text, '''[^'']*''', '\\&:A', 'g')::tsquery)::int + ts_rank('{0.1, 0.2, 0.4, 1.0}', p.document, q.any_term, 32))::real AS rank
         FROM q JOIN search_pages p ON p.space_id = q.space_id AND p.document @@ q.query
        ORDER BY rank DESC, p.space_id COLLATE "C", p.page_id COLLATE "C"`,
      [searched.map((space) => space.spaceId), searched.map((space) => `quire_${space.analysis}`), text],
    );
    return rows.map((row): [string, string, number] => [row.space_id, row.page_id, row.rank]);
  };

  /** Every keyset page of the engine's answers to `text`, `limit` a page, walked to the end. */
  const walkAll = async (engine: ReturnType<typeof searchIndexOf>, searched: Parameters<ReturnType<typeof searchIndexOf>['searchSpaces']>[0]['spaces'], text: string, limit: number) => {
    const walked: [string, string, number][] = [];
    let after: string | undefined;
    do {
      const page = await engine.searchSpaces({ spaces: searched, text, limit, after, sectionsPerPage: 3 });
      expect(page.hits.length).toBeLessThanOrEqual(limit);
      walked.push(...page.hits.map((hit): [string, string, number] => [hit.spaceId, hit.pageId, hit.score]));
      after = page.next;
    } while (after);
    return walked;
  };

  it('ranks exactly as ranking every match does when the pages whose title matches two words answer', async () => {
    // "alpha" in most titles, "bravo" in some, both in the text of every page: the pages whose
    // title holds both come first, found from bravo's title rows; body-only pages repeat the
    // words to rank as high as text can.
    const org = newOrganization(env);
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const spec = (index: number): PageSpec => {
      const both = index % 3 === 0;
      const title = both ? `Alpha bravo ${['guide', 'notes', 'bravo alpha'][index % 9 === 0 ? 2 : Math.floor(random() * 2)]}` : index % 3 === 1 ? `Alpha page ${index}` : `Other page ${index}`;
      const repeat = 1 + Math.floor(random() * 6);
      return { title, markdown: `${'alpha bravo '.repeat(repeat)}text.\n\n## ${random() < 0.5 ? 'Bravo' : 'Alpha'} heading\n\n${'bravo '.repeat(repeat)}more.\n` };
    };
    const spaces = [
      await indexedSpace(Array.from({ length: 40 }, (_, index) => spec(index)), { org, title: 'One' }),
      await indexedSpace(Array.from({ length: 30 }, (_, index) => spec(index + 1)), { org, title: 'Two' }),
    ];
    const searched = spaces.map(({ spaceId }) => ({ spaceId, analysis: 'english' as const }));
    const engine = searchIndexOf(ctx);
    const sequential = postgresSearchIndex(pool, { parallel: false });
    const names: string[] = [];
    const query = jest.spyOn(pool, 'query');
    query.mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const name = (args[0] as { name?: string }).name;
      if (name) names.push(name);
      return (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      for (const text of ['alpha bravo', 'bravo alpha', '"alpha bravo"']) {
        const expected = await rankEveryMatch(searched, text);
        expect(expected.filter(([, , rank]) => rank >= 1).length).toBeGreaterThan(12);
        for (const limit of [3, 7, 50]) {
          expect({ text, limit, walked: await walkAll(engine, searched, text, limit) }).toEqual({ text, limit, walked: expected });
          // One statement after the other, as under load.
          expect({ text, limit, walked: await walkAll(sequential, searched, text, limit) }).toEqual({ text, limit, walked: expected });
        }
      }
    } finally {
      query.mockRestore();
    }
    // The title pages answered first pages (no bounds of every page with a word listed), and
    // the later pages, past the titles, were answered the other ways.
    const answeredByTitles = names.filter((name, index) => name === 'content.search-title-words-spaces.v1' && names[index + 1] === 'content.search-page-sections.v1').length;
    expect(answeredByTitles).toBeGreaterThan(5);
    expect(names).toEqual(expect.arrayContaining(['content.search-words-spaces.v1', 'content.search-text-spaces.v2']));
  }, 180_000);

  it('ranks exactly as ranking every match does, whether the title and heading words answer or every match is ranked', async () => {
    // Pages whose words are spread over titles, headings and text at random (seeded), in an
    // English and a French space, so that every word is in some titles, some headings and most texts.
    const org = newOrganization(env);
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const some = (count: number) => Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
    const spec = (): PageSpec => ({
      title: some(1 + Math.floor(random() * 3)),
      // "kilo" in a third of the texts only, for a query that excludes it.
      markdown: `${some(12)}${random() < 0.33 ? ' kilo' : ''}.\n\n## ${some(2)}\n\n${some(20)}.\n\n## ${some(1)}\n\n${some(8)}.\n\n\`\`\`\n${some(3)}\n\`\`\`\n`,
    });
    const spaces = [
      await indexedSpace(Array.from({ length: 30 }, spec), { org, title: 'One' }),
      await indexedSpace(Array.from({ length: 30 }, spec), { org, title: 'Two' }),
      await indexedSpace(Array.from({ length: 20 }, spec), { org, title: 'Trois', language: 'fr' }),
    ];
    const searched = spaces.map(({ spaceId }, index) => ({ spaceId, analysis: index === 2 ? ('french' as const) : ('english' as const) }));
    const engine = searchIndexOf(ctx);
    const sequential = postgresSearchIndex(pool, { parallel: false });
    const names: string[] = [];
    const query = jest.spyOn(pool, 'query');
    query.mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const name = (args[0] as { name?: string }).name;
      if (name) names.push(name);
      return (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      for (const text of ['alpha', 'bravo charlie', 'delta delta', '"echo foxtrot"', 'golf or hotel', 'india -kilo', 'alpha bravo charlie']) {
        const expected = await rankEveryMatch(searched, text);
        expect(expected.length).toBeGreaterThan(6);
        for (const limit of [5, 30]) {
          expect({ text, limit, walked: await walkAll(engine, searched, text, limit) }).toEqual({ text, limit, walked: expected });
          expect({ text, limit, walked: await walkAll(sequential, searched, text, limit) }).toEqual({ text, limit, walked: expected });
        }
      }
    } finally {
      query.mockRestore();
    }
    // Each way of answering was taken: a word's rows, two words' bounds, ranking every match.
    expect(names).toEqual(expect.arrayContaining(['content.search-word-spaces.v1', 'content.search-words-spaces.v1', 'content.search-text-spaces.v2']));
    const answeredByWords = names.filter((name) => name === 'content.search-page-sections.v1').length;
    expect(answeredByWords).toBeGreaterThan(5);
    // The engine alone (nothing else searching, connections idle) ran two-word bounds in two halves of the spaces at once.
    expect(names.some((name, index) => name === 'content.search-words-spaces.v1' && names[index + 1] === 'content.search-words-spaces.v1')).toBe(true);
  }, 180_000);

  it('merges the answers of two halves of the spaces only when they prove the answer over all of them', () => {
    const row = (space: string, page: string, rank: number): [string, string, number] => [space, page, rank];
    const unlisted = 0.2;
    // Both halves answered 3 pages: the best 3 of the 6, ties by space then page id, bytewise.
    const full = mergeHalves(
      [
        { ranked: 40, rest: 0.3, hits: [row('b', 'p1', 0.9), row('b', 'p2', 0.5), row('b', 'p3', 0.4)] },
        { ranked: 40, rest: 0.3, hits: [row('a', 'p9', 0.9), row('a', 'p8', 0.45), row('a', 'p7', 0.41)] },
      ],
      3,
      unlisted,
    );
    expect(full).toEqual([row('a', 'p9', 0.9), row('b', 'p1', 0.9), row('b', 'p2', 0.5)]);
    // A half that answered fewer: its rest must be below the last page kept.
    const short = { ranked: 10, rest: 0.42, hits: [row('a', 'p9', 0.95)] };
    const long = { ranked: 40, rest: 0.3, hits: [row('b', 'p1', 0.9), row('b', 'p2', 0.5), row('b', 'p3', 0.44)] };
    expect(mergeHalves([short, long], 3, unlisted)).toEqual([row('a', 'p9', 0.95), row('b', 'p1', 0.9), row('b', 'p2', 0.5)]);
    expect(mergeHalves([{ ...short, rest: 0.5 }, long], 3, unlisted)).toBeUndefined();
    expect(mergeHalves([{ ...short, rest: 0.5 - 1e-7 }, long], 3, unlisted)).toBeUndefined();
    // A half that ranked nothing (more than the most it ranks) proves nothing.
    expect(mergeHalves([{ ...short, ranked: 5000, rest: 0.1 }, long], 3, unlisted)).toBeUndefined();
    // Fewer pages than asked in all: no answer when both ranked everything above the unlisted bound, else unknown.
    expect(mergeHalves([{ ranked: 3, rest: unlisted, hits: [row('a', 'p1', 0.3)] }, { ranked: 0, rest: unlisted, hits: [] }], 3, unlisted)).toBe('none');
    expect(mergeHalves([{ ranked: 3, rest: 0.25, hits: [row('a', 'p1', 0.3)] }, { ranked: 0, rest: unlisted, hits: [] }], 3, unlisted)).toBeUndefined();
  });

  it('guests search only the spaces their teams are given; members every space; others get NOT_FOUND', async () => {
    const org = newOrganization(env);
    const collection = await createCollection(env, org, 'Shared');
    const shared = await indexedSpace([{ title: 'Shared deploy guide', markdown: 'Deploy.' }], { org, title: 'Shared', parent: collection.id });
    const restricted = await indexedSpace([{ title: 'Internal deploy guide', markdown: 'Deploy.' }], { org, title: 'Internal' });
    // No default access for members on this one: their role is still a floor.
    await env.db.space.update({ where: { id: restricted.spaceId }, data: { defaultLevel: 'none' } });
    const teamId = newId();
    await env.db.collectionTeamPermission.create({ data: { collectionId: collection.id, teamId, organizationId: org.id, role: 'read' } });

    const spacesOf = async (principal: Principal) => (await searchOrgAs(principal, org.id, 'deploy')).items.map((space) => space.id).sort();
    expect(await spacesOf(org.member('read'))).toEqual([shared.spaceId, restricted.spaceId].sort());
    expect(await spacesOf(org.guest([teamId]))).toEqual([shared.spaceId]);
    expect(await spacesOf(org.guest())).toEqual([]);
    expect(await spacesOf(org.guest([newId()]))).toEqual([]);

    const notFound = { code: Status.NOT_FOUND, details: 'Organization not found' };
    expect(await errorOf(searchOrgAs(newOrganization(env).admin, org.id, 'deploy'))).toMatchObject(notFound);
    expect(await errorOf(searchOrgAs(org.admin, newId(), 'deploy'))).toMatchObject(notFound);
    expect(await statusOf(searchOrgAs(undefined, org.id, 'deploy'))).toBe(Status.UNAUTHENTICATED);
  });

  it('refuses an empty or too long query, a malformed cursor and a limit out of 1..50', async () => {
    const { org } = await indexedSpace([{ title: 'Guide', markdown: 'Deploy it.' }]);
    const expectations: [Promise<unknown>, string][] = [
      [searchOrgAs(org.admin, org.id, ''), 'query: must not be empty'],
      [searchOrgAs(org.admin, org.id, '   '), 'query: must not be empty'],
      [searchOrgAs(org.admin, org.id, 'x'.repeat(513)), 'query: must be at most 512 characters'],
      [searchOrgAs(org.admin, org.id, 'deploy', { page: 'eyJ9' }), 'page: invalid cursor'],
      [searchOrgAs(org.admin, org.id, 'deploy', { limit: 0 }), 'limit: must be between 1 and 50'],
      [searchOrgAs(org.admin, org.id, 'deploy', { limit: 51 }), 'limit: must be between 1 and 50'],
      [searchOrgAs(org.admin, 'bad id!', 'deploy'), 'organizationId: must be an id'],
    ];
    for (const [call, message] of expectations) expect(await errorOf(call)).toMatchObject({ code: Status.INVALID_ARGUMENT, details: message });
    expect((await searchOrgAs(org.admin, org.id, '🔎'.repeat(512))).items).toEqual([]);
  });
});

describe('indexing', () => {
  it('re-indexes only the pages that changed between the indexed revision and main', async () => {
    const specs = Array.from({ length: 30 }, (_, i) => ({ title: `Page ${i}`, markdown: `# Topic ${i}\n\nOriginal text ${i}.` }));
    const { spaceId, pages } = await indexedSpace(specs);
    const before = await rowVersions(spaceId);
    expect(before.size).toBe(30);
    // Five edits, one deletion, one new page, written without events: only this call indexes them.
    const edited = pages.slice(0, 5).map((page, i) => edit(page, `Edited text ${i} with zebra.`)[0]);
    await putBodies(env.db, new Map(pages.slice(0, 5).map((_, i) => [bodyHashOf(`Edited text ${i} with zebra.`), `Edited text ${i} with zebra.`])));
    const added = entryOf({ title: 'Zebra', markdown: 'New page about the zebra.' });
    await putBodies(env.db, new Map([[added[0].bodyHash!, added[1]]]));
    const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const revision = await createRevision(env.db, {
      spaceId,
      base: await loadStoredRevision(env.db, space.revisionId),
      changes: { pages: { put: [...edited, added[0]], remove: [pages[29].id] } },
      type: 'edits',
      parents: [space.revisionId],
    });
    await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });

    const outcome = await spaceIndexer(ctx, searchIndexOf(ctx), spaceId);
    expect(outcome).toEqual({ result: 'indexed', revisionId: revision.id, full: false, pages: 6, sections: 6, removed: 1 });
    const after = await rowVersions(spaceId);
    expect(after.size).toBe(30);
    const rewritten = [...after].filter(([pageId, version]) => before.get(pageId) !== version).map(([pageId]) => pageId);
    expect(rewritten.sort()).toEqual([...edited.map((page) => page.id), added[0].id].sort());
    expect(await spaceIndexer(ctx, searchIndexOf(ctx), spaceId)).toEqual({ result: 'unchanged', revisionId: revision.id });
  });

  it('makes a merge searchable through the events (within 5 s here; the bench measures the latency), re-indexing only the merged pages', async () => {
    const org = newOrganization(env);
    const { spaceId, pages } = await indexedSpace(
      Array.from({ length: 40 }, (_, i) => ({ title: `Chapter ${i}`, markdown: `Plain text number ${i}.` })),
      { org },
    );
    const before = await rowVersions(spaceId);
    const { revisionId } = await mergeChanges(org, spaceId, {
      edit: pages.slice(0, 10).map((page, i) => edit(page, `Now about the quetzal, version ${i}.`)),
      put: [{ title: 'Quetzal', markdown: 'A bird.' }],
    });
    // Searchable means the index at the merged revision, ranked as it will stay: while the page
    // and revision consumers are still at work a search may see some of the merge's pages first.
    const found = await waitFor(async () => {
      const response = await searchAs(org.admin, spaceId, 'quetzal', { limit: 100 });
      return response.count === 11 && response.items[0]?.title === 'Quetzal' && (await indexedRevisionOf(spaceId)) === revisionId ? response : undefined;
    }, 5000);
    expect(found.value.items[0].title).toBe('Quetzal');
    expect(await indexedRevisionOf(spaceId)).toBe(revisionId);
    const after = await rowVersions(spaceId);
    expect([...after].filter(([pageId, version]) => before.get(pageId) !== version)).toHaveLength(11);
  });

  it('follows language changes, deletions and restorations of the space through the events', async () => {
    const org = newOrganization(env);
    const { spaceId } = await indexedSpace([{ title: 'Écurie', markdown: 'Les chevaux dorment.' }], { org });
    expect((await searchAs(org.admin, spaceId, 'cheval')).count).toBe(0);
    await env.as(org.admin).updateSpace({ ...noChanges, spaceId, language: contentV1.TranslationLanguage.TRANSLATION_LANGUAGE_FR });
    await waitFor(async () => ((await searchAs(org.admin, spaceId, 'cheval')).count === 1 ? true : undefined), 5000);

    await env.as(org.admin).deleteSpace({ spaceId });
    await waitFor(async () => ((await pool.query('SELECT 1 FROM search_pages WHERE space_id = $1', [spaceId])).rowCount === 0 ? true : undefined), 5000);
    expect(await indexedRevisionOf(spaceId)).toBeUndefined();

    await env.as(org.admin).restoreSpace({ spaceId });
    await waitFor(async () => ((await searchAs(org.admin, spaceId, 'cheval')).count === 1 ? true : undefined), 5000);
  });

  it('is idempotent and safe when replicas index the same space at once', async () => {
    const { spaceId, pages } = await indexedSpace(Array.from({ length: 20 }, (_, i) => ({ title: `Page ${i}`, markdown: `Text ${i}.` })));
    const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const changed = pages.slice(0, 4).map((page) => edit(page, 'Walrus facts.'));
    await putBodies(env.db, new Map([[bodyHashOf('Walrus facts.'), 'Walrus facts.']]));
    const revision = await createRevision(env.db, {
      spaceId,
      base: await loadStoredRevision(env.db, space.revisionId),
      changes: { pages: { put: changed.map(([entry]) => entry) } },
      type: 'edits',
      parents: [space.revisionId],
    });
    await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => spaceIndexer(ctx, searchIndexOf(ctx), spaceId)));
    // Exactly one writes; the others find the index current once they get the lock.
    expect(outcomes.filter((outcome) => outcome.result === 'indexed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'unchanged')).toHaveLength(3);
    expect(await indexedRevisionOf(spaceId)).toBe(revision.id);
    expect((await pool.query('SELECT count(*)::int AS n FROM search_pages WHERE space_id = $1', [spaceId])).rows[0].n).toBe(20);
  });

  it('survives losing its connection in the middle of a rebuild, and the next run completes it', async () => {
    const specs = Array.from({ length: 400 }, (_, i) => ({ title: `Page ${i}`, markdown: `# Part ${i}\n\nSome text about item ${i}.\n\n## More\n\nDetails.` }));
    const space = await createSpace(env, newOrganization(env), 'Handbook');
    await writeMain(space.id, specs);
    // A pool of its own, so that its connections can be told apart from every other.
    const applicationName = `search-lost-${newId()}`;
    const ownPool = new pg.Pool({ connectionString: env.databaseUrl, application_name: applicationName });
    try {
      const rebuilding = spaceIndexer({ db: env.db, pool: ownPool }, searchIndexOf(ctx), space.id);
      // The indexer's connection, idle in its transaction between two steps, is cut by the server.
      const { value: pid } = await waitFor(async () => {
        const { rows } = await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle in transaction' AND query LIKE '%search_pages%'`,
          [applicationName],
        );
        return rows[0]?.pid;
      }, 5000);
      await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await expect(rebuilding).rejects.toThrow();
      expect(await indexedRevisionOf(space.id)).toBeUndefined();
      expect(await spaceIndexer({ db: env.db, pool: ownPool }, searchIndexOf(ctx), space.id)).toMatchObject({ result: 'indexed', full: true, pages: 400 });
    } finally {
      await ownPool.end();
    }
  });

  it('rebuilds a space from scratch on request', async () => {
    const { spaceId } = await indexedSpace([{ title: 'A', markdown: '# One\n\nText.\n\n# Two\n\nMore.' }, { title: 'B', markdown: 'Text.' }, { title: 'Group', kind: 'group' }]);
    const outcome = await spaceIndexer(ctx, searchIndexOf(ctx), spaceId, { rebuild: true });
    expect(outcome).toMatchObject({ result: 'indexed', full: true, pages: 2, sections: 3, removed: 0 });
  });
});

/** Each indexed page of a space with the transaction that last wrote its row (xmin). */
async function rowVersions(spaceId: string): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ page_id: string; version: string }>('SELECT page_id, xmin::text AS version FROM search_pages WHERE space_id = $1', [spaceId]);
  return new Map(rows.map((row) => [row.page_id, row.version]));
}
