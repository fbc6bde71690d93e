import { createVerify } from 'node:crypto';
import { commonV1, identityV1 } from '@quire/proto';
import { createLogger, Status } from '@quire/shared';
import { createTestCertificate, createTestIdentityProvider, readAuthnRequest, tamper, type TestIdentityProvider } from '@quire/testing';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization, type TestOrganization } from '../../test/factories';
import { as, callerFor, failure, startTestIdentity, statusOf, type TestIdentity, uniqueEmail } from '../../test/harness';
import type { IdentityServiceOptions } from '../service';

const { MemberRole } = commonV1;

type Clients = {
  saml: Client<typeof identityV1.SAMLProviderServiceDefinition>;
  sso: Client<typeof identityV1.SSOServiceDefinition>;
};

/** An identity service with its own settings, SAML clients, and the log lines it wrote. */
function useSsoIdentity(sso: IdentityServiceOptions['sso'] = {}) {
  const logLines: string[] = [];
  const state = {} as { env: TestIdentity; channel: Channel; clients: Clients };
  beforeAll(async () => {
    state.env = await startTestIdentity(undefined, {
      sso,
      logger: createLogger('identity-test', 'info', { write: (line: string) => void logLines.push(line) }),
    });
    state.channel = createChannel(`127.0.0.1:${state.env.service.port}`);
    state.clients = {
      saml: createClient(identityV1.SAMLProviderServiceDefinition, state.channel),
      sso: createClient(identityV1.SSOServiceDefinition, state.channel),
    };
  });
  afterAll(async () => {
    state.channel.close();
    await state.env.stop();
  });
  return { state, logLines };
}

const { state, logLines } = useSsoIdentity({ tokenTtlSeconds: 600 });
const env = () => state.env;
const saml = () => state.clients.saml;
const sso = () => state.clients.sso;

type Setup = TestOrganization & { idp: TestIdentityProvider; provider: identityV1.OrganizationSAMLProvider; teamId: string };

/** An organization with a team and an active provider trusting a new test identity provider. */
async function setUp(
  clients: Clients = state.clients,
  identity: TestIdentity = state.env,
  defaultRole: commonV1.MemberRole = MemberRole.MEMBER_ROLE_EDIT,
): Promise<Setup> {
  const organization = await createOrganization(identity);
  const { team } = await identity.identity.createTeam({ organizationId: organization.organizationId, title: 'SSO', members: [] }, as(organization.owner));
  const idp = createTestIdentityProvider();
  const { provider } = await clients.saml.createSAMLProvider(
    {
      organizationId: organization.organizationId,
      label: 'Test IdP',
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificate: idp.certificate,
      defaultTeam: team!.id,
      defaultRole,
    },
    as(organization.owner),
  );
  return { ...organization, idp, provider: provider!, teamId: team!.id };
}

/** Starts a login and answers the AuthnRequest with a response the identity provider signed. */
async function respondToLogin(setup: Setup, email: string, options: Partial<Parameters<TestIdentityProvider['respond']>[0]> = {}, clients = state.clients) {
  const { location } = await clients.sso.startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
  const request = readAuthnRequest(location);
  const samlResponse = setup.idp.respond({
    inResponseTo: request.id,
    acsUrl: setup.provider.service!.acsUrl,
    audience: setup.provider.service!.entityId,
    email,
    ...options,
  });
  return { request, samlResponse };
}

const complete = (setup: Setup, samlResponse: string, clients = state.clients) =>
  clients.sso.completeSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id, samlResponse });

const tokenOf = (html: string) => /<pre id="token">([^<]+)<\/pre>/.exec(html)![1];

/** Nobody with this email exists, and no token was issued since `since`. */
async function expectNobodyLoggedIn(email: string, since: Date) {
  expect(await env().prisma.user.findUnique({ where: { email } })).toBeNull();
  expect(await env().prisma.apiToken.count({ where: { createdAt: { gte: since }, label: { startsWith: 'SSO login' } } })).toBe(0);
}

describe('ListSSOProviderLogins', () => {
  test('lists the active providers with their start URLs, without a principal', async () => {
    const setup = await setUp();
    await saml().createSAMLProvider({ organizationId: setup.organizationId, label: 'Pending one' }, as(setup.owner));
    const { items } = await sso().listSSOProviderLogins({ organizationId: setup.organizationId });
    expect(items).toEqual([{ id: setup.provider.id, label: 'Test IdP', startUrl: setup.provider.service!.startUrl }]);
    expect(await statusOf(sso().listSSOProviderLogins({ organizationId: 'noSuchOrganization' }))).toBe(Status.NOT_FOUND);
  });
});

describe('StartSAMLLogin', () => {
  test('redirects to the SSO URL with a deflated, unsigned AuthnRequest for the ACS URL, and remembers it', async () => {
    const setup = await setUp();
    const { location } = await sso().startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
    expect(location.startsWith(`${setup.idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    const request = readAuthnRequest(location);
    expect(request).toMatchObject({
      acsUrl: setup.provider.service!.acsUrl,
      issuer: setup.provider.service!.entityId,
      destination: setup.idp.ssoUrl,
    });
    expect(request.xml).toContain('ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
    expect(request.xml).toContain('Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"');
    expect(request.query.get('Signature')).toBeNull();
    const stored = await env().prisma.samlLoginRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored).toMatchObject({ providerId: setup.provider.id, consumedAt: null });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(15 * 60_000);
  });

  test('purges expired login requests and assertion records', async () => {
    const setup = await setUp();
    const past = new Date(Date.now() - 1000);
    await env().prisma.samlLoginRequest.create({ data: { id: '_expiredRequest', providerId: setup.provider.id, expiresAt: past } });
    await env().prisma.samlAssertion.create({ data: { providerId: setup.provider.id, assertionId: '_expiredAssertion', expiresAt: past } });
    await sso().startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
    expect(await env().prisma.samlLoginRequest.count({ where: { id: '_expiredRequest' } })).toBe(0);
    expect(await env().prisma.samlAssertion.count({ where: { assertionId: '_expiredAssertion' } })).toBe(0);
    expect(await env().prisma.samlLoginRequest.count({ where: { providerId: setup.provider.id } })).toBe(1);
  });

  test('refuses unknown and pending providers, naming why', async () => {
    const setup = await setUp();
    const pending = await saml().createSAMLProvider({ organizationId: setup.organizationId, label: 'Pending' }, as(setup.owner));
    const other = await setUp();
    const unknown = await failure(sso().startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: other.provider.id }));
    expect(unknown).toMatchObject({ code: Status.NOT_FOUND, details: 'SAML login failed: there is no such SAML provider in this organization' });
    const refused = await failure(sso().startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: pending.provider!.id }));
    expect(refused.code).toBe(Status.PERMISSION_DENIED);
    expect(refused.details).toMatch(/^SAML login failed: this SAML provider is pending/);
  });
});

describe('CompleteSAMLLogin', () => {
  test('a first login creates the user, an SSO membership with the default role and team, and a short-lived token', async () => {
    const setup = await setUp();
    const email = uniqueEmail('sso');
    const { samlResponse } = await respondToLogin(setup, email.toUpperCase(), { displayName: 'Ada Lovelace' });
    const before = Date.now();
    const answer = await complete(setup, samlResponse);
    expect(answer.location).toBe('');
    expect(answer.html).toContain(`as <strong>${email}</strong> with Test IdP`);

    const user = await env().prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.displayName).toBe('Ada Lovelace');
    const membership = await env().prisma.membership.findUniqueOrThrow({
      where: { organizationId_userId: { organizationId: setup.organizationId, userId: user.id } },
    });
    expect(membership).toMatchObject({ role: 'edit', sso: true });
    expect(await env().prisma.teamMember.findUnique({ where: { teamId_userId: { teamId: setup.teamId, userId: user.id } } })).toMatchObject({
      role: 'member',
    });

    const token = tokenOf(answer.html);
    const { principal } = await env().identity.authenticateToken({ token });
    expect(principal).toMatchObject({ userId: user.id, memberships: [{ organizationId: setup.organizationId, role: MemberRole.MEMBER_ROLE_EDIT }], teamIds: [setup.teamId] });
    const stored = await env().prisma.apiToken.findUniqueOrThrow({ where: { id: principal!.tokenId } });
    expect(stored.label).toBe('SSO login (Test IdP)');
    expect(stored.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 600_000 - 1000);
    expect(stored.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 600_000);

    const types = (aggregateId: string) =>
      env()
        .prisma.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true, data: true } })
        .then((events) => events.map((event) => event.type));
    expect(await types(user.id)).toEqual(['quire.identity.user.created', 'quire.identity.member.added']);
    expect(await types(setup.teamId)).toEqual(['quire.identity.team.created', 'quire.identity.team.updated']);
    // The sign-in itself (the audit log's), on the token it issued: never the token.
    const login = await env().prisma.outboxEvent.findMany({ where: { aggregateId: principal!.tokenId, type: 'quire.identity.sso-login.completed' }, select: { organizationId: true, data: true } });
    expect(login).toEqual([
      { organizationId: setup.organizationId, data: { organizationId: setup.organizationId, userId: user.id, samlProviderId: setup.provider.id, tokenId: principal!.tokenId, expiresAt: stored.expiresAt!.toISOString(), sso: true } },
    ]);
    expect(JSON.stringify(login)).not.toContain(token);
    expect(logLines.some((line) => line.includes('"msg":"SAML login"') && line.includes(user.id))).toBe(true);
  });

  test('a second login reuses the user and membership and issues a new token', async () => {
    const setup = await setUp();
    const email = uniqueEmail('again');
    const first = await complete(setup, (await respondToLogin(setup, email)).samlResponse);
    const userId = (await env().prisma.user.findUniqueOrThrow({ where: { email } })).id;
    await env().prisma.membership.update({
      where: { organizationId_userId: { organizationId: setup.organizationId, userId } },
      data: { role: 'review' },
    });
    const second = await complete(setup, (await respondToLogin(setup, email)).samlResponse);
    expect(tokenOf(second.html)).not.toBe(tokenOf(first.html));
    expect(await env().prisma.user.count({ where: { email } })).toBe(1);
    // The role an admin gave since is kept: the default role is for the first login only.
    expect((await env().identity.authenticateToken({ token: tokenOf(second.html) })).principal).toMatchObject({
      userId,
      memberships: [{ organizationId: setup.organizationId, role: MemberRole.MEMBER_ROLE_REVIEW }],
    });
    const memberEvents = await env().prisma.outboxEvent.count({ where: { aggregateId: userId, type: { startsWith: 'quire.identity.member.' } } });
    expect(memberEvents).toBe(1);
  });

  test('an existing member is marked as an SSO member and keeps their role; a guest default role makes guests', async () => {
    const setup = await setUp(state.clients, state.env, MemberRole.MEMBER_ROLE_GUEST);
    const member = await addMember(env(), setup.organizationId, 'admin');
    const email = (await env().prisma.user.findUniqueOrThrow({ where: { id: member.userId } })).email;
    await complete(setup, (await respondToLogin(setup, email)).samlResponse);
    expect(
      await env().prisma.membership.findUniqueOrThrow({ where: { organizationId_userId: { organizationId: setup.organizationId, userId: member.userId } } }),
    ).toMatchObject({ role: 'admin', sso: true });
    expect(await env().prisma.teamMember.count({ where: { teamId: setup.teamId, userId: member.userId } })).toBe(0);

    const newcomer = uniqueEmail('guest');
    await complete(setup, (await respondToLogin(setup, newcomer)).samlResponse);
    const user = await env().prisma.user.findUniqueOrThrow({ where: { email: newcomer } });
    expect(await env().prisma.membership.findUniqueOrThrow({ where: { organizationId_userId: { organizationId: setup.organizationId, userId: user.id } } })).toMatchObject({
      role: null,
      sso: true,
    });
  });

  test('refuses an account that also belongs to another organization', async () => {
    const setup = await setUp();
    const elsewhere = await createOrganization(env());
    const email = (await env().prisma.user.findUniqueOrThrow({ where: { id: elsewhere.owner.userId } })).email;
    const since = new Date();
    const refused = await failure(complete(setup, (await respondToLogin(setup, email)).samlResponse));
    expect(refused).toMatchObject({ code: Status.PERMISSION_DENIED });
    expect(refused.details).toMatch(/this account also belongs to other organizations/);
    expect(await env().prisma.membership.count({ where: { organizationId: setup.organizationId, userId: elsewhere.owner.userId } })).toBe(0);
    expect(await env().prisma.apiToken.count({ where: { userId: elsewhere.owner.userId, createdAt: { gte: since } } })).toBe(0);
  });

  test('its token acts only in its organization, also after the account joins another (takeover before joining)', async () => {
    // Org B's admin holds their identity provider's key and asserts an email org A will hire.
    const attacker = await setUp();
    const victim = await createOrganization(env());
    const { team: victimTeam } = await env().identity.createTeam(
      { organizationId: victim.organizationId, title: 'Staff', members: [] },
      as(victim.owner),
    );
    const email = uniqueEmail('new-hire');
    const ssoToken = tokenOf((await complete(attacker, (await respondToLogin(attacker, email)).samlResponse)).html);
    const sso = await callerFor(env().identity, ssoToken);
    // A token minted with the SSO token (a child) is bound like its parent.
    const child = await env().identity.createCurrentUserApiToken({ label: 'minted' }, as(sso));
    const childCaller = await callerFor(env().identity, child.apiToken!.token);

    // Org A adds that email later: the account the SSO login created is attached.
    await env().identity.addMemberByEmail(
      { organizationId: victim.organizationId, email, role: MemberRole.MEMBER_ROLE_ADMIN },
      as(victim.owner),
    );
    await env().identity.addTeamMember({ organizationId: victim.organizationId, teamId: victimTeam!.id, userId: sso.userId }, as(victim.owner));
    // The person's own credential, from an operator, reaches both organizations.
    const own = await env().admin.createApiToken({ userId: sso.userId, label: 'own' });
    const ownPrincipal = (await env().identity.authenticateToken({ token: own.token })).principal!;
    expect(ownPrincipal.memberships.map((membership) => membership.organizationId).sort()).toEqual(
      [attacker.organizationId, victim.organizationId].sort(),
    );
    expect(ownPrincipal.teamIds.sort()).toEqual([attacker.teamId, victimTeam!.id].sort());

    for (const token of [ssoToken, child.apiToken!.token]) {
      // What every service reads: org B's membership and teams only.
      const { principal } = await env().identity.authenticateToken({ token });
      expect(principal).toMatchObject({
        userId: sso.userId,
        memberships: [{ organizationId: attacker.organizationId, role: MemberRole.MEMBER_ROLE_EDIT }],
        teamIds: [attacker.teamId],
      });
    }
    for (const caller of [sso, childCaller]) {
      // Identity reads roles from its database, and finds the token's binding there too.
      expect(await statusOf(env().identity.getOrganization({ organizationId: victim.organizationId }, as(caller)))).toBe(Status.NOT_FOUND);
      expect(await statusOf(env().identity.listMembers({ organizationId: victim.organizationId }, as(caller)))).toBe(Status.NOT_FOUND);
      expect(
        await statusOf(
          env().identity.addMemberByEmail({ organizationId: victim.organizationId, email: uniqueEmail('accomplice'), role: MemberRole.MEMBER_ROLE_ADMIN }, as(caller)),
        ),
      ).toBe(Status.NOT_FOUND);
      expect(await statusOf(env().identity.getTeam({ organizationId: victim.organizationId, teamId: victimTeam!.id }, as(caller)))).toBe(Status.NOT_FOUND);
      expect(await statusOf(env().identity.createTeam({ organizationId: victim.organizationId, title: 'Mine', members: [] }, as(caller)))).toBe(Status.NOT_FOUND);
      expect(await statusOf(saml().listSAMLProviders({ organizationId: victim.organizationId }, as(caller)))).toBe(Status.NOT_FOUND);
      const { items } = await env().identity.listOrganizations({}, as(caller));
      expect(items.map((item) => item.id)).toEqual([attacker.organizationId]);
      expect(await statusOf(env().identity.getOrganization({ organizationId: attacker.organizationId }, as(caller)))).toBe('OK');
      // Nor can it create an organization (it could not act there) or touch the person's other tokens.
      expect(await statusOf(env().identity.createOrganizationForCurrentUser({ title: 'Elsewhere' }, as(caller)))).toBe(Status.PERMISSION_DENIED);
      const tokens = await env().identity.listCurrentUserApiTokens({}, as(caller));
      expect(tokens.items.map((item) => item.id).sort()).toEqual([sso.tokenId, childCaller.tokenId].sort());
      expect(await statusOf(env().identity.revokeCurrentUserApiToken({ tokenId: own.tokenId }, as(caller)))).toBe(Status.NOT_FOUND);
    }
    expect(await env().prisma.apiToken.findUniqueOrThrow({ where: { id: own.tokenId } })).toMatchObject({ revokedAt: null, boundOrganizationId: null });
    expect(await env().prisma.apiToken.findUniqueOrThrow({ where: { id: childCaller.tokenId } })).toMatchObject({
      parentTokenId: sso.tokenId,
      boundOrganizationId: attacker.organizationId,
    });

    // The person's own token still manages all of their tokens, the SSO ones included.
    const ownCaller = await callerFor(env().identity, own.token);
    expect((await env().identity.listCurrentUserApiTokens({}, as(ownCaller))).count).toBe(3);
    await env().identity.revokeCurrentUserApiToken({ tokenId: sso.tokenId }, as(ownCaller));
    expect(await statusOf(env().identity.authenticateToken({ token: child.apiToken!.token }))).toBe(Status.UNAUTHENTICATED);
    // And org B's identity provider no longer signs the account in: it belongs to org A too.
    expect(await failure(complete(attacker, (await respondToLogin(attacker, email)).samlResponse))).toMatchObject({ code: Status.PERMISSION_DENIED });
  });

  describe('refuses, naming the reason, and signs nobody in', () => {
    const cases: [string, (setup: Setup, email: string) => Promise<string>, Status, RegExp][] = [
      [
        'a tampered assertion',
        async (setup, email) => tamper((await respondToLogin(setup, email)).samlResponse, (xml) => xml.replace(email, email.replace('@', 'x@'))),
        Status.PERMISSION_DENIED,
        /the signature is invalid or missing/,
      ],
      [
        'a signature by another key',
        async (setup, email) => (await respondToLogin(setup, email, { signingKey: createTestCertificate().privateKey })).samlResponse,
        Status.PERMISSION_DENIED,
        /the signature is invalid or missing/,
      ],
      ['an unsigned assertion', async (setup, email) => (await respondToLogin(setup, email, { unsigned: true })).samlResponse, Status.PERMISSION_DENIED, /the signature is invalid or missing/],
      [
        'another audience',
        async (setup, email) => (await respondToLogin(setup, email, { audience: 'https://other-sp.example.com' })).samlResponse,
        Status.PERMISSION_DENIED,
        /audience mismatch/,
      ],
      [
        'another recipient',
        async (setup, email) => (await respondToLogin(setup, email, { recipient: 'https://evil.example.com/acs' })).samlResponse,
        Status.PERMISSION_DENIED,
        /its Recipient is not this provider's ACS URL/,
      ],
      [
        'another issuer',
        async (setup, email) => (await respondToLogin(setup, email, { issuer: 'https://other-idp.example.com' })).samlResponse,
        Status.PERMISSION_DENIED,
        /its Issuer is not this provider's entity ID/,
      ],
      [
        'an expired assertion',
        async (setup, email) =>
          (await respondToLogin(setup, email, { issuedAt: new Date(Date.now() - 3 * 3600_000), notOnOrAfter: new Date(Date.now() - 2 * 3600_000) })).samlResponse,
        Status.PERMISSION_DENIED,
        /the assertion has expired/,
      ],
      [
        'an assertion issued too long ago',
        async (setup, email) =>
          (await respondToLogin(setup, email, { issuedAt: new Date(Date.now() - 2 * 3600_000), notOnOrAfter: new Date(Date.now() + 3600_000) })).samlResponse,
        Status.PERMISSION_DENIED,
        /the assertion has expired/,
      ],
      [
        'an assertion not valid yet',
        async (setup, email) =>
          (await respondToLogin(setup, email, { notBefore: new Date(Date.now() + 3600_000), notOnOrAfter: new Date(Date.now() + 7200_000) })).samlResponse,
        Status.PERMISSION_DENIED,
        /the assertion is not valid yet/,
      ],
      [
        'a response to no login started here',
        async (setup, email) => {
          const { samlResponse, request } = await respondToLogin(setup, email);
          return tamper(samlResponse, (xml) => xml.replaceAll(request.id, '_unknownRequest'));
        },
        Status.PERMISSION_DENIED,
        /does not answer a login started from this provider's start URL/,
      ],
      ['a NameID that is not an email', async (setup) => (await respondToLogin(setup, 'jdoe')).samlResponse, Status.PERMISSION_DENIED, /NameID is not an email address/],
      ['a response that is not base64', async () => 'not base64!', Status.INVALID_ARGUMENT, /the SAMLResponse is not a base64-encoded SAML response/],
      ['base64 of something else', async () => Buffer.from('hello').toString('base64'), Status.INVALID_ARGUMENT, /the SAMLResponse is not a base64-encoded SAML response/],
      ['an empty response', async () => '', Status.INVALID_ARGUMENT, /no SAMLResponse was posted/],
    ];

    test.each(cases)('%s', async (_name, build, code, message) => {
      const setup = await setUp();
      const email = uniqueEmail('refused');
      const since = new Date();
      const samlResponse = await build(setup, email);
      const refused = await failure(complete(setup, samlResponse));
      expect(refused.code).toBe(code);
      expect(refused.details).toMatch(/^SAML login failed: /);
      expect(refused.details).toMatch(message);
      await expectNobodyLoggedIn(email, since);
    });
  });

  test('a replayed response is refused as a replay, also when two arrive at once', async () => {
    const setup = await setUp();
    const email = uniqueEmail('replay');
    const { samlResponse } = await respondToLogin(setup, email);
    const outcomes = await Promise.allSettled([complete(setup, samlResponse), complete(setup, samlResponse)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const again = await failure(complete(setup, samlResponse));
    expect(again).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/already used to log in \(replay\)$/) });
    const userId = (await env().prisma.user.findUniqueOrThrow({ where: { email } })).id;
    expect(await env().prisma.apiToken.count({ where: { userId } })).toBe(1);
  });

  test('an assertion replayed inside a response to another login is refused (assertion ids are kept)', async () => {
    // An identity provider that does not put InResponseTo in the signed subject confirmation:
    // the Response's InResponseTo is outside the signature and can be pointed at a new login.
    const setup = await setUp();
    const email = uniqueEmail('reuse');
    const { samlResponse, request } = await respondToLogin(setup, email, { subjectInResponseTo: null });
    await complete(setup, samlResponse);
    const { location } = await sso().startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
    const fresh = readAuthnRequest(location);
    const replayed = tamper(samlResponse, (xml) => xml.replace(`InResponseTo="${request.id}"`, `InResponseTo="${fresh.id}"`));
    const refused = await failure(complete(setup, replayed));
    expect(refused.details).toMatch(/\(replay\)$/);
    const userId = (await env().prisma.user.findUniqueOrThrow({ where: { email } })).id;
    expect(await env().prisma.apiToken.count({ where: { userId } })).toBe(1);
    // The login it tried to answer is still open: a genuine response to it still works.
    const genuine = setup.idp.respond({ inResponseTo: fresh.id, acsUrl: setup.provider.service!.acsUrl, audience: setup.provider.service!.entityId, email });
    expect((await complete(setup, genuine)).html).toContain(email);
  });

  test('a signature over the whole response covers the assertion too', async () => {
    const setup = await setUp();
    const both = uniqueEmail('both');
    expect((await complete(setup, (await respondToLogin(setup, both, { signResponse: true })).samlResponse)).html).toContain(both);
    const responseOnly = uniqueEmail('response');
    const signedResponse = (await respondToLogin(setup, responseOnly, { unsigned: true, signResponse: true })).samlResponse;
    expect((await complete(setup, signedResponse)).html).toContain(responseOnly);
    // Changing the assertion inside a signed response breaks the response's signature.
    const other = uniqueEmail('tampered');
    const tampered = tamper((await respondToLogin(setup, other, { unsigned: true, signResponse: true })).samlResponse, (xml) => xml.replace(other, `x${other}`));
    expect((await failure(complete(setup, tampered))).details).toMatch(/the signature is invalid or missing/);
    expect(await env().prisma.user.findUnique({ where: { email: `x${other}` } })).toBeNull();
  });

  test('a provider that became pending or was deleted refuses the response', async () => {
    const setup = await setUp();
    const email = uniqueEmail('late');
    const { samlResponse } = await respondToLogin(setup, email);
    await saml().updateSAMLProvider({ organizationId: setup.organizationId, samlProviderId: setup.provider.id, certificate: '' }, as(setup.owner));
    expect((await failure(complete(setup, samlResponse))).details).toMatch(/this SAML provider is pending/);
    await saml().deleteSAMLProvider({ organizationId: setup.organizationId, samlProviderId: setup.provider.id }, as(setup.owner));
    expect((await failure(complete(setup, samlResponse))).code).toBe(Status.NOT_FOUND);
    expect(await env().prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  test('logs each refusal with its reason only, never the response or the assertion', async () => {
    const setup = await setUp();
    const email = uniqueEmail('secret');
    const { samlResponse } = await respondToLogin(setup, email, { audience: 'https://other-sp.example.com' });
    const linesBefore = logLines.length;
    await failure(complete(setup, samlResponse));
    const written = logLines.slice(linesBefore).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written.filter((line) => line.msg === 'SAML login refused')).toEqual([
      expect.objectContaining({ reason: 'audience-mismatch', step: 'acs', organizationId: setup.organizationId, samlProviderId: setup.provider.id }),
    ]);
    const text = logLines.slice(linesBefore).join('\n');
    for (const secret of [email, samlResponse.slice(0, 40), 'https://other-sp.example.com', setup.idp.entityId]) expect(text).not.toContain(secret);
  });
});

describe('GetSAMLServiceProviderMetadata', () => {
  test('describes the SP side of a provider, pending ones included', async () => {
    const setup = await setUp();
    const pending = await saml().createSAMLProvider({ organizationId: setup.organizationId, label: 'Pending' }, as(setup.owner));
    const { data, contentType } = await sso().getSAMLServiceProviderMetadata({ organizationId: setup.organizationId, samlProviderId: pending.provider!.id });
    expect(contentType).toBe('application/samlmetadata+xml');
    const xml = data.toString('utf8');
    expect(xml).toContain(`entityID="${pending.provider!.service!.entityId}"`);
    expect(xml).toContain(`Location="${pending.provider!.service!.acsUrl}"`);
    expect(xml).toContain('AuthnRequestsSigned="false"');
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(await statusOf(sso().getSAMLServiceProviderMetadata({ organizationId: setup.organizationId, samlProviderId: 'unknown' }))).toBe(Status.NOT_FOUND);
  });
});

describe('with a return URL and a signing key', () => {
  const signing = createTestCertificate({ commonName: 'Quire SP' });
  const configured = useSsoIdentity({ returnUrl: 'https://app.example.com/sso/done?from=quire', signing });

  test('signs AuthnRequests (HTTP-Redirect binding) and publishes the certificate in the metadata', async () => {
    const setup = await setUp(configured.state.clients, configured.state.env);
    const { location } = await configured.state.clients.sso.startSAMLLogin({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
    const query = new URL(location).search.slice(1);
    const parameter = (name: string) => query.split('&').find((part) => part.startsWith(`${name}=`))!;
    const signature = new URL(location).searchParams.get('Signature')!;
    expect(new URL(location).searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    // The signed octets are the query parameters as sent, in the order the binding fixes.
    const signed = [parameter('SAMLRequest'), parameter('SigAlg')].join('&');
    expect(createVerify('RSA-SHA256').update(signed).verify(signing.certificate, signature, 'base64')).toBe(true);

    const metadata = await configured.state.clients.sso.getSAMLServiceProviderMetadata({ organizationId: setup.organizationId, samlProviderId: setup.provider.id });
    const xml = metadata.data.toString('utf8');
    expect(xml).toContain('AuthnRequestsSigned="true"');
    expect(xml).toContain(signing.certificate.split('\n')[1].trim());
  });

  test('sends the browser to the return URL with the token in the fragment', async () => {
    const setup = await setUp(configured.state.clients, configured.state.env);
    const email = uniqueEmail('return');
    const { samlResponse } = await respondToLogin(setup, email, {}, configured.state.clients);
    const answer = await complete(setup, samlResponse, configured.state.clients);
    expect(answer.html).toBe('');
    const url = new URL(answer.location);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://app.example.com/sso/done?from=quire');
    const fragment = new URLSearchParams(url.hash.slice(1));
    const user = await configured.state.env.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(fragment.get('userId')).toBe(user.id);
    expect(fragment.get('organizationId')).toBe(setup.organizationId);
    const { principal } = await configured.state.env.identity.authenticateToken({ token: fragment.get('token')! });
    expect(principal!.userId).toBe(user.id);
    const expiresAt = Date.parse(fragment.get('expiresAt')!);
    // The default lifetime: one hour.
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(60_000);
  });
});
