import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, type PublishIntegration, type Space } from '@gitbook/api';
import { client, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg } from './content-helpers';
import { startStack, type Stack } from './harness';

// An integration's installation token reads the spaces its installation is enabled on, within
// its scopes, through the gateway with the official client (docs/integrations.md "The principal").
// The auth cache lives 10 minutes here: only eviction can make an install or an uninstall count
// from the next request. Run with E2E_NAMESPACE=instread.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 600_000 });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const manifest = (organization: string, scopes: IntegrationScope[]): PublishIntegration => ({
  title: 'Content reader',
  description: 'Reads the spaces it is installed on',
  scopes,
  script: 'export default {}',
  organization,
  visibility: IntegrationVisibility.Public,
});

async function installedWithToken(scopes: IntegrationScope[]) {
  const publisher = await newOrg(stack);
  const name = `read-${randomUUID().slice(0, 8)}`;
  await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest(publisher.organizationId, scopes)));
  const customer = await newOrg(stack);
  const installation = await expectOk('installIntegration', 201, customer.gitbook.integrations.installIntegration(name, { organization: customer.organizationId }));
  const { token } = await expectOk('createIntegrationInstallationToken', 200, customer.gitbook.integrations.createIntegrationInstallationToken(name, installation.id));
  return { customer, name, installationId: installation.id, bot: client(stack, token) };
}

describe('installation tokens reading spaces', () => {
  test("read an enabled space, its pages and revision (schema-validated); not another space; 404 again right after uninstalling from the space", async () => {
    const { customer, name, installationId, bot } = await installedWithToken([IntegrationScope.SpaceContentRead]);
    const space = (await createSpace(customer, 'Handbook')) as Space;
    const other = (await createSpace(customer, 'Other')) as Space;
    const draft = await expectOk('createChangeRequest', 201, customer.gitbook.spaces.createChangeRequest(space.id, { subject: 'Intro' }));
    const page = await createPageInChangeRequest(stack, customer, space.id, draft.id, { type: 'document', title: 'Intro' });
    await expectOk('mergeChangeRequest', 200, customer.gitbook.spaces.mergeChangeRequest(space.id, draft.id));

    // Not installed on the space yet (and the principal is cached from this request on).
    await expectFailure(bot.spaces.getSpaceById(space.id), 404);

    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }));
    const read = await expectOk('getSpaceById', 200, bot.spaces.getSpaceById(space.id));
    expect(read).toMatchObject({ id: space.id, title: 'Handbook', permissions: { view: true, edit: false, admin: false } });
    const pages = await expectOk('listPages', 200, bot.spaces.listPages(space.id));
    expect(pages.pages.map((p) => p.id)).toEqual([page.id]);
    expect(await expectOk('getPageById', 200, bot.spaces.getPageById(space.id, page.id))).toMatchObject({ id: page.id, title: 'Intro' });
    const revision = await expectOk('getCurrentRevision', 200, bot.spaces.getCurrentRevision(space.id));
    expect(await expectOk('getRevisionById', 200, bot.spaces.getRevisionById(space.id, revision.id))).toMatchObject({ id: revision.id });

    // Another space of the organization, a change request, a write: 404 as now.
    await expectFailure(bot.spaces.getSpaceById(other.id), 404);
    await expectFailure(bot.spaces.listPages(other.id), 404);
    await expectFailure(bot.spaces.getChangeRequestById(space.id, draft.id), 404);
    await expectFailure(bot.spaces.createChangeRequest(space.id, { subject: 'By the bot' }), 404);

    await customer.gitbook.integrations.uninstallIntegrationFromSpace(name, installationId, space.id);
    await expectFailure(bot.spaces.getSpaceById(space.id), 404);
    await expectFailure(bot.spaces.listPages(space.id), 404);
  });

  test('without space:content:read nothing of the space is read, even enabled on it', async () => {
    const { customer, name, installationId, bot } = await installedWithToken([IntegrationScope.ConversationsIngest]);
    const space = (await createSpace(customer, 'Handbook')) as Space;
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installationId, { space: space.id }));
    await expectFailure(bot.spaces.getSpaceById(space.id), 404);
    await expectFailure(bot.spaces.listPages(space.id), 404);
  });
});
