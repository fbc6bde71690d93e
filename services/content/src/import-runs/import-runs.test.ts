import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import {
  createChangeRequestRow,
  createSpace,
  errorOf,
  inOrganizations,
  newOrganization,
  Status,
  statusOf,
  useTestEnvironment,
  type Org,
} from '../../test/helpers';

// ImportRunService (start, cancel, read) and ImportRunInternalService (the worker's job and
// progress reports) over gRPC, against a real database.

const env = useTestEnvironment();

const { ContentImportRunStatus: RunStatus, ImportRunPageStatus: PageStatus, PageType } = contentV1;

type SourceInput = { type: string; url?: string; files?: readonly string[] };
type TargetInput = { space: string; changeRequest?: string; page?: string };

const start = (principal: Principal, organizationId: string, source: SourceInput, target: TargetInput) =>
  env.as(principal).startImportRun({ organizationId, source: { ...source, files: [...(source.files ?? [])] }, target });

const website = (url = 'https://docs.example.com/start') => ({ type: 'website', url });

const record = (org: { id: string }, importRunId: string, request: Partial<contentV1.RecordImportRunProgressRequest>) =>
  env.as(undefined as unknown as Principal).recordImportRunProgress({
    organizationId: org.id,
    importRunId,
    status: RunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS,
    pages: [],
    errorCode: '',
    errorMessage: '',
    ...request,
  });

const imported = (sourceUrl: string, pageId: string): contentV1.ImportRunPageRecord => ({
  sourceUrl,
  fileId: '',
  status: PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED,
  pageId,
  errorCode: '',
  errorMessage: '',
});

const skipped = (sourceUrl: string, errorCode: string, errorMessage: string): contentV1.ImportRunPageRecord => ({
  sourceUrl,
  fileId: '',
  status: PageStatus.IMPORT_RUN_PAGE_STATUS_SKIPPED,
  pageId: '',
  errorCode,
  errorMessage,
});

const runsOfSpace = (spaceId: string) => env.db.importRun.count({ where: { spaceId } });

async function spaceWithChangeRequest(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Import' });
  return { org, space, changeRequest: changeRequest! };
}

const createPage = async (principal: Principal, spaceId: string, changeRequestId: string, request: Partial<contentV1.CreatePageRequest>) =>
  (
    await env.as(principal).createPage({
      spaceId,
      changeRequestId,
      type: PageType.PAGE_TYPE_DOCUMENT,
      title: 'Page',
      position: undefined,
      content: undefined,
      target: undefined,
      ...request,
    })
  ).page as { id: string };

describe('StartImportRun', () => {
  it('INVALID_ARGUMENT for a malformed source or target, and nothing is written', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    for (const [source, message] of [
      [{ type: 'website', url: 'ftp://docs.example.com/' }, /^source\.url: must be an http or https URL$/],
      [{ type: 'website', url: 'file:///etc/passwd' }, /^source\.url: must be an http or https URL$/],
      [{ type: 'website', url: 'not a url' }, /^source\.url: must be an absolute URL$/],
      [{ type: 'website', url: 'https://user:secret@docs.example.com/' }, /^source\.url: must not contain credentials$/],
      [{ type: 'website' }, /^source\.url: required/],
      [{ type: 'website', url: `https://example.com/${'a'.repeat(2048)}` }, /^source\.url: /],
      [{ type: 'website', url: 'https://example.com/', files: ['abc'] }, /^source\.files: only for a file source$/],
      [{ type: 'file', files: [] }, /^source\.files: must name at least one file$/],
      [{ type: 'file', files: ['abc', 'abc'] }, /^source\.files: "abc" is listed twice$/],
      [{ type: 'file', files: ['abc'], url: 'https://example.com/' }, /^source\.url: only for a website source$/],
      [{ type: 'file', files: ['bad id!'] }, /^source\.files\.0: /],
      [{ type: 'git', url: 'https://example.com/' }, /^source\.type: must be "website" or "file"$/],
    ] as const) {
      const error = await errorOf(start(org.admin, org.id, source, { space: space.id }));
      expect({ source, code: error.code, details: error.details }).toEqual({ source, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
      // No message repeats a password it was given.
      expect(error.details).not.toContain('secret');
    }
    expect(await errorOf(env.as(org.admin).startImportRun({ organizationId: org.id, source: undefined, target: { space: space.id } }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^source: /),
    });
    expect(await errorOf(env.as(org.admin).startImportRun({ organizationId: org.id, source: { type: 'website', url: 'https://a.test/', files: [] }, target: undefined }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^target: /),
    });
    expect(await runsOfSpace(space.id)).toBe(0);
  });

  it('NOT_FOUND for an unknown space, change request, page or file, a space of another organization, or a caller outside the organization', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const other = newOrganization(env);
    const otherSpace = await createSpace(env, other, 'Theirs');
    const { changeRequest: otherChangeRequest } = await env.as(other.admin).createChangeRequest({ spaceId: otherSpace.id, subject: 'x' });
    const bothAdmin = inOrganizations(org.admin, { organizationId: other.id, role: 'admin' });
    for (const [principal, organizationId, source, target, message] of [
      [org.admin, org.id, website(), { space: newId() }, 'Space not found'],
      [org.admin, org.id, website(), { space: space.id, changeRequest: newId() }, 'Change request not found'],
      [org.admin, org.id, website(), { space: space.id, changeRequest: '999' }, 'Change request not found'],
      [org.admin, org.id, website(), { space: space.id, changeRequest: otherChangeRequest!.id }, 'Change request not found'],
      [org.admin, org.id, website(), { space: space.id, page: newId() }, 'Page not found'],
      [org.admin, org.id, website(), { space: space.id, changeRequest: changeRequest.id, page: newId() }, 'Page not found'],
      [org.admin, org.id, { type: 'file', files: [newId()] }, { space: space.id, changeRequest: changeRequest.id }, expect.stringMatching(/^File not found/)],
      // Another organization's space, named under this organization, even by an admin of both.
      [bothAdmin, org.id, website(), { space: otherSpace.id }, 'Space not found'],
      [org.admin, org.id, website(), { space: otherSpace.id }, 'Space not found'],
      // A caller outside the organization.
      [other.admin, org.id, website(), { space: space.id }, 'Space not found'],
    ] as const) {
      const error = await errorOf(start(principal, organizationId, source, target));
      expect({ target, code: error.code, details: error.details }).toEqual({ target, code: Status.NOT_FOUND, details: message });
    }
    expect(await runsOfSpace(space.id)).toBe(0);
    expect(await runsOfSpace(otherSpace.id)).toBe(0);
  });

  it('PERMISSION_DENIED below edit or in a locked space; INVALID_ARGUMENT into a merged or archived change request or under a link page', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    for (const role of ['read', 'comment'] as const) {
      expect(await statusOf(start(org.member(role), org.id, website(), { space: space.id }))).toBe(Status.PERMISSION_DENIED);
    }
    // A guest given nothing does not see the space.
    expect(await statusOf(start(org.guest(), org.id, website(), { space: space.id }))).toBe(Status.NOT_FOUND);

    const link = await createPage(org.admin, space.id, changeRequest.id, { type: PageType.PAGE_TYPE_LINK, title: 'Out', target: { kind: 'url', url: 'https://example.com' } });
    expect(await errorOf(start(org.admin, org.id, website(), { space: space.id, changeRequest: changeRequest.id, page: link.id }))).toEqual(
      expect.objectContaining({ code: Status.INVALID_ARGUMENT, details: 'target.page: a link page cannot have child pages' }),
    );
    for (const status of ['merged', 'archived'] as const) {
      const closed = await createChangeRequestRow(env, { id: space.id, organization: org.id }, { status });
      expect(await errorOf(start(org.admin, org.id, website(), { space: space.id, changeRequest: closed.id }))).toEqual(
        expect.objectContaining({ code: Status.INVALID_ARGUMENT, details: `target.changeRequest: the change request is ${status}` }),
      );
    }
    await env.db.space.update({ where: { id: space.id }, data: { editMode: 'locked' } });
    expect(await errorOf(start(org.admin, org.id, website(), { space: space.id }))).toEqual(
      expect.objectContaining({ code: Status.PERMISSION_DENIED, details: 'The space is locked: its content cannot be changed' }),
    );
    expect(await runsOfSpace(space.id)).toBe(0);
  });

  it('creates a pending run and its source-job event in one transaction; an editor may start one into the space, a change request or under a page', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const editor = org.member('edit');
    const { run } = await start(editor, org.id, website('https://docs.example.com/guide/#intro'), { space: space.id });
    expect(run).toEqual({ id: expect.any(String), status: RunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING, startedAt: undefined, completedAt: undefined, pages: [], skippedPages: [], error: undefined });
    const row = await env.db.importRun.findUniqueOrThrow({ where: { id: run!.id } });
    expect(row).toMatchObject({ organizationId: org.id, spaceId: space.id, changeRequestId: null, pageId: null, sourceType: 'website', websiteUrl: 'https://docs.example.com/guide/', createdById: editor.userId });
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: run!.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'quire.content.source-job.requested',
      organizationId: org.id,
      data: { jobId: run!.id, kind: 'website-import', organizationId: org.id, spaceId: space.id },
    });

    // Into a change request named by its number, under a page that only the change request has.
    const page = await createPage(org.admin, space.id, changeRequest.id, { title: 'Imported' });
    const intoChangeRequest = await start(editor, org.id, website(), { space: space.id, changeRequest: String(changeRequest.number), page: page.id });
    expect(await env.db.importRun.findUniqueOrThrow({ where: { id: intoChangeRequest.run!.id } })).toMatchObject({ changeRequestId: changeRequest.id, pageId: page.id });
    // The same page is not in the main content.
    expect(await statusOf(start(editor, org.id, website(), { space: space.id, page: page.id }))).toBe(Status.NOT_FOUND);
  });

  it('takes files of the target by id, and the worker reads them with their blob hash', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const upload = (name: string, data: string, contentType: string) =>
      env.as(org.admin).uploadFile({ spaceId: space.id, changeRequestId: changeRequest.id, name, contentType, data: Buffer.from(data) });
    const html = (await upload('guide.html', '<h1>Guide</h1>', 'text/html')).file!;
    const notes = (await upload('notes.md', '# Notes', 'text/markdown')).file!;
    // Files of a change request are not in the main content.
    expect(await statusOf(start(org.admin, org.id, { type: 'file', files: [html.id] }, { space: space.id }))).toBe(Status.NOT_FOUND);

    const { run } = await start(org.admin, org.id, { type: 'file', files: [notes.id, html.id] }, { space: space.id, changeRequest: changeRequest.id });
    const { job } = await env.anonymous.getImportRunJob({ organizationId: org.id, importRunId: run!.id });
    expect(job).toEqual({
      id: run!.id,
      organizationId: org.id,
      spaceId: space.id,
      changeRequestId: changeRequest.id,
      pageId: '',
      websiteUrl: '',
      files: [
        { id: notes.id, name: 'notes.md', contentType: 'text/markdown', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: 7 },
        { id: html.id, name: 'guide.html', contentType: 'text/html', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: 14 },
      ],
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING,
      actingUserId: org.admin.userId,
    });
    // A file deleted since is listed without a hash.
    await env.as(org.admin).deleteFile({ spaceId: space.id, changeRequestId: changeRequest.id, fileId: html.id });
    const again = await env.anonymous.getImportRunJob({ organizationId: org.id, importRunId: run!.id });
    expect(again.job!.files[1]).toEqual({ id: html.id, name: '', contentType: '', sha256: '', size: 0 });
    // Another organization's id does not find the run.
    expect(await statusOf(env.anonymous.getImportRunJob({ organizationId: newOrganization(env).id, importRunId: run!.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('RecordImportRunProgress and GetImportRun', () => {
  async function pendingRun() {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const { run } = await start(org.admin, org.id, website(), { space: space.id });
    return { org, space, run: run! };
  }

  it('moves a run through in-progress to completed, upserting page records by source URL in order', async () => {
    const { org, run } = await pendingRun();
    const reader = org.member('read');
    expect(await record(org, run.id, {})).toEqual({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS });
    const started = (await env.as(reader).getImportRun({ organizationId: org.id, importRunId: run.id })).run!;
    expect(started).toMatchObject({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS, startedAt: expect.any(Date), completedAt: undefined });

    const [a, b] = [newId(), newId()];
    await record(org, run.id, {
      pages: [imported('https://docs.example.com/a', a), skipped('https://docs.example.com/private', 'ROBOTS_DISALLOWED', 'robots.txt disallows it')],
    });
    expect(
      await record(org, run.id, {
        status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED,
        // The first record again (a redelivered report) and a new one.
        pages: [imported('https://docs.example.com/a', a), imported('https://docs.example.com/b', b)],
      }),
    ).toEqual({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED });
    const done = (await env.as(reader).getImportRun({ organizationId: org.id, importRunId: run.id })).run!;
    expect(done).toEqual({
      id: run.id,
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED,
      startedAt: started.startedAt,
      completedAt: expect.any(Date),
      pages: [
        { id: a, sourceUrl: 'https://docs.example.com/a' },
        { id: b, sourceUrl: 'https://docs.example.com/b' },
      ],
      skippedPages: [{ sourceUrl: 'https://docs.example.com/private', file: undefined, code: 'ROBOTS_DISALLOWED', message: 'robots.txt disallows it' }],
      error: undefined,
    });
    // The same report again is accepted; another status is not.
    expect(await record(org, run.id, { status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED })).toEqual({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED });
    expect(await errorOf(record(org, run.id, { status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED, errorCode: 'FETCH_ERROR' }))).toMatchObject({
      code: Status.FAILED_PRECONDITION,
      details: 'The import run has already finished (completed)',
    });
    expect(await errorOf(record(org, run.id, {}))).toMatchObject({ code: Status.FAILED_PRECONDITION });
  });

  it('records a failure with its code and message', async () => {
    const { org, run } = await pendingRun();
    await record(org, run.id, { status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED, errorCode: 'EGRESS_REFUSED', errorMessage: 'The address 127.0.0.1 is not allowed' });
    const failed = (await env.as(org.admin).getImportRun({ organizationId: org.id, importRunId: run.id })).run!;
    expect(failed).toMatchObject({
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED,
      startedAt: expect.any(Date),
      completedAt: undefined,
      error: { code: 'EGRESS_REFUSED', message: 'The address 127.0.0.1 is not allowed' },
    });
  });

  it('INVALID_ARGUMENT for malformed reports, NOT_FOUND for another organization, and nothing changes', async () => {
    const { org, run } = await pendingRun();
    const file = { ...imported('', newId()), fileId: newId() };
    for (const [request, message] of [
      [{ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED }, /^status: /],
      [{ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING }, /^status: /],
      [{ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED }, /^errorCode: required/],
      [{ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED, errorCode: 'lower case' }, /^errorCode: /],
      [{ errorCode: 'FETCH_ERROR' }, /^errorCode: only for a failed run/],
      [{ pages: [{ ...imported('https://a.test/', newId()), fileId: newId() }] }, /^pages\.0: must have exactly one/],
      [{ pages: [{ ...imported('https://a.test/', '') }] }, /^pages\.0\.pageId: required/],
      [{ pages: [{ ...skipped('https://a.test/', '', 'x') }] }, /^pages\.0\.errorCode: required/],
      [{ pages: [{ ...imported('https://a.test/', newId()), status: PageStatus.IMPORT_RUN_PAGE_STATUS_UNSPECIFIED }] }, /^pages\.0\.status: /],
      [{ pages: [imported('https://a.test/', newId()), imported('https://a.test/', newId())] }, /^pages\.1: the source "https:\/\/a\.test\/" is recorded twice/],
      // A website run records URLs, not files.
      [{ pages: [file] }, /^pages\.0: a website run records source URLs/],
    ] as const) {
      const error = await errorOf(record(org, run.id, request as Partial<contentV1.RecordImportRunProgressRequest>));
      expect({ request, code: error.code, details: error.details }).toEqual({ request, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await statusOf(record(newOrganization(env), run.id, {}))).toBe(Status.NOT_FOUND);
    expect(await env.db.importRun.findUniqueOrThrow({ where: { id: run.id }, select: { status: true, startedAt: true } })).toEqual({ status: 'pending', startedAt: null });
    expect(await env.db.importRunPage.count({ where: { importRunId: run.id } })).toBe(0);
  });

  it('GetImportRun: NOT_FOUND for an unknown run, another organization or a guest given nothing', async () => {
    const { org, run } = await pendingRun();
    const other = newOrganization(env);
    expect(await statusOf(env.as(org.admin).getImportRun({ organizationId: org.id, importRunId: newId() }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(other.admin).getImportRun({ organizationId: org.id, importRunId: run.id }))).toBe(Status.NOT_FOUND);
    const bothAdmin = inOrganizations(org.admin, { organizationId: other.id, role: 'admin' });
    expect(await statusOf(env.as(bothAdmin).getImportRun({ organizationId: other.id, importRunId: run.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.guest()).getImportRun({ organizationId: org.id, importRunId: run.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('CancelImportRun', () => {
  async function runOf() {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const { run } = await start(org.admin, org.id, website(), { space: space.id });
    return { org, space, run: run! };
  }

  const cancel = (principal: Principal, organizationId: string, importRunId: string) => env.as(principal).cancelImportRun({ organizationId, importRunId });

  it('cancels a pending or running run, keeps its imported pages, and refuses once it has finished', async () => {
    const { org, run } = await runOf();
    const cancelled = (await cancel(org.member('edit'), org.id, run.id)).run!;
    expect(cancelled).toMatchObject({ id: run.id, status: RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED, completedAt: undefined });
    expect(await errorOf(cancel(org.admin, org.id, run.id))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'The import run is already cancelled' });

    const running = await runOf();
    const page = newId();
    await record(running.org, running.run.id, { pages: [imported('https://docs.example.com/a', page)] });
    expect((await cancel(running.org.admin, running.org.id, running.run.id)).run).toMatchObject({
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED,
      startedAt: expect.any(Date),
      pages: [{ id: page, sourceUrl: 'https://docs.example.com/a' }],
    });
    // The worker's later report keeps the status and adds its pages.
    expect(
      await record(running.org, running.run.id, { status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED, pages: [imported('https://docs.example.com/b', newId())] }),
    ).toEqual({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED });
    expect((await env.as(running.org.admin).getImportRun({ organizationId: running.org.id, importRunId: running.run.id })).run).toMatchObject({
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED,
      pages: [expect.objectContaining({ id: page }), expect.objectContaining({ sourceUrl: 'https://docs.example.com/b' })],
    });

    for (const [status, errorCode] of [
      [RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED, ''],
      [RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED, 'FETCH_ERROR'],
    ] as const) {
      const finished = await runOf();
      await record(finished.org, finished.run.id, { status, errorCode });
      const error = await errorOf(cancel(finished.org.admin, finished.org.id, finished.run.id));
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^The import run has already finished \((completed|failed)\)$/) });
    }
  });

  it('NOT_FOUND for an unknown run or another organization; PERMISSION_DENIED below edit', async () => {
    const { org, run } = await runOf();
    const other = newOrganization(env);
    expect(await statusOf(cancel(org.admin, org.id, newId()))).toBe(Status.NOT_FOUND);
    expect(await statusOf(cancel(other.admin, org.id, run.id))).toBe(Status.NOT_FOUND);
    const bothAdmin = inOrganizations(other.admin, { organizationId: org.id, role: 'admin' });
    expect(await statusOf(cancel(bothAdmin, other.id, run.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(cancel(org.member('read'), org.id, run.id))).toBe(Status.PERMISSION_DENIED);
    expect((await env.db.importRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe('pending');
  });

  it('a cancel racing the worker’s completion: exactly one wins, and the status says which', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { org, run } = await runOf();
        await record(org, run.id, {});
        const [cancelled, completed] = await Promise.allSettled([
          cancel(org.admin, org.id, run.id),
          record(org, run.id, { status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED, pages: [imported('https://docs.example.com/', newId())] }),
        ]);
        const final = (await env.db.importRun.findUniqueOrThrow({ where: { id: run.id }, select: { status: true } })).status;
        expect(completed.status).toBe('fulfilled');
        const reported = (completed as PromiseFulfilledResult<contentV1.RecordImportRunProgressResponse>).value.status;
        if (cancelled.status === 'fulfilled') {
          expect(final).toBe('cancelled');
          expect(reported).toBe(RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED);
        } else {
          expect((cancelled.reason as { code: Status }).code).toBe(Status.INVALID_ARGUMENT);
          expect(final).toBe('completed');
          expect(reported).toBe(RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED);
        }
        // Either way the page is recorded.
        expect(await env.db.importRunPage.count({ where: { importRunId: run.id } })).toBe(1);
        return final;
      }),
    );
    expect(outcomes.every((status) => status === 'cancelled' || status === 'completed')).toBe(true);
  });
});
