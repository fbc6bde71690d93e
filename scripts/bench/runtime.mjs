// `npm run bench -- runtime`: integration scripts in workerd (docs/integrations.md "The runtime").
//   - event-to-script-p95-ms: an integration published and installed on a space through the
//     API, run by the stack's runtime: a change request merged through the API, one at a time,
//     timed from the merge request (before its commit) to the moment the script's call reaches
//     a receiver of this benchmark (the script POSTs the event's revision to it through the
//     runtime's guard proxy): outbox, NATS, the runtime's consumer, identity's fan-out, the
//     delivery loop and the script.
//   - events-per-s: EVENT_BACKLOG `quire.content.revision.created` events of that space published
//     to NATS as content's relay publishes them, until the integration's event list counts them
//     delivered: one installation, so one after the other (in order per installation).
//   - render-ui-p95-ms: renderIntegrationUIWithPost through the gateway (POST
//     /v1/integrations/{name}/render): the fixture integration (built on @gitbook/runtime, bundled
//     as `gitbook publish` does), published and installed on the space with the benchmark's
//     token, renders its component for that space; warm (after 10 renders), one at a time. The
//     same `ui_render` dispatched to the script alone, in a workerd process of this benchmark's
//     own supervisor, is reported beside it.
import fixtures from '../../services/runtime/test/fixtures/bundle-test-integration.js';
import http from 'node:http';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import runtime from '@quire/runtime';
import shared from '@quire/shared';

const { bundleTestIntegration } = fixtures;

const SAMPLES = Number(process.env.BENCH_RUNTIME_SAMPLES || 200);
const MERGES = Number(process.env.BENCH_RUNTIME_MERGES || 60);
const EVENT_BACKLOG = Number(process.env.BENCH_RUNTIME_EVENTS || 2000);
const ALONE_EVENTS = 1000;

/**
 * The runtime service in this process (identity faked at its rpcs: one installation on space
 * `sp`), ALONE_EVENTS `revision.created` published to NATS in a namespace of its own; resolves
 * to events per second from the first publish to the last delivery recorded `success`.
 */
async function runtimeAlone({ databaseUrl, natsUrl, nc, logger }) {
  const script = `export default { async fetch(request) { const form = await request.formData(); JSON.parse(form.get('event')); return new Response('ok'); } };`;
  const identity = {
    getIntegrationRuntime: async ({ installationId, spaceId }) => ({
      integrationName: 'alone', organizationId: 'org', version: 1, script, secrets: {},
      integration: { object: 'integration', name: 'alone', version: 1, urls: { publicEndpoint: 'http://127.0.0.1:9/integration' } },
      installation: installationId ? { id: installationId, configuration: {} } : undefined,
      // The event's space installation (deliveries of space events carry it in their environment).
      spaceInstallation: installationId && spaceId ? { installation: installationId, space: spaceId, status: 'active', configuration: {} } : undefined,
    }),
    // No development mode: every invocation runs in the bench's own workerd.
    getIntegrationRouting: async () => ({ integrationId: 'int-alone', organizationId: 'org', version: 1, published: true, devAll: false }),
    mintIntegrationTokens: async ({ installationId }) => ({ integrationToken: 'gb_intg_alone', installationToken: installationId ? 'gb_inst_alone' : undefined, expiresAt: new Date(Date.now() + 3_600_000) }),
    listRuntimeTargets: async ({ spaceIds }) => ({
      targets: spaceIds.map((value) => ({ integrationId: 'int-alone', integrationName: 'alone', installationId: 'inst-alone', organizationId: 'org', scope: { $case: 'spaceId', value } })),
    }),
  };
  const namespace = shared.testNamespace('benchalone');
  const service = await runtime.startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl, identity, natsUrl, eventNamespace: namespace });
  try {
    const js = jetstream(nc);
    const subject = shared.namespacedSubject('quire.content.revision.created', namespace);
    const started = performance.now();
    for (let from = 0; from < ALONE_EVENTS; from += 100) {
      const published = [];
      for (let i = from; i < Math.min(ALONE_EVENTS, from + 100); i++) {
        const id = shared.newId();
        const data = { id: `alone-${i}`, spaceId: 'sp', changeRequestId: null, revisionId: `alone-${i}`, type: 'merge' };
        const envelope = { specversion: '1.0', id, type: 'quire.content.revision.created', source: 'quire/content', time: new Date().toISOString(), subject: data.id, organization: 'org', data };
        published.push(js.publish(subject, JSON.stringify(envelope), { msgID: id }));
      }
      await Promise.all(published);
    }
    const until = performance.now() + 300_000;
    for (;;) {
      const { rows } = await service.context.db.query(`SELECT count(*)::int AS done FROM runtime_events WHERE status = 'success'`);
      if (rows[0].done >= ALONE_EVENTS) break;
      if (performance.now() > until) throw new Error('the runtime alone did not deliver the events within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return ALONE_EVENTS / ((performance.now() - started) / 1000);
  } finally {
    await service.stop();
    await shared.removeNamespace(natsUrl, namespace).catch(() => undefined);
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** One call of the stack's API with the benchmark's token; throws on a non-2xx answer. */
async function callApi(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The integration the stack's runtime runs: on `space_content_updated` of a merge, tells the receiver which revision reached it. */
const listenerScript = (receiverUrl) => `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  if (event.type === 'space_content_updated' && !event.revisionId.startsWith('backlog-')) {
    await fetch(${JSON.stringify(receiverUrl)}, { method: 'POST', body: event.revisionId });
  }
  return new Response('ok');
} };`;

/** A local HTTP receiver: resolves `arrival(revisionId)` when the script's POST for it arrives. */
async function startReceiver() {
  const arrived = new Map();
  const waiting = new Map();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const at = performance.now();
      arrived.set(body, at);
      waiting.get(body)?.(at);
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hit`,
    arrival: (revisionId, timeoutMs = 30_000) =>
      arrived.has(revisionId)
        ? Promise.resolve(arrived.get(revisionId))
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no event for revision ${revisionId} within ${timeoutMs} ms`)), timeoutMs);
            waiting.set(revisionId, (at) => {
              clearTimeout(timer);
              resolve(at);
            });
          }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * @param {{ baseUrl: string, token: string, organizationId: string, spaceId: string, natsUrl: string, eventNamespace: string, step: Function, log: Function }} options
 *   baseUrl: the gateway's API root (`…/v1`); token: the API token of the organization's owner
 *   (publishes and installs the integration, merges); natsUrl and eventNamespace: the stack's;
 *   aloneDatabaseUrl: a database for the runtime-alone measurement (none: skipped).
 */
export async function runRuntimeBench({ baseUrl, token, organizationId, spaceId, natsUrl, eventNamespace, aloneDatabaseUrl, step, log }) {
  const logger = shared.createLogger('bench-runtime', 'warn');
  const gatewayHost = new URL(baseUrl).host;
  const egress = shared.createEgress({ ...shared.EGRESS_DEFAULTS, allow: [gatewayHost], logger });
  const proxy = await runtime.startGuardProxy({ egress, logger, requestTimeoutMs: 10_000 });
  const supervisor = new runtime.WorkerSupervisor({ logger, egressAddress: proxy.address });
  const receiver = await startReceiver();
  const nc = await connect({ servers: natsUrl });
  const results = [];
  const targets = [];
  const api = async (method, pathname, body) => {
    const response = await fetch(`${baseUrl}${pathname}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  try {
    log('publishing an integration and installing it on the space');
    const name = `bench-events-${Date.now().toString(36)}`;
    await api('POST', `/integrations/${name}`, { title: 'Bench events', description: 'Receives events', scopes: [], script: listenerScript(receiver.url), organization: organizationId, visibility: 'private' });
    const installation = await api('POST', `/integrations/${name}/installations`, { organization: organizationId });
    await api('POST', `/integrations/${name}/installations/${installation.id}/spaces`, { space: spaceId });
    const delivered = async () => (await api('GET', `/integrations/${name}/events?limit=1`)).count;

    /** A change request with one new page, merged; resolves to the merge's start and its revision. */
    let merges = 0;
    const merge = async () => {
      const changeRequest = await api('POST', `/spaces/${spaceId}/change-requests`, { subject: `Bench ${++merges}` });
      await api('POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/content/pages`, { title: `Page ${merges}`, content: { markdown: `Bench page ${merges}.\n` } });
      const started = performance.now();
      const { revision } = await api('POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/merge`);
      return { started, revision };
    };
    // Warm-up: the worker process starts, the environment is resolved, the durables exist.
    for (let i = 0; i < 3; i++) {
      const { revision } = await merge();
      await receiver.arrival(revision, 60_000);
    }

    const latency = await step('merge to script (space_content_updated through NATS and the runtime)', async () => {
      const samples = [];
      for (let i = 0; i < MERGES; i++) {
        const { started, revision } = await merge();
        samples.push((await receiver.arrival(revision)) - started);
      }
      return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    }, { targets: ['event-to-script-p95-ms'] });
    if (latency) {
      results.push({ title: 'merge to script, p50 / p95 ms', value: `${latency.p50.toFixed(1)} / ${latency.p95.toFixed(1)}` });
      targets.push(`target event-to-script-p95-ms: ${latency.p95.toFixed(1)} (goal <= 1000)`);
    }

    const throughput = await step(`events per second (${EVENT_BACKLOG} to one installation)`, async () => {
      const js = jetstream(nc);
      const before = await delivered();
      const subject = shared.namespacedSubject('quire.content.revision.created', eventNamespace);
      const started = performance.now();
      // Published as a relay publishes a backlog: many acknowledgements awaited at once, in order.
      for (let from = 0; from < EVENT_BACKLOG; from += 100) {
        const published = [];
        for (let i = from; i < Math.min(EVENT_BACKLOG, from + 100); i++) {
          const id = shared.newId();
          const data = { id: `backlog-${i}`, spaceId, changeRequestId: null, revisionId: `backlog-${i}`, parentRevisionId: null, actorId: null, type: 'merge' };
          const envelope = { specversion: '1.0', id, type: 'quire.content.revision.created', source: 'quire/content', time: new Date().toISOString(), subject: data.id, organization: organizationId, data };
          published.push(js.publish(subject, JSON.stringify(envelope), { msgID: id }));
        }
        await Promise.all(published);
      }
      const until = performance.now() + 300_000;
      while ((await delivered()) - before < EVENT_BACKLOG) {
        if (performance.now() > until) throw new Error('the events were not delivered within 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return EVENT_BACKLOG / ((performance.now() - started) / 1000);
    }, { targets: ['events-per-s'] });
    if (throughput !== undefined) {
      results.push({ title: `events per second (${EVENT_BACKLOG}, one installation)`, value: throughput.toFixed(0) });
      targets.push(`target events-per-s: ${throughput.toFixed(0)} (goal >= 200)`);
    }

    // The runtime's consumer and delivery loop alone, beside the stack: identity answered in
    // process, a script that answers at once, its own database and namespace. What one
    // installation's deliveries cost without the rest of the stack's work on the same events.
    if (aloneDatabaseUrl) {
      const alone = await step('events per second, the runtime alone', () => runtimeAlone({ databaseUrl: aloneDatabaseUrl, natsUrl, nc, logger }), { targets: [] });
      if (alone !== undefined) results.push({ title: `events per second, runtime alone (${ALONE_EVENTS})`, value: alone.toFixed(0) });
    }

    log('bundling the fixture integration and starting its worker');
    const script = { key: 'bench-integration@1', source: await bundleTestIntegration() };
    const environment = {
      apiEndpoint: baseUrl.replace(/\/v1$/, ''),
      apiTokens: { integration: token, installation: token },
      authToken: token,
      integration: { name: 'bench-integration' },
      secrets: {},
      signingSecrets: { integration: 'bench-signing-secret' },
    };
    const render = {
      eventId: 'bench-render',
      type: 'ui_render',
      componentId: 'greeting',
      props: { name: 'bench' },
      state: { clicks: 0 },
      context: { type: 'document', theme: 'light', spaceId, editable: false },
    };
    const renderOnce = async () => {
      const result = await runtime.dispatchToScript(supervisor, script, { event: render, environment });
      if (!result.ok) throw new Error(`the script failed ui_render: ${result.reason} ${result.message}`);
      runtime.renderOutput(result);
    };
    // Warm-up: the process starts, the script loads.
    for (let i = 0; i < 10; i++) await renderOnce();

    const rendering = await step('ui_render (dispatch only)', async () => {
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await renderOnce();
        samples.push(performance.now() - started);
      }
      return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    });
    if (rendering) results.push({ title: 'ui_render dispatched to the script alone, p50 / p95 ms', value: `${rendering.p50.toFixed(1)} / ${rendering.p95.toFixed(1)}` });

    // The target: renderIntegrationUIWithPost through the gateway, identity's render target and
    // the stack's runtime, the fixture published and installed on the space with the bench's token.
    const renderName = `bench-render-${Date.now().toString(36)}`;
    log(`publishing the fixture as ${renderName} and installing it on the space`);
    await callApi(baseUrl, token, 'POST', `/integrations/${renderName}`, {
      title: 'Bench render',
      description: 'The runtime fixture',
      scopes: [],
      script: script.source,
      organization: organizationId,
      visibility: 'private',
      blocks: [{ id: 'greeting', title: 'Greeting' }],
    });
    const renderInstallation = await callApi(baseUrl, token, 'POST', `/integrations/${renderName}/installations`, { organization: organizationId });
    await callApi(baseUrl, token, 'POST', `/integrations/${renderName}/installations/${renderInstallation.id}/spaces`, { space: spaceId });
    const renderBody = { componentId: 'greeting', props: { name: 'bench' }, context: { type: 'document', theme: 'light', spaceId, editable: false } };
    const renderRoute = () => callApi(baseUrl, token, 'POST', `/integrations/${renderName}/render`, renderBody);
    // Warm: the worker started, the environment resolved and kept, the gateway's token cached.
    for (let i = 0; i < 10; i++) await renderRoute();
    const routed = await step('renderIntegrationUIWithPost', async () => {
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await renderRoute();
        samples.push(performance.now() - started);
      }
      return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    }, { targets: ['render-ui-p95-ms'] });
    if (routed) {
      results.push({ title: 'renderIntegrationUIWithPost (gateway, identity, runtime, script), p50 / p95 ms', value: `${routed.p50.toFixed(1)} / ${routed.p95.toFixed(1)}` });
      targets.push(`target render-ui-p95-ms: ${routed.p95.toFixed(1)} (goal <= 100)`);
    }
    await callApi(baseUrl, token, 'DELETE', `/integrations/${renderName}`).catch(() => undefined);
  } finally {
    await nc.close();
    await receiver.close();
    await supervisor.close();
    await proxy.close();
    await egress.close();
  }
  return { results, targets };
}
