import { gunzipSync } from 'node:zlib';
import type { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { createSpace, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import type { PageEntry } from '../content-tree/entries';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision } from '../revision-store/store';
import { acceptsGzip, etagMatches, LISTING_CHUNK_BYTES, listingStats } from './listing';

// StreamPages: listPages as the gateway serves it, built once per revision and variant.

const env = useTestEnvironment();

type Json = Record<string, any>;
type Request = Partial<contentV1.StreamPagesRequest>;

async function stream(principal: Principal, request: Request): Promise<contentV1.StreamPagesResponse[]> {
  const messages: contentV1.StreamPagesResponse[] = [];
  for await (const message of env.as(principal).streamPages({ spaceId: '', ...request } as contentV1.StreamPagesRequest)) messages.push(message);
  return messages;
}

const bodyOf = (messages: contentV1.StreamPagesResponse[]): Buffer => Buffer.concat(messages.map((message) => message.chunk));

async function listing(principal: Principal, request: Request): Promise<{ etag: string; pages: Json[]; messages: contentV1.StreamPagesResponse[] }> {
  const messages = await stream(principal, request);
  const body = bodyOf(messages);
  const json = messages[0].contentEncoding === 'gzip' ? gunzipSync(body) : body;
  return { etag: messages[0].etag!, pages: JSON.parse(json.toString('utf8')).pages, messages };
}

/** A space whose main revision has `count` document pages (two levels), each with its own Markdown. */
async function seededSpace(org: Org, count: number, markdownOf = (index: number) => `# Page ${index}\n\nBody of page ${index}.\n`) {
  const space = await createSpace(env, org, 'Listed');
  const now = new Date().toISOString();
  const parent: PageEntry = { id: newId(), kind: 'document', parentId: null, position: 'a0', title: 'Parent', slug: 'parent', createdAt: now, updatedAt: now };
  const bodies = new Map<string, string>();
  const pages: PageEntry[] = [parent];
  for (let index = 1; index < count; index += 1) {
    const markdown = markdownOf(index);
    const bodyHash = bodyHashOf(markdown);
    bodies.set(bodyHash, markdown);
    const position = `a${String(index).padStart(5, '0')}`;
    pages.push({ id: newId(), kind: 'document', parentId: parent.id, position, title: `Page ${index}`, slug: `page-${index}`, createdAt: now, updatedAt: now, bodyHash });
  }
  await putBodies(env.db, bodies);
  const base = await env.db.revision.findUniqueOrThrow({ where: { id: space.revision } });
  const revision = await createRevision(env.db, { spaceId: space.id, base, changes: { pages: { put: pages } }, type: 'edits', parents: [base.id] });
  await env.db.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
  return { space, pages };
}

const counts = () => ({ ...listingStats });

describe('StreamPages', () => {
  it('NOT_FOUND outside the organization, before anything is sent (a matching If-None-Match included)', async () => {
    const org = newOrganization(env);
    const { space } = await seededSpace(org, 3);
    const { etag } = await listing(org.admin, { spaceId: space.id });
    expect(await statusOf(stream(newOrganization(env).admin, { spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stream(newOrganization(env).admin, { spaceId: space.id, ifNoneMatch: etag }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stream(org.guest(), { spaceId: space.id, ifNoneMatch: '*' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stream(org.admin, { spaceId: space.id, changeRequestId: 'absent' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stream(org.admin, { spaceId: space.id, ifNoneMatch: 'x'.repeat(8193) }))).toBe(Status.INVALID_ARGUMENT);
  });

  it('answers the pages ListPages answers, as the JSON body of listPages', async () => {
    const org = newOrganization(env);
    const { space } = await seededSpace(org, 5);
    const expected = (await env.as(org.member('read')).listPages({ spaceId: space.id })).pages;
    const { pages, etag } = await listing(org.member('read'), { spaceId: space.id });
    expect(pages).toEqual(expected);
    expect(pages[0].pages.map((page: Json) => page.markdown)).toEqual([1, 2, 3, 4].map((index) => `# Page ${index}\n\nBody of page ${index}.\n`));
    expect(etag).toMatch(/^W\/"pages-[A-Za-z0-9_-]{22}"$/);

    const empty = await createSpace(env, org, 'Empty');
    const { messages, pages: none } = await listing(org.admin, { spaceId: empty.id });
    expect(none).toEqual([]);
    expect(bodyOf(messages).toString()).toBe('{"pages":[]}');
  });

  it('builds a listing once: the next requests are served from the cache, the same bytes', async () => {
    const org = newOrganization(env);
    const { space } = await seededSpace(org, 4);
    const before = counts();
    const first = await listing(org.admin, { spaceId: space.id });
    // Kept once compressed, just after the first answer: wait for it.
    await waitFor(async () => (await listing(org.admin, { spaceId: space.id }), listingStats.hits > before.hits));
    expect(listingStats.builds).toBe(before.builds + 1);
    const hits = listingStats.hits;
    const again = await listing(org.member('read'), { spaceId: space.id });
    expect(listingStats).toEqual({ builds: before.builds + 1, hits: hits + 1 });
    expect(bodyOf(again.messages).equals(bodyOf(first.messages))).toBe(true);
    expect(again.etag).toBe(first.etag);
  });

  it('keys the cache per revision and variant (metadata, main content or change request)', async () => {
    const org = newOrganization(env);
    const { space, pages } = await seededSpace(org, 3);
    const main = await listing(org.admin, { spaceId: space.id });
    const builds = listingStats.builds;
    const withoutMetadata = await listing(org.admin, { spaceId: space.id, metadata: false });
    expect(listingStats.builds).toBe(builds + 1);
    expect(withoutMetadata.etag).not.toBe(main.etag);

    // A new change request starts on the same revision, but its pages have other urls.
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Edits' });
    const inChangeRequest = await listing(org.admin, { spaceId: space.id, changeRequestId: changeRequest!.id });
    expect(listingStats.builds).toBe(builds + 2);
    expect(inChangeRequest.etag).not.toBe(main.etag);
    expect(inChangeRequest.pages[0].urls.app).toContain(`/~/changes/${changeRequest!.number}/`);

    // An edit makes a new revision: a new listing and a new ETag.
    await env.as(org.admin).updatePage({
      spaceId: space.id,
      changeRequestId: changeRequest!.id,
      pageId: pages[1].id,
      title: 'Edited',
      emoji: undefined,
      icon: undefined,
      description: undefined,
      parent: undefined,
      position: undefined,
      content: undefined,
      target: undefined,
    });
    const edited = await listing(org.admin, { spaceId: space.id, changeRequestId: changeRequest!.id });
    expect(listingStats.builds).toBe(builds + 3);
    expect(edited.etag).not.toBe(inChangeRequest.etag);
    expect(edited.pages[0].pages[0].title).toBe('Edited');
    // The main content did not change: same ETag.
    expect((await listing(org.admin, { spaceId: space.id })).etag).toBe(main.etag);
  });

  it('answers If-None-Match naming its ETag with one not_modified message and no body', async () => {
    const org = newOrganization(env);
    const { space } = await seededSpace(org, 3);
    const { etag } = await listing(org.admin, { spaceId: space.id });
    const builds = listingStats.builds;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const messages = await stream(org.admin, { spaceId: space.id, ifNoneMatch });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ etag, notModified: true });
      expect(messages[0].chunk).toHaveLength(0);
    }
    const stale = await stream(org.admin, { spaceId: space.id, ifNoneMatch: 'W/"pages-stale"' });
    expect(stale[0].notModified).toBeUndefined();
    expect(JSON.parse(bodyOf(stale).toString()).pages).toHaveLength(1);
    expect(listingStats.builds).toBe(builds);
  });

  it('sends a kept listing gzip-compressed to a client that accepts gzip', async () => {
    const org = newOrganization(env);
    const { space } = await seededSpace(org, 3);
    const plain = await listing(org.admin, { spaceId: space.id });
    let compressed: Awaited<ReturnType<typeof listing>> | undefined;
    await waitFor(async () => {
      compressed = await listing(org.admin, { spaceId: space.id, acceptEncoding: 'br;q=1, gzip;q=0.8' });
      return compressed.messages[0].contentEncoding === 'gzip';
    });
    expect(compressed!.pages).toEqual(plain.pages);
    expect(compressed!.messages[0].contentLength).toBe(bodyOf(compressed!.messages).length);
    expect(compressed!.etag).toBe(plain.etag);
    const refused = await stream(org.admin, { spaceId: space.id, acceptEncoding: 'gzip;q=0, br' });
    expect(refused[0].contentEncoding).toBeUndefined();
  });

  it('sends a large listing in chunks, and concurrent first requests share one build', async () => {
    const org = newOrganization(env);
    // About 1,500 bytes of Markdown a page: over 1.5 MB of JSON.
    const { space } = await seededSpace(org, 1000, (index) => `# Page ${index}\n\n${`Some text of page ${index}. `.repeat(60)}\n`);
    const builds = listingStats.builds;
    const [first, second] = await Promise.all([listing(org.admin, { spaceId: space.id }), listing(org.member('read'), { spaceId: space.id })]);
    expect(listingStats.builds).toBe(builds + 1);
    const size = bodyOf(first.messages).length;
    expect(first.messages[0].contentLength).toBe(size);
    expect(size).toBeGreaterThan(1_500_000);
    expect(first.messages.length).toBe(Math.ceil(size / LISTING_CHUNK_BYTES));
    expect(first.messages.slice(1).every((message) => message.etag === undefined)).toBe(true);
    expect(first.pages[0].pages).toHaveLength(999);
    expect(bodyOf(second.messages).equals(bodyOf(first.messages))).toBe(true);

    // Kept and inflated as it is sent: the same bytes, in chunks again.
    let kept: Awaited<ReturnType<typeof listing>> | undefined;
    await waitFor(async () => {
      const hits = listingStats.hits;
      kept = await listing(org.admin, { spaceId: space.id });
      return listingStats.hits > hits;
    });
    expect(listingStats.builds).toBe(builds + 1);
    expect(kept!.messages.length).toBeGreaterThan(1);
    expect(kept!.messages[0].contentLength).toBe(size);
    expect(bodyOf(kept!.messages).equals(bodyOf(first.messages))).toBe(true);
  }, 90_000);
});

describe('listing conditions', () => {
  it('compares If-None-Match weakly, as a list, with *', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('', 'W/"a"')).toBe(false);
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(' * ', 'W/"a"')).toBe(true);
  });

  it('reads gzip from Accept-Encoding with its quality', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip, deflate')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });
});

/** Retries `check` (up to 5 s): a listing is kept once compressed, shortly after its first answer. */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
