import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, MemberRole, type PublishIntegration, type Site, type Space } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { expectContract } from './contract';
import { addMember, client, createSpace, expectFailure, expectOk, newOrg, type Org } from './content-helpers';
import type { Stack } from './harness';
import { startStackWithIdentityInternal } from './identity-internal';
import { sendRaw } from './client';

// Space and site installations, the organization's integration listings and statuses,
// unpublishing and development mode through the gateway with the official client, every body
// checked against the GitBook contract (docs/integrations.md). Run with
// E2E_NAMESPACE=installs.

let stack: Stack;
let internal: identityV1.IdentityInternalServiceClient;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, internal, stop } = await startStackWithIdentityInternal({ authCacheTtlMs: 300 }));
}, 60_000);

afterAll(async () => {
  await stop?.();
});

const uniqueName = () => `inst-${randomUUID().slice(0, 8)}`;

const manifest = (organization: string, fields: Partial<PublishIntegration> = {}): PublishIntegration => ({
  title: 'Diagrams',
  description: 'Renders diagrams and injects a script',
  scopes: [IntegrationScope.SiteScriptInject, IntegrationScope.SiteScriptCookies, IntegrationScope.SpaceContentRead],
  script: 'export default {}',
  organization,
  visibility: IntegrationVisibility.Public,
  blocks: [{ id: 'diagram', title: 'Diagram' }],
  configurations: { space: { properties: { theme: { type: 'string', title: 'Theme' } }, required: ['theme'] } },
  contentSecurityPolicy: { 'script-src': 'https://cdn.example.test' },
  ...fields,
});

/** A public integration of one organization installed in another, with a space and a site there. */
async function installed(fields: Partial<PublishIntegration> = {}) {
  const publisher = await newOrg(stack);
  const name = uniqueName();
  await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest(publisher.organizationId, fields)));
  const customer = await newOrg(stack);
  const installation = await expectOk('installIntegration', 201, customer.gitbook.integrations.installIntegration(name, { organization: customer.organizationId }));
  const space = (await createSpace(customer, 'Handbook')) as Space;
  const site = (await expectOk('createSite', 201, customer.gitbook.orgs.createSite(customer.organizationId, { title: 'Docs', spaces: [space.id] }))) as Site;
  return { publisher, customer, name, installationId: installation.id, space, site };
}

const mint = (integrationName: string, installationId?: string) => internal.mintIntegrationTokens({ integrationName, installationId });

describe('space installations', () => {
  test('install (201, extended embeds the Space), get, list, update, uninstall (205 then 204); bad input 400 changes nothing; cross-organization 404', async () => {
    const { customer, name, installationId, space } = await installed();
    const outsider = await newOrg(stack);
    const reader = await addMember(stack, customer, MemberRole.Read);
    const api = customer.gitbook.integrations;

    await expectFailure(api.installIntegrationOnSpace(name, installationId, { space: 'not an id!' }), 400);
    await expectFailure(outsider.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }), 404);
    const foreignSpace = (await createSpace(outsider, 'Theirs')) as Space;
    await expectFailure(api.installIntegrationOnSpace(name, installationId, { space: foreignSpace.id }), 404);
    await expectFailure(reader.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }), 403);
    expect((await expectOk('listIntegrationInstallationSpaces', 200, api.listIntegrationInstallationSpaces(name, installationId))).count).toBe(0);

    const created = await expectOk('installIntegrationOnSpace', 201, api.installIntegrationOnSpace(name, installationId, { space: space.id }, { extended: true }));
    expect(created).toMatchObject({
      integration: name,
      installation: installationId,
      status: 'pending',
      configuration: {},
      externalIds: [],
      urls: { location: `${stack.baseUrl}/v1/integrations/${name}/installations/${installationId}/spaces/${space.id}` },
      space: { object: 'space', id: space.id },
    });
    await expectFailure(api.installIntegrationOnSpace(name, installationId, { space: space.id }), 409);
    const { data: organizationInstallation } = await api.getIntegrationInstallationById(name, installationId);
    expect(organizationInstallation.spaces).toBe(1);

    const read = await expectOk('getIntegrationSpaceInstallation', 200, reader.gitbook.integrations.getIntegrationSpaceInstallation(name, installationId, space.id));
    expect(read.space).toBe(space.id);
    await expectFailure(outsider.gitbook.integrations.getIntegrationSpaceInstallation(name, installationId, space.id), 404);
    const listed = await expectOk('listIntegrationInstallationSpaces', 200, api.listIntegrationInstallationSpaces(name, installationId, { extended: true }));
    expect(listed.items.map((item) => (item.space as Space).id)).toEqual([space.id]);

    await expectFailure(api.updateIntegrationSpaceInstallation(name, installationId, space.id, { configuration: { theme: 3 } }), 400);
    await expectFailure(api.updateIntegrationSpaceInstallation(name, installationId, space.id, { externalIds: ['1', '2', '3', '4', '5', '6'] }), 400);
    await expectFailure(reader.gitbook.integrations.updateIntegrationSpaceInstallation(name, installationId, space.id, { externalIds: ['x'] }), 403);
    const updated = await expectOk(
      'updateIntegrationSpaceInstallation',
      200,
      api.updateIntegrationSpaceInstallation(name, installationId, space.id, { configuration: { theme: 'dark' }, externalIds: ['ext-1'] }),
    );
    expect(updated).toMatchObject({ status: 'active', configuration: { theme: 'dark' }, externalIds: ['ext-1'] });

    const integrations = await expectOk('listSpaceIntegrations', 200, reader.gitbook.spaces.listSpaceIntegrations(space.id));
    expect(integrations.items.map((item) => item.name)).toEqual([name]);
    const blocks = await expectOk('listSpaceIntegrationsBlocks', 200, reader.gitbook.spaces.listSpaceIntegrationsBlocks(space.id));
    expect(blocks).toEqual([{ name, blocks: [expect.objectContaining({ id: 'diagram', title: 'Diagram' })] }]);
    await expectFailure(outsider.gitbook.spaces.listSpaceIntegrations(space.id), 404);

    // 205 deleted, then 204 (there was none); a refused caller changes nothing.
    await expectFailure(reader.gitbook.integrations.uninstallIntegrationFromSpace(name, installationId, space.id), 403);
    const removed = await sendRaw(stack, 'DELETE', `/integrations/${name}/installations/${installationId}/spaces/${space.id}`, { token: customer.token });
    expect(removed.status).toBe(205);
    const again = await sendRaw(stack, 'DELETE', `/integrations/${name}/installations/${installationId}/spaces/${space.id}`, { token: customer.token });
    expect(again.status).toBe(204);
    expect((await expectOk('listSpaceIntegrations', 200, customer.gitbook.spaces.listSpaceIntegrations(space.id))).items).toEqual([]);
  });

  test("the integration's own tokens: the integration token lists every space installation, by external id; the installation token updates its own", async () => {
    const { customer, name, installationId, space } = await installed();
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }));
    const { integrationToken, installationToken } = await mint(name, installationId);
    const asIntegration = client(stack, integrationToken).integrations;
    const asInstallation = client(stack, installationToken!).integrations;
    await expectOk('updateIntegrationSpaceInstallation', 200, asInstallation.updateIntegrationSpaceInstallation(name, installationId, space.id, { externalIds: ['team-7'] }));
    const all = await expectOk('listIntegrationSpaceInstallations', 200, asIntegration.listIntegrationSpaceInstallations(name, { externalId: 'team-7' }));
    expect(all.items.map((item) => [item.installation, item.space])).toEqual([[installationId, space.id]]);
    expect((await expectOk('listIntegrationSpaceInstallations', 200, asIntegration.listIntegrationSpaceInstallations(name, { externalId: 'other' }))).count).toBe(0);
    // A user who is not the integration's admin, and another integration's token, get nothing.
    await expectFailure(customer.gitbook.integrations.listIntegrationSpaceInstallations(name), 403);
    const other = await installed();
    const foreign = await mint(other.name);
    const refused = await sendRaw(stack, 'GET', `/integrations/${name}/spaces`, { token: foreign.integrationToken });
    expect([refused.status, refused.body]).toEqual([404, { error: { code: 404, message: 'No matching integration found for given name' } }]);
    // An integration token reads nothing else.
    await expectFailure(client(stack, integrationToken).orgs.listOrganizationIntegrations(customer.organizationId), 403);
  });
});

describe('site installations', () => {
  test('install (201, extended embeds the Site), scripts (bare array, the runtime script URL, CSP, cookies), listSiteIntegrations, uninstall 205/204', async () => {
    const { customer, name, installationId, site } = await installed();
    const outsider = await newOrg(stack);
    const creator = await addMember(stack, customer, MemberRole.Create);
    const api = customer.gitbook.integrations;
    await expectFailure(creator.gitbook.integrations.installIntegrationOnSite(name, installationId, { siteId: site.id }), 403);
    await expectFailure(outsider.gitbook.integrations.installIntegrationOnSite(name, installationId, { siteId: site.id }), 404);
    const created = await expectOk('installIntegrationOnSite', 201, api.installIntegrationOnSite(name, installationId, { siteId: site.id }, { extended: true }));
    expect(created).toMatchObject({ installation: installationId, site: { object: 'site', id: site.id } });
    const read = await expectOk('getIntegrationSiteInstallation', 200, api.getIntegrationSiteInstallation(name, installationId, site.id));
    expect(read.site).toBe(site.id);
    await expectOk('updateIntegrationSiteInstallation', 200, api.updateIntegrationSiteInstallation(name, installationId, site.id, { externalIds: ['s-1'] }));
    expect((await expectOk('listIntegrationInstallationSites', 200, api.listIntegrationInstallationSites(name, installationId, { extended: true }))).count).toBe(1);
    const { integrationToken } = await mint(name);
    const all = await expectOk('listIntegrationSiteInstallations', 200, client(stack, integrationToken).integrations.listIntegrationSiteInstallations(name, { externalId: 's-1' }));
    expect(all.items.map((item) => item.site)).toEqual([site.id]);

    const scripts = await expectOk('listSiteIntegrationScripts', 200, creator.gitbook.orgs.listSiteIntegrationScripts(customer.organizationId, site.id));
    expect(scripts).toEqual([
      {
        script: `${stack.baseUrl}/v1/integrations/${name}/installations/${installationId}/sites/${site.id}/script.js`,
        cookies: true,
        contentSecurityPolicy: 'script-src https://cdn.example.test',
      },
    ]);
    await expectFailure(outsider.gitbook.orgs.listSiteIntegrationScripts(customer.organizationId, site.id), 404);
    const listed = await expectOk('listSiteIntegrations', 200, creator.gitbook.orgs.listSiteIntegrations(customer.organizationId, site.id));
    expect(listed.items.map((item) => item.name)).toEqual([name]);

    expect((await sendRaw(stack, 'DELETE', `/integrations/${name}/installations/${installationId}/sites/${site.id}`, { token: customer.token })).status).toBe(205);
    expect((await sendRaw(stack, 'DELETE', `/integrations/${name}/installations/${installationId}/sites/${site.id}`, { token: customer.token })).status).toBe(204);
    expect(await expectOk('listSiteIntegrationScripts', 200, creator.gitbook.orgs.listSiteIntegrationScripts(customer.organizationId, site.id))).toEqual([]);
  });
});

describe('organization listings and statuses', () => {
  test('listOrganizationIntegrations, getOrganizationIntegrationStatus, listOrganizationIntegrationsStatus (target organization, space, site)', async () => {
    const { customer, name, installationId, space } = await installed();
    const privateName = uniqueName();
    await expectOk('publishIntegration', 200, customer.gitbook.integrations.publishIntegration(privateName, manifest(customer.organizationId, { visibility: IntegrationVisibility.Private })));
    const reader = await addMember(stack, customer, MemberRole.Read);
    const outsider = await newOrg(stack);

    const available = await expectOk('listOrganizationIntegrations', 200, reader.gitbook.orgs.listOrganizationIntegrations(customer.organizationId, { limit: 1000 }));
    expect(available.items.map((item) => item.name)).toEqual(expect.arrayContaining([name, privateName]));
    const theirs = await expectOk('listOrganizationIntegrations', 200, outsider.gitbook.orgs.listOrganizationIntegrations(outsider.organizationId, { limit: 1000 }));
    expect(theirs.items.map((item) => item.name)).not.toContain(privateName);
    await expectFailure(outsider.gitbook.orgs.listOrganizationIntegrations(customer.organizationId), 404);

    const status = await expectOk('getOrganizationIntegrationStatus', 200, reader.gitbook.orgs.getOrganizationIntegrationStatus(customer.organizationId, name));
    expect(status).toEqual({ status: 'active' });
    await expectFailure(reader.gitbook.orgs.getOrganizationIntegrationStatus(customer.organizationId, privateName), 404);
    await expectFailure(outsider.gitbook.orgs.getOrganizationIntegrationStatus(customer.organizationId, name), 404);

    const statuses = (target?: 'organization' | 'space' | 'site') =>
      expectOk('listOrganizationIntegrationsStatus', 200, reader.gitbook.orgs.listOrganizationIntegrationsStatus(customer.organizationId, target ? { target } : {}));
    expect((await statuses()).items.map((item) => [item.status, item.integration.name])).toEqual([['active', name]]);
    expect((await statuses('space')).items).toEqual([]);
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }));
    expect((await statuses('space')).items.map((item) => item.integration.name)).toEqual([name]);
    expect((await statuses('site')).items).toEqual([]);
  });
});

describe('unpublishing and development mode', () => {
  test('unpublish: 403 below admin, 205 then 204; gone from the catalog, no new installation; installations keep their data', async () => {
    const { publisher, customer, name, installationId, space } = await installed();
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }));
    const editor = await addMember(stack, publisher as Org, MemberRole.Edit);
    await expectFailure(editor.gitbook.integrations.unpublishIntegration(name), 403);
    expect((await sendRaw(stack, 'DELETE', `/integrations/${name}`, { token: publisher.token })).status).toBe(205);
    expect((await sendRaw(stack, 'DELETE', `/integrations/${name}`, { token: publisher.token })).status).toBe(204);
    await expectFailure(customer.gitbook.integrations.getIntegrationByName(name), 404);
    const late = await newOrg(stack);
    await expectFailure(late.gitbook.integrations.installIntegration(name, { organization: late.organizationId }), 404);
    const kept = await expectOk('getIntegrationSpaceInstallation', 200, customer.gitbook.integrations.getIntegrationSpaceInstallation(name, installationId, space.id));
    expect(kept.installation).toBe(installationId);
  });

  test('development mode: 204 for admins with a tunnel URL, 400 for a bad one, 403 below admin, 404 unknown; disable answers 205', async () => {
    const { publisher, name } = await installed();
    const member = await addMember(stack, publisher as Org, MemberRole.Create);
    const set = (caller: { token: string }, integrationName: string, body: unknown) =>
      sendRaw(stack, 'PUT', `/integrations/${integrationName}/dev`, { token: caller.token, body: JSON.stringify(body) });
    expect((await set(publisher, name, { tunnelUrl: 'https://dev-tunnel.trycloudflare.com', all: true })).status).toBe(204);
    expect((await set(publisher, name, { tunnelUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await set(publisher, name, { tunnelUrl: '' })).status).toBe(400);
    expect((await set(member, name, { tunnelUrl: 'https://x.test' })).status).toBe(403);
    expect((await set(publisher, 'no-such-integration-here', { tunnelUrl: 'https://x.test' })).status).toBe(404);
    const disabled = await sendRaw(stack, 'DELETE', `/integrations/${name}/dev`, { token: publisher.token });
    expect(disabled.status).toBe(205);
    expect((await sendRaw(stack, 'DELETE', `/integrations/${name}/dev`, { token: publisher.token })).status).toBe(205);
    // The official client's calls.
    const response = await publisher.gitbook.integrations.setIntegrationDevelopmentMode(name, { tunnelUrl: 'https://other.trycloudflare.com' });
    expect(response.status).toBe(204);
    expectContract('setIntegrationDevelopmentMode', 204, undefined);
    expect((await publisher.gitbook.integrations.disableIntegrationDevelopmentMode(name)).status).toBe(205);
  });
});
