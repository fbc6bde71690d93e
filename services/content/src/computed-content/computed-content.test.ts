import { validateDocument } from '@quire/documents';
import { newId, type Principal } from '@quire/shared';
import { commonV1 } from '@quire/proto';
import { APP_URL, createCollection, createSpace, errorOf, newOrganization, Status, useTestEnvironment, type Org } from '../../test/helpers';

// Computed content over gRPC against the real database: what the built-in `builtin:openapi`
// source generates from an organization's OpenAPI spec (GetComputedRevision,
// GetComputedDocument), refusals of other sources and bad input, and who may compute.

const env = useTestEnvironment();

const { MemberRole } = commonV1;

type Json = Record<string, any>;

/** A spec with two declared tags (one without operations), a tag only an operation names, an untagged operation and a `$ref` path item. */
const PETS = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  tags: [
    { name: 'pets', description: 'Everything about **pets**.', 'x-displayName': 'Pets' },
    { name: 'unused', description: 'No operation names it' },
  ],
  paths: {
    '/pets': {
      get: { tags: ['pets'], summary: 'List pets', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } } } },
      post: { tags: ['pets', 'store'], summary: 'Add a pet', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: { '201': { description: 'created' } } },
    },
    '/pets/{petId}': { $ref: '#/components/pathItems/Pet' },
    '/health': { get: { responses: { '204': { description: 'up' } } } },
  },
  components: {
    schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } }, Error: { type: 'object' } },
    pathItems: { Pet: { parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }], delete: { tags: ['store'], responses: { '204': { description: 'gone' } } } } },
  },
};

/** Gives the spec a new source and records it valid with `document`, as the git-worker would. */
async function publish(org: Org, slug: string, document: Json): Promise<string> {
  const { spec } = await env.as(org.admin).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug: slug, source: { url: undefined, text: `openapi: 3.1.0 # ${newId()}` } });
  const versionId = spec!.lastVersion!;
  await env.anonymous.recordSpecVersionResult({ versionId, ok: true, errorCode: 0, errors: [], document: JSON.stringify(document), openapiVersion: '3.1.0' });
  return versionId;
}

const openapiSource = (slug: string, props: Json) => ({ type: 'builtin:openapi', dependencies: { spec: { ref: { kind: 'openapi', spec: slug } } }, props });

const computeRevision = (principal: Principal, spaceId: string, source: unknown, seed = 'seed-1') =>
  env.as(principal).getComputedRevision({ spaceId, source: source as Json, seed });

const computeDocument = (principal: Principal, spaceId: string, source: unknown, seed = 'seed-1') =>
  env.as(principal).getComputedDocument({ spaceId, source: source as Json, seed }).then((response) => response.document as Json);

const operationsOf = (document: Json) => document.nodes.filter((node: Json) => node.type === 'openapi-operation').map((node: Json) => `${node.data.method} ${node.data.path}`);

async function setUp() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'API');
  await publish(org, 'pets', PETS);
  return { org, space };
}

describe('GetComputedRevision', () => {
  it('makes one page per tag with an openapi-operation block per operation, then the models page', async () => {
    const { org, space } = await setUp();
    const answer = await computeRevision(org.member('read'), space.id, openapiSource('pets', { models: true }));
    expect(answer.files).toEqual([]);
    expect(answer.reusableContents).toEqual([]);
    const pages = answer.pages as Json[];
    expect(pages.map((page) => [page.title, page.slug])).toEqual([
      ['Pets', 'pets'],
      ['store', 'store'],
      ['Other operations', 'other-operations'],
      ['Models', 'models'],
    ]);
    for (const page of pages) {
      expect(page).toMatchObject({ type: 'document', kind: 'sheet', path: page.slug, pages: [], urls: { app: `${APP_URL}/s/${space.id}/${page.slug}` } });
      expect(page.layout).toMatchObject({ width: 'default', tableOfContents: true });
      // Never the computed + computedSeed pair the contract's page schema cannot accept.
      expect(page.computed).toBeUndefined();
      expect(page.computedSeed).toBeUndefined();
      expect(page.markdown).toBeUndefined();
      expect(validateDocument(page.document).ok).toBe(true);
    }
    const [pets, store, other, models] = pages;
    expect(operationsOf(pets.document)).toEqual(['get /pets', 'post /pets']);
    // The tag's description, as blocks, before the operations.
    expect(pets.document.nodes[0]).toMatchObject({ type: 'paragraph' });
    expect(JSON.stringify(pets.document.nodes[0])).toContain('pets');
    expect(pets.document.nodes[1]).toMatchObject({ type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'pets' }, method: 'get', path: '/pets' } });
    // An operation under each of its tags; a path item given as a $ref is followed.
    expect(operationsOf(store.document)).toEqual(['post /pets', 'delete /pets/{petId}']);
    expect(operationsOf(other.document)).toEqual(['get /health']);
    expect(models.document.nodes).toEqual([expect.objectContaining({ type: 'openapi-schemas', data: { ref: { kind: 'openapi', spec: 'pets' }, schemas: ['Pet', 'Error'], grouped: true } })]);
  });

  it('leaves the models out unless asked for, and derives every id from the seed', async () => {
    const { org, space } = await setUp();
    const first = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }), 'a')).pages as Json[];
    expect(first.map((page) => page.title)).toEqual(['Pets', 'store', 'Other operations']);
    const again = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }), 'a')).pages as Json[];
    expect(again).toEqual(first);
    const other = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }), 'b')).pages as Json[];
    expect(other.map((page) => page.id)).not.toEqual(first.map((page) => page.id));
    expect(new Set(first.map((page) => page.id)).size).toBe(first.length);
    expect(other[0].document.nodes[1].key).not.toBe(first[0].document.nodes[1].key);
  });

  it('follows the newest valid version of the spec: a new version regenerates the pages', async () => {
    const { org, space } = await setUp();
    await publish(org, 'pets', { ...PETS, paths: { ...PETS.paths, '/owners': { get: { tags: ['owners'], responses: { '200': { description: 'ok' } } } } } });
    const pages = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }))).pages as Json[];
    expect(pages.map((page) => page.title)).toEqual(['Pets', 'store', 'owners', 'Other operations']);
    // An invalid newer version changes nothing: the newest valid one is used.
    const { spec } = await env.as(org.admin).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets', source: { url: undefined, text: 'not: openapi' } });
    await env.anonymous.recordSpecVersionResult({ versionId: spec!.lastVersion!, ok: false, errorCode: 3, errors: [{ message: 'bad', code: 'schema', pointer: '', line: 1, column: 1 }], document: '', openapiVersion: '' });
    const still = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }))).pages as Json[];
    expect(still.map((page) => page.title)).toEqual(['Pets', 'store', 'owners', 'Other operations']);
  });

  it('accepts a resolved spec dependency', async () => {
    const { org, space } = await setUp();
    const source = { ...openapiSource('pets', { models: false }), dependencies: { spec: { ref: { kind: 'openapi', spec: 'pets' }, value: { object: 'openapi-spec', id: 'x', slug: 'pets' } } } };
    expect((await computeRevision(org.admin, space.id, source)).pages).toHaveLength(3);
  });

  it('answers 400 naming the source type Quire does not compute, and for a malformed source', async () => {
    const { org, space } = await setUp();
    const refused = async (source: unknown, message: string | RegExp) => {
      const error = await errorOf(computeRevision(org.admin, space.id, source));
      expect(error.code).toBe(Status.INVALID_ARGUMENT);
      expect(error.details).toMatch(message);
    };
    await refused({ type: 'builtin:translation', props: {}, dependencies: { translation: { ref: { kind: 'translation', translation: 't' } } } }, /"builtin:translation" is not supported/);
    await refused({ type: 'integration:acme:reference', props: {} }, /"integration:acme:reference" is not supported/);
    await refused({ type: 'magic', props: {} }, /source.type: "magic" is not a computed content source type/);
    await refused({ props: {} }, /^source.type: required/);
    await refused(undefined, /^source: required/);
    await refused(openapiSource('pets', {}), /^source.props.models: /);
    await refused({ type: 'builtin:openapi', props: { models: true }, dependencies: {} }, /^source.dependencies.spec: /);
    await refused(openapiSource('Not A Slug', { models: true }), /^source.dependencies.spec.ref.spec: /);
  });

  it('answers 404 for an unknown spec, a spec without a valid version, and another organization\'s space or spec', async () => {
    const { org, space } = await setUp();
    const notFound = async (call: Promise<unknown>, message: string) => {
      const error = await errorOf(call);
      expect(error.code).toBe(Status.NOT_FOUND);
      expect(error.details).toBe(message);
    };
    await notFound(computeRevision(org.admin, space.id, openapiSource('absent', { models: true })), 'No matching OpenAPI specification found');
    await env.as(org.admin).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pending', source: { url: undefined, text: 'openapi: 3.1.0' } });
    await notFound(computeRevision(org.admin, space.id, openapiSource('pending', { models: true })), 'No matching OpenAPI specification version found');
    const other = newOrganization(env);
    await publish(other, 'theirs', PETS);
    // Their space: as every space read.
    await notFound(computeRevision(other.admin, space.id, openapiSource('pets', { models: true })), 'Space not found');
    // Their spec, named from our space: specs are looked up in the space's organization.
    await notFound(computeRevision(org.admin, space.id, openapiSource('theirs', { models: true })), 'No matching OpenAPI specification found');
  });

  it('refuses a guest who reads the space the organization\'s specs (404), as they cannot view them', async () => {
    const org = newOrganization(env);
    await publish(org, 'pets', PETS);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const space = await createSpace(env, org, 'API', docs.id);
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams: [team], users: [] });
    const guest = org.guest([team]);
    // The guest reads the space...
    expect((await env.as(guest).getSpace({ spaceId: space.id })).space?.id).toBe(space.id);
    const error = await errorOf(computeRevision(guest, space.id, openapiSource('pets', { models: true })));
    expect(error.code).toBe(Status.NOT_FOUND);
    expect(error.details).toBe('No matching OpenAPI specification found');
  });
});

describe('GetComputedDocument', () => {
  it('answers the operations or the description of one tag, by name or page slug, and the models', async () => {
    const { org, space } = await setUp();
    const operations = await computeDocument(org.member('read'), space.id, openapiSource('pets', { doc: 'operations', page: 'store' }));
    expect(validateDocument(operations).ok).toBe(true);
    expect(operationsOf(operations)).toEqual(['post /pets', 'delete /pets/{petId}']);
    const bySlug = await computeDocument(org.admin, space.id, openapiSource('pets', { doc: 'operations', page: 'other-operations' }));
    expect(operationsOf(bySlug)).toEqual(['get /health']);
    const info = await computeDocument(org.admin, space.id, openapiSource('pets', { doc: 'info', page: 'pets' }));
    expect(validateDocument(info).ok).toBe(true);
    expect(operationsOf(info)).toEqual([]);
    expect(JSON.stringify(info)).toContain('Everything about');
    const models = await computeDocument(org.admin, space.id, openapiSource('pets', { doc: 'models' }));
    expect(models.nodes.map((node: Json) => node.type)).toEqual(['openapi-schemas']);
    // The same seed, the same block keys as the revision's pages.
    const pages = (await computeRevision(org.admin, space.id, openapiSource('pets', { models: false }))).pages as Json[];
    expect(operations.nodes).toEqual(pages[1].document.nodes);
  });

  it('answers 404 for a page the spec does not have and 400 for malformed props', async () => {
    const { org, space } = await setUp();
    const missing = await errorOf(computeDocument(org.admin, space.id, openapiSource('pets', { doc: 'operations', page: 'unused' })));
    expect(missing.code).toBe(Status.NOT_FOUND);
    expect(missing.details).toBe('The OpenAPI specification "pets" has no page "unused"');
    const bad = await errorOf(computeDocument(org.admin, space.id, openapiSource('pets', { doc: 'operations' })));
    expect(bad.code).toBe(Status.INVALID_ARGUMENT);
    expect(bad.details).toMatch(/^source.props: must be/);
    const translation = await errorOf(computeDocument(org.admin, space.id, { type: 'builtin:translation', props: { space: 's', document: 'd' } }));
    expect(translation.details).toMatch(/"builtin:translation" is not supported/);
  });
});
