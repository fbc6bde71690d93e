import { randomUUID } from 'node:crypto';
import { commonV1, identityV1 } from '@quire/proto';
import { decodePrincipal, hashToken, requireScope, Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization, type TestOrganization } from '../../test/factories';
import { as, type Caller, callerFor, eventsOf, failure, PUBLIC_URL, statusOf, uniqueEmail, useTestIdentity } from '../../test/harness';
import { INSTALLATION_TOKEN_PREFIX, INSTALLATION_TOKEN_TTL_SECONDS } from './tokens';

// IntegrationInstallationService: installations, their tokens, and what an installation token
// may do (docs/integrations.md).

const env = useTestIdentity();
let channel: Channel;
let integrations: Client<typeof identityV1.IntegrationServiceDefinition>;
let installations: Client<typeof identityV1.IntegrationInstallationServiceDefinition>;
let saml: Client<typeof identityV1.SAMLProviderServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  integrations = createClient(identityV1.IntegrationServiceDefinition, channel);
  installations = createClient(identityV1.IntegrationInstallationServiceDefinition, channel);
  saml = createClient(identityV1.SAMLProviderServiceDefinition, channel);
});
afterAll(() => channel.close());

const { IntegrationScope: Scope, IntegrationVisibility: Visibility, IntegrationInstallationStatus: InstallationStatus, IntegrationInstallationSelection: Selection } =
  identityV1;

type Published = TestOrganization & { name: string };

/** An organization publishing a new integration (public unless said otherwise). */
async function publishedIntegration(fields: Partial<identityV1.PublishIntegrationRequest> = {}, publisher?: TestOrganization): Promise<Published> {
  const organization = publisher ?? (await createOrganization(env));
  const name = `int-${randomUUID().slice(0, 8)}`;
  await integrations.publishIntegration(
    {
      integrationName: name,
      title: 'Conversations',
      description: 'Pushes conversations',
      previewImages: [],
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
      categories: [],
      blocks: [],
      contentSources: [],
      externalLinks: [],
      script: 'export default {}',
      organization: organization.organizationId,
      secrets: {},
      visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      ...fields,
    },
    as(organization.owner),
  );
  return { ...organization, name };
}

const install = (caller: Caller, integrationName: string, organization: string) =>
  installations.installIntegration({ integrationName, organization }, as(caller)).then((response) => response.installation!);

/** An integration of one organization installed in another, with an installation token. */
async function installedWithToken(fields: Partial<identityV1.PublishIntegrationRequest> = {}) {
  const publisher = await publishedIntegration(fields);
  const customer = await createOrganization(env);
  const installation = await install(customer.owner, publisher.name, customer.organizationId);
  const { token } = await installations.createIntegrationInstallationToken(
    { integrationName: publisher.name, installationId: installation.id },
    as(customer.owner),
  );
  return { publisher, customer, installation, token, caller: await callerFor(env.identity, token) };
}

describe('InstallIntegration', () => {
  test('installs in an organization its admins choose, once', async () => {
    const { name, organizationId: publisherId } = await publishedIntegration();
    const customer = await createOrganization(env);
    const installation = await install(customer.owner, name, customer.organizationId);
    expect(installation).toMatchObject({
      status: InstallationStatus.INTEGRATION_INSTALLATION_STATUS_ACTIVE,
      spaceSelection: Selection.INTEGRATION_INSTALLATION_SELECTION_ALL,
      siteSelection: Selection.INTEGRATION_INSTALLATION_SELECTION_ALL,
      spaces: 0,
      configuration: {},
      externalIds: [],
      target: { organization: customer.organizationId },
      urls: { location: `${PUBLIC_URL}/v1/integrations/${name}/installations/${installation.id}`, publicEndpoint: `${PUBLIC_URL}/v1/integrations/${name}/integration` },
    });
    expect(await failure(install(customer.owner, name, customer.organizationId))).toMatchObject({
      code: Status.ALREADY_EXISTS,
      details: `The integration "${name}" is already installed in this organization`,
    });
    const events = await eventsOf(env, installation.id);
    expect(events).toEqual([
      {
        type: 'quire.identity.integration-installation.created',
        organizationId: customer.organizationId,
        data: expect.objectContaining({ installationId: installation.id, integration: name, organizationId: customer.organizationId }),
      },
    ]);
    expect(publisherId).not.toBe(customer.organizationId);
  });

  test('PERMISSION_DENIED for members who are not admins, NOT_FOUND outside the organization or for an unknown integration', async () => {
    const { name } = await publishedIntegration();
    const customer = await createOrganization(env);
    const editor = await addMember(env, customer.organizationId, 'edit');
    const outsider = await createOrganization(env);
    expect(await failure(install(editor, name, customer.organizationId))).toMatchObject({ code: Status.PERMISSION_DENIED });
    expect(await failure(install(outsider.owner, name, customer.organizationId))).toMatchObject({ code: Status.NOT_FOUND });
    expect(await failure(install(customer.owner, 'no-such-integration', customer.organizationId))).toMatchObject({
      code: Status.NOT_FOUND,
      details: 'No matching integration found for given name',
    });
    expect(await env.prisma.integrationInstallation.count({ where: { organizationId: customer.organizationId } })).toBe(0);
  });

  test('a private integration: invisible (NOT_FOUND) to other organizations, installed only in its own', async () => {
    const publisher = await publishedIntegration({ visibility: Visibility.INTEGRATION_VISIBILITY_PRIVATE });
    const customer = await createOrganization(env);
    expect(await failure(install(customer.owner, publisher.name, customer.organizationId))).toMatchObject({ code: Status.NOT_FOUND });
    // An admin of both still cannot take it elsewhere.
    await env.admin.addMember({ organizationId: customer.organizationId, email: (await env.identity.getCurrentUser({}, as(publisher.owner))).user!.email!, role: commonV1.MemberRole.MEMBER_ROLE_ADMIN });
    const owner = await callerFor(env.identity, publisher.owner.token);
    expect(await failure(install(owner, publisher.name, customer.organizationId))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'A private integration can only be installed in the organization that publishes it',
    });
    expect((await install(owner, publisher.name, publisher.organizationId)).target).toEqual({ organization: publisher.organizationId });
  });
});

describe('reading installations', () => {
  test('members of its organization and the integration admins see an installation; others get NOT_FOUND', async () => {
    const publisher = await publishedIntegration();
    const [first, second] = [await createOrganization(env), await createOrganization(env)];
    const one = await install(first.owner, publisher.name, first.organizationId);
    const two = await install(second.owner, publisher.name, second.organizationId);
    const reader = await addMember(env, first.organizationId, 'read');
    const guest = await addMember(env, first.organizationId, 'guest');
    const publisherMember = await addMember(env, publisher.organizationId, 'edit');
    const get = (caller: Caller, installationId: string) =>
      statusOf(installations.getIntegrationInstallation({ integrationName: publisher.name, installationId }, as(caller)));

    expect(await get(reader, one.id)).toBe('OK');
    expect(await get(publisher.owner, one.id)).toBe('OK');
    expect(await get(reader, two.id)).toBe(Status.NOT_FOUND);
    expect(await get(guest, one.id)).toBe(Status.NOT_FOUND);
    expect(await get(publisherMember, one.id)).toBe(Status.NOT_FOUND);
    expect(await statusOf(installations.getIntegrationInstallation({ integrationName: 'other-name', installationId: one.id }, as(reader)))).toBe(Status.NOT_FOUND);

    const list = async (caller: Caller, request: Partial<identityV1.ListIntegrationInstallationsRequest> = {}) =>
      (await installations.listIntegrationInstallations({ integrationName: publisher.name, ...request }, as(caller))).items.map((item) => item.id);
    expect(await list(publisher.owner)).toEqual([one.id, two.id]);
    expect(await list(reader)).toEqual([one.id]);
    expect(await list(publisherMember)).toEqual([]);
    const page = await installations.listIntegrationInstallations({ integrationName: publisher.name, limit: 1 }, as(publisher.owner));
    expect([page.items.map((item) => item.id), page.count]).toEqual([[one.id], 2]);
    const next = await installations.listIntegrationInstallations({ integrationName: publisher.name, limit: 1, page: page.next!.page }, as(publisher.owner));
    expect(next.items.map((item) => item.id)).toEqual([two.id]);

    await installations.updateIntegrationInstallation({ integrationName: publisher.name, installationId: two.id, externalIds: ['acct-42'] }, as(second.owner));
    expect(await list(publisher.owner, { externalId: 'acct-42' })).toEqual([two.id]);
  });

  test('ListOrganizationInstallations: members see the integrations installed with their installations, guests are refused', async () => {
    const [a, b] = [await publishedIntegration({ title: 'Alpha sync' }), await publishedIntegration({ title: 'Beta sync' })];
    const customer = await createOrganization(env);
    const first = await install(customer.owner, a.name, customer.organizationId);
    const second = await install(customer.owner, b.name, customer.organizationId);
    const member = await addMember(env, customer.organizationId, 'read');
    const guest = await addMember(env, customer.organizationId, 'guest');
    const outsider = await createOrganization(env);

    const listed = await installations.listOrganizationInstallations({ organizationId: customer.organizationId }, as(member));
    expect(listed.count).toBe(2);
    expect(listed.items.map((item) => [item.installation!.id, item.integration!.name])).toEqual([
      [first.id, a.name],
      [second.id, b.name],
    ]);
    expect(listed.items[0].integration!.owner!.id).toBe(a.organizationId);
    const searched = await installations.listOrganizationInstallations({ organizationId: customer.organizationId, search: 'beta' }, as(member));
    expect(searched.items.map((item) => item.installation!.id)).toEqual([second.id]);

    expect(await statusOf(installations.listOrganizationInstallations({ organizationId: customer.organizationId }, as(guest)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(installations.listOrganizationInstallations({ organizationId: customer.organizationId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);
  });
});

describe('UpdateIntegrationInstallation', () => {
  const schema = {
    account: {
      properties: {
        workspace: { type: 'string', title: 'Workspace' },
        region: { type: 'string', enum: ['eu', 'us'] },
        limit: { type: 'number' },
        verbose: { type: 'boolean' },
        connect: { type: 'button', callback_url: '/connect', button_text: 'Connect' },
      },
      required: ['workspace'],
    },
  };

  test('checks the configuration against the integration schema; pending until what it requires is set', async () => {
    const publisher = await publishedIntegration({ configurations: schema });
    const customer = await createOrganization(env);
    const installation = await install(customer.owner, publisher.name, customer.organizationId);
    expect(installation.status).toBe(InstallationStatus.INTEGRATION_INSTALLATION_STATUS_PENDING);
    const update = (fields: Partial<identityV1.UpdateIntegrationInstallationRequest>, caller: Caller = customer.owner) =>
      installations.updateIntegrationInstallation({ integrationName: publisher.name, installationId: installation.id, ...fields }, as(caller));

    const cases: [Partial<identityV1.UpdateIntegrationInstallationRequest>, string][] = [
      [{ configuration: { unknown: 'x' } }, "configuration.unknown: is not a property of the integration's account configuration"],
      [{ configuration: { workspace: 42 } }, 'configuration.workspace: must be a string'],
      [{ configuration: { region: 'asia' } }, 'configuration.region: must be one of eu, us'],
      [{ configuration: { limit: 'many' } }, 'configuration.limit: must be a number'],
      [{ configuration: { verbose: 'yes' } }, 'configuration.verbose: must be true or false'],
      [{ configuration: { connect: 'x' } }, 'configuration.connect: is a button and holds no value'],
      [{ externalIds: ['1', '2', '3', '4', '5', '6'] }, 'externalIds: Too big: expected array to have <=5 items'],
      [{ externalIds: [42] }, 'externalIds.0: Invalid input: expected string, received number'],
      [{ spaceSelection: 9 as identityV1.IntegrationInstallationSelection }, 'spaceSelection: must be "all" or "selected"'],
    ];
    for (const [fields, message] of cases) {
      expect(await failure(update(fields))).toEqual(expect.objectContaining({ code: Status.INVALID_ARGUMENT, details: message }));
    }

    const { installation: updated } = await update({
      configuration: { workspace: 'acme', region: 'eu', limit: 3, verbose: true },
      externalIds: ['ext-1', 'ext-1', 'ext-2'],
      siteSelection: Selection.INTEGRATION_INSTALLATION_SELECTION_SELECTED,
    });
    expect(updated).toMatchObject({
      status: InstallationStatus.INTEGRATION_INSTALLATION_STATUS_ACTIVE,
      configuration: { workspace: 'acme', region: 'eu', limit: 3, verbose: true },
      externalIds: ['ext-1', 'ext-2'],
      siteSelection: Selection.INTEGRATION_INSTALLATION_SELECTION_SELECTED,
      spaceSelection: Selection.INTEGRATION_INSTALLATION_SELECTION_ALL,
    });
    // Fields not sent are kept; [] clears the external ids.
    const { installation: cleared } = await update({ externalIds: [] });
    expect(cleared).toMatchObject({ externalIds: [], configuration: { workspace: 'acme', region: 'eu', limit: 3, verbose: true } });

    // The integration's admins act for the integration; other members of the organization may not.
    expect((await update({ externalIds: ['from-publisher'] }, publisher.owner)).installation!.externalIds).toEqual(['from-publisher']);
    const reader = await addMember(env, customer.organizationId, 'read');
    expect(await failure(update({ externalIds: [] }, reader))).toMatchObject({ code: Status.PERMISSION_DENIED });

    const events = await eventsOf(env, installation.id);
    expect(events.filter((event) => event.type === 'quire.identity.integration-installation.updated').map((event) => (event.data as { changes: string[] }).changes)).toEqual([
      ['externalIds', 'configuration', 'siteSelection'],
      ['externalIds'],
      ['externalIds'],
    ]);
  });
});

describe('scopes of an installation', () => {
  const republish = (publisher: Published, scopes: identityV1.IntegrationScope[]) =>
    integrations.publishIntegration(
      {
        integrationName: publisher.name,
        title: 'Conversations',
        description: 'Pushes conversations',
        previewImages: [],
        scopes,
        categories: [],
        blocks: [],
        contentSources: [],
        externalLinks: [],
        script: 'export default {}',
        organization: publisher.organizationId,
        secrets: {},
        visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      },
      as(publisher.owner),
    );

  test('a new version cannot widen what an installed token may do until the installing admins grant it', async () => {
    // Org A publishes with conversations:ingest, org B installs it, A mints a token for B's installation.
    const publisher = await publishedIntegration();
    const customer = await createOrganization(env);
    const installed = await install(customer.owner, publisher.name, customer.organizationId);
    expect(installed).toMatchObject({ scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST], pendingScopes: [] });
    const { token } = await installations.createIntegrationInstallationToken(
      { integrationName: publisher.name, installationId: installed.id },
      as(publisher.owner),
    );
    const scopesOfToken = async () => (await env.identity.authenticateToken({ token })).principal!.installation!.scopes;

    // A republishes asking for the OpenAPI scopes: the token keeps what B granted.
    await republish(publisher, [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_OPENAPI_READ, Scope.INTEGRATION_SCOPE_OPENAPI_WRITE]);
    expect(await scopesOfToken()).toEqual(['conversations:ingest']);
    const caller = await callerFor(env.identity, token);
    expect(() => requireScope(decodePrincipal(caller.metadata.get('x-quire-principal') as string), 'openapi:read', customer.organizationId)).toThrow(
      `The integration "${publisher.name}" does not have the scope "openapi:read"`,
    );

    // B's members see what is asked and not granted.
    const pending = {
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
      pendingScopes: [Scope.INTEGRATION_SCOPE_OPENAPI_READ, Scope.INTEGRATION_SCOPE_OPENAPI_WRITE],
    };
    const reader = await addMember(env, customer.organizationId, 'read');
    const get = (who: Caller) =>
      installations.getIntegrationInstallation({ integrationName: publisher.name, installationId: installed.id }, as(who)).then((answer) => answer.installation);
    expect(await get(reader)).toMatchObject(pending);
    expect(await get(caller)).toMatchObject(pending);
    const listed = await installations.listOrganizationInstallations({ organizationId: customer.organizationId }, as(reader));
    expect(listed.items[0].installation).toMatchObject(pending);

    // Only B's admins grant; only scopes the integration asks for.
    const grant = (scopes: unknown[], who: Caller = customer.owner) =>
      installations.updateIntegrationInstallation({ integrationName: publisher.name, installationId: installed.id, scopes }, as(who));
    const editor = await addMember(env, customer.organizationId, 'edit');
    expect(await failure(grant(['conversations:ingest', 'openapi:read', 'openapi:write'], publisher.owner))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'Only admins of the organization the integration is installed in can grant it scopes',
    });
    expect(await failure(grant(['openapi:read'], editor))).toMatchObject({ code: Status.PERMISSION_DENIED });
    expect(await failure(grant(['space:content:read']))).toEqual(
      expect.objectContaining({
        code: Status.INVALID_ARGUMENT,
        details: `scopes: the integration "${publisher.name}" does not ask for the scope "space:content:read"`,
      }),
    );
    expect(await failure(grant(['everything']))).toMatchObject({ code: Status.INVALID_ARGUMENT });
    // The integration's admins still update what they act for, without touching the scopes.
    await installations.updateIntegrationInstallation(
      { integrationName: publisher.name, installationId: installed.id, externalIds: ['ext'] },
      as(publisher.owner),
    );
    expect(await scopesOfToken()).toEqual(['conversations:ingest']);

    // B's admin accepts one of the new scopes: the same token has it, the other stays pending.
    const { installation: accepted } = await grant(['openapi:read', 'conversations:ingest', 'openapi:read']);
    expect(accepted).toMatchObject({
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_OPENAPI_READ],
      pendingScopes: [Scope.INTEGRATION_SCOPE_OPENAPI_WRITE],
    });
    expect(await scopesOfToken()).toEqual(['conversations:ingest', 'openapi:read']);
    const updates = (await eventsOf(env, installed.id)).filter((event) => event.type === 'quire.identity.integration-installation.updated');
    expect(updates.at(-1)!.data).toMatchObject({ changes: ['scopes'], scopes: ['openapi:read', 'conversations:ingest'] });

    // A version dropping a scope takes it away; asking for it again makes it pending again.
    await republish(publisher, [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST]);
    expect(await scopesOfToken()).toEqual(['conversations:ingest']);
    await republish(publisher, [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_OPENAPI_READ]);
    expect(await scopesOfToken()).toEqual(['conversations:ingest']);
    expect(await get(reader)).toMatchObject({ pendingScopes: [Scope.INTEGRATION_SCOPE_OPENAPI_READ] });

    // [] grants nothing at all.
    expect((await grant([])).installation).toMatchObject({
      scopes: [],
      pendingScopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_OPENAPI_READ],
    });
    expect(await scopesOfToken()).toEqual([]);
  });

  test('installing grants the scopes the integration asks for at that moment', async () => {
    const publisher = await publishedIntegration({
      scopes: [Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ, Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
    });
    const installation = await install(publisher.owner, publisher.name, publisher.organizationId);
    expect(installation).toMatchObject({
      scopes: [Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ, Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
      pendingScopes: [],
    });
    expect((await eventsOf(env, installation.id))[0].data).toMatchObject({ scopes: ['space:content:read', 'conversations:ingest'] });
  });
});

describe('installation tokens', () => {
  test('authenticate as the installation with exactly the integration scopes, stored hashed, expiring', async () => {
    const { publisher, customer, installation, token } = await installedWithToken({
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ],
    });
    expect(token.startsWith(INSTALLATION_TOKEN_PREFIX)).toBe(true);
    const { principal } = await env.identity.authenticateToken({ token });
    expect(principal).toEqual({
      userId: `installation:${installation.id}`,
      tokenId: expect.any(String),
      memberships: [],
      teamIds: [],
      kind: identityV1.TokenKind.TOKEN_KIND_INSTALLATION,
      installation: {
        installationId: installation.id,
        integration: publisher.name,
        organizationId: customer.organizationId,
        scopes: ['conversations:ingest', 'space:content:read'],
        // Enabled on no space yet (scoped-installations.test.ts: the spaces it carries).
        spaceIds: [],
      },
    });
    const stored = await env.prisma.installationToken.findUniqueOrThrow({ where: { id: principal!.tokenId } });
    expect(stored.hash).toBe(hashToken(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(INSTALLATION_TOKEN_TTL_SECONDS * 1000);
    const events = await eventsOf(env, installation.id);
    expect(events.map((event) => event.type)).toContain('quire.identity.integration-installation.token-created');
    expect(JSON.stringify(events)).not.toContain(token);
    expect(JSON.stringify(events)).not.toContain(stored.hash);

    // The scopes are the integration's as they are now: a new version with fewer takes them away.
    await integrations.publishIntegration(
      {
        integrationName: publisher.name,
        title: 'Conversations',
        description: '',
        previewImages: [],
        scopes: [],
        categories: [],
        blocks: [],
        contentSources: [],
        externalLinks: [],
        script: 'x',
        organization: publisher.organizationId,
        secrets: {},
        visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      },
      as(publisher.owner),
    );
    expect((await env.identity.authenticateToken({ token })).principal!.installation!.scopes).toEqual([]);

    await env.prisma.installationToken.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await statusOf(env.identity.authenticateToken({ token }))).toBe(Status.UNAUTHENTICATED);
  });

  test('expired ones are purged when a new one is issued', async () => {
    const { publisher, installation, caller } = await installedWithToken();
    await env.prisma.installationToken.update({ where: { id: caller.tokenId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await installations.createIntegrationInstallationToken({ integrationName: publisher.name, installationId: installation.id }, as(publisher.owner));
    expect(await env.prisma.installationToken.findUnique({ where: { id: caller.tokenId } })).toBeNull();
    expect(await env.prisma.installationToken.count({ where: { installationId: installation.id } })).toBe(1);
  });

  test('are created by admins of the organization or of the integration only', async () => {
    const { publisher, customer, installation } = await installedWithToken();
    const create = (caller: Caller) =>
      installations.createIntegrationInstallationToken({ integrationName: publisher.name, installationId: installation.id }, as(caller));
    expect((await create(publisher.owner)).token).toMatch(/^gb_inst_/);
    expect(await statusOf(create(await addMember(env, customer.organizationId, 'create')))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(create((await createOrganization(env)).owner))).toBe(Status.NOT_FOUND);
  });

  test('stop working when the integration is uninstalled; uninstalling is idempotent and for admins of the organization', async () => {
    const { publisher, customer, installation, token } = await installedWithToken();
    const uninstall = (caller: Caller, installationId = installation.id) =>
      installations.uninstallIntegration({ integrationName: publisher.name, installationId }, as(caller));
    expect(await statusOf(uninstall(await addMember(env, customer.organizationId, 'edit')))).toBe(Status.PERMISSION_DENIED);
    // The integration's admins cannot remove it from their customers.
    expect(await statusOf(uninstall(publisher.owner))).toBe(Status.PERMISSION_DENIED);
    // Someone who cannot see it is told it does not exist (204), and nothing changes.
    expect(await statusOf(uninstall((await createOrganization(env)).owner))).toBe('OK');
    expect(await statusOf(env.identity.authenticateToken({ token }))).toBe('OK');

    await uninstall(customer.owner);
    expect(await statusOf(env.identity.authenticateToken({ token }))).toBe(Status.UNAUTHENTICATED);
    expect(await env.prisma.installationToken.count({ where: { installationId: installation.id } })).toBe(0);
    expect(await statusOf(uninstall(customer.owner))).toBe('OK');
    expect(await statusOf(installations.createIntegrationInstallationToken({ integrationName: publisher.name, installationId: installation.id }, as(customer.owner)))).toBe(
      Status.NOT_FOUND,
    );
    expect((await eventsOf(env, installation.id)).map((event) => event.type)).toEqual([
      'quire.identity.integration-installation.created',
      'quire.identity.integration-installation.token-created',
      'quire.identity.integration-installation.deleted',
    ]);
  });
});

describe('what an installation token may do', () => {
  test('nothing that manages members, teams, tokens, SAML or the organization: PERMISSION_DENIED', async () => {
    const { customer, caller } = await installedWithToken();
    const organizationId = customer.organizationId;
    const editor = await addMember(env, organizationId, 'edit');
    const refused = [
      env.identity.updateMember({ organizationId, userId: editor.userId, role: commonV1.MemberRole.MEMBER_ROLE_ADMIN }, as(caller)),
      env.identity.removeMember({ organizationId, userId: editor.userId }, as(caller)),
      env.identity.addMemberByEmail({ organizationId, email: uniqueEmail('new'), role: commonV1.MemberRole.MEMBER_ROLE_ADMIN }, as(caller)),
      env.identity.listMembers({ organizationId }, as(caller)),
      env.identity.createTeam({ organizationId, title: 'Bots', members: [] }, as(caller)),
      env.identity.listTeams({ organizationId }, as(caller)),
      env.identity.createCurrentUserApiToken({}, as(caller)),
      env.identity.listCurrentUserApiTokens({}, as(caller)),
      env.identity.getCurrentUser({}, as(caller)),
      env.identity.getOrganization({ organizationId }, as(caller)),
      env.identity.updateOrganization({ organizationId, title: 'Taken over' }, as(caller)),
      env.identity.createOrganizationForCurrentUser({ title: 'Bot org' }, as(caller)),
      saml.listSAMLProviders({ organizationId }, as(caller)),
      saml.createSAMLProvider({ organizationId, label: 'Rogue' }, as(caller)),
    ];
    for (const call of refused) {
      expect(await failure(call)).toEqual(
        expect.objectContaining({ code: Status.PERMISSION_DENIED, details: 'Integration installation tokens cannot do this; use a user API token' }),
      );
    }
    // Nothing changed.
    expect((await env.identity.getMember({ organizationId, userId: editor.userId }, as(customer.owner))).member!.role).toBe(commonV1.MemberRole.MEMBER_ROLE_EDIT);
    expect((await env.identity.listTeams({ organizationId }, as(customer.owner))).count).toBe(0);
  });

  test('nothing with integrations or installations but reading: no publishing, installing, minting or uninstalling', async () => {
    const { publisher, customer, installation, caller } = await installedWithToken();
    const other = await publishedIntegration();
    const name = publisher.name;
    for (const call of [
      integrations.publishIntegration({ integrationName: name, title: 'Hijack', description: '', previewImages: [], scopes: [], categories: [], blocks: [], contentSources: [], externalLinks: [], script: 'x', organization: customer.organizationId, secrets: {} }, as(caller)),
      install(caller, other.name, customer.organizationId),
      installations.createIntegrationInstallationToken({ integrationName: name, installationId: installation.id }, as(caller)),
      installations.updateIntegrationInstallation({ integrationName: name, installationId: installation.id, externalIds: ['x'] }, as(caller)),
      installations.uninstallIntegration({ integrationName: name, installationId: installation.id }, as(caller)),
      installations.listIntegrationInstallations({ integrationName: name }, as(caller)),
      installations.listOrganizationInstallations({ organizationId: customer.organizationId }, as(caller)),
    ]) {
      expect(await statusOf(call)).toBe(Status.PERMISSION_DENIED);
    }
    // It reads its own installation and the public catalog, as anyone signed in.
    expect((await installations.getIntegrationInstallation({ integrationName: name, installationId: installation.id }, as(caller))).installation!.id).toBe(installation.id);
    expect((await integrations.getIntegration({ integrationName: name }, as(caller))).integration!.permissions).toEqual({ admin: false });
    const otherInstallation = await install(customer.owner, other.name, customer.organizationId);
    expect(await statusOf(installations.getIntegrationInstallation({ integrationName: other.name, installationId: otherInstallation.id }, as(caller)))).toBe(
      Status.PERMISSION_DENIED,
    );
  });

  test('user tokens are unaffected', async () => {
    const { customer } = await installedWithToken();
    const { principal } = await env.identity.authenticateToken({ token: customer.owner.token });
    expect(principal).toMatchObject({ userId: customer.owner.userId, kind: identityV1.TokenKind.TOKEN_KIND_USER });
    expect(principal!.installation).toBeUndefined();
    expect(await statusOf(env.identity.listMembers({ organizationId: customer.organizationId }, as(customer.owner)))).toBe('OK');
  });
});
