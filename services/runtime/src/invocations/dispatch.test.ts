import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Event, Integration, IntegrationEnvironment } from '@gitbook/api';
import { createEgress, createLogger, EGRESS_DEFAULTS, type GuardedEgress } from '@quire/shared';
import { startGuardProxy, type GuardProxy } from '../egress/guard-proxy';
import { WorkerSupervisor, type IntegrationScript } from '../workers/supervisor';
import { bundleTestIntegration } from '../../test/fixtures/bundle-test-integration';
import { dispatchToScript, renderOutput } from './dispatch';

const logger = createLogger('runtime-test', 'silent');

describe('dispatchToScript with an integration built on @gitbook/runtime', () => {
  let egress: GuardedEgress;
  let proxy: GuardProxy;
  let supervisor: WorkerSupervisor;
  let api: http.Server;
  let apiEndpoint: string;
  const apiCalls: { url?: string; authorization?: string }[] = [];
  let script: IntegrationScript;

  const environment = (): IntegrationEnvironment => ({
    apiEndpoint,
    apiTokens: { integration: 'gb_integration_token', installation: 'gb_installation_token' },
    authToken: 'gb_installation_token',
    integration: { name: 'test-integration' } as Integration,
    secrets: {},
    signingSecrets: { integration: 'signing-secret' },
  });

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      apiCalls.push({ url: req.url, authorization: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ object: 'space', id: 'space-1', title: 'Handbook' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiHost = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    apiEndpoint = `http://${apiHost}`;
    egress = createEgress({ ...EGRESS_DEFAULTS, allow: [apiHost], logger });
    proxy = await startGuardProxy({ egress, logger, requestTimeoutMs: 5000 });
    supervisor = new WorkerSupervisor({ logger, egressAddress: proxy.address, limits: { timeoutMs: 5000 } });
    script = { key: 'test-integration@1', source: await bundleTestIntegration() };
  });

  afterAll(async () => {
    await supervisor.close();
    await proxy.close();
    await egress.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('delivers an event; the script calls back the API with the installation token and its console output is kept', async () => {
    const event = { eventId: 'ev1', type: 'space_content_updated', installationId: 'inst1', spaceId: 'space-1', revisionId: 'rev-9' } as Event;
    const result = await dispatchToScript(supervisor, script, { event, environment: environment() });
    expect(result).toMatchObject({ ok: true, status: 200 });
    // The client adds /v1 itself: apiEndpoint is the public URL without it.
    expect(apiCalls).toEqual([{ url: '/v1/spaces/space-1', authorization: 'Bearer gb_installation_token' }]);
    expect(result.logs.join('\n')).toContain('content updated in space-1 at rev-9');
    expect(result.logs.join('\n')).toContain('space title: Handbook');
  });

  it('renders a component (ui_render) as ContentKitRenderOutput with the Cache-Control it asked for', async () => {
    const event = {
      type: 'ui_render',
      installationId: 'inst1',
      spaceId: 'space-1',
      componentId: 'greeting',
      props: { name: 'Ada' },
      state: { clicks: 2 },
      action: { action: 'click' },
      context: { type: 'document', spaceId: 'space-1', editable: true, theme: 'light' },
    } as unknown as Event;
    const result = await dispatchToScript(supervisor, script, { event, environment: environment() });
    const rendered = renderOutput(result);
    expect(rendered?.cacheControl).toBe('max-age=60');
    expect(rendered?.output).toMatchObject({
      type: 'element',
      state: { clicks: 3 },
      props: { name: 'Ada' },
      element: { type: 'block', children: [{ type: 'text', children: ['Hello Ada, 3 clicks'] }] },
    });
  });

  it("answers a fetch event (the integration's public endpoint) with the script's fetch handler and the raw body", async () => {
    const event = {
      eventId: 'ev2',
      type: 'fetch',
      installationId: 'inst1',
      request: { method: 'post', url: 'https://quire.example/v1/integrations/test-integration/installations/inst1/fetch/hook', headers: { 'content-type': 'text/plain' } },
    } as unknown as Event;
    const result = await dispatchToScript(supervisor, script, { event, environment: environment(), fetchBody: 'raw body' });
    expect(result.ok).toBe(true);
    expect(JSON.parse(result.ok ? result.body.toString() : '{}')).toEqual({
      method: 'POST',
      url: 'https://quire.example/v1/integrations/test-integration/installations/inst1/fetch/hook',
      body: 'raw body',
    });
  });

  it('records an event type the integration does not handle as a failure (the runtime answers 406)', async () => {
    const event = { eventId: 'ev3', type: 'site_view', installationId: 'inst1', siteId: 'site-1' } as unknown as Event;
    const result = await dispatchToScript(supervisor, script, { event, environment: environment() });
    expect(result).toMatchObject({ ok: false, reason: 'rejected', status: 406 });
  });
});
