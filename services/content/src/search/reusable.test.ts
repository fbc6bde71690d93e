import { contentV1 } from '@quire/proto';
import { createLogger, grpcService, newId, principalMetadata, startGrpcServer, type Principal, type RunningGrpcServer } from '@quire/shared';
import { createChannel, createClient, type Channel } from 'nice-grpc';
import pg from 'pg';
import { APP_URL, PUBLIC_URL, createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { spaceIndexer } from './commands/space-indexer';
import { searchIndexOf } from './engine';
import { searchService } from './index';
import { expandReusableMarkdown, includedReusableIds } from './reusable';

// Reusable contents in search: a page is found by the text of what it includes, and an edit of
// a reusable content alone re-indexes the pages that include it.

const env = useTestEnvironment();
const logger = createLogger('search-reusable-test', 'silent');
let pool: pg.Pool;
let ctx: ContentContext;
let server: RunningGrpcServer;
let channel: Channel;
let search: contentV1.SearchServiceClient;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: env.databaseUrl, max: 4 });
  ctx = { db: env.db, pool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger } as ContentContext;
  server = await startGrpcServer({ name: 'search-reusable-test', host: '127.0.0.1', port: 0, logger, services: [grpcService(contentV1.SearchServiceDefinition, searchService(ctx))] });
  channel = createChannel(`127.0.0.1:${server.port}`);
  search = createClient(contentV1.SearchServiceDefinition, channel);
});

afterAll(async () => {
  channel?.close();
  await server?.shutdown();
  await pool?.end();
});

const include = (id: string) => `<!-- quire:block ${JSON.stringify({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: id } } })} -->`;
const markdown = (text: string) => ({ markdown: text, document: undefined });
const titlesFound = async (principal: Principal, spaceId: string, query: string) =>
  (await search.searchSpaceContent({ spaceId, query }, { metadata: principalMetadata(principal, `test-${newId()}`) })).items.map((item) => item.title).sort();

describe('reusable contents in page Markdown', () => {
  it('finds the included ids and writes their Markdown in place, nested ones too, cycles and missing ones left out', () => {
    const page = `Intro.\n\n${include('a')}\n\n${include('missing')}\n\nOutro.`;
    expect(includedReusableIds(page)).toEqual(['a', 'missing']);
    const texts: Record<string, string> = { a: `From a.\n\n${include('b')}`, b: `From b.\n\n${include('a')}` };
    const expanded = expandReusableMarkdown(page, (id) => texts[id]);
    expect(expanded).toContain('From a.');
    expect(expanded).toContain('From b.');
    expect(expanded.match(/From a\./g)).toHaveLength(1);
    expect(expanded).not.toContain('quire:block');
    expect(expandReusableMarkdown('No include.', () => 'x')).toBe('No include.');
  });
});

describe('search over pages that include reusable contents', () => {
  it('indexes the included text in each including page, and again when only the reusable content changes', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const client = env.as(org.admin);
    const { changeRequest: first } = await client.createChangeRequest({ spaceId: space.id, subject: 'Content' });
    const { reusableContent } = await client.createReusableContent({ spaceId: space.id, changeRequestId: first!.id, title: 'Notice', content: markdown('Contact the quartermaster desk.') });
    const id = (reusableContent as { id: string }).id;
    for (const title of ['Alpha', 'Beta']) {
      await client.createPage({ spaceId: space.id, changeRequestId: first!.id, type: 0, title, position: undefined, target: undefined, content: markdown(`${title} text.\n\n${include(id)}\n`) });
    }
    await client.createPage({ spaceId: space.id, changeRequestId: first!.id, type: 0, title: 'Gamma', position: undefined, target: undefined, content: markdown('Gamma text.') });
    await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: first!.id });
    await spaceIndexer(ctx, searchIndexOf(ctx), space.id);
    expect(await titlesFound(org.admin, space.id, 'quartermaster')).toEqual(['Alpha', 'Beta']);

    // Only the reusable content changes: the pages that include it are indexed again.
    const { changeRequest: second } = await client.createChangeRequest({ spaceId: space.id, subject: 'Notice' });
    await client.updateReusableContent({ spaceId: space.id, changeRequestId: second!.id, reusableContentId: id, content: markdown('Contact the harbourmaster office.') });
    await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: second!.id });
    const outcome = await spaceIndexer(ctx, searchIndexOf(ctx), space.id);
    // The consumer may have indexed the merge first; either way the index holds the new text.
    if (outcome.result === 'indexed') expect(outcome).toMatchObject({ full: false, pages: 2 });
    expect(await titlesFound(org.admin, space.id, 'harbourmaster')).toEqual(['Alpha', 'Beta']);
    expect(await titlesFound(org.admin, space.id, 'quartermaster')).toEqual([]);
  });
});
