import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { errorOf, newOrganization, PUBLIC_URL, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import { CONTENT_CHUNK_BYTES } from './handlers/stream-openapi-spec-version-content';

// The versions of an OpenAPI spec over gRPC against the real database: ListOpenAPISpecVersions,
// GetOpenAPISpecVersion (latest and by id), StreamOpenAPISpecVersionContent, who may read them,
// and versions being content-addressed (an identical document makes no new version).

const env = useTestEnvironment();

const { OpenAPISpecProcessingState: State, OpenAPISpecProcessingErrorCode: ErrorCode } = contentV1;

type Json = Record<string, any>;

const SPEC_NOT_FOUND = 'No matching OpenAPI specification found';
const VERSION_NOT_FOUND = 'No matching OpenAPI specification version found';

/** A document as the git-worker records it (JSON text, key order as written). */
const documentOf = (title: string, extra: Json = {}) => JSON.stringify({ openapi: '3.1.0', info: { title, version: '1' }, paths: {}, ...extra });

const textSource = (text: string) => ({ url: undefined, text });
const urlSource = (url: string) => ({ url, text: undefined });

const worker = () => env.anonymous;

const recordValid = (versionId: string, document: string) =>
  worker().recordSpecVersionResult({ versionId, ok: true, errorCode: 0, errors: [], document, openapiVersion: '3.1.0' });

const recordParseError = (versionId: string) =>
  worker().recordSpecVersionResult({
    versionId,
    ok: false,
    errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR,
    errors: [{ message: 'bad', code: 'schema', pointer: '/info', line: 1, column: 1 }],
    document: '',
    openapiVersion: '',
  });

/** Gives the spec a new source (creating it the first time) and returns the new version's id. */
async function publish(org: Org, slug: string, source: contentV1.OpenAPISpecSource = textSource(`openapi: 3.1.0 # ${newId()}`)): Promise<string> {
  const { spec } = await env.as(org.admin).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug: slug, source });
  return spec!.lastVersion!;
}

/** A new version of the spec, processed as valid with `document`. */
async function validVersion(org: Org, slug: string, document: string, source?: contentV1.OpenAPISpecSource): Promise<string> {
  const versionId = await publish(org, slug, source);
  await recordValid(versionId, document);
  return versionId;
}

const list = (principal: Principal, org: Org, specSlug: string, page?: string, limit?: number) =>
  env.as(principal).listOpenAPISpecVersions({ organizationId: org.id, specSlug, page, limit });

const getVersion = (principal: Principal, org: Org, specSlug: string, versionId?: string) =>
  env.as(principal).getOpenAPISpecVersion({ organizationId: org.id, specSlug, versionId }).then((response) => response.version!);

async function stream(principal: Principal, request: Partial<contentV1.StreamOpenAPISpecVersionContentRequest>): Promise<contentV1.StreamOpenAPISpecVersionContentResponse[]> {
  const messages: contentV1.StreamOpenAPISpecVersionContentResponse[] = [];
  const call = env.as(principal).streamOpenAPISpecVersionContent({ organizationId: '', specSlug: '', ...request } as contentV1.StreamOpenAPISpecVersionContentRequest);
  for await (const message of call) messages.push(message);
  return messages;
}

const bodyOf = (messages: contentV1.StreamOpenAPISpecVersionContentResponse[]): string => Buffer.concat(messages.map((message) => message.chunk)).toString('utf8');

const installation = (organizationId: string, scopes: 'openapi:read'[]): Principal => ({
  userId: `installation:${newId()}`,
  tokenId: newId(),
  memberships: [],
  teamIds: [],
  kind: 'installation',
  installation: { installationId: newId(), integration: 'ci', organizationId, scopes },
});

describe('ListOpenAPISpecVersions', () => {
  it('lists the valid versions newest first; pending, invalid and superseded ones, and other specs\', are not versions', async () => {
    const org = newOrganization(env);
    const superseded = await publish(org, 'pets');
    const v1 = await validVersion(org, 'pets', documentOf('one'));
    expect(await worker().getSpecVersionSource({ versionId: superseded })).toMatchObject({ superseded: true });
    const invalid = await publish(org, 'pets');
    await recordParseError(invalid);
    const v2 = await validVersion(org, 'pets', documentOf('two'));
    const pending = await publish(org, 'pets');
    await validVersion(org, 'cats', documentOf('cats'));

    const page = await list(org.member('read'), org, 'pets');
    expect(page.items.map((version) => version.id)).toEqual([v2, v1]);
    expect(page.count).toBe(2);
    expect(page.next).toBeUndefined();
    expect(page.items.map((version) => version.id)).not.toContain(pending);
    const stored = await env.db.openAPISpecVersion.findUniqueOrThrow({ where: { id: v2 } });
    expect(page.items[0]).toEqual({
      object: 'openapi-spec-version',
      id: v2,
      createdAt: stored.createdAt,
      // A text source: the version's content in the API.
      url: `${PUBLIC_URL}/v1/orgs/${org.id}/openapi/pets/versions/${v2}/content`,
      urls: { location: `${PUBLIC_URL}/v1/orgs/${org.id}/openapi/pets/versions/${v2}` },
    });
  });

  it('gives a version fetched from a URL that URL, written as a URI', async () => {
    const org = newOrganization(env);
    const plain = await validVersion(org, 'remote', documentOf('a'), urlSource('https://specs.example.com/api/openapi.json?ref=main'));
    expect((await getVersion(org.admin, org, 'remote', plain)).url).toBe('https://specs.example.com/api/openapi.json?ref=main');
    const spaced = await validVersion(org, 'remote', documentOf('b'), urlSource('https://Specs.example.com/my api/ö.json'));
    expect((await getVersion(org.admin, org, 'remote', spaced)).url).toBe('https://specs.example.com/my%20api/%C3%B6.json');
  });

  it('pages by keyset with the total, and the pages do not move when a version is added meanwhile', async () => {
    const org = newOrganization(env);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await validVersion(org, 'pets', documentOf(`v${index}`)));
    const newestFirst = [...ids].reverse();
    const first = await list(org.admin, org, 'pets', undefined, 2);
    expect(first.items.map((version) => version.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.count).toBe(5);
    // A version added after the first page shows on no later page.
    const added = await validVersion(org, 'pets', documentOf('v5'));
    const second = await list(org.admin, org, 'pets', first.next!.page, 2);
    expect(second.items.map((version) => version.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.count).toBe(6);
    const third = await list(org.admin, org, 'pets', second.next!.page, 2);
    expect(third.items.map((version) => version.id)).toEqual(newestFirst.slice(4));
    expect(third.next).toBeUndefined();
    expect((await list(org.admin, org, 'pets')).items[0].id).toBe(added);
  });

  it('reads the unique index (spec_id, number) backwards for a page', async () => {
    const org = newOrganization(env);
    await validVersion(org, 'pets', documentOf('one'));
    const spec = await env.db.openAPISpec.findFirstOrThrow({ where: { organizationId: org.id } });
    const plan = await env.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT id FROM openapi_spec_versions WHERE spec_id = $1 AND state = 'valid' AND number < $2 ORDER BY number DESC LIMIT 21`,
        spec.id,
        10,
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Scan Backward using openapi_spec_versions_spec_id_number_key');
    expect(text).not.toContain('Sort');
  });

  it.each([
    ['not base64', 'not a cursor!'],
    ['not JSON', Buffer.from('{', 'utf8').toString('base64url')],
    ['another list\'s position', Buffer.from(JSON.stringify({ createdAt: '2026-01-01T00:00:00.000Z', id: 'x' })).toString('base64url')],
    ['a number that is no version number', Buffer.from(JSON.stringify({ number: 0.5 })).toString('base64url')],
    ['a number past PostgreSQL integers', Buffer.from(JSON.stringify({ number: 1e12 })).toString('base64url')],
  ])('refuses a cursor that is %s with INVALID_ARGUMENT', async (_case, page) => {
    const org = newOrganization(env);
    await validVersion(org, 'pets', documentOf('one'));
    expect(await errorOf(list(org.admin, org, 'pets', page))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'page: invalid cursor' });
  });

  it('refuses a limit outside 1..1000 and a malformed slug', async () => {
    const org = newOrganization(env);
    await validVersion(org, 'pets', documentOf('one'));
    expect(await statusOf(list(org.admin, org, 'pets', undefined, 1001))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, org, 'pets', undefined, 0))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, org, 'Not_A_Slug'))).toBe(Status.INVALID_ARGUMENT);
  });

  it('answers an empty list for a spec without a valid version, and NOT_FOUND for an unknown spec', async () => {
    const org = newOrganization(env);
    await publish(org, 'pets');
    expect(await list(org.admin, org, 'pets')).toEqual({ items: [], next: undefined, count: 0 });
    expect(await errorOf(list(org.admin, org, 'cats'))).toMatchObject({ code: Status.NOT_FOUND, details: SPEC_NOT_FOUND });
  });
});

describe('GetOpenAPISpecVersion', () => {
  it('answers the newest valid version as latest, also when a newer source is pending or invalid', async () => {
    const org = newOrganization(env);
    const v1 = await validVersion(org, 'pets', documentOf('one'));
    expect(await getVersion(org.admin, org, 'pets')).toMatchObject({ id: v1 });
    const v2 = await validVersion(org, 'pets', documentOf('two'));
    const latest = await getVersion(org.member('read'), org, 'pets');
    expect(latest).toEqual(await getVersion(org.admin, org, 'pets', v2));
    const broken = await publish(org, 'pets');
    expect((await getVersion(org.admin, org, 'pets')).id).toBe(v2);
    await recordParseError(broken);
    expect((await getVersion(org.admin, org, 'pets')).id).toBe(v2);
    // The spec shows its latest source (which failed); the versions are the valid documents.
    const { spec } = await env.as(org.admin).getOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' });
    expect(spec).toMatchObject({ lastVersion: broken, lastProcessErrorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR });
    // An older version is still readable by id.
    expect((await getVersion(org.admin, org, 'pets', v1)).id).toBe(v1);
  });

  it('answers NOT_FOUND with the contract\'s messages: no version yet, not a version of this spec, no such spec', async () => {
    const org = newOrganization(env);
    const pending = await publish(org, 'pets');
    expect(await errorOf(getVersion(org.admin, org, 'pets'))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await errorOf(getVersion(org.admin, org, 'pets', pending))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    const invalid = await publish(org, 'pets');
    await recordParseError(invalid);
    expect(await errorOf(getVersion(org.admin, org, 'pets', invalid))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    const cats = await validVersion(org, 'cats', documentOf('cats'));
    expect(await errorOf(getVersion(org.admin, org, 'pets', cats))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await errorOf(getVersion(org.admin, org, 'pets', newId()))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await errorOf(getVersion(org.admin, org, 'dogs'))).toMatchObject({ code: Status.NOT_FOUND, details: SPEC_NOT_FOUND });
    expect(await errorOf(getVersion(org.admin, org, 'dogs', cats))).toMatchObject({ code: Status.NOT_FOUND, details: SPEC_NOT_FOUND });
    // Another organization's spec of the same slug is not this organization's.
    const other = newOrganization(env);
    const elsewhere = await validVersion(other, 'pets', documentOf('elsewhere'));
    await validVersion(org, 'pets', documentOf('mine'));
    expect(await errorOf(getVersion(org.admin, org, 'pets', elsewhere))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
  });

  it('refuses a malformed version id with INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    await validVersion(org, 'pets', documentOf('one'));
    expect(await errorOf(getVersion(org.admin, org, 'pets', 'not/an id'))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringContaining('versionId: ') });
    expect(await statusOf(getVersion(org.admin, org, 'pets', ''))).toBe(Status.INVALID_ARGUMENT);
  });

  it('is gone with its spec', async () => {
    const org = newOrganization(env);
    const v1 = await validVersion(org, 'pets', documentOf('one'));
    await env.as(org.admin).deleteOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' });
    expect(await errorOf(getVersion(org.admin, org, 'pets', v1))).toMatchObject({ code: Status.NOT_FOUND, details: SPEC_NOT_FOUND });
    expect(await statusOf(list(org.admin, org, 'pets'))).toBe(Status.NOT_FOUND);
  });
});

describe('who may read versions', () => {
  it('every member and an installation with openapi:read; guests and other organizations get NOT_FOUND', async () => {
    const org = newOrganization(env);
    const v1 = await validVersion(org, 'pets', documentOf('one'));
    for (const reader of [org.member('read'), org.member('edit'), installation(org.id, ['openapi:read'])]) {
      expect((await list(reader, org, 'pets')).items.map((version) => version.id)).toEqual([v1]);
      expect((await getVersion(reader, org, 'pets', v1)).id).toBe(v1);
      expect(JSON.parse(bodyOf(await stream(reader, { organizationId: org.id, specSlug: 'pets' }))).url).toContain(v1);
    }
    const outsider = newOrganization(env).admin;
    for (const stranger of [org.guest(), outsider, installation(newId(), ['openapi:read'])]) {
      expect(await statusOf(list(stranger, org, 'pets'))).toBe(Status.NOT_FOUND);
      expect(await statusOf(getVersion(stranger, org, 'pets'))).toBe(Status.NOT_FOUND);
      expect(await statusOf(getVersion(stranger, org, 'pets', v1))).toBe(Status.NOT_FOUND);
      expect(await statusOf(stream(stranger, { organizationId: org.id, specSlug: 'pets', versionId: v1 }))).toBe(Status.NOT_FOUND);
    }
    // An installation of the organization without the scope is told which scope it lacks.
    expect(await errorOf(list(installation(org.id, []), org, 'pets'))).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringContaining('openapi:read') });
  });
});

describe('StreamOpenAPISpecVersionContent', () => {
  it('answers GitBook "OpenAPISpecContent": the stored document as the one entry of the filesystem, and the version\'s URL', async () => {
    const org = newOrganization(env);
    // Key order as the worker recorded it (a JSON source is kept byte for byte).
    const document = '{"paths":{},"openapi":"3.0.3","info":{"version":"1","title":"Pets"},"components":{"schemas":{"Pet":{"type":"object"},"Pets":{"type":"array","items":{"$ref":"#/components/schemas/Pet"}}}}}';
    const v1 = await validVersion(org, 'pets', document);
    const messages = await stream(org.member('read'), { organizationId: org.id, specSlug: 'pets', versionId: v1 });
    const body = bodyOf(messages);
    expect(messages[0].etag).toMatch(/^W\/"openapi-[A-Za-z0-9_-]{22}"$/);
    expect(messages[0].contentLength).toBe(Buffer.byteLength(body));
    expect(messages[0].contentEncoding).toBeUndefined();
    expect(JSON.parse(body)).toEqual({
      filesystem: {
        'openapi.json': { dir: '.', isEntrypoint: true, references: [], filename: 'openapi.json', specification: JSON.parse(document) },
      },
      url: `${PUBLIC_URL}/v1/orgs/${org.id}/openapi/pets/versions/${v1}/content`,
    });
    // The document is sent as stored: internal $refs kept, keys in their order.
    expect(body).toContain(`"specification":${document}}`);
    // Latest is the same version's content, with the same ETag.
    const latest = await stream(org.admin, { organizationId: org.id, specSlug: 'pets' });
    expect(bodyOf(latest)).toBe(body);
    expect(latest[0].etag).toBe(messages[0].etag);
  });

  it('answers one not_modified message when If-None-Match names the version\'s ETag, and the new version once there is one', async () => {
    const org = newOrganization(env);
    await validVersion(org, 'pets', documentOf('one'));
    const [{ etag }] = await stream(org.admin, { organizationId: org.id, specSlug: 'pets' });
    const again = await stream(org.admin, { organizationId: org.id, specSlug: 'pets', ifNoneMatch: `"other", ${etag!}` });
    expect(again).toEqual([{ chunk: Buffer.alloc(0), etag, notModified: true, contentEncoding: undefined, contentLength: undefined }]);
    await validVersion(org, 'pets', documentOf('two'));
    const changed = await stream(org.admin, { organizationId: org.id, specSlug: 'pets', ifNoneMatch: etag });
    expect(changed[0].notModified).toBeUndefined();
    expect(changed[0].etag).not.toBe(etag);
    expect(JSON.parse(bodyOf(changed)).filesystem['openapi.json'].specification.info.title).toBe('two');
  });

  it('sends a large document in chunks of 1 MiB', async () => {
    const org = newOrganization(env);
    const document = documentOf('large', { 'x-notes': 'é'.repeat(1_300_000) });
    await validVersion(org, 'pets', document);
    const messages = await stream(org.admin, { organizationId: org.id, specSlug: 'pets' });
    expect(messages.length).toBe(Math.ceil(messages[0].contentLength! / CONTENT_CHUNK_BYTES));
    expect(messages.length).toBeGreaterThan(2);
    expect(messages.slice(0, -1).every((message) => message.chunk.length === CONTENT_CHUNK_BYTES)).toBe(true);
    expect(messages.slice(1).every((message) => message.etag === undefined)).toBe(true);
    expect(JSON.parse(bodyOf(messages)).filesystem['openapi.json'].specification).toEqual(JSON.parse(document));
  });

  it('answers NOT_FOUND before anything is sent, a matching If-None-Match included', async () => {
    const org = newOrganization(env);
    const pending = await publish(org, 'pets');
    expect(await errorOf(stream(org.admin, { organizationId: org.id, specSlug: 'pets' }))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await errorOf(stream(org.admin, { organizationId: org.id, specSlug: 'pets', versionId: pending }))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await errorOf(stream(org.admin, { organizationId: org.id, specSlug: 'cats' }))).toMatchObject({ code: Status.NOT_FOUND, details: SPEC_NOT_FOUND });
    await recordValid(pending, documentOf('one'));
    const [{ etag }] = await stream(org.admin, { organizationId: org.id, specSlug: 'pets' });
    expect(await statusOf(stream(newOrganization(env).admin, { organizationId: org.id, specSlug: 'pets', ifNoneMatch: etag }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stream(org.admin, { organizationId: org.id, specSlug: 'pets', ifNoneMatch: 'x'.repeat(8193) }))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('content-addressed versions', () => {
  it('makes no new version for a document identical to the newest one: the spec\'s latest version is that one again', async () => {
    const org = newOrganization(env);
    const url = urlSource('https://specs.example.com/openapi.json');
    const v1 = await validVersion(org, 'pets', documentOf('one'), url);
    // The URL is fetched again (a refresh) and serves the same document.
    const refresh = await publish(org, 'pets', url);
    expect(await worker().getSpecVersionSource({ versionId: refresh })).toMatchObject({ superseded: false, processed: false });
    expect(await recordValid(refresh, documentOf('one'))).toEqual({ applied: true, alreadyRecorded: false, unchanged: true });

    const { spec } = await env.as(org.admin).getOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' });
    expect(spec).toMatchObject({ lastVersion: v1, processingState: State.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE, lastProcessErrorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED });
    expect((await list(org.admin, org, 'pets')).items.map((version) => version.id)).toEqual([v1]);
    expect((await getVersion(org.admin, org, 'pets')).id).toBe(v1);
    expect(await errorOf(getVersion(org.admin, org, 'pets', refresh))).toMatchObject({ code: Status.NOT_FOUND, details: VERSION_NOT_FOUND });
    expect(await env.db.openAPISpecVersion.findUniqueOrThrow({ where: { id: refresh } })).toMatchObject({ state: 'superseded', document: null, processedAt: expect.any(Date) });
    // It has its result: a job delivered again does nothing, a second result is not recorded.
    expect(await worker().getSpecVersionSource({ versionId: refresh })).toMatchObject({ processed: true, superseded: false });
    expect(await recordValid(refresh, documentOf('changed'))).toEqual({ applied: false, alreadyRecorded: true, unchanged: false });
    expect((await list(org.admin, org, 'pets')).count).toBe(1);
    const event = await env.db.outboxEvent.findFirst({ where: { type: 'quire.content.openapi-spec.processed', data: { path: ['versionId'], equals: refresh } } });
    expect(event?.data).toMatchObject({ versionId: refresh, valid: true, latest: true, sameAs: v1 });

    // A different document is a new version.
    const changed = await publish(org, 'pets', url);
    expect(await recordValid(changed, documentOf('two'))).toEqual({ applied: true, alreadyRecorded: false, unchanged: false });
    expect((await list(org.admin, org, 'pets')).items.map((version) => version.id)).toEqual([changed, v1]);
  });

  it('compares with the newest version only: going back to an older document makes a new version, the latest', async () => {
    const org = newOrganization(env);
    const a = await validVersion(org, 'pets', documentOf('a'));
    const b = await validVersion(org, 'pets', documentOf('b'));
    const again = await validVersion(org, 'pets', documentOf('a'));
    expect((await list(org.admin, org, 'pets')).items.map((version) => version.id)).toEqual([again, b, a]);
    // Byte for byte: the same document written differently is another version.
    const spaced = await validVersion(org, 'pets', JSON.stringify(JSON.parse(documentOf('a')), null, 2));
    expect((await getVersion(org.admin, org, 'pets')).id).toBe(spaced);
  });

  it('leaves the spec alone when an identical document arrives for a version a newer source has replaced', async () => {
    const org = newOrganization(env);
    const v1 = await validVersion(org, 'pets', documentOf('one'));
    const late = await publish(org, 'pets');
    await worker().getSpecVersionSource({ versionId: late });
    const newest = await publish(org, 'pets');
    expect(await recordValid(late, documentOf('one'))).toEqual({ applied: false, alreadyRecorded: false, unchanged: true });
    const { spec } = await env.as(org.admin).getOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' });
    expect(spec).toMatchObject({ lastVersion: newest, processingState: State.OPEN_API_SPEC_PROCESSING_STATE_PENDING });
    expect((await list(org.admin, org, 'pets')).items.map((version) => version.id)).toEqual([v1]);
  });
});
