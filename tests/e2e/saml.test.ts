import SwaggerParser from '@apidevtools/swagger-parser';
import { MemberRole, type OrganizationSAMLProvider } from '@gitbook/api';
import { createTestCertificate, createTestIdentityProvider, readAuthnRequest, tamper, type TestIdentityProvider } from '@quire/testing';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import { expectApiError, expectRawError, identityFixtures, sendRaw, type IdentityFixtures, type OrgCaller } from './identity-helpers';

// SAML single sign-on through the gateway: the providers with the official client (every body
// checked against the GitBook contract), and the login flow as a browser drives it, with plain
// HTTP: the start URL's redirect, the identity provider's form post to the ACS URL, the token.

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack();
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Setup = { admin: OrgCaller; idp: TestIdentityProvider; provider: OrganizationSAMLProvider; teamId: string };

async function setUp(): Promise<Setup> {
  const admin = await fixtures.org();
  const { data: team } = await admin.api.orgs.createOrganizationTeam(admin.organizationId, { title: 'SSO' });
  const idp = createTestIdentityProvider();
  const response = await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, {
    label: 'Test IdP',
    entityID: idp.entityId,
    ssoURL: idp.ssoUrl,
    certificate: idp.certificate,
    defaultTeam: team.id,
    defaultRole: MemberRole.Edit,
  });
  expectContract('createOrganizationSAMLProvider', 201, response.data);
  expect(response.headers.get('location')).toBe(response.data.urls.location);
  return { admin, idp, provider: response.data, teamId: team.id };
}

/** What a browser does: GET the start URL (no token), and answers a 302 to the identity provider. */
async function startLogin(provider: OrganizationSAMLProvider) {
  const response = await fetch(provider.service.startURL, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return readAuthnRequest(response.headers.get('location')!);
}

/** The identity provider's form post to the ACS URL (HTTP-POST binding). */
const postToAcs = (provider: OrganizationSAMLProvider, samlResponse: string) =>
  fetch(provider.service.acsURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
    redirect: 'manual',
  });

async function signedResponse(setup: Setup, email: string, options: Partial<Parameters<TestIdentityProvider['respond']>[0]> = {}) {
  const request = await startLogin(setup.provider);
  return setup.idp.respond({ inResponseTo: request.id, acsUrl: setup.provider.service.acsURL, audience: setup.provider.service.entityID, email, ...options });
}

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@sso.e2e.quire.test`;

/** The token the ACS page shows. */
async function tokenOfPage(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return /<pre id="token">([^<]+)<\/pre>/.exec(await response.text())![1];
}

/** A refused login: a 4xx HTML page that names the reason. */
async function expectRefusalPage(response: Response, status: number, reason: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).not.toContain('id="token"');
  expect(/<p id="message">([^<]*)<\/p>/.exec(html)![1]).toMatch(reason);
}

async function memberEmails(admin: OrgCaller): Promise<string[]> {
  const { data } = await admin.api.orgs.listMembersInOrganizationById(admin.organizationId, { limit: 100 });
  expectContract('listMembersInOrganizationById', 200, data);
  return data.items.map((member) => member.user.email!);
}

describe('SAML providers with the official client', () => {
  test('create with a label only (pending), complete it (active), read, list, update, delete', async () => {
    const admin = await fixtures.org();
    const idp = createTestIdentityProvider();
    const created = await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'Okta' });
    expectContract('createOrganizationSAMLProvider', 201, created.data);
    expect(created.data).toMatchObject({ object: 'saml-provider', status: 'pending', ssoURL: 'about:blank', entityID: '', certificate: '', defaultRole: 'read' });
    const base = `${stack.baseUrl}/v1/orgs/${admin.organizationId}/saml/${created.data.id}`;
    expect(created.data.service).toEqual({ acsURL: `${base}/acs`, startURL: `${base}/start`, entityID: `${base}/metadata` });

    const { data: updated } = await admin.api.orgs.updateOrganizationSamlProvider(admin.organizationId, created.data.id, {
      entityID: idp.entityId,
      ssoURL: idp.ssoUrl,
      certificate: idp.certificate,
      defaultRole: null,
    });
    expectContract('updateOrganizationSAMLProvider', 200, updated);
    expect(updated).toMatchObject({ status: 'active', defaultRole: null, entityID: idp.entityId, ssoURL: idp.ssoUrl, label: 'Okta' });

    const { data: read } = await admin.api.orgs.getOrganizationSamlProviderById(admin.organizationId, created.data.id);
    expectContract('getOrganizationSAMLProviderById', 200, read);
    expect(read).toEqual(updated);

    await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'Second' });
    const { data: firstPage } = await admin.api.orgs.listSamlProvidersInOrganizationById(admin.organizationId, { limit: 1 });
    expectContract('listSAMLProvidersInOrganizationById', 200, firstPage);
    expect(firstPage.items.map((item) => item.id)).toEqual([created.data.id]);
    expect(firstPage.count).toBe(2);
    const { data: secondPage } = await admin.api.orgs.listSamlProvidersInOrganizationById(admin.organizationId, { limit: 1, page: firstPage.next!.page });
    expectContract('listSAMLProvidersInOrganizationById', 200, secondPage);
    expect(secondPage.items.map((item) => item.label)).toEqual(['Second']);

    const { data: logins } = await fixtures.client().orgs.listSsoProviderLoginsInOrganization(admin.organizationId);
    expectContract('listSSOProviderLoginsInOrganization', 200, logins);
    expect(logins).toEqual({ items: [{ id: created.data.id, label: 'Okta', startURL: `${base}/start` }] });

    const deleted = await admin.api.orgs.deleteOrganizationSamlProvider(admin.organizationId, created.data.id);
    expect(deleted.status).toBe(204);
    expect((await admin.api.orgs.deleteOrganizationSamlProvider(admin.organizationId, created.data.id)).status).toBe(204);
    await expectApiError(admin.api.orgs.getOrganizationSamlProviderById(admin.organizationId, created.data.id), 404);
  });

  test('a malformed PEM, an expired certificate and a non-https SSO URL are 400 and change nothing', async () => {
    const admin = await fixtures.org();
    const expired = createTestCertificate({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') });
    const create = (fields: Record<string, unknown>) => admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'Bad', ...fields });
    expect(await expectApiError(create({ certificate: 'MIIB...' }), 400)).toMatch(/^certificate: must be one X\.509 certificate in PEM format/);
    expect(await expectApiError(create({ certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }), 400)).toMatch(
      /^certificate: is not a valid X\.509 certificate/,
    );
    expect(await expectApiError(create({ certificate: expired.certificate }), 400)).toBe('certificate: expired on 2021-01-01T00:00:00.000Z');
    expect(await expectApiError(create({ ssoURL: 'http://idp.example.com/sso' }), 400)).toMatch(/^ssoURL: must be an https URL/);
    expect(await expectApiError(create({ label: '' }), 400)).toMatch(/^label: /);
    const misspelt = await sendRaw(stack, 'POST', `/orgs/${admin.organizationId}/saml`, {
      token: admin.token,
      body: JSON.stringify({ label: 'X', ssoUrl: 'https://idp.example.com' }),
    });
    expect(expectRawError(misspelt, 400)).toBe('ssoUrl: is not a known field');

    const { data: provider } = await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'Good' });
    const update = (fields: Record<string, unknown>) => admin.api.orgs.updateOrganizationSamlProvider(admin.organizationId, provider.id, fields);
    expect(await expectApiError(update({ certificate: expired.certificate, label: 'Changed' }), 400)).toMatch(/^certificate: expired/);
    expect(await expectApiError(update({ ssoURL: 'ftp://idp.example.com' }), 400)).toMatch(/^ssoURL: /);

    const { data: list } = await admin.api.orgs.listSamlProvidersInOrganizationById(admin.organizationId);
    expectContract('listSAMLProvidersInOrganizationById', 200, list);
    expect(list.items.map((item) => item.label)).toEqual(['Good']);
  });

  test('only admins manage providers; another organization gets 404', async () => {
    const admin = await fixtures.org();
    const { data: provider } = await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'Mine' });
    const editor = await fixtures.member(admin.organizationId, 'edit');
    const outsider = await fixtures.org();
    expect(await expectApiError(editor.api.orgs.listSamlProvidersInOrganizationById(admin.organizationId), 403)).toBe('Only admins can manage SAML providers');
    await expectApiError(editor.api.orgs.createOrganizationSamlProvider(admin.organizationId, { label: 'X' }), 403);
    await expectApiError(outsider.api.orgs.getOrganizationSamlProviderById(admin.organizationId, provider.id), 404);
    await expectApiError(outsider.api.orgs.getOrganizationSamlProviderById(outsider.organizationId, provider.id), 404);
    await expectApiError(outsider.api.orgs.updateOrganizationSamlProvider(admin.organizationId, provider.id, { label: 'Theirs' }), 404);
    await expectApiError(fixtures.client().orgs.listSamlProvidersInOrganizationById(admin.organizationId), 401);
  });
});

describe('SAML login through the gateway', () => {
  test('logs a new person in: user, SSO membership, default role and team, and a token that works', async () => {
    const setup = await setUp();
    const email = uniqueEmail('first');
    const token = await tokenOfPage(await postToAcs(setup.provider, await signedResponse(setup, email, { displayName: 'Grace Hopper' })));

    const { data: user } = await fixtures.client(token).user.getAuthenticatedUser();
    expectContract('getAuthenticatedUser', 200, user);
    expect(user).toMatchObject({ email, displayName: 'Grace Hopper' });
    const { data: member } = await setup.admin.api.orgs.getMemberInOrganizationById(setup.admin.organizationId, user.id);
    expectContract('getMemberInOrganizationById', 200, member);
    expect(member).toMatchObject({ role: 'edit', sso: true });
    const { data: teamMembers } = await setup.admin.api.orgs.listTeamMembersInOrganizationById(setup.admin.organizationId, setup.teamId);
    expectContract('listTeamMembersInOrganizationById', 200, teamMembers);
    expect(teamMembers.items.map((item) => item.organization.user.id)).toEqual([user.id]);

    // A second login reuses the person.
    const again = await tokenOfPage(await postToAcs(setup.provider, await signedResponse(setup, email)));
    expect(again).not.toBe(token);
    const { data: sameUser } = await fixtures.client(again).user.getAuthenticatedUser();
    expect(sameUser.id).toBe(user.id);
    expect((await memberEmails(setup.admin)).filter((address) => address === email)).toHaveLength(1);
  });

  test('refuses tampered, misaddressed, expired and replayed responses with a 4xx page, and signs nobody in', async () => {
    const setup = await setUp();
    const email = uniqueEmail('refused');
    const tampered = tamper(await signedResponse(setup, email), (xml) => xml.replace(email, `x${email}`));
    await expectRefusalPage(await postToAcs(setup.provider, tampered), 403, /signature is invalid or missing/);
    await expectRefusalPage(
      await postToAcs(setup.provider, await signedResponse(setup, email, { audience: 'https://elsewhere.example.com' })),
      403,
      /audience mismatch/,
    );
    const expired = await signedResponse(setup, email, { issuedAt: new Date(Date.now() - 3 * 3600_000), notOnOrAfter: new Date(Date.now() - 2 * 3600_000) });
    await expectRefusalPage(await postToAcs(setup.provider, expired), 403, /the assertion has expired/);
    await expectRefusalPage(await postToAcs(setup.provider, 'not base64!'), 400, /not a base64-encoded SAML response/);
    expect(await memberEmails(setup.admin)).not.toContain(email);
    expect(await memberEmails(setup.admin)).not.toContain(`x${email}`);

    const genuine = await signedResponse(setup, email);
    await tokenOfPage(await postToAcs(setup.provider, genuine));
    await expectRefusalPage(await postToAcs(setup.provider, genuine), 403, /already used to log in \(replay\)/);
  });

  test('unknown and pending providers, a missing response and a JSON body are refused as pages', async () => {
    const setup = await setUp();
    const other = await setUp();
    const foreign = `${stack.baseUrl}/v1/orgs/${setup.admin.organizationId}/saml/${other.provider.id}/start`;
    await expectRefusalPage(await fetch(foreign, { redirect: 'manual' }), 404, /no such SAML provider in this organization/);
    const { data: pending } = await setup.admin.api.orgs.createOrganizationSamlProvider(setup.admin.organizationId, { label: 'Pending' });
    await expectRefusalPage(await fetch(pending.service.startURL, { redirect: 'manual' }), 403, /this SAML provider is pending/);

    const empty = await fetch(setup.provider.service.acsURL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'RelayState=x' });
    await expectRefusalPage(empty, 400, /^SAMLResponse: /);
    const json = await fetch(setup.provider.service.acsURL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"SAMLResponse":"x"}' });
    await expectRefusalPage(json, 415, /application\/x-www-form-urlencoded/);
  });

  test('serves the SP metadata, and the OpenAPI document marks the login routes as public extensions', async () => {
    const setup = await setUp();
    const metadata = await fetch(setup.provider.service.entityID);
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toBe('application/samlmetadata+xml');
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${setup.provider.service.entityID}"`);
    expect(xml).toContain(`Location="${setup.provider.service.acsURL}"`);

    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    const base = '/orgs/{organizationId}/saml/{samlProviderId}';
    for (const [path, method] of [[`${base}/start`, 'get'], [`${base}/acs`, 'post'], [`${base}/metadata`, 'get']] as const) {
      expect(document.paths[path][method]).toMatchObject({ 'x-quire-extension': true, security: [] });
    }
    expect(document.paths['/orgs/{organizationId}/sso'].get).toMatchObject({ security: [] });
    expect(document.paths['/orgs/{organizationId}/saml'].post['x-quire-extension']).toBeUndefined();
  });
});
