import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChannel, createClient, ServerError, Status, type Channel } from 'nice-grpc';
import { runtimeV1, type identityV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import type pg from 'pg';
import { bundleTestIntegration } from '../../test/fixtures/bundle-test-integration';
import { testDatabase } from '../../test/test-database';
import type { IdentityForRuntime } from '../environment/resolver';
import { startRuntimeService, type RunningRuntimeService } from '../service';

const { databaseUrl, drop: dropDatabase } = testDatabase('endpoint');
const logger = createLogger('runtime-test', 'silent');

const PUBLIC_URL = 'https://quire.example/v1';
const endpointOf = (name: string) => `${PUBLIC_URL}/integrations/${name}/integration`;

/** Refuses every webhook without the right Authorization, with a header of its own. */
const strictScript = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  if (event.request.headers.authorization !== 'Bearer hook-secret') {
    return new Response('{"refused":true}', { status: 401, headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="hooks"' } });
  }
  return new Response('accepted', { status: 202, headers: { 'content-type': 'text/plain', 'x-hook': 'yes' } });
} };`;

/** A site script that reads its site installation's configuration, as analytics integrations do. */
const siteScript = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  if (event.type !== 'fetch_published_script') return new Response('unhandled', { status: 406 });
  const id = environment.siteInstallation.configuration.trackingId;
  return new Response('window.tracker = ' + JSON.stringify({ id, site: event.siteId, installation: event.installationId }) + ';', { headers: { 'content-type': 'text/html' } });
} };`;

type Routing = { published: boolean; devTunnelUrl?: string; devAll: boolean };

/**
 * Identity's three rpcs for two integrations of org-1: `echo` (the @gitbook/runtime fixture,
 * whose fetch handler answers the method, URL and body it got) and `strict` (a bare script).
 * `inst-own` is installed in org-1, `inst-other` in org-2.
 */
function fakeIdentity(echoSource: string) {
  const integrations: Record<string, { id: string; source: string; routing: Routing }> = {
    echo: { id: 'int-echo', source: echoSource, routing: { published: true, devAll: false } },
    strict: { id: 'int-strict', source: strictScript, routing: { published: true, devAll: false } },
    tracker: { id: 'int-tracker', source: siteScript, routing: { published: true, devAll: false } },
  };
  const byId = (id: string) => Object.entries(integrations).find(([, value]) => value.id === id);
  const fake = {
    integrations,
    getIntegrationRouting: async ({ integrationName }: identityV1.GetIntegrationRoutingRequest): Promise<identityV1.GetIntegrationRoutingResponse> => {
      const found = integrations[integrationName];
      if (!found) throw new ServerError(Status.NOT_FOUND, 'No matching integration');
      return { integrationId: found.id, organizationId: 'org-1', version: 1, ...found.routing };
    },
    getIntegrationRuntime: async (request: identityV1.GetIntegrationRuntimeRequest): Promise<identityV1.GetIntegrationRuntimeResponse> => {
      const found = byId(request.integrationId);
      if (!found || !found[1].routing.published) throw new ServerError(Status.NOT_FOUND, 'No matching integration found for given id');
      const [name, value] = found;
      const organization = { 'inst-own': 'org-1', 'inst-other': 'org-2' }[request.installationId ?? ''];
      if (request.installationId !== undefined && !organization) throw new ServerError(Status.NOT_FOUND, 'No matching installation');
      return {
        integrationName: name,
        organizationId: 'org-1',
        version: 1,
        script: value.source,
        secrets: {},
        integration: { object: 'integration', name, version: 1, urls: { publicEndpoint: endpointOf(name) } },
        installation: request.installationId ? { id: request.installationId, target: { organization } } : undefined,
      };
    },
    // `tracker` is installed (inst-own) on site-1 and may inject a script there.
    getSiteIntegrationScripts: async (request: identityV1.GetSiteIntegrationScriptsRequest): Promise<identityV1.GetSiteIntegrationScriptsResponse> => {
      const match = request.siteId === 'site-1' && request.integrationName === 'tracker' && request.installationId === 'inst-own' && integrations.tracker.routing.published;
      if (!match) return { scripts: [] };
      return {
        scripts: [
          {
            integrationId: 'int-tracker',
            integrationName: 'tracker',
            installationId: 'inst-own',
            script: `${PUBLIC_URL}/integrations/tracker/installations/inst-own/sites/site-1/script.js`,
            cookies: false,
            siteInstallation: { integration: 'tracker', installation: 'inst-own', site: 'site-1', status: 'active', configuration: { trackingId: 'UA-42' }, externalIds: [] },
          },
        ],
      };
    },
    mintIntegrationTokens: async (request: identityV1.MintIntegrationTokensRequest): Promise<identityV1.MintIntegrationTokensResponse> => ({
      integrationToken: 'gb_intg_endpoint',
      installationToken: request.installationId ? 'gb_inst_endpoint' : undefined,
      expiresAt: new Date(Date.now() + 60_000),
    }),
  };
  return fake as unknown as IdentityForRuntime & { integrations: typeof integrations };
}

describe('IntegrationEndpointService/CallIntegrationEndpoint', () => {
  let service: RunningRuntimeService;
  let db: pg.Pool;
  let channel: Channel;
  let client: runtimeV1.IntegrationEndpointServiceClient;
  let identity: ReturnType<typeof fakeIdentity>;
  let tunnel: http.Server;
  let tunnelUrl: string;
  const tunnelRequests: { method?: string; url?: string; contentType?: string; body: string }[] = [];

  const call = (request: Partial<runtimeV1.CallIntegrationEndpointRequest>) =>
    client.callIntegrationEndpoint({ integrationName: 'echo', path: '', method: 'POST', query: '', headers: [], body: Buffer.alloc(0), ...request });
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ServerError);
  const textOf = (answer: runtimeV1.CallIntegrationEndpointResponse) => Buffer.from(answer.body).toString('utf8');
  const header = (answer: runtimeV1.CallIntegrationEndpointResponse, name: string) => answer.headers.find((h) => h.name === name)?.value;

  beforeAll(async () => {
    identity = fakeIdentity(await bundleTestIntegration());
    // A stand-in for `gitbook dev`'s server behind its tunnel.
    tunnel = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        tunnelRequests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'text/plain', 'x-served-by': 'tunnel' }).end('from the developer');
      });
    });
    await new Promise<void>((resolve) => tunnel.listen(0, '127.0.0.1', resolve));
    tunnelUrl = `http://127.0.0.1:${(tunnel.address() as AddressInfo).port}/dev`;
    service = await startRuntimeService({
      host: '127.0.0.1',
      port: 0,
      logger,
      databaseUrl,
      identity,
      publicUrl: PUBLIC_URL,
      egress: { allow: ['127.0.0.0/8'] },
      limits: { timeoutMs: 5000 },
    });
    db = service.context.db;
    channel = createChannel(`127.0.0.1:${service.port}`);
    client = createClient(runtimeV1.IntegrationEndpointServiceDefinition, channel);
  });

  afterAll(async () => {
    channel?.close();
    await service?.stop();
    await new Promise((resolve) => tunnel.close(resolve));
    await dropDatabase();
  });

  it('400 for a bad integration name or method, before anything runs', async () => {
    expect(await failure(call({ integrationName: 'a/b' }))).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(await failure(call({ method: 'GET X' }))).toMatchObject({ code: Status.INVALID_ARGUMENT });
  });

  it('404 for an unknown integration and for an unpublished one', async () => {
    expect(await failure(call({ integrationName: 'nobody' }))).toMatchObject({ code: Status.NOT_FOUND, details: 'No matching integration found for given name' });
    identity.integrations.strict.routing.published = false;
    try {
      expect(await failure(call({ integrationName: 'strict' }))).toMatchObject({ code: Status.NOT_FOUND, details: 'No matching integration found for given name' });
    } finally {
      identity.integrations.strict.routing.published = true;
    }
  });

  it("passes a POST to the script's fetch handler with the full URL, the raw body and the headers, and records it without credentials", async () => {
    const body = Buffer.from('{"hook":"payload","n":1}');
    const answer = await call({
      path: 'hooks/a b',
      query: 'x=1&y=%20',
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'Authorization', value: 'Bearer webhook-credential' },
        { name: 'X-Multi', value: 'one' },
        { name: 'x-multi', value: 'two' },
      ],
      body,
    });
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toBe('application/json');
    expect(JSON.parse(textOf(answer))).toEqual({ method: 'POST', url: `${endpointOf('echo')}/hooks/a%20b?x=1&y=%20`, body: body.toString('utf8') });
    const { rows } = await db.query<{ type: string; status: string; payload: { request: { method: string; url: string; headers: Record<string, string> } }; installation_id: string | null }>(
      `SELECT type, status, payload, installation_id FROM runtime_events WHERE integration_id = 'int-echo' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ type: 'fetch', status: 'success', installation_id: null });
    expect(rows[0].payload.request).toEqual({
      method: 'post',
      url: `${endpointOf('echo')}/hooks/a%20b?x=1&y=%20`,
      headers: { 'content-type': 'application/json', authorization: '[redacted]', 'x-multi': 'one, two' },
    });
    expect(JSON.stringify(rows)).not.toContain('webhook-credential');
    expect(JSON.stringify(rows)).not.toContain('gb_intg_endpoint');
  });

  it('sends GET without a body, and PATCH as the script reads it', async () => {
    const get = await call({ method: 'GET', body: Buffer.from('ignored') });
    expect(JSON.parse(textOf(get))).toEqual({ method: 'GET', url: endpointOf('echo'), body: '' });
    const patch = await call({ method: 'PATCH', body: Buffer.from('changed') });
    expect(JSON.parse(textOf(patch))).toEqual({ method: 'PATCH', url: endpointOf('echo'), body: 'changed' });
  });

  it("relays the script's own refusals and answers with their status, headers and body", async () => {
    const refused = await call({ integrationName: 'strict', headers: [{ name: 'authorization', value: 'Bearer wrong' }] });
    expect(refused.status).toBe(401);
    expect(header(refused, 'www-authenticate')).toBe('Bearer realm="hooks"');
    expect(textOf(refused)).toBe('{"refused":true}');
    const accepted = await call({ integrationName: 'strict', headers: [{ name: 'authorization', value: 'Bearer hook-secret' }] });
    expect(accepted).toMatchObject({ status: 202 });
    expect(header(accepted, 'x-hook')).toBe('yes');
    expect(textOf(accepted)).toBe('accepted');
    // Recorded as failed (401) and success (202).
    const { rows } = await db.query<{ status: string; response_status: number }>(
      `SELECT status, response_status FROM runtime_events WHERE integration_id = 'int-strict' ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { status: 'failed', response_status: 401 },
      { status: 'success', response_status: 202 },
    ]);
  });

  describe('GetSiteIntegrationScript (script.js)', () => {
    const site = { integrationName: 'tracker', installationId: 'inst-own', siteId: 'site-1', method: 'GET', query: '', headers: [], body: Buffer.alloc(0) };

    it("answers the fetch_published_script handler's output as JavaScript, with the site installation in its environment, kept a minute", async () => {
      const answer = await client.getSiteIntegrationScript(site);
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-type')).toBe('application/javascript; charset=utf-8');
      expect(header(answer, 'cache-control')).toBe('public, max-age=60');
      expect(textOf(answer)).toBe('window.tracker = {"id":"UA-42","site":"site-1","installation":"inst-own"};');
      const again = await client.getSiteIntegrationScript(site);
      expect(textOf(again)).toBe(textOf(answer));
      const { rows } = await db.query<{ type: string; status: string; installation_id: string }>(`SELECT type, status, installation_id FROM runtime_events WHERE integration_id = 'int-tracker'`);
      // The second request was answered from the cache: one invocation.
      expect(rows).toEqual([{ type: 'fetch_published_script', status: 'success', installation_id: 'inst-own' }]);
    });

    it('404 for a site installation that does not exist or may not inject a script, and for an unpublished integration; 400 for bad ids', async () => {
      const notFound = 'No matching site integration script found';
      expect(await failure(client.getSiteIntegrationScript({ ...site, siteId: 'site-2' }))).toMatchObject({ code: Status.NOT_FOUND, details: notFound });
      expect(await failure(client.getSiteIntegrationScript({ ...site, installationId: 'inst-other' }))).toMatchObject({ code: Status.NOT_FOUND, details: notFound });
      expect(await failure(client.getSiteIntegrationScript({ ...site, integrationName: 'echo' }))).toMatchObject({ code: Status.NOT_FOUND, details: notFound });
      identity.integrations.tracker.routing.published = false;
      try {
        expect(await failure(client.getSiteIntegrationScript(site))).toMatchObject({ code: Status.NOT_FOUND, details: notFound });
      } finally {
        identity.integrations.tracker.routing.published = true;
      }
      expect(await failure(client.getSiteIntegrationScript({ ...site, siteId: 'a/b' }))).toMatchObject({ code: Status.INVALID_ARGUMENT });
    });
  });

  describe('development mode', () => {
    afterEach(() => {
      identity.integrations.echo.routing = { published: true, devAll: false };
    });

    it("sends the integration's own invocations to POST <tunnelUrl>/ with the same multipart body, through the egress guard", async () => {
      identity.integrations.echo.routing = { published: true, devAll: false, devTunnelUrl: tunnelUrl };
      tunnelRequests.length = 0;
      const answer = await call({ path: 'hook', body: Buffer.from('to the tunnel') });
      expect(answer.status).toBe(200);
      expect(header(answer, 'x-served-by')).toBe('tunnel');
      expect(textOf(answer)).toBe('from the developer');
      expect(tunnelRequests).toHaveLength(1);
      expect(tunnelRequests[0]).toMatchObject({ method: 'POST', url: '/dev/', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) });
      for (const part of ['name="event"', 'name="environment"', 'name="fetch-body"', 'to the tunnel', `${endpointOf('echo')}/hook`]) expect(tunnelRequests[0].body).toContain(part);
    });

    it('covers the installations of its own organization, and those of every organization only with `all`', async () => {
      const resolve = service.context.resolve!;
      identity.integrations.echo.routing = { published: true, devAll: false, devTunnelUrl: tunnelUrl };
      expect((await resolve('int-echo'))!.script.devTunnelUrl).toBe(tunnelUrl);
      expect((await resolve('int-echo', 'inst-own'))!.script.devTunnelUrl).toBe(tunnelUrl);
      expect((await resolve('int-echo', 'inst-other'))!.script.devTunnelUrl).toBeUndefined();
      identity.integrations.echo.routing = { published: true, devAll: true, devTunnelUrl: tunnelUrl };
      expect((await resolve('int-echo', 'inst-other'))!.script.devTunnelUrl).toBe(tunnelUrl);
      identity.integrations.echo.routing = { published: true, devAll: false };
      expect((await resolve('int-echo'))!.script.devTunnelUrl).toBeUndefined();
    });

    it('a tunnel the egress guard refuses (the metadata address) fails the invocation with 502, recorded as such', async () => {
      identity.integrations.echo.routing = { published: true, devAll: false, devTunnelUrl: 'http://169.254.169.254/latest' };
      const answer = await call({ path: 'blocked' });
      expect(answer.status).toBe(502);
      expect(JSON.parse(textOf(answer))).toEqual({ error: { code: 502, message: 'The integration could not answer' } });
      const { rows } = await db.query<{ status: string; error_code: string }>(
        `SELECT status, error_code FROM runtime_events WHERE integration_id = 'int-echo' ORDER BY created_at DESC LIMIT 1`,
      );
      expect(rows[0]).toEqual({ status: 'failed', error_code: 'tunnel' });
    });
  });
});
