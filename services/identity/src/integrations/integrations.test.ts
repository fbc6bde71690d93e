import { randomUUID } from 'node:crypto';
import { identityV1 } from '@quire/proto';
import { createLogger, SecretBox, Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization } from '../../test/factories';
import { as, type Caller, eventsOf, failure, PUBLIC_URL, statusOf, TEST_SECRETS_KEY, useTestIdentity } from '../../test/harness';
import { OTHER_PNG, TEST_IMAGES } from '../../test/images';
import { integrationPublisher, secretsContext } from './commands/integration-publisher';

// IntegrationService: publishing, reading and listing integrations, their images and secrets.

const logLines: string[] = [];
const env = useTestIdentity(undefined, {
  logger: createLogger('identity-test', 'debug', { write: (line: string) => void logLines.push(line) }),
});
let channel: Channel;
let integrations: Client<typeof identityV1.IntegrationServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  integrations = createClient(identityV1.IntegrationServiceDefinition, channel);
});
afterAll(() => channel.close());

const { IntegrationScope: Scope, IntegrationVisibility: Visibility, IntegrationTarget: Target, IntegrationCategory: Category } = identityV1;

/** A name no other test (or earlier run on this database) uses. */
const uniqueName = (label = 'int') => `${label}-${randomUUID().slice(0, 8)}`;

/** The smallest body the contract accepts, with `fields` over it. */
const publishRequest = (
  name: string,
  organization: string,
  fields: Partial<identityV1.PublishIntegrationRequest> = {},
): identityV1.PublishIntegrationRequest => ({
  integrationName: name,
  title: 'Test integration',
  description: 'What it does',
  previewImages: [],
  scopes: [],
  categories: [],
  blocks: [],
  contentSources: [],
  externalLinks: [],
  script: 'export default {}',
  organization,
  secrets: {},
  ...fields,
});

const publish = (caller: Caller, name: string, organization: string, fields: Partial<identityV1.PublishIntegrationRequest> = {}) =>
  integrations.publishIntegration(publishRequest(name, organization, fields), as(caller)).then((response) => response.integration!);

const storedCount = (name: string) => env.prisma.integration.count({ where: { name } });

describe('PublishIntegration', () => {
  test('refuses names, titles, images, links and schemas outside the contract, storing nothing', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const name = uniqueName();
    const link = { url: 'https://example.com', label: 'Docs' };
    const cases: [string, Partial<identityV1.PublishIntegrationRequest>, RegExp][] = [
      ['bad name', { integrationName: 'has space' }, /^integrationName: must contain only letters, digits/],
      ['name with a slash', { integrationName: 'a/b' }, /^integrationName: must contain only/],
      ['name too long', { integrationName: 'x'.repeat(101) }, /^integrationName: /],
      ['dot name', { integrationName: '..' }, /^integrationName: must not be "\." or "\.\."/],
      ['title too short', { title: 'x' }, /^title: /],
      ['title too long', { title: 'x'.repeat(31) }, /^title: /],
      ['description too long', { description: 'x'.repeat(101) }, /^description: /],
      ['four preview images', { previewImages: Array(4).fill(TEST_IMAGES['image/png']) }, /^previewImages: /],
      ['six external links', { externalLinks: Array(6).fill(link) }, /^externalLinks: /],
      ['an external link that is no URL', { externalLinks: [{ url: 'not a url', label: 'x' }] }, /^externalLinks\.0\.url: /],
      ['an SVG icon', { icon: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }, /^icon: must be a PNG, JPEG, GIF or WebP image$/],
      ['an icon that is not base64', { icon: '%%%' }, /^icon: must be a base64-encoded image$/],
      ['a preview image that is text', { previewImages: [TEST_IMAGES['image/png'], Buffer.from('hello').toString('base64')] }, /^previewImages\.1: must be a PNG/],
      ['an icon over 256 KiB', { icon: Buffer.alloc(300 * 1024).toString('base64') }, /^icon: the image is larger than 262144 bytes$/],
      ['an unknown scope', { scopes: [99 as identityV1.IntegrationScope] }, /^scopes\.0: is not a known value$/],
      ['two blocks with one id', { blocks: [{ id: 'b', title: 'Block', urlUnfurl: [] }, { id: 'b', title: 'Other', urlUnfurl: [] }] }, /^blocks: two blocks have the same id$/],
      ['a required property not declared', { configurations: { account: { properties: {}, required: ['token'] } } }, /^configurations\.account\.required: names a property/],
      ['a configuration that is both', { configurations: { account: { componentId: 'c', properties: {} } } }, /^configurations\.account: is either a schema/],
      ['a button without its callback', { configurations: { account: { properties: { go: { type: 'button' } } } } }, /^configurations\.account\.properties\.go\.callback_url: /],
      ['an unknown CSP directive', { contentSecurityPolicy: { 'script-srcs': "'self'" } }, /^contentSecurityPolicy: /],
      ['an empty script', { script: '' }, /^script: is required$/],
    ];
    for (const [label, fields, message] of cases) {
      const refused = await failure(integrations.publishIntegration(publishRequest(name, organizationId, fields), as(owner)));
      expect({ label, code: refused.code }).toEqual({ label, code: Status.INVALID_ARGUMENT });
      expect({ label, details: refused.details }).toEqual({ label, details: expect.stringMatching(message) });
    }
    expect(await storedCount(name)).toBe(0);
  });

  test('only admins of the organization publish: NOT_FOUND outside it, PERMISSION_DENIED inside', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const editor = await addMember(env, organizationId, 'edit');
    const outsider = await createOrganization(env);
    const name = uniqueName();
    expect(await failure(publish(editor, name, organizationId))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'Only admins of the organization can publish its integrations',
    });
    expect(await failure(publish(outsider.owner, name, organizationId))).toMatchObject({
      code: Status.NOT_FOUND,
      details: 'Organization could not be found for the given hostname',
    });
    expect(await failure(publish(owner, name, 'no-such-organization'))).toMatchObject({ code: Status.NOT_FOUND });
    expect(await storedCount(name)).toBe(0);
  });

  test('creates at version 1, publishes the next versions by name, with events', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const name = uniqueName();
    const first = await publish(owner, name, organizationId, {
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ, Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
      categories: [Category.INTEGRATION_CATEGORY_ANALYTICS],
      visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      summary: 'A longer summary',
      externalLinks: [{ url: 'https://example.com/docs', label: 'Docs' }],
      contentSecurityPolicy: "default-src 'self'",
    });
    expect(first).toMatchObject({
      object: 'integration',
      name,
      version: 1,
      title: 'Test integration',
      description: 'What it does',
      summary: 'A longer summary',
      verified: false,
      visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC,
      target: Target.INTEGRATION_TARGET_ALL,
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST, Scope.INTEGRATION_SCOPE_SPACE_CONTENT_READ],
      categories: [Category.INTEGRATION_CATEGORY_ANALYTICS],
      previewImages: [],
      externalLinks: [{ url: 'https://example.com/docs', label: 'Docs' }],
      permissions: { admin: true },
      contentSecurityPolicy: "default-src 'self'",
      urls: {
        location: `${PUBLIC_URL}/v1/integrations/${name}`,
        assets: `${PUBLIC_URL}/v1/integrations/${name}/assets`,
        publicEndpoint: `${PUBLIC_URL}/v1/integrations/${name}/integration`,
      },
    });
    expect(first.owner).toMatchObject({ object: 'organization', id: organizationId, permissions: expect.objectContaining({ admin: true }) });

    const second = await publish(owner, name, organizationId, { title: 'Renamed', target: Target.INTEGRATION_TARGET_SITE });
    expect(second).toMatchObject({ version: 2, title: 'Renamed', target: Target.INTEGRATION_TARGET_SITE, scopes: [], externalLinks: [] });
    // A publish is the whole integration: what it leaves out goes, visibility back to private.
    expect(second.visibility).toBe(Visibility.INTEGRATION_VISIBILITY_PRIVATE);
    expect(second.summary).toBeUndefined();

    const events = await eventsOf(env, (await env.prisma.integration.findUniqueOrThrow({ where: { name } })).id);
    expect(events.map((event) => [event.type, (event.data as { version: number; created: boolean }).version, (event.data as { created: boolean }).created])).toEqual([
      ['quire.identity.integration.published', 1, true],
      ['quire.identity.integration.published', 2, false],
    ]);
    expect(events[0].organizationId).toBe(organizationId);
  });

  test('accepts the organization by hostname', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const hostname = `h${randomUUID().slice(0, 8)}`;
    await env.identity.updateOrganization({ organizationId, hostname }, as(owner));
    const integration = await publish(owner, uniqueName(), hostname);
    expect(integration.owner!.id).toBe(organizationId);
  });

  test('refuses a name another organization publishes (ALREADY_EXISTS)', async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const name = uniqueName();
    await publish(first.owner, name, first.organizationId);
    expect(await failure(publish(second.owner, name, second.organizationId))).toMatchObject({
      code: Status.ALREADY_EXISTS,
      details: `The integration name "${name}" is taken by another organization's integration`,
    });
    expect((await env.prisma.integration.findUniqueOrThrow({ where: { name } })).version).toBe(1);
  });

  test('concurrent publishes get consecutive versions, also for a new name', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const name = uniqueName();
    const published = await Promise.all(Array.from({ length: 6 }, (_, index) => publish(owner, name, organizationId, { title: `Version ${index}` })));
    expect(published.map((integration) => integration.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await storedCount(name)).toBe(1);
  });

  test('stores the icon and preview images and serves them at their URLs; an unchanged image keeps its URL', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const name = uniqueName();
    const first = await publish(owner, name, organizationId, {
      icon: TEST_IMAGES['image/png'],
      previewImages: [TEST_IMAGES['image/gif'], TEST_IMAGES['image/jpeg'], TEST_IMAGES['image/webp']],
    });
    expect(first.urls!.icon).toMatch(new RegExp(`^${PUBLIC_URL}/v1/integrations/${name}/assets/[A-Za-z0-9_-]{20}$`));
    expect(first.previewImages).toHaveLength(3);
    const assetId = (url: string) => url.split('/').pop()!;
    const served = await Promise.all(
      [first.urls!.icon!, ...first.previewImages].map((url) => integrations.getIntegrationAsset({ integrationName: name, assetId: assetId(url) })),
    );
    expect(served.map((asset) => asset.contentType)).toEqual(['image/png', 'image/gif', 'image/jpeg', 'image/webp']);
    expect(Buffer.from(served[0].data).equals(Buffer.from(TEST_IMAGES['image/png'], 'base64'))).toBe(true);

    const second = await publish(owner, name, organizationId, { icon: TEST_IMAGES['image/png'], previewImages: [OTHER_PNG] });
    expect(second.urls!.icon).toBe(first.urls!.icon);
    expect(second.previewImages[0]).not.toBe(first.previewImages[0]);
    // Images the new version no longer uses are gone.
    expect(await statusOf(integrations.getIntegrationAsset({ integrationName: name, assetId: assetId(first.previewImages[0]) }))).toBe(Status.NOT_FOUND);
    expect(await env.prisma.integrationAsset.count({ where: { integration: { name } } })).toBe(2);
    // An asset is only found under its own integration.
    expect(await statusOf(integrations.getIntegrationAsset({ integrationName: uniqueName(), assetId: assetId(second.urls!.icon!) }))).toBe(Status.NOT_FOUND);

    const third = await publish(owner, name, organizationId);
    expect(third.urls!.icon).toBeUndefined();
    expect(await env.prisma.integrationAsset.count({ where: { integration: { name } } })).toBe(0);
  });
});

describe('integration secrets', () => {
  test('are sealed with AES-256-GCM under the key, and never in answers, events or logs', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const name = uniqueName('secret');
    const secret = `s3cr3t-${randomUUID()}`;
    logLines.length = 0;
    const integration = await publish(owner, name, organizationId, { secrets: { API_KEY: secret, OTHER: 'x' } });
    const read = await integrations.getIntegration({ integrationName: name }, as(owner));
    const listed = await integrations.listIntegrations({ owner: organizationId }, as(owner));

    const stored = await env.prisma.integration.findUniqueOrThrow({ where: { name }, select: { id: true, secrets: true } });
    expect(Buffer.from(stored.secrets!).includes(Buffer.from(secret))).toBe(false);
    const opened = new SecretBox(TEST_SECRETS_KEY).open(stored.secrets!, secretsContext(stored.id));
    expect(JSON.parse(opened.toString('utf8'))).toEqual({ API_KEY: secret, OTHER: 'x' });
    // Bound to its integration: the same bytes do not open as another's.
    expect(() => new SecretBox(TEST_SECRETS_KEY).open(stored.secrets!, secretsContext('another'))).toThrow();

    const events = await eventsOf(env, stored.id);
    for (const text of [JSON.stringify(integration), JSON.stringify(read), JSON.stringify(listed), JSON.stringify(events), logLines.join('\n')]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('API_KEY');
    }
    expect(logLines.some((line) => line.includes('PublishIntegration'))).toBe(true);

    // A publish without secrets removes them.
    await publish(owner, name, organizationId);
    expect((await env.prisma.integration.findUniqueOrThrow({ where: { name }, select: { secrets: true } })).secrets).toBeNull();
  });

  test('are refused (FAILED_PRECONDITION) when the operator configured no key, storing nothing', async () => {
    const { organizationId } = await createOrganization(env);
    const name = uniqueName();
    const definition = {
      name,
      organizationId,
      title: 'No key',
      description: '',
      runtime: 'v1' as const,
      visibility: 'private' as const,
      target: 'all' as const,
      scopes: [],
      categories: [],
      blocks: [],
      contentSources: [],
      externalLinks: [],
      script: 'x',
      previewImages: [],
    };
    expect(await failure(integrationPublisher(env.prisma, { ...definition, secrets: { KEY: 'value' } }, undefined))).toMatchObject({
      code: Status.FAILED_PRECONDITION,
      details: 'secrets: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY',
    });
    expect(await storedCount(name)).toBe(0);
    // Without secrets, publishing works without a key.
    expect((await integrationPublisher(env.prisma, { ...definition, secrets: {} }, undefined)).integration.version).toBe(1);
  });
});

describe('GetIntegration and visibility', () => {
  test('public and unlisted integrations are readable by everyone signed in; private ones by their members only', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const reader = await addMember(env, organizationId, 'read');
    const outsider = await createOrganization(env);
    const names = { public: uniqueName(), unlisted: uniqueName(), private: uniqueName() };
    await publish(owner, names.public, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC });
    await publish(owner, names.unlisted, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_UNLISTED });
    await publish(owner, names.private, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_PRIVATE });
    const get = (caller: Caller, integrationName: string) => statusOf(integrations.getIntegration({ integrationName }, as(caller)));

    expect(await get(outsider.owner, names.public)).toBe('OK');
    expect(await get(outsider.owner, names.unlisted)).toBe('OK');
    expect(await get(outsider.owner, names.private)).toBe(Status.NOT_FOUND);
    expect(await get(guest, names.private)).toBe(Status.NOT_FOUND);
    expect(await get(reader, names.private)).toBe('OK');
    expect(await get(owner, uniqueName())).toBe(Status.NOT_FOUND);

    const seenByOutsider = (await integrations.getIntegration({ integrationName: names.public }, as(outsider.owner))).integration!;
    expect(seenByOutsider.permissions).toEqual({ admin: false });
    // The owner as the caller sees it: from outside, no permission.
    expect(seenByOutsider.owner!.permissions).toMatchObject({ view: false, admin: false });
    const seenByReader = (await integrations.getIntegration({ integrationName: names.private }, as(reader))).integration!;
    expect(seenByReader.permissions).toEqual({ admin: false });
    expect(seenByReader.owner!.permissions).toMatchObject({ view: true, admin: false });
  });
});

describe('ListIntegrations', () => {
  test('lists public integrations and the private ones of the caller, never unlisted ones, by name, paginated', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const member = await addMember(env, organizationId, 'read');
    const guest = await addMember(env, organizationId, 'guest');
    const outsider = await createOrganization(env);
    const prefix = `vis${randomUUID().slice(0, 6)}`;
    await publish(owner, `${prefix}-a-public`, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC });
    await publish(owner, `${prefix}-b-private`, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_PRIVATE });
    await publish(owner, `${prefix}-c-unlisted`, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_UNLISTED });
    await publish(owner, `${prefix}-d-public`, organizationId, { visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC });
    const names = async (caller: Caller, request: Partial<identityV1.ListIntegrationsRequest> = {}) =>
      (await integrations.listIntegrations({ search: prefix, ...request }, as(caller))).items.map((item) => item.name);

    expect(await names(member)).toEqual([`${prefix}-a-public`, `${prefix}-b-private`, `${prefix}-d-public`]);
    expect(await names(guest)).toEqual([`${prefix}-a-public`, `${prefix}-d-public`]);
    expect(await names(outsider.owner)).toEqual([`${prefix}-a-public`, `${prefix}-d-public`]);

    const first = await integrations.listIntegrations({ search: prefix, limit: 2 }, as(member));
    expect(first.items.map((item) => item.name)).toEqual([`${prefix}-a-public`, `${prefix}-b-private`]);
    expect(first.count).toBe(3);
    const second = await integrations.listIntegrations({ search: prefix, limit: 2, page: first.next!.page }, as(member));
    expect(second.items.map((item) => item.name)).toEqual([`${prefix}-d-public`]);
    expect(second.next).toBeUndefined();
    expect(await statusOf(integrations.listIntegrations({ page: 'garbage' }, as(member)))).toBe(Status.INVALID_ARGUMENT);
  });

  test('filters by search (name and title), category, blockDomain, blocks, contentSources, owner, scope and target', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const other = await createOrganization(env);
    const prefix = `flt${randomUUID().slice(0, 6)}`;
    const block = { id: 'embed', title: 'Embed', urlUnfurl: ['https://www.figma.com/file/*', 'figma.com/proto/*'] };
    const source = { id: 'src', title: 'Source', configuration: { componentId: 'configure' } };
    const common = { visibility: Visibility.INTEGRATION_VISIBILITY_PUBLIC };
    await publish(owner, `${prefix}-blocks`, organizationId, { ...common, title: 'Figma blocks', blocks: [block], categories: [Category.INTEGRATION_CATEGORY_CONTENT] });
    await publish(owner, `${prefix}-sources`, organizationId, {
      ...common,
      contentSources: [source],
      scopes: [Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST],
      target: Target.INTEGRATION_TARGET_SPACE,
    });
    await publish(other.owner, `${prefix}-other`, other.organizationId, { ...common, title: 'Analytics thing', categories: [Category.INTEGRATION_CATEGORY_ANALYTICS] });
    const names = async (request: Partial<identityV1.ListIntegrationsRequest>) =>
      (await integrations.listIntegrations({ search: prefix, ...request }, as(owner))).items.map((item) => item.name.slice(prefix.length + 1));

    expect(await names({})).toEqual(['blocks', 'other', 'sources']);
    expect(await names({ search: `${prefix}-SOUR` })).toEqual(['sources']);
    // The title matches too (case-insensitive).
    expect((await integrations.listIntegrations({ search: 'FIGMA BLOCKS', owner: organizationId }, as(owner))).items.map((item) => item.name)).toEqual([`${prefix}-blocks`]);
    expect(await names({ category: Category.INTEGRATION_CATEGORY_ANALYTICS })).toEqual(['other']);
    expect(await names({ blockDomain: 'figma.com' })).toEqual(['blocks']);
    expect(await names({ blockDomain: 'WWW.Figma.com' })).toEqual(['blocks']);
    expect(await names({ blockDomain: 'example.com' })).toEqual([]);
    expect(await names({ blocks: true })).toEqual(['blocks']);
    expect(await names({ blocks: false })).toEqual(['other', 'sources']);
    expect(await names({ contentSources: true })).toEqual(['sources']);
    expect(await names({ contentSources: false })).toEqual(['blocks', 'other']);
    expect(await names({ owner: other.organizationId })).toEqual(['other']);
    expect(await names({ scope: Scope.INTEGRATION_SCOPE_CONVERSATIONS_INGEST })).toEqual(['sources']);
    expect(await names({ target: Target.INTEGRATION_TARGET_SPACE })).toEqual(['sources']);
    expect(await names({ target: Target.INTEGRATION_TARGET_ALL, blocks: false })).toEqual(['other']);
    // `%` and `_` match themselves.
    expect((await integrations.listIntegrations({ search: '%' }, as(owner))).items).toEqual([]);
    expect(await statusOf(integrations.listIntegrations({ blockDomain: 'has/slash' }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(integrations.listIntegrations({ scope: 99 as identityV1.IntegrationScope }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
  });
});
