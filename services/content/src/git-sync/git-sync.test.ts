import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { createSpace, errorOf, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// GitSyncService (the four routes) and GitSyncInternalService (the git-worker's side): the
// operation records, sealing of URLs, the space's Git info, ordering of operations, and
// what a finished export stores.

const env = useTestEnvironment();

const { GitSyncProvider, GitOperationOutcome, GitOperationStatus, GitOperationKind, WriteTarget, WriteMode, PageType } = contentV1;
const SECRET = 'ghp_S3cr3tT0ken';
const URL_WITH_CREDENTIALS = `https://x-access-token:${SECRET}@github.com/acme/docs.git`;
const OID = (n: number) => n.toString(16).padStart(40, '0');

type ImportInput = Partial<contentV1.ImportGitRepositoryRequest> & { spaceId: string };
const importRequest = (input: ImportInput): contentV1.ImportGitRepositoryRequest => ({
  url: URL_WITH_CREDENTIALS,
  ref: 'refs/heads/main',
  timestamp: undefined,
  gitInfo: undefined,
  ...input,
});
type ExportInput = Partial<contentV1.ExportToGitRepositoryRequest> & { spaceId: string };
const exportRequest = (input: ExportInput): contentV1.ExportToGitRepositoryRequest => ({
  url: URL_WITH_CREDENTIALS,
  ref: 'refs/heads/main',
  commitMessage: 'Update from Quire',
  timestamp: undefined,
  gitInfo: undefined,
  ...input,
});

const complete = (org: Org, id: string, input: Partial<contentV1.CompleteGitOperationRequest>) =>
  env.anonymous.completeGitOperation({
    id,
    organizationId: org.id,
    outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED,
    commitOid: '',
    revisionId: '',
    errorCode: '',
    errorMessage: '',
    pages: [],
    files: [],
    ...input,
  });

const operationsOf = (spaceId: string) => env.db.gitOperation.findMany({ where: { spaceId }, orderBy: { createdAt: 'asc' } });
const lastOperation = async (spaceId: string) => (await operationsOf(spaceId)).at(-1)!;
const spaceRevision = async (spaceId: string) => (await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } })).revisionId;

async function newSpace() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Synced');
  return { org, space };
}

/** Requests an import as `principal` and answers the recorded operation. */
async function requestImport(principal: Principal, input: ImportInput) {
  await env.as(principal).importGitRepository(importRequest(input));
  return lastOperation(input.spaceId);
}

describe('ImportGitRepository and ExportToGitRepository', () => {
  it('records the operation with its URL sealed, and queues the job in the same transaction', async () => {
    const { org, space } = await newSpace();
    const editor = org.member('edit');
    const answer = await env.as(editor).importGitRepository(
      importRequest({ spaceId: space.id, repoCacheId: 'cache-1', repoProjectDirectory: 'docs/', standalone: true, force: true, timestamp: new Date('2026-01-02T03:04:05.678Z') }),
    );
    expect(answer).toEqual({});
    const operation = await lastOperation(space.id);
    expect(operation).toMatchObject({
      organizationId: org.id,
      kind: 'import',
      redactedUrl: 'https://***@github.com/acme/docs.git',
      ref: 'refs/heads/main',
      params: { repoCacheID: 'cache-1', repoProjectDirectory: 'docs', standalone: true },
      timestamp: new Date('2026-01-02T03:04:05.678Z'),
      force: true,
      status: 'pending',
      requestedById: editor.userId,
    });
    // Nowhere in the row, nor in any event, in clear.
    const [row] = await env.db.$queryRaw<{ text: string }[]>`SELECT row_to_json(g)::text AS text FROM git_operations g WHERE id = ${operation.id}`;
    expect(row.text).not.toContain(SECRET);
    expect(Buffer.from(operation.sealedUrl).includes(Buffer.from(SECRET))).toBe(false);
    const [outbox] = await env.db.$queryRaw<{ text: string }[]>`SELECT string_agg(data::text, ' ') AS text FROM outbox WHERE aggregate_id IN (${operation.id}, ${space.id})`;
    expect(outbox.text).not.toContain(SECRET);

    const job = await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: operation.id } });
    expect(job).toMatchObject({
      type: 'quire.content.source-job.requested',
      organizationId: org.id,
      data: { jobId: operation.id, kind: 'git-import', organizationId: org.id, spaceId: space.id },
    });
    const requested = await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: space.id, type: 'quire.content.git-sync.requested' } });
    expect(requested.data).toMatchObject({ operationId: operation.id, kind: 'import', url: 'https://***@github.com/acme/docs.git', standalone: true, actorId: editor.userId });

    await env.as(editor).exportToGitRepository(exportRequest({ spaceId: space.id, commitMessage: 'Publish', repoCommitUrl: 'https://github.com/acme/docs/commit/' }));
    const exported = await lastOperation(space.id);
    expect(exported).toMatchObject({ kind: 'export', params: { commitMessage: 'Publish', repoCommitURL: 'https://github.com/acme/docs/commit/' }, timestamp: null, force: false });
    expect((await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: exported.id } })).data).toMatchObject({ kind: 'git-export' });
  });

  it('INVALID_ARGUMENT for a URL that is not http(s), a bad ref or directory, never repeating the URL', async () => {
    const { org, space } = await newSpace();
    const cases: [Partial<contentV1.ImportGitRepositoryRequest>, RegExp][] = [
      [{ url: `ftp://user:${SECRET}@example.com/repo.git` }, /^url: must be an http or https URL$/],
      [{ url: `git@github.com:acme/${SECRET}.git` }, /^url: must be an http or https URL$/],
      [{ url: '' }, /^url: /],
      [{ url: `https://example.com/${'x'.repeat(2048)}` }, /^url: must be at most 2048/],
      [{ ref: 'main' }, /^ref: must be "refs\/heads\/<branch>"/],
      [{ ref: 'refs/heads/a..b' }, /^ref: /],
      [{ ref: 'refs/tags/v1' }, /^ref: /],
      [{ repoProjectDirectory: '../secrets' }, /^repoProjectDirectory: /],
      [{ repoProjectDirectory: '/etc' }, /^repoProjectDirectory: /],
      [{ repoTreeUrl: `https://user:${SECRET}@github.com/acme/docs/tree/main` }, /^repoTreeUrl: must not contain credentials$/],
      [{ repoCommitUrl: 'javascript:alert(1)' }, /^repoCommitUrl: must be an http or https URL$/],
      [{ repoCacheId: 'has space' }, /^repoCacheId: /],
      [{ gitInfo: { provider: GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB_LEGACY, url: undefined } }, /^gitInfo\.provider: must be github or gitlab$/],
      [{ gitInfo: { provider: GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB, url: 'ftp://x' } }, /^gitInfo\.url: /],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(env.as(org.admin).importGitRepository(importRequest({ spaceId: space.id, ...input })));
      expect({ input: message.source, code: error.code, details: error.details }).toEqual({ input: message.source, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
      expect(error.details).not.toContain(SECRET);
    }
    for (const commitMessage of ['', 'x'.repeat(10_001)]) {
      const error = await errorOf(env.as(org.admin).exportToGitRepository(exportRequest({ spaceId: space.id, commitMessage })));
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^commitMessage: /) });
    }
    expect(await operationsOf(space.id)).toEqual([]);
  });

  it('PERMISSION_DENIED below edit and in a locked space, NOT_FOUND outside the organization', async () => {
    const { org, space } = await newSpace();
    for (const role of ['read', 'comment'] as const) {
      expect(await statusOf(env.as(org.member(role)).importGitRepository(importRequest({ spaceId: space.id })))).toBe(Status.PERMISSION_DENIED);
      expect(await statusOf(env.as(org.member(role)).exportToGitRepository(exportRequest({ spaceId: space.id })))).toBe(Status.PERMISSION_DENIED);
    }
    const stranger = newOrganization(env);
    expect(await statusOf(env.as(stranger.admin).importGitRepository(importRequest({ spaceId: space.id })))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).importGitRepository(importRequest({ spaceId: 'no-such-space' })))).toBe(Status.NOT_FOUND);
    await env.db.space.update({ where: { id: space.id }, data: { editMode: 'locked' } });
    expect(await errorOf(env.as(org.admin).importGitRepository(importRequest({ spaceId: space.id })))).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringContaining('locked') });
    expect(await operationsOf(space.id)).toEqual([]);
  });
});

describe('GetSpaceGitInfo, Space.gitSync and DeleteLegacyGitInstallation', () => {
  it('404 until a provider is set up; then GitSyncState, also on the space, with the URLs redacted', async () => {
    const { org, space } = await newSpace();
    const reader = org.member('read');
    expect(await errorOf(env.as(reader).getSpaceGitInfo({ spaceId: space.id }))).toMatchObject({ code: Status.NOT_FOUND, details: 'No Git provider currently set up on the space' });
    // An operation without gitInfo sets up no provider.
    const operation = await requestImport(org.admin, { spaceId: space.id });
    await complete(org, operation.id, { outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, errorCode: 'AUTH_FAILED' });
    expect(await statusOf(env.as(reader).getSpaceGitInfo({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect((await env.as(reader).getSpace({ spaceId: space.id })).space!.gitSync).toBeUndefined();

    await env.as(org.admin).importGitRepository(
      importRequest({ spaceId: space.id, gitInfo: { provider: GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB, url: `https://bot:${SECRET}@github.com/acme/docs/tree/main` } }),
    );
    const { state } = await env.as(reader).getSpaceGitInfo({ spaceId: space.id });
    expect(state).toEqual({
      repoName: 'acme/docs',
      installationProvider: GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB,
      integration: undefined,
      url: 'https://***@github.com/acme/docs/tree/main',
      updatedAt: expect.any(Date),
    });
    expect((await env.as(reader).getSpace({ spaceId: space.id })).space!.gitSync).toEqual(state);
    const listed = (await env.as(reader).listSpaces({ organizationId: org.id })).items.find((item) => item.id === space.id)!;
    expect(listed.gitSync).toEqual(state);
    const updated = await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: space.id, type: 'quire.content.git-sync.updated' } });
    expect(updated.data).toMatchObject({ provider: 'github', url: 'https://***@github.com/acme/docs/tree/main', repoName: 'acme/docs' });

    expect(await statusOf(env.as(newOrganization(env).admin).getSpaceGitInfo({ spaceId: space.id }))).toBe(Status.NOT_FOUND);

    // gitInfo's members are optional: a URL alone keeps the provider.
    await env.as(org.admin).exportToGitRepository(
      exportRequest({ spaceId: space.id, gitInfo: { provider: GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED, url: 'https://github.com/acme/docs/tree/v2' } }),
    );
    expect((await env.as(reader).getSpaceGitInfo({ spaceId: space.id })).state).toMatchObject({ installationProvider: GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB, url: 'https://github.com/acme/docs/tree/v2' });
  });

  it('removes a legacy installation once (removed: true, then false); admins only', async () => {
    const { org, space } = await newSpace();
    expect(await env.as(org.admin).deleteLegacyGitInstallation({ spaceId: space.id })).toEqual({ removed: false });
    await env.db.spaceGitSync.create({ data: { spaceId: space.id, installationProvider: 'github_legacy', repoName: 'acme/old', updatedAt: new Date() } });
    expect((await env.as(org.member('read')).getSpaceGitInfo({ spaceId: space.id })).state!.installationProvider).toBe(GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB_LEGACY);
    expect(await statusOf(env.as(org.member('edit')).deleteLegacyGitInstallation({ spaceId: space.id }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(newOrganization(env).admin).deleteLegacyGitInstallation({ spaceId: space.id }))).toBe(Status.NOT_FOUND);

    const twice = await Promise.all([env.as(org.admin).deleteLegacyGitInstallation({ spaceId: space.id }), env.as(org.admin).deleteLegacyGitInstallation({ spaceId: space.id })]);
    expect(twice.map((answer) => answer.removed).sort()).toEqual([false, true]);
    expect(await statusOf(env.as(org.admin).getSpaceGitInfo({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await env.db.outboxEvent.count({ where: { aggregateId: space.id, type: 'quire.content.git-sync.legacy-removed' } })).toBe(1);
    // A GitHub (non-legacy) installation is not legacy.
    await env.db.spaceGitSync.update({ where: { spaceId: space.id }, data: { installationProvider: 'github', provider: 'github' } });
    expect(await env.as(org.admin).deleteLegacyGitInstallation({ spaceId: space.id })).toEqual({ removed: false });
  });
});

describe('GetGitOperation', () => {
  it('answers the parameters with the URL opened, for the operation\'s organization only', async () => {
    const { org, space } = await newSpace();
    const operation = await requestImport(org.member('edit'), {
      spaceId: space.id,
      repoTreeUrl: 'https://github.com/acme/docs/tree/main',
      repoCommitUrl: 'https://github.com/acme/docs/commit',
      standalone: true,
      timestamp: new Date('2026-03-01T00:00:00Z'),
    });
    const { operation: presented } = await env.anonymous.getGitOperation({ id: operation.id, organizationId: org.id });
    expect(presented).toMatchObject({
      id: operation.id,
      organizationId: org.id,
      spaceId: space.id,
      kind: GitOperationKind.GIT_OPERATION_KIND_IMPORT,
      url: URL_WITH_CREDENTIALS,
      redactedUrl: 'https://***@github.com/acme/docs.git',
      ref: 'refs/heads/main',
      repoTreeUrl: 'https://github.com/acme/docs/tree/main',
      repoCommitUrl: 'https://github.com/acme/docs/commit',
      repoProjectDirectory: '',
      timestamp: new Date('2026-03-01T00:00:00Z'),
      force: false,
      standalone: true,
      requestedBy: operation.requestedById,
      status: GitOperationStatus.GIT_OPERATION_STATUS_PENDING,
      superseded: false,
    });
    expect(await statusOf(env.anonymous.getGitOperation({ id: operation.id, organizationId: newOrganization(env).id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.anonymous.getGitOperation({ id: 'unknown', organizationId: org.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('CompleteGitOperation', () => {
  /** A written import revision, as the worker would write it before completing. */
  const writeImport = (org: Org, spaceId: string, key: string) =>
    env.anonymous.writeRevision({
      organizationId: org.id,
      spaceId,
      idempotencyKey: key,
      target: WriteTarget.WRITE_TARGET_MAIN,
      changeRequestId: '',
      mode: WriteMode.WRITE_MODE_REPLACE,
      parentPageId: '',
      pages: [{ key: 'README.md', parentKey: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Home', description: '', slug: '', markdown: key, href: '', git: undefined }],
      files: [],
      git: undefined,
      actingUserId: '',
    });

  it('moves the sync state forward only: an older operation is superseded, unless forced, and the check holds inside the completion', async () => {
    const { org, space } = await newSpace();
    const newer = await requestImport(org.admin, { spaceId: space.id, timestamp: new Date('2026-05-02T00:00:00Z') });
    const older = await requestImport(org.admin, { spaceId: space.id, timestamp: new Date('2026-05-01T00:00:00Z') });
    const forced = await requestImport(org.admin, { spaceId: space.id, timestamp: new Date('2026-04-01T00:00:00Z'), force: true });
    // Both were fetched before either finished: neither looked superseded then.
    expect((await env.anonymous.getGitOperation({ id: older.id, organizationId: org.id })).operation!.superseded).toBe(false);

    const first = await writeImport(org, space.id, newer.id);
    const done = await complete(org, newer.id, { commitOid: OID(2), revisionId: first.revisionId });
    expect(done).toMatchObject({ stateUpdated: true, operation: { status: GitOperationStatus.GIT_OPERATION_STATUS_SUCCEEDED, commitOid: OID(2), revisionId: first.revisionId, url: '' } });
    expect((await env.anonymous.getGitOperation({ id: older.id, organizationId: org.id })).operation!.superseded).toBe(true);
    expect((await env.anonymous.getGitOperation({ id: forced.id, organizationId: org.id })).operation!.superseded).toBe(false);

    // The worker went ahead with the older one anyway (it asked before): its success is
    // recorded, but the state does not go back.
    const stale = await writeImport(org, space.id, older.id);
    expect(await complete(org, older.id, { commitOid: OID(1), revisionId: stale.revisionId })).toMatchObject({ stateUpdated: false });
    let sync = await env.db.spaceGitSync.findUniqueOrThrow({ where: { spaceId: space.id } });
    expect(sync).toMatchObject({ lastTimestamp: new Date('2026-05-02T00:00:00Z'), lastCommitOid: OID(2), lastOperationId: newer.id });

    // A forced operation applies, and the last timestamp still never goes back.
    const third = await writeImport(org, space.id, forced.id);
    expect(await complete(org, forced.id, { commitOid: OID(3), revisionId: third.revisionId })).toMatchObject({ stateUpdated: true });
    sync = await env.db.spaceGitSync.findUniqueOrThrow({ where: { spaceId: space.id } });
    expect(sync).toMatchObject({ lastTimestamp: new Date('2026-05-02T00:00:00Z'), lastCommitOid: OID(3), lastOperationId: forced.id });
    expect((await env.db.outboxEvent.findMany({ where: { aggregateId: space.id, type: 'quire.content.git-sync.completed' }, orderBy: { seq: 'asc' } })).map((event) => (event.data as { stateUpdated: boolean }).stateUpdated)).toEqual([true, false, true]);
  });

  it('two completions at once end with the later timestamp applied, whatever their order', async () => {
    const { org, space } = await newSpace();
    const early = await requestImport(org.admin, { spaceId: space.id, timestamp: new Date('2026-06-01T00:00:00Z') });
    const late = await requestImport(org.admin, { spaceId: space.id, timestamp: new Date('2026-06-02T00:00:00Z') });
    const revision = await spaceRevision(space.id);
    const answers = await Promise.all([complete(org, late.id, { commitOid: OID(2), revisionId: revision }), complete(org, early.id, { commitOid: OID(1), revisionId: revision })]);
    const sync = await env.db.spaceGitSync.findUniqueOrThrow({ where: { spaceId: space.id } });
    expect(sync).toMatchObject({ lastTimestamp: new Date('2026-06-02T00:00:00Z'), lastCommitOid: OID(2) });
    expect(answers[0].stateUpdated).toBe(true);
  });

  it('a finished export stores the commit on a new current revision and the pushed blobs on its pages and files', async () => {
    const { org, space } = await newSpace();
    const image = await env.anonymous.putFileBlob({ organizationId: org.id, spaceId: space.id, data: Buffer.from('image bytes') });
    const imported = await env.anonymous.writeRevision({
      organizationId: org.id,
      spaceId: space.id,
      idempotencyKey: 'seed',
      target: WriteTarget.WRITE_TARGET_MAIN,
      changeRequestId: '',
      mode: WriteMode.WRITE_MODE_REPLACE,
      parentPageId: '',
      pages: [{ key: 'a', parentKey: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'A', description: '', slug: '', markdown: 'A', href: '', git: undefined }],
      files: [{ key: 'f', name: 'f.bin', contentType: 'application/octet-stream', sha256: image.sha256, size: image.size, git: undefined }],
      git: undefined,
      actingUserId: '',
    });
    await env.as(org.admin).exportToGitRepository(exportRequest({ spaceId: space.id, commitMessage: 'Publish docs', repoCommitUrl: 'https://github.com/acme/docs/commit/' }));
    const operation = await lastOperation(space.id);
    const read = await env.anonymous.readRevision({ organizationId: org.id, spaceId: space.id, revisionId: '' });
    const pageId = imported.pageIds.a;
    const fileId = imported.fileIds.f;

    expect(await errorOf(complete(org, operation.id, { commitOid: OID(9), revisionId: read.revisionId, pages: [{ id: 'nope', oid: OID(5), path: 'x.md' }] }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'pages.0.id: no page nope in the exported revision',
    });
    expect((await env.db.gitOperation.findUniqueOrThrow({ where: { id: operation.id } })).status).toBe('pending');

    const done = await complete(org, operation.id, {
      commitOid: OID(9),
      revisionId: read.revisionId,
      pages: [{ id: pageId, oid: OID(5), path: 'a.md' }],
      files: [{ id: fileId, oid: OID(6), path: '.gitbook/assets/f.bin' }],
    });
    expect(done.stateUpdated).toBe(true);
    expect(done.gitRevisionId).not.toBe(read.revisionId);
    expect(await spaceRevision(space.id)).toBe(done.gitRevisionId);
    const current = (await env.as(org.admin).getCurrentRevision({ spaceId: space.id })).revision!;
    expect(current.git).toEqual({ oid: OID(9), message: 'Publish docs', createdByGitBook: true, url: `https://github.com/acme/docs/commit/${OID(9)}`, ref: 'refs/heads/main' });
    expect(current.pages[0]).toMatchObject({ id: pageId, markdown: 'A', git: { oid: OID(5), path: 'a.md' } });
    expect(current.files[0]).toMatchObject({ id: fileId, git: { oid: OID(6), path: '.gitbook/assets/f.bin' } });
    const created = await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: done.gitRevisionId, type: 'quire.content.revision.created' } });
    expect(created.data).toMatchObject({ origin: 'git-export', parentRevisionId: read.revisionId });

    // Importing the pushed commit finds the pages and files by the paths they were pushed to.
    const reimported = await env.anonymous.writeRevision({
      organizationId: org.id,
      spaceId: space.id,
      idempotencyKey: 'reimport',
      target: WriteTarget.WRITE_TARGET_MAIN,
      changeRequestId: '',
      mode: WriteMode.WRITE_MODE_REPLACE,
      parentPageId: '',
      pages: [{ key: 'a.md', parentKey: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'A', description: '', slug: '', markdown: 'A', href: '', git: undefined }],
      files: [{ key: '.gitbook/assets/f.bin', name: 'f.bin', contentType: 'application/octet-stream', sha256: image.sha256, size: image.size, git: undefined }],
      git: undefined,
      actingUserId: '',
    });
    expect(reimported.pageIds['a.md']).toBe(pageId);
    expect(reimported.fileIds['.gitbook/assets/f.bin']).toBe(fileId);
  });

  it('an export finished after the space moved on marks the exported revision only', async () => {
    const { org, space } = await newSpace();
    await env.as(org.admin).exportToGitRepository(exportRequest({ spaceId: space.id }));
    const operation = await lastOperation(space.id);
    const exportedRevision = await spaceRevision(space.id);
    const moved = await writeImport(org, space.id, 'meanwhile');
    const done = await complete(org, operation.id, { commitOid: OID(7), revisionId: exportedRevision });
    expect(done.gitRevisionId).toBe(exportedRevision);
    expect(await spaceRevision(space.id)).toBe(moved.revisionId);
    expect((await env.db.revision.findUniqueOrThrow({ where: { id: exportedRevision } })).git).toMatchObject({ oid: OID(7), createdByGitBook: true, message: 'Update from Quire' });
  });

  it('repeats the same outcome without change, refuses another, and stores failures without credentials', async () => {
    const { org, space } = await newSpace();
    const operation = await requestImport(org.admin, { spaceId: space.id });
    const failure = { outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, errorCode: 'AUTH_FAILED', errorMessage: `could not clone ${URL_WITH_CREDENTIALS}: token ${SECRET} refused` };
    const failed = await complete(org, operation.id, failure);
    expect(failed.operation).toMatchObject({ status: GitOperationStatus.GIT_OPERATION_STATUS_FAILED, errorCode: 'AUTH_FAILED', errorMessage: 'could not clone https://***@github.com/acme/docs.git: token *** refused' });
    const [row] = await env.db.$queryRaw<{ text: string }[]>`SELECT row_to_json(g)::text AS text FROM git_operations g WHERE id = ${operation.id}`;
    expect(row.text).not.toContain(SECRET);
    expect(await complete(org, operation.id, failure)).toMatchObject({ stateUpdated: false, operation: { status: GitOperationStatus.GIT_OPERATION_STATUS_FAILED } });
    expect(await errorOf(complete(org, operation.id, { outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED }))).toMatchObject({ code: Status.FAILED_PRECONDITION, details: 'The Git operation already ended as failed' });
    expect(await env.db.outboxEvent.count({ where: { aggregateId: space.id, type: 'quire.content.git-sync.completed' } })).toBe(1);
  });

  it('INVALID_ARGUMENT for an inconsistent report; NOT_FOUND for another organization', async () => {
    const { org, space } = await newSpace();
    const operation = await requestImport(org.admin, { spaceId: space.id });
    const other = await createSpace(env, org, 'Other');
    const otherRevision = await spaceRevision(other.id);
    const revision = await spaceRevision(space.id);
    for (const [input, message] of [
      [{ outcome: 0 }, /^outcome: /],
      [{ commitOid: '', revisionId: revision }, /^commitOid: required/],
      [{ commitOid: OID(1) }, /^revisionId: required/],
      [{ commitOid: 'HEAD', revisionId: revision }, /^commitOid: /],
      [{ commitOid: OID(1), revisionId: otherRevision }, /^revisionId: not a revision of the operation's space/],
      [{ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, commitOid: OID(1) }, /^commitOid, revisionId: only for a success/],
      [{ commitOid: OID(1), revisionId: revision, errorCode: 'X' }, /^errorCode, errorMessage: only for a failure/],
      [{ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED, pages: [{ id: 'p', oid: OID(1), path: 'a' }] }, /^pages, files: only for a succeeded export/],
    ] as const) {
      const error = await errorOf(complete(org, operation.id, input as Partial<contentV1.CompleteGitOperationRequest>));
      expect({ message: message.source, code: error.code, details: error.details }).toEqual({ message: message.source, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await statusOf(complete(newOrganization(env), operation.id, { commitOid: OID(1), revisionId: revision }))).toBe(Status.NOT_FOUND);
    expect((await env.db.gitOperation.findUniqueOrThrow({ where: { id: operation.id } })).status).toBe('pending');
  });
});

describe('without QUIRE_SECRETS_KEY', () => {
  const keyless = useTestEnvironment({ secretsKey: null });

  it('refuses imports and exports with FAILED_PRECONDITION and stores nothing', async () => {
    const org = newOrganization(keyless);
    const space = await createSpace(keyless, org, 'No key');
    const error = await errorOf(keyless.as(org.admin).importGitRepository(importRequest({ spaceId: space.id })));
    expect(error).toMatchObject({ code: Status.FAILED_PRECONDITION, details: 'url: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY' });
    expect(await statusOf(keyless.as(org.admin).exportToGitRepository(exportRequest({ spaceId: space.id })))).toBe(Status.FAILED_PRECONDITION);
    expect(await keyless.db.gitOperation.count({ where: { spaceId: space.id } })).toBe(0);
  });
});
