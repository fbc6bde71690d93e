import { randomBytes } from 'node:crypto';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import pg from 'pg';
import { gitWorkerV1 } from '@quire/proto';
import { createLogger, databaseUrlFor, removeNamespace, testNamespace } from '@quire/shared';
import { startTestWebsite, TEST_PNG, type TestWebsite } from '@quire/testing';
import { startGitWorkerService, type RunningGitWorkerService } from '..';
import { createEgress, EGRESS_DEFAULTS } from '../egress/guard';
import { createEmbedResolver, DEFAULT_EMBED_SETTINGS } from '.';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const logger = createLogger('git-worker', 'silent');
const databaseName = `quire_git_worker_embeds_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, ''));
const namespace = testNamespace('gitworkerembeds');

const { EMBED_KIND_LINK: LINK, EMBED_KIND_RICH: RICH } = gitWorkerV1.EmbedKind;
const SETTINGS = { timeoutMs: 1000, maxPageBytes: 64 * 1024 };

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const page = (head: string, body = '<p>Body</p>') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('EmbedInternalService/ResolveEmbed', () => {
  /** The site the worker may reach (QUIRE_EGRESS_ALLOW names its host:port). */
  let site: TestWebsite;
  /** Another port of 127.0.0.1, which the worker may not reach. */
  let closed: TestWebsite;
  let service: RunningGitWorkerService;
  let channel: Channel;
  let embeds: gitWorkerV1.EmbedInternalServiceClient;

  beforeAll(async () => {
    site = await startTestWebsite();
    closed = await startTestWebsite({ '/': { body: page('<title>Secret admin</title>') } });
    service = await startGitWorkerService({
      host: '127.0.0.1',
      port: 0,
      logger,
      databaseUrl,
      natsUrl,
      namespace,
      egress: { allow: [new URL(site.origin).host] },
      embeds: SETTINGS,
    });
    channel = createChannel(`127.0.0.1:${service.port}`);
    embeds = createClient(gitWorkerV1.EmbedInternalServiceDefinition, channel);
  });

  afterAll(async () => {
    channel?.close();
    await service?.stop();
    await site?.close();
    await closed?.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await removeNamespace(natsUrl, namespace);
  });

  const requestsTo = (website: TestWebsite, path: string) => website.requestedPaths().filter((requested) => requested === path).length;

  it('refuses URLs that are not absolute http(s) URLs, too long or carrying credentials (INVALID_ARGUMENT)', async () => {
    const cases: [string, string][] = [
      ['', 'url: must not be empty'],
      ['not a url', 'url: must be an absolute http or https URL'],
      ['/relative/path', 'url: must be an absolute http or https URL'],
      ['ftp://example.com/file', 'url: only http and https URLs can be embedded'],
      ['javascript:alert(1)', 'url: only http and https URLs can be embedded'],
      ['file:///etc/passwd', 'url: only http and https URLs can be embedded'],
      [`https://example.com/${'a'.repeat(2048)}`, 'url: must be at most 2048 characters'],
      ['https://user:secret@example.com/', 'url: must not carry credentials'],
    ];
    for (const [url, message] of cases) {
      await expect(embeds.resolveEmbed({ url })).rejects.toMatchObject({ code: Status.INVALID_ARGUMENT, details: message });
    }
  });

  it("answers the provider's oEmbed HTML when the page announces an oEmbed document", async () => {
    const html = '<iframe src="https://player.example/v/1" width="640" height="360"></iframe>';
    site.route('/video', {
      body: page(`<title>Page title</title><meta property="og:title" content="OG title">
        <link rel="icon" href="/favicon.png">
        <link rel="alternate" type="application/json+oembed" href="/oembed?url=video" title="oEmbed">`),
    });
    site.route('/oembed?url=video', {
      contentType: 'application/json',
      body: JSON.stringify({ version: '1.0', type: 'video', title: 'A video', provider_name: 'Example Videos', html, width: 640, height: 360 }),
    });
    const embed = await embeds.resolveEmbed({ url: site.url('/video') });
    expect(embed).toEqual({ kind: RICH, title: 'A video', site: 'Example Videos', icon: site.url('/favicon.png'), html, resolved: true });
  });

  it("builds an oEmbed photo's <img> as an element, so its title cannot break out", async () => {
    site.route('/photo', { body: page('<link rel="alternate" type="application/json+oembed" href="oembed-photo.json">') });
    site.route('/oembed-photo.json', {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ version: '1.0', type: 'photo', title: '"><script>alert(1)</script>', url: 'https://img.example/p.png', width: 10, height: 20 }),
    });
    const embed = await embeds.resolveEmbed({ url: site.url('/photo') });
    expect(embed.kind).toBe(RICH);
    // linkedom writes the attributes last-set first; the quote is escaped, the rest is attribute text.
    expect(embed.html).toBe('<img height="20" width="10" alt="&quot;><script>alert(1)</script>" src="https://img.example/p.png">');
    expect(embed.site).toBe('127.0.0.1');
  });

  it('falls back to OpenGraph, Twitter and HTML metadata without oEmbed (a link)', async () => {
    site.route('/og', {
      body: page(`<base href="/assets/"><title>HTML title</title>
        <meta property="og:title" content="  The   OG title ">
        <meta property="og:site_name" content="Example Docs">
        <link rel="apple-touch-icon" href="touch.png">
        <link rel="shortcut icon" href="icon.ico">`),
    });
    site.route('/twitter', { body: page('<title>HTML title</title><meta name="twitter:title" content="Twitter title">') });
    site.route('/plain', { body: page('<title>Only a title</title>') });
    site.route('/bare', { body: '<p>no head at all</p>' });
    expect(await embeds.resolveEmbed({ url: site.url('/og') })).toEqual({
      kind: LINK,
      title: 'The OG title',
      site: 'Example Docs',
      icon: site.url('/assets/icon.ico'),
      resolved: true,
    });
    expect(await embeds.resolveEmbed({ url: site.url('/twitter') })).toMatchObject({ kind: LINK, title: 'Twitter title', site: '127.0.0.1' });
    expect(await embeds.resolveEmbed({ url: site.url('/plain') })).toEqual({ kind: LINK, title: 'Only a title', site: '127.0.0.1', resolved: true });
    expect(await embeds.resolveEmbed({ url: site.url('/bare') })).toEqual({ kind: LINK, title: site.url('/bare'), site: '127.0.0.1', resolved: true });
  });

  it("keeps the page's metadata when its oEmbed document cannot be read or is not one", async () => {
    site.route('/broken-oembed', {
      body: page('<title>Kept title</title><link rel="alternate" type="application/json+oembed" href="/missing.json">'),
    });
    site.route('/not-oembed', {
      body: page('<title>Also kept</title><link rel="alternate" type="application/json+oembed" href="/not-oembed.json">'),
    });
    site.route('/not-oembed.json', { contentType: 'application/json', body: '{"type":"something","html":"<b>x</b>"}' });
    expect(await embeds.resolveEmbed({ url: site.url('/broken-oembed') })).toEqual({ kind: LINK, title: 'Kept title', site: '127.0.0.1', resolved: true });
    expect(await embeds.resolveEmbed({ url: site.url('/not-oembed') })).toEqual({ kind: LINK, title: 'Also kept', site: '127.0.0.1', resolved: true });
  });

  it('answers a link for what is not HTML (an image)', async () => {
    site.route('/image.png', { contentType: 'image/png', body: TEST_PNG });
    expect(await embeds.resolveEmbed({ url: site.url('/image.png') })).toEqual({ kind: LINK, title: site.url('/image.png'), site: '127.0.0.1', resolved: true });
  });

  it('caches what it resolved: the page is fetched once, whatever fragment the URL has', async () => {
    site.route('/cached', { body: page('<title>Cached</title>') });
    const first = await embeds.resolveEmbed({ url: site.url('/cached') });
    const [second, third] = await Promise.all([embeds.resolveEmbed({ url: site.url('/cached') }), embeds.resolveEmbed({ url: `${site.url('/cached')}#part` })]);
    expect([second, third]).toEqual([first, first]);
    expect(requestsTo(site, '/cached')).toBe(1);
  });

  it('shares one fetch between concurrent requests for the same URL', async () => {
    site.route('/slowish', { body: page('<title>Slowish</title>'), delayMs: 200 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => embeds.resolveEmbed({ url: site.url('/slowish') })));
    expect(new Set(answers.map((answer) => answer.title))).toEqual(new Set(['Slowish']));
    expect(requestsTo(site, '/slowish')).toBe(1);
  });

  it('answers the fallback link for a site that times out, within the time limit', async () => {
    site.route('/slow', { body: page('<title>Too late</title>'), delayMs: 5000 });
    const started = Date.now();
    const embed = await embeds.resolveEmbed({ url: site.url('/slow') });
    expect(embed).toEqual({ kind: LINK, title: site.url('/slow'), site: '127.0.0.1', resolved: false });
    expect(Date.now() - started).toBeLessThan(SETTINGS.timeoutMs + 1000);
  });

  it('answers the fallback link for a page over the size cap, an error status, or a redirect loop', async () => {
    site.route('/huge', { body: page('<title>Huge</title>', 'x'.repeat(SETTINGS.maxPageBytes + 1)) });
    site.route('/gone', { status: 410, body: page('<title>Gone</title>') });
    site.route('/loop', { location: '/loop' });
    for (const path of ['/huge', '/gone', '/loop']) {
      expect(await embeds.resolveEmbed({ url: site.url(path) })).toEqual({ kind: LINK, title: site.url(path), site: '127.0.0.1', resolved: false });
    }
  });

  it('never fetches an address the egress guard refuses, directly or through a redirect', async () => {
    const direct = await embeds.resolveEmbed({ url: closed.url('/') });
    expect(direct).toEqual({ kind: LINK, title: closed.url('/'), site: '127.0.0.1', resolved: false });
    site.route('/to-closed', { location: closed.url('/') });
    expect(await embeds.resolveEmbed({ url: site.url('/to-closed') })).toMatchObject({ title: site.url('/to-closed'), resolved: false });
    // An oEmbed endpoint on a refused address is not fetched either; the page's metadata stays.
    site.route('/oembed-elsewhere', { body: page(`<title>Here</title><link rel="alternate" type="application/json+oembed" href="${closed.url('/')}">`) });
    expect(await embeds.resolveEmbed({ url: site.url('/oembed-elsewhere') })).toMatchObject({ kind: LINK, title: 'Here', resolved: true });
    expect(closed.requests).toEqual([]);
    expect(requestsTo(site, '/to-closed')).toBe(1);
  });

  it('refuses loopback and private addresses by default (QUIRE_EGRESS_ALLOW empty), for any name', async () => {
    const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const egress = createEgress({ ...EGRESS_DEFAULTS, allow: [], logger, lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
    try {
      const resolver = createEmbedResolver({ egress, db, logger, settings: { ...DEFAULT_EMBED_SETTINGS, ...SETTINGS } });
      const port = new URL(closed.origin).port;
      for (const url of [closed.url('/?direct'), `http://docs.example.test:${port}/`, `http://[::1]:${port}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/']) {
        expect(await resolver.resolve(new URL(url))).toMatchObject({ kind: LINK, resolved: false });
      }
      expect(closed.requests).toEqual([]);
    } finally {
      await egress.close();
      await db.end();
    }
  });

  it('keeps the cache bounded: expired entries and the oldest beyond the most kept are dropped', async () => {
    const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const egress = createEgress({ ...EGRESS_DEFAULTS, allow: [new URL(site.origin).host], logger });
    try {
      const resolver = createEmbedResolver({ egress, db, logger, settings: { ...DEFAULT_EMBED_SETTINGS, ...SETTINGS, cacheMaxEntries: 3, cacheTtlMs: 60_000 } });
      for (let index = 0; index < 5; index++) {
        site.route(`/bounded-${index}`, { body: page(`<title>Bounded ${index}</title>`) });
        await resolver.resolve(new URL(site.url(`/bounded-${index}`)));
      }
      const { rows } = await db.query<{ url: string }>('SELECT url FROM embed_cache ORDER BY created_at');
      expect(rows.map((row) => row.url)).toEqual([2, 3, 4].map((index) => site.url(`/bounded-${index}`)));
      // An expired entry is not served: the page is fetched again.
      await db.query(`UPDATE embed_cache SET expires_at = now() - interval '1 second' WHERE url = $1`, [site.url('/bounded-4')]);
      await resolver.resolve(new URL(site.url('/bounded-4')));
      expect(requestsTo(site, '/bounded-4')).toBe(2);
    } finally {
      await egress.close();
      await db.end();
    }
  });
});
