import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { MemberRole } from '@gitbook/api';
import { startStack, type Stack } from './harness';
import { expectRawError, identityFixtures, sendRaw, type IdentityFixtures, type OrgCaller } from './identity-helpers';

// OpenID Connect sign-in through the gateway, against a real OpenID provider (`oidc-provider`,
// started by this file in a process of its own: oidc-idp.mjs). The provider records are Quire
// extensions, so their bodies are checked against Quire's own OpenAPI document; the sign-in is
// driven as a browser drives it, with plain HTTP: Quire's start URL, the provider's
// authorization endpoint (which signs in the `login_hint` account), the redirect to Quire's
// callback, the page with the token.

type OidcProvider = {
  object: 'oidc-provider';
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  allowedEmailDomains: string[];
  defaultRole: string | null;
  defaultTeam?: { id: string };
  enabled: boolean;
  status: 'active' | 'pending' | 'disabled';
  createdAt: string;
  updatedAt: string;
  service: { redirectURL: string; startURL: string };
  urls: { location: string };
};

let stack: Stack;
let fixtures: IdentityFixtures;
let idp: { issuer: string; process: ChildProcessWithoutNullStreams };
let openapi: { paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
const logLines: string[] = [];
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

async function startIdentityProvider(): Promise<typeof idp> {
  const child = spawn(process.execPath, [path.join(__dirname, 'oidc-idp.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`oidc-idp.mjs exited with ${code}`)));
  });
  return { issuer: (JSON.parse(firstLine) as { issuer: string }).issuer, process: child };
}

beforeAll(async () => {
  [stack, idp] = await Promise.all([
    startStack({
      identity: { secretsKey: randomBytes(32), sso: { allowLoopbackOidcIssuers: true } },
      logLevel: 'debug',
      logDestination: { write: (line: string) => void logLines.push(line) },
    }),
    startIdentityProvider(),
  ]);
  fixtures = identityFixtures(stack);
  openapi = (await sendRaw(stack, 'GET', '/openapi.json')).body;
  openapi = (await SwaggerParser.dereference(structuredClone(openapi) as never)) as unknown as typeof openapi;
}, 90_000);

afterAll(async () => {
  idp?.process.stdin.end();
  idp?.process.kill();
  await stack?.stop();
});

/** Fails unless `body` is what Quire's own OpenAPI document says the extension answers. */
function expectOwnContract(operationId: string, status: number, body: unknown) {
  const operation = Object.values(openapi.paths)
    .flatMap((methods) => Object.values(methods))
    .find((candidate) => candidate.operationId === operationId);
  expect(operation).toMatchObject({ 'x-quire-extension': true });
  const schema = operation!.responses[String(status)].content!['application/json'].schema;
  const validate = ajv.compile(schema);
  if (!validate(body)) throw new Error(`${operationId} ${status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`);
}

/** Quire's redirect URI registered at the provider (dynamic client registration). */
async function registerClient(redirectUri: string): Promise<{ clientId: string; clientSecret: string }> {
  const response = await fetch(`${idp.issuer}/reg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [redirectUri] }),
  });
  expect(response.status).toBe(201);
  const client = (await response.json()) as { client_id: string; client_secret: string };
  return { clientId: client.client_id, clientSecret: client.client_secret };
}

const api = (caller: OrgCaller, method: string, suffix: string, body?: unknown) =>
  sendRaw(stack, method, `/orgs/${caller.organizationId}/oidc${suffix}`, { token: caller.token, body: body === undefined ? undefined : JSON.stringify(body) });

type Setup = { admin: OrgCaller; provider: OidcProvider; clientSecret: string; teamId: string };

/** An organization with an active provider: created, registered at the provider, completed. */
async function setUp(settings: Record<string, unknown> = {}): Promise<Setup> {
  const admin = await fixtures.org();
  const { data: team } = await admin.api.orgs.createOrganizationTeam(admin.organizationId, { title: 'OIDC' });
  const created = await api(admin, 'POST', '', { label: 'Test OP', issuer: idp.issuer, defaultTeam: team.id, defaultRole: MemberRole.Edit, ...settings });
  expect(created.status).toBe(201);
  expectOwnContract('createOrganizationOIDCProvider', 201, created.body);
  expect(created.headers.get('location')).toBe(created.body.urls.location);
  expect(created.body).toMatchObject({ status: 'pending', clientId: '', clientSecretSet: false, enabled: true });
  const client = await registerClient(created.body.service.redirectURL);
  const completed = await api(admin, 'PATCH', `/${created.body.id}`, client);
  expect(completed.status).toBe(200);
  expectOwnContract('updateOrganizationOIDCProvider', 200, completed.body);
  expect(completed.body).toMatchObject({ status: 'active', clientId: client.clientId, clientSecretSet: true });
  return { admin, provider: completed.body, clientSecret: client.clientSecret, teamId: team.id };
}

/** A cookie jar for the provider's own session cookies (its interaction and resume steps). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
  };
}

/** GET Quire's start URL as a browser: a 302 to the provider's authorization endpoint. */
async function start(provider: OidcProvider): Promise<URL> {
  const response = await fetch(provider.service.startURL, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/**
 * Follows the provider's redirects (authorization endpoint, interaction, resume) as a browser,
 * signing in as `email`, up to the redirect to Quire's callback, which it answers unfollowed.
 */
async function authorize(authorizationUrl: URL, email: string, alter?: (url: URL) => void): Promise<URL> {
  const url = new URL(authorizationUrl);
  url.searchParams.set('login_hint', email);
  alter?.(url);
  const jar = cookieJar();
  let next = url.toString();
  for (let hop = 0; hop < 10; hop++) {
    if (!next.startsWith(idp.issuer)) return new URL(next);
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    if (response.status < 300 || response.status >= 400) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    next = new URL(response.headers.get('location')!, next).toString();
  }
  throw new Error('too many redirects at the provider');
}

const callback = (url: URL) => fetch(url, { redirect: 'manual' });

async function signIn(setup: Setup, email: string, alter?: (url: URL) => void): Promise<{ response: Response; callbackUrl: URL }> {
  const callbackUrl = await authorize(await start(setup.provider), email, alter);
  expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(setup.provider.service.redirectURL);
  return { response: await callback(callbackUrl), callbackUrl };
}

const uniqueEmail = (label: string, domain = 'oidc.e2e.quire.test') => `${label}-${Math.random().toString(36).slice(2)}@${domain}`;

async function tokenOfPage(response: Response): Promise<string> {
  const html = await response.text();
  expect({ status: response.status, html: response.status === 200 ? '' : html }).toMatchObject({ status: 200 });
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return /<pre id="token">([^<]+)<\/pre>/.exec(html)![1];
}

async function expectRefusalPage(response: Response, status: number, reason: RegExp) {
  const html = await response.text();
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(html).not.toContain('id="token"');
  expect(/<p id="message">([^<]*)<\/p>/.exec(html)![1]).toMatch(reason);
}

const tamperNextToken = (tamper: string) =>
  fetch(`${idp.issuer}/__control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tamper }) });

describe('OIDC provider records', () => {
  it('are created, read, listed, updated and deleted by admins, the secret never shown', async () => {
    const setup = await setUp({ allowedEmailDomains: ['Example.COM', 'oidc.e2e.quire.test'] });
    const { admin, provider, clientSecret } = setup;
    expect(provider).toMatchObject({
      object: 'oidc-provider',
      label: 'Test OP',
      issuer: idp.issuer,
      allowedEmailDomains: ['example.com', 'oidc.e2e.quire.test'],
      defaultRole: 'edit',
      defaultTeam: { id: setup.teamId },
      service: {
        redirectURL: `${stack.baseUrl}/v1/orgs/${admin.organizationId}/oidc/${provider.id}/callback`,
        startURL: `${stack.baseUrl}/v1/orgs/${admin.organizationId}/oidc/${provider.id}/start`,
      },
    });
    const read = await api(admin, 'GET', `/${provider.id}`);
    expect(read.status).toBe(200);
    expectOwnContract('getOrganizationOIDCProviderById', 200, read.body);
    const listed = await api(admin, 'GET', '?limit=1');
    expect(listed.status).toBe(200);
    expectOwnContract('listOIDCProvidersInOrganization', 200, listed.body);
    expect(listed.body).toMatchObject({ count: 1, items: [{ id: provider.id }] });
    for (const body of [read.body, listed.body]) expect(JSON.stringify(body)).not.toContain(clientSecret);

    const disabled = await api(admin, 'PATCH', `/${provider.id}`, { enabled: false, allowedEmailDomains: [], defaultRole: null, defaultTeam: '' });
    expect(disabled.body).toMatchObject({ enabled: false, status: 'disabled', allowedEmailDomains: [], defaultRole: null, clientSecretSet: true });
    expect(disabled.body.defaultTeam).toBeUndefined();

    expect((await api(admin, 'DELETE', `/${provider.id}`)).status).toBe(204);
    expect((await api(admin, 'DELETE', `/${provider.id}`)).status).toBe(204);
    expectRawError(await api(admin, 'GET', `/${provider.id}`), 404);
    expect(logLines.join('\n')).not.toContain(clientSecret);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const admin = await fixtures.org();
    const cases: [unknown, RegExp][] = [
      [{ label: 'No issuer' }, /issuer/],
      [{ label: 'Plain http', issuer: 'http://idp.example.com' }, /issuer: must be an https URL/],
      [{ label: 'Query', issuer: 'https://idp.example.com/?tenant=1' }, /issuer: must not have a query/],
      [{ label: 'x'.repeat(31), issuer: 'https://idp.example.com' }, /label/],
      [{ label: 'Domains', issuer: 'https://idp.example.com', allowedEmailDomains: ['not a domain'] }, /domain/],
      [{ label: 'Team', issuer: 'https://idp.example.com', defaultTeam: 'nosuchteam' }, /defaultTeam/],
      [{ label: 'Misspelt', issuer: 'https://idp.example.com', clientID: 'x' }, /clientID/],
      [{ label: 'Role', issuer: 'https://idp.example.com', defaultRole: 'owner' }, /defaultRole/],
    ];
    for (const [body, message] of cases) expect(expectRawError(await api(admin, 'POST', '', body), 400)).toMatch(message);
    expect((await api(admin, 'GET', '')).body).toMatchObject({ count: 0, items: [] });
  });

  it('are for admins only: members get 403, other organizations 404', async () => {
    const { admin, provider } = await setUp();
    const member = await fixtures.member(admin.organizationId, MemberRole.Create);
    const memberCaller = { ...member, organizationId: admin.organizationId };
    expectRawError(await api(memberCaller, 'GET', `/${provider.id}`), 403);
    expectRawError(await api(memberCaller, 'PATCH', `/${provider.id}`, { enabled: false }), 403);
    const outsider = await fixtures.org();
    const asOutsider = (method: string, body?: unknown) =>
      sendRaw(stack, method, `/orgs/${admin.organizationId}/oidc/${provider.id}`, { token: outsider.token, body: body === undefined ? undefined : JSON.stringify(body) });
    expectRawError(await asOutsider('GET'), 404);
    expectRawError(await asOutsider('PATCH', { enabled: false }), 404);
    expect((await asOutsider('DELETE')).status).not.toBe(205);
    // The provider id under the outsider's own organization is unknown there too.
    expectRawError(await sendRaw(stack, 'GET', `/orgs/${outsider.organizationId}/oidc/${provider.id}`, { token: outsider.token }), 404);
    expect((await api(admin, 'GET', `/${provider.id}`)).body).toMatchObject({ enabled: true, status: 'active' });
    const wrongOrgStart = await fetch(`${stack.baseUrl}/v1/orgs/${outsider.organizationId}/oidc/${provider.id}/start`, { redirect: 'manual' });
    await expectRefusalPage(wrongOrgStart, 404, /OIDC login failed: there is no such OIDC provider in this organization/);
  });
});

describe('OIDC sign-in', () => {
  it('signs a new person in: redirect with PKCE, state and nonce, the token page, membership with the default role and team', async () => {
    const setup = await setUp();
    const authorizationUrl = await start(setup.provider);
    expect(authorizationUrl.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: setup.provider.clientId,
      redirect_uri: setup.provider.service.redirectURL,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge']) expect(authorizationUrl.searchParams.get(parameter)).toMatch(/^[\w-]{43,}$/);

    const email = uniqueEmail('ada');
    const callbackUrl = await authorize(authorizationUrl, email);
    const token = await tokenOfPage(await callback(callbackUrl));
    const me = await fixtures.client(token).user.getAuthenticatedUser();
    expect(me.data).toMatchObject({ email });
    const { data: members } = await setup.admin.api.orgs.listMembersInOrganizationById(setup.admin.organizationId);
    expect(members.items.find((member) => member.user.id === me.data.id)).toMatchObject({ role: 'edit', sso: true });
    const { data: team } = await setup.admin.api.orgs.listTeamMembersInOrganizationById(setup.admin.organizationId, setup.teamId);
    expect(JSON.stringify(team.items)).toContain(me.data.id);

    // The SSO listing shows it beside the SAML providers, until it is disabled.
    const logins = await sendRaw(stack, 'GET', `/orgs/${setup.admin.organizationId}/sso`);
    expect(logins.body.items).toEqual([{ id: setup.provider.id, label: 'Test OP', startURL: setup.provider.service.startURL }]);

    // The same callback again: its state is used up (and its code with it).
    await expectRefusalPage(await callback(callbackUrl), 403, /OIDC login failed: this sign-in was already completed or refused/);
  });

  it('refuses a replayed code under a new state (the provider refuses it: used, and not this PKCE verifier)', async () => {
    const setup = await setUp();
    const { callbackUrl } = await signIn(setup, uniqueEmail('replay'));
    const fresh = await start(setup.provider);
    const replayed = new URL(callbackUrl);
    replayed.searchParams.set('state', fresh.searchParams.get('state')!);
    await expectRefusalPage(await callback(replayed), 403, /OIDC login failed: the OpenID provider refused the authorization code/);
  });

  it('refuses an ID token for another audience, with a bad signature, or expired', async () => {
    const setup = await setUp();
    const cases: [string, RegExp][] = [
      ['wrong-audience', /the ID token is meant for another client/],
      ['bad-signature', /signature does not verify with the provider/],
      ['expired', /the ID token has expired/],
    ];
    for (const [tamper, message] of cases) {
      const email = uniqueEmail(tamper);
      const callbackUrl = await authorize(await start(setup.provider), email);
      expect((await tamperNextToken(tamper)).status).toBe(204);
      await expectRefusalPage(await callback(callbackUrl), 403, message);
    }
    const { data: members } = await setup.admin.api.orgs.listMembersInOrganizationById(setup.admin.organizationId);
    expect(members.items).toHaveLength(1);
  });

  it('refuses an ID token without the nonce of the sign-in', async () => {
    const setup = await setUp();
    const { response } = await signIn(setup, uniqueEmail('nonce'), (url) => url.searchParams.delete('nonce'));
    await expectRefusalPage(response, 403, /the ID token does not carry the nonce of this sign-in/);
  });

  it('refuses an email the provider does not vouch for, and domains the provider does not allow', async () => {
    const setup = await setUp({ allowedEmailDomains: ['oidc.e2e.quire.test'] });
    const unverified = await signIn(setup, uniqueEmail('unverified'));
    await expectRefusalPage(unverified.response, 403, /email_verified is not true/);
    const elsewhere = await signIn(setup, uniqueEmail('other', 'elsewhere.test'));
    await expectRefusalPage(elsewhere.response, 403, /domain is not one this provider allows/);
    const { data: members } = await setup.admin.api.orgs.listMembersInOrganizationById(setup.admin.organizationId);
    expect(members.items).toHaveLength(1);
  });

  it('refuses a disabled provider, at the start and for a sign-in started before', async () => {
    const setup = await setUp();
    const callbackUrl = await authorize(await start(setup.provider), uniqueEmail('late'));
    expect((await api(setup.admin, 'PATCH', `/${setup.provider.id}`, { enabled: false })).status).toBe(200);
    await expectRefusalPage(await callback(callbackUrl), 403, /this OIDC provider is disabled/);
    await expectRefusalPage(await fetch(setup.provider.service.startURL, { redirect: 'manual' }), 403, /this OIDC provider is disabled/);
    expect((await sendRaw(stack, 'GET', `/orgs/${setup.admin.organizationId}/sso`)).body.items).toEqual([]);
  });

  it('refuses an account of another organization, as SAML logins do', async () => {
    const setup = await setUp();
    const other = await fixtures.org();
    const email = uniqueEmail('taken');
    const added = await sendRaw(stack, 'POST', `/orgs/${other.organizationId}/members`, { token: other.token, body: JSON.stringify({ email, role: 'read' }) });
    expect(added.status).toBeLessThan(300);
    const { response } = await signIn(setup, email);
    await expectRefusalPage(response, 403, /also belongs to other organizations/);
  });

  it('answers callbacks that do not come from a sign-in with a 4xx page', async () => {
    const setup = await setUp();
    const base = setup.provider.service.redirectURL;
    await expectRefusalPage(await fetch(base, { redirect: 'manual' }), 400, /no code and state/);
    await expectRefusalPage(await fetch(`${base}?code=abc&state=${'s'.repeat(43)}`, { redirect: 'manual' }), 403, /does not answer a sign-in started/);
    await expectRefusalPage(await fetch(`${base}?code=abc&state=${'s'.repeat(600)}`, { redirect: 'manual' }), 400, /state/);
    const denied = await start(setup.provider);
    await expectRefusalPage(
      await fetch(`${base}?error=access_denied&state=${denied.searchParams.get('state')}`, { redirect: 'manual' }),
      403,
      /the identity provider did not authenticate the user/,
    );
  });
});
