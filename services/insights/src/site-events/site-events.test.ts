import { newId } from '@quire/shared';
import { errorOf, newOrganization, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';
import { pruneSiteEvents, retentionCutoff } from './retention';
import { userAgentFacts } from './visitor';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Extra = Record<string, unknown>;

function event(type: string, extra: Extra = {}, session: Extra = {}, location: Extra = {}) {
  return {
    type,
    session: {
      visitorId: 'visitor-1',
      sessionId: 'session-1',
      cookies: { tracking: 'abc' },
      userAgent: CHROME_MAC,
      language: 'fr',
      referrer: 'https://www.google.com/search?q=secret',
      ...session,
    },
    location: {
      url: 'https://docs.example.com/sites/o/s/getting-started?utm_source=newsletter&share=KEY#top',
      siteSection: null,
      siteSpace: 'ssp1',
      siteShareKey: null,
      page: 'page-1',
      space: 'space-1',
      revision: 'rev-1',
      ...location,
    },
    ...extra,
  };
}

function siteOf() {
  const org = newOrganization();
  const siteId = newId();
  env.sites.add(org.id, siteId);
  return { org, siteId };
}

describe('trackSiteEvents', () => {
  it('refuses calls without a principal (401)', async () => {
    const { org, siteId } = siteOf();
    const error = await errorOf(env.as(undefined).trackSiteEvents({ organizationId: org.id, siteId, events: [event('page_view')] }));
    expect(error.code).toBe(Status.UNAUTHENTICATED);
  });

  it('refuses a malformed event, a timestamp more than 5 minutes away and more than 100 events (400), storing nothing', async () => {
    const { org, siteId } = siteOf();
    const client = env.as(org.member('read'));
    const bad = [
      [{ ...event('page_view'), type: 'page_vue' }, /^events\.0\.type: /],
      [event('search_type_query'), /^events\.0\.query: /],
      [event('page_view', {}, { referrer: 'not a url' }), /^events\.0\.session\.referrer/],
      [event('page_view', {}, { visitorAuthClaims: { plan: null } }), /^events\.0\.session\.visitorAuthClaims: must not contain null values/],
      [event('page_post_feedback', { feedback: { rating: 'great' } }), /^events\.0\.feedback\.rating: /],
      [event('page_view', { timestamp: new Date(Date.now() - 6 * 60_000).toISOString() }), /^events\.0\.timestamp: must be within 5 minutes of the current time$/],
      [event('page_view', { timestamp: new Date(Date.now() + 6 * 60_000).toISOString() }), /^events\.0\.timestamp: must be within 5 minutes/],
    ] as const;
    for (const [body, message] of bad) {
      const error = await errorOf(client.trackSiteEvents({ organizationId: org.id, siteId, events: [body] }));
      expect([error.code, error.details]).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(message)]);
    }
    const tooMany = await errorOf(client.trackSiteEvents({ organizationId: org.id, siteId, events: Array.from({ length: 101 }, () => event('page_view')) }));
    expect([tooMany.code, tooMany.details]).toEqual([Status.INVALID_ARGUMENT, 'events: Too big: expected array to have <=100 items']);
    expect(await env.db.siteEvent.count({ where: { siteId } })).toBe(0);
  });

  it('answers 404 for a site that is not the organization\u2019s', async () => {
    const { org } = siteOf();
    const other = siteOf();
    const error = await errorOf(env.as(org.member('read')).trackSiteEvents({ organizationId: org.id, siteId: other.siteId, events: [event('page_view')] }));
    expect([error.code, error.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
  });

  it('stores what the event says but no cookie, address, user agent, visitor id or URL query; a guest of the organization may track, an outsider may not', async () => {
    const { org, siteId } = siteOf();
    const outsider = newOrganization().admin;
    const refused = await errorOf(env.as(outsider).trackSiteEvents({ organizationId: org.id, siteId, events: [event('page_view')] }));
    expect([refused.code, refused.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
    expect(await env.db.siteEvent.count({ where: { siteId } })).toBe(0);
    await env.as(org.guest()).trackSiteEvents({
      organizationId: org.id,
      siteId,
      events: [
        event('page_view', {}, { ip: '203.0.113.9', visitorAuthClaims: { plan: 'pro', beta: true } }),
        event('link_click', { link: { target: { kind: 'url', url: 'https://github.com/quire' }, position: 'footer' } }),
        event('page_post_feedback_comment', { feedback: { rating: 'good', comment: 'Clear' }, timestamp: new Date(Date.now() - 60_000).toISOString() }),
      ],
    });
    const rows = await env.db.siteEvent.findMany({ where: { siteId }, orderBy: { seq: 'asc' } });
    expect(rows.map((row) => row.type)).toEqual(['page_view', 'link_click', 'page_post_feedback_comment']);
    const [view, link, feedback] = rows;
    expect(view).toMatchObject({
      organizationId: org.id,
      url: 'https://docs.example.com/sites/o/s/getting-started',
      utmSource: 'newsletter',
      referrer: 'https://www.google.com/search',
      referrerDomain: 'www.google.com',
      language: 'fr',
      browser: 'chrome',
      os: 'macos',
      device: 'desktop',
      bot: null,
      siteSpaceId: 'ssp1',
      pageId: 'page-1',
      spaceId: 'space-1',
      claims: { plan: 'pro', beta: true },
      claimsKey: '{"beta":true,"plan":"pro"}',
    });
    expect(link).toMatchObject({ linkTargetKind: 'url', linkTargetDomain: 'github.com', linkPosition: 'footer', linkTarget: { kind: 'url', url: 'https://github.com/quire' } });
    expect(feedback).toMatchObject({ feedbackRating: 'good', feedbackComment: 'Clear' });
    expect(Math.abs(feedback.occurredAt.getTime() - (Date.now() - 60_000))).toBeLessThan(10_000);
    // One visitor, one session, as hashes that name neither.
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(new Set(rows.map((row) => row.sessionHash)).size).toBe(1);
    const stored = JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    for (const secret of ['visitor-1', 'session-1', 'abc', '203.0.113.9', 'Macintosh', 'share=KEY', 'q=secret']) expect(stored).not.toContain(secret);
  });

  it('the same visitor id is the same visitor today; another site sees another hash', async () => {
    const a = siteOf();
    const b = siteOf();
    await env.as(a.org.admin).trackSiteEvents({ organizationId: a.org.id, siteId: a.siteId, events: [event('page_view'), event('page_view', {}, { visitorId: 'visitor-2' })] });
    await env.as(b.org.admin).trackSiteEvents({ organizationId: b.org.id, siteId: b.siteId, events: [event('page_view')] });
    const hashes = await env.db.siteEvent.findMany({ where: { siteId: { in: [a.siteId, b.siteId] } }, orderBy: { seq: 'asc' }, select: { visitorHash: true } });
    expect(new Set(hashes.map((row) => row.visitorHash)).size).toBe(3);
  });
});

describe('recordSiteEvents (internal, for the reader)', () => {
  it('needs no principal and counts the visitor by address and user agent, neither stored', async () => {
    const { org, siteId } = siteOf();
    const internal = env.as(undefined);
    const pageView = { type: 'page_view', session: {}, location: event('page_view').location };
    const first = await internal.recordSiteEvents({ organizationId: org.id, siteId, events: [pageView, pageView], clientIp: '198.51.100.7', userAgent: FIREFOX_WINDOWS });
    await internal.recordSiteEvents({ organizationId: org.id, siteId, events: [pageView], clientIp: '198.51.100.8', userAgent: FIREFOX_WINDOWS });
    expect(first.recorded).toBe(2);
    const rows = await env.db.siteEvent.findMany({ where: { siteId }, orderBy: { seq: 'asc' } });
    expect(rows.map((row) => [row.browser, row.os])).toEqual([
      ['firefox', 'windows'],
      ['firefox', 'windows'],
      ['firefox', 'windows'],
    ]);
    expect(rows[0].visitorHash).toBe(rows[1].visitorHash);
    expect(rows[0].sessionHash).toBe(rows[1].sessionHash);
    expect(rows[2].visitorHash).not.toBe(rows[0].visitorHash);
    expect(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? 0 : value))).not.toContain('198.51.100');
    const unknownSite = await errorOf(internal.recordSiteEvents({ organizationId: org.id, siteId: newId(), events: [pageView], clientIp: '', userAgent: '' }));
    expect(unknownSite.code).toBe(Status.NOT_FOUND);
  });
});

describe('the site activity event (for the site\u2019s integrations)', () => {
  const activityOf = async (siteId: string) => {
    const rows = await env.db.outboxEvent.findMany({ where: { aggregateId: siteId }, orderBy: { seq: 'asc' } });
    return rows.map((row) => ({ type: row.type, organizationId: row.organizationId, data: row.data as { siteId: string; events: Record<string, unknown>[] } }));
  };

  it('turns the page views and feedback of a call into one event, with the visitor the integrations need and no cookie or URL query', async () => {
    const { org, siteId } = siteOf();
    await env.as(org.admin).trackSiteEvents({
      organizationId: org.id,
      siteId,
      events: [
        event('page_view', {}, { ip: '203.0.113.9' }),
        event('search_type_query', { query: 'install' }),
        event('page_post_feedback', { feedback: { rating: 'bad' } }, { referrer: null, language: null }, { page: null, space: null, siteSpace: null }),
        event('page_post_feedback_comment', { feedback: { rating: 'good', comment: 'Clear' } }),
      ],
    });
    const [recorded, ...more] = await activityOf(siteId);
    expect(more).toEqual([]);
    expect(recorded.type).toBe('quire.insights.site-activity.recorded');
    expect(recorded.organizationId).toBe(org.id);
    expect(recorded.data.siteId).toBe(siteId);
    const [view, bad, good] = recorded.data.events;
    expect(recorded.data.events).toHaveLength(3);
    const [stored] = await env.db.siteEvent.findMany({ where: { siteId, type: 'page_view' } });
    expect(view).toEqual({
      type: 'site_view',
      at: expect.any(String),
      url: 'https://docs.example.com/sites/o/s/getting-started?utm_source=newsletter',
      referrer: 'https://www.google.com/search',
      siteSpaceId: 'ssp1',
      spaceId: 'space-1',
      pageId: 'page-1',
      visitor: { anonymousId: stored.visitorHash, userAgent: CHROME_MAC, ip: '203.0.113.9', language: 'fr' },
    });
    expect(bad).toEqual({ type: 'page_feedback', at: expect.any(String), url: view.url, referrer: '', visitor: { anonymousId: stored.visitorHash, userAgent: CHROME_MAC, ip: '' }, feedback: { rating: 'bad' } });
    expect(good).toMatchObject({ type: 'page_feedback', feedback: { rating: 'good', comment: 'Clear' } });
    const text = JSON.stringify(recorded);
    for (const secret of ['visitor-1', 'session-1', 'abc', 'share=KEY', 'q=secret', '#top']) expect(text).not.toContain(secret);
  });

  it('writes none for calls without views or feedback, and none when the call is refused', async () => {
    const { org, siteId } = siteOf();
    await env.as(org.admin).trackSiteEvents({ organizationId: org.id, siteId, events: [event('search_open'), event('link_click', { link: { target: { kind: 'url', url: 'https://github.com/quire' }, position: 'footer' } })] });
    const tooOld = event('page_view', { timestamp: new Date(Date.now() - 3_600_000).toISOString() });
    expect((await errorOf(env.as(org.admin).trackSiteEvents({ organizationId: org.id, siteId, events: [event('page_view'), tooOld] }))).code).toBe(Status.INVALID_ARGUMENT);
    expect(await activityOf(siteId)).toEqual([]);
    expect(await env.db.siteEvent.count({ where: { siteId } })).toBe(2);
  });

  it('carries the reader\u2019s page views with the address and user agent of the request', async () => {
    const { org, siteId } = siteOf();
    const pageView = { type: 'page_view', session: {}, location: event('page_view').location };
    await env.as(undefined).recordSiteEvents({ organizationId: org.id, siteId, events: [pageView, pageView], clientIp: '198.51.100.7', userAgent: FIREFOX_WINDOWS });
    const [recorded] = await activityOf(siteId);
    expect(recorded.data.events.map((item) => item.visitor)).toEqual([
      { anonymousId: expect.any(String), userAgent: FIREFOX_WINDOWS, ip: '198.51.100.7' },
      { anonymousId: expect.any(String), userAgent: FIREFOX_WINDOWS, ip: '198.51.100.7' },
    ]);
  });
});

describe('aggregateSiteEvents', () => {
  const setUp = async () => {
    const { org, siteId } = siteOf();
    const client = env.as(org.admin);
    await client.trackSiteEvents({
      organizationId: org.id,
      siteId,
      events: [
        event('page_view'),
        event('page_view', {}, { visitorId: 'v2', sessionId: 's2', userAgent: FIREFOX_WINDOWS, visitorAuthClaims: { plan: 'pro' } }),
        event('page_view', {}, { visitorId: 'v3', sessionId: 's3', userAgent: SAFARI_IPHONE, visitorAuthClaims: { plan: 'free' } }, { page: 'page-2' }),
        event('page_view', {}, { visitorId: 'bot', sessionId: 'bot', userAgent: GOOGLEBOT, referrer: null }),
        event('search_type_query', { query: 'install' }, { visitorId: 'v2', sessionId: 's2', visitorAuthClaims: { plan: 'pro' } }),
        event('search_type_query', { query: 'install' }),
        event('search_type_query', { query: 'sso' }),
        event('page_post_feedback', { feedback: { rating: 'good' } }),
        event('page_post_feedback', { feedback: { rating: 'bad' } }, { visitorId: 'v2', sessionId: 's2' }),
      ],
    });
    return { org, siteId, client };
  };

  it('401, 400 for what it cannot answer, 404 for non-members and guests', async () => {
    const { org, siteId, client } = await setUp();
    expect((await errorOf(env.as(undefined).aggregateSiteEvents({ organizationId: org.id, siteId, select: [], where: [], groupBy: [], range: 'last7Days' }))).code).toBe(
      Status.UNAUTHENTICATED,
    );
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ range: 'lastDecade' }, /^range: /],
      [{ range: { from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z' } }, 'range.to: must be after range.from'],
      [{ select: [{ column: 'visitorGeoCountry' }] }, /^select\.0\.column: Quire does not record the column "visitorGeoCountry"/],
      [{ groupBy: [{ column: 'siteShareKey' }] }, /^groupBy\.0\.column: Quire does not record the column "siteShareKey"/],
      [{ select: [{ column: 'visitorClaim' }] }, 'select.0.claim: a visitorClaim column needs its claim'],
      [{ groupBy: [{ column: 'eventsCount' }] }, 'groupBy.0.column: "eventsCount" is an aggregate and cannot be grouped on'],
      [{ where: [{ column: 'eventType', values: ['page_vue'] }] }, /^where\.0\.values\.0: /],
      [{ where: [{ column: 'eventsCount', values: [1] }] }, /^where\.0\.column: "eventsCount" is an aggregate/],
      [{ where: [{ column: 'page', values: [null], operator: 'greaterThan' }] }, 'where.0.operator: "greaterThan" does not apply to the column "page"'],
      [{ where: [{ column: 'datetime', values: [], operator: 'lessThan' }] }, 'where.0.values: "lessThan" takes exactly one value'],
      [{ select: [{ column: 'eventType' }], order: { by: { column: 'url' }, direction: 'asc' } }, 'order.by: must be one of the selected or grouped columns'],
      [{ limit: 1001 }, /^limit: /],
    ];
    for (const [body, message] of cases) {
      const error = await errorOf(client.aggregateSiteEvents({ organizationId: org.id, siteId, select: [], where: [], groupBy: [], range: 'last7Days', ...body }));
      expect([error.code, error.details]).toEqual([Status.INVALID_ARGUMENT, typeof message === 'string' ? message : expect.stringMatching(message)]);
    }
    for (const principal of [org.guest(), newOrganization().admin]) {
      const error = await errorOf(env.as(principal).aggregateSiteEvents({ organizationId: org.id, siteId, select: [], where: [], groupBy: [], range: 'last7Days' }));
      expect([error.code, error.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
    }
    const unknownSite = await errorOf(client.aggregateSiteEvents({ organizationId: org.id, siteId: newId(), select: [], where: [], groupBy: [], range: 'last7Days' }));
    expect(unknownSite.code).toBe(Status.NOT_FOUND);
  });

  it('counts events, sessions and visitors, over everything or per group, row-aligned and ordered', async () => {
    const { org, siteId } = await setUp();
    const reader = env.as(org.member('read'));
    const total = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'eventsCount' }, { column: 'sessionsCount' }, { column: 'visitorsCount' }, { column: 'pageFeedbackRating' }],
      where: [],
      groupBy: [],
      range: 'last24Hours',
    });
    expect(total.columns).toEqual([
      { column: 'eventsCount', values: [9] },
      { column: 'sessionsCount', values: [4] },
      { column: 'visitorsCount', values: [4] },
      { column: 'pageFeedbackRating', values: [{ ok: 0, good: 1, bad: 1 }] },
    ]);

    const byType = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'eventType' }, { column: 'eventsCount' }, { column: 'visitorsCount' }],
      where: [],
      groupBy: [],
      order: { by: { column: 'eventsCount' }, direction: 'desc' },
      range: 'last7Days',
    });
    expect(byType.columns).toEqual([
      { column: 'eventType', values: ['page_view', 'search_type_query', 'page_post_feedback'] },
      { column: 'eventsCount', values: [4, 3, 2] },
      { column: 'visitorsCount', values: [4, 2, 2] },
    ]);

    // Group-by columns that are not selected come after the selected ones; filters narrow.
    const queries = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'eventsCount' }],
      where: [{ column: 'visitorBot', values: [null] }],
      groupBy: [{ column: 'eventSearchQuery' }],
      order: { by: { column: 'eventSearchQuery' }, direction: 'asc' },
      limit: 10,
      range: { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(queries.columns).toEqual([
      { column: 'eventsCount', values: [2, 1] },
      { column: 'eventSearchQuery', values: ['install', 'sso'] },
    ]);

    const browsers = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'visitorBrowser' }, { column: 'visitorDevice' }, { column: 'visitorOS' }, { column: 'visitorBot' }, { column: 'visitorsCount' }],
      where: [{ column: 'eventType', values: ['page_view'] }],
      groupBy: [],
      order: { by: { column: 'visitorBrowser' }, direction: 'asc' },
      range: 'last7Days',
    });
    expect(browsers.columns).toEqual([
      { column: 'visitorBrowser', values: ['chrome', 'firefox', 'safari', 'unknown'] },
      { column: 'visitorDevice', values: ['desktop', 'desktop', 'mobile', 'unknown'] },
      { column: 'visitorOS', values: ['macos', 'windows', 'ios', 'unknown'] },
      { column: 'visitorBot', values: [null, null, null, 'googlebot'] },
      { column: 'visitorsCount', values: [1, 1, 1, 1] },
    ]);

    const claims = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'visitorClaim', claim: 'plan' }, { column: 'visitorsCount' }],
      where: [],
      groupBy: [],
      order: { by: { column: 'visitorClaim', claim: 'plan' }, direction: 'desc' },
      range: 'last7Days',
    });
    expect(claims.columns).toEqual([
      { column: 'visitorClaim', claim: 'plan', values: ['pro', 'free'] },
      { column: 'visitorsCount', values: [1, 1] },
    ]);

    const pages = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'page' }, { column: 'eventsCount' }],
      where: [{ column: 'page', values: [{ page: 'page-2', space: 'space-1' }], operator: 'notIn' }],
      groupBy: [{ column: 'datetime', interval: 'hour' }],
      range: 'last7Days',
    });
    const hour = new Date();
    hour.setUTCMinutes(0, 0, 0);
    expect(pages.columns).toEqual([
      { column: 'page', values: [{ page: 'page-1', space: 'space-1' }] },
      { column: 'eventsCount', values: [8] },
      { column: 'datetime', values: [expect.stringMatching(/T\d\d:00:00\.000Z$/)] },
    ]);
    expect([hour.toISOString(), new Date(hour.getTime() - 3_600_000).toISOString()]).toContain(pages.columns[2].values[0]);

    const empty = await reader.aggregateSiteEvents({
      organizationId: org.id,
      siteId,
      select: [{ column: 'eventsCount' }],
      where: [{ column: 'datetime', values: [new Date(Date.now() + 60_000).toISOString()], operator: 'greaterThan' }],
      groupBy: [],
      range: 'last7Days',
    });
    expect(empty.columns).toEqual([{ column: 'eventsCount', values: [0] }]);
  });
});

describe('listSiteVisitorSegments', () => {
  it('groups visitors by identical claims, most visitors first; members only', async () => {
    const { org, siteId } = siteOf();
    await env.as(org.admin).trackSiteEvents({
      organizationId: org.id,
      siteId,
      events: [
        event('page_view', {}, { visitorId: 'a', visitorAuthClaims: { plan: 'pro', region: 'eu' } }),
        event('page_view', {}, { visitorId: 'b', visitorAuthClaims: { region: 'eu', plan: 'pro' } }),
        event('page_view', {}, { visitorId: 'b', visitorAuthClaims: { region: 'eu', plan: 'pro' } }),
        event('page_view', {}, { visitorId: 'c', sessionId: 'c', visitorAuthClaims: { plan: 'free' } }),
        event('page_view', {}, { visitorId: 'd' }),
      ],
    });
    const segments = await env.as(org.member('comment')).listSiteVisitorSegments({ organizationId: org.id, siteId });
    expect(segments).toEqual({
      items: [
        { title: 'plan: pro, region: eu', claims: { plan: 'pro', region: 'eu' }, events: 3, visitors: 2, sessions: 1 },
        { title: 'plan: free', claims: { plan: 'free' }, events: 1, visitors: 1, sessions: 1 },
      ],
      count: 2,
    });
    const guest = await errorOf(env.as(org.guest()).listSiteVisitorSegments({ organizationId: org.id, siteId }));
    expect(guest.code).toBe(Status.NOT_FOUND);
  });
});

describe('retention and visitors', () => {
  it('prunes events older than 13 months and the secrets of past days', async () => {
    const { org, siteId } = siteOf();
    const now = new Date();
    const base = { organizationId: org.id, siteId, type: 'page_view', visitorHash: 'h', sessionHash: 'h', url: 'https://x.test/', browser: 'unknown', device: 'unknown', os: 'unknown' };
    await env.db.siteEvent.createMany({
      data: [
        { ...base, occurredAt: new Date(retentionCutoff(now).getTime() - 1000) },
        { ...base, occurredAt: new Date(retentionCutoff(now).getTime() + 60_000) },
      ],
    });
    await env.db.siteVisitorSalt.createMany({ data: [{ day: new Date('2020-01-01T00:00:00Z'), secret: new Uint8Array(32) }], skipDuplicates: true });
    expect(await pruneSiteEvents({ db: env.db }, now)).toBeGreaterThanOrEqual(1);
    expect(await env.db.siteEvent.count({ where: { siteId } })).toBe(1);
    expect(await env.db.siteVisitorSalt.count({ where: { day: { lt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) } } })).toBe(0);
  });

  it('names browsers, devices, systems and crawlers from the user agent', () => {
    expect(userAgentFacts(SAFARI_IPHONE)).toEqual({ browser: 'safari', device: 'mobile', os: 'ios', bot: null });
    expect(userAgentFacts(GOOGLEBOT).bot).toBe('googlebot');
    expect(userAgentFacts('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)').bot).toBe('anthropic');
    expect(userAgentFacts('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1').bot).toBe('chatgpt');
    expect(userAgentFacts(undefined)).toEqual({ browser: 'unknown', device: 'unknown', os: 'unknown', bot: null });
  });
});
