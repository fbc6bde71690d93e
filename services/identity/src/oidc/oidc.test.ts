import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commonV1, identityV1 } from '@quire/proto';
import { SecretBox, Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization } from '../../test/factories';
import { as, type Caller, failure, PUBLIC_URL, TEST_SECRETS_KEY, useTestIdentity } from '../../test/harness';
import { emailDomainAllowed } from '../sso/commands/oidc-login-completer';
import { LoginFailure } from '../sso/login-failure';
import { issuerFetch, reasonOfOidcError, stateHash } from '../sso/oidc-client';
import { clientSecretContext, oidcSettingsData } from './commands/oidc-provider-settings';
import { MAX_OIDC_PROVIDERS_PER_ORGANIZATION } from './validation';

// The OIDC provider rpcs, and the sign-in flow's refusals that need no OpenID provider. The
// flow against a real provider (oidc-provider) is tests/e2e/oidc.test.ts.

const { MemberRole } = commonV1;
const { OIDCProviderStatus } = identityV1;

const env = useTestIdentity(undefined, { sso: { allowLoopbackOidcIssuers: true } });
let channel: Channel;
let oidc: Client<typeof identityV1.OIDCProviderServiceDefinition>;
let sso: Client<typeof identityV1.SSOServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  oidc = createClient(identityV1.OIDCProviderServiceDefinition, channel);
  sso = createClient(identityV1.SSOServiceDefinition, channel);
});
afterAll(() => channel.close());

const ISSUER = 'https://op.example.com/tenant';
const SECRET = 'client-secret-that-must-never-be-shown-0123456789';

const create = (caller: Caller, organizationId: string, fields: Partial<identityV1.CreateOIDCProviderRequest> = {}) =>
  oidc.createOIDCProvider({ organizationId, label: 'Okta', issuer: ISSUER, allowedEmailDomains: [], ...fields }, as(caller));

describe('CreateOIDCProvider', () => {
  test('refuses bad issuers, labels, domains and teams, changing nothing', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const cases: [Partial<identityV1.CreateOIDCProviderRequest>, RegExp][] = [
      [{ issuer: 'http://op.example.com' }, /^issuer: must be an https URL/],
      [{ issuer: 'op.example.com' }, /^issuer: must be an absolute URL$/],
      [{ issuer: 'https://user:pw@op.example.com' }, /^issuer: must not contain credentials$/],
      [{ issuer: 'https://op.example.com/?a=1' }, /^issuer: must not have a query or fragment$/],
      [{ issuer: 'https://op.example.com/#x' }, /^issuer: must not have a query or fragment$/],
      [{ issuer: '' }, /^issuer: /],
      [{ label: '' }, /^label: /],
      [{ label: 'x'.repeat(31) }, /^label: /],
      [{ allowedEmailDomains: ['not a domain'] }, /^allowedEmailDomains\.0: must be a domain name$/],
      [{ allowedEmailDomains: Array.from({ length: 51 }, (_, i) => `d${i}.example.com`) }, /^allowedEmailDomains: /],
      [{ defaultTeam: 'no-such-team' }, /^defaultTeam: is not a team of this organization$/],
      [{ clientSecret: 'x'.repeat(1025) }, /^clientSecret: /],
      [{ defaultRole: 42 as commonV1.MemberRole }, /^defaultRole: unknown role$/],
    ];
    for (const [fields, message] of cases) {
      const refused = await failure(create(owner, organizationId, fields));
      expect({ fields, code: refused.code }).toEqual({ fields, code: Status.INVALID_ARGUMENT });
      expect(refused.details).toMatch(message);
    }
    expect(await env.prisma.oidcProvider.count({ where: { organizationId } })).toBe(0);
  });

  test('seals the client secret (bound to the provider) and never answers it; events carry field names only', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId, {
      clientId: 'quire',
      clientSecret: SECRET,
      allowedEmailDomains: ['Example.com', 'example.com'],
      defaultRole: MemberRole.MEMBER_ROLE_EDIT,
    });
    expect(provider).toMatchObject({
      object: 'oidc-provider',
      issuer: ISSUER,
      clientId: 'quire',
      clientSecretSet: true,
      allowedEmailDomains: ['example.com'],
      defaultRole: MemberRole.MEMBER_ROLE_EDIT,
      enabled: true,
      status: OIDCProviderStatus.OIDC_PROVIDER_STATUS_ACTIVE,
      service: {
        redirectUrl: `${PUBLIC_URL}/v1/orgs/${organizationId}/oidc/${provider!.id}/callback`,
        startUrl: `${PUBLIC_URL}/v1/orgs/${organizationId}/oidc/${provider!.id}/start`,
      },
    });
    expect(JSON.stringify(provider)).not.toContain(SECRET);
    const row = await env.prisma.oidcProvider.findUniqueOrThrow({ where: { id: provider!.id } });
    expect(Buffer.from(row.clientSecretSealed!).toString('latin1')).not.toContain(SECRET);
    const box = new SecretBox(TEST_SECRETS_KEY);
    expect(box.open(row.clientSecretSealed!, clientSecretContext(provider!.id)).toString()).toBe(SECRET);
    expect(() => box.open(row.clientSecretSealed!, clientSecretContext('another'))).toThrow();

    const events = await env.prisma.outboxEvent.findMany({ where: { aggregateId: provider!.id }, select: { type: true, data: true } });
    expect(events).toEqual([
      {
        type: 'quire.identity.oidc-provider.created',
        data: {
          organizationId,
          oidcProviderId: provider!.id,
          label: 'Okta',
          issuer: ISSUER,
          defaultRole: 'edit',
          enabled: true,
          settings: ['clientId', 'clientSecret', 'allowedEmailDomains'],
        },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  test('without QUIRE_SECRETS_KEY a secret is refused, not stored in clear', () => {
    expect(() => oidcSettingsData({ clientSecret: SECRET }, 'p1', undefined)).toThrow(
      expect.objectContaining({ code: Status.FAILED_PRECONDITION }) as Error,
    );
    expect(oidcSettingsData({ clientSecret: null }, 'p1', undefined)).toEqual({ clientSecretSealed: null });
  });

  test(`allows at most ${MAX_OIDC_PROVIDERS_PER_ORGANIZATION} providers per organization`, async () => {
    const { organizationId, owner } = await createOrganization(env);
    await env.prisma.oidcProvider.createMany({
      data: Array.from({ length: MAX_OIDC_PROVIDERS_PER_ORGANIZATION }, (_, i) => ({ id: `oidclimit${organizationId}${i}`, organizationId, label: `P${i}`, issuer: ISSUER })),
    });
    const refused = await failure(create(owner, organizationId));
    expect(refused).toMatchObject({ code: Status.INVALID_ARGUMENT, details: `An organization can have at most ${MAX_OIDC_PROVIDERS_PER_ORGANIZATION} OIDC providers` });
  });
});

describe('access', () => {
  test('admins only: other members get PERMISSION_DENIED, other organizations NOT_FOUND', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId);
    const member = await addMember(env, organizationId, 'create');
    const outsider = await createOrganization(env);
    const request = { organizationId, oidcProviderId: provider!.id };
    expect((await failure(oidc.getOIDCProvider(request, as(member)))).code).toBe(Status.PERMISSION_DENIED);
    expect((await failure(oidc.updateOIDCProvider({ ...request, enabled: false }, as(member)))).code).toBe(Status.PERMISSION_DENIED);
    expect((await failure(oidc.getOIDCProvider(request, as(outsider.owner)))).code).toBe(Status.NOT_FOUND);
    expect((await failure(oidc.deleteOIDCProvider(request, as(outsider.owner)))).code).toBe(Status.NOT_FOUND);
    expect((await failure(oidc.getOIDCProvider({ organizationId: outsider.organizationId, oidcProviderId: provider!.id }, as(outsider.owner)))).code).toBe(
      Status.NOT_FOUND,
    );
    expect(await env.prisma.oidcProvider.count({ where: { id: provider!.id } })).toBe(1);
  });
});

describe('UpdateOIDCProvider and ListOIDCProviders', () => {
  test('partial updates: absent fields stay, [] allows any domain, "" clears the client; the status follows', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId, { allowedEmailDomains: ['example.com'] });
    expect(provider!.status).toBe(OIDCProviderStatus.OIDC_PROVIDER_STATUS_PENDING);
    const id = { organizationId, oidcProviderId: provider!.id };
    const completed = await oidc.updateOIDCProvider({ ...id, clientId: 'quire', clientSecret: SECRET }, as(owner));
    expect(completed.provider).toMatchObject({ status: OIDCProviderStatus.OIDC_PROVIDER_STATUS_ACTIVE, allowedEmailDomains: ['example.com'] });
    const disabled = await oidc.updateOIDCProvider({ ...id, enabled: false, allowedEmailDomains: [] }, as(owner));
    expect(disabled.provider).toMatchObject({ status: OIDCProviderStatus.OIDC_PROVIDER_STATUS_DISABLED, allowedEmailDomains: [], clientSecretSet: true });
    const cleared = await oidc.updateOIDCProvider({ ...id, enabled: true, clientSecret: '' }, as(owner));
    expect(cleared.provider).toMatchObject({ status: OIDCProviderStatus.OIDC_PROVIDER_STATUS_PENDING, clientSecretSet: false, clientId: 'quire' });
    const events = await env.prisma.outboxEvent.findMany({
      where: { aggregateId: provider!.id, type: 'quire.identity.oidc-provider.updated' },
      orderBy: { seq: 'asc' },
      select: { data: true },
    });
    expect(events.map((event) => (event.data as { changes: string[] }).changes)).toEqual([
      ['clientId', 'clientSecret'],
      ['enabled', 'allowedEmailDomains'],
      ['enabled', 'clientSecret'],
    ]);
    expect((await failure(oidc.updateOIDCProvider({ organizationId, oidcProviderId: 'nosuchprovider' }, as(owner)))).code).toBe(Status.NOT_FOUND);
  });

  test('lists oldest first with a keyset cursor', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const ids = [];
    for (const label of ['A', 'B', 'C']) ids.push((await create(owner, organizationId, { label })).provider!.id);
    const first = await oidc.listOIDCProviders({ organizationId, limit: 2 }, as(owner));
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.count).toBe(3);
    const second = await oidc.listOIDCProviders({ organizationId, limit: 2, page: first.next!.page }, as(owner));
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2));
    expect(second.next).toBeUndefined();
  });

  test('deleting is idempotent and removes pending sign-ins', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId);
    await env.prisma.oidcLoginState.create({
      data: { stateHash: stateHash('s'), providerId: provider!.id, nonce: 'n', codeVerifier: 'v', expiresAt: new Date(Date.now() + 60_000) },
    });
    await oidc.deleteOIDCProvider({ organizationId, oidcProviderId: provider!.id }, as(owner));
    await oidc.deleteOIDCProvider({ organizationId, oidcProviderId: provider!.id }, as(owner));
    expect(await env.prisma.oidcLoginState.count({ where: { providerId: provider!.id } })).toBe(0);
    const deleted = await env.prisma.outboxEvent.count({ where: { aggregateId: provider!.id, type: 'quire.identity.oidc-provider.deleted' } });
    expect(deleted).toBe(1);
  });
});

describe('the sign-in flow without a provider', () => {
  test('start: unknown 404, pending and disabled 403, unreachable issuer 503, never a state stored', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const start = (oidcProviderId: string) => failure(sso.startOIDCLogin({ organizationId, oidcProviderId }));
    expect(await start('nosuchprovider')).toMatchObject({ code: Status.NOT_FOUND, details: 'OIDC login failed: there is no such OIDC provider in this organization' });
    const pending = (await create(owner, organizationId)).provider!;
    expect(await start(pending.id)).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/pending/) as string });
    const disabled = (await create(owner, organizationId, { clientId: 'c', clientSecret: SECRET, enabled: false })).provider!;
    expect(await start(disabled.id)).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/disabled/) as string });
    // Nothing listens on port 9 of the loopback: the discovery fails fast.
    const unreachable = (await create(owner, organizationId, { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: SECRET })).provider!;
    expect(await start(unreachable.id)).toMatchObject({ code: Status.UNAVAILABLE, details: expect.stringMatching(/could not be reached/) as string });
    expect(await env.prisma.oidcLoginState.count({ where: { providerId: { in: [pending.id, disabled.id, unreachable.id] } } })).toBe(0);
    // Only the active one is on the login page.
    const logins = await sso.listSSOProviderLogins({ organizationId });
    expect(logins.items).toEqual([{ id: unreachable.id, label: 'Okta', startUrl: `${PUBLIC_URL}/v1/orgs/${organizationId}/oidc/${unreachable.id}/start` }]);
  });

  test('callback: no state 400, unknown or foreign state 403, a used state 403 as a replay, an error response uses the state up', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const provider = (await create(owner, organizationId, { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: SECRET })).provider!;
    const other = (await create(owner, organizationId, { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: SECRET })).provider!;
    const complete = (fields: Partial<identityV1.CompleteOIDCLoginRequest>) =>
      failure(sso.completeOIDCLogin({ organizationId, oidcProviderId: provider.id, ...fields }));
    expect(await complete({ code: 'c' })).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(await complete({ code: 'c', state: 'unknown' })).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/does not answer a sign-in/) as string });
    const expiresAt = new Date(Date.now() + 60_000);
    await env.prisma.oidcLoginState.createMany({
      data: [
        { stateHash: stateHash('theirs'), providerId: other.id, nonce: 'n', codeVerifier: 'v', expiresAt },
        { stateHash: stateHash('expired'), providerId: provider.id, nonce: 'n', codeVerifier: 'v', expiresAt: new Date(Date.now() - 1000) },
        { stateHash: stateHash('denied'), providerId: provider.id, nonce: 'n', codeVerifier: 'v', expiresAt },
      ],
    });
    expect(await complete({ code: 'c', state: 'theirs' })).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/does not answer a sign-in/) as string });
    expect(await complete({ code: 'c', state: 'expired' })).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/does not answer a sign-in/) as string });
    expect(await complete({ state: 'denied', error: 'access_denied' })).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/did not authenticate/) as string });
    expect(await complete({ code: 'c', state: 'denied' })).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/already completed or refused/) as string });
    // The other provider's state was not used up by the attempt through this one.
    expect(await env.prisma.oidcLoginState.findUniqueOrThrow({ where: { stateHash: stateHash('theirs') } })).toMatchObject({ consumedAt: null });
  });
});

describe('oidc-client', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/big') res.end('x'.repeat(2000));
      else if (req.url === '/redirect') {
        res.statusCode = 302;
        res.setHeader('location', 'http://example.com/');
        res.end();
      } else res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("fetches the issuer's origin only, without following redirects, bounded in size", async () => {
    const fetcher = issuerFetch(`${origin}/tenant`, { timeoutMs: 2000, maxBytes: 1000 });
    const ok = await fetcher(`${origin}/jwks`, { method: 'GET', headers: {}, redirect: 'manual' } as never);
    expect(await ok.json()).toEqual({ ok: true });
    await expect(fetcher('http://127.0.0.2:1/jwks', { method: 'GET', headers: {}, redirect: 'manual' } as never)).rejects.toThrow(/outside the issuer/);
    await expect(fetcher(`${origin}/big`, { method: 'GET', headers: {}, redirect: 'manual' } as never)).rejects.toThrow(/larger than 1000 bytes/);
    expect((await fetcher(`${origin}/redirect`, { method: 'GET', headers: {}, redirect: 'manual' } as never)).status).toBe(302);
  });

  test('maps validation errors to reasons without their messages', () => {
    const claimError = (claim: string) => Object.assign(new Error('unexpected JWT claim value encountered'), { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', cause: { claim } });
    expect(reasonOfOidcError(claimError('aud'))).toBe('id-token-audience');
    expect(reasonOfOidcError(claimError('nonce'))).toBe('id-token-nonce');
    expect(reasonOfOidcError(claimError('iss'))).toBe('id-token-issuer');
    expect(reasonOfOidcError(Object.assign(new Error('x'), { code: 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' }))).toBe('id-token-expired');
    expect(reasonOfOidcError(Object.assign(new Error('invalid response encountered'), { cause: new Error('JWT signature verification failed') }))).toBe('id-token-signature');
    expect(reasonOfOidcError(new LoginFailure('email-unverified'))).toBe('email-unverified');
    expect(reasonOfOidcError(new Error('something else'))).toBe('id-token-invalid');
  });

  test('allowed email domains: none means any, else an exact match of the domain', () => {
    expect(emailDomainAllowed([], 'a@b.example')).toBe(true);
    expect(emailDomainAllowed(['example.com'], 'a@Example.com')).toBe(true);
    expect(emailDomainAllowed(['example.com'], 'a@sub.example.com')).toBe(false);
    expect(emailDomainAllowed(['example.com'], 'a@example.com.evil.test')).toBe(false);
  });
});
