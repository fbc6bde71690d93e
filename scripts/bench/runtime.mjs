// `npm run bench -- runtime`: integration scripts in workerd (docs/integrations.md "The runtime").
// The fixture integration of services/runtime (built on @gitbook/runtime, bundled as `gitbook
// publish` does) runs in a workerd process of this benchmark's own supervisor and guard proxy
// (@quire/runtime), which let it reach the stack's gateway on 127.0.0.1:
//   - event-to-script-p95-ms: one `space_content_updated` dispatched to the script (POST /v1,
//     multipart event/environment), whose handler reads the space back through the gateway
//     with the token its environment carries, until the script's answer. Measured from the
//     dispatch: the NATS consumer that will turn domain events into GitBook events is not built.
//   - events-per-s: the same events, EVENT_CONCURRENCY at a time, for EVENT_DURATION_S.
//   - render-ui-p95-ms: one `ui_render` of the fixture's component (ContentKit output with
//     Cache-Control), without an API call.
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

/**
 * @param {{ baseUrl: string, token: string, spaceId: string, step: Function, log: Function }} options
 *   baseUrl: the gateway's API root (`…/v1`); token: an API token that reads the space.
 */
export async function runRuntimeBench({ baseUrl, token, spaceId, step, log }) {
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

    const rendering = await step('ui_render', async () => {
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await renderOnce();
        samples.push(performance.now() - started);
      }
      return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    }, { targets: ['render-ui-p95-ms'] });
    if (rendering) {
      results.push({ title: 'ui_render, p50 / p95 ms', value: `${rendering.p50.toFixed(1)} / ${rendering.p95.toFixed(1)}` });
      targets.push(`target render-ui-p95-ms: ${rendering.p95.toFixed(1)} (goal <= 100)`);
    }
  } finally {
    await supervisor.close();
    await proxy.close();
    await egress.close();
  }
  return { results, targets };
}
