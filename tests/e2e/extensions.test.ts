import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import {
  expectApiError,
  expectRawError,
  identityFixtures,
  sendRaw,
  type IdentityFixtures,
  type RawResponse,
} from './identity-helpers';

// Quire's organization and API-token administration extensions through the gateway:
// POST /v1/orgs, GET/POST /v1/user/tokens, DELETE /v1/user/tokens/{tokenId} and
// POST /v1/orgs/{organizationId}/members. The contract has no schema for these operations,
// so organizations and members are validated against the contract operations that answer
// the same resources (getOrganizationById, getMemberInOrganizationById), and tokens with
// explicit assertions.

const AUTH_CACHE_TTL_MS = 200;

/** Every log line the three services write during this file, to prove no token is in them. */
const logLines: string[] = [];
/** Every token the tests see, bootstrap ones included. */
const seenTokens = new Set<string>();

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack({
    authCacheTtlMs: AUTH_CACHE_TTL_MS,
    // Off by default in identity; this file exercises POST /v1/orgs.
    identity: { allowOrganizationCreation: true },
    logLevel: 'debug',
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
  fixtures = identityFixtures(stack);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

async function newOrg() {
  const org = await fixtures.org();
  seenTokens.add(org.token);
  return org;
}

async function newMember(organizationId: string, role: Parameters<IdentityFixtures['member']>[1]) {
  const member = await fixtures.member(organizationId, role);
  seenTokens.add(member.token);
  return member;
}

const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
  sendRaw(stack, method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) });

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The shape of POST /v1/user/tokens: the token is there, and only there. */
function expectIssuedToken(response: RawResponse, expected: { label?: string; expiresAt?: string }) {
  expect(response.status).toBe(201);
  const body = response.body as Record<string, unknown>;
  const keys = ['object', 'id', 'createdAt', 'token', ...(expected.label ? ['label'] : []), ...(expected.expiresAt ? ['expiresAt'] : [])];
  expect(Object.keys(body).sort()).toEqual(keys.sort());
  expect(body.object).toBe('api-token');
  expect(body.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  expect(body.createdAt).toMatch(ISO_DATE_TIME);
  expect(Math.abs(Date.parse(body.createdAt as string) - Date.now())).toBeLessThan(60_000);
  expect(body.token).toMatch(/^gb_api_[A-Za-z0-9_-]{43}$/);
  if (expected.label) expect(body.label).toBe(expected.label);
  if (expected.expiresAt) expect(Date.parse(body.expiresAt as string)).toBe(Date.parse(expected.expiresAt));
  seenTokens.add(body.token as string);
  return body as { id: string; token: string; createdAt: string; label?: string; expiresAt?: string };
}

/** The shape of an item of GET /v1/user/tokens: never the token. */
function expectListedToken(item: Record<string, unknown>) {
  expect(Object.keys(item).every((key) => ['object', 'id', 'label', 'createdAt', 'lastUsedAt', 'expiresAt'].includes(key))).toBe(true);
  expect(item.object).toBe('api-token');
  expect(item.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  expect(item.createdAt).toMatch(ISO_DATE_TIME);
  if ('lastUsedAt' in item) expect(item.lastUsedAt).toMatch(ISO_DATE_TIME);
  if ('expiresAt' in item) expect(item.expiresAt).toMatch(ISO_DATE_TIME);
  if ('label' in item) expect(typeof item.label).toBe('string');
}

/** Every token item of the caller across pages of `limit`, checking each page's shape. */
async function listAllTokens(token: string, limit: number) {
  const items: Record<string, unknown>[] = [];
  let page: string | undefined;
  let count: number | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(page ? { page } : {}) });
    const response = await send('GET', `/user/tokens?${query}`, token);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).filter((key) => !['items', 'next', 'count'].includes(key))).toEqual([]);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    count ??= response.body.count;
    expect(response.body.count).toBe(count);
    for (const item of response.body.items) expectListedToken(item);
    items.push(...response.body.items);
    page = response.body.next?.page;
  } while (page);
  expect(items).toHaveLength(count!);
  return items;
}

describe('createOrganization (POST /v1/orgs)', () => {
  it('401 without a token, and with an unknown one', async () => {
    expectRawError(await send('POST', '/orgs', undefined, { title: 'Nope' }), 401);
    expectRawError(await send('POST', '/orgs', 'gb_api_unknown0000000000000', { title: 'Nope' }), 401);
  });

  it('400 for a missing, too short or too long title, and for malformed JSON', async () => {
    const { token } = await newOrg();
    expect(expectRawError(await send('POST', '/orgs', token, {}), 400)).toMatch(/^title: /);
    expect(expectRawError(await send('POST', '/orgs', token, { title: 'x' }), 400)).toMatch(/^title: /);
    expect(expectRawError(await send('POST', '/orgs', token, { title: 'x'.repeat(256) }), 400)).toMatch(/^title: /);
    expect(expectRawError(await sendRaw(stack, 'POST', '/orgs', { token, body: '{"title": ' }), 400)).toBe(
      'Request body is not valid JSON',
    );
  });

  it('201 with the Organization, the caller as its admin, usable at once', async () => {
    const creator = await newOrg();
    const title = `Created over HTTP ${randomUUID().slice(0, 8)}`;
    const response = await send('POST', '/orgs', creator.token, { title });
    expect(response.status).toBe(201);
    const organization = response.body;
    expectContract('getOrganizationById', 200, organization);
    expect(organization).toMatchObject({
      object: 'organization',
      title,
      urls: { location: `${stack.baseUrl}/v1/orgs/${organization.id}` },
      permissions: { view: true, admin: true, createContent: true, listMembers: true },
    });
    expect(response.headers.get('location')).toBe(organization.urls.location);

    const { data: read } = await creator.api.orgs.getOrganizationById(organization.id);
    expectContract('getOrganizationById', 200, read);
    expect(read).toEqual(organization);
    const { data: mine } = await creator.api.orgs.listOrganizationsForAuthenticatedUser();
    expect(mine.items.map((item) => item.id).sort()).toEqual([creator.organizationId, organization.id].sort());
    const { data: members } = await creator.api.orgs.listMembersInOrganizationById(organization.id);
    expectContract('listMembersInOrganizationById', 200, members);
    expect(members.items.map((member) => [member.id, member.role])).toEqual([[creator.userId, 'admin']]);

    // The gateway forgets the creator's cached principal, so the new organization works right away
    // (see 'cached principals' below for a cache long enough to prove it).
    const space = await creator.api.orgs.createSpace(organization.id, { title: 'First space' });
    expect(space.status).toBe(201);
    expectContract('createSpace', 201, space.data);
  });
});

describe('API tokens (GET/POST /v1/user/tokens, DELETE /v1/user/tokens/{tokenId})', () => {
  it('401 without a token', async () => {
    expectRawError(await send('GET', '/user/tokens', undefined), 401);
    expectRawError(await send('POST', '/user/tokens', undefined, { label: 'x' }), 401);
    expectRawError(await send('DELETE', '/user/tokens/someTokenId000000000', undefined), 401);
  });

  it('400 for a bad label, expiry, limit, page or token id', async () => {
    const { token } = await newOrg();
    const create = async (body: unknown) => expectRawError(await send('POST', '/user/tokens', token, body), 400);
    expect(await create({ label: 'x'.repeat(101) })).toMatch(/^label: /);
    expect(await create({ label: '' })).toMatch(/^label: /);
    expect(await create({ label: 42 })).toMatch(/^label: /);
    expect(await create({ expiresAt: 'tomorrow' })).toMatch(/^expiresAt: /);
    expect(await create({ expiresAt: new Date(Date.now() - 60_000).toISOString() })).toBe('expiresAt: must be in the future');
    expect(expectRawError(await send('GET', '/user/tokens?limit=0', token), 400)).toMatch(/^limit: /);
    expect(expectRawError(await send('GET', '/user/tokens?limit=1001', token), 400)).toMatch(/^limit: /);
    expect(expectRawError(await send('GET', '/user/tokens?page=garbage!', token), 400)).toMatch(/^page: /);
    expect(expectRawError(await send('DELETE', '/user/tokens/not.an.id', token), 400)).toMatch(/^tokenId: /);
    // Nothing was created by the refused calls.
    expect((await listAllTokens(token, 50)).length).toBe(1);
  });

  it('201 with the token once; it authenticates as the caller and is never listed', async () => {
    const owner = await newOrg();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const issued = expectIssuedToken(await send('POST', '/user/tokens', owner.token, { label: 'CI', expiresAt }), {
      label: 'CI',
      expiresAt,
    });
    const bare = expectIssuedToken(await send('POST', '/user/tokens', owner.token), {});

    for (const token of [issued.token, bare.token]) {
      const { data: me } = await fixtures.client(token).user.getAuthenticatedUser();
      expectContract('getAuthenticatedUser', 200, me);
      expect(me.id).toBe(owner.userId);
    }

    const listed = await listAllTokens(owner.token, 50);
    expect(listed.map((item) => item.id)).toEqual([bare.id, issued.id, expect.any(String)]);
    expect(listed[1]).toMatchObject({ id: issued.id, label: 'CI', createdAt: issued.createdAt, expiresAt: issued.expiresAt });
    expect(listed[1].lastUsedAt).toMatch(ISO_DATE_TIME);
    const text = JSON.stringify(listed);
    for (const token of [owner.token, issued.token, bare.token]) expect(text).not.toContain(token);
  });

  it('lists newest first, page by page, only the caller’s tokens', async () => {
    const owner = await newOrg();
    const colleague = await newMember(owner.organizationId, 'admin');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(expectIssuedToken(await send('POST', '/user/tokens', owner.token, { label: `t${i}` }), { label: `t${i}` }).id);
    }
    const listed = await listAllTokens(owner.token, 2);
    expect(listed).toHaveLength(5);
    // Created one after the other, so newest first is the reverse order of creation (the
    // bootstrap token last); equal creation times fall back to the id, also descending.
    const times = listed.map((item) => Date.parse(item.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(listed.slice(0, 4).map((item) => item.id).sort()).toEqual([...ids].sort());
    expect(listed.map((item) => item.label).slice(0, 4).sort()).toEqual(['t0', 't1', 't2', 't3']);

    const theirs = await listAllTokens(colleague.token, 50);
    expect(theirs).toHaveLength(1);
    expect(ids).not.toContain(theirs[0].id);
  });

  it('revocation takes effect within the auth cache window; deleting again is 204', async () => {
    const owner = await newOrg();
    const issued = expectIssuedToken(await send('POST', '/user/tokens', owner.token, { label: 'revoke me' }), {
      label: 'revoke me',
    });
    const revocable = fixtures.client(issued.token);
    expectContract('getAuthenticatedUser', 200, (await revocable.user.getAuthenticatedUser()).data);

    const deleted = await send('DELETE', `/user/tokens/${issued.id}`, owner.token);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    await sleep(AUTH_CACHE_TTL_MS + 100);
    expect(await expectApiError(revocable.user.getAuthenticatedUser(), 401)).toBe(
      'The API token is invalid, expired or revoked',
    );
    expectRawError(await send('GET', '/user/tokens', issued.token), 401);

    expect((await send('DELETE', `/user/tokens/${issued.id}`, owner.token)).status).toBe(204);
    expect((await listAllTokens(owner.token, 50)).map((item) => item.id)).not.toContain(issued.id);
    expectContract('getAuthenticatedUser', 200, (await owner.api.user.getAuthenticatedUser()).data);
  });

  it("404 for another user's token, which keeps working, and for an unknown one", async () => {
    const owner = await newOrg();
    const other = await newOrg();
    const theirs = expectIssuedToken(await send('POST', '/user/tokens', other.token, { label: 'theirs' }), { label: 'theirs' });
    expectRawError(await send('DELETE', `/user/tokens/${theirs.id}`, owner.token), 404);
    expectRawError(await send('DELETE', '/user/tokens/unknownToken00000000', owner.token), 404);
    await sleep(AUTH_CACHE_TTL_MS + 100);
    const { data } = await fixtures.client(theirs.token).user.getAuthenticatedUser();
    expect(data.id).toBe(other.userId);
  });

  it('a token stops working once it expires', async () => {
    const owner = await newOrg();
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const issued = expectIssuedToken(await send('POST', '/user/tokens', owner.token, { label: 'brief', expiresAt }), {
      label: 'brief',
      expiresAt,
    });
    const client = fixtures.client(issued.token);
    expect((await client.user.getAuthenticatedUser()).data.id).toBe(owner.userId);
    await sleep(Math.max(0, Date.parse(expiresAt) - Date.now()) + AUTH_CACHE_TTL_MS + 100);
    await expectApiError(client.user.getAuthenticatedUser(), 401);
    // Expired tokens stay listed, with their expiry, until revoked.
    const listed = await listAllTokens(owner.token, 50);
    expect(listed.find((item) => item.id === issued.id)?.expiresAt).toBe(issued.expiresAt);
  });
});

describe('addMemberToOrganizationById (POST /v1/orgs/{organizationId}/members)', () => {
  const email = (kind: string) => `${kind}-${randomUUID()}@e2e.quire.test`;

  it('401 without a token', async () => {
    const { organizationId } = await newOrg();
    expectRawError(await send('POST', `/orgs/${organizationId}/members`, undefined, { email: email('x'), role: 'read' }), 401);
  });

  it('400 for a missing or unknown role, a bad email or display name', async () => {
    const { organizationId, token } = await newOrg();
    const add = async (body: unknown) => expectRawError(await send('POST', `/orgs/${organizationId}/members`, token, body), 400);
    expect(await add({ email: email('x') })).toMatch(/^role: /);
    expect(await add({ email: email('x'), role: 'owner' })).toMatch(/^role: /);
    expect(await add({ role: 'read' })).toMatch(/^email: /);
    expect(await add({ email: 'not-an-email', role: 'read' })).toMatch(/^email: /);
    expect(await add({ email: email('x'), role: 'read', displayName: 'x'.repeat(256) })).toMatch(/^displayName: /);
    expect(expectRawError(await send('POST', '/orgs/not.an.id/members', token, { email: email('x'), role: 'read' }), 400)).toMatch(
      /^organizationId: /,
    );
  });

  it('403 for members who are not admins and for guests, 404 for admins of another organization', async () => {
    const owner = await newOrg();
    const creator = await newMember(owner.organizationId, 'create');
    const guest = await newMember(owner.organizationId, null);
    const outsider = await newOrg();
    const body = { email: email('refused'), role: 'read' };
    expectRawError(await send('POST', `/orgs/${owner.organizationId}/members`, creator.token, body), 403);
    expectRawError(await send('POST', `/orgs/${owner.organizationId}/members`, guest.token, body), 403);
    expectRawError(await send('POST', `/orgs/${owner.organizationId}/members`, outsider.token, body), 404);
    expectRawError(await send('POST', '/orgs/doesNotExist00000000/members', outsider.token, body), 404);
    const { data } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId);
    expect(data.count).toBe(3);
  });

  it('201 with the OrganizationMember for a new user, who gets no token', async () => {
    const owner = await newOrg();
    const address = email('New.Writer');
    const response = await send('POST', `/orgs/${owner.organizationId}/members`, owner.token, {
      email: address,
      role: 'edit',
      displayName: 'New Writer',
    });
    expect(response.status).toBe(201);
    const member = response.body;
    expectContract('getMemberInOrganizationById', 200, member);
    expect(member).toMatchObject({
      object: 'member',
      role: 'edit',
      disabled: false,
      user: { object: 'user', displayName: 'New Writer', email: address.toLowerCase() },
    });
    expect(JSON.stringify(member)).not.toMatch(/gb_api_/);

    const { data: read } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, member.id);
    expectContract('getMemberInOrganizationById', 200, read);
    expect(read).toEqual(member);

    // The operator issues the new user's first token: it is then their only one.
    const issued = await stack.admin.createApiToken({ userId: member.id, label: 'first' });
    seenTokens.add(issued.token);
    const theirs = await listAllTokens(issued.token, 50);
    expect(theirs.map((item) => item.id)).toEqual([issued.tokenId]);
  });

  it('201 for an existing user as a guest (null role); 409 when they are already in', async () => {
    const owner = await newOrg();
    const elsewhere = await newOrg();
    const { data: them } = await elsewhere.api.user.getAuthenticatedUser();
    const response = await send('POST', `/orgs/${owner.organizationId}/members`, owner.token, {
      email: them.email!.toUpperCase(),
      role: null,
    });
    expect(response.status).toBe(201);
    expectContract('getMemberInOrganizationById', 200, response.body);
    // The answer does not show the existing account's own name (see identity-defects.test.ts).
    expect(response.body).toMatchObject({ id: elsewhere.userId, role: null, user: { email: them.email!.toLowerCase() } });

    const { data: theirOrgs } = await elsewhere.api.orgs.listOrganizationsForAuthenticatedUser();
    expect(theirOrgs.items.map((item) => item.id)).toContain(owner.organizationId);

    const again = await send('POST', `/orgs/${owner.organizationId}/members`, owner.token, { email: them.email, role: 'admin' });
    expectRawError(again, 409);
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the extensions with x-quire-extension: true, and the contract operations without it', async () => {
    const response = await sendRaw(stack, 'GET', '/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    const operations: [string, string, string][] = [
      ['/orgs', 'post', 'createOrganization'],
      ['/user/tokens', 'get', 'listApiTokensForAuthenticatedUser'],
      ['/user/tokens', 'post', 'createApiTokenForAuthenticatedUser'],
      ['/user/tokens/{tokenId}', 'delete', 'revokeApiTokenForAuthenticatedUser'],
      ['/orgs/{organizationId}/members', 'post', 'addMemberToOrganizationById'],
      ['/orgs/{organizationId}/invites', 'get', 'listOrganizationEmailInvites'],
    ];
    for (const [path, method, operationId] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation).toMatchObject({ operationId, 'x-quire-extension': true });
    }
    expect(document.paths['/orgs'].get['x-quire-extension']).toBeUndefined();
    expect(document.paths['/orgs/{organizationId}/members'].get['x-quire-extension']).toBeUndefined();
    expect(document.paths['/orgs/{organizationId}/invites'].post['x-quire-extension']).toBeUndefined();
    expect(Object.keys(document.paths['/orgs/{organizationId}/link-invites/{inviteId}'].delete.responses)).toEqual(expect.arrayContaining(['204', '205']));

    // Success responses come from the rpc's response message.
    const issued = document.paths['/user/tokens'].post.responses['201'].content['application/json'].schema;
    const issuedSchema = document.components.schemas[issued.$ref.replace('#/components/schemas/', '')];
    expect(issuedSchema.required).toEqual(expect.arrayContaining(['object', 'id', 'token']));
    const listed = document.paths['/user/tokens'].get.responses['200'].content['application/json'].schema;
    const listSchema = document.components.schemas[listed.$ref.replace('#/components/schemas/', '')];
    const itemRef = listSchema.properties.items.items.$ref.replace('#/components/schemas/', '');
    expect(Object.keys(document.components.schemas[itemRef].properties)).not.toContain('token');
    expect(document.paths['/user/tokens/{tokenId}'].delete.responses['204']).toBeDefined();
  });
});

// Last, so that it sees the log lines of every request above.
describe('logs', () => {
  it('never contain a token', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes('/v1/user/tokens'))).toBe(true);
    expect(seenTokens.size).toBeGreaterThan(10);
    const all = logLines.join('');
    for (const token of seenTokens) expect(all.includes(token)).toBe(false);
  });
});

describe('cached principals after a change to the caller\'s own access', () => {
  // A cache far longer than the test: a stale principal would survive until the end.
  let longCacheStack: Stack;
  beforeAll(async () => {
    longCacheStack = await startStack({ authCacheTtlMs: 60_000, identity: { allowOrganizationCreation: true } });
  });
  afterAll(async () => {
    await longCacheStack?.stop();
  });

  it('an organization created through POST /v1/orgs is usable by its creator at once', async () => {
    const creator = await longCacheStack.createOrg();
    // Caches the creator's principal, which knows only their first organization.
    await creator.api.user.getAuthenticatedUser();
    const created = await sendRaw(longCacheStack, 'POST', '/orgs', { token: creator.token, body: JSON.stringify({ title: 'Created now' }) });
    expect(created.status).toBe(201);

    const space = await creator.api.orgs.createSpace(created.body.id, { title: 'Right away' });
    expect(space.status).toBe(201);
    expectContract('createSpace', 201, space.data);
  });
});
