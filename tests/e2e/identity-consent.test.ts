import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, MemberRole, type OrganizationSAMLProvider, type PublishIntegration } from '@gitbook/api';
import { createTestIdentityProvider, readAuthnRequest, type TestIdentityProvider } from '@quire/testing';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import { expectApiError, expectRawError, identityFixtures, sendRaw, type IdentityFixtures, type OrgCaller } from './identity-helpers';

// What one organization's admin must not be able to do to another organization, proven over
// HTTP through the gateway with every service behind it (docs/sso.md "Tokens bound to their
// organization", docs/integrations.md "Scopes"):
// - sign in, through their own identity provider, an email another organization adds later,
//   and act in that organization with the login's token;
// - widen the scopes of an integration another organization installed by publishing a new version.

const AUTH_CACHE_TTL_MS = 50;
let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: AUTH_CACHE_TTL_MS });
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

/** Past the gateway's principal cache, so the next request asks identity again. */
const afterAuthCache = () => sleep(AUTH_CACHE_TTL_MS * 3);

const send = (method: string, path: string, token: string, body?: unknown) =>
  sendRaw(stack, method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) });

/** An organization whose admin configured an identity provider they hold the key of. */
async function withIdentityProvider(): Promise<{ admin: OrgCaller; idp: TestIdentityProvider; provider: OrganizationSAMLProvider }> {
  const admin = await fixtures.org();
  const idp = createTestIdentityProvider();
  const { data: provider } = await admin.api.orgs.createOrganizationSamlProvider(admin.organizationId, {
    label: 'Their IdP',
    entityID: idp.entityId,
    ssoURL: idp.ssoUrl,
    certificate: idp.certificate,
    defaultRole: MemberRole.Edit,
  });
  return { admin, idp, provider };
}

/** A browser's SAML login, the identity provider asserting `email`: the token the ACS page shows. */
async function ssoLogin({ idp, provider }: { idp: TestIdentityProvider; provider: OrganizationSAMLProvider }, email: string): Promise<string> {
  const start = await fetch(provider.service.startURL, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const request = readAuthnRequest(start.headers.get('location')!);
  const samlResponse = idp.respond({ inResponseTo: request.id, acsUrl: provider.service.acsURL, audience: provider.service.entityID, email });
  const acs = await fetch(provider.service.acsURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
  expect(acs.status).toBe(200);
  return /<pre id="token">([^<]+)<\/pre>/.exec(await acs.text())![1];
}

describe('an SSO login before the account joins another organization', () => {
  test("its token, and the tokens minted from it, never act in the organization that adds the account", async () => {
    const attacker = await withIdentityProvider();
    const victim = await fixtures.org();
    const { data: space } = await victim.api.orgs.createSpace(victim.organizationId, { title: 'Payroll' });
    const email = `new-hire-${randomUUID().slice(0, 8)}@victim.e2e.quire.test`;

    // Org B's admin asserts the email before org A hires the person, and mints a child token.
    const ssoToken = await ssoLogin(attacker, email);
    const minted = await send('POST', '/user/tokens', ssoToken, { label: 'kept' });
    expect(minted.status).toBe(201);
    const childToken = (minted.body as { token: string }).token;

    // Org A adds the email: the account the login created is attached, as an admin.
    const added = await send('POST', `/orgs/${victim.organizationId}/members`, victim.token, { email, role: 'admin' });
    expect(added.status).toBe(201);
    await afterAuthCache();

    for (const token of [ssoToken, childToken]) {
      const api = fixtures.client(token);
      // Nothing of org A, through any service: content, identity.
      await expectApiError(api.spaces.getSpaceById(space.id), 404);
      await expectApiError(api.orgs.createSpace(victim.organizationId, { title: 'Planted' }), 404);
      await expectApiError(api.orgs.getOrganizationById(victim.organizationId), 404);
      await expectApiError(api.orgs.listMembersInOrganizationById(victim.organizationId), 404);
      expectRawError(await send('POST', `/orgs/${victim.organizationId}/members`, token, { email: `accomplice-${randomUUID()}@e2e.quire.test`, role: 'admin' }), 404);
      const { data: organizations } = await api.orgs.listOrganizationsForAuthenticatedUser();
      expectContract('listOrganizationsForAuthenticatedUser', 200, organizations);
      expect(organizations.items.map((organization) => organization.id)).toEqual([attacker.admin.organizationId]);
      // It still works where its identity provider vouched for the person.
      expect((await api.orgs.getOrganizationById(attacker.admin.organizationId)).status).toBe(200);
    }
    // The person, with a token of their own, reaches org A.
    const { data: addedMember } = await victim.api.orgs.getMemberInOrganizationById(victim.organizationId, (added.body as { user: { id: string } }).user.id);
    expect(addedMember.role).toBe('admin');
  });
});

describe('a republished integration', () => {
  const manifest = (organization: string, scopes: IntegrationScope[]): PublishIntegration => ({
    title: 'Conversations',
    description: 'Sends support conversations to Quire',
    scopes,
    script: 'export default {}',
    organization,
    visibility: IntegrationVisibility.Public,
  });
  const spec = 'openapi: 3.0.3\ninfo:\n  title: Planted\n  version: "1"\npaths: {}\n';

  test("cannot widen an installation's scopes until the installing organization's admin grants them", async () => {
    // Org A publishes with conversations:ingest, org B installs it, A mints a token for B's installation.
    const publisher = await fixtures.org();
    const name = `consent-${randomUUID().slice(0, 8)}`;
    await publisher.api.integrations.publishIntegration(name, manifest(publisher.organizationId, [IntegrationScope.ConversationsIngest]));
    const customer = await fixtures.org();
    const { data: installation } = await customer.api.integrations.installIntegration(name, { organization: customer.organizationId });
    const { data: minted } = await publisher.api.integrations.createIntegrationInstallationToken(name, installation.id);
    const bot = fixtures.client(minted.token);

    // A republishes asking for the OpenAPI scopes: the same token gets none of them.
    await publisher.api.integrations.publishIntegration(
      name,
      manifest(publisher.organizationId, [IntegrationScope.ConversationsIngest, IntegrationScope.OpenapiRead, IntegrationScope.OpenapiWrite]),
    );
    await afterAuthCache();
    expect(await expectApiError(bot.orgs.listOpenApiSpecs(customer.organizationId), 403)).toMatch(/openapi:read/);
    await expectApiError(bot.orgs.createOpenApiSpec(customer.organizationId, { slug: 'planted', source: { text: spec } }), 403);

    // B sees what is asked for and not granted (Quire extension fields).
    const { data: pending } = await customer.api.integrations.getIntegrationInstallationById(name, installation.id);
    expectContract('getIntegrationInstallationById', 200, pending);
    expect(pending).toMatchObject({ scopes: ['conversations:ingest'], pendingScopes: ['openapi:read', 'openapi:write'] });

    // The publisher cannot grant them; B's admin can, with the PATCH body's extension field.
    const patch = (token: string, scopes: unknown) => send('PATCH', `/integrations/${name}/installations/${installation.id}`, token, { scopes });
    expectRawError(await patch(publisher.token, ['conversations:ingest', 'openapi:read', 'openapi:write']), 403);
    expectRawError(await patch(customer.token, ['openapi:everything']), 400);
    const granted = await patch(customer.token, ['conversations:ingest', 'openapi:read', 'openapi:write']);
    expect(granted.status).toBe(200);
    expectContract('updateIntegrationInstallation', 200, granted.body);
    expect(granted.body).toMatchObject({ scopes: ['conversations:ingest', 'openapi:read', 'openapi:write'], pendingScopes: [] });
    await afterAuthCache();
    expect((await bot.orgs.listOpenApiSpecs(customer.organizationId)).status).toBe(200);
    expect((await bot.orgs.createOpenApiSpec(customer.organizationId, { slug: 'granted', source: { text: spec } })).status).toBe(201);

    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as any;
    const body = document.paths['/integrations/{integrationName}/installations/{installationId}'].patch.requestBody.content['application/json'].schema;
    expect(body.properties.scopes['x-quire-extension']).toBe(true);
  });
});
