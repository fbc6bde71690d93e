// `npm run bench -- runtime`: integration scripts in workerd (docs/integrations.md "The runtime").
// The fixture integration of services/runtime (built on @gitbook/runtime, bundled as `gitbook
// publish` does) runs in a workerd process of this benchmark's own supervisor and guard proxy
// (@quire/runtime), which let it reach the stack's gateway on 127.0.0.1:
//   - event-to-script-p95-ms: one `space_content_updated` dispatched to the script (POST /v1,
//     multipart event/environment), whose handler reads the space back through the gateway
//     with the token its environment carries, until the script's answer. Measured from the
//     dispatch: the NATS consumer that will turn domain events into GitBook events is not built.
//   - events-per-s: the same events, EVENT_CONCURRENCY at a time, for EVENT_DURATION_S.
//   - render-ui-p95-ms: renderIntegrationUIWithPost through the gateway (POST
//     /v1/integrations/{name}/render): the fixture, published and installed on the space with the
//     benchmark's token, renders its component for that space; warm (after 10 renders), one at a
//     time. The same `ui_render` dispatched to the script alone is reported beside it.
// The worker process is started (and the script loaded) before anything is timed.
import fixtures from '../../services/runtime/test/fixtures/bundle-test-integration.js';
import runtime from '@quire/runtime';
import shared from '@quire/shared';

const { bundleTestIntegration } = fixtures;

const SAMPLES = Number(process.env.BENCH_RUNTIME_SAMPLES || 200);
const EVENT_DURATION_S = Number(process.env.BENCH_RUNTIME_DURATION_S || 10);
const EVENT_CONCURRENCY = 4;

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

/**
 * @param {{ baseUrl: string, token: string, spaceId: string, organizationId?: string, step: Function, log: Function }} options
 *   baseUrl: the gateway's API root (`…/v1`); token: an API token that reads the space (an admin
 *   of organizationId, where the fixture is published and installed for the render benchmark).
 */
export async function runRuntimeBench({ baseUrl, token, spaceId, organizationId, step, log }) {
  const logger = shared.createLogger('bench-runtime', 'warn');
  const gatewayHost = new URL(baseUrl).host;
  const egress = shared.createEgress({ ...shared.EGRESS_DEFAULTS, allow: [gatewayHost], logger });
  const proxy = await runtime.startGuardProxy({ egress, logger, requestTimeoutMs: 10_000 });
  const supervisor = new runtime.WorkerSupervisor({ logger, egressAddress: proxy.address });
  const results = [];
  const targets = [];
  try {
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
    let sequence = 0;
    const contentUpdated = () => ({ eventId: `bench-${++sequence}`, type: 'space_content_updated', spaceId, revisionId: 'rev-1' });
    const dispatchEvent = async () => {
      const result = await runtime.dispatchToScript(supervisor, script, { event: contentUpdated(), environment });
      if (!result.ok) throw new Error(`the script failed the event: ${result.reason} ${result.message}`);
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
    // Warm-up: the process starts, the script loads, the gateway's token cache fills.
    for (let i = 0; i < 10; i++) await dispatchEvent();
    await renderOnce();

    const latency = await step('event to script (space_content_updated, API callback)', async () => {
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await dispatchEvent();
        samples.push(performance.now() - started);
      }
      return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    }, { targets: ['event-to-script-p95-ms'] });
    if (latency) {
      results.push({ title: 'event to script, p50 / p95 ms', value: `${latency.p50.toFixed(1)} / ${latency.p95.toFixed(1)}` });
      targets.push(`target event-to-script-p95-ms: ${latency.p95.toFixed(1)} (goal <= 1000)`);
    }

    const throughput = await step('events per second', async () => {
      let done = 0;
      const until = performance.now() + EVENT_DURATION_S * 1000;
      await Promise.all(
        Array.from({ length: EVENT_CONCURRENCY }, async () => {
          while (performance.now() < until) {
            await dispatchEvent();
            done++;
          }
        }),
      );
      return done / EVENT_DURATION_S;
    }, { targets: ['events-per-s'] });
    if (throughput !== undefined) {
      results.push({ title: `events per second (${EVENT_CONCURRENCY} at a time)`, value: throughput.toFixed(0) });
      targets.push(`target events-per-s: ${throughput.toFixed(0)} (goal >= 200)`);
    }

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

    if (organizationId) {
      const name = `bench-render-${Date.now().toString(36)}`;
      log(`publishing the fixture as ${name} and installing it on the space`);
      await callApi(baseUrl, token, 'POST', `/integrations/${name}`, {
        title: 'Bench render',
        description: 'The runtime fixture',
        scopes: [],
        script: script.source,
        organization: organizationId,
        visibility: 'private',
        blocks: [{ id: 'greeting', title: 'Greeting' }],
      });
      const installation = await callApi(baseUrl, token, 'POST', `/integrations/${name}/installations`, { organization: organizationId });
      await callApi(baseUrl, token, 'POST', `/integrations/${name}/installations/${installation.id}/spaces`, { space: spaceId });
      const body = { componentId: 'greeting', props: { name: 'bench' }, context: { type: 'document', theme: 'light', spaceId, editable: false } };
      const renderRoute = () => callApi(baseUrl, token, 'POST', `/integrations/${name}/render`, body);
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
      await callApi(baseUrl, token, 'DELETE', `/integrations/${name}`).catch(() => undefined);
    }
  } finally {
    await supervisor.close();
    await proxy.close();
    await egress.close();
  }
  return { results, targets };
}
