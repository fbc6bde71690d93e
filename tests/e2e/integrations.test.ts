import { randomBytes, randomUUID } from 'node:crypto';
import {
  IntegrationCategory,
  IntegrationInstallationSiteSelection,
  IntegrationScope,
  IntegrationTarget,
  IntegrationVisibility,
  MemberRole,
  type PublishIntegration,
} from '@gitbook/api';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import { expectApiError, expectRawError, identityFixtures, sendRaw, type IdentityFixtures, type OrgCaller } from './identity-helpers';

// Integrations, installations and installation tokens through the gateway with the official
// client, every body checked against the GitBook contract (docs/integrations.md). Run with
// E2E_NAMESPACE=integrations.

const AUTH_CACHE_TTL_MS = 300;
const logLines: string[] = [];
let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack({
    authCacheTtlMs: AUTH_CACHE_TTL_MS,
    // Everything the services log, to check that no secret or token is ever in it.
    logLevel: 'debug',
    logDestination: { write: (line: string) => void logLines.push(line) },
    identity: { secretsKey: randomBytes(32) },
  });
  fixtures = identityFixtures(stack);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const uniqueName = (label = 'e2e') => `${label}-${randomUUID().slice(0, 8)}`;

const manifest = (organization: string, fields: Partial<PublishIntegration> = {}): PublishIntegration => ({
  title: 'Conversations',
  description: 'Sends support conversations to Quire',
  scopes: [IntegrationScope.ConversationsIngest],
  script: 'export default {}',
  organization,
  visibility: IntegrationVisibility.Public,
  ...fields,
});

async function publish(caller: OrgCaller, name: string, fields: Partial<PublishIntegration> = {}) {
  const response = await caller.api.integrations.publishIntegration(name, manifest(caller.organizationId, fields));
  expect(response.status).toBe(200);
  expectContract('publishIntegration', 200, response.data);
  return response.data;
}

/** An integration of one organization installed in another, and a token acting as that installation. */
async function installed(scopes = [IntegrationScope.ConversationsIngest]) {
  const publisher = await fixtures.org();
  const name = uniqueName();
  await publish(publisher, name, { scopes });
  const customer = await fixtures.org();
  const response = await customer.api.integrations.installIntegration(name, { organization: customer.organizationId });
  expect(response.status).toBe(201);
  expectContract('installIntegration', 201, response.data);
  const { data: token } = await customer.api.integrations.createIntegrationInstallationToken(name, response.data.id);
  expectContract('createIntegrationInstallationToken', 200, token);
  return { publisher, customer, name, installation: response.data, token: token.token };
}

describe('publishing and reading integrations', () => {
  test('publish creates version 1 and then the next versions by name; the owner is a full Organization', async () => {
    const admin = await fixtures.org();
    const name = uniqueName();
    const first = await publish(admin, name, {
      icon: PNG,
      previewImages: [GIF, PNG],
      categories: [IntegrationCategory.Analytics],
      externalLinks: [{ url: 'https://example.com/docs', label: 'Docs' }],
      blocks: [{ id: 'embed', title: 'Embed', urlUnfurl: ['https://www.figma.com/file/*'] }],
      configurations: { account: { properties: { workspace: { type: 'string', title: 'Workspace' } }, required: ['workspace'] } },
      contentSecurityPolicy: { 'script-src': "'self'" },
    });
    expect(first).toMatchObject({
      object: 'integration',
      name,
      version: 1,
      verified: false,
      visibility: 'public',
      target: 'all',
      scopes: ['conversations:ingest'],
      categories: ['analytics'],
      permissions: { admin: true },
      urls: {
        location: `${stack.baseUrl}/v1/integrations/${name}`,
        assets: `${stack.baseUrl}/v1/integrations/${name}/assets`,
        publicEndpoint: `${stack.baseUrl}/v1/integrations/${name}/integration`,
      },
    });
    expect(first.owner).toMatchObject({ object: 'organization', id: admin.organizationId });
    expect(first.previewImages).toHaveLength(2);

    const second = await publish(admin, name, { title: 'Conversations v2', target: IntegrationTarget.Space });
    expect(second).toMatchObject({ version: 2, title: 'Conversations v2', target: 'space', previewImages: [] });
    expect(second.urls.icon).toBeUndefined();

    const { data: read } = await (await fixtures.org()).api.integrations.getIntegrationByName(name);
    expectContract('getIntegrationByName', 200, read);
    expect(read).toMatchObject({ name, version: 2, permissions: { admin: false } });
  });

  test('the icon and preview images are served at their URLs without a token', async () => {
    const admin = await fixtures.org();
    const integration = await publish(admin, uniqueName(), { icon: PNG, previewImages: [GIF] });
    const icon = await fetch(integration.urls.icon!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await icon.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const preview = await fetch(integration.previewImages[0]);
    expect(preview.headers.get('content-type')).toBe('image/gif');
    const missing = await sendRaw(stack, 'GET', `/integrations/${integration.name}/assets/${'x'.repeat(20)}`);
    expectRawError(missing, 404);
  });

  test('bad input is 400 with the contract error body, and nothing is published', async () => {
    const admin = await fixtures.org();
    const name = uniqueName();
    const publishing = (integrationName: string, fields: Partial<PublishIntegration>) =>
      admin.api.integrations.publishIntegration(integrationName, manifest(admin.organizationId, fields));
    expect(await expectApiError(publishing('has space', {}), 400)).toMatch(/^integrationName: /);
    expect(await expectApiError(publishing('x'.repeat(101), {}), 400)).toMatch(/^integrationName: /);
    expect(await expectApiError(publishing(name, { previewImages: [PNG, PNG, PNG, PNG] }), 400)).toMatch(/^previewImages: /);
    const link = { url: 'https://example.com', label: 'Link' };
    expect(await expectApiError(publishing(name, { externalLinks: [link, link, link, link, link, link] }), 400)).toMatch(/^externalLinks: /);
    expect(await expectApiError(publishing(name, { title: 'x' }), 400)).toMatch(/^title: /);
    expect(await expectApiError(publishing(name, { title: 'x'.repeat(31) }), 400)).toMatch(/^title: /);
    expect(await expectApiError(publishing(name, { icon: Buffer.from('<svg/>').toString('base64') }), 400)).toBe('icon: must be a PNG, JPEG, GIF or WebP image');
    expect(await expectApiError(publishing(name, { scopes: ['members:manage' as IntegrationScope] }), 400)).toMatch(/^scopes\.0: /);
    const withoutScopes = await sendRaw(stack, 'POST', `/integrations/${name}`, {
      token: admin.token,
      body: JSON.stringify({ title: 'No scopes', description: '', script: 'x', organization: admin.organizationId }),
    });
    expect(expectRawError(withoutScopes, 400)).toMatch(/^scopes: /);
    await expectApiError(admin.api.integrations.getIntegrationByName(name), 404);
  });

  test('only admins of the organization publish: 403 inside it, 404 outside it', async () => {
    const admin = await fixtures.org();
    const editor = await fixtures.member(admin.organizationId, MemberRole.Edit);
    const outsider = await fixtures.org();
    const name = uniqueName();
    expect(await expectApiError(editor.api.integrations.publishIntegration(name, manifest(admin.organizationId)), 403)).toBe(
      'Only admins of the organization can publish its integrations',
    );
    expect(await expectApiError(outsider.api.integrations.publishIntegration(name, manifest(admin.organizationId)), 404)).toBe(
      'Organization could not be found for the given hostname',
    );
  });

  test('private integrations are for their members, unlisted ones are readable but not listed; the filters work', async () => {
    const admin = await fixtures.org();
    const member = await fixtures.member(admin.organizationId, MemberRole.Read);
    const outsider = await fixtures.org();
    const prefix = `lst${randomUUID().slice(0, 6)}`;
    await publish(admin, `${prefix}-public`, { blocks: [{ id: 'b', title: 'Block', urlUnfurl: ['https://app.example.org/*'] }] });
    await publish(admin, `${prefix}-private`, { visibility: IntegrationVisibility.Private, categories: [IntegrationCategory.Content] });
    await publish(admin, `${prefix}-unlisted`, { visibility: IntegrationVisibility.Unlisted });

    const names = async (caller: typeof member, query: Parameters<typeof member.api.integrations.listIntegrations>[0] = {}) => {
      const { data } = await caller.api.integrations.listIntegrations({ search: prefix, ...query });
      expectContract('listIntegrations', 200, data);
      return data.items.map((item) => item.name.slice(prefix.length + 1));
    };
    expect(await names(member)).toEqual(['private', 'public']);
    expect(await names(outsider)).toEqual(['public']);
    expect(await names(member, { blocks: true })).toEqual(['public']);
    expect(await names(member, { blockDomain: 'example.org' })).toEqual(['public']);
    expect(await names(member, { category: IntegrationCategory.Content })).toEqual(['private']);
    expect(await names(member, { owner: admin.organizationId, scope: IntegrationScope.ConversationsIngest, target: IntegrationTarget.All, contentSources: false })).toEqual([
      'private',
      'public',
    ]);
    const { data: page } = await member.api.integrations.listIntegrations({ search: prefix, limit: 1 });
    expectContract('listIntegrations', 200, page);
    expect(page.count).toBe(2);
    const { data: next } = await member.api.integrations.listIntegrations({ search: prefix, limit: 1, page: page.next!.page });
    expect(next.items.map((item) => item.name)).toEqual([`${prefix}-public`]);

    await expectApiError(outsider.api.integrations.getIntegrationByName(`${prefix}-private`), 404);
    const { data: unlisted } = await outsider.api.integrations.getIntegrationByName(`${prefix}-unlisted`);
    expectContract('getIntegrationByName', 200, unlisted);
    expect(await expectApiError(member.api.integrations.listIntegrations({ blockDomain: 'a/b' }), 400)).toMatch(/^blockDomain: /);
  });

  test('secrets are stored but never answered or logged', async () => {
    const admin = await fixtures.org();
    const name = uniqueName('secret');
    const secret = `s3cr3t-${randomUUID()}`;
    const published = await publish(admin, name, { secrets: { API_KEY: secret } });
    const { data: read } = await admin.api.integrations.getIntegrationByName(name);
    const { data: listed } = await admin.api.integrations.listIntegrations({ owner: admin.organizationId });
    for (const body of [published, read, listed]) expect(JSON.stringify(body)).not.toContain(secret);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(secret) || line.includes('API_KEY'))).toEqual([]);
  });
});

describe('installations and installation tokens', () => {
  test('install, list, read, update, list in the organization, uninstall, with the official client', async () => {
    const { publisher, customer, name, installation } = await installed();
    expect(installation).toMatchObject({ status: 'active', spaces: 0, target: { organization: customer.organizationId }, externalIds: [] });

    const { data: read } = await customer.api.integrations.getIntegrationInstallationById(name, installation.id);
    expectContract('getIntegrationInstallationById', 200, read);

    const { data: updated } = await customer.api.integrations.updateIntegrationInstallation(name, installation.id, {
      externalIds: ['acct-1'],
      configuration: { anything: 'goes' },
      site_selection: IntegrationInstallationSiteSelection.Selected,
    });
    expectContract('updateIntegrationInstallation', 200, updated);
    expect(updated).toMatchObject({ externalIds: ['acct-1'], configuration: { anything: 'goes' }, site_selection: 'selected', space_selection: 'all' });

    const { data: all } = await publisher.api.integrations.listIntegrationInstallations(name, { externalId: 'acct-1' });
    expectContract('listIntegrationInstallations', 200, all);
    expect(all.items.map((item) => item.id)).toEqual([installation.id]);

    const { data: inOrganization } = await customer.api.orgs.listOrganizationInstallations(customer.organizationId, { search: name });
    expectContract('listOrganizationInstallations', 200, inOrganization);
    expect(inOrganization.items.map((item) => [item.installation.id, item.integration.name])).toEqual([[installation.id, name]]);

    const editor = await fixtures.member(customer.organizationId, MemberRole.Edit);
    await expectApiError(editor.api.integrations.uninstallIntegration(name, installation.id), 403);
    const removed = await customer.api.integrations.uninstallIntegration(name, installation.id);
    expect(removed.status).toBe(204);
    expectContract('uninstallIntegration', 204, removed.data);
    expect((await customer.api.integrations.uninstallIntegration(name, installation.id)).status).toBe(204);
    await expectApiError(customer.api.integrations.getIntegrationInstallationById(name, installation.id), 404);
  });

  test('bad input and access: 400, 403, 404, 409 with the contract error body', async () => {
    const { publisher, customer, name, installation } = await installed();
    expect(await expectApiError(customer.api.integrations.installIntegration(name, { organization: customer.organizationId }), 409)).toMatch(/already installed/);
    const outsider = await fixtures.org();
    await expectApiError(outsider.api.integrations.getIntegrationInstallationById(name, installation.id), 404);
    await expectApiError(outsider.api.integrations.installIntegration(name, { organization: customer.organizationId }), 404);
    await expectApiError(outsider.api.integrations.createIntegrationInstallationToken(name, installation.id), 404);
    const guest = await fixtures.member(customer.organizationId, null);
    await expectApiError(guest.api.orgs.listOrganizationInstallations(customer.organizationId), 403);
    expect(
      await expectApiError(customer.api.integrations.updateIntegrationInstallation(name, installation.id, { externalIds: ['1', '2', '3', '4', '5', '6'] }), 400),
    ).toMatch(/^externalIds: /);
    const badSelection = await sendRaw(stack, 'PATCH', `/integrations/${name}/installations/${installation.id}`, {
      token: customer.token,
      body: JSON.stringify({ space_selection: 'some' }),
    });
    expect(expectRawError(badSelection, 400)).toMatch(/^space_selection: /);
    expect(publisher.organizationId).not.toBe(customer.organizationId);
  });

  test('an installation token acts as the installation: its scopes, not member management', async () => {
    const { customer, name, installation, token } = await installed();
    const bot = fixtures.client(token);
    const editor = await fixtures.member(customer.organizationId, MemberRole.Edit);

    const { data: own } = await bot.integrations.getIntegrationInstallationById(name, installation.id);
    expectContract('getIntegrationInstallationById', 200, own);
    expect(own.id).toBe(installation.id);

    const message = 'Integration installation tokens cannot do this; use a user API token';
    expect(await expectApiError(bot.orgs.updateMemberInOrganizationById(customer.organizationId, editor.userId, { role: MemberRole.Admin }), 403)).toBe(message);
    expect(await expectApiError(bot.orgs.removeMemberFromOrganizationById(customer.organizationId, editor.userId), 403)).toBe(message);
    expect(await expectApiError(bot.orgs.listMembersInOrganizationById(customer.organizationId), 403)).toBe(message);
    expect(await expectApiError(bot.orgs.createOrganizationTeam(customer.organizationId, { title: 'Bots' }), 403)).toBe(message);
    expect(await expectApiError(bot.orgs.listSamlProvidersInOrganizationById(customer.organizationId), 403)).toBe(message);
    expect(await expectApiError(bot.user.getAuthenticatedUser(), 403)).toBe(message);
    expect(await expectApiError(bot.integrations.createIntegrationInstallationToken(name, installation.id), 403)).toBe(message);
    const { data: member } = await customer.api.orgs.getMemberInOrganizationById(customer.organizationId, editor.userId);
    expect(member.role).toBe('edit');

    // Uninstalling ends the token within the gateway's auth cache window.
    await customer.api.integrations.uninstallIntegration(name, installation.id);
    await new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS + 100));
    await expectApiError(bot.integrations.getIntegrationInstallationById(name, installation.id), 401);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  test('an installation token with conversations:ingest ingests under its own source; without the scope it is refused', async () => {
    const { customer, name, installation, token } = await installed();
    const bot = fixtures.client(token);
    const conversation = {
      id: 'ticket-42',
      parts: [
        { type: 'message' as const, role: 'user' as const, body: 'Where is the rate limit of the search API documented?' },
        { type: 'message' as const, role: 'assistant' as const, body: "Sorry, I don't know." },
      ],
    };
    const ingested = await bot.orgs.ingestConversation(customer.organizationId, conversation);
    expect(ingested.status).toBe(204);
    const source = `integration:${name}:${installation.id}`;
    const { data: listed } = await customer.api.orgs.listConversations(customer.organizationId, { source });
    expectContract('listConversations', 200, listed);
    expect(listed.items.map((item) => item.source)).toEqual([source]);
    // The installation acts only in the organization it is installed in, and reads nothing.
    const outsider = await fixtures.org();
    await expectApiError(bot.orgs.ingestConversation(outsider.organizationId, conversation), 404);
    await expectApiError(bot.orgs.listConversations(customer.organizationId), 404);

    const unscoped = await installed([IntegrationScope.SpaceContentRead]);
    const refused = await expectApiError(fixtures.client(unscoped.token).orgs.ingestConversation(unscoped.customer.organizationId, conversation), 403);
    expect(refused).toMatch(/conversations:ingest/);
  });

  test('the OpenAPI document marks the asset route as a Quire extension', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(document.paths['/integrations/{integrationName}/assets/{assetId}'].get['x-quire-extension']).toBe(true);
    expect(document.paths['/integrations/{integrationName}/installations/{installationId}/tokens'].post.operationId).toBe('createIntegrationInstallationToken');
  });
});
