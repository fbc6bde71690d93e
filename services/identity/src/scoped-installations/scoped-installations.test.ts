import { randomUUID } from 'node:crypto';
import { contentV1, identityV1, installationsV1, sitesV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization, type TestOrganization } from '../../test/factories';
import { as, type Caller, callerFor, eventsOf, PUBLIC_URL, statusOf, useTestIdentity } from '../../test/harness';

// Space and site installations, the organization's integration listings and statuses,
// unpublishing, development mode and the runtime's tokens (docs/integrations.md).

const env = useTestIdentity();
let channel: Channel;
let integrations: Client<typeof identityV1.IntegrationServiceDefinition>;
let installations: Client<typeof identityV1.IntegrationInstallationServiceDefinition>;
let spaces: Client<typeof installationsV1.IntegrationSpaceInstallationServiceDefinition>;
let sites: Client<typeof installationsV1.IntegrationSiteInstallationServiceDefinition>;
let internal: Client<typeof identityV1.IdentityInternalServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  integrations = createClient(identityV1.IntegrationServiceDefinition, channel);
  installations = createClient(identityV1.IntegrationInstallationServiceDefinition, channel);
  spaces = createClient(installationsV1.IntegrationSpaceInstallationServiceDefinition, channel);
  sites = createClient(installationsV1.IntegrationSiteInstallationServiceDefinition, channel);
  internal = createClient(identityV1.IdentityInternalServiceDefinition, channel);
});
afterAll(() => channel.close());

const { IntegrationScope: Scope, IntegrationVisibility: Visibility, IntegrationInstallationStatus: InstallationStatus } = identityV1;

/** A space of `organizationId` as content answers it; `admin`: the caller administers it. */
function addSpace(organizationId: string, { admin = true }: { admin?: boolean } = {}): string {
  const id = `space${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  env.content.spaces.set(id, contentV1.Space.fromPartial({ object: 'space', id, title: `Space ${id}`, organization: organizationId, permissions: { view: true, admin } }));
  return id;
}

function addSite(organizationId: string): string {
  const id = `site${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  env.content.sites.set(id, { organizationId, site: sitesV1.Site.fromPartial({ object: 'site', id, title: `Site ${id}` }) });
  return id;
}

type Published = TestOrganization & { name: string };

async function publish(fields: Partial<identityV1.PublishIntegrationRequest> = {}, publisher?: TestOrganization, name = `int-${randomUUID().slice(0, 8)}`): Promise<Published> {
  const organization = publisher ?? (await createOrganization(env));
  await integrations.publishIntegration(
    {
      integrationName: name,
      title: 'Scripts and blocks',
      description: 'Does things',
      previewImages: [],
      scopes: [Scope.INTEGRATION_SCOPE_SITE_SCRIPT_INJECT, Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ],
      categories: [],
      blocks: [{ id: 'diagram', title: 'Diagram', urlUnfurl: [] }],
      contentSources: [],
      externalLinks: [],
      script: 'export default {}',
      organization: organization.organizationId,
      secrets: {},
      visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      configurations: { space: { properties: { channel: { type: 'string', title: 'Channel' } }, required: ['channel'] } },
      contentSecurityPolicy: { 'script-src': 'https://cdn.example.test' },
      ...fields,
    } as identityV1.PublishIntegrationRequest,
    as(organization.owner),
  );
  return { ...organization, name };
}

/** An integration of one organization installed in another (its owner the customer's admin). */
async function installed(fields: Partial<identityV1.PublishIntegrationRequest> = {}) {
  const publisher = await publish(fields);
  const customer = await createOrganization(env);
  const { installation } = await installations.installIntegration({ integrationName: publisher.name, organization: customer.organizationId }, as(customer.owner));
  return { publisher, customer, name: publisher.name, installationId: installation!.id };
}

async function tokensFor(name: string, installationId?: string): Promise<{ integration: Caller; installation?: Caller }> {
  const minted = await internal.mintIntegrationTokens({ integrationName: name, installationId });
  return {
    integration: await callerFor(env.identity, minted.integrationToken),
    installation: minted.installationToken ? await callerFor(env.identity, minted.installationToken) : undefined,
  };
}

describe('space installations', () => {
  test('installing: NOT_FOUND for spaces the caller cannot read or of another organization, PERMISSION_DENIED below admin, ALREADY_EXISTS twice; the event; `spaces` counts it', async () => {
    const { customer, name, installationId } = await installed();
    const space = addSpace(customer.organizationId);
    const elsewhere = addSpace((await createOrganization(env)).organizationId);
    const editor = await addMember(env, customer.organizationId, 'edit');
    const request = (spaceId: string) => ({ integrationName: name, installationId, space: spaceId });
    expect(await statusOf(spaces.installIntegrationOnSpace(request(space)))).toBe(Status.UNAUTHENTICATED);
    expect(await statusOf(spaces.installIntegrationOnSpace(request('not an id'), as(customer.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(spaces.installIntegrationOnSpace(request(elsewhere), as(customer.owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(spaces.installIntegrationOnSpace(request('spaceUnknown000000'), as(customer.owner)))).toBe(Status.NOT_FOUND);
    // The editor reads the space (the fake says they administer it only when `admin`).
    const readOnly = addSpace(customer.organizationId, { admin: false });
    expect(await statusOf(spaces.installIntegrationOnSpace(request(readOnly), as(editor)))).toBe(Status.PERMISSION_DENIED);
    expect(await env.prisma.integrationSpaceInstallation.count({ where: { installationId } })).toBe(0);

    const { installation } = await spaces.installIntegrationOnSpace({ ...request(space), extended: true }, as(customer.owner));
    expect(installation).toMatchObject({
      integration: name,
      installation: installationId,
      status: InstallationStatus.INTEGRATION_INSTALLATION_STATUS_PENDING,
      externalIds: [],
      urls: { location: `${PUBLIC_URL}/v1/integrations/${name}/installations/${installationId}/spaces/${space}`, publicEndpoint: `${PUBLIC_URL}/v1/integrations/${name}/integration` },
      space: { $case: 'spaceObject', value: expect.objectContaining({ id: space }) },
    });
    // A space's own admins may enable integrations on it too.
    const administered = addSpace(customer.organizationId, { admin: true });
    expect((await spaces.installIntegrationOnSpace(request(administered), as(editor))).installation!.space).toEqual({ $case: 'spaceId', value: administered });
    expect(await statusOf(spaces.installIntegrationOnSpace(request(space), as(customer.owner)))).toBe(Status.ALREADY_EXISTS);
    const events = await eventsOf(env, installationId);
    expect(events.filter((event) => event.type === 'quire.identity.integration-space-installation.created')).toHaveLength(2);
    expect(events.find((event) => event.type === 'quire.identity.integration-space-installation.created')!.data).toMatchObject({ spaceId: space, integration: name, organizationId: customer.organizationId });
    const { installation: org } = await installations.getIntegrationInstallation({ integrationName: name, installationId }, as(customer.owner));
    expect(org!.spaces).toBe(2);
  });

  test('reading, updating (the space schema), uninstalling (deleted, then not), and what tokens may do', async () => {
    const { customer, name, installationId } = await installed();
    const other = await installed();
    // Content answers that the reader below does not administer this space.
    const space = addSpace(customer.organizationId, { admin: false });
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    const ref = { integrationName: name, installationId, spaceId: space };
    const reader = await addMember(env, customer.organizationId, 'read');
    const outsider = await createOrganization(env);

    expect((await spaces.getIntegrationSpaceInstallation(ref, as(reader))).installation!.space).toEqual({ $case: 'spaceId', value: space });
    expect(await statusOf(spaces.getIntegrationSpaceInstallation(ref, as(outsider.owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(spaces.getIntegrationSpaceInstallation({ ...ref, spaceId: 'spaceNone000000000' }, as(reader)))).toBe(Status.NOT_FOUND);
    const listed = await spaces.listIntegrationInstallationSpaces({ integrationName: name, installationId, extended: true }, as(customer.owner));
    expect(listed.items.map((item) => item.space)).toEqual([{ $case: 'spaceObject', value: expect.objectContaining({ id: space }) }]);
    expect(listed.count).toBe(1);

    expect(await statusOf(spaces.updateIntegrationSpaceInstallation({ ...ref, configuration: { channel: 3 } }, as(customer.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(spaces.updateIntegrationSpaceInstallation({ ...ref, configuration: { other: 'x' } }, as(customer.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(spaces.updateIntegrationSpaceInstallation({ ...ref, externalIds: ['1', '2', '3', '4', '5', '6'] }, as(customer.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(spaces.updateIntegrationSpaceInstallation({ ...ref, externalIds: ['x'] }, as(reader)))).toBe(Status.PERMISSION_DENIED);
    const { installation: updated } = await spaces.updateIntegrationSpaceInstallation({ ...ref, configuration: { channel: '#docs' } }, as(customer.owner));
    expect(updated).toMatchObject({ status: InstallationStatus.INTEGRATION_INSTALLATION_STATUS_ACTIVE, configuration: { channel: '#docs' } });

    // The integration's own tokens read and update its space installations; another integration's do not.
    const own = await tokensFor(name, installationId);
    const foreign = await tokensFor(other.name, other.installationId);
    const { installation: tagged } = await spaces.updateIntegrationSpaceInstallation({ ...ref, externalIds: ['ext-1', 'ext-1'] }, as(own.installation!));
    expect(tagged).toMatchObject({ externalIds: ['ext-1'], configuration: { channel: '#docs' } });
    expect((await spaces.getIntegrationSpaceInstallation(ref, as(own.integration))).installation!.externalIds).toEqual(['ext-1']);
    expect(await statusOf(spaces.getIntegrationSpaceInstallation(ref, as(foreign.installation!)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(spaces.getIntegrationSpaceInstallation(ref, as(foreign.integration)))).toBe(Status.NOT_FOUND);
    const all = await spaces.listIntegrationSpaceInstallations({ integrationName: name, externalId: 'ext-1' }, as(own.integration));
    expect(all.items.map((item) => item.installation)).toEqual([installationId]);
    expect((await spaces.listIntegrationSpaceInstallations({ integrationName: name, externalId: 'nope' }, as(own.integration))).count).toBe(0);
    expect(await statusOf(spaces.listIntegrationSpaceInstallations({ integrationName: name }, as(own.installation!)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(spaces.listIntegrationSpaceInstallations({ integrationName: name }, as(customer.owner)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(spaces.uninstallIntegrationFromSpace(ref, as(own.installation!)))).toBe(Status.PERMISSION_DENIED);

    expect(await statusOf(spaces.uninstallIntegrationFromSpace(ref, as(reader)))).toBe(Status.PERMISSION_DENIED);
    expect((await spaces.uninstallIntegrationFromSpace(ref, as(outsider.owner))).deleted).toBe(false);
    expect((await spaces.uninstallIntegrationFromSpace(ref, as(customer.owner))).deleted).toBe(true);
    expect((await spaces.uninstallIntegrationFromSpace(ref, as(customer.owner))).deleted).toBe(false);
    const types = (await eventsOf(env, installationId)).map((event) => event.type);
    expect(types.filter((type) => type.startsWith('quire.identity.integration-space-installation.'))).toEqual([
      'quire.identity.integration-space-installation.created',
      'quire.identity.integration-space-installation.updated',
      'quire.identity.integration-space-installation.updated',
      'quire.identity.integration-space-installation.deleted',
    ]);
  });

  test('a page of the integration-wide listing is keyset-paginated; uninstalling the organization installation removes its space installations', async () => {
    const { customer, name, installationId } = await installed();
    for (let index = 0; index < 3; index += 1) {
      await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space: addSpace(customer.organizationId) }, as(customer.owner));
    }
    const { integration } = await tokensFor(name);
    const first = await spaces.listIntegrationSpaceInstallations({ integrationName: name, limit: 2 }, as(integration));
    const second = await spaces.listIntegrationSpaceInstallations({ integrationName: name, limit: 2, page: first.next!.page }, as(integration));
    expect([first.items.length, second.items.length, first.count, second.next]).toEqual([2, 1, 3, undefined]);
    expect(new Set([...first.items, ...second.items].map((item) => (item.space as { value: string }).value)).size).toBe(3);
    await installations.uninstallIntegration({ integrationName: name, installationId }, as(customer.owner));
    expect(await env.prisma.integrationSpaceInstallation.count({ where: { installationId } })).toBe(0);
  });

  test('listSpaceIntegrations and listSpaceIntegrationsBlocks: the published integrations enabled on a space, for whoever reads it', async () => {
    const { customer, name, installationId } = await installed();
    const space = addSpace(customer.organizationId);
    const bare = addSpace(customer.organizationId);
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    const reader = await addMember(env, customer.organizationId, 'read');
    const listed = await spaces.listSpaceIntegrations({ spaceId: space }, as(reader));
    expect(listed.items.map((item) => item.name)).toEqual([name]);
    expect((await spaces.listSpaceIntegrations({ spaceId: space, search: 'no such thing' }, as(reader))).items).toEqual([]);
    expect((await spaces.listSpaceIntegrations({ spaceId: bare }, as(reader))).items).toEqual([]);
    expect((await spaces.listSpaceIntegrationsBlocks({ spaceId: space }, as(reader))).blocks).toEqual([{ name, blocks: [expect.objectContaining({ id: 'diagram', title: 'Diagram' })] }]);
    expect(await statusOf(spaces.listSpaceIntegrations({ spaceId: space }, as((await createOrganization(env)).owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(spaces.listSpaceIntegrationsBlocks({ spaceId: 'spaceUnknown000000' }, as(reader)))).toBe(Status.NOT_FOUND);
  });
});

describe('the spaces an installation token carries', () => {
  test('AuthenticateToken answers the spaces the installation is enabled on, by id, as they are when it authenticates; at most 1000', async () => {
    const { customer, name, installationId } = await installed();
    const [first, second] = [addSpace(customer.organizationId), addSpace(customer.organizationId)].sort();
    const other = await installed();
    await spaces.installIntegrationOnSpace({ integrationName: other.name, installationId: other.installationId, space: addSpace(other.customer.organizationId) }, as(other.customer.owner));
    const { installationToken } = await internal.mintIntegrationTokens({ integrationName: name, installationId });
    const spacesOfToken = async () => (await env.identity.authenticateToken({ token: installationToken! })).principal!.installation!.spaceIds;
    expect(await spacesOfToken()).toEqual([]);
    for (const space of [second, first]) await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    expect(await spacesOfToken()).toEqual([first, second]);
    await spaces.uninstallIntegrationFromSpace({ integrationName: name, installationId, spaceId: first }, as(customer.owner));
    expect(await spacesOfToken()).toEqual([second]);

    // Beyond the bound, the first 1000 by id.
    const { integrationId } = await env.prisma.integrationInstallation.findUniqueOrThrow({ where: { id: installationId }, select: { integrationId: true } });
    const many = Array.from({ length: 1000 }, (_, i) => `spacebulk${String(i).padStart(5, '0')}`);
    await env.prisma.integrationSpaceInstallation.createMany({
      data: many.map((spaceId) => ({ installationId, spaceId, integrationId, organizationId: customer.organizationId })),
    });
    const carried = await spacesOfToken();
    expect(carried).toHaveLength(1000);
    expect(carried).toEqual([...many, second].sort().slice(0, 1000));
  });
});

describe('site installations', () => {
  test('installing (admins only), the scripts of site:script:inject integrations with their CSP, listSiteIntegrations', async () => {
    const { customer, name, installationId } = await installed();
    const plain = await installed({ scopes: [Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ] });
    const site = addSite(customer.organizationId);
    const creator = await addMember(env, customer.organizationId, 'create');
    const ref = { integrationName: name, installationId, siteId: site };
    expect(await statusOf(sites.installIntegrationOnSite(ref, as(creator)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(sites.installIntegrationOnSite({ ...ref, siteId: addSite((await createOrganization(env)).organizationId) }, as(customer.owner)))).toBe(Status.NOT_FOUND);
    const { installation } = await sites.installIntegrationOnSite({ ...ref, extended: true }, as(customer.owner));
    expect(installation).toMatchObject({ installation: installationId, site: { $case: 'siteObject', value: expect.objectContaining({ id: site }) } });
    expect(installation!.status).toBe(InstallationStatus.INTEGRATION_INSTALLATION_STATUS_ACTIVE);

    // The other integration has no site:script:inject scope: enabled, but it injects nothing.
    const { installation: plainInstallation } = await installations.installIntegration({ integrationName: plain.name, organization: customer.organizationId }, as(customer.owner));
    await sites.installIntegrationOnSite({ integrationName: plain.name, installationId: plainInstallation!.id, siteId: site }, as(customer.owner));
    const { scripts } = await sites.listSiteIntegrationScripts({ organizationId: customer.organizationId, siteId: site }, as(creator));
    expect(scripts).toEqual([
      {
        script: `${PUBLIC_URL}/v1/integrations/${name}/installations/${installationId}/sites/${site}/script.js`,
        cookies: false,
        contentSecurityPolicy: 'script-src https://cdn.example.test',
      },
    ]);
    const listed = await sites.listSiteIntegrations({ organizationId: customer.organizationId, siteId: site }, as(creator));
    expect(listed.items.map((item) => item.name).sort()).toEqual([name, plain.name].sort());
    expect(await statusOf(sites.listSiteIntegrationScripts({ organizationId: customer.organizationId, siteId: site }, as((await createOrganization(env)).owner)))).toBe(Status.NOT_FOUND);

    // The same scripts for the reader and the runtime (GetSiteIntegrationScripts, no principal), with the site installation.
    const internalScripts = await internal.getSiteIntegrationScripts({ siteId: site });
    expect(internalScripts.scripts).toEqual([
      {
        integrationId: expect.any(String),
        integrationName: name,
        installationId,
        script: scripts[0].script,
        cookies: false,
        contentSecurityPolicy: 'script-src https://cdn.example.test',
        siteInstallation: { integration: name, installation: installationId, site, status: 'active', configuration: {}, externalIds: [] },
      },
    ]);
    expect((await internal.getSiteIntegrationScripts({ siteId: site, integrationName: name, installationId })).scripts).toHaveLength(1);
    expect((await internal.getSiteIntegrationScripts({ siteId: site, integrationName: plain.name, installationId: plainInstallation!.id })).scripts).toEqual([]);
    expect((await internal.getSiteIntegrationScripts({ siteId: site, integrationName: name, installationId: plainInstallation!.id })).scripts).toEqual([]);
    expect((await internal.getSiteIntegrationScripts({ siteId: addSite(customer.organizationId) })).scripts).toEqual([]);
    expect(await statusOf(internal.getSiteIntegrationScripts({ siteId: site, integrationName: name }))).toBe(Status.INVALID_ARGUMENT);

    const { installation: updated } = await sites.updateIntegrationSiteInstallation({ ...ref, externalIds: ['a'] }, as(customer.owner));
    expect(updated!.externalIds).toEqual(['a']);
    expect((await sites.listIntegrationInstallationSites({ integrationName: name, installationId }, as(customer.owner))).count).toBe(1);
    expect((await sites.uninstallIntegrationFromSite(ref, as(customer.owner))).deleted).toBe(true);
    expect((await sites.listSiteIntegrationScripts({ organizationId: customer.organizationId, siteId: site }, as(creator))).scripts).toEqual([]);
  });
});

describe('organization listings and statuses', () => {
  test("listOrganizationIntegrations: the public integrations and the organization's private ones, for its members", async () => {
    const organization = await createOrganization(env);
    const own = await publish({ visibility: Visibility.INTEGRATION_VISIBILITY_PRIVATE }, organization);
    const foreign = await publish({ visibility: Visibility.INTEGRATION_VISIBILITY_PRIVATE });
    const open = await publish();
    const names = async (caller: Caller) =>
      (await integrations.listOrganizationIntegrations({ organizationId: organization.organizationId, limit: 1000 }, as(caller))).items.map((item) => item.name);
    const listed = await names(organization.owner);
    expect(listed).toEqual(expect.arrayContaining([own.name, open.name]));
    expect(listed).not.toContain(foreign.name);
    const guest = await addMember(env, organization.organizationId, 'guest');
    expect(await statusOf(integrations.listOrganizationIntegrations({ organizationId: organization.organizationId }, as(guest)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(integrations.listOrganizationIntegrations({ organizationId: organization.organizationId }, as(foreign.owner)))).toBe(Status.NOT_FOUND);
  });

  test('getOrganizationIntegrationStatus and listOrganizationIntegrationsStatus (organization, space, site)', async () => {
    const { customer, name, installationId } = await installed();
    const reader = await addMember(env, customer.organizationId, 'read');
    expect((await installations.getOrganizationIntegrationStatus({ organizationId: customer.organizationId, integrationName: name }, as(reader))).status).toBe(
      InstallationStatus.INTEGRATION_INSTALLATION_STATUS_ACTIVE,
    );
    expect(await statusOf(installations.getOrganizationIntegrationStatus({ organizationId: customer.organizationId, integrationName: 'not-installed' }, as(reader)))).toBe(Status.NOT_FOUND);
    const { Target } = { Target: identityV1.InstallationTargetFilter };
    const list = (target?: identityV1.InstallationTargetFilter) =>
      installations.listOrganizationIntegrationsStatus({ organizationId: customer.organizationId, target }, as(reader)).then((response) => response.items.map((item) => item.integration!.name));
    expect(await list()).toEqual([name]);
    expect(await list(Target.INSTALLATION_TARGET_FILTER_SPACE)).toEqual([]);
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space: addSpace(customer.organizationId) }, as(customer.owner));
    expect(await list(Target.INSTALLATION_TARGET_FILTER_SPACE)).toEqual([name]);
    expect(await list(Target.INSTALLATION_TARGET_FILTER_SITE)).toEqual([]);
  });
});

describe('unpublishing and development mode', () => {
  test('unpublish: admins only, 205 then 204; the catalog, installs and tokens stop; installations keep their data; a publish brings it back', async () => {
    const { publisher, customer, name, installationId } = await installed();
    const space = addSpace(customer.organizationId);
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    const { integration: token } = await tokensFor(name, installationId);
    const member = await addMember(env, publisher.organizationId, 'edit');
    expect(await statusOf(integrations.unpublishIntegration({ integrationName: name }, as(member)))).toBe(Status.PERMISSION_DENIED);
    expect((await integrations.unpublishIntegration({ integrationName: name }, as(publisher.owner))).deleted).toBe(true);
    expect((await integrations.unpublishIntegration({ integrationName: name }, as(publisher.owner))).deleted).toBe(false);
    expect((await eventsOf(env, (await env.prisma.integration.findUniqueOrThrow({ where: { name } })).id)).map((event) => event.type)).toContain('quire.identity.integration.unpublished');

    expect(await statusOf(integrations.getIntegration({ integrationName: name }, as(customer.owner)))).toBe(Status.NOT_FOUND);
    const other = await createOrganization(env);
    expect(await statusOf(installations.installIntegration({ integrationName: name, organization: other.organizationId }, as(other.owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(spaces.installIntegrationOnSpace({ integrationName: name, installationId, space: addSpace(customer.organizationId) }, as(customer.owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(internal.mintIntegrationTokens({ integrationName: name }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.identity.authenticateToken({ token: token.token }))).toBe(Status.UNAUTHENTICATED);
    // Its installations keep their data.
    expect((await spaces.getIntegrationSpaceInstallation({ integrationName: name, installationId, spaceId: space }, as(customer.owner))).installation!.installation).toBe(installationId);

    await publish({}, publisher, name);
    expect((await integrations.getIntegration({ integrationName: name }, as(customer.owner))).integration!.name).toBe(name);
  });

  test('development mode: admins of the integration, an http(s) tunnel URL; stored for the runtime; disabled (205) whether on or not', async () => {
    const publisher = await publish();
    const member = await addMember(env, publisher.organizationId, 'create');
    const request = { integrationName: publisher.name, tunnelUrl: 'https://abc.trycloudflare.com', all: true };
    expect(await statusOf(integrations.setIntegrationDevelopmentMode({ ...request, tunnelUrl: 'ftp://x' }, as(publisher.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(integrations.setIntegrationDevelopmentMode({ ...request, tunnelUrl: `https://${'a'.repeat(260)}.test` }, as(publisher.owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(integrations.setIntegrationDevelopmentMode(request, as(member)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(integrations.setIntegrationDevelopmentMode({ ...request, integrationName: 'no-such-integration' }, as(publisher.owner)))).toBe(Status.NOT_FOUND);
    await integrations.setIntegrationDevelopmentMode(request, as(publisher.owner));
    // What the runtime reads to route the integration's invocations.
    expect(await internal.getIntegrationRouting({ integrationName: publisher.name })).toMatchObject({
      organizationId: publisher.organizationId,
      version: 1,
      published: true,
      devTunnelUrl: 'https://abc.trycloudflare.com',
      devAll: true,
    });
    expect((await integrations.disableIntegrationDevelopmentMode({ integrationName: publisher.name }, as(publisher.owner))).disabled).toBe(true);
    expect((await integrations.disableIntegrationDevelopmentMode({ integrationName: publisher.name }, as(publisher.owner))).disabled).toBe(true);
    expect(await internal.getIntegrationRouting({ integrationName: publisher.name })).toMatchObject({ published: true, devTunnelUrl: undefined, devAll: false });
    await integrations.unpublishIntegration({ integrationName: publisher.name }, as(publisher.owner));
    expect((await internal.getIntegrationRouting({ integrationName: publisher.name })).published).toBe(false);
    expect(await statusOf(internal.getIntegrationRouting({ integrationName: 'no-such-integration' }))).toBe(Status.NOT_FOUND);
  });
});

describe('the runtime tokens (MintIntegrationTokens)', () => {
  test('an integration token (no membership, no scope) and an installation token with exactly the scopes granted', async () => {
    const { customer, name, installationId } = await installed();
    // The customer narrows what it granted: the installation token follows the grant.
    await installations.updateIntegrationInstallation(
      { integrationName: name, installationId, scopes: ['site:script:inject'] },
      as(customer.owner),
    );
    const minted = await internal.mintIntegrationTokens({ integrationName: name, installationId });
    expect(minted.integrationToken.startsWith('gb_intg_')).toBe(true);
    expect(minted.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const { principal: integration } = await env.identity.authenticateToken({ token: minted.integrationToken });
    expect(integration).toMatchObject({ kind: identityV1.TokenKind.TOKEN_KIND_INTEGRATION, memberships: [], integration: { integration: name } });
    const { principal: installation } = await env.identity.authenticateToken({ token: minted.installationToken! });
    expect(installation!.installation).toMatchObject({ installationId, organizationId: customer.organizationId, scopes: ['site:script:inject'] });
    // Only its own installation rpcs let an integration token in.
    const caller = await callerFor(env.identity, minted.integrationToken);
    expect(await statusOf(installations.listIntegrationInstallations({ integrationName: name }, as(caller)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.identity.getCurrentUser({}, as(caller)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(internal.mintIntegrationTokens({ integrationName: name, installationId: (await installed()).installationId }))).toBe(Status.NOT_FOUND);
    // Stored as hashes only.
    expect(await env.prisma.integrationToken.count({ where: { hash: minted.integrationToken } })).toBe(0);
  });
});

describe('what the runtime runs (GetIntegrationRuntime)', () => {
  test('the published script, its secrets opened, the integration in GitBook form with its public endpoint, the installation; NOT_FOUND otherwise', async () => {
    const { publisher, customer, name, installationId } = await installed({ script: 'export default {}', secrets: { API_KEY: 'k-123' } });
    const { id: integrationId } = await env.prisma.integration.findUniqueOrThrow({ where: { name }, select: { id: true } });
    await installations.updateIntegrationInstallation({ integrationName: name, installationId, configuration: { channel: 'c1' } }, as(customer.owner));
    const runtime = await internal.getIntegrationRuntime({ integrationId, installationId });
    expect(runtime).toMatchObject({ integrationName: name, version: 1, script: 'export default {}', secrets: { API_KEY: 'k-123' } });
    expect(runtime.integration).toMatchObject({
      object: 'integration',
      name,
      scopes: ['site:script:inject', 'space:content:read'],
      urls: { publicEndpoint: `${PUBLIC_URL}/v1/integrations/${name}/integration` },
    });
    expect(runtime.installation).toMatchObject({ id: installationId, configuration: { channel: 'c1' }, target: { organization: customer.organizationId } });
    expect((await internal.getIntegrationRuntime({ integrationId })).installation).toBeUndefined();
    expect(await statusOf(internal.getIntegrationRuntime({ integrationId, installationId: (await installed()).installationId }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(internal.getIntegrationRuntime({ integrationId: 'unknown0000' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(internal.getIntegrationRuntime({ integrationId: 'not an id' }))).toBe(Status.INVALID_ARGUMENT);
    await integrations.unpublishIntegration({ integrationName: name }, as(publisher.owner));
    expect(await statusOf(internal.getIntegrationRuntime({ integrationId }))).toBe(Status.NOT_FOUND);
  });
});

describe('an invocation for a space or a site (GetIntegrationRuntime with spaceId / siteId)', () => {
  test("the installation's space (site) installation there in GitBook form; absent where it is not enabled; INVALID_ARGUMENT for both or without installation", async () => {
    const { customer, name, installationId } = await installed();
    const { id: integrationId } = await env.prisma.integration.findUniqueOrThrow({ where: { name }, select: { id: true } });
    const space = addSpace(customer.organizationId);
    const bare = addSpace(customer.organizationId);
    const site = addSite(customer.organizationId);
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    await spaces.updateIntegrationSpaceInstallation({ integrationName: name, installationId, spaceId: space, configuration: { channel: 'c1' } }, as(customer.owner));
    await sites.installIntegrationOnSite({ integrationName: name, installationId, siteId: site }, as(customer.owner));

    const bySpace = await internal.getIntegrationRuntime({ integrationId, installationId, spaceId: space });
    const location = `${PUBLIC_URL}/v1/integrations/${name}/installations/${installationId}`;
    expect(bySpace.spaceInstallation).toEqual({
      integration: name,
      installation: installationId,
      space,
      status: 'active',
      configuration: { channel: 'c1' },
      externalIds: [],
      urls: { location: `${location}/spaces/${space}`, publicEndpoint: `${PUBLIC_URL}/v1/integrations/${name}/integration` },
    });
    expect(bySpace.siteInstallation).toBeUndefined();
    expect(bySpace.installation).toMatchObject({ id: installationId });
    const bySite = await internal.getIntegrationRuntime({ integrationId, installationId, siteId: site });
    expect(bySite.siteInstallation).toMatchObject({ installation: installationId, site, status: 'active', configuration: {}, urls: { location: `${location}/sites/${site}` } });
    expect(bySite.spaceInstallation).toBeUndefined();

    // Not enabled there (or no longer): the rest of the answer, without it.
    const elsewhere = await internal.getIntegrationRuntime({ integrationId, installationId, spaceId: bare });
    expect(elsewhere.installation).toMatchObject({ id: installationId });
    expect(elsewhere.spaceInstallation).toBeUndefined();
    await spaces.uninstallIntegrationFromSpace({ integrationName: name, installationId, spaceId: space }, as(customer.owner));
    expect((await internal.getIntegrationRuntime({ integrationId, installationId, spaceId: space })).spaceInstallation).toBeUndefined();

    expect(await statusOf(internal.getIntegrationRuntime({ integrationId, installationId, spaceId: space, siteId: site }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getIntegrationRuntime({ integrationId, spaceId: space }))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe("the runtime's render targets (ResolveRenderTarget)", () => {
  test('the installation a ContentKit context belongs to, for callers who may act there; NOT_FOUND for everyone else, one message', async () => {
    const render = createClient(identityV1.RenderTargetInternalServiceDefinition, channel);
    const { customer, name, installationId } = await installed();
    const space = addSpace(customer.organizationId);
    const bare = addSpace(customer.organizationId);
    const site = addSite(customer.organizationId);
    await spaces.installIntegrationOnSpace({ integrationName: name, installationId, space }, as(customer.owner));
    await spaces.updateIntegrationSpaceInstallation({ integrationName: name, installationId, spaceId: space, configuration: { channel: 'c1' } }, as(customer.owner));
    await sites.installIntegrationOnSite({ integrationName: name, installationId, siteId: site }, as(customer.owner));
    const reader = await addMember(env, customer.organizationId, 'read');
    const guest = await addMember(env, customer.organizationId, 'guest');
    const outsider = await createOrganization(env);
    const notFound = async (call: Promise<unknown>) => {
      const error = await call.then(() => undefined, (e: unknown) => e as { code: Status; details: string });
      expect(error?.code).toBe(Status.NOT_FOUND);
      return error?.details;
    };

    const bySpace = await render.resolveRenderTarget({ integrationName: name, spaceId: space }, as(reader));
    expect(bySpace).toMatchObject({ organizationId: customer.organizationId, installationId, version: 1, targetConfiguration: { channel: 'c1' }, targetExternalIds: [] });
    expect(await render.resolveRenderTarget({ integrationName: name, siteId: site }, as(reader))).toMatchObject({ installationId, organizationId: customer.organizationId });
    const byOrganization = await render.resolveRenderTarget({ integrationName: name, organizationId: customer.organizationId }, as(reader));
    expect(byOrganization).toMatchObject({ installationId });
    expect(byOrganization.targetConfiguration).toBeUndefined();

    // Another organization, a space or site without the integration, a guest for the organization: one message.
    const messages = [
      await notFound(render.resolveRenderTarget({ integrationName: name, spaceId: space }, as(outsider.owner))),
      await notFound(render.resolveRenderTarget({ integrationName: name, siteId: site }, as(outsider.owner))),
      await notFound(render.resolveRenderTarget({ integrationName: name, organizationId: customer.organizationId }, as(outsider.owner))),
      await notFound(render.resolveRenderTarget({ integrationName: name, organizationId: customer.organizationId }, as(guest))),
      await notFound(render.resolveRenderTarget({ integrationName: name, spaceId: bare }, as(reader))),
      await notFound(render.resolveRenderTarget({ integrationName: name, spaceId: 'spaceNone000000000' }, as(reader))),
    ];
    expect(new Set(messages)).toEqual(new Set(['The integration is not installed where this render takes place']));
    await notFound(render.resolveRenderTarget({ integrationName: 'no-such-integration', spaceId: space }, as(reader)));

    // The integration's own tokens, where it is installed; the reader for its published organization only.
    const tokens = await tokensFor(name, installationId);
    expect(await render.resolveRenderTarget({ integrationName: name, spaceId: space }, as(tokens.installation!))).toMatchObject({ installationId });
    expect(await render.resolveRenderTarget({ integrationName: name, spaceId: space }, as(tokens.integration))).toMatchObject({ installationId });
    expect(await render.resolveRenderTarget({ integrationName: name, spaceId: space, publishedOrganizationId: customer.organizationId })).toMatchObject({ installationId });
    await notFound(render.resolveRenderTarget({ integrationName: name, spaceId: space, publishedOrganizationId: outsider.organizationId }));
    // Without a principal and without a published organization, nothing.
    await notFound(render.resolveRenderTarget({ integrationName: name, spaceId: space }));

    expect(await statusOf(render.resolveRenderTarget({ integrationName: name, spaceId: space, siteId: site }, as(reader)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(render.resolveRenderTarget({ integrationName: name }, as(reader)))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe("where the runtime's events go (ListRuntimeTargets)", () => {
  test('the space and site installations on the given ids, in one call, of published integrations only; INVALID_ARGUMENT for bad ids', async () => {
    const first = await installed();
    const second = await installed();
    const space = addSpace(first.customer.organizationId);
    const site = addSite(first.customer.organizationId);
    const secondSpace = addSpace(second.customer.organizationId);
    const bare = addSpace(first.customer.organizationId);
    await spaces.installIntegrationOnSpace({ integrationName: first.name, installationId: first.installationId, space }, as(first.customer.owner));
    await sites.installIntegrationOnSite({ integrationName: first.name, installationId: first.installationId, siteId: site }, as(first.customer.owner));
    await spaces.installIntegrationOnSpace({ integrationName: second.name, installationId: second.installationId, space: secondSpace }, as(second.customer.owner));
    const { id: firstId } = await env.prisma.integration.findUniqueOrThrow({ where: { name: first.name }, select: { id: true } });

    const { targets } = await internal.listRuntimeTargets({ spaceIds: [space, secondSpace, bare, 'unknown0000'], siteIds: [site] });
    expect(targets).toHaveLength(3);
    expect(targets).toEqual(
      expect.arrayContaining([
        { integrationId: firstId, integrationName: first.name, installationId: first.installationId, organizationId: first.customer.organizationId, scope: { $case: 'spaceId', value: space } },
        { integrationId: firstId, integrationName: first.name, installationId: first.installationId, organizationId: first.customer.organizationId, scope: { $case: 'siteId', value: site } },
        expect.objectContaining({ installationId: second.installationId, organizationId: second.customer.organizationId, scope: { $case: 'spaceId', value: secondSpace } }),
      ]),
    );
    expect((await internal.listRuntimeTargets({ spaceIds: [bare], siteIds: [] })).targets).toEqual([]);
    expect((await internal.listRuntimeTargets({ spaceIds: [], siteIds: [] })).targets).toEqual([]);
    expect(await statusOf(internal.listRuntimeTargets({ spaceIds: ['not an id'], siteIds: [] }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.listRuntimeTargets({ spaceIds: Array.from({ length: 1001 }, (_, i) => `s${i}`), siteIds: [] }))).toBe(Status.INVALID_ARGUMENT);

    // An unpublished integration receives nothing; its rows stay.
    await integrations.unpublishIntegration({ integrationName: first.name }, as(first.publisher.owner));
    const after = await internal.listRuntimeTargets({ spaceIds: [space, secondSpace], siteIds: [site] });
    expect(after.targets.map((target) => target.installationId)).toEqual([second.installationId]);
  });
});
