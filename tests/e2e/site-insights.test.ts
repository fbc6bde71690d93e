import type { Site, SiteInsightsQueryEventsFilter, SiteInsightsQueryRange } from '@gitbook/api';
import { expectOk, expectFailure, newOrg as newOrgOf, addMember, createSpace, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Site insights through the gateway with the official client, every body checked against
// the contract: events tracked by any authenticated caller, aggregated and segmented for the
// organization's members (docs/insights.md "Site events").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function pageView(visitorId: string, extra: Record<string, unknown> = {}, claims?: Record<string, unknown>) {
  return {
    type: 'page_view' as const,
    session: {
      visitorId,
      sessionId: `${visitorId}-session`,
      cookies: {},
      userAgent: CHROME,
      language: 'en',
      referrer: 'https://news.example.com/post',
      ...(claims && { visitorAuthClaims: claims }),
    },
    location: { url: 'https://docs.example.com/guide?utm_source=mail', siteSection: null, siteSpace: null, siteShareKey: null, page: 'p1', space: 's1', revision: null },
    ...extra,
  };
}

async function siteOf(org: Org) {
  const space = await createSpace(org, 'Guide');
  return (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [space.id] }))) as Site;
}

describe('site insights', () => {
  it('tracks events (204) from a guest of the organization (never from another one), aggregates and segments them for members', async () => {
    const org = await newOrg();
    const site = await siteOf(org);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.trackEventsInSiteById(org.organizationId, site.id, { events: [pageView('a')] }), 404);
    const visitor = await addMember(stack, org, null);
    const tracked = await visitor.gitbook.orgs.trackEventsInSiteById(org.organizationId, site.id, {
      events: [
        pageView('a', {}, { plan: 'pro' }),
        pageView('b', {}, { plan: 'pro' }),
        pageView('c', {}, { plan: 'free' }),
        { ...pageView('a'), type: 'search_type_query', query: 'install' } as never,
        { ...pageView('b'), type: 'page_post_feedback', feedback: { rating: 'good' } } as never,
      ],
    });
    expect(tracked.status).toBe(204);

    const reader = await addMember(stack, org, 'read');
    const totals = await expectOk(
      'aggregateSiteEvents',
      200,
      reader.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, {
        select: [{ column: 'eventType' }, { column: 'eventsCount' }, { column: 'visitorsCount' }, { column: 'pageFeedbackRating' }],
        order: { by: { column: 'eventType' }, direction: 'asc' },
        range: 'last24Hours' as SiteInsightsQueryRange,
      }),
    );
    expect(totals.columns).toEqual([
      { column: 'eventType', values: ['page_post_feedback', 'page_view', 'search_type_query'] },
      { column: 'eventsCount', values: [1, 3, 1] },
      { column: 'visitorsCount', values: [1, 3, 1] },
      { column: 'pageFeedbackRating', values: [{ ok: 0, good: 1, bad: 0 }, { ok: 0, good: 0, bad: 0 }, { ok: 0, good: 0, bad: 0 }] },
    ]);
    const byDay = await expectOk(
      'aggregateSiteEvents',
      200,
      reader.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, {
        select: [{ column: 'datetime', interval: 'day' }, { column: 'referrerDomain' }, { column: 'utmSource' }, { column: 'sessionsCount' }],
        where: [{ column: 'eventType', values: ['page_view'] } as SiteInsightsQueryEventsFilter],
        range: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
      }),
    );
    expect(byDay.columns.map((column) => [column.column, column.values.length])).toEqual([
      ['datetime', 1],
      ['referrerDomain', 1],
      ['utmSource', 1],
      ['sessionsCount', 1],
    ]);
    expect(byDay.columns[1].values).toEqual(['news.example.com']);
    expect(byDay.columns[2].values).toEqual(['mail']);
    expect(byDay.columns[3].values).toEqual([3]);

    const segments = await expectOk('listSiteVisitorSegments', 200, reader.gitbook.orgs.listSiteVisitorSegments(org.organizationId, site.id));
    expect(segments.items).toEqual([
      { title: 'plan: pro', claims: { plan: 'pro' }, events: 2, visitors: 2, sessions: 2 },
      { title: 'plan: free', claims: { plan: 'free' }, events: 1, visitors: 1, sessions: 1 },
    ]);
  });

  it('400 for a stale timestamp, an unrecorded column or a bad body; 404 for other sites, outsiders and guests', async () => {
    const org = await newOrg();
    const site = await siteOf(org);
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await expectFailure(
      org.gitbook.orgs.trackEventsInSiteById(org.organizationId, site.id, { events: [pageView('a', { timestamp: old })] }),
      400,
      'events.0.timestamp: must be within 5 minutes of the current time',
    );
    await expectFailure(org.gitbook.orgs.trackEventsInSiteById(org.organizationId, site.id, { events: [{ ...pageView('a'), type: 'nope' } as never] }), 400, /^events\.0\.type: /);
    await expectFailure(
      org.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, { select: [{ column: 'visitorGeoCountry' }], range: 'last7Days' as SiteInsightsQueryRange }),
      400,
      /^select\.0\.column: Quire does not record the column "visitorGeoCountry"/,
    );
    await expectFailure(org.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, { range: 'yesterday' as never }), 400, /^range: /);
    const other = await newOrg();
    const otherSite = await siteOf(other);
    await expectFailure(org.gitbook.orgs.trackEventsInSiteById(org.organizationId, otherSite.id, { events: [pageView('a')] }), 404);
    await expectFailure(other.gitbook.orgs.aggregateSiteEvents(org.organizationId, site.id, { range: 'last7Days' as SiteInsightsQueryRange }), 404);
    const guest = await addMember(stack, org, null);
    await expectFailure(guest.gitbook.orgs.listSiteVisitorSegments(org.organizationId, site.id), 404);
  });
});
