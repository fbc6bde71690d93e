import { createHash, randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Status } from 'nice-grpc';
import { createLogger, type Principal } from '@quire/shared';
import { DEFAULT_PROTO_DIR, startGateway, type RunningGateway } from '../src/server';
import { fixtureRoutes } from './fixtures/fixture-routes';
import { FIXTURE_BLOBS, FIXTURE_PROTO_DIR, startFixtureServices, type FixtureServices } from './fixtures/fixture-services';

// The gateway over a real gRPC server with the test-only FixtureService and identity's
// AuthenticateToken, so the gateway core is tested without the identity/content services.

let services: FixtureServices;
let gateway: RunningGateway;

const AUTH_CACHE_TTL_MS = 300;

function newCaller(overrides: Partial<Principal> = {}): { token: string; principal: Principal } {
  const token = `tok_${randomUUID().replace(/-/g, '')}`;
  const principal: Principal = {
    userId: `user-${randomUUID()}`,
    tokenId: `token-${randomUUID()}`,
    memberships: [{ organizationId: 'org1', role: 'admin' }],
    teamIds: [],
    ...overrides,
  };
  services.tokens.set(token, principal);
  return { token, principal };
}

type Sent = { status: number; headers: Headers; body: any; text: string };

async function send(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${gateway.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

const errorOf = (code: number, message: string | RegExp) => ({ error: { code, message: typeof message === 'string' ? message : expect.stringMatching(message) } });

beforeAll(async () => {
  services = await startFixtureServices();
  gateway = await startGateway({
    port: 0,
    identityGrpcUrl: services.address,
    serviceUrls: { fixture: services.address },
    routes: fixtureRoutes,
    protoDirs: [DEFAULT_PROTO_DIR, FIXTURE_PROTO_DIR],
    authCacheTtlMs: AUTH_CACHE_TTL_MS,
    bodyLimit: '2kb',
    grpcDeadlineMs: 1000,
    logger: createLogger('gateway-test', 'silent'),
  });
});

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

describe('authentication', () => {
  it('401 without an Authorization header', async () => {
    const response = await send('GET', '/v1/widgets/w1');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(errorOf(401, /^Authentication required/));
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="quire"');
  });

  it('401 for a malformed Authorization header', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer two words', `Bearer ${'x'.repeat(600)}`]) {
      const response = await send('GET', '/v1/widgets/w1', { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorOf(401, /^Malformed Authorization header/));
    }
  });

  it('401 for an unknown token', async () => {
    const response = await send('GET', '/v1/widgets/w1', { token: 'garbage-token' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(errorOf(401, 'The API token is invalid, expired or revoked'));
  });

  it('sends the principal and request id to the service', async () => {
    const { token, principal } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', { token, body: { title: 'T' }, headers: { 'x-request-id': 'req-abc.1' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId: principal.userId, requestId: 'req-abc.1' });
  });

  it('sends the response fields a row names as headers (responseHeaders), and only values that can be headers', async () => {
    const { token, principal } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets/with-headers', { token, body: { title: 'T' }, headers: { 'x-request-id': 'req-hdr.1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-seen-request')).toBe('req-hdr.1');
    expect(response.headers.get('x-seen-user')).toBe(principal.userId);
    // The body is the row's responseField only.
    expect(response.body).toMatchObject({ object: 'widget', id: 'new', displayName: 'T' });
    expect(response.body).not.toHaveProperty('requestId');
  });

  it('caches the principal for the TTL only, so a revoked token stops working', async () => {
    const { token } = newCaller();
    const before = services.authenticateCalls();
    await Promise.all([1, 2, 3].map(() => send('GET', '/v1/widgets/w1', { token })));
    expect(services.authenticateCalls() - before).toBe(1);
    services.tokens.delete(token);
    expect((await send('GET', '/v1/widgets/w1', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS + 50));
    expect((await send('GET', '/v1/widgets/w1', { token })).status).toBe(401);
  });

  it('lets public routes through without a token', async () => {
    const response = await send('GET', '/v1/public/widgets/w9');
    expect(response.status).toBe(200);
    expect(response.body.id).toBe('w9');
  });
});

describe('routing', () => {
  it('404 with the error body for an unknown route', async () => {
    const { token } = newCaller();
    const response = await send('GET', '/v1/no/such/route', { token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorOf(404, 'No route for GET /v1/no/such/route'));
  });

  it('404 with the error body outside /v1', async () => {
    const response = await send('GET', '/elsewhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorOf(404, 'No route for GET /elsewhere'));
  });

  it('405 with Allow for a known path and a wrong method', async () => {
    const { token } = newCaller();
    const response = await send('PATCH', '/v1/widgets/w1', { token, body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE');
    expect(response.body).toEqual(errorOf(405, 'Method PATCH is not allowed on /v1/widgets/w1'));
  });
});

describe('request bodies and validation', () => {
  it('400 for malformed JSON', async () => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', { token, body: '{"title": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf(400, 'Request body is not valid JSON'));
  });

  it('400 naming the body for valid JSON that is not an object', async () => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', { token, body: 'null' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf(400, /^body: /));
  });

  it('413 for a body over the limit', async () => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', { token, body: { title: 'x', tags: ['y'.repeat(4000)] } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(errorOf(413, 'Request body is too large'));
  });

  it('415 for a body that is not JSON', async () => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', { token, body: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(415);
    expect(response.body).toEqual(errorOf(415, /^Unsupported Content-Type/));
  });

  it('400 "<field>: <reason>" for invalid fields, with nested paths', async () => {
    const { token } = newCaller();
    const tooLong = await send('POST', '/v1/orgs/org1/widgets', { token, body: { title: 'x'.repeat(51) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual(errorOf(400, /^title: /));

    const nested = await send('POST', '/v1/orgs/org1/widgets', { token, body: { title: 'ok', position: { before: 'a' } } });
    expect(nested.body).toEqual(errorOf(400, /^position\.before: /));

    const missing = await send('POST', '/v1/orgs/org1/widgets', { token });
    expect(missing.body).toEqual(errorOf(400, /^body: /));

    const query = await send('GET', '/v1/widgets/w1?limit=0', { token });
    expect(query.body).toEqual(errorOf(400, /^limit: /));

    const path = await send('GET', '/v1/widgets/bad%20id', { token });
    expect(path.body).toEqual(errorOf(400, 'widgetId: must be an id'));
  });
});

describe('raw request bodies and raw responses', () => {
  const sendBytes = (path: string, token: string, body: Uint8Array | undefined, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body });

  it('passes the bytes as sent and the Content-Type header to the raw body field', async () => {
    const { token } = newCaller();
    const bytes = Uint8Array.from([0, 255, 0xc3, 0x28, 10, 13, 0x7b]);
    const response = await sendBytes('/v1/widgets/w1/blobs?name=a.bin', token, bytes, { 'content-type': 'image/png' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      size: bytes.length,
      contentType: 'image/png',
      name: 'a.bin',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('takes a missing body as zero bytes and a missing Content-Type as ""', async () => {
    const { token } = newCaller();
    const response = await sendBytes('/v1/widgets/w1/blobs?name=empty', token, undefined);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ size: 0, contentType: '', name: 'empty' });
  });

  it('413 with the error body above the row limit, before the service is called', async () => {
    const { token } = newCaller();
    const response = await sendBytes('/v1/widgets/w1/blobs?name=big', token, new Uint8Array(65), { 'content-type': 'application/octet-stream' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(errorOf(413, 'Request body is too large: the limit is 64 bytes'));
  });

  it('validates the rest of the input as usual', async () => {
    const { token } = newCaller();
    const response = await sendBytes('/v1/widgets/w1/blobs', token, new Uint8Array(1));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorOf(400, /^name: /));
  });

  it('answers a passive type inline with its bytes, name, nosniff and private caching', async () => {
    const response = await fetch(`${gateway.url}/v1/blobs/png`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FIXTURE_BLOBS.png.data);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="r_sum_ _1_.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%221%22.png`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends active types as sandboxed attachments, and unusable types as application/octet-stream', async () => {
    const html = await fetch(`${gateway.url}/v1/blobs/html`);
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(html.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    const weird = await fetch(`${gateway.url}/v1/blobs/weird`);
    expect(weird.status).toBe(200);
    expect(weird.headers.get('content-type')).toBe('application/octet-stream');
    expect(weird.headers.get('content-disposition')).toBe('attachment');
    expect(weird.headers.get('x-injected')).toBeNull();
  });

  it('answers errors of a raw route as the JSON error body', async () => {
    const response = await send('GET', '/v1/blobs/missing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorOf(404, 'Blob not found'));
  });
});

describe('passthrough rows', () => {
  type Echo = { received: { method: string; rest: string; query: string; headers: { name: string; value: string }[]; size: number }; body: string };

  it('passes any method, the raw query, the headers and the body without a token, and answers verbatim', async () => {
    const body = Uint8Array.from([0, 255, 10, 13, 0x7b]);
    const response = await fetch(`${gateway.url}/v1/hooks/h1?b=2&a=%20x&a=1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', authorization: 'Bearer from-a-webhook', 'x-custom': 'yes', 'x-quire-principal': 'forged' },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-multi')).toBe('one, two');
    const echo = (await response.json()) as Echo;
    expect(echo.received).toMatchObject({ method: 'PUT', rest: '', query: 'b=2&a=%20x&a=1', size: body.length });
    expect(Buffer.from(echo.body, 'base64')).toEqual(Buffer.from(body));
    const names = echo.received.headers.map((header) => header.name);
    expect(echo.received.headers).toEqual(
      expect.arrayContaining([
        { name: 'authorization', value: 'Bearer from-a-webhook' },
        { name: 'x-custom', value: 'yes' },
        { name: 'content-type', value: 'application/octet-stream' },
      ]),
    );
    expect(names).not.toContain('x-quire-principal');
    expect(names).not.toContain('connection');
  });

  it('takes every method and sub-paths under the row, and relays the status', async () => {
    for (const method of ['GET', 'DELETE', 'PATCH', 'POST']) {
      const response = await fetch(`${gateway.url}/v1/hooks/h1/a/b%20c`, { method });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Echo).received).toMatchObject({ method, rest: 'a/b c', query: '' });
    }
    const teapot = await fetch(`${gateway.url}/v1/hooks/teapot`);
    expect(teapot.status).toBe(418);
  });

  it('drops hop-by-hop headers, those Connection names, Set-Cookie and invalid ones, and sandboxes the answer', async () => {
    const response = await fetch(`${gateway.url}/v1/hooks/h1`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-private')).toBeNull();
    expect(response.headers.get('x-bad')).toBeNull();
    expect(response.headers.get('x-injected')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('413 above the row limit, 404 and 502 as the JSON error body', async () => {
    const big = await fetch(`${gateway.url}/v1/hooks/h1`, { method: 'POST', body: new Uint8Array(65) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual(errorOf(413, 'Request body is too large: the limit is 64 bytes'));
    const missing = await send('POST', '/v1/hooks/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorOf(404, 'No such hook'));
    const bad = await send('GET', '/v1/hooks/bad-status');
    expect(bad.status).toBe(502);
    expect(bad.body).toEqual(errorOf(502, 'The upstream answered an invalid HTTP status (99)'));
  });
});

describe('form bodies, pages and redirects (page rows)', () => {
  const postForm = (path: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body, redirect: 'manual' });

  const expectPageHeaders = (response: Response) => {
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('redirects with 302 after a GET (no token needed) and 303 after a POST', async () => {
    const get = await fetch(`${gateway.url}/v1/accounts/a1/sign-in?UserName=redirect`, { redirect: 'manual' });
    expect(get.status).toBe(302);
    expect(get.headers.get('location')).toBe('https://app.example.com/done?account=a1#token=secret');
    expect(await get.text()).toBe('');
    expectPageHeaders(get);
    const post = await postForm('/v1/accounts/a2/sign-in', 'UserName=redirect');
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('https://app.example.com/done?account=a2#token=secret');
  });

  it('reads a form body into the request message and answers the page', async () => {
    const response = await postForm('/v1/accounts/a1/sign-in', 'UserName=Ada+L%C3%B6velace&RelayState=r%26s&ignored=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectPageHeaders(response);
    expect(await response.text()).toBe('<p>Hello Ada Lövelace (r&s)</p>');
  });

  it('answers every error as an HTML page naming the status and the reason', async () => {
    const pageOf = async (response: Response) => {
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectPageHeaders(response);
      const html = await response.text();
      expect(html).toContain(`Request id: <code>${response.headers.get('x-request-id')}</code>`);
      return /<p id="message">([^<]*)<\/p>/.exec(html)![1];
    };
    const denied = await postForm('/v1/accounts/a1/sign-in', 'UserName=deny');
    expect(denied.status).toBe(403);
    expect(await pageOf(denied)).toBe('Sign-in refused: &lt;b&gt;not allowed&lt;/b&gt;');

    const missing = await postForm('/v1/accounts/a1/sign-in', 'RelayState=x');
    expect(missing.status).toBe(400);
    expect(await pageOf(missing)).toMatch(/^UserName: /);
    const repeated = await postForm('/v1/accounts/a1/sign-in', 'UserName=a&UserName=b');
    expect(repeated.status).toBe(400);
    expect(await pageOf(repeated)).toMatch(/^UserName: /);

    const json = await postForm('/v1/accounts/a1/sign-in', JSON.stringify({ UserName: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    expect(await pageOf(json)).toBe('Unsupported Content-Type: send the request body as application/x-www-form-urlencoded');
    const large = await postForm('/v1/accounts/a1/sign-in', `UserName=${'x'.repeat(3000)}`);
    expect(large.status).toBe(413);
    await pageOf(large);

    for (const user of ['bad-location', 'nothing']) {
      const broken = await postForm('/v1/accounts/a1/sign-in', `UserName=${user}`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get('location')).toBeNull();
      expect(await pageOf(broken)).toBe('Internal server error');
    }
  });
});

describe('transcoding through the gateway', () => {
  it('answers the response field as contract-shaped JSON', async () => {
    const { token } = newCaller();
    const response = await send('GET', '/v1/widgets/w1?withHistory=true', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({
      object: 'widget',
      id: 'w1',
      displayName: 'Full widget',
      photoURL: 'https://example.com/w.png',
      visibility: 'share-link',
      optionalVisibility: null,
      visibilities: ['public', null, 'inCollection'],
      createdAt: '2024-01-02T03:04:05.678Z',
      document: { nodes: ['a', null] },
      parent: null,
      archived: true,
    });
  });

  it('merges path, query and body into the request message', async () => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/orgs/org1/widgets', {
      token,
      body: { title: 'T', visibility: null, parent: null, tags: ['a'], limit: 3, widget: { id: 'w', displayName: 'W', document: { k: [1] } } },
    });
    expect(response.status).toBe(201);
    expect(response.body.received).toEqual({
      organizationId: 'org1',
      title: 'T',
      // The enum value carrying json_null: null in, null out.
      visibility: null,
      parent: null,
      tags: ['a'],
      limit: 3,
      widget: expect.objectContaining({ id: 'w', displayName: 'W', document: { k: [1] } }),
    });
  });

  it('puts an array body on the row bodyField', async () => {
    const { token } = newCaller();
    const response = await send('PUT', '/v1/orgs/org1/widgets/tags', { token, body: ['a', 'b'] });
    expect(response.status).toBe(200);
    expect(response.body.received).toMatchObject({ organizationId: 'org1', tags: ['a', 'b'] });
  });

  it('204 without a body for empty responses', async () => {
    const { token } = newCaller();
    const response = await send('DELETE', '/v1/widgets/w1', { token });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });
});

describe('gRPC errors', () => {
  const cases: [Status, number][] = [
    [Status.INVALID_ARGUMENT, 400],
    [Status.UNAUTHENTICATED, 401],
    [Status.PERMISSION_DENIED, 403],
    [Status.NOT_FOUND, 404],
    [Status.ALREADY_EXISTS, 409],
    [Status.ABORTED, 409],
    [Status.FAILED_PRECONDITION, 412],
    [Status.RESOURCE_EXHAUSTED, 429],
    [Status.UNIMPLEMENTED, 501],
  ];

  it.each(cases)('maps status %s to HTTP %s with the service message', async (code, httpStatus) => {
    const { token } = newCaller();
    const response = await send('POST', '/v1/fail', { token, body: { code, message: `safe message ${code}` } });
    expect(response.status).toBe(httpStatus);
    expect(response.body).toEqual(errorOf(httpStatus, `safe message ${code}`));
  });

  it('hides the message of INTERNAL and unknown codes behind a generic 500', async () => {
    const { token } = newCaller();
    for (const code of [Status.INTERNAL, Status.UNKNOWN, Status.DATA_LOSS]) {
      const response = await send('POST', '/v1/fail', { token, body: { code, message: 'secret stack trace' } });
      expect(response.status).toBe(500);
      expect(response.body).toEqual(errorOf(500, 'Internal server error'));
    }
  });

  it('504 when the service misses the deadline', async () => {
    const { token } = newCaller();
    const slow = await send('POST', '/v1/fail', { token, body: { code: Status.NOT_FOUND, message: 'late', delayMs: 1500 } });
    expect(slow.status).toBe(504);
    expect(slow.body).toEqual(errorOf(504, /took too long/));
  });
});

describe('request ids', () => {
  it('echoes a sane incoming X-Request-Id and passes it to the service', async () => {
    const { token } = newCaller();
    const response = await send('GET', '/v1/widgets/w1', { token, headers: { 'x-request-id': 'client-id-42' } });
    expect(response.headers.get('x-request-id')).toBe('client-id-42');
    expect(services.lastRequestId()).toBe('client-id-42');
  });

  it('replaces an unusable one with a generated id', async () => {
    const { token } = newCaller();
    const response = await send('GET', '/v1/widgets/w1', { token, headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await send('GET', '/v1/no-such', {});
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limit headers', () => {
  it('are on successes and errors alike', async () => {
    const { token } = newCaller();
    for (const response of [await send('GET', '/v1/widgets/w1', { token }), await send('GET', '/v1/widgets/w1'), await send('GET', '/v1/nope', { token })]) {
      expect(response.headers.get('x-ratelimit-limit')).toBe('6000');
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(6000);
      expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    }
  });
});

describe('GET /v1/openapi.json', () => {
  it('is public and a valid OpenAPI 3 document of the route table', async () => {
    const response = await send('GET', '/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/widgets/{widgetId}', '/orgs/{organizationId}/widgets', '/openapi.json']),
    );
    const getWidget = document.paths['/widgets/{widgetId}'].get;
    expect(getWidget.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'widgetId', in: 'path', required: true }),
        expect.objectContaining({ name: 'limit', in: 'query', schema: expect.objectContaining({ type: 'integer', maximum: 1000 }) }),
      ]),
    );
    // A contract operation id answers with the contract's response schema.
    expect(getWidget.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Space' });
    expect(document.components.schemas.Space).toBeDefined();
    const create = document.paths['/orgs/{organizationId}/widgets'].post;
    expect(create['x-quire-extension']).toBe(true);
    expect(create.requestBody.content['application/json'].schema.properties.title).toEqual({ type: 'string', minLength: 1, maxLength: 50 });
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/quire.fixture.v1.CreateWidgetResponse' });
    expect(document.components.securitySchemes.user).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('describes form bodies, redirects and pages of page rows', async () => {
    const { body: document } = await send('GET', '/v1/openapi.json');
    const { get, post } = document.paths['/accounts/{accountId}/sign-in'];
    for (const operation of [get, post]) {
      expect(operation['x-quire-extension']).toBe(true);
      expect(operation.security).toEqual([]);
      expect(operation.responses['200'].content).toEqual({ 'text/html': { schema: { type: 'string' } } });
      expect(operation.responses['400'].content).toEqual({ 'text/html': { schema: { type: 'string' } } });
      expect(operation.responses['401']).toBeUndefined();
    }
    expect(get.responses['302'].headers.Location).toBeDefined();
    expect(post.responses['303'].headers.Location).toBeDefined();
    expect(Object.keys(post.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(post.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['UserName']);
  });
});
