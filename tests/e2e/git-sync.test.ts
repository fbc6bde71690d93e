import { createPgPool } from '@quire/shared';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Git sync through the gateway with the official client, every body checked against the
// GitBook contract: importGitRepository and exportToGitRepository (204, queued for the
// git-worker), getSpaceGitInfo (GitSyncState or 404) and deleteLegacyGitInstallation, with the
// refusals (docs/outside-sources.md). Run with E2E_NAMESPACE=gitsync.

const SECRET = 'e2e-S3cr3t-t0ken';
const REPOSITORY = `https://x-access-token:${SECRET}@github.com/acme/docs.git`;

let stack: Stack;
let contentDb: ReturnType<typeof createPgPool>;

beforeAll(async () => {
  stack = await startStack();
  contentDb = createPgPool(stack.contentDatabaseUrl, { max: 2 });
}, 90_000);

afterAll(async () => {
  await contentDb?.end();
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

/** The outbox rows content wrote for a space's Git sync, oldest first (their data as text too). */
async function gitEventsOf(spaceId: string): Promise<{ type: string; data: Record<string, unknown>; text: string }[]> {
  const { rows } = await contentDb.query<{ type: string; data: Record<string, unknown>; text: string }>(
    `SELECT type, data, data::text AS text FROM outbox
      WHERE (type LIKE 'quire.content.git-sync.%' AND data->>'spaceId' = $1)
         OR (type = 'quire.content.source-job.requested' AND data->>'spaceId' = $1)
      ORDER BY seq`,
    [spaceId],
  );
  return rows;
}

async function spaceOf(org: Org) {
  return createSpace(org, `Synced ${Math.random().toString(36).slice(2, 8)}`);
}

describe('importGitRepository and exportToGitRepository', () => {
  it('answer 204 and queue the job for the git-worker, the URL never in clear', async () => {
    const org = await newOrg();
    const space = await spaceOf(org);
    const editor = await addMember(stack, org, 'edit');
    await expectOk(
      'importGitRepository',
      204,
      editor.gitbook.spaces.importGitRepository(space.id, {
        url: REPOSITORY,
        ref: 'refs/heads/main',
        repoCacheID: 'acme-docs',
        repoTreeURL: 'https://github.com/acme/docs/tree/main',
        repoCommitURL: 'https://github.com/acme/docs/commit/',
        repoProjectDirectory: 'docs',
        timestamp: '2026-11-23T10:00:00.000Z',
        standalone: false,
        gitInfo: { provider: 'github', url: 'https://github.com/acme/docs/tree/main' },
      }),
    );
    await expectOk('exportToGitRepository', 204, editor.gitbook.spaces.exportToGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', commitMessage: 'Publish' }));

    const events = await gitEventsOf(space.id);
    const jobs = events.filter((event) => event.type === 'quire.content.source-job.requested');
    expect(jobs.map((job) => job.data)).toEqual([
      { jobId: expect.any(String), kind: 'git-import', organizationId: org.organizationId, spaceId: space.id },
      { jobId: expect.any(String), kind: 'git-export', organizationId: org.organizationId, spaceId: space.id },
    ]);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['quire.content.git-sync.requested', 'quire.content.git-sync.updated']));
    for (const event of events) expect(event.text).not.toContain(SECRET);
    const { rows } = await contentDb.query<{ text: string }>(`SELECT row_to_json(g)::text AS text FROM git_operations g WHERE space_id = $1`, [space.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.text).not.toContain(SECRET);
  });

  it('400 for a URL that is not http(s) or a bad ref, without repeating the URL; 404 for an unknown or another organization\'s space; 403 for a reader', async () => {
    const org = await newOrg();
    const space = await spaceOf(org);
    const ftp = await expectFailure(org.gitbook.spaces.importGitRepository(space.id, { url: `ftp://user:${SECRET}@example.com/docs.git`, ref: 'refs/heads/main' }), 400, /^url: /);
    expect(ftp.error.message).not.toContain(SECRET);
    await expectFailure(org.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'main' }), 400, /^ref: /);
    // Finer than the gateway's check: content applies Git's branch-name rules.
    await expectFailure(org.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/a..b' }), 400, /^ref: /);
    await expectFailure(org.gitbook.spaces.exportToGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', commitMessage: '' }), 400, /^commitMessage: /);
    await expectFailure(org.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', repoProjectDirectory: '../up' }), 400, /^repoProjectDirectory: /);

    await expectFailure(org.gitbook.spaces.importGitRepository('absentSpace000', { url: REPOSITORY, ref: 'refs/heads/main' }), 404);
    const stranger = await newOrg();
    await expectFailure(stranger.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main' }), 404);
    await expectFailure(stranger.gitbook.spaces.exportToGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', commitMessage: 'x' }), 404);
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main' }), 403);
    await expectFailure(reader.gitbook.spaces.exportToGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', commitMessage: 'x' }), 403);
    expect(await gitEventsOf(space.id)).toEqual([]);
  });
});

describe('getSpaceGitInfo and Space.gitSync', () => {
  it('404 until a provider is set up, then the GitSyncState, on the space too', async () => {
    const org = await newOrg();
    const space = await spaceOf(org);
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.spaces.getSpaceGitInfo(space.id), 404, 'No Git provider currently set up on the space');
    await expectOk(
      'importGitRepository',
      204,
      org.gitbook.spaces.importGitRepository(space.id, { url: REPOSITORY, ref: 'refs/heads/main', gitInfo: { provider: 'gitlab', url: 'https://gitlab.com/acme/docs/-/tree/main' } }),
    );
    const state = await expectOk('getSpaceGitInfo', 200, reader.gitbook.spaces.getSpaceGitInfo(space.id));
    expect(state).toEqual({ repoName: 'acme/docs', installationProvider: 'gitlab', url: 'https://gitlab.com/acme/docs/-/tree/main', updatedAt: expect.any(String) });
    const presented = await expectOk('getSpaceById', 200, reader.gitbook.spaces.getSpaceById(space.id));
    expect(presented.gitSync).toEqual(state);
    await expectFailure((await newOrg()).gitbook.spaces.getSpaceGitInfo(space.id), 404);
  });
});

describe('deleteLegacyGitInstallation', () => {
  it('204 for an admin (nothing to remove), 403 below admin, 404 outside the organization', async () => {
    const org = await newOrg();
    const space = await spaceOf(org);
    await expectOk('deleteLegacyGitInstallation', 204, org.gitbook.spaces.deleteLegacyGitInstallation(space.id));
    const editor = await addMember(stack, org, 'edit');
    await expectFailure(editor.gitbook.spaces.deleteLegacyGitInstallation(space.id), 403);
    await expectFailure((await newOrg()).gitbook.spaces.deleteLegacyGitInstallation(space.id), 404);
  });
});
