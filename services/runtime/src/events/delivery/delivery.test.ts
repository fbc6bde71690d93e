import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { identityV1 } from '@quire/proto';
import { createLogger, namespacedSubject, newId, removeNamespace, testNamespace, type EventEnvelope } from '@quire/shared';
import { NATS_URL } from '@quire/shared/testing';
import { ServerError, Status } from 'nice-grpc';
import pg from 'pg';
import { testDatabase } from '../../../test/test-database';
import type { IdentityForRuntime } from '../../environment/resolver';
import { startRuntimeService, type RunningRuntimeService } from '../../service';
import { listIntegrationEvents } from '../queries';
import type { RuntimeEventRow } from '../rows';
import { retryDelayMs } from './delivery-loop';

// The event consumer and the delivery loop together (docs/integrations.md "Events"): domain
// events published to the real NATS in a namespace of this file's own, a real database, a real
// workerd process; identity faked at its rpcs.

const { databaseUrl, drop: dropDatabase } = testDatabase('deliveries');
const namespace = testNamespace('runtime_deliveries');
const logger = createLogger('runtime-test', 'silent');

/**
 * Records, per installation, the order in which events were handled and whether two of one
 * installation ever ran at once; fails or stalls on demand (by the revision id's prefix).
 */
const script = `
const attempts = {};
const order = {};
const active = {};
const overlaps = [];
const scoped = {};
export default { async fetch(request) {
  if (new URL(request.url).pathname === '/order') return Response.json({ order, overlaps, scoped });
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  if (event.revisionId) scoped[event.revisionId + '@' + event.installationId] = environment.spaceInstallation ?? null;
  if (event.siteId) scoped[event.type + ' ' + event.url + '@' + event.installationId] = environment.siteInstallation ?? null;
  const key = event.installationId;
  const mark = event.revisionId ?? (event.url ? event.type + ' ' + event.url : event.type);
  attempts[event.eventId] = (attempts[event.eventId] ?? 0) + 1;
  if (active[key]) overlaps.push(mark);
  active[key] = true;
  try {
    console.log('attempt ' + attempts[event.eventId] + ' of ' + mark);
    if (mark.startsWith('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
    const flaky = /^flaky-(\\d+)/.exec(mark);
    if (flaky && attempts[event.eventId] <= Number(flaky[1])) return new Response('not yet', { status: 500 });
    if (mark.startsWith('always-fail')) return new Response('never', { status: 500 });
    if (mark.startsWith('unhandled')) return new Response(JSON.stringify({ error: 'no handler' }), { status: 406 });
    (order[key] ??= []).push(mark);
    return new Response('ok');
  } finally {
    active[key] = false;
  }
} };`;

/** Spaces and the installations enabled on them (all of integration int-1, organization org-1). */
const SPACES: Record<string, string[]> = {
  'sp-1': ['inst-a', 'inst-b'],
  'sp-2': ['inst-a'],
  'sp-3': ['inst-c'],
  'sp-4': ['inst-d'],
  'sp-5': ['inst-e'],
  'sp-6': ['inst-f'],
  'sp-7': ['inst-h'],
  'sp-8': ['inst-k'],
  'sp-9': ['inst-g'],
};

/** Sites and the installations enabled on them. */
const SITES: Record<string, string[]> = {
  'site-1': ['inst-s', 'inst-t'],
};

function fakeIdentity() {
  const fake = {
    /** false: identity unreachable (UNAVAILABLE). */
    up: true,
    published: true,
    resolutions: 0,
    /** `installation@space`: uninstalled from that space since its event was queued (ListRuntimeTargets still answers it). */
    uninstalled: new Set<string>(),
    targetCalls: [] as identityV1.ListRuntimeTargetsRequest[],
    getIntegrationRuntime: async (request: identityV1.GetIntegrationRuntimeRequest): Promise<identityV1.GetIntegrationRuntimeResponse> => {
      if (!fake.up) throw new ServerError(Status.UNAVAILABLE, 'identity is down');
      fake.resolutions++;
      if (request.integrationId !== 'int-1' || !fake.published) throw new ServerError(Status.NOT_FOUND, 'No matching integration found for given id');
      return {
        integrationName: 'orderly',
        organizationId: 'org-pub',
        version: 1,
        script,
        secrets: {},
        integration: { object: 'integration', name: 'orderly', version: 1, urls: { publicEndpoint: 'https://quire.example/v1/integrations/orderly/integration' } },
        installation: request.installationId ? { id: request.installationId, configuration: {} } : undefined,
        ...(request.installationId &&
          request.spaceId &&
          (SPACES[request.spaceId] ?? []).includes(request.installationId) &&
          !fake.uninstalled.has(`${request.installationId}@${request.spaceId}`) && {
            spaceInstallation: { installation: request.installationId, space: request.spaceId, status: 'active', configuration: { channel: `${request.installationId} on ${request.spaceId}` } },
          }),
        ...(request.installationId &&
          request.siteId &&
          (SITES[request.siteId] ?? []).includes(request.installationId) && {
            siteInstallation: { installation: request.installationId, site: request.siteId, status: 'active', configuration: {} },
          }),
      };
    },
    mintIntegrationTokens: async (request: identityV1.MintIntegrationTokensRequest): Promise<identityV1.MintIntegrationTokensResponse> => ({
      integrationToken: 'gb_intg_secret',
      installationToken: request.installationId ? 'gb_inst_secret' : undefined,
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
    // Development mode off: every invocation runs the published script.
    getIntegrationRouting: async (request: identityV1.GetIntegrationRoutingRequest): Promise<identityV1.GetIntegrationRoutingResponse> => {
      if (!fake.up) throw new ServerError(Status.UNAVAILABLE, 'identity is down');
      if (request.integrationName !== 'orderly' || !fake.published) throw new ServerError(Status.NOT_FOUND, 'No matching integration found');
      return { integrationId: 'int-1', published: true, version: 1, organizationId: 'org-pub', devAll: false };
    },
    listRuntimeTargets: async (request: identityV1.ListRuntimeTargetsRequest): Promise<identityV1.ListRuntimeTargetsResponse> => {
      if (!fake.up) throw new ServerError(Status.UNAVAILABLE, 'identity is down');
      fake.targetCalls.push(request);
      const targetsOf = (ids: string[], enabled: Record<string, string[]>, scope: 'spaceId' | 'siteId'): identityV1.RuntimeTarget[] =>
        ids.flatMap((id) =>
          (enabled[id] ?? []).map((installationId) => ({ integrationId: 'int-1', integrationName: 'orderly', installationId, organizationId: 'org-1', scope: { $case: scope, value: id } })),
        );
      return { targets: [...targetsOf(request.spaceIds, SPACES, 'spaceId'), ...targetsOf(request.siteIds, SITES, 'siteId')] };
    },
  };
  return fake;
}

const identity = fakeIdentity();
let service: RunningRuntimeService;
let db: pg.Pool;
let nc: Awaited<ReturnType<typeof connect>>;

const start = () =>
  startRuntimeService({
    host: '127.0.0.1',
    port: 0,
    logger,
    databaseUrl,
    identity: identity as unknown as IdentityForRuntime,
    natsUrl: NATS_URL,
    eventNamespace: namespace,
    limits: { timeoutMs: 5_000 },
    delivery: { retryBaseMs: 200, maxAttempts: 3, pollMs: 100 },
  });

beforeAll(async () => {
  service = await start();
  db = service.context.db;
  nc = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await service?.stop();
  await nc?.close();
  await removeNamespace(NATS_URL, namespace).catch(() => undefined);
  await dropDatabase();
});

/** Publishes a domain event as a service's outbox relay does (retried until the consumers made the stream). */
async function publish(type: string, data: Record<string, unknown>, { id = newId(), msgID = id }: { id?: string; msgID?: string } = {}): Promise<EventEnvelope> {
  const envelope: EventEnvelope = { specversion: '1.0', id, type, source: `quire/${type.split('.')[1]}`, time: new Date().toISOString(), subject: 'aggregate', organization: 'org-1', data };
  for (let tries = 0; ; tries++) {
    try {
      await jetstream(nc).publish(namespacedSubject(type, namespace), JSON.stringify(envelope), { msgID });
      return envelope;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const merged = (spaceId: string, revisionId: string, options?: { id?: string; msgID?: string }) =>
  publish('quire.content.revision.created', { id: revisionId, spaceId, changeRequestId: null, revisionId, parentRevisionId: null, actorId: 'u1', type: 'merge' }, options);

const rowsOf = async (sourceEventIds: string[]) =>
  (await db.query<RuntimeEventRow & { source_event_id: string; next_attempt_at: Date }>(`SELECT *, source_event_id FROM runtime_events WHERE source_event_id = ANY($1) ORDER BY seq`, [sourceEventIds])).rows;

/** Waits until every delivery of these domain events has finished (success or failed), `expected` of them. */
async function finished(sourceEventIds: string[], expected: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rowsOf(sourceEventIds);
    if (rows.length === expected && rows.every((row) => row.status === 'success' || row.status === 'failed')) return rows;
    if (Date.now() > until) throw new Error(`not finished: ${JSON.stringify(rows.map((row) => [row.installation_id, row.status, row.attempts]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the script recorded: per installation, the order of the events it handled; events that overlapped another of their installation. */
async function scriptState(): Promise<{ order: Record<string, string[]>; overlaps: string[]; scoped: Record<string, unknown> }> {
  const response = await service.context.supervisor.invoke({ key: 'orderly@1', source: script }, { path: '/order', method: 'GET' });
  return JSON.parse(response.body.toString('utf8')) as { order: Record<string, string[]>; overlaps: string[]; scoped: Record<string, unknown> };
}

describe('the event consumer and the delivery loop', () => {
  it("sends a merge's space_content_updated to every installation on the space, each once, in order per installation", async () => {
    const first = await merged('sp-1', 'slow-r1');
    const second = await merged('sp-1', 'r2');
    const third = await merged('sp-2', 'r3');
    const rows = await finished([first.id, second.id, third.id], 5);
    expect(rows.map((row) => [row.installation_id, row.status])).toEqual(
      expect.arrayContaining([
        ['inst-a', 'success'],
        ['inst-b', 'success'],
      ]),
    );
    expect(rows.every((row) => row.status === 'success' && row.attempts === 1 && row.integration_version === 1)).toBe(true);
    const mine = rows.find((row) => row.installation_id === 'inst-b' && row.source_event_id === first.id)!;
    // The GitBook event: its id is the record's, the installation the one it went to.
    expect(mine.payload).toEqual({ type: 'space_content_updated', spaceId: 'sp-1', revisionId: 'slow-r1', eventId: mine.id, installationId: 'inst-b' });
    // The slow first event held back its installations' next ones; no two of one installation overlapped.
    const state = await scriptState();
    expect(state.order['inst-a']).toEqual(['slow-r1', 'r2', 'r3']);
    expect(state.order['inst-b']).toEqual(['slow-r1', 'r2']);
    expect(state.overlaps).toEqual([]);
    // Each environment carries the space installation of its installation on the event's space.
    expect(state.scoped['r2@inst-b']).toEqual({ installation: 'inst-b', space: 'sp-1', status: 'active', configuration: { channel: 'inst-b on sp-1' } });
    expect(state.scoped['r3@inst-a']).toMatchObject({ space: 'sp-2', configuration: { channel: 'inst-a on sp-2' } });
    // Tokens of the environment are never stored.
    expect(JSON.stringify(rows)).not.toContain('gb_inst_secret');
    // listIntegrationEvents shows them.
    const listed = await listIntegrationEvents(db, 'int-1', {});
    expect(listed.items.map((row) => row.id)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
  });

  it("retries a failing delivery with backoff, holding back its installation's later events, then succeeds; gives up after the attempts", async () => {
    const flaky = await merged('sp-3', 'flaky-2');
    const after = await merged('sp-3', 'after-flaky');
    const [flakyRow, afterRow] = await finished([flaky.id, after.id], 2);
    expect(flakyRow).toMatchObject({ status: 'success', attempts: 3, logs: ['attempt 3 of flaky-2'], error_code: null });
    // 200 ms, then 400 ms between the attempts.
    expect(flakyRow.updated_at.getTime() - flakyRow.created_at.getTime()).toBeGreaterThanOrEqual(retryDelayMs(1, 200, 60_000) + retryDelayMs(2, 200, 60_000));
    expect(afterRow).toMatchObject({ status: 'success', attempts: 1 });
    expect(afterRow.updated_at.getTime()).toBeGreaterThanOrEqual(flakyRow.updated_at.getTime());
    expect((await scriptState()).order['inst-c']).toEqual(['flaky-2', 'after-flaky']);

    const failing = await merged('sp-4', 'always-fail');
    const unhandled = await merged('sp-5', 'unhandled');
    const [failedRow] = await finished([failing.id], 1);
    expect(failedRow).toMatchObject({ status: 'failed', attempts: 3, error_code: 'rejected', response_status: 500, logs: ['attempt 3 of always-fail'] });
    // No handler for the type: a retry cannot change that.
    const [unhandledRow] = await finished([unhandled.id], 1);
    expect(unhandledRow).toMatchObject({ status: 'failed', attempts: 1, response_status: 406 });
  });

  it('delivers a redelivered domain event no second time (processed ids, then the unique index)', async () => {
    const event = await merged('sp-6', 'once');
    await finished([event.id], 1);
    // The same event past JetStream's duplicate window (another message id).
    await merged('sp-6', 'once', { id: event.id, msgID: `${event.id}-again` });
    // As if its processed id had been lost: the (source event, installation) index still holds.
    await db.query('DELETE FROM processed_events WHERE id LIKE $1', [`%:${event.id}`]);
    await merged('sp-6', 'once', { id: event.id, msgID: `${event.id}-third` });
    // A later event of the same stream is delivered once those were handled.
    const later = await merged('sp-6', 'later');
    await finished([later.id], 1);
    expect(await rowsOf([event.id])).toHaveLength(1);
    expect((await scriptState()).order['inst-f']).toEqual(['once', 'later']);
    const { rows } = await db.query('SELECT 1 FROM processed_events WHERE id LIKE $1', [`%:${event.id}`]);
    expect(rows).toHaveLength(1);
  });

  it('sends installation events to that installation, installation_deleted without its environment', async () => {
    const base = { installationId: 'inst-g', integrationId: 'int-1', integration: 'orderly', organizationId: 'org-1', actorId: 'u1' };
    const setup = await publish('quire.identity.integration-space-installation.created', { ...base, spaceId: 'sp-9' });
    const deleted = await publish('quire.identity.integration-installation.deleted', base);
    const rows = await finished([setup.id, deleted.id], 2);
    expect(rows.map((row) => [row.type, row.installation_id, row.status])).toEqual([
      ['space_installation_setup', 'inst-g', 'success'],
      ['installation_deleted', 'inst-g', 'success'],
    ]);
    expect(rows[0].payload).toMatchObject({ type: 'space_installation_setup', spaceId: 'sp-9', installationId: 'inst-g', status: 'active' });
  });

  it("sends a site's page views and feedback to each installation on the site, as site_view and page_feedback, in order, once", async () => {
    const visitor = { anonymousId: 'day-hash', userAgent: 'Mozilla/5.0', ip: '203.0.113.9', language: 'fr' };
    const activity = {
      siteId: 'site-1',
      events: [
        { type: 'site_view', at: new Date().toISOString(), url: 'https://docs.example.com/a?utm_source=x', referrer: '', siteSpaceId: 'ssp-1', spaceId: 'sp-1', pageId: 'p-1', visitor },
        { type: 'page_feedback', at: new Date().toISOString(), url: 'https://docs.example.com/a', referrer: 'https://example.com/', pageId: 'p-1', visitor, feedback: { rating: 'good', comment: 'Clear' } },
        // Nothing GitBook's events could say (no visitor id): left out.
        { type: 'site_view', url: 'https://docs.example.com/b', referrer: '', visitor: {} },
        { type: 'site_view', url: 'https://docs.example.com/c', referrer: '', visitor: { anonymousId: 'other', userAgent: '', ip: '' } },
      ],
    };
    const event = await publish('quire.insights.site-activity.recorded', activity);
    const sources = [0, 1, 2, 3].map((part) => `${event.id}#${part}`);
    const rows = await finished(sources, 6);
    expect(rows.every((row) => row.status === 'success')).toBe(true);
    const mine = rows.filter((row) => row.installation_id === 'inst-s');
    expect(mine.map((row) => row.source_event_id)).toEqual([sources[0], sources[1], sources[3]]);
    expect(mine[0].payload).toEqual({
      type: 'site_view',
      eventId: mine[0].id,
      installationId: 'inst-s',
      siteId: 'site-1',
      siteSpaceId: 'ssp-1',
      spaceId: 'sp-1',
      pageId: 'p-1',
      url: 'https://docs.example.com/a?utm_source=x',
      referrer: '',
      visitor: { anonymousId: 'day-hash', cookies: {}, userAgent: 'Mozilla/5.0', ip: '203.0.113.9', language: 'fr' },
    });
    expect(mine[1].payload).toEqual({
      type: 'page_feedback',
      eventId: mine[1].id,
      installationId: 'inst-s',
      siteId: 'site-1',
      pageId: 'p-1',
      url: 'https://docs.example.com/a',
      referrer: 'https://example.com/',
      visitor: { anonymousId: 'day-hash', cookies: {}, userAgent: 'Mozilla/5.0', ip: '203.0.113.9', language: 'fr' },
      feedback: { rating: 'good', comment: 'Clear' },
    });
    const state = await scriptState();
    expect(state.order['inst-t']).toEqual(['site_view https://docs.example.com/a?utm_source=x', 'page_feedback https://docs.example.com/a', 'site_view https://docs.example.com/c']);
    // The site's event runs with the installation's site installation, not a space's (the view names its space too).
    expect(state.scoped['site_view https://docs.example.com/a?utm_source=x@inst-t']).toEqual({ installation: 'inst-t', site: 'site-1', status: 'active', configuration: {} });
    // Handled again (past the duplicate window): no new delivery.
    await publish('quire.insights.site-activity.recorded', activity, { id: event.id, msgID: `${event.id}-again` });
    // A later event of the same consumer is handled after it.
    const later = await publish('quire.insights.site-activity.recorded', { siteId: 'site-1', events: [{ type: 'site_view', url: 'https://docs.example.com/d', referrer: '', visitor }] });
    await finished([`${later.id}#0`], 2);
    expect(await rowsOf(sources)).toHaveLength(6);
  });

  it('does not send a space event to an installation uninstalled from that space since: failed with the reason, no retry', async () => {
    identity.uninstalled.add('inst-k@sp-8');
    const event = await merged('sp-8', 'left');
    const [row] = await finished([event.id], 1);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error_code: 'unavailable', error_message: 'the installation is no longer installed on the space sp-8' });
    expect((await scriptState()).order['inst-k']).toBeUndefined();
  });

  it('loses nothing when identity is down or the runtime stops: rows stay pending, and a delivery left running is due again after its lease', async () => {
    identity.up = false;
    const waiting = await merged('sp-1', 'while-down');
    // The consumer cannot fan out without identity: the event stays in NATS (nak'ed), then lands.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await rowsOf([waiting.id])).toHaveLength(0);
    await service.stop();

    // A delivery a crashed runtime left running, its lease over (written while no runtime runs).
    const crashed = newId();
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    try {
      await direct.query(
        `INSERT INTO runtime_events (id, integration_id, organization_id, installation_id, source_event_id, type, payload, status, attempts, next_attempt_at)
         VALUES ($1, 'int-1', 'org-1', 'inst-h', $2, 'space_content_updated', $3, 'running', 1, CURRENT_TIMESTAMP - interval '1 second')`,
        [crashed, `src-${crashed}`, JSON.stringify({ type: 'space_content_updated', spaceId: 'sp-7', revisionId: 'crashed', eventId: crashed, installationId: 'inst-h' })],
      );
    } finally {
      await direct.end();
    }

    identity.up = true;
    service = await start();
    db = service.context.db;
    const rows = await finished([waiting.id], 2);
    expect(rows.every((row) => row.status === 'success')).toBe(true);
    const [recovered] = await finished([`src-${crashed}`], 1);
    // Its second attempt (the script's log lines go to a record only when nothing else runs in its process).
    expect(recovered).toMatchObject({ status: 'success', attempts: 2 });
    expect((await scriptState()).order['inst-h']).toEqual(['crashed']);
  });
});
