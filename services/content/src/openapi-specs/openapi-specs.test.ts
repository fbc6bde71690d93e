import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { extractBodyLinks } from '../links/extract';
import { APP_URL, createSpace, errorOf, newOrganization, PUBLIC_URL, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// OpenAPISpecService and OpenAPISpecInternalService over gRPC against the real database: the
// records, who may do what, the versions and their results as the git-worker reports them,
// the published document, the races, and `quire:openapi/<slug>` links.

const env = useTestEnvironment();

const { OpenAPISpecProcessingState: State, OpenAPISpecVisibility: Visibility, OpenAPISpecProcessingErrorCode: ErrorCode } = contentV1;

const VALID_YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1"\npaths: {}\n';
const VALID_JSON = JSON.stringify({ openapi: '3.1.0', info: { title: 'Pets', version: '1' }, paths: {} });

const textSource = (text: string) => ({ url: undefined, text });
const urlSource = (url: string) => ({ url, text: undefined });

async function createSpec(principal: Principal, org: Org, slug: string, source: contentV1.OpenAPISpecSource = textSource(VALID_YAML)) {
  const { spec } = await env.as(principal).createOpenAPISpec({ organizationId: org.id, slug, source });
  return spec!;
}

const put = (principal: Principal, org: Org, specSlug: string, source: contentV1.OpenAPISpecSource) =>
  env.as(principal).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug, source });

const get = (principal: Principal, org: Org, specSlug: string) =>
  env.as(principal).getOpenAPISpecBySlug({ organizationId: org.id, specSlug }).then((response) => response.spec!);

const worker = () => env.anonymous;

const recordValid = (versionId: string, document = VALID_JSON) =>
  worker().recordSpecVersionResult({ versionId, ok: true, errorCode: 0, errors: [], document, openapiVersion: '3.1.0' });

const recordParseError = (versionId: string, errors: contentV1.OpenAPISpecProcessingError[]) =>
  worker().recordSpecVersionResult({ versionId, ok: false, errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR, errors, document: '', openapiVersion: '' });

const installation = (organizationId: string, scopes: ('openapi:read' | 'openapi:write')[]): Principal => ({
  userId: `installation:${newId()}`,
  tokenId: newId(),
  memberships: [],
  teamIds: [],
  kind: 'installation',
  installation: { installationId: newId(), integration: 'ci', organizationId, scopes },
});

describe('createOpenAPISpec', () => {
  it('creates a private spec with a pending first version and asks the git-worker for it in the same transaction', async () => {
    const org = newOrganization(env);
    const spec = await createSpec(org.admin, org, 'pets-api');
    expect(spec).toMatchObject({
      object: 'openapi-spec',
      slug: 'pets-api',
      processingState: State.OPEN_API_SPEC_PROCESSING_STATE_PENDING,
      visibility: Visibility.OPEN_API_SPEC_VISIBILITY_PRIVATE,
      sourceUrl: undefined,
      lastProcessedAt: undefined,
      lastProcessErrorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED,
      lastProcessedErrors: [],
      permissions: { view: true, edit: true },
      urls: {
        location: `${PUBLIC_URL}/v1/orgs/${org.id}/openapi/pets-api`,
        app: `${APP_URL}/o/${org.id}/openapi/pets-api`,
        published: undefined,
      },
    });
    expect(spec.lastVersion).toBeTruthy();
    const job = await env.db.outboxEvent.findFirst({ where: { aggregateId: spec.lastVersion! } });
    expect(job?.type).toBe('quire.content.source-job.requested');
    expect(job?.data).toEqual({ jobId: spec.lastVersion, kind: 'openapi-fetch', organizationId: org.id });
    const version = await env.db.openAPISpecVersion.findUnique({ where: { id: spec.lastVersion! } });
    expect(version).toMatchObject({ number: 1, sourceText: VALID_YAML, sourceUrl: null, state: 'pending' });
  });

  it('keeps the URL of a URL source as sourceURL', async () => {
    const org = newOrganization(env);
    const spec = await createSpec(org.admin, org, 'remote', urlSource('https://specs.example.com/openapi.yaml?ref=main'));
    expect(spec.sourceUrl).toBe('https://specs.example.com/openapi.yaml?ref=main');
  });

  it.each([
    ['an upper-case slug', { slug: 'Pets', source: textSource(VALID_YAML) }, 'slug: '],
    ['a slug with a double hyphen', { slug: 'pets--api', source: textSource(VALID_YAML) }, 'slug: '],
    ['a slug of 101 characters', { slug: 'a'.repeat(101), source: textSource(VALID_YAML) }, 'slug: '],
    ['no source', { slug: 'pets', source: undefined }, 'source: '],
    ['both url and text', { slug: 'pets', source: { url: 'https://example.com/a.json', text: 'x' } }, 'source: must have exactly one'],
    ['an empty source', { slug: 'pets', source: { url: undefined, text: undefined } }, 'source: must have exactly one'],
    ['an ftp URL', { slug: 'pets', source: urlSource('ftp://example.com/openapi.json') }, 'source.url: must be an http or https URL'],
    ['a file URL', { slug: 'pets', source: urlSource('file:///etc/passwd') }, 'source.url: must be an http or https URL'],
    ['a relative URL', { slug: 'pets', source: urlSource('/openapi.json') }, 'source.url: must be an absolute URL'],
    ['a URL with credentials', { slug: 'pets', source: urlSource('https://user:secret@example.com/a.json') }, 'source.url: must not contain credentials'],
    ['a URL over 2048 characters', { slug: 'pets', source: urlSource(`https://example.com/${'a'.repeat(2048)}`) }, 'source.url: '],
    ['an empty text', { slug: 'pets', source: textSource('') }, 'source.text: must not be empty'],
    ['a text over 10 MiB', { slug: 'pets', source: textSource('a'.repeat(10 * 1024 * 1024 + 1)) }, 'source.text: must be at most'],
  ])('refuses %s with INVALID_ARGUMENT and creates nothing', async (_case, input, message) => {
    const org = newOrganization(env);
    const error = await errorOf(env.as(org.admin).createOpenAPISpec({ organizationId: org.id, ...input }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toContain(message);
    expect(error.details).not.toContain('secret');
    expect(await env.db.openAPISpec.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it('answers INVALID_ARGUMENT (400, as the contract declares) for a slug the organization already has, and not for another organization', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    const error = await errorOf(env.as(org.admin).createOpenAPISpec({ organizationId: org.id, slug: 'pets', source: textSource(VALID_YAML) }));
    expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringContaining('slug: an OpenAPI specification with this slug already exists') });
    const other = newOrganization(env);
    await expect(createSpec(other.admin, other, 'pets')).resolves.toMatchObject({ slug: 'pets' });
  });

  it('lets exactly one of two concurrent creations of a slug win; the other gets INVALID_ARGUMENT', async () => {
    for (let round = 0; round < 8; round += 1) {
      const org = newOrganization(env);
      const outcomes = await Promise.allSettled([createSpec(org.admin, org, 'race'), createSpec(org.admin, org, 'race')]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(rejected.map((outcome) => outcome.reason.code)).toEqual([Status.INVALID_ARGUMENT]);
      expect(await env.db.openAPISpecVersion.count({ where: { organizationId: org.id } })).toBe(1);
    }
  });

  it('needs the create role: editors and readers are refused, outsiders and guests get NOT_FOUND', async () => {
    const org = newOrganization(env);
    expect(await statusOf(createSpec(org.member('edit'), org, 'a'))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(createSpec(org.member('read'), org, 'a'))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(createSpec(org.guest(), org, 'a'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(createSpec(newOrganization(env).admin, org, 'a'))).toBe(Status.NOT_FOUND);
    await expect(createSpec(org.member('create'), org, 'a')).resolves.toMatchObject({ slug: 'a' });
  });
});

describe('getOpenAPISpecBySlug and listOpenAPISpecs', () => {
  it('shows every member the specs, with the permissions of their role', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    expect((await get(org.member('read'), org, 'pets')).permissions).toEqual({ view: true, edit: false });
    expect((await get(org.member('edit'), org, 'pets')).permissions).toEqual({ view: true, edit: true });
  });

  it('answers NOT_FOUND for an unknown slug, another organization and a guest', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    expect(await statusOf(get(org.admin, org, 'cats'))).toBe(Status.NOT_FOUND);
    const outsider = newOrganization(env);
    expect(await statusOf(get(outsider.admin, org, 'pets'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(outsider.admin).listOpenAPISpecs({ organizationId: org.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(get(org.guest(), org, 'pets'))).toBe(Status.NOT_FOUND);
  });

  it('refuses a malformed slug with INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    expect(await statusOf(get(org.admin, org, 'Not_A_Slug'))).toBe(Status.INVALID_ARGUMENT);
  });

  it('lists the organization\'s specs oldest first, by keyset pages with the total', async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    for (const slug of ['one', 'two', 'three']) await createSpec(org.admin, org, slug);
    await createSpec(other.admin, other, 'elsewhere');
    const first = await env.as(org.member('read')).listOpenAPISpecs({ organizationId: org.id, limit: 2 });
    expect(first.items.map((spec) => spec.slug)).toEqual(['one', 'two']);
    expect(first.count).toBe(3);
    const second = await env.as(org.member('read')).listOpenAPISpecs({ organizationId: org.id, limit: 2, page: first.next!.page });
    expect(second.items.map((spec) => spec.slug)).toEqual(['three']);
    expect(second.next).toBeUndefined();
    expect(await statusOf(env.as(org.admin).listOpenAPISpecs({ organizationId: org.id, page: 'not-a-cursor' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).listOpenAPISpecs({ organizationId: org.id, limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('createOrUpdateOpenAPISpecBySlug', () => {
  it('creates a missing spec (created) and gives an existing one a new version with the same id', async () => {
    const org = newOrganization(env);
    const created = await put(org.admin, org, 'pets', textSource(VALID_YAML));
    expect(created.created).toBe(true);
    const updated = await put(org.admin, org, 'pets', urlSource('https://example.com/openapi.json'));
    expect(updated.created).toBe(false);
    expect(updated.spec!.id).toBe(created.spec!.id);
    expect(updated.spec!.lastVersion).not.toBe(created.spec!.lastVersion);
    expect(updated.spec!.sourceUrl).toBe('https://example.com/openapi.json');
    const versions = await env.db.openAPISpecVersion.findMany({ where: { specId: created.spec!.id }, orderBy: { number: 'asc' } });
    expect(versions.map((version) => [version.number, version.sourceUrl])).toEqual([
      [1, null],
      [2, 'https://example.com/openapi.json'],
    ]);
  });

  it('makes no new version for the text of the latest version once it is processed; a URL always makes one', async () => {
    const org = newOrganization(env);
    const { spec } = await put(org.admin, org, 'pets', textSource(VALID_YAML));
    // Not processed yet: a new version, which can unstick a spec whose job was lost.
    const again = (await put(org.admin, org, 'pets', textSource(VALID_YAML))).spec!;
    expect(again.lastVersion).not.toBe(spec!.lastVersion);
    await recordValid(again.lastVersion!);
    const same = (await put(org.admin, org, 'pets', textSource(VALID_YAML))).spec!;
    expect(same.lastVersion).toBe(again.lastVersion);
    expect(same.processingState).toBe(State.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE);
    const first = (await put(org.admin, org, 'pets', urlSource('https://example.com/a.yaml'))).spec!;
    await recordValid(first.lastVersion!);
    const refreshed = (await put(org.admin, org, 'pets', urlSource('https://example.com/a.yaml'))).spec!;
    expect(refreshed.lastVersion).not.toBe(first.lastVersion);
  });

  it('needs edit to change a spec and create to add one', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    const editor = org.member('edit');
    await expect(put(editor, org, 'pets', textSource('openapi: 3.1.0'))).resolves.toMatchObject({ created: false });
    expect(await statusOf(put(editor, org, 'new-one', textSource(VALID_YAML)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(put(org.member('read'), org, 'pets', textSource(VALID_YAML)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(put(newOrganization(env).admin, org, 'pets', textSource(VALID_YAML)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(put(org.admin, org, 'pets', urlSource('gopher://example.com')))).toBe(Status.INVALID_ARGUMENT);
  });

  it('creates a slug once when two PUTs race for it: one creates, the other updates it', async () => {
    for (let round = 0; round < 8; round += 1) {
      const org = newOrganization(env);
      const outcomes = await Promise.all([put(org.admin, org, 'race', textSource('a: 1')), put(org.admin, org, 'race', textSource('b: 2'))]);
      expect(outcomes.map((outcome) => outcome.created).sort()).toEqual([false, true]);
      expect(new Set(outcomes.map((outcome) => outcome.spec!.id)).size).toBe(1);
      expect(await env.db.openAPISpecVersion.count({ where: { organizationId: org.id } })).toBe(2);
    }
  });
});

describe('updateOpenAPISpecBySlug and deleteOpenAPISpecBySlug', () => {
  it('sets the visibility; edit is needed; an unknown spec is NOT_FOUND; an unset visibility INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    const update = (principal: Principal, specSlug: string, visibility: contentV1.OpenAPISpecVisibility) =>
      env.as(principal).updateOpenAPISpecBySlug({ organizationId: org.id, specSlug, visibility });
    const { spec } = await update(org.member('edit'), 'pets', Visibility.OPEN_API_SPEC_VISIBILITY_PUBLIC);
    expect(spec!.visibility).toBe(Visibility.OPEN_API_SPEC_VISIBILITY_PUBLIC);
    // No valid version yet: nothing is published.
    expect(spec!.urls!.published).toBeUndefined();
    expect(await statusOf(update(org.member('read'), 'pets', Visibility.OPEN_API_SPEC_VISIBILITY_PRIVATE))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(update(org.admin, 'cats', Visibility.OPEN_API_SPEC_VISIBILITY_PRIVATE))).toBe(Status.NOT_FOUND);
    expect(await statusOf(update(org.admin, 'pets', Visibility.OPEN_API_SPEC_VISIBILITY_UNSPECIFIED))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(update(newOrganization(env).admin, 'pets', Visibility.OPEN_API_SPEC_VISIBILITY_PRIVATE))).toBe(Status.NOT_FOUND);
  });

  it('deletes a spec with its versions, and says when there was none', async () => {
    const org = newOrganization(env);
    const spec = await createSpec(org.admin, org, 'pets');
    expect(await statusOf(env.as(org.member('read')).deleteOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(newOrganization(env).admin).deleteOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' }))).toBe(Status.NOT_FOUND);
    expect(await env.as(org.admin).deleteOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' })).toEqual({ deleted: true });
    expect(await env.as(org.admin).deleteOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets' })).toEqual({ deleted: false });
    expect(await statusOf(get(org.admin, org, 'pets'))).toBe(Status.NOT_FOUND);
    expect(await env.db.openAPISpecVersion.count({ where: { specId: spec.id } })).toBe(0);
    // A job still queued for the deleted version ends with NOT_FOUND.
    expect(await statusOf(worker().getSpecVersionSource({ versionId: spec.lastVersion! }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(recordValid(spec.lastVersion!))).toBe(Status.NOT_FOUND);
  });
});

describe('installation tokens', () => {
  it('view with openapi:read, change with openapi:write, in their own organization only', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets');
    const reader = installation(org.id, ['openapi:read']);
    expect((await get(reader, org, 'pets')).permissions).toEqual({ view: true, edit: false });
    expect(await errorOf(createSpec(reader, org, 'ci'))).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringContaining('openapi:write') });
    expect(await statusOf(get(installation(org.id, []), org, 'pets'))).toBe(Status.PERMISSION_DENIED);
    await expect(put(installation(org.id, ['openapi:write']), org, 'ci', textSource(VALID_YAML))).resolves.toMatchObject({ created: true });
    expect(await statusOf(get(installation(newOrganization(env).id, ['openapi:write']), org, 'pets'))).toBe(Status.NOT_FOUND);
  });
});

describe('processing through OpenAPISpecInternalService', () => {
  it('gives the worker the source, marks the spec in progress, then complete with its result; a public valid spec is published', async () => {
    const org = newOrganization(env);
    const spec = await createSpec(org.admin, org, 'pets');
    const source = await worker().getSpecVersionSource({ versionId: spec.lastVersion! });
    expect(source).toMatchObject({ organizationId: org.id, specId: spec.id, versionId: spec.lastVersion, number: 1, text: VALID_YAML, url: undefined, superseded: false, processed: false });
    expect((await get(org.admin, org, 'pets')).processingState).toBe(State.OPEN_API_SPEC_PROCESSING_STATE_PROGRESS);

    const document = JSON.stringify({ openapi: '3.0.3', info: { version: '1', title: 'Pets' }, paths: {} });
    expect(await recordValid(spec.lastVersion!, document)).toEqual({ applied: true, alreadyRecorded: false, unchanged: false });
    const done = await get(org.admin, org, 'pets');
    expect(done).toMatchObject({ processingState: State.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE, lastProcessErrorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED, lastProcessedErrors: [] });
    expect(done.lastProcessedAt).toBeInstanceOf(Date);
    expect(done.urls!.published).toBeUndefined();
    expect(await statusOf(env.anonymous.getPublishedOpenAPISpec({ organizationId: org.id, specSlug: 'pets' }))).toBe(Status.NOT_FOUND);

    const { spec: published } = await env.as(org.admin).updateOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets', visibility: Visibility.OPEN_API_SPEC_VISIBILITY_PUBLIC });
    expect(published!.urls!.published).toBe(`${PUBLIC_URL}/v1/orgs/${org.id}/openapi/pets/published`);
    const served = await env.anonymous.getPublishedOpenAPISpec({ organizationId: org.id, specSlug: 'pets' });
    expect(served.contentType).toBe('application/json');
    // Key order as in the source.
    expect(Buffer.from(served.data).toString('utf8')).toBe(document);
  });

  it('stores errors with their location and shows them with the PARSE_ERROR code', async () => {
    const org = newOrganization(env);
    const spec = await createSpec(org.admin, org, 'broken', textSource('openapi: 3.0.3\ninfo: {}\n'));
    await worker().getSpecVersionSource({ versionId: spec.lastVersion! });
    await recordParseError(spec.lastVersion!, [
      { message: "must have required property 'version'", code: 'schema', pointer: '/info', line: 2, column: 7 },
      { message: 'Unexpected end of input', code: 'syntax', pointer: '', line: 0, column: 0 },
    ]);
    const failed = await get(org.admin, org, 'broken');
    expect(failed.processingState).toBe(State.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE);
    expect(failed.lastProcessErrorCode).toBe(ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR);
    expect(failed.lastProcessedErrors).toEqual([
      { message: "must have required property 'version' (at /info, line 2, column 7)", code: 'schema' },
      { message: 'Unexpected end of input', code: 'syntax' },
    ]);
    const version = await env.db.openAPISpecVersion.findUnique({ where: { id: spec.lastVersion! } });
    expect(version).toMatchObject({ state: 'invalid', errorCode: 'PARSE_ERROR', document: null });
    expect(version!.errors).toEqual([
      { message: "must have required property 'version'", code: 'schema', pointer: '/info', line: 2, column: 7 },
      { message: 'Unexpected end of input', code: 'syntax', pointer: '', line: 0, column: 0 },
    ]);
  });

  it('keeps a late result on its version without changing the spec, and publishes the newest valid version', async () => {
    const org = newOrganization(env);
    const v1 = (await createSpec(org.admin, org, 'pets')).lastVersion!;
    await worker().getSpecVersionSource({ versionId: v1 });
    const v2 = (await put(org.admin, org, 'pets', urlSource('https://example.com/openapi.json'))).spec!.lastVersion!;

    const v1Document = JSON.stringify({ openapi: '3.1.0', info: { title: 'v1', version: '1' }, paths: {} });
    expect(await recordValid(v1, v1Document)).toEqual({ applied: false, alreadyRecorded: false, unchanged: false });
    let spec = await get(org.admin, org, 'pets');
    expect(spec).toMatchObject({ lastVersion: v2, processingState: State.OPEN_API_SPEC_PROCESSING_STATE_PENDING, lastProcessedAt: undefined });
    expect((await env.db.openAPISpecVersion.findUnique({ where: { id: v1 } }))!.state).toBe('valid');

    // v2 fails: the spec shows it, and the newest valid document is still v1's.
    await worker().recordSpecVersionResult({
      versionId: v2,
      ok: false,
      errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT,
      errors: [{ message: 'The server did not answer within 30 s', code: 'fetch', pointer: '', line: 0, column: 0 }],
      document: '',
      openapiVersion: '',
    });
    spec = await get(org.admin, org, 'pets');
    expect(spec.lastProcessErrorCode).toBe(ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT);
    await env.as(org.admin).updateOpenAPISpecBySlug({ organizationId: org.id, specSlug: 'pets', visibility: Visibility.OPEN_API_SPEC_VISIBILITY_PUBLIC });
    const served = await env.anonymous.getPublishedOpenAPISpec({ organizationId: org.id, specSlug: 'pets' });
    expect(Buffer.from(served.data).toString('utf8')).toBe(v1Document);
  });

  it('tells the worker a replaced or already processed version needs no work, and keeps the first result', async () => {
    const org = newOrganization(env);
    const v1 = (await createSpec(org.admin, org, 'pets')).lastVersion!;
    const v2 = (await put(org.admin, org, 'pets', textSource('openapi: 3.1.0\n'))).spec!.lastVersion!;
    expect(await worker().getSpecVersionSource({ versionId: v1 })).toMatchObject({ superseded: true, processed: false });
    expect((await env.db.openAPISpecVersion.findUnique({ where: { id: v1 } }))!.state).toBe('superseded');
    await worker().getSpecVersionSource({ versionId: v2 });
    await recordValid(v2);
    expect(await worker().getSpecVersionSource({ versionId: v2 })).toMatchObject({ superseded: false, processed: true });
    expect(await recordParseError(v2, [{ message: 'late', code: 'rule', pointer: '', line: 0, column: 0 }])).toEqual({ applied: false, alreadyRecorded: true, unchanged: false });
    const spec = await get(org.admin, org, 'pets');
    expect(spec.lastProcessErrorCode).toBe(ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED);
  });

  it('never lets a result for an older version show on the spec when a new source races with it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const org = newOrganization(env);
      const v1 = (await createSpec(org.admin, org, 'race')).lastVersion!;
      await worker().getSpecVersionSource({ versionId: v1 });
      const record = () => recordValid(v1);
      const update = () => put(org.admin, org, 'race', textSource(`v: ${round}`));
      // Either may reach the spec's lock first; alternate which one is sent first.
      const updated = round % 2 === 0 ? (await Promise.all([record(), update()]))[1] : (await Promise.all([update(), record()]))[0];
      const spec = await get(org.admin, org, 'race');
      expect(spec.lastVersion).toBe(updated.spec!.lastVersion);
      // The latest version was never processed: whatever order the two took, the spec waits for it.
      expect(spec.processingState).toBe(State.OPEN_API_SPEC_PROCESSING_STATE_PENDING);
      expect(spec.lastProcessedAt).toBeUndefined();
    }
  });

  it('refuses malformed results with INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    const versionId = (await createSpec(org.admin, org, 'pets')).lastVersion!;
    const base = { versionId, ok: true, errorCode: 0, errors: [], document: VALID_JSON, openapiVersion: '3.1.0' };
    expect(await statusOf(worker().recordSpecVersionResult({ ...base, document: '[1]' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(worker().recordSpecVersionResult({ ...base, document: '{' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(worker().recordSpecVersionResult({ ...base, openapiVersion: '2.0' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(worker().recordSpecVersionResult({ ...base, ok: false }))).toBe(Status.INVALID_ARGUMENT);
    const tooMany = Array.from({ length: 101 }, () => ({ message: 'x', code: 'rule', pointer: '', line: 0, column: 0 }));
    expect(await statusOf(worker().recordSpecVersionResult({ ...base, ok: false, errorCode: 3, errors: tooMany }))).toBe(Status.INVALID_ARGUMENT);
    expect((await env.db.openAPISpecVersion.findUnique({ where: { id: versionId } }))!.state).toBe('pending');
  });
});

describe('quire:openapi links', () => {
  it('are extracted as openapi references by slug, from links and from OpenAPI blocks', async () => {
    const links = await extractBodyLinks('See [the API](quire:openapi/pets-api) and [again](quire:openapi/pets-api).\n');
    expect(links.references).toEqual([
      { position: 0, kind: 'openapi', target: 'pets-api', anchor: null, spaceId: null, relation: 'reference', lookupKey: 'pets-api' },
    ]);
    const block = { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'store' }, method: 'get', path: '/orders' } };
    const fromBlock = await extractBodyLinks(`Intro.\n\n<!-- quire:block ${JSON.stringify(block)} -->\n`);
    // The block renders the spec: it depends on it.
    expect(fromBlock.references).toEqual([
      { position: 0, kind: 'openapi', target: 'store', anchor: null, spaceId: null, relation: 'dependsOn', lookupKey: 'store' },
    ]);
  });

  it('resolve to the organization\'s spec (ok, an openapi location) or are broken', async () => {
    const org = newOrganization(env);
    await createSpec(org.admin, org, 'pets-api');
    const space = await createSpace(env, org, 'Docs');
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'API' });
    const { page } = await env.as(org.admin).createPage({
      spaceId: space.id,
      changeRequestId: changeRequest!.id,
      type: contentV1.PageType.PAGE_TYPE_UNSPECIFIED,
      title: 'Reference',
      parent: undefined,
      position: undefined,
      content: { markdown: 'Read [the API](quire:openapi/pets-api), not [this](quire:openapi/missing).\n', document: undefined },
      target: undefined,
    });
    const pageId = (page as { id: string }).id;
    const links = await env.as(org.member('read')).listPageLinks({ spaceId: space.id, changeRequestId: changeRequest!.id, pageId, status: 0 });
    const [ok, broken] = links.items;
    expect(ok.status).toBe(contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_OK);
    expect(ok.targetReference).toMatchObject({
      kind: contentV1.ContentLocationKind.CONTENT_LOCATION_KIND_OPENAPI,
      organization: { id: org.id },
      openApiSpec: { object: 'openapi-spec', slug: 'pets-api', permissions: { view: true, edit: false } },
    });
    expect(broken.status).toBe(contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_BROKEN);
    expect(broken.targetReference).toMatchObject({ kind: contentV1.ContentLocationKind.CONTENT_LOCATION_KIND_URL, url: 'quire:openapi/missing' });
    expect(links.stats).toMatchObject({ total: 2, broken: { total: 1 } });
  });
});
