import type http from 'node:http';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Status } from 'nice-grpc';
import { createLogger, type Principal } from '@quire/shared';
import { DEFAULT_PROTO_DIR, startGateway, type RunningGateway } from '../src/server';
import { v1Routes } from '../src/routes/v1';
import { FixedWindowLimiter } from '../src/rate-limit/fixed-window-limiter';
import { fixtureRoutes } from './fixtures/fixture-routes';
import { FIXTURE_PROTO_DIR, startFixtureServices, type FixtureServices } from './fixtures/fixture-services';

// Abuse and malformed input, over real HTTP: made-up tokens, oversized input and responses,
// text PostgreSQL cannot store, and requests Express would otherwise answer with HTML.

const silent = createLogger('gateway-test', 'silent');
let services: FixtureServices;
const gateways: RunningGateway[] = [];

async function gatewayWith(options: Partial<Parameters<typeof startGateway>[0]> = {}): Promise<RunningGateway> {
  const gateway = await startGateway({
    port: 0,
    identityGrpcUrl: services.address,
    serviceUrls: { fixture: services.address },
    routes: fixtureRoutes,
    protoDirs: [DEFAULT_PROTO_DIR, FIXTURE_PROTO_DIR],
    grpcDeadlineMs: 2000,
    logger: silent,
    ...options,
  });
  gateways.push(gateway);
  return gateway;
}

function newToken(): string {
  const token = `tok_${randomUUID().replace(/-/g, '')}`;
  const principal: Principal = { userId: `user-${randomUUID()}`, tokenId: 't', memberships: [], teamIds: [] };
  services.tokens.set(token, principal);
  return token;
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; text: string; body: any };

/** Sends the request line verbatim (no URL normalisation), over a plain socket. */
function rawRequest(gateway: RunningGateway, head: string, body = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    let data = Buffer.alloc(0);
    socket.on('data', (chunk) => (data = Buffer.concat([data, chunk])));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = data.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let payload = text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        let decoded = '';
        let rest = payload;
        for (;;) {
          const lineEnd = rest.indexOf('\r\n');
          const size = parseInt(rest.slice(0, lineEnd), 16);
          if (!size) break;
          decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
          rest = rest.slice(lineEnd + 2 + size + 2);
        }
        payload = decoded;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        parsed = undefined;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text: payload, body: parsed });
    });
    // write, not end: a half-closed socket makes Node abort the request before it is answered.
    socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`);
  });
}

async function send(gateway: RunningGateway, method: string, path: string, options: { token?: string; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${gateway.url}${path}`, { method, headers, body: options.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

function expectJsonError(response: Raw, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).toEqual({ error: { code: status, message: expect.any(String) } });
  expect(response.text).not.toMatch(/at .*\.js|<html|<pre/i);
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['x-ratelimit-limit']).toBeDefined();
  expect(response.headers['x-ratelimit-remaining']).toBeDefined();
  expect(response.headers['x-ratelimit-reset']).toBeDefined();
}

beforeAll(async () => {
  services = await startFixtureServices();
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
  await services?.stop();
});

describe('rate limiting and made-up tokens', () => {
  it('asks identity once for a bogus token sent many times (negative cache)', async () => {
    const gateway = await gatewayWith();
    const before = services.authenticateCalls();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(gateway, 'GET', '/v1/widgets/w1', { token: 'made-up-token-1' })).status).toBe(401);
    }
    await Promise.all([1, 2, 3].map(() => send(gateway, 'GET', '/v1/widgets/w1', { token: 'made-up-token-1' })));
    expect(services.authenticateCalls() - before).toBe(1);
  });

  it('limits unverified tokens by client address, not by token', async () => {
    const gateway = await gatewayWith({ rateLimitPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send(gateway, 'GET', '/v1/widgets/w1', { token: `invented-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('limits verified tokens by token', async () => {
    const gateway = await gatewayWith({ rateLimitPerMinute: 3 });
    const token = newToken();
    // The first request is counted against the address (the token is not verified yet).
    expect((await send(gateway, 'GET', '/v1/widgets/w1', { token })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(gateway, 'GET', '/v1/widgets/w1', { token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another verified token from the same address has its own budget.
    const other = newToken();
    expect((await send(gateway, 'GET', '/v1/widgets/w1', { token: other })).status).toBe(200);
    expect((await send(gateway, 'GET', '/v1/widgets/w1', { token: other })).status).toBe(200);
  });

  it('keeps the limiter bounded under 100,000 distinct keys', () => {
    const limiter = new FixedWindowLimiter(10, 60_000, { maxKeys: 10_000 });
    for (let i = 0; i < 100_000; i += 1) limiter.hit(`key-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    expect(limiter.hit('key-99999')).toMatchObject({ allowed: true, remaining: 8 });
  });
});

describe('malformed requests on a kept-alive connection', () => {
  it('answers the request before it, then refuses the malformed one with the error body (never a reset)', async () => {
    const gateway = await gatewayWith();
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(gateway.port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('end', () => resolve(data));
      // Both in one write: the parser meets the bad method while the first response is in flight.
      socket.write('GET /v1/openapi.json HTTP/1.1\r\nHost: quire.test\r\n\r\nFOO /v1/openapi.json HTTP/1.1\r\nHost: quire.test\r\n\r\n');
    });
    const first = text.indexOf('HTTP/1.1 200 ');
    const refusal = text.indexOf('HTTP/1.1 400 Bad Request');
    expect(first).toBe(0);
    expect(refusal).toBeGreaterThan(first);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n', refusal) + 4))).toEqual({ error: { code: 400, message: 'Malformed HTTP request' } });
  });
});

describe('transport errors', () => {
  it('hides grpc-js texts: a response over the receive limit is a generic 500', async () => {
    const gateway = await gatewayWith({ grpcMaxReceiveMessageBytes: 256 });
    const token = newToken();
    const response = await send(gateway, 'POST', '/v1/orgs/org1/widgets', {
      token,
      body: JSON.stringify({ title: 'T', tags: Array.from({ length: 20 }, (_, i) => `tag-number-${i}`) }),
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 500, message: 'Internal server error' } });
  });

  it('still passes the messages our services write', async () => {
    const gateway = await gatewayWith();
    const token = newToken();
    const response = await send(gateway, 'POST', '/v1/fail', {
      token,
      body: JSON.stringify({ code: Status.RESOURCE_EXHAUSTED, message: 'Too many spaces in this organization' }),
    });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: { code: 429, message: 'Too many spaces in this organization' } });
  });

  it('hides a transport text even under a code services also use', async () => {
    const gateway = await gatewayWith();
    const token = newToken();
    for (const message of ['Received message larger than max (5000000 vs 4194304)', 'Received HTTP status code 403']) {
      const response = await send(gateway, 'POST', '/v1/fail', { token, body: JSON.stringify({ code: Status.PERMISSION_DENIED, message }) });
      expect(response.body.error.message).not.toContain('Received');
    }
  });
});

describe('NUL and invalid Unicode', () => {
  it('400 naming the body field, at any depth, before the service is called', async () => {
    const gateway = await gatewayWith();
    const token = newToken();
    const nul = await send(gateway, 'POST', '/v1/orgs/org1/widgets', { token, body: '{"title":"a\\u0000b"}' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ error: { code: 400, message: 'title: must not contain NUL characters' } });
    const deep = await send(gateway, 'POST', '/v1/orgs/org1/widgets', {
      token,
      body: '{"title":"ok","widget":{"id":"w","displayName":"d","document":{"k":["x","\\ud800"]}}}',
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ error: { code: 400, message: 'widget.document.k.1: must be valid Unicode (lone surrogate)' } });
  });

  it('400 naming the query or path parameter', async () => {
    const gateway = await gatewayWith();
    const token = newToken();
    const query = await send(gateway, 'GET', '/v1/widgets/w1?page=a%00b', { token });
    expect(query.body).toEqual({ error: { code: 400, message: 'page: must not contain NUL characters' } });
    const path = await send(gateway, 'GET', '/v1/widgets/w%00', { token });
    expect(path.body).toEqual({ error: { code: 400, message: 'widgetId: must not contain NUL characters' } });
    // Invalid UTF-8 decodes to U+FFFD (or stays escaped), which is storable: the schema decides.
    const replaced = await send(gateway, 'GET', '/v1/widgets/w1?page=%ED%A0%80', { token });
    expect(replaced.status).toBe(200);
  });
});

describe('every response is JSON with a request id and rate-limit headers', () => {
  it.each([
    ['malformed percent-encoding in a parameter', 'GET /v1/widgets/%E0%A4%A HTTP/1.1', 400],
    ['a lone percent sign', 'GET /v1/% HTTP/1.1', 400],
    ['malformed percent-encoding outside /v1', 'GET /%zz HTTP/1.1', 400],
    ['an unknown path', 'GET /v1/no/such/thing HTTP/1.1', 401],
    ['an unknown path outside /v1', 'GET /nothing HTTP/1.1', 404],
  ])('%s', async (_name, head, status) => {
    const gateway = await gatewayWith();
    expectJsonError(await rawRequest(gateway, head), status);
  });

  it('invalid JSON and a huge body', async () => {
    const gateway = await gatewayWith({ bodyLimit: '1kb' });
    const token = newToken();
    const auth = `Authorization: Bearer ${token}\r\nContent-Type: application/json`;
    expectJsonError(await rawRequest(gateway, `POST /v1/orgs/org1/widgets HTTP/1.1\r\n${auth}`, '{"title": '), 400);
    expectJsonError(await rawRequest(gateway, `POST /v1/orgs/org1/widgets HTTP/1.1\r\n${auth}`, `{"title":"${'x'.repeat(5000)}"}`), 413);
  });

  it('a request the HTTP parser refuses', async () => {
    const gateway = await gatewayWith();
    const response = await rawRequest(gateway, 'GET /v1/widgets/w1 HTTP/1.1\r\nBad Header Line');
    expectJsonError(response, 400);
  });

  it('v1 rows: oversized lists and NUL in ids are refused before any service call', async () => {
    const gateway = await gatewayWith({ routes: v1Routes, protoDirs: [DEFAULT_PROTO_DIR], identityGrpcUrl: services.address, contentGrpcUrl: services.address });
    const token = newToken();
    const add = Array.from({ length: 1001 }, (_, i) => `user${i}`);
    const members = await send(gateway, 'PUT', '/v1/orgs/org1/teams/team1/members', { token, body: JSON.stringify({ add }) });
    expect(members.status).toBe(400);
    expect(members.body.error.message).toMatch(/^add: /);
    const domains = await send(gateway, 'PATCH', '/v1/orgs/org1', { token, body: JSON.stringify({ emailDomains: Array(101).fill('a.com') }) });
    expect(domains.body.error.message).toMatch(/^emailDomains: /);
    const nul = await send(gateway, 'PATCH', '/v1/spaces/s1', { token, body: JSON.stringify({ title: 'a\u0000' }) });
    expect(nul.body).toEqual({ error: { code: 400, message: 'title: must not contain NUL characters' } });
  });
});
