import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { markdownToDocument } from '@quire/documents';
import { contentV1, insightsV1, sitesV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { createServer as createGrpcServer, type Server as GrpcServer } from 'nice-grpc';
import { readBoundedBody } from '../http/form-body';
import { siteEventRecorder, type SiteEventRecorder } from '../insights/site-events';
import { MAX_FEEDBACK_BODY_BYTES } from './feedback';
import { startTestReader, type TestReader } from '../../test/routes/test-reader';

/**
 * "Was this page helpful?" through the reader's own server: the block on pages of a site with
 * `feedback.enabled` (and nowhere else), and its endpoint, whose events go through the real
 * recorder to an in-memory insights (SiteEventsInternalService on a real gRPC port). Sites and
 * content are fakes that answer as their rpcs do.
 */

const ORG = 'org1';
const GUIDE = { id: 'space-guide', title: 'Guide', revisionId: 'rev-guide-2' };
const OTHER = { id: 'space-other', title: 'Other', revisionId: 'rev-other-1' };

const treeOf = (space: { id: string; title: string; revisionId: string }, pages: { id: string; title: string; path: string; kind?: 'group' | 'link' }[]) =>
  ({
    spaceId: space.id,
    title: space.title,
    revisionId: space.revisionId,
    pages: pages.map((page) => ({
      id: page.id,
      kind: { document: contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT, group: contentV1.TreePageKind.TREE_PAGE_KIND_GROUP, link: contentV1.TreePageKind.TREE_PAGE_KIND_LINK }[page.kind ?? 'document'],
      title: page.title,
      path: page.path,
      slug: page.path,
      hidden: false,
      target: page.kind === 'link' ? { kind: 'url', url: 'https://status.example.com' } : undefined,
    })),
  }) as unknown as contentV1.SpaceTree;

const TREES = new Map([
  [GUIDE.id, treeOf(GUIDE, [
    { id: 'p-intro', title: 'Introduction', path: 'introduction' },
    { id: 'p-install', title: 'Install', path: 'install' },
    { id: 'p-status', title: 'Status', path: 'status', kind: 'link' },
  ])],
  [OTHER.id, treeOf(OTHER, [{ id: 'p-secret', title: 'Secret', path: 'secret' }])],
]);

const content = {
  getSpaceTrees: async ({ spaceIds }: { spaceIds: string[] }) => ({ spaces: spaceIds.flatMap((id) => (TREES.has(id) ? [TREES.get(id)!] : [])), omittedSpaceIds: [] }),
  getPageDocuments: async ({ pageIds }: { pageIds: string[] }) => ({
    pages: pageIds.map((pageId) => ({ pageId, document: markdownToDocument(`The page ${pageId}.`), markdown: `The page ${pageId}.` })),
    omittedPageIds: [],
  }),
  resolvePagePath: async () => ({}),
  searchSpaces: async () => ({ spaces: [] }),
};

const FEEDBACK_ON = { feedback: { enabled: true } };
const readerSite = (name: string, visibility: string, spaceId: string, customization: Record<string, unknown>): sitesV1.ReaderSite =>
  ({
    id: `site-${name}`,
    organizationId: ORG,
    title: `Acme ${name}`,
    visibility,
    basename: name,
    published: true,
    sections: [],
    sectionGroups: [],
    siteSpaces: [{ id: `ss-${name}`, spaceId, path: 'guide', default: true, customization }],
    customization,
  }) as unknown as sitesV1.ReaderSite;

const sites = {
  openPublishedSite: async ({ siteName, visitorToken }: { siteName: string; visitorToken?: string }) => {
    const granted = (site: sitesV1.ReaderSite, grant = sitesV1.ReaderGrant.READER_GRANT_PUBLIC) => ({ access: sitesV1.ReaderAccess.READER_ACCESS_GRANTED, grant, site });
    if (siteName === 'docs') return granted(readerSite('docs', 'public', GUIDE.id, FEEDBACK_ON));
    if (siteName === 'plain') return granted(readerSite('plain', 'public', GUIDE.id, {}));
    if (siteName === 'other') return granted(readerSite('other', 'public', OTHER.id, FEEDBACK_ON));
    if (siteName === 'members') {
      if (visitorToken === 'good-token') return granted(readerSite('members', 'visitor-auth', GUIDE.id, FEEDBACK_ON), sitesV1.ReaderGrant.READER_GRANT_VISITOR_TOKEN);
      return { access: sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED };
    }
    return { access: sitesV1.ReaderAccess.READER_ACCESS_NOT_FOUND };
  },
};

/** What the in-memory insights was asked. */
const recorded: insightsV1.RecordSiteEventsRequest[] = [];
let insights: GrpcServer;
let recorder: SiteEventRecorder;
let reader: TestReader;
let origin: string;

beforeAll(async () => {
  insights = createGrpcServer();
  insights.add(insightsV1.SiteEventsInternalServiceDefinition, {
    recordSiteEvents: async (request: insightsV1.RecordSiteEventsRequest) => {
      recorded.push(request);
      return { recorded: request.events.length };
    },
  });
  const insightsPort = await insights.listen('127.0.0.1:0');
  recorder = siteEventRecorder(`127.0.0.1:${insightsPort}`, createLogger('reader-feedback-test', 'silent'));
  reader = await startTestReader({ name: 'reader-feedback-test', sites, content, context: { siteEvents: recorder } });
  origin = reader.origin;
});

afterAll(async () => {
  await reader.close();
  await insights.shutdown();
});

/** Page views of the GETs below are sent too: only the feedback events matter here. */
async function feedbackSent(): Promise<insightsV1.RecordSiteEventsRequest[]> {
  await recorder.flush();
  const calls = recorded.splice(0).map((call) => ({ ...call, events: call.events.filter((event) => String(event.type).startsWith('page_post_feedback')) }));
  return calls.filter((call) => call.events.length > 0);
}

beforeEach(async () => {
  await feedbackSent();
});

const FORM = { siteSpace: 'ss-docs', space: GUIDE.id, page: 'p-install', revision: 'rev-guide-1', path: '/sites/org1/docs/install' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request (exact headers, no redirect following), as a browser or a hostile client sends it. */
function request(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const browserHeaders = (extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  Origin: origin,
  'Sec-Fetch-Site': 'same-origin',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
  'X-Forwarded-For': '203.0.113.7',
  Referer: `${origin}/sites/org1/docs/install?share=secret`,
  ...extra,
});

const post = (fields: Record<string, string>, extra: Record<string, string> = {}, site = 'docs') => request('POST', `/sites/${ORG}/${site}/~quire/feedback`, browserHeaders(extra), form(fields));

describe('the feedback block', () => {
  it('ends every page of a site with feedback.enabled: the question, three named rating buttons, the comment forms, all posting to the site', async () => {
    const page = await request('GET', `/sites/${ORG}/docs/install`, {});
    expect(page.status).toBe(200);
    const html = page.body;
    expect(html).toContain('Was this page helpful?');
    expect(html.match(/<form class="q-feedback-[a-z]+"[^>]*method="post" action="\/sites\/org1\/docs\/~quire\/feedback"/g)).toHaveLength(4);
    for (const [rating, label] of [['bad', 'No'], ['ok', 'Somewhat'], ['good', 'Yes']]) {
      expect(html).toMatch(new RegExp(`<button type="submit" class="q-feedback-rating" name="rating" value="${rating}">.*?<span>${label}</span></button>`));
      expect(html).toContain(`<form class="q-feedback-comment" id="q-feedback-${rating}"`);
    }
    for (const [name, value] of Object.entries({ siteSpace: 'ss-docs', space: GUIDE.id, page: 'p-install', revision: GUIDE.revisionId, path: '/sites/org1/docs/install' })) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    }
    expect(html).toContain('maxlength="512" required');
    // Nothing of the visitor in it: the page stays public and cacheable.
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('is absent by default (feedback disabled), and from search results and error pages', async () => {
    const plain = await request('GET', `/sites/${ORG}/plain/install`, {});
    expect(plain.status).toBe(200);
    expect(plain.body).not.toContain('q-feedback');
    expect(plain.body).not.toContain('Was this page helpful?');
    const search = await request('GET', `/sites/${ORG}/docs/~search?q=install`, {});
    expect(search.status).toBe(200);
    expect(search.body).not.toContain('q-feedback');
    const missing = await request('GET', `/sites/${ORG}/docs/no-such-page`, {});
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('q-feedback');
  });
});

describe('POST <site>/~quire/feedback', () => {
  it('records a rating as page_post_feedback with the page\'s location and the visitor\'s request, and answers 303 to the comment step', async () => {
    const answer = await post({ ...FORM, rating: 'good' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/sites/org1/docs/install#q-feedback-good');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await feedbackSent()).toEqual([
      {
        organizationId: ORG,
        siteId: 'site-docs',
        clientIp: '',
        userAgent: '',
        events: [
          {
            type: 'page_post_feedback',
            feedback: { rating: 'good' },
            timestamp: expect.any(String),
            session: { language: 'fr-FR', referrer: `${origin}/sites/org1/docs/install`, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
            location: {
              url: `${origin}/sites/org1/docs/install`,
              siteSection: null,
              siteSpace: 'ss-docs',
              siteShareKey: null,
              space: GUIDE.id,
              // The revision served now, not the form's.
              revision: GUIDE.revisionId,
              page: 'p-install',
              displayContext: 'site',
            },
          },
        ],
      },
    ]);
  });

  it('records a comment as page_post_feedback_comment (line breaks as typed, trimmed); with Accept: application/json answers 204', async () => {
    const answer = await post({ ...FORM, rating: 'bad', comment: '  The install step\r\nfails on ARM.  ' }, { Accept: 'application/json' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    const [call] = await feedbackSent();
    expect(call.events).toEqual([expect.objectContaining({ type: 'page_post_feedback_comment', feedback: { rating: 'bad', comment: 'The install step\nfails on ARM.' } })]);
  });

  it('answers a comment without JavaScript with 303 to the thank-you; a comment of 512 characters (line breaks counted once) is taken', async () => {
    const comment = `${'é'.repeat(300)}\r\n${'字'.repeat(211)}`;
    const answer = await post({ ...FORM, rating: 'ok', comment });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/sites/org1/docs/install#q-feedback-sent');
    const [call] = await feedbackSent();
    expect((call.events[0].feedback as { comment: string }).comment).toHaveLength(512);
  });

  it('takes the root of the site space for its first page, and a page read on a visitor-auth site with the visitor\'s token', async () => {
    const root = await post({ ...FORM, page: 'p-intro', path: '/sites/org1/docs', rating: 'ok' });
    expect(root.headers.location).toBe('/sites/org1/docs#q-feedback-ok');
    const member = await post({ ...FORM, siteSpace: 'ss-members', path: '/sites/org1/members/install', rating: 'good' }, { Cookie: 'quire_visitor=good-token' }, 'members');
    expect(member.status).toBe(303);
    expect(member.headers.location).toBe('/sites/org1/members/install#q-feedback-good');
    expect((await feedbackSent()).map((call) => [call.siteId, call.events[0].location])).toEqual([
      ['site-docs', expect.objectContaining({ url: `${origin}/sites/org1/docs`, page: 'p-intro' })],
      ['site-members', expect.objectContaining({ url: `${origin}/sites/org1/members/install`, siteSpace: 'ss-members' })],
    ]);
  });

  it('returns to the page\'s own URL when the form\'s path leads elsewhere, so nothing of the form reaches a header', async () => {
    for (const path of ['https://evil.example/phish', '/sites/org1/docs/introduction', '/sites/org1/other/secret', '/sites/org1/docs/install\r\nSet-Cookie: a=b']) {
      const answer = await post({ ...FORM, path, rating: 'good' });
      expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status: 303, location: '/sites/org1/docs/install#q-feedback-good' });
    }
    expect((await feedbackSent()).flatMap((call) => call.events.map((event) => (event.location as { url: string }).url))).toEqual(Array(4).fill(`${origin}/sites/org1/docs/install`));
  });

  it.each([
    ['an unknown rating', { ...FORM, rating: 'great' }, 400, /^rating: /],
    ['no rating', FORM, 400, /^rating: /],
    ['a comment over 512 characters', { ...FORM, rating: 'ok', comment: 'x'.repeat(513) }, 400, /^comment: must be at most 512 characters/],
    ['an empty comment', { ...FORM, rating: 'ok', comment: '' }, 400, /^comment: must not be empty/],
    ['a comment of spaces', { ...FORM, rating: 'ok', comment: ' \r\n ' }, 400, /^comment: must not be empty/],
    ['a comment with a NUL', { ...FORM, rating: 'ok', comment: 'a\u0000b' }, 400, /^comment: must not contain control characters/],
    ['a rating given twice', { ...FORM, rating: 'good' }, 400, /^rating: must be given once/, '&rating=bad'],
    ['no page', { ...FORM, page: '', rating: 'good' }, 400, /^page: /],
    ['a page of another site', { ...FORM, space: OTHER.id, page: 'p-secret', rating: 'good' }, 404, /^page: not a page of this site/],
    ['a site space of another site', { ...FORM, siteSpace: 'ss-other', space: OTHER.id, page: 'p-secret', rating: 'good' }, 404, /^page: /],
    ['a page of another space than the form says', { ...FORM, space: OTHER.id, rating: 'good' }, 404, /^page: /],
    ['a link page', { ...FORM, page: 'p-status', rating: 'good' }, 404, /^page: /],
    ['an unknown page', { ...FORM, page: 'p-nope', rating: 'good' }, 404, /^page: /],
  ])('refuses %s, recording nothing', async (_name, fields, status, message, suffix = '') => {
    const answer = await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders({ Accept: 'application/json' }), form(fields as Record<string, string>) + suffix);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body).error).toEqual({ code: status, message: expect.stringMatching(message) });
    expect(await feedbackSent()).toEqual([]);
  });

  it('refuses, with the reader\'s error page and nothing recorded: another site\'s page, a wrong content type, a body too big, not UTF-8, a cross-origin post', async () => {
    const body = form({ ...FORM, rating: 'good' });
    const cases: [string, Answer, number][] = [
      ['page of the docs site posted to the other site', await post({ ...FORM, rating: 'good' }, {}, 'other'), 404],
      ['JSON', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders({ 'Content-Type': 'application/json' }), JSON.stringify({ ...FORM, rating: 'good' })), 415],
      ['multipart', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders({ 'Content-Type': 'multipart/form-data; boundary=x' }), body), 415],
      ['no content type', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, { Origin: origin }, body), 415],
      ['latin-1', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders({ 'Content-Type': 'application/x-www-form-urlencoded; charset=iso-8859-1' }), body), 415],
      ['too big (declared)', await post({ ...FORM, rating: 'ok', comment: 'x'.repeat(500) + '&pad='.concat('y'.repeat(MAX_FEEDBACK_BODY_BYTES)) }), 413],
      ['too big (chunked)', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders({ 'Transfer-Encoding': 'chunked' }), `${body}&pad=${'y'.repeat(MAX_FEEDBACK_BODY_BYTES)}`), 413],
      ['not UTF-8', await request('POST', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders(), Buffer.concat([Buffer.from(`${body}&comment=`), Buffer.from([0xff, 0xfe])])), 400],
      ['another origin', await post({ ...FORM, rating: 'good' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), 403],
      ['Origin null', await post({ ...FORM, rating: 'good' }, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }), 403],
      ['a same-site but other origin', await post({ ...FORM, rating: 'good' }, { 'Sec-Fetch-Site': 'same-site' }), 403],
    ];
    for (const [name, answer, status] of cases) {
      expect({ name, status: answer.status, type: answer.headers['content-type'] }).toEqual({ name, status, type: 'text/html; charset=utf-8' });
      expect(answer.body).toContain('Feedback not sent');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    expect(await feedbackSent()).toEqual([]);
  });

  it('gives a visitor who may not read the site what a page request gets, and takes only POST', async () => {
    const denied = await post({ ...FORM, siteSpace: 'ss-members', rating: 'good' }, { Cookie: 'quire_visitor=wrong-token' }, 'members');
    const page = await request('GET', `/sites/${ORG}/members/install`, { Cookie: 'quire_visitor=wrong-token' });
    expect(denied.status).toBe(401);
    expect(page.status).toBe(401);
    expect(denied.body).toBe(page.body);
    expect((await post({ ...FORM, rating: 'good' }, {}, 'unknown')).status).toBe(404);
    expect((await request('GET', `/sites/${ORG}/docs/~quire/feedback`, {})).status).toBe(405);
    expect((await request('PUT', `/sites/${ORG}/docs/~quire/feedback`, browserHeaders(), form({ ...FORM, rating: 'good' }))).status).toBe(405);
    expect((await request('POST', `/sites/${ORG}/docs/install`, browserHeaders(), form({ ...FORM, rating: 'good' }))).status).toBe(405);
    expect(await feedbackSent()).toEqual([]);
  });

  it('takes a post without Origin or Sec-Fetch-Site (not a browser led by another site)', async () => {
    const answer = await request('POST', `/sites/${ORG}/docs/~quire/feedback`, { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, form({ ...FORM, rating: 'bad' }));
    expect(answer.status).toBe(303);
    expect(await feedbackSent()).toHaveLength(1);
  });
});

describe('readBoundedBody', () => {
  it('gives up on a body that does not arrive in time', async () => {
    const results: unknown[] = [];
    const slow = http.createServer((req, res) => {
      void readBoundedBody(req, 1024, 200).then((result) => {
        results.push(result);
        res.writeHead(408, { Connection: 'close' });
        res.end();
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: (slow.address() as AddressInfo).port, method: 'POST', headers: { 'Content-Length': '100' }, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write('rating=');
    });
    expect(status).toBe(408);
    expect(results).toEqual([{ ok: false, reason: 'timeout' }]);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
