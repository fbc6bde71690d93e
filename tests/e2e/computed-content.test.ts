import type { Site } from '@gitbook/api';
import { setTimeout as sleep } from 'node:timers/promises';
import { addMember, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { get, publishedSite, until } from './reader-helpers';

// Computed content through the gateway with the official client: what Quire's built-in
// `builtin:openapi` source generates from an organization's OpenAPI specification
// (getComputedRevision, getComputedDocument, every body checked against the contract), the
// pages rendering in the reader, a new version of the spec regenerating them, other source
// types and bad input refused with a 400 that names them, and other organizations' 404s.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ reader: true });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0' },
  tags: [{ name: 'pets', description: 'Everything about your **pets**.' }],
  paths: {
    '/pets': {
      get: {
        tags: ['pets'],
        summary: 'List the pets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { '200': { description: 'The pets', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } }, example: [{ name: 'Rex' }] } } } },
      },
      post: {
        tags: ['pets'],
        summary: 'Add a pet',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: { '201': { description: 'Added' } },
      },
    },
    '/health': { get: { summary: 'Health check', responses: { '204': { description: 'Up' } } } },
  },
  components: { schemas: { Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
};

const newOrg = () => newOrgOf(stack);

/** Gives the spec a text source and waits until the git-worker has processed it. */
async function publishSpec(org: Org, slug: string, document: Json): Promise<void> {
  const put = await org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, slug, { source: { text: JSON.stringify(document) } });
  expect([200, 201]).toContain(put.status);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const spec = (await expectOk('getOpenAPISpecBySlug', 200, org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, slug))) as Json;
    if (spec.processingState === 'complete') {
      expect(spec.lastProcessErrorCode).toBeUndefined();
      return;
    }
    if (Date.now() > deadline) throw new Error(`spec ${slug} was not processed in time: ${JSON.stringify(spec)}`);
    await sleep(100);
  }
}

const revisionSource = (slug: string, models = true) => ({ type: 'builtin:openapi' as const, dependencies: { spec: { ref: { kind: 'openapi' as const, spec: slug } } }, props: { models } });
const documentSource = (slug: string, props: { doc: 'models' } | { doc: 'operations' | 'info'; page: string }) => ({
  type: 'builtin:openapi' as const,
  dependencies: { spec: { ref: { kind: 'openapi' as const, spec: slug } } },
  props,
});

const operationsOf = (document: Json) => document.nodes.filter((node: Json) => node.type === 'openapi-operation').map((node: Json) => `${node.data.method} ${node.data.path}`);

describe('getComputedRevision', () => {
  it('answers the API reference pages of the spec: one per tag, OpenAPI blocks, the models', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    const reader = await addMember(stack, org, 'read');
    const answer = await expectOk('getComputedRevision', 200, reader.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets'), seed: 'api' }));
    expect(answer.files).toEqual([]);
    expect(answer.reusableContents).toEqual([]);
    const pages = answer.pages as Json[];
    expect(pages.map((page) => page.title)).toEqual(['pets', 'Other operations', 'Models']);
    expect(operationsOf(pages[0].document)).toEqual(['get /pets', 'post /pets']);
    expect(operationsOf(pages[1].document)).toEqual(['get /health']);
    expect(pages[2].document.nodes[0]).toMatchObject({ type: 'openapi-schemas', data: { ref: { kind: 'openapi', spec: 'pets' }, schemas: ['Pet'] } });
    // The same seed, the same ids.
    const again = await expectOk('getComputedRevision', 200, org.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets'), seed: 'api' }));
    expect(again.pages.map((page) => page.id)).toEqual(pages.map((page) => page.id));
  });

  it('regenerates the pages from a new version of the spec', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    const before = await expectOk('getComputedRevision', 200, org.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets', false), seed: 's' }));
    expect(before.pages.map((page) => page.title)).toEqual(['pets', 'Other operations']);
    await publishSpec(org, 'pets', { ...SPEC, paths: { ...SPEC.paths, '/owners': { get: { tags: ['owners'], responses: { '200': { description: 'ok' } } } } } });
    const after = await expectOk('getComputedRevision', 200, org.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets', false), seed: 's' }));
    expect(after.pages.map((page) => page.title)).toEqual(['pets', 'owners', 'Other operations']);
  });

  it('answers 400 naming a source type Quire does not compute, and for a malformed body', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    await expectFailure(
      org.gitbook.spaces.getComputedRevision(space.id, { source: { type: 'builtin:translation', props: {}, dependencies: { translation: { ref: { kind: 'translation', translation: 't1' } } } }, seed: 's' }),
      400,
      /^source\.type: computed content of type "builtin:translation" is not supported by Quire/,
    );
    await expectFailure(
      org.gitbook.spaces.getComputedRevision(space.id, { source: { type: 'integration:acme:reference', props: { a: 1 } }, seed: 's' }),
      400,
      /"integration:acme:reference" is not supported by Quire/,
    );
    await expectFailure(org.gitbook.spaces.getComputedRevision(space.id, { source: { ...revisionSource('pets'), props: {} } as never, seed: 's' }), 400, /^source\.props\.models: /);
    await expectFailure(org.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets') } as never), 400, /^seed: /);
    const raw = await sendRaw(stack, 'POST', `/spaces/${space.id}/content/computed/revision`, { token: org.token, body: '{"source":' });
    expect(raw.status).toBe(400);
  });

  it('answers 404 for an unknown spec, and for another organization\'s space or spec', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    await expectFailure(org.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('absent'), seed: 's' }), 404, 'No matching OpenAPI specification found');
    const other = await newOrg();
    await expectFailure(other.gitbook.spaces.getComputedRevision(space.id, { source: revisionSource('pets'), seed: 's' }), 404);
    const theirs = await createSpace(other, 'Theirs');
    // Specs are those of the space's organization.
    await expectFailure(other.gitbook.spaces.getComputedRevision(theirs.id, { source: revisionSource('pets'), seed: 's' }), 404, 'No matching OpenAPI specification found');
  });
});

describe('getComputedDocument', () => {
  it('answers the document of one tag, its description, and the models', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    const operations = await expectOk('getComputedDocument', 200, org.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'operations', page: 'pets' }), seed: 'x' }, { schema: 'current' }));
    expect(operationsOf(operations)).toEqual(['get /pets', 'post /pets']);
    const info = await expectOk('getComputedDocument', 200, org.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'info', page: 'pets' }), seed: 'x' }));
    expect(JSON.stringify(info)).toContain('Everything about your ');
    const models = await expectOk('getComputedDocument', 200, org.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'models' }), seed: 'x' }));
    expect(models.nodes.map((node) => node.type)).toEqual(['openapi-schemas']);
    await expectFailure(org.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'operations', page: 'nope' }), seed: 'x' }), 404, 'The OpenAPI specification "pets" has no page "nope"');
    await expectFailure(org.gitbook.spaces.getComputedDocument(space.id, { source: { type: 'builtin:translation', props: { space: 's', document: 'd' } }, seed: 'x' }), 400, /"builtin:translation" is not supported/);
    await expectFailure(org.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'models' }), seed: 'x' }, { schema: 'old' as never }), 400, /^schema: /);
    const other = await newOrg();
    await expectFailure(other.gitbook.spaces.getComputedDocument(space.id, { source: documentSource('pets', { doc: 'models' }), seed: 'x' }), 404);
  });
});

describe('computed pages in the reader', () => {
  it('render as API reference: the operations with their parameters, bodies, responses and examples', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const scratch = await createSpace(org, 'Scratch');
    const { pages } = await expectOk('getComputedRevision', 200, org.gitbook.spaces.getComputedRevision(scratch.id, { source: revisionSource('pets'), seed: 'site' }));
    const { url } = await publishedSite(stack, org, [{ title: 'API', pages: (pages as Json[]).map((page) => ({ title: page.title, document: page.document })) }]);
    // The first page is the site's home.
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('q-openapi-operation');
    expect(page.body).toContain('List the pets');
    expect(page.body).toContain('Add a pet');
    expect(page.body).toMatch(/<code class="q-openapi-path">\/pets<\/code>/);
    // The parameter, the response example.
    expect(page.body).toContain('>limit<');
    expect(page.body).toContain('Rex');
    const models = await get(`${url}/models`);
    expect(models.status).toBe(200);
    expect(models.body).toContain('q-openapi-schemas');
    // A new version of the spec shows on the same pages: their blocks name the spec, not a version.
    const renamed = { ...SPEC, paths: { ...SPEC.paths, '/pets': { ...SPEC.paths['/pets'], get: { ...SPEC.paths['/pets'].get, summary: 'List every pet' } } } };
    await publishSpec(org, 'pets', renamed);
    const { value } = await until(() => get(url), (answer) => answer.body.includes('List every pet'), 10_000);
    expect(value.body).not.toContain('List the pets');
  });
});

describe('computed pages stored in a space', () => {
  const pathsOf = (pages: Json[]) => pages.map((page) => page.path);

  it('are created in a change request, merged, read expanded or as their source, regenerated from a new version and shown by the reader', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    const reader = await addMember(stack, org, 'read');
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'API reference' }));
    const computed = await createPageInChangeRequest(stack, org, space.id, changeRequest.id, { type: 'computed', title: 'API reference', computed: revisionSource('pets') });
    expect(computed).toEqual({ id: expect.any(String), title: 'API reference', type: 'computed', computed: revisionSource('pets'), createdAt: expect.any(String), updatedAt: expect.any(String) });
    const inRequest = await expectOk('listPagesInChangeRequest', 200, org.gitbook.spaces.listPagesInChangeRequest(space.id, changeRequest.id));
    expect(pathsOf(inRequest.pages as Json[])).toEqual(['api-reference/pets', 'api-reference/other-operations', 'api-reference/models']);
    // What the change request changes: the computed page and the pages it generated.
    const changes = await expectOk('getChangeRequestChanges', 200, org.gitbook.spaces.getChangeRequestChanges(space.id, changeRequest.id, { limit: 10 }));
    expect((changes.changes as Json[]).map((change) => [change.type, change.page?.type, change.page?.title])).toEqual(
      expect.arrayContaining([
        ['page_created', 'computed', 'API reference'],
        ['page_created', 'document', 'pets'],
      ]),
    );
    expect(await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id))).toMatchObject({ result: 'merge' });

    // computed=true (the default): the pages it generates, in its place; false: the page itself.
    const expanded = (await expectOk('listPages', 200, reader.gitbook.spaces.listPages(space.id))).pages as Json[];
    expect(pathsOf(expanded)).toEqual(['api-reference/pets', 'api-reference/other-operations', 'api-reference/models']);
    expect((await expectOk('listPages', 200, reader.gitbook.spaces.listPages(space.id, { computed: false }))).pages).toEqual([computed]);
    const revision = await expectOk('getCurrentRevision', 200, reader.gitbook.spaces.getCurrentRevision(space.id, { computed: false }));
    expect(revision.pages).toEqual([computed]);
    const revisionPages = await expectOk('listPagesInRevisionById', 200, reader.gitbook.spaces.listPagesInRevisionById(space.id, revision.id));
    expect(pathsOf(revisionPages.pages as Json[])).toEqual(pathsOf(expanded));
    const pets = await expectOk('getPageById', 200, reader.gitbook.spaces.getPageById(space.id, expanded[0].id, { format: 'document' }));
    expect(operationsOf((pets as Json).document)).toEqual(['get /pets', 'post /pets']);
    await expectFailure(reader.gitbook.spaces.getPageById(space.id, expanded[0].id, { computed: false }), 404);
    expect(await expectOk('getPageById', 200, reader.gitbook.spaces.getPageById(space.id, computed.id))).toEqual(computed);

    // The reader shows them in the site's navigation and renders them.
    const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [space.id] }));
    const published = (await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id))) as Site;
    const url = published.urls.published!;
    const home = await get(url);
    expect(home.status).toBe(200);
    expect(home.body).toContain('API reference');
    expect(home.body).toContain('List the pets');
    expect(home.body).toContain('api-reference/models');

    // A new version of the spec with a new tag: the consumer regenerates the pages.
    await publishSpec(org, 'pets', { ...SPEC, paths: { ...SPEC.paths, '/owners': { get: { tags: ['owners'], summary: 'List the owners', responses: { '200': { description: 'ok' } } } } } });
    const { value } = await until(
      async () => (await expectOk('listPages', 200, reader.gitbook.spaces.listPages(space.id))).pages as Json[],
      (pages) => pages.some((page) => page.path === 'api-reference/owners'),
      15_000,
    );
    expect(pathsOf(value)).toEqual(['api-reference/pets', 'api-reference/owners', 'api-reference/other-operations', 'api-reference/models']);
    // The pages it still makes keep their ids.
    expect(value[0].id).toBe(expanded[0].id);
    const current = await expectOk('getCurrentRevision', 200, reader.gitbook.spaces.getCurrentRevision(space.id));
    expect(current.type).toBe('computed');
    // Search indexes the new page.
    const found = await until(
      async () => (await expectOk('searchSpaceContent', 200, reader.gitbook.spaces.searchSpaceContent(space.id, { query: 'owners' }))).items as Json[],
      (items) => items.some((item) => item.id === value[1].id),
      15_000,
    );
    expect(found.value.length).toBeGreaterThan(0);
    const owners = await until(() => get(`${url}/api-reference/owners`), (answer) => answer.status === 200 && answer.body.includes('List the owners'), 10_000);
    expect(owners.value.body).toContain('q-openapi-operation');
  });

  it('answer 4xx for bad input and 404 to other organizations, and refuse writes to generated pages', async () => {
    const org = await newOrg();
    await publishSpec(org, 'pets', SPEC);
    const space = await createSpace(org, 'API');
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'API reference' }));
    const path = `/spaces/${space.id}/change-requests/${changeRequest.id}/content/pages`;
    const post = (body: Json, token = org.token) => sendRaw(stack, 'POST', path, { token, body: JSON.stringify(body) });
    const refused = async (body: Json, status: number, message: RegExp, token?: string) => {
      const answer = await post(body, token);
      expect({ status: answer.status, message: (answer.body as Json)?.error?.message }).toEqual({ status, message: expect.stringMatching(message) });
      expect((answer.body as Json).error.code).toBe(status);
    };
    await refused({ type: 'computed', title: 'API' }, 400, /^computed: is required/);
    await refused({ type: 'computed', title: 'API', computed: { ...revisionSource('pets'), type: 'builtin:translation' } }, 400, /"builtin:translation" is not supported by Quire/);
    await refused({ type: 'computed', title: 'API', computed: { ...revisionSource('pets'), props: { models: 'yes' } } }, 400, /^source\.props\.models: /);
    await refused({ type: 'computed', title: 'API', computed: revisionSource('absent') }, 404, /^No matching OpenAPI specification found$/);
    await refused({ type: 'computed', title: 'API', computed: 'pets' }, 400, /computed/);
    const other = await newOrg();
    await refused({ type: 'computed', title: 'API', computed: revisionSource('pets') }, 404, /not found/i, other.token);
    // Nothing was written.
    expect((await expectOk('listPagesInChangeRequest', 200, org.gitbook.spaces.listPagesInChangeRequest(space.id, changeRequest.id))).pages).toEqual([]);

    const computed = await createPageInChangeRequest(stack, org, space.id, changeRequest.id, { type: 'computed', title: 'API', computed: revisionSource('pets', false) });
    const [generated] = (await expectOk('listPagesInChangeRequest', 200, org.gitbook.spaces.listPagesInChangeRequest(space.id, changeRequest.id))).pages as Json[];
    const patched = await sendRaw(stack, 'PATCH', `/spaces/${space.id}/change-requests/${changeRequest.id}/content/page/${generated.id}`, { token: org.token, body: JSON.stringify({ title: 'Mine' }) });
    expect(patched.status).toBe(400);
    expect((patched.body as Json).error.message).toContain(`generated by the computed page ${computed.id}`);
    await refused({ title: 'Under', parent: computed.id }, 400, /^parent: the pages of a computed page are generated from its source$/);
    await expectFailure(other.gitbook.spaces.getPageInChangeRequestById(space.id, changeRequest.id, computed.id), 404);
  });
});
