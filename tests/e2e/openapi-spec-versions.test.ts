import { setTimeout as sleep } from 'node:timers/promises';
import { expectContract } from './contract';
import { absentId, addMember, client, expectFailure, expectOk, newOrg as newOrgOf, walkPages, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';
import { startSpecServer } from './openapi-helpers';

// The versions of an OpenAPI specification through the gateway with the official client: the
// five contract operations (every body checked against the contract), versions made by the
// e2e git-worker from text and URL sources, a refresh that serves the same document making no
// new version, the 404s the contract declares, who may read them, and the content's ETag.

let stack: Stack;
let specServer: Awaited<ReturnType<typeof startSpecServer>> | undefined;
let specServerUrl: string;
/** What the spec server answers at /openapi.json; the tests change it to make new versions. */
let served = '';

const VALID_YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: The pets\n';
/** VALID_YAML as the git-worker records it (YAML becomes JSON; integer-like keys first). */
const VALID_YAML_AS_JSON = { openapi: '3.0.3', info: { title: 'Pets', version: '1.0' }, paths: { '/pets': { get: { responses: { '200': { description: 'The pets' } } } } } };
const INVALID_YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\npaths: {}\n';

const remoteDocument = (version: string) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Remote pets', version },
    paths: { '/pets': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } } },
    components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
  });

beforeAll(async () => {
  stack = await startStack();
  specServer = await startSpecServer(() => served);
  specServerUrl = specServer.url;
}, 90_000);

afterAll(async () => {
  await specServer?.close();
  await stack?.stop();
});

type Json = Record<string, any>;
type Source = { url: string } | { text: string };

const SPEC_NOT_FOUND = 'No matching OpenAPI specification found';
const VERSION_NOT_FOUND = 'No matching OpenAPI specification version found';

const newOrg = () => newOrgOf(stack);

/**
 * Gives the spec `source` (creating it the first time) and waits until it is processed: the PUT
 * sets the spec `pending` in its transaction, so the next `complete` is this source's result
 * (its version, or the version whose document it repeats).
 */
async function publish(org: Org, slug: string, source: Source): Promise<Json> {
  const put = await org.gitbook.orgs.createOrUpdateOpenApiSpecBySlug(org.organizationId, slug, { source });
  expect([200, 201]).toContain(put.status);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const spec = (await expectOk('getOpenAPISpecBySlug', 200, org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, slug))) as Json;
    if (spec.processingState === 'complete') return spec;
    if (Date.now() > deadline) throw new Error(`spec ${slug} was not processed in time: ${JSON.stringify(spec)}`);
    await sleep(100);
  }
}

async function versionIds(org: Org, slug: string): Promise<string[]> {
  const list = await expectOk('listOpenAPISpecVersions', 200, org.gitbook.orgs.listOpenApiSpecVersions(org.organizationId, slug));
  return list.items.map((version) => version.id);
}

const location = (org: Org, slug: string, versionId: string) => `${stack.baseUrl}/v1/orgs/${org.organizationId}/openapi/${slug}/versions/${versionId}`;

describe('versions of a text source', () => {
  it('lists, reads by id and as latest, with the parsed specification as content', async () => {
    const org = await newOrg();
    const spec = await publish(org, 'pets', { text: VALID_YAML });
    expect(spec.lastProcessErrorCode).toBeUndefined();
    const reader = await addMember(stack, org, 'read');

    const list = await expectOk('listOpenAPISpecVersions', 200, reader.gitbook.orgs.listOpenApiSpecVersions(org.organizationId, 'pets'));
    expect(list.count).toBe(1);
    expect(list.next).toBeUndefined();
    const [version] = list.items;
    expect(version).toEqual({
      object: 'openapi-spec-version',
      id: spec.lastVersion,
      createdAt: expect.any(String),
      url: `${location(org, 'pets', spec.lastVersion)}/content`,
      urls: { location: location(org, 'pets', spec.lastVersion) },
    });
    expect(await expectOk('getLatestOpenAPISpecVersion', 200, reader.gitbook.orgs.getLatestOpenApiSpecVersion(org.organizationId, 'pets'))).toEqual(version);
    expect(await expectOk('getOpenAPISpecVersionById', 200, reader.gitbook.orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', version.id))).toEqual(version);

    const content = await expectOk('getOpenAPISpecVersionContentById', 200, reader.gitbook.orgs.getOpenApiSpecVersionContentById(org.organizationId, 'pets', version.id));
    expect(content).toEqual({
      filesystem: { 'openapi.json': { dir: '.', isEntrypoint: true, references: [], filename: 'openapi.json', specification: VALID_YAML_AS_JSON } },
      url: version.url,
    });
    // The content's URL is the content itself.
    const byUrl = await fetch(content.url, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(await byUrl.json()).toEqual(content);
    expect(await expectOk('getLatestOpenAPISpecVersionContent', 200, reader.gitbook.orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'pets'))).toEqual(content);
  });

  it('keeps the newest valid version as latest when a newer source is invalid; the invalid one is no version', async () => {
    const org = await newOrg();
    const valid = await publish(org, 'pets', { text: VALID_YAML });
    const broken = await publish(org, 'pets', { text: INVALID_YAML });
    expect(broken.lastProcessErrorCode).toBe('PARSE_ERROR');
    const latest = await expectOk('getLatestOpenAPISpecVersion', 200, org.gitbook.orgs.getLatestOpenApiSpecVersion(org.organizationId, 'pets'));
    expect(latest.id).toBe(valid.lastVersion);
    await expectFailure(org.gitbook.orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', broken.lastVersion), 404, VERSION_NOT_FOUND);
    await expectFailure(org.gitbook.orgs.getOpenApiSpecVersionContentById(org.organizationId, 'pets', broken.lastVersion), 404, VERSION_NOT_FOUND);
    expect(await versionIds(org, 'pets')).toEqual([valid.lastVersion]);
  });
});

describe('versions of a URL source', () => {
  it('makes a version per new document, none for a refresh serving the same one; newest first, by pages', async () => {
    const org = await newOrg();
    const source = { url: `${specServerUrl}/openapi.json` };
    served = remoteDocument('1');
    const first = await publish(org, 'remote', source);
    // A refresh: the URL serves the same document, so the latest version is the first one again.
    const refreshed = await publish(org, 'remote', source);
    expect(refreshed.lastVersion).toBe(first.lastVersion);
    expect(await versionIds(org, 'remote')).toEqual([first.lastVersion]);

    served = remoteDocument('2');
    const second = await publish(org, 'remote', source);
    served = remoteDocument('3');
    const third = await publish(org, 'remote', source);
    expect(new Set([first.lastVersion, second.lastVersion, third.lastVersion]).size).toBe(3);

    const { items, pages, count } = await walkPages('listOpenAPISpecVersions', 1, (page) =>
      org.gitbook.orgs.listOpenApiSpecVersions(org.organizationId, 'remote', { limit: 1, ...(page && { page }) }),
    );
    expect(items.map((version) => version.id)).toEqual([third.lastVersion, second.lastVersion, first.lastVersion]);
    expect(pages).toBe(3);
    expect(count).toBe(3);
    // A version fetched from a URL is where it was fetched from.
    expect(items.every((version) => version.url === source.url)).toBe(true);

    const latest = await expectOk('getLatestOpenAPISpecVersionContent', 200, org.gitbook.orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'remote'));
    expect(latest.url).toBe(source.url);
    // As stored: bundled, the internal $ref kept.
    expect((latest.filesystem as Json)['openapi.json'].specification).toEqual(JSON.parse(remoteDocument('3')));
    const older = await expectOk('getOpenAPISpecVersionContentById', 200, org.gitbook.orgs.getOpenApiSpecVersionContentById(org.organizationId, 'remote', first.lastVersion));
    expect((older.filesystem as Json)['openapi.json'].specification.info.version).toBe('1');
  });
});

describe('what the contract declares besides 200', () => {
  it('answers 404 with the contract\'s messages for unknown specs and versions, and for a spec without a version yet', async () => {
    const org = await newOrg();
    const valid = await publish(org, 'pets', { text: VALID_YAML });
    const { orgs } = org.gitbook;
    await expectFailure(orgs.listOpenApiSpecVersions(org.organizationId, 'cats'), 404, SPEC_NOT_FOUND);
    await expectFailure(orgs.getLatestOpenApiSpecVersion(org.organizationId, 'cats'), 404, SPEC_NOT_FOUND);
    await expectFailure(orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'cats'), 404, SPEC_NOT_FOUND);
    await expectFailure(orgs.getOpenApiSpecVersionById(org.organizationId, 'cats', valid.lastVersion), 404, SPEC_NOT_FOUND);
    await expectFailure(orgs.getOpenApiSpecVersionContentById(org.organizationId, 'cats', valid.lastVersion), 404, SPEC_NOT_FOUND);
    await expectFailure(orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', absentId()), 404, VERSION_NOT_FOUND);
    await expectFailure(orgs.getOpenApiSpecVersionContentById(org.organizationId, 'pets', absentId()), 404, VERSION_NOT_FOUND);

    // Another spec's version is not one of this spec's.
    const other = await publish(org, 'other', { text: VALID_YAML.replace('Pets', 'Other') });
    await expectFailure(orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', other.lastVersion), 404, VERSION_NOT_FOUND);

    // No valid version yet.
    await publish(org, 'broken', { text: INVALID_YAML });
    await expectFailure(orgs.getLatestOpenApiSpecVersion(org.organizationId, 'broken'), 404, VERSION_NOT_FOUND);
    await expectFailure(orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'broken'), 404, VERSION_NOT_FOUND);
    expect(await expectOk('listOpenAPISpecVersions', 200, orgs.listOpenApiSpecVersions(org.organizationId, 'broken'))).toEqual({ items: [], count: 0 });

    // Deleted with the spec.
    await org.gitbook.orgs.deleteOpenApiSpecBySlug(org.organizationId, 'pets');
    await expectFailure(orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', valid.lastVersion), 404, SPEC_NOT_FOUND);
  });

  it('answers 404 to guests and other organizations, 401 without a token, 400 for bad input', async () => {
    const org = await newOrg();
    const valid = await publish(org, 'pets', { text: VALID_YAML });
    const guest = await addMember(stack, org, null);
    const outsider = await newOrg();
    for (const stranger of [guest.gitbook, outsider.gitbook]) {
      await expectFailure(stranger.orgs.listOpenApiSpecVersions(org.organizationId, 'pets'), 404);
      await expectFailure(stranger.orgs.getLatestOpenApiSpecVersion(org.organizationId, 'pets'), 404);
      await expectFailure(stranger.orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'pets'), 404);
      await expectFailure(stranger.orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', valid.lastVersion), 404);
      await expectFailure(stranger.orgs.getOpenApiSpecVersionContentById(org.organizationId, 'pets', valid.lastVersion), 404);
    }
    const anonymous = client(stack);
    await expectFailure(anonymous.orgs.listOpenApiSpecVersions(org.organizationId, 'pets'), 401);
    await expectFailure(anonymous.orgs.getLatestOpenApiSpecVersionContent(org.organizationId, 'pets'), 401);

    const { orgs } = org.gitbook;
    await expectFailure(orgs.listOpenApiSpecVersions(org.organizationId, 'pets', { page: 'not-a-cursor' }), 400, 'page: invalid cursor');
    await expectFailure(orgs.listOpenApiSpecVersions(org.organizationId, 'pets', { page: Buffer.from('{"number":"x"}').toString('base64url') }), 400, 'page: invalid cursor');
    await expectFailure(orgs.listOpenApiSpecVersions(org.organizationId, 'pets', { limit: 1001 }), 400, /^limit: /);
    await expectFailure(orgs.listOpenApiSpecVersions(org.organizationId, 'Not_A_Slug'), 400, /^specSlug: /);
    await expectFailure(orgs.getOpenApiSpecVersionById(org.organizationId, 'pets', 'not.an.id'), 400, /^versionId: /);
  });
});

describe('the content over HTTP', () => {
  it('is JSON with a weak ETag of the version, and 304 when If-None-Match names it', async () => {
    const org = await newOrg();
    const valid = await publish(org, 'pets', { text: VALID_YAML });
    const url = `${location(org, 'pets', valid.lastVersion)}/content`;
    const headers = { authorization: `Bearer ${org.token}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"openapi-/);
    expectContract('getOpenAPISpecVersionContentById', 200, await first.json());
    const again = await fetch(url, { headers: { ...headers, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // Latest names the same version: the same ETag.
    const latest = await fetch(`${stack.baseUrl}/v1/orgs/${org.organizationId}/openapi/pets/versions/latest/content`, { headers: { ...headers, 'if-none-match': etag! } });
    expect(latest.status).toBe(304);
    // Access first: an outsider with the ETag learns nothing.
    const outsider = await newOrg();
    const refused = await fetch(url, { headers: { authorization: `Bearer ${outsider.token}`, 'if-none-match': etag! } });
    expect(refused.status).toBe(404);
  });

  it('is in the gateway\'s OpenAPI document as the contract\'s operations, not extensions', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as Json;
    const base = '/orgs/{organizationId}/openapi/{specSlug}/versions';
    const operations: [string, string][] = [
      [base, 'listOpenAPISpecVersions'],
      [`${base}/latest`, 'getLatestOpenAPISpecVersion'],
      [`${base}/latest/content`, 'getLatestOpenAPISpecVersionContent'],
      [`${base}/{versionId}`, 'getOpenAPISpecVersionById'],
      [`${base}/{versionId}/content`, 'getOpenAPISpecVersionContentById'],
    ];
    for (const [path, operationId] of operations) {
      const operation = document.paths[path]?.get;
      expect(operation?.operationId).toBe(operationId);
      expect(operation['x-quire-extension']).toBeUndefined();
    }
  });
});
