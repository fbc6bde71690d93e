import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEgress, createLogger, EGRESS_DEFAULTS, type GuardedEgress } from '@quire/shared';
import { startGuardProxy, type GuardProxy } from '../egress/guard-proxy';
import { WorkerSupervisor, type IntegrationScript } from './supervisor';
import { InvocationError } from './worker-process';

const logger = createLogger('runtime-test', 'silent');

const echo: IntegrationScript = {
  key: 'echo@1',
  source: `export default {
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/fetch') {
        const response = await fetch(url.searchParams.get('url'));
        return new Response(response.status + ' ' + (response.headers.get('x-quire-egress-error') ?? '') + ' ' + (await response.text()));
      }
      if (url.pathname === '/env') return new Response(JSON.stringify(globalThis.process?.env ?? {}));
      if (url.pathname === '/fs') {
        try { const fs = await import('node:fs'); fs.readFileSync('/etc/passwd'); return new Response('read'); }
        catch (error) { return new Response('no filesystem: ' + error.message); }
      }
      return new Response('echo ' + request.method + ' ' + url.pathname + ' ' + (await request.text()));
    },
  };`,
};
const looping: IntegrationScript = { key: 'loop@1', source: `export default { async fetch() { while (true) {} } };` };
const allocating: IntegrationScript = {
  key: 'alloc@1',
  source: `export default { async fetch() { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); } };`,
};

describe('WorkerSupervisor (workerd)', () => {
  let egress: GuardedEgress;
  let proxy: GuardProxy;
  let supervisor: WorkerSupervisor;
  let target: http.Server;
  let targetUrl: string;
  let targetHits = 0;

  beforeAll(async () => {
    target = http.createServer((req, res) => {
      targetHits++;
      res.end(`hello from ${req.url}`);
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    // Loopback allowed for this test's target only (host:port rule); metadata stays refused.
    egress = createEgress({ ...EGRESS_DEFAULTS, allow: [targetUrl.replace('http://', '')], logger });
    proxy = await startGuardProxy({ egress, logger, requestTimeoutMs: 5000 });
    supervisor = new WorkerSupervisor({
      logger,
      egressAddress: proxy.address,
      limits: { timeoutMs: 3000, memoryBytes: 300 * 1024 * 1024, memoryCheckMs: 50 },
    });
  });

  afterAll(async () => {
    await supervisor.close();
    await proxy.close();
    await egress.close();
    await new Promise((resolve) => target.close(resolve));
  });

  it('runs a script in workerd and answers its response', async () => {
    const response = await supervisor.invoke(echo, { path: '/v1', method: 'POST', body: 'payload' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('echo POST /v1 payload');
  });

  it('gives the script no filesystem', async () => {
    const response = await supervisor.invoke(echo, { path: '/fs', method: 'GET' });
    expect(response.body.toString()).not.toBe('read');
  });

  it("passes none of the runtime's own environment to the script", async () => {
    process.env.QUIRE_RUNTIME_TEST_SECRET = 'do-not-leak';
    try {
      const response = await supervisor.invoke({ ...echo, key: 'echo@env' }, { path: '/env', method: 'GET' });
      expect(response.status).toBe(200);
      expect(response.body.toString()).not.toContain('do-not-leak');
      expect(response.body.toString()).not.toContain('DATABASE_URL');
    } finally {
      delete process.env.QUIRE_RUNTIME_TEST_SECRET;
    }
  });

  it("sends the script's fetch through the egress guard: an allowed address is reached", async () => {
    const before = targetHits;
    const response = await supervisor.invoke(echo, { path: `/fetch?url=${encodeURIComponent(`${targetUrl}/hi`)}`, method: 'GET' });
    expect(response.body.toString()).toBe('200  hello from /hi');
    expect(targetHits).toBe(before + 1);
  });

  it('refuses loopback addresses not allowed and cloud metadata addresses', async () => {
    const other = http.createServer((_req, res) => res.end('should not be reached'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const port = (other.address() as AddressInfo).port;
      const local = await supervisor.invoke(echo, { path: `/fetch?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`, method: 'GET' });
      expect(local.body.toString()).toMatch(/^502 EGRESS_REFUSED egress: the egress guard refused the connection: 127\.0\.0\.1 is a loopback address/);
      const metadata = await supervisor.invoke(echo, { path: `/fetch?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, method: 'GET' });
      expect(metadata.body.toString()).toMatch(/^502 EGRESS_REFUSED .*cloud metadata/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('stops a script that loops forever, fails its invocation, and keeps others running', async () => {
    await supervisor.invoke(echo, { path: '/', method: 'GET' });
    const echoPid = supervisor.running(echo.key)?.pid;
    const started = Date.now();
    const failure = await supervisor.invoke(looping, { path: '/v1', method: 'POST' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvocationError);
    expect((failure as InvocationError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(8000);
    expect(supervisor.running(looping.key)).toBeUndefined();
    // The other integration's process is the same one and answers.
    const response = await supervisor.invoke(echo, { path: '/still', method: 'GET' });
    expect(response.body.toString()).toBe('echo GET /still ');
    expect(supervisor.running(echo.key)?.pid).toBe(echoPid);
  });

  it('stops a script that allocates without bound, fails its invocation, and starts a fresh worker next time', async () => {
    const failure = await supervisor.invoke(allocating, { path: '/v1', method: 'POST' }, 30_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvocationError);
    expect((failure as InvocationError).reason).toBe('memory');
    expect(supervisor.running(allocating.key)).toBeUndefined();
    const response = await supervisor.invoke(echo, { path: '/after', method: 'GET' });
    expect(response.status).toBe(200);
    // The killed script's worker is started again for its next call (and fails the same way).
    const again = await supervisor.invoke(allocating, { path: '/v1', method: 'POST' }, 30_000).catch((error: unknown) => error);
    expect((again as InvocationError).reason).toBe('memory');
  });

  it('reports a script that does not load as start-failed', async () => {
    const broken: IntegrationScript = { key: 'broken@1', source: 'export default { this is not javascript' };
    const failure = await supervisor.invoke(broken, { path: '/v1', method: 'POST' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvocationError);
    expect((failure as InvocationError).reason).toBe('start-failed');
  });
});
