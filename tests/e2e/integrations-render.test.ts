import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, MemberRole, type ContentKitRenderOutput, type PublishIntegration, type Space } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import LZString from 'lz-string';
import { bundleTestIntegration } from '../../services/runtime/test/fixtures/bundle-test-integration';
import { sendRaw } from './client';
import { addMember, client, createSpace, expectFailure, expectOk, newOrg } from './content-helpers';
import type { Stack } from './harness';
import { startStackWithIdentityInternal } from './identity-internal';

// ContentKit renders through the gateway with the official client (docs/integrations.md
// "Rendering blocks"): the @gitbook/runtime fixture integration, published by one
// organization and installed on a space of another, renders its components for whoever reads
// that space; every body is checked against the GitBook contract. Run with E2E_NAMESPACE=render.

let stack: Stack;
let internal: identityV1.IdentityInternalServiceClient;
let stop: (() => Promise<void>) | undefined;
let script: string;

beforeAll(async () => {
  ({ stack, internal, stop } = await startStackWithIdentityInternal({ authCacheTtlMs: 300 }));
  script = await bundleTestIntegration();
}, 90_000);

afterAll(async () => {
  await stop?.();
});

const manifest = (organization: string): PublishIntegration => ({
  title: 'Widgets',
  description: 'Renders blocks',
  scopes: [IntegrationScope.SpaceContentRead],
  script,
  organization,
  visibility: IntegrationVisibility.Public,
  blocks: [{ id: 'greeting', title: 'Greeting' }, { id: 'showcase', title: 'Showcase' }],
});

describe('renderIntegrationUIWithPost / WithGet', () => {
  test('renders for readers of a space it is installed on (Cache-Control relayed); GET with LZ-string; bad input 400; unknown component, other spaces and organizations 404', async () => {
    const publisher = await newOrg(stack);
    const name = `render-${randomUUID().slice(0, 8)}`;
    await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest(publisher.organizationId)));
    const customer = await newOrg(stack);
    const installation = await expectOk('installIntegration', 201, customer.gitbook.integrations.installIntegration(name, { organization: customer.organizationId }));
    const space = (await createSpace(customer, 'Handbook')) as Space;
    const bare = (await createSpace(customer, 'No integrations here')) as Space;
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installation.id, { space: space.id }));
    const reader = await addMember(stack, customer, MemberRole.Read);

    // listSpaceIntegrationsBlocks: the blocks the installed integration offers.
    const blocks = await expectOk('listSpaceIntegrationsBlocks', 200, reader.gitbook.spaces.listSpaceIntegrationsBlocks(space.id));
    expect(blocks).toEqual([{ name, blocks: [expect.objectContaining({ id: 'greeting' }), expect.objectContaining({ id: 'showcase' })] }]);

    const context = { type: 'document', theme: 'light', spaceId: space.id, editable: false } as const;
    const api = reader.gitbook.integrations;
    const posted = await api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: { name: 'Ada' }, context } as never);
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('private, max-age=60');
    const output = await expectOk('renderIntegrationUIWithPost', 200, Promise.resolve(posted)) as ContentKitRenderOutput & { element: unknown };
    expect(output).toMatchObject({ type: 'element', state: { clicks: 0 }, props: { name: 'Ada' }, element: { type: 'block', children: [{ type: 'text', children: ['Hello Ada, 0 clicks'] }] } });

    // An action re-renders with the state sent.
    const clicked = await expectOk(
      'renderIntegrationUIWithPost',
      200,
      api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: { name: 'Ada' }, state: { clicks: 2 }, action: { action: 'click' }, context } as never),
    );
    expect(JSON.stringify(clicked)).toContain('Hello Ada, 3 clicks');

    const request = LZString.compressToEncodedURIComponent(JSON.stringify({ componentId: 'greeting', props: { name: 'Lin' }, context }));
    const got = await api.renderIntegrationUiWithGet(name, { request });
    expect(got.headers.get('cache-control')).toBe('private, max-age=60');
    expect(JSON.stringify(await expectOk('renderIntegrationUIWithGet', 200, Promise.resolve(got)))).toContain('Hello Lin, 0 clicks');

    // The script sees the space installation it renders for.
    const showcase = await expectOk('renderIntegrationUIWithPost', 200, api.renderIntegrationUiWithPost(name, { componentId: 'showcase', props: { title: 'T' }, context } as never));
    expect(JSON.stringify(showcase)).toContain(`for ${space.id}`);

    // Bad input: 400, with the contract's error body.
    await expectFailure(api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context: { type: 'document', theme: 'light' } } as never), 400);
    await expectFailure(api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context: { ...context, type: 'nope' } } as never), 400);
    await expectFailure(api.renderIntegrationUiWithPost(name, { props: {}, context } as never), 400);
    await expectFailure(api.renderIntegrationUiWithGet(name, { request: 'certainly not lz' }), 400);
    const unauthenticated = await sendRaw(stack, 'POST', `/integrations/${name}/render`, { body: JSON.stringify({ componentId: 'greeting', props: {}, context }) });
    expect(unauthenticated.status).toBe(401);

    // 404: an unknown component, a space without the integration, another organization, an unknown integration.
    await expectFailure(api.renderIntegrationUiWithPost(name, { componentId: 'nope', props: {}, context } as never), 404, /nope/);
    await expectFailure(api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context: { ...context, spaceId: bare.id } } as never), 404);
    const outsider = await newOrg(stack);
    await expectFailure(outsider.gitbook.integrations.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context } as never), 404);
    await expectFailure(api.renderIntegrationUiWithPost('no-such-integration', { componentId: 'greeting', props: {}, context } as never), 404);

    // The organization's context: its members (the installation is the organization's).
    const account = await expectOk(
      'renderIntegrationUIWithPost',
      200,
      api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: { name: 'Org' }, context: { type: 'configuration_account', theme: 'dark', organizationId: customer.organizationId } } as never),
    );
    expect(JSON.stringify(account)).toContain('Hello Org');
    await expectFailure(
      outsider.gitbook.integrations.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context: { type: 'configuration_account', theme: 'dark', organizationId: customer.organizationId } } as never),
      404,
    );

    // The integration's own installation token renders where it is installed.
    const { installationToken } = await internal.mintIntegrationTokens({ integrationName: name, installationId: installation.id });
    const itself = client(stack, installationToken!).integrations;
    await expectOk('renderIntegrationUIWithPost', 200, itself.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: { name: 'Self' }, context } as never));

    // Unpublished: nothing renders, at the latest once the runtime's few seconds of identity's answer pass.
    const gone = await sendRaw(stack, 'DELETE', `/integrations/${name}`, { token: publisher.token });
    expect(gone.status).toBe(205);
    const body = JSON.stringify({ componentId: 'greeting', props: {}, context });
    let status = 200;
    const until = Date.now() + 8_000;
    while (status === 200 && Date.now() < until) {
      status = (await sendRaw(stack, 'POST', `/integrations/${name}/render`, { token: reader.token, body })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(404);
    await expectFailure(api.renderIntegrationUiWithPost(name, { componentId: 'greeting', props: {}, context } as never), 404);
  }, 90_000);
});
