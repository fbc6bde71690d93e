import LZString from 'lz-string';
import { createChannel, createClient, type Metadata, ServerError, Status, type Channel } from 'nice-grpc';
import { runtimeV1, type identityV1 } from '@quire/proto';
import { createLogger, principalMetadata, type Principal } from '@quire/shared';
import { bundleTestIntegration } from '../../test/fixtures/bundle-test-integration';
import { testDatabase } from '../../test/test-database';
import type { IdentityForRuntime } from '../environment/resolver';
import { startRuntimeService, type RunningRuntimeService } from '../service';
import type { RenderTargets } from './commands/component-renderer';
import { relayedCacheControl } from './commands/component-renderer';
import { decompressRenderRequest } from './request';

const { databaseUrl, drop: dropDatabase } = testDatabase('render');
const logger = createLogger('runtime-test', 'silent');

const member: Principal = { userId: 'user-1', tokenId: 'tok-1', memberships: [{ organizationId: 'org-1', role: 'read' }], teamIds: [] };
const outsider: Principal = { userId: 'user-2', tokenId: 'tok-2', memberships: [{ organizationId: 'org-2', role: 'admin' }], teamIds: [] };
const asCaller = (principal: Principal) => ({ metadata: principalMetadata(principal, 'render-test') });

/** Identity as the runtime calls it: one published integration `widgets` (int-w), installed in org-1 on space-1. */
function fakeIdentity(script: string) {
  const calls = { runtime: 0, targets: [] as identityV1.ResolveRenderTargetRequest[] };
  /** The published version (publishing again raises it). */
  const published = { version: 3 };
  const identity = {
    getIntegrationRuntime: async (request: identityV1.GetIntegrationRuntimeRequest): Promise<identityV1.GetIntegrationRuntimeResponse> => {
      calls.runtime++;
      if (request.integrationId !== 'int-w') throw new ServerError(Status.NOT_FOUND, 'No matching integration found for given id');
      return {
        integrationName: 'widgets',
        organizationId: 'org-9',
        version: published.version,
        script,
        secrets: {},
        integration: { object: 'integration', name: 'widgets', version: published.version, urls: { publicEndpoint: 'https://quire.example/v1/integrations/widgets/integration' } },
        installation: { id: request.installationId, configuration: {} },
      };
    },
    mintIntegrationTokens: async (): Promise<identityV1.MintIntegrationTokensResponse> => ({ integrationToken: 'gb_integration_x', installationToken: 'gb_installation_x', expiresAt: new Date(Date.now() + 3600_000) }),
    getIntegrationRouting: async () => ({ integrationId: 'int-w', organizationId: 'org-9', version: 3, published: true, devAll: false }),
  } as unknown as IdentityForRuntime;
  // What identity's ResolveRenderTarget decides (tested in identity): the member of org-1 reads space-1; the reader names org-1.
  const renderTargets: RenderTargets = {
    resolveRenderTarget: async (request, options) => {
      calls.targets.push(request as identityV1.ResolveRenderTargetRequest);
      const encoded = (options?.metadata as Metadata | undefined)?.get('x-quire-principal');
      const principal = typeof encoded === 'string' ? (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Principal) : undefined;
      const allowed = request.publishedOrganizationId === 'org-1' || principal?.memberships.some((m) => m.organizationId === 'org-1');
      if (request.integrationName !== 'widgets') throw new ServerError(Status.NOT_FOUND, 'No matching integration found for given name');
      if (request.spaceId !== 'space-1' || !allowed) throw new ServerError(Status.NOT_FOUND, 'The integration is not installed where this render takes place');
      return { integrationId: 'int-w', version: published.version, organizationId: 'org-1', installationId: 'inst-1', targetConfiguration: { color: 'blue' }, targetExternalIds: [] };
    },
  };
  return { identity, renderTargets, calls, published };
}

const documentContext = { type: 'document', theme: 'light', spaceId: 'space-1', editable: false };

describe('ContentKit renders (IntegrationRenderService)', () => {
  let service: RunningRuntimeService;
  let channel: Channel;
  let render: runtimeV1.IntegrationRenderServiceClient;
  let internal: runtimeV1.IntegrationRenderInternalServiceClient;
  let fake: ReturnType<typeof fakeIdentity>;

  beforeAll(async () => {
    fake = fakeIdentity(await bundleTestIntegration());
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl, identity: fake.identity, renderTargets: fake.renderTargets, publicUrl: 'https://quire.example/v1' });
    channel = createChannel(`127.0.0.1:${service.port}`);
    render = createClient(runtimeV1.IntegrationRenderServiceDefinition, channel);
    internal = createClient(runtimeV1.IntegrationRenderInternalServiceDefinition, channel);
  }, 60_000);

  afterAll(async () => {
    channel?.close();
    await service?.stop();
    await dropDatabase();
  });

  const expectStatus = async (call: Promise<unknown>, code: Status, message?: RegExp) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e as { code: Status; details: string },
    );
    expect(error?.code).toBe(code);
    if (message) expect(error?.details).toMatch(message);
  };

  it('refuses a call without a principal, and bad requests, before anything runs', async () => {
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: {}, context: documentContext }), Status.UNAUTHENTICATED);
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: '', props: {}, context: documentContext }, asCaller(member)), Status.INVALID_ARGUMENT, /componentId/);
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: {}, context: { type: 'document', theme: 'light' } }, asCaller(member)), Status.INVALID_ARGUMENT, /context/);
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: { name: null }, context: documentContext }, asCaller(member)), Status.INVALID_ARGUMENT, /props/);
    await expectStatus(render.renderIntegrationUI({ integrationName: 'bad name!', componentId: 'greeting', props: {}, context: documentContext }, asCaller(member)), Status.INVALID_ARGUMENT, /integrationName/);
    await expectStatus(render.renderCompressedIntegrationUI({ integrationName: 'widgets', request: 'not lz at all' }, asCaller(member)), Status.INVALID_ARGUMENT, /LZ-string/);
    expect(fake.calls.targets).toHaveLength(0);
  });

  it('renders a component for a caller who reads the space, with the installation in the event and the Cache-Control it asked for', async () => {
    const answer = await render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: { name: 'Ada' }, context: documentContext }, asCaller(member));
    expect(answer.output).toMatchObject({ type: 'element', state: { clicks: 0 }, props: { name: 'Ada' }, element: { type: 'block', children: [{ type: 'text', children: ['Hello Ada, 0 clicks'] }] } });
    expect(answer.cacheControl).toBe('private, max-age=60');
    expect(fake.calls.targets.at(-1)).toMatchObject({ integrationName: 'widgets', spaceId: 'space-1' });
    expect(fake.calls.targets.at(-1)!.publishedOrganizationId).toBeUndefined();
  });

  it('runs the action first, with the state sent', async () => {
    const answer = await render.renderIntegrationUI(
      { integrationName: 'widgets', componentId: 'greeting', props: { name: 'Ada' }, state: { clicks: 4 }, action: { action: 'click' }, context: documentContext },
      asCaller(member),
    );
    expect(answer.output).toMatchObject({ state: { clicks: 5 }, element: { children: [{ children: ['Hello Ada, 5 clicks'] }] } });
  });

  it('answers the GET form from an LZ-string request (URI-safe and Base64)', async () => {
    const body = JSON.stringify({ componentId: 'greeting', props: { name: 'Lin' }, context: documentContext });
    for (const request of [LZString.compressToEncodedURIComponent(body), LZString.compressToBase64(body)]) {
      const answer = await render.renderCompressedIntegrationUI({ integrationName: 'widgets', request }, asCaller(member));
      expect(answer.output).toMatchObject({ element: { children: [{ children: ['Hello Lin, 0 clicks'] }] } });
      expect(answer.cacheControl).toBe('private, max-age=60');
    }
  });

  it('gives the script the space installation of the render (its configuration) in its environment', async () => {
    const answer = await render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'showcase', props: { title: 'Shown' }, context: documentContext }, asCaller(member));
    const text = JSON.stringify(answer.output);
    expect(text).toContain('Shown in document');
    expect(text).toContain('for space-1');
    expect(answer.cacheControl).toBe('private, max-age=30');
  });

  it('is NOT_FOUND for an unknown component, another organization, a space without the integration and an unknown integration', async () => {
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'nope', props: {}, context: documentContext }, asCaller(member)), Status.NOT_FOUND, /Component "nope" not found/);
    await expectStatus(render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: {}, context: documentContext }, asCaller(outsider)), Status.NOT_FOUND);
    await expectStatus(
      render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: {}, context: { ...documentContext, spaceId: 'space-2' } }, asCaller(member)),
      Status.NOT_FOUND,
    );
    await expectStatus(render.renderIntegrationUI({ integrationName: 'other', componentId: 'greeting', props: {}, context: documentContext }, asCaller(member)), Status.NOT_FOUND);
  });

  it('keeps the resolved environment: warm renders do not ask identity for it again', async () => {
    const before = fake.calls.runtime;
    for (let i = 0; i < 5; i++) await render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: { name: 'x' }, context: documentContext }, asCaller(member));
    expect(fake.calls.runtime).toBe(before);
  });

  it('asks for the environment again when identity renders another version than the one kept, then keeps that one', async () => {
    const before = fake.calls.runtime;
    fake.published.version = 4;
    // Another member: identity's answer for this caller is not kept yet, so it names version 4.
    const colleague: Principal = { ...member, userId: 'user-3', tokenId: 'tok-3' };
    for (let i = 0; i < 3; i++) {
      const answer = await render.renderIntegrationUI({ integrationName: 'widgets', componentId: 'greeting', props: { name: 'New' }, context: documentContext }, asCaller(colleague));
      expect(JSON.stringify(answer.output)).toContain('Hello New');
    }
    expect(fake.calls.runtime).toBe(before + 1);
  });

  it('renders a page’s blocks for the reader at once, each with its own outcome', async () => {
    const started = fake.calls.targets.length;
    const { outputs } = await internal.renderIntegrationBlocks({
      organizationId: 'org-1',
      spaceId: 'space-1',
      blocks: [
        { integrationName: 'widgets', componentId: 'greeting', props: { name: 'One' } },
        { integrationName: 'widgets', componentId: 'nope', props: {} },
        { integrationName: 'other', componentId: 'greeting', props: {} },
        { integrationName: 'widgets', componentId: 'greeting', props: { name: 'Two' } },
      ],
    });
    expect(outputs).toHaveLength(4);
    expect(outputs[0]).toMatchObject({ cacheControl: 'private, max-age=60', publicEndpoint: 'https://quire.example/v1/integrations/widgets/integration' });
    expect(JSON.stringify(outputs[0].output)).toContain('Hello One');
    expect(outputs[1].error).toMatch(/not found/);
    expect(outputs[2].error).toMatch(/No matching integration/);
    expect(JSON.stringify(outputs[3].output)).toContain('Hello Two');
    // In a document context of the space, not editable, for the published organization.
    expect(fake.calls.targets.slice(started).every((request) => request.publishedOrganizationId === 'org-1' && request.spaceId === 'space-1')).toBe(true);
    // Another organization's reader call finds nothing.
    const foreign = await internal.renderIntegrationBlocks({ organizationId: 'org-2', spaceId: 'space-1', blocks: [{ integrationName: 'widgets', componentId: 'greeting', props: {} }] });
    expect(foreign.outputs[0].output).toBeUndefined();
    expect(foreign.outputs[0].error).toMatch(/not installed/);
  });
});

describe('render helpers', () => {
  it('relays only a max-age, as private, at most a day', () => {
    expect(relayedCacheControl('max-age=60')).toBe('private, max-age=60');
    expect(relayedCacheControl('public, max-age=999999')).toBe('private, max-age=86400');
    expect(relayedCacheControl('no-store')).toBeUndefined();
    expect(relayedCacheControl(undefined)).toBeUndefined();
  });

  it('decompresses only JSON objects', () => {
    expect(decompressRenderRequest(LZString.compressToEncodedURIComponent('{"a":1}'))).toEqual({ a: 1 });
    expect(() => decompressRenderRequest(LZString.compressToEncodedURIComponent('[1]'))).toThrow(/LZ-string/);
    expect(() => decompressRenderRequest('')).toThrow(/LZ-string/);
  });
});
