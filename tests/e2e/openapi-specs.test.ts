import { setTimeout as sleep } from 'node:timers/promises';
import type { GitBookAPI } from '@gitbook/api';
import { expectContract } from './contract';
import { addMember, client, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, walkPages, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { startSpecServer } from './openapi-helpers';

// OpenAPI specifications through the gateway with the official client: the six contract
// operations (every body checked against the contract), bad input, the processing of each
// version by the git-worker (text and URL sources, valid and invalid), the published document
// (a Quire extension) and `quire:openapi/<slug>` links.

let stack: Stack;
let specServer: Awaited<ReturnType<typeof startSpecServer>> | undefined;
let specServerUrl: string;

const VALID_YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: The pets\n';
const VALID_JSON = JSON.stringify({ openapi: '3.1.0', info: { title: 'Remote pets', version: '2' }, paths: { '/pets': { get: { responses: { '204': { description: 'none' } } } } } });
const INVALID_YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\npaths: {}\n';

beforeAll(async () => {
  stack = await startStack();
  specServer = await startSpecServer(() => VALID_JSON);
  specServerUrl = specServer.url;
}, 90_000);

afterAll(async () => {
  await specServer?.close();
  await stack?.stop();
});

type Json = Record<string, any>;
type Source = { url: string } | { text: string };

const newOrg = () => newOrgOf(stack);
const anonymous = () => client(stack);

const createSpec = (org: Org, slug: string, source: Source = { text: VALID_YAML }) =>
  expectOk('createOpenAPISpec', 201, org.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug, source }));

const getSpec = (api: GitBookAPI, organizationId: string, slug: string) =>
  expectOk('getOpenAPISpecBySlug', 200, api.orgs.getOpenApiSpecBySlug(organizationId, slug));

/** Polls the spec until its latest version is processed (`complete`). */
async function processed(org: Org, slug: string, lastVersion?: string): Promise<Json> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const spec = (await getSpec(org.gitbook, org.organizationId, slug)) as Json;
    if (spec.processingState === 'complete' && (lastVersion === undefined || spec.lastVersion === lastVersion)) return spec;
    if (Date.now() > deadline) throw new Error(`spec ${slug} was not processed in time: ${JSON.stringify(spec)}`);
    await sleep(100);
  }
}

const published = (organizationId: string, slug: string) => fetch(`${stack.baseUrl}/v1/orgs/${organizationId}/openapi/${slug}/published`);

describe('createOpenAPISpec', () => {
  it('creates a private spec whose first version is pending, with a Location', async () => {
    const org = await newOrg();
    const response = await org.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug: 'pets', source: { text: VALID_YAML } });
    expect(response.status).toBe(201);
    expectContract('createOpenAPISpec', 201, response.data);
    expect(response.data).toMatchObject({
      object: 'openapi-spec',
      slug: 'pets',
      visibility: 'private',
      permissions: { view: true, edit: true },
      urls: { location: `${stack.baseUrl}/v1/orgs/${org.organizationId}/openapi/pets` },
    });
    expect(['pending', 'progress', 'complete']).toContain(response.data.processingState);
    expect(response.headers.get('location')).toBe(response.data.urls.location);
  });

  it('answers 401 without a token and 404 in another organization', async () => {
    const org = await newOrg();
    await expectFailure(anonymous().orgs.createOpenApiSpec(org.organizationId, { slug: 'pets', source: { text: VALID_YAML } }), 401);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug: 'pets', source: { text: VALID_YAML } }), 404);
  });

  it('answers 400 for a slug the organization already has, as the contract declares', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets');
    await expectFailure(
      org.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug: 'pets', source: { text: VALID_YAML } }),
      400,
      'slug: an OpenAPI specification with this slug already exists in the organization',
    );
  });

  it('answers 400 for a slug outside the pattern, a URL that is not http(s), both sources or none, and creates nothing', async () => {
    const org = await newOrg();
    const create = (body: Json) => org.gitbook.orgs.createOpenApiSpec(org.organizationId, body as never);
    await expectFailure(create({ slug: 'Pets_API', source: { text: VALID_YAML } }), 400, /^slug: /);
    await expectFailure(create({ slug: 'a'.repeat(101), source: { text: VALID_YAML } }), 400, /^slug: /);
    await expectFailure(create({ slug: 'pets', source: { url: 'ftp://example.com/openapi.yaml' } }), 400, 'source.url: must be an absolute http or https URL');
    await expectFailure(create({ slug: 'pets', source: { url: 'file:///etc/passwd' } }), 400, 'source.url: must be an absolute http or https URL');
    await expectFailure(create({ slug: 'pets', source: { url: 'https://example.com/a.json', text: VALID_YAML } }), 400, 'source: must have exactly one of "url" and "text"');
    await expectFailure(create({ slug: 'pets', source: {} }), 400, 'source: must have exactly one of "url" and "text"');
    await expectFailure(create({ slug: 'pets', source: { text: '' } }), 400, /^source\.text: /);
    await expectFailure(create({ slug: 'pets' }), 400, /^source: /);
    await expectFailure(create({ slug: 'pets', source: { url: 'https://user:hunter2@example.com/a.json' } }), 400, 'source.url: must not contain credentials');
    const list = await expectOk('listOpenAPISpecs', 200, org.gitbook.orgs.listOpenApiSpecs(org.organizationId));
    expect(list.items).toEqual([]);
  });

  it('gives one of two concurrent creations of a slug 201 and the other 400', async () => {
    const org = await newOrg();
    const attempts = await Promise.allSettled([0, 1].map(() => org.gitbook.orgs.createOpenApiSpec(org.organizationId, { slug: 'race', source: { text: VALID_YAML } })));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled').map((attempt) => (attempt as PromiseFulfilledResult<{ status: number }>).value.status)).toEqual([201]);
    const [rejected] = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    await expectFailure(Promise.reject(rejected.reason), 400);
  });
});

describe('listOpenAPISpecs and getOpenAPISpecBySlug', () => {
  it('lists the organization\'s specs by pages and reads one by slug; members view, readers cannot edit', async () => {
    const org = await newOrg();
    for (const slug of ['one', 'two', 'three']) await createSpec(org, slug);
    const reader = await addMember(stack, org, 'read');
    const { items, pages, count } = await walkPages('listOpenAPISpecs', 2, (page) => reader.gitbook.orgs.listOpenApiSpecs(org.organizationId, { limit: 2, ...(page && { page }) }));
    expect(items.map((spec) => spec.slug)).toEqual(['one', 'two', 'three']);
    expect(pages).toBe(2);
    expect(count).toBe(3);
    const spec = await getSpec(reader.gitbook, org.organizationId, 'two');
    expect(spec.permissions).toEqual({ view: true, edit: false });
  });

  it('answers 404 for an unknown slug, another organization and a guest; 400 for a malformed slug', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets');
    await expectFailure(org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, 'cats'), 404, 'No matching OpenAPI specification found');
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, 'pets'), 404);
    await expectFailure(outsider.gitbook.orgs.listOpenApiSpecs(org.organizationId), 404);
    const guest = await addMember(stack, org, null);
    await expectFailure(guest.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, 'pets'), 404);
    await expectFailure(org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, 'Not-A-Slug'), 400);
    await expectFailure(anonymous().orgs.listOpenApiSpecs(org.organizationId), 401);
  });
});

describe('createOrUpdateOpenAPISpecBySlug', () => {
  it('creates a missing spec, then gives it a new version with the same id', async () => {
    const org = await newOrg();
    const created = await expectOk('createOrUpdateOpenAPISpecBySlug', 201, org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'pets', { source: { text: VALID_YAML } }));
    expect(created.slug).toBe('pets');
    const updated = await expectOk(
      'createOrUpdateOpenAPISpecBySlug',
      200,
      org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'pets', { source: { url: `${specServerUrl}/openapi.json` } }),
    );
    expect(updated.id).toBe(created.id);
    expect(updated.lastVersion).not.toBe(created.lastVersion);
    expect(updated.sourceURL).toBe(`${specServerUrl}/openapi.json`);
  });

  it('answers 400 for bad input and 403/404 for who may not', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets');
    await expectFailure(org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'pets', { source: { url: 'gopher://example.com/' } }), 400);
    await expectFailure(org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'Bad Slug', { source: { text: VALID_YAML } }), 400);
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'pets', { source: { text: VALID_YAML } }), 403);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'pets', { source: { text: VALID_YAML } }), 404);
  });
});

describe('updateOpenAPISpecBySlug and deleteOpenAPISpecBySlug', () => {
  it('sets the visibility, with 400 for an unknown value and 404 for an unknown spec', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets');
    const spec = await expectOk('updateOpenAPISpecBySlug', 200, org.gitbook.orgs.updateOpenApiSpecBySlug(org.organizationId, 'pets', { visibility: 'public' as never }));
    expect(spec.visibility).toBe('public');
    await expectFailure(org.gitbook.orgs.updateOpenApiSpecBySlug(org.organizationId, 'pets', { visibility: 'published' as never }), 400);
    await expectFailure(org.gitbook.orgs.updateOpenApiSpecBySlug(org.organizationId, 'cats', { visibility: 'private' as never }), 404);
  });

  it('deletes a spec (204, and 204 again when it no longer exists); it is gone afterwards', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets');
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.orgs.deleteOpenApiSpecBySlug(org.organizationId, 'pets'), 403);
    for (let round = 0; round < 2; round += 1) {
      const response = await org.gitbook.orgs.deleteOpenApiSpecBySlug(org.organizationId, 'pets');
      expect(response.status).toBe(204);
      expectContract('deleteOpenAPISpecBySlug', 204, response.data ?? undefined);
    }
    await expectFailure(org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, 'pets'), 404);
  });
});

describe('processing by the git-worker', () => {
  it('brings a valid text source to complete and publishes it once public', async () => {
    const org = await newOrg();
    const created = await createSpec(org, 'pets', { text: VALID_YAML });
    const spec = await processed(org, 'pets', created.lastVersion);
    expectContract('getOpenAPISpecBySlug', 200, spec);
    expect(spec.lastProcessErrorCode).toBeUndefined();
    expect(spec.lastProcessedAt).toEqual(expect.any(String));
    expect((await published(org.organizationId, 'pets')).status).toBe(404);

    const shown = await expectOk('updateOpenAPISpecBySlug', 200, org.gitbook.orgs.updateOpenApiSpecBySlug(org.organizationId, 'pets', { visibility: 'public' as never }));
    expect(shown.urls.published).toBe(`${stack.baseUrl}/v1/orgs/${org.organizationId}/openapi/pets/published`);
    // No token: the published URL is for anyone.
    const response = await fetch(shown.urls.published!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ openapi: '3.0.3', info: { title: 'Pets', version: '1.0' }, paths: { '/pets': {} } });
  });

  it('records an invalid document as PARSE_ERROR with the place of each error', async () => {
    const org = await newOrg();
    const created = await createSpec(org, 'broken', { text: INVALID_YAML });
    const spec = await processed(org, 'broken', created.lastVersion);
    expectContract('getOpenAPISpecBySlug', 200, spec);
    expect(spec.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(spec.lastProcessedErrors).toEqual([{ message: "must have required property 'version' (at /info, line 2, column 1)", code: 'schema' }]);
  });

  it('fetches a URL source through the egress guard; a URL that answers 404 is FETCH_ERROR', async () => {
    const org = await newOrg();
    const created = await createSpec(org, 'remote', { url: `${specServerUrl}/openapi.json` });
    const spec = await processed(org, 'remote', created.lastVersion);
    expect(spec.lastProcessErrorCode).toBeUndefined();
    await expectOk('updateOpenAPISpecBySlug', 200, org.gitbook.orgs.updateOpenApiSpecBySlug(org.organizationId, 'remote', { visibility: 'public' as never }));
    expect(await (await published(org.organizationId, 'remote')).text()).toBe(VALID_JSON);

    const moved = await expectOk(
      'createOrUpdateOpenAPISpecBySlug',
      200,
      org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, 'remote', { source: { url: `${specServerUrl}/moved.json` } }),
    );
    const failed = await processed(org, 'remote', moved.lastVersion);
    expectContract('getOpenAPISpecBySlug', 200, failed);
    expect(failed.lastProcessErrorCode).toBe('FETCH_ERROR');
    expect(failed.lastProcessedErrors).toEqual([{ message: 'the server answered HTTP 404', code: 'fetch' }]);
    // The newest valid version is still served.
    expect(await (await published(org.organizationId, 'remote')).text()).toBe(VALID_JSON);
  });
});

describe('quire:openapi links', () => {
  it('show the spec as an openapi location, and a missing one as broken', async () => {
    const org = await newOrg();
    await createSpec(org, 'pets-api');
    const space = await createSpace(org, 'Docs');
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'API' }));
    const created = await sendRaw(stack, 'POST', `/spaces/${space.id}/change-requests/${changeRequest.id}/content/pages`, {
      token: org.token,
      body: JSON.stringify({ title: 'Reference', content: { markdown: 'See [the API](quire:openapi/pets-api) and [old](quire:openapi/gone).\n' } }),
    });
    expect(created.status).toBe(201);
    const links = (await expectOk(
      'listPageLinksInChangeRequest',
      200,
      org.gitbook.spaces.listPageLinksInChangeRequest(space.id, changeRequest.id, created.body.id),
    )) as Json;
    expect(links.items).toEqual([
      expect.objectContaining({ status: 'ok', targetReference: expect.objectContaining({ kind: 'openapi', openAPISpec: expect.objectContaining({ slug: 'pets-api' }), organization: expect.objectContaining({ id: org.organizationId }) }) }),
      expect.objectContaining({ status: 'broken', targetReference: { kind: 'url', url: 'quire:openapi/gone' } }),
    ]);
  });
});

describe('the gateway\'s OpenAPI document', () => {
  it('marks the published route as an extension that needs no token', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as Json;
    const route = document.paths['/orgs/{organizationId}/openapi/{specSlug}/published'].get;
    expect(route['x-quire-extension']).toBe(true);
    expect(document.paths['/orgs/{organizationId}/openapi'].post.operationId).toBe('createOpenAPISpec');
  });
});
