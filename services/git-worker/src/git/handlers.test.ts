import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentV1 } from '@quire/proto';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import { Agent } from 'undici';
import { FakeContent, testJobContext } from '../../test/fake-content';
import { JobError } from '../jobs/job';
import { createGitExportHandler, createGitImportHandler } from './handlers';
import { gitBlobOid } from './tree';
import { RepositoryCache } from './transport';

const { GitOperationKind, GitOperationOutcome, GitOperationStatus, PageType, WriteMode, WriteTarget } = contentV1;
const IMPORT = GitOperationKind.GIT_OPERATION_KIND_IMPORT;
const EXPORT = GitOperationKind.GIT_OPERATION_KIND_EXPORT;
const png = (seed: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed]);

describe('git-import and git-export handlers', () => {
  let server: TestGitServer;
  let agent: Agent;
  let cacheDirectory: string;
  let cache: RepositoryCache;
  /** Every log line and every answer of every test, to grep for the password at the end. */
  const seen: string[] = [];

  beforeAll(async () => {
    [server, cacheDirectory] = await Promise.all([startTestGitServer(), mkdtemp(path.join(os.tmpdir(), 'quire-git-cache-test-'))]);
    agent = new Agent();
    cache = new RepositoryCache(cacheDirectory);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), agent.close(), rm(cacheDirectory, { recursive: true, force: true })]);
  });

  async function run(kind: 'import' | 'export', content: FakeContent, job: ReturnType<FakeContent['addOperation']>, options: { finalAttempt?: boolean } = {}) {
    const { context, logs } = testJobContext(job, content, agent, options);
    const handler = kind === 'import' ? createGitImportHandler({ cache }) : createGitExportHandler({ cache, now: () => new Date('2026-01-02T03:04:05Z') });
    try {
      await handler(job, context);
      return undefined;
    } catch (error) {
      if (!(error instanceof JobError)) throw error;
      seen.push(error.message);
      return error;
    } finally {
      seen.push(...logs, JSON.stringify(content.completions), JSON.stringify(content.writes));
    }
  }

  describe('git-import', () => {
    it('imports a repository with .gitbook.yaml into a new main revision with Git metadata', async () => {
      await server.createRepository('with-config', {
        files: {
          '.gitbook.yaml': 'root: ./docs/\nstructure:\n  summary: SUMMARY.md\nredirects:\n  old/setup.md: guide/setup.md\n  gone: guide/missing.md\n',
          'docs/README.md': '---\ndescription: The docs\n---\n# Welcome\n\nSee [setup](guide/setup.md) and ![logo](.gitbook/assets/logo.png).\n',
          'docs/SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n\n## Guide\n\n* [Setup](guide/setup.md)\n',
          'docs/guide/setup.md': '# Setup\n\nRun it. Back [home](../README.md#intro).\n',
          'docs/.gitbook/assets/logo.png': png(1),
        },
        message: 'Docs for v1',
      });
      const head = (await server.head('with-config'))!;
      const content = new FakeContent();
      const job = content.addOperation({
        kind: IMPORT,
        url: server.authenticatedUrl('with-config'),
        redactedUrl: server.url('with-config'),
        repoCacheId: 'with-config',
        repoCommitUrl: 'https://github.com/acme/docs/commit/',
      });
      expect(await run('import', content, job)).toBeUndefined();

      expect(content.writes).toHaveLength(1);
      const write = content.writes[0];
      expect(write).toMatchObject({
        organizationId: content.organizationId,
        spaceId: content.spaceId,
        idempotencyKey: `git-import:${job.jobId}:${head}`,
        target: WriteTarget.WRITE_TARGET_MAIN,
        mode: WriteMode.WRITE_MODE_REPLACE,
        actingUserId: 'user-1',
        git: { oid: head, message: 'Docs for v1\n', createdByGitBook: false, url: `https://github.com/acme/docs/commit/${head}`, ref: 'refs/heads/main' },
      });
      expect(write.pages.map(({ key, parentKey, type, title, description }) => ({ key, parentKey, type, title, description }))).toEqual([
        { key: 'docs/README.md', parentKey: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Welcome', description: 'The docs' },
        { key: 'docs/SUMMARY.md#guide', parentKey: '', type: PageType.PAGE_TYPE_GROUP, title: 'Guide', description: '' },
        { key: 'docs/guide/setup.md', parentKey: 'docs/SUMMARY.md#guide', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Setup', description: '' },
      ]);
      expect(write.redirects).toEqual([{ source: 'old/setup', targetKey: 'docs/guide/setup.md' }]);
      const files = await server.files('with-config');
      expect(write.pages[2].git).toEqual({ oid: gitBlobOid(files.get('docs/guide/setup.md')!), path: 'docs/guide/setup.md' });
      expect(write.files).toEqual([
        {
          key: 'docs/.gitbook/assets/logo.png',
          name: 'logo.png',
          contentType: 'image/png',
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          size: png(1).byteLength,
          git: { oid: gitBlobOid(png(1)), path: 'docs/.gitbook/assets/logo.png' },
        },
      ]);
      expect(content.blobs.get(write.files[0].sha256)).toEqual(Buffer.from(png(1)));

      // As content stores it: links between the files became links between the pages.
      const [welcome, , setup] = content.current.pages;
      expect(welcome.markdown).toBe(`See [setup](quire:page/${setup.id}) and ![logo](quire:file/${content.current.files[0].id}).\n`);
      expect(setup.markdown).toBe(`Run it. Back [home](quire:page/${welcome.id}#intro).\n`);
      expect(content.completions).toEqual([
        expect.objectContaining({ id: job.jobId, outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED, commitOid: head, revisionId: content.current.revisionId }),
      ]);
    });

    it('imports a repository without .gitbook.yaml, its tree from nested folders with images', async () => {
      await server.createRepository('folders', {
        files: {
          'README.md': '# Product\n',
          'install/README.md': '# Install\n\n![screen](images/screen.png)\n',
          'install/images/screen.png': png(2),
          'install/linux/README.md': '# Linux\n',
          'install/linux/arm.md': '# ARM\n\n![board](../../.gitbook/assets/board.png)\n',
          'install/windows.md': '# Windows\n',
          '.gitbook/assets/board.png': png(3),
          'src/main.c': 'int main() {}\n',
        },
      });
      const content = new FakeContent();
      const job = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('folders') });
      expect(await run('import', content, job)).toBeUndefined();
      const byId = new Map(content.current.pages.map((page) => [page.id, page]));
      expect(content.current.pages.map((page) => [page.title, page.parentId ? byId.get(page.parentId)!.title : null])).toEqual([
        ['Product', null],
        ['Install', null],
        ['Linux', 'Install'],
        ['ARM', 'Linux'],
        ['Windows', 'Install'],
      ]);
      expect(content.current.files.map((file) => [file.name, file.git])).toEqual([
        ['board.png', { oid: gitBlobOid(png(3)), path: '.gitbook/assets/board.png' }],
        ['screen.png', { oid: gitBlobOid(png(2)), path: 'install/images/screen.png' }],
      ]);
      expect(content.current.pages[3].markdown).toBe(`![board](quire:file/${content.current.files[0].id})\n`);
    });

    it('imports repoProjectDirectory only, as a standalone revision when asked', async () => {
      await server.createRepository('monorepo', {
        files: { 'README.md': '# Repo\n', 'apps/web/docs/README.md': '# Web docs\n', 'apps/web/docs/usage.md': '# Usage\n' },
      });
      const content = new FakeContent();
      const before = content.current;
      const job = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('monorepo'), repoProjectDirectory: 'apps/web/docs', standalone: true });
      expect(await run('import', content, job)).toBeUndefined();
      expect(content.writes[0].target).toBe(WriteTarget.WRITE_TARGET_STANDALONE);
      expect(content.writes[0].pages.map((page) => page.key)).toEqual(['apps/web/docs/README.md', 'apps/web/docs/usage.md']);
      expect(content.current).toBe(before);
    });

    it('is idempotent: a redelivery after the write writes nothing new, one after completion does nothing', async () => {
      await server.createRepository('again', { files: { 'README.md': '# Once\n' } });
      const content = new FakeContent();
      const job = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('again'), repoCacheId: 'again' });
      expect(await run('import', content, job)).toBeUndefined();
      const revisionId = content.current.revisionId;

      // The worker died after WriteRevision, before CompleteGitOperation: the same key again.
      content.operations.get(job.jobId)!.status = GitOperationStatus.GIT_OPERATION_STATUS_PENDING;
      expect(await run('import', content, job)).toBeUndefined();
      expect(content.writes.map((write) => write.idempotencyKey)).toEqual([content.writes[0].idempotencyKey, content.writes[0].idempotencyKey]);
      expect(content.current.revisionId).toBe(revisionId);
      expect(content.completions.map((completion) => completion.revisionId)).toEqual([revisionId, revisionId]);

      expect(await run('import', content, job)).toBeUndefined();
      expect(content.writes).toHaveLength(2);
      expect(content.completions).toHaveLength(2);
    });

    it('skips a superseded operation without contacting the repository', async () => {
      const content = new FakeContent();
      const job = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('never-created'), superseded: true });
      const requests = server.requests.length;
      expect(await run('import', content, job)).toBeUndefined();
      expect(server.requests.length).toBe(requests);
      expect(content.writes).toEqual([]);
      expect(content.completions).toEqual([expect.objectContaining({ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED, errorCode: 'SUPERSEDED' })]);
    });

    it('records a final failure in content: a missing branch, refused credentials', async () => {
      await server.createRepository('failing', { files: { 'README.md': '# X\n' } });
      const content = new FakeContent();
      const missingBranch = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('failing'), ref: 'refs/heads/nope' });
      expect(await run('import', content, missingBranch)).toMatchObject({ code: 'GIT_REF_NOT_FOUND', retryable: false });

      const wrongPassword = content.addOperation({ kind: IMPORT, url: server.url('failing').replace('http://', `http://${server.username}:not-${server.password}@`) });
      const error = await run('import', content, wrongPassword);
      expect(error).toMatchObject({ code: 'GIT_AUTH_FAILED', retryable: false });
      expect(error!.message).not.toContain(server.password);

      const badRef = content.addOperation({ kind: IMPORT, url: server.authenticatedUrl('failing'), ref: 'main' });
      expect(await run('import', content, badRef)).toMatchObject({ code: 'GIT_BAD_REF' });

      expect(content.completions.map(({ outcome, errorCode }) => [outcome, errorCode])).toEqual([
        [GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, 'GIT_REF_NOT_FOUND'],
        [GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, 'GIT_AUTH_FAILED'],
        [GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, 'GIT_BAD_REF'],
      ]);
      expect(content.writes).toEqual([]);
    });

    it('leaves a retryable failure to the queue until the last attempt', async () => {
      const content = new FakeContent();
      const job = content.addOperation({ kind: IMPORT, url: `http://user:${server.password}@127.0.0.1:9/unreachable.git` });
      expect(await run('import', content, job)).toMatchObject({ code: 'FETCH_ERROR', retryable: true });
      expect(content.completions).toEqual([]);
      expect(await run('import', content, job, { finalAttempt: true })).toMatchObject({ code: 'FETCH_ERROR' });
      expect(content.completions).toEqual([expect.objectContaining({ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, errorCode: 'FETCH_ERROR' })]);
    });
  });

  describe('git-export', () => {
    const page = (id: string, parentId: string, title: string, markdown: string, type = PageType.PAGE_TYPE_DOCUMENT): Omit<contentV1.ExportedPage, 'path'> => ({
      id,
      parentId,
      type,
      title,
      description: '',
      slug: '',
      markdown,
      href: '',
      git: undefined,
    });

    it('creates the branch in an empty repository and reports every blob it pushed', async () => {
      await server.createRepository('export-empty');
      const content = new FakeContent();
      content.setRevision(
        [page('home', '', 'Home', 'Read [the guide](quire:page/guide).\n\n![Logo](quire:file/logo)\n'), page('guide', '', 'Guide', 'Text.\n')],
        [{ id: 'logo', name: 'logo.png', contentType: 'image/png', git: undefined, bytes: png(4) }],
        [{ source: 'old/guide', pageId: 'guide' }],
      );
      const job = content.addOperation({ kind: EXPORT, url: server.authenticatedUrl('export-empty'), ref: 'refs/heads/docs', commitMessage: 'Export from Quire' });
      expect(await run('export', content, job)).toBeUndefined();

      const [commit] = await server.log('export-empty', 'docs');
      expect(commit).toMatchObject({ parents: [], author: 'Quire', subject: 'Export from Quire' });
      const files = await server.files('export-empty', 'docs');
      expect([...files.keys()].sort()).toEqual(['.gitbook.yaml', '.gitbook/assets/logo.png', 'README.md', 'SUMMARY.md', 'guide.md']);
      expect(files.get('.gitbook.yaml')!.toString()).toBe('redirects:\n  old/guide: guide.md\n');
      expect(files.get('README.md')!.toString()).toBe('# Home\n\nRead [the guide](guide.md).\n\n![Logo](.gitbook/assets/logo.png)\n');
      expect(content.completions).toEqual([
        expect.objectContaining({
          outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED,
          commitOid: commit.oid,
          revisionId: content.current.revisionId,
          pages: [
            { id: 'home', path: 'README.md', oid: gitBlobOid(files.get('README.md')!) },
            { id: 'guide', path: 'guide.md', oid: gitBlobOid(files.get('guide.md')!) },
          ],
          files: [{ id: 'logo', path: '.gitbook/assets/logo.png', oid: gitBlobOid(png(4)) }],
        }),
      ]);
    });

    it('commits on top of the branch, keeps what is not its layout, and pushes nothing when nothing changed', async () => {
      await server.createRepository('export-existing', {
        files: {
          '.gitbook.yaml': 'root: ./docs/\n',
          'package.json': '{}\n',
          'docs/README.md': '# Old home\n',
          'docs/SUMMARY.md': '* [Old home](README.md)\n* [Gone](gone.md)\n',
          'docs/gone.md': '# Gone\n',
        },
      });
      const base = (await server.head('export-existing'))!;
      const content = new FakeContent();
      content.setRevision([page('home', '', 'Home', 'New text.\n')], []);
      const first = content.addOperation({ kind: EXPORT, url: server.authenticatedUrl('export-existing'), commitMessage: 'Update docs', repoCacheId: 'export-existing' });
      expect(await run('export', content, first)).toBeUndefined();
      const log = await server.log('export-existing');
      expect(log.map((commit) => commit.subject)).toEqual(['Update docs', 'Initial commit']);
      expect(log[0].parents).toEqual([base]);
      expect([...(await server.files('export-existing')).keys()].sort()).toEqual(['.gitbook.yaml', 'docs/README.md', 'docs/SUMMARY.md', 'package.json']);

      const second = content.addOperation({ kind: EXPORT, url: server.authenticatedUrl('export-existing'), commitMessage: 'Nothing new', repoCacheId: 'export-existing' });
      expect(await run('export', content, second)).toBeUndefined();
      expect((await server.log('export-existing')).length).toBe(2);
      expect(content.completions.at(-1)).toMatchObject({ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED, commitOid: log[0].oid });
    });

    it('writes under repoProjectDirectory and records its failure without the credentials', async () => {
      await server.createRepository('export-project', { files: { 'README.md': '# Repo\n' } });
      const content = new FakeContent();
      content.setRevision([page('home', '', 'Home', '')], []);
      const job = content.addOperation({ kind: EXPORT, url: server.authenticatedUrl('export-project'), commitMessage: 'Docs', repoProjectDirectory: 'site' });
      expect(await run('export', content, job)).toBeUndefined();
      expect([...(await server.files('export-project')).keys()].sort()).toEqual(['README.md', 'site/README.md', 'site/SUMMARY.md']);

      const refused = content.addOperation({ kind: EXPORT, url: server.url('export-project').replace('http://', `http://${server.username}:x${server.password}@`), commitMessage: 'Docs' });
      expect(await run('export', content, refused)).toMatchObject({ code: 'GIT_AUTH_FAILED' });
      expect(content.completions.at(-1)).toMatchObject({ outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED, errorCode: 'GIT_AUTH_FAILED' });
    });
  });

  it('never logged, recorded or returned the credentials', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) {
      expect(text).not.toContain(server.password);
      expect(text).not.toContain(encodeURIComponent(server.password));
    }
  });
});
