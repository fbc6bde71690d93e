import SwaggerParser from '@apidevtools/swagger-parser';
import { GitBookAPIError } from '@gitbook/api';
import { expectContract, expectContractError } from './contract';
import { startStack, type Stack } from './harness';

// Cross-cutting gateway behaviour over the real stack (identity, content, gateway).

const RATE_LIMIT = 25;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ rateLimitPerMinute: RATE_LIMIT });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Sent = { status: number; headers: Headers; body: any };

async function send(method: string, path: string, options: { token?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${stack.baseUrl}${path}`, { method, headers, body: options.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

describe('GET /v1/user', () => {
  it('401 without a token', async () => {
    const response = await send('GET', '/v1/user');
    expect(response.status).toBe(401);
    expectContractError(401, response.body);
  });

  it('401 with a garbage token', async () => {
    const response = await send('GET', '/v1/user', { token: 'not-a-real-token' });
    expect(response.status).toBe(401);
    expectContractError(401, response.body);
    expect(response.body.error.message).toBe('The API token is invalid, expired or revoked');
  });

  it('answers the contract User through the official client', async () => {
    const { api, userId } = await stack.createOrg();
    const { data, status } = await api.user.getAuthenticatedUser();
    expect(status).toBe(200);
    expectContract('getAuthenticatedUser', 200, data);
    expect(data.id).toBe(userId);
  });

  it('surfaces gateway errors to the official client as GitBookAPIError', async () => {
    const error = await stack.api('not-a-real-token').user.getAuthenticatedUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitBookAPIError);
    expect((error as GitBookAPIError).code).toBe(401);
  });
});

describe('errors of the gateway', () => {
  it('404 with the error body for an unknown route', async () => {
    const { token } = await stack.createOrg();
    const response = await send('GET', '/v1/definitely/not/a/route', { token });
    expect(response.status).toBe(404);
    expectContractError(404, response.body);
  });

  it('400 for malformed JSON', async () => {
    const { token, organizationId } = await stack.createOrg();
    const response = await send('POST', `/v1/orgs/${organizationId}/spaces`, { token, body: '{"title": "unterminated' });
    expect(response.status).toBe(400);
    expectContractError(400, response.body);
    expect(response.body.error.message).toBe('Request body is not valid JSON');
  });

  it('400 "<field>: <reason>" for an invalid field', async () => {
    const { token, organizationId } = await stack.createOrg();
    const response = await send('POST', `/v1/orgs/${organizationId}/spaces`, { token, body: JSON.stringify({ title: 'x'.repeat(200) }) });
    expect(response.status).toBe(400);
    expectContractError(400, response.body);
    expect(response.body.error.message).toMatch(/^title: /);
  });

  it('413 for a body over 1 MB', async () => {
    const { token, organizationId } = await stack.createOrg();
    const body = JSON.stringify({ title: 'big', padding: 'x'.repeat(1024 * 1024 + 10) });
    const response = await send('POST', `/v1/orgs/${organizationId}/spaces`, { token, body });
    expect(response.status).toBe(413);
    expectContractError(413, response.body);
  });
});

describe('request ids', () => {
  it('echoes the caller request id, or makes one', async () => {
    const { token } = await stack.createOrg();
    const echoed = await send('GET', '/v1/user', { token, headers: { 'x-request-id': 'e2e-request-1' } });
    expectContract('getAuthenticatedUser', 200, echoed.body);
    expect(echoed.headers.get('x-request-id')).toBe('e2e-request-1');
    const generated = await send('GET', '/v1/user', { token });
    expectContract('getAuthenticatedUser', 200, generated.body);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting', () => {
  it('sets the headers on every response and answers 429 with Retry-After past the limit', async () => {
    const { token } = await stack.createOrg();
    // The gateway evicts a cached principal when identity's events about its organization arrive
    // (docs/gateway.md "Principal cache"); creating the organization sends some. Let them arrive
    // first, so that the window counted below is the token's own from its second request on.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A token's first request counts against the client address: it is not verified yet.
    // From the second one, the verified token has its own window.
    expect((await send('GET', '/v1/user', { token })).status).toBe(200);
    for (let i = 1; i <= RATE_LIMIT; i += 1) {
      const response = await send('GET', i % 5 === 0 ? '/v1/nope' : '/v1/user', { token });
      if (i % 5 === 0) expectContractError(404, response.body);
      else expectContract('getAuthenticatedUser', 200, response.body);
      expect(response.headers.get('x-ratelimit-limit')).toBe(String(RATE_LIMIT));
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(RATE_LIMIT - i));
      expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    }
    const limited = await send('GET', '/v1/user', { token });
    expect(limited.status).toBe(429);
    expectContractError(429, limited.body);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Limits are per token: another caller is unaffected.
    const other = await stack.createOrg();
    const fresh = await send('GET', '/v1/user', { token: other.token });
    expect(fresh.status).toBe(200);
    expectContract('getAuthenticatedUser', 200, fresh.body);
  });
});

describe('GET /v1/openapi.json', () => {
  it('is served without a token and is a valid OpenAPI 3 document', async () => {
    const response = await send('GET', '/v1/openapi.json');
    expect(response.status).toBe(200);
    await expect(SwaggerParser.validate(structuredClone(response.body))).resolves.toBeDefined();
    expect(response.body.paths['/user'].get.operationId).toBe('getAuthenticatedUser');
    expect(response.body.paths['/user'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/User' });
  });
});
