import { createPgPool } from '@quire/shared';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import type pg from 'pg';
import { expectContract } from './contract';
import { createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Git import and export end to end (docs/outside-sources.md "Git layout"): the official client
// asks, content records and queues, the git-worker (allowed to reach 127.0.0.0/8 in the e2e
// stack) fetches from and pushes to a real Git server this test runs (`git http-backend`
// with basic auth), and the pages appear in the space. Every body is checked against the
// contract, and every log line and body is searched for the credentials at the end.
// The `.gitbook.yaml` redirect survives import (getPageByPath answers the old path) and
// export (written back). Run with E2E_NAMESPACE=gitimport.

type Json = Record<string, any>;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WRONG_SECRET = 'e2e-Wr0ng-S3cret';

let stack: Stack;
let server: TestGitServer;
let contentDb: pg.Pool;
const logs: string[] = [];
/** Every body this test read, for the credential search. */
const bodies: string[] = [];

beforeAll(async () => {
  [stack, server] = await Promise.all([
    startStack({ logLevel: 'info', logDestination: { write: (line: string) => void logs.push(line) } }),
    startTestGitServer(),
  ]);
  contentDb = createPgPool(stack.contentDatabaseUrl, { max: 2 });
}, 60_000);

afterAll(async () => {
  await contentDb?.end();
  await Promise.all([server?.stop(), stack?.stop()]);
});

const newOrg = () => newOrgOf(stack);

async function read<T>(operationId: string, call: Promise<{ status: number; data: T }>): Promise<T> {
  const data = await expectOk(operationId, 200, call);
  bodies.push(JSON.stringify(data));
  return data;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The space's current revision once its Git commit is `oid`. */
const revisionWithCommit = (org: Org, spaceId: string, oid: string) =>
  until(`the revision of commit ${oid}`, async () => {
    const revision = await read('getCurrentRevision', org.gitbook.spaces.getCurrentRevision(spaceId));
    return (revision as Json).git?.oid === oid ? (revision as Json) : undefined;
  });

/** The space's pages as [title, kind, parent title] in order. */
async function outline(org: Org, spaceId: string): Promise<[string, string, string | null][]> {
  const { pages } = (await read('listPages', org.gitbook.spaces.listPages(spaceId))) as Json;
  const rows: [string, string, string | null][] = [];
  const walk = (list: Json[], parent: string | null) => {
    for (const page of list) {
      rows.push([page.title, page.type, parent]);
      walk(page.pages ?? [], page.title);
    }
  };
  walk(pages, null);
  return rows;
}

async function pagesByTitle(org: Org, spaceId: string): Promise<Map<string, Json>> {
  const { pages } = (await read('listPages', org.gitbook.spaces.listPages(spaceId))) as Json;
  const byTitle = new Map<string, Json>();
  const walk = (list: Json[]) => list.forEach((page) => (byTitle.set(page.title, page), walk(page.pages ?? [])));
  walk(pages);
  return byTitle;
}

async function operationOf(spaceId: string): Promise<{ status: string; error_code: string | null; error_message: string | null } | undefined> {
  const { rows } = await contentDb.query(`SELECT status, error_code, error_message FROM git_operations WHERE space_id = $1 ORDER BY created_at DESC LIMIT 1`, [spaceId]);
  return rows[0];
}

const REPOSITORY = {
  '.gitbook.yaml': 'root: ./docs/\nredirects:\n  help/setup: ./guide/setup.md\n',
  'package.json': '{ "name": "acme" }\n',
  'docs/README.md': '---\ndescription: Start here\n---\n\n# Welcome\n\nRead [the setup](guide/setup.md#install).\n\n![Logo](.gitbook/assets/logo.png)\n',
  'docs/SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n\n## Guide\n\n* [Setup](guide/setup.md)\n  * [Advanced](guide/advanced.md)\n',
  'docs/guide/setup.md': '# Setup\n\n## Install\n\nBack to [the start](../README.md).\n',
  'docs/guide/advanced.md': '# Advanced\n\n| Option | Default |\n| --- | --- |\n| depth | 1 |\n',
  'docs/.gitbook/assets/logo.png': PNG,
};

describe('importGitRepository and exportToGitRepository through the git-worker', () => {
  let org: Org;
  let importedSpaceId: string;

  it('imports a repository with .gitbook.yaml, SUMMARY.md, nested pages and an image into a new revision', async () => {
    await server.createRepository('docs', { files: REPOSITORY, message: 'Docs v1' });
    const head = (await server.head('docs'))!;
    org = await newOrg();
    const space = await createSpace(org, 'Imported');
    importedSpaceId = space.id;
    await expectOk(
      'importGitRepository',
      204,
      org.gitbook.spaces.importGitRepository(space.id, {
        url: server.authenticatedUrl('docs'),
        ref: 'refs/heads/main',
        repoCacheID: 'e2e-docs',
        repoCommitURL: 'https://git.example.com/acme/docs/commit/',
        timestamp: new Date().toISOString(),
      }),
    );

    const revision = await revisionWithCommit(org, space.id, head);
    expect(revision.git).toEqual({ oid: head, message: 'Docs v1\n', createdByGitBook: false, url: `https://git.example.com/acme/docs/commit/${head}`, ref: 'refs/heads/main' });
    expect(await outline(org, space.id)).toEqual([
      ['Welcome', 'document', null],
      ['Guide', 'group', null],
      ['Setup', 'document', 'Guide'],
      ['Advanced', 'document', 'Setup'],
    ]);

    const pages = await pagesByTitle(org, space.id);
    expect(pages.get('Welcome')!.description).toBe('Start here');
    expect(pages.get('Setup')!.git).toEqual({ oid: expect.stringMatching(/^[0-9a-f]{40}$/), path: 'docs/guide/setup.md' });
    const setup = (await read('getPageById', org.gitbook.spaces.getPageById(space.id, pages.get('Setup')!.id, { format: 'markdown' }))) as Json;
    expect(setup.markdown).toContain('## Install');
    const welcome = (await read('getPageById', org.gitbook.spaces.getPageById(space.id, pages.get('Welcome')!.id, { format: 'document' }))) as Json;
    // The links between files became links between pages, the image a space file.
    expect(JSON.stringify(welcome.document)).toContain(`"page":"${pages.get('Setup')!.id}"`);
    const { items: files } = (await read('listFiles', org.gitbook.spaces.listFiles(space.id))) as Json;
    expect(files.map((file: Json) => [file.name, file.contentType])).toEqual([['logo.png', 'image/png']]);

    // The page's own path, and the old path of the redirect, answer the same page.
    const byPath = (pagePath: string) => read('getPageByPath', org.gitbook.spaces.getPageByPath(space.id, pagePath, { format: 'markdown' })) as Promise<Json>;
    expect(await byPath('guide/setup')).toMatchObject({ id: pages.get('Setup')!.id, path: 'guide/setup' });
    expect(await byPath('help/setup')).toMatchObject({ id: pages.get('Setup')!.id, path: 'guide/setup', markdown: expect.stringContaining('## Install') });
    await expectFailure(org.gitbook.spaces.getPageByPath(space.id, 'help/elsewhere'), 404);
    expect(JSON.stringify(welcome.document)).toContain(`"file":"${files[0].id}"`);
    expect(await operationOf(space.id)).toMatchObject({ status: 'succeeded' });
  });

  it('exports the space to an empty repository, and importing that gives the same pages back', async () => {
    await server.createRepository('exported');
    await expectOk(
      'exportToGitRepository',
      204,
      org.gitbook.spaces.exportToGitRepository(importedSpaceId, {
        url: server.authenticatedUrl('exported'),
        ref: 'refs/heads/main',
        commitMessage: 'Export from Quire',
        timestamp: new Date().toISOString(),
      }),
    );
    const head = await until('the pushed commit', () => server.head('exported'));
    const [commit] = await server.log('exported');
    expect(commit).toMatchObject({ oid: head, parents: [], author: 'Quire', subject: 'Export from Quire' });
    const files = await server.files('exported');
    // The first page is README.md; the others and the image keep the paths they were
    // imported from (their `git.path`), which are free in this repository.
    expect([...files.keys()].sort()).toEqual(['.gitbook.yaml', 'README.md', 'SUMMARY.md', 'docs/.gitbook/assets/logo.png', 'docs/guide/advanced.md', 'docs/guide/setup.md']);
    // The redirect, to the file the page was written to (the repository root is the root).
    expect(files.get('.gitbook.yaml')!.toString()).toBe('redirects:\n  help/setup: docs/guide/setup.md\n');
    expect(files.get('docs/.gitbook/assets/logo.png')).toEqual(PNG);
    expect(files.get('README.md')!.toString()).toBe(
      '---\ndescription: Start here\n---\n\n# Welcome\n\nRead [the setup](docs/guide/setup.md#install).\n\n![Logo](docs/.gitbook/assets/logo.png)\n',
    );

    // The space's revision carries the pushed commit once content recorded the outcome.
    await until('the export recorded on the revision', async () => {
      const revision = (await read('getCurrentRevision', org.gitbook.spaces.getCurrentRevision(importedSpaceId))) as Json;
      return revision.git?.oid === head ? revision : undefined;
    });

    const again = await createSpace(org, 'Round trip');
    await expectOk('importGitRepository', 204, org.gitbook.spaces.importGitRepository(again.id, { url: server.authenticatedUrl('exported'), ref: 'refs/heads/main' }));
    await revisionWithCommit(org, again.id, head);
    expect(await outline(org, again.id)).toEqual(await outline(org, importedSpaceId));
    const [before, after] = await Promise.all([pagesByTitle(org, importedSpaceId), pagesByTitle(org, again.id)]);
    const redirected = (await read('getPageByPath', org.gitbook.spaces.getPageByPath(again.id, 'help/setup'))) as Json;
    expect(redirected.id).toBe(after.get('Setup')!.id);
    const [{ items: beforeFiles }, { items: afterFiles }] = (await Promise.all([
      read('listFiles', org.gitbook.spaces.listFiles(importedSpaceId)),
      read('listFiles', org.gitbook.spaces.listFiles(again.id)),
    ])) as Json[];
    expect(afterFiles.map((file: Json) => file.name)).toEqual(beforeFiles.map((file: Json) => file.name));
    for (const title of ['Welcome', 'Setup', 'Advanced']) {
      const [one, two] = await Promise.all([
        read('getPageById', org.gitbook.spaces.getPageById(importedSpaceId, before.get(title)!.id, { format: 'markdown' })),
        read('getPageById', org.gitbook.spaces.getPageById(again.id, after.get(title)!.id, { format: 'markdown' })),
      ]);
      // The same text, up to the ids of the pages and files it links to.
      const withoutIds = (page: Json, ids: string[]) => ids.reduce((text: string, id) => text.split(id).join('<id>'), page.markdown as string);
      const idsOf = (pages: Map<string, Json>, space: string, files: Json[]) => [space, ...[...pages.values()].map((page) => page.id), ...files.map((file) => file.id)];
      expect(withoutIds(two as Json, idsOf(after, again.id, afterFiles))).toBe(withoutIds(one as Json, idsOf(before, importedSpaceId, beforeFiles)));
      expect((two as Json).description ?? '').toBe((one as Json).description ?? '');
    }
  });

  it('records a refused credential as the failure, and writes nothing', async () => {
    const space = await createSpace(org, 'Refused');
    const url = server.url('docs').replace('http://', `http://${server.username}:${WRONG_SECRET}@`);
    await expectOk('importGitRepository', 204, org.gitbook.spaces.importGitRepository(space.id, { url, ref: 'refs/heads/main' }));
    const operation = await until('the failed operation', async () => {
      const row = await operationOf(space.id);
      return row && row.status !== 'pending' ? row : undefined;
    });
    expect(operation).toMatchObject({ status: 'failed', error_code: 'GIT_AUTH_FAILED' });
    expect(operation.error_message).not.toContain(WRONG_SECRET);
    const revision = (await read('getCurrentRevision', org.gitbook.spaces.getCurrentRevision(space.id))) as Json;
    expectContract('getCurrentRevision', 200, revision);
    expect(revision.git).toBeUndefined();
  });

  it('never logged or answered the credentials', () => {
    expect(logs.some((line) => line.includes('"service":"e2e-git-worker"'))).toBe(true);
    for (const text of [...logs, ...bodies]) {
      for (const secret of [server.password, encodeURIComponent(server.password), WRONG_SECRET]) expect(text).not.toContain(secret);
    }
  });
});
