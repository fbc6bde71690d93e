import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@quire/shared';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import { Agent } from 'undici';
import { createEgress, EGRESS_DEFAULTS } from '../egress/guard';
import { JobError } from '../jobs/job';
import { branchOf, commitTree, fetchBranch, gitHttpClient, openSession, parseRemote, pushCommit, readCommitTree, RepositoryCache, type GitSession } from './transport';

const bytes = (text: string) => new TextEncoder().encode(text);

async function caught(promise: Promise<unknown>): Promise<JobError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof JobError) return error;
    throw error;
  }
  throw new Error('expected a JobError');
}

/** Every file under `directory`, recursively. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true });
  const files: string[] = [];
  for (const entry of entries) if ((await stat(path.join(directory, entry))).isFile()) files.push(path.join(directory, entry));
  return files;
}

describe('parseRemote and branchOf', () => {
  it('moves the credentials out of the URL', () => {
    expect(parseRemote('https://alice:p%40ss%2Fword@git.example.com/acme/docs.git#frag')).toEqual({
      url: 'https://git.example.com/acme/docs.git',
      credentials: { username: 'alice', password: 'p@ss/word' },
    });
    expect(parseRemote('https://x-access-token@git.example.com/r.git')).toEqual({ url: 'https://git.example.com/r.git', credentials: { username: 'x-access-token', password: '' } });
    expect(parseRemote('http://git.example.com/r.git')).toEqual({ url: 'http://git.example.com/r.git', credentials: undefined });
  });

  it('refuses what is not an http(s) URL without repeating it', async () => {
    for (const url of ['ssh://bob:hunter22@git.example.com/r.git', 'file:///etc/passwd', 'not a url hunter22']) {
      const error = await caught((async () => parseRemote(url))());
      expect(error.code).toBe('GIT_BAD_URL');
      expect(error.message).not.toContain('hunter22');
    }
  });

  it('accepts refs/heads/<branch> only', () => {
    expect(branchOf('refs/heads/main')).toBe('main');
    expect(branchOf('refs/heads/feature/docs-v2')).toBe('feature/docs-v2');
    for (const ref of ['main', 'refs/tags/v1', 'refs/heads/', 'refs/heads/../x', 'refs/heads/a..b', 'refs/heads/a b', 'refs/heads/x.lock', 'refs/heads/.hidden']) {
      expect(() => branchOf(ref)).toThrow(expect.objectContaining({ code: 'GIT_BAD_REF' }));
    }
  });
});

describe('Git transport against a Git server', () => {
  let server: TestGitServer;
  let agent: Agent;
  let cacheDirectory: string;
  let cache: RepositoryCache;

  beforeAll(async () => {
    [server, cacheDirectory] = await Promise.all([startTestGitServer(), mkdtemp(path.join(os.tmpdir(), 'quire-git-cache-test-'))]);
    agent = new Agent();
    cache = new RepositoryCache(cacheDirectory);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), agent.close(), rm(cacheDirectory, { recursive: true, force: true })]);
  });

  const session = (gitdir: string, url: string): GitSession => openSession(gitdir, parseRemote(url), gitHttpClient(agent));

  it('fetches a branch at depth 1 and reads its tree, blobs only where asked', async () => {
    await server.createRepository('read', { files: { 'README.md': '# Hi\n', 'docs/a.md': 'A', 'bin/tool': 'binary' } });
    const head = await server.commit('read', { files: { 'docs/b.md': 'B' }, remove: ['bin/tool'], message: 'Second' });
    await cache.use('org', 'read-cache', async (gitdir) => {
      const git = session(gitdir, server.authenticatedUrl('read'));
      expect(await fetchBranch(git, 'main')).toBe(head);
      const { commit, tree } = await readCommitTree(git, head, (file) => file.endsWith('.md'));
      expect(commit).toMatchObject({ oid: head, message: 'Second\n' });
      expect([...tree.keys()].sort()).toEqual(['README.md', 'docs/a.md', 'docs/b.md']);
      expect(new TextDecoder().decode(tree.get('docs/b.md')!.bytes)).toBe('B');
      // Depth 1: the first commit was never fetched.
      const shallow = await readFile(path.join(gitdir, 'shallow'), 'utf8');
      expect(shallow.trim()).toBe(head);
      expect(await fetchBranch(git, 'no-such-branch')).toBeUndefined();
    });
  });

  it('reuses the clone of a repoCacheID, and fetches what changed', async () => {
    await server.createRepository('cached', { files: { 'a.md': 'one' } });
    const seen: string[] = [];
    await cache.use('org', 'shared-id', async (gitdir) => {
      seen.push(gitdir);
      await fetchBranch(session(gitdir, server.authenticatedUrl('cached')), 'main');
    });
    const second = await server.commit('cached', { files: { 'a.md': 'two' } });
    await cache.use('org', 'shared-id', async (gitdir) => {
      seen.push(gitdir);
      const git = session(gitdir, server.authenticatedUrl('cached'));
      expect(await fetchBranch(git, 'main')).toBe(second);
      const { tree } = await readCommitTree(git, second, () => true);
      expect(new TextDecoder().decode(tree.get('a.md')!.bytes)).toBe('two');
    });
    await cache.use('another-org', 'shared-id', async (gitdir) => void seen.push(gitdir));
    expect(seen[0]).toBe(seen[1]);
    // Another organization never shares a clone, and the folder name says nothing of the id.
    expect(seen[2]).not.toBe(seen[0]);
    expect(path.basename(seen[0])).toMatch(/^[0-9a-f]{40}$/);
  });

  it('runs one operation at a time on a cached clone', async () => {
    const order: string[] = [];
    const slow = cache.use('org', 'locked', async () => {
      order.push('first start');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('first end');
    });
    const fast = cache.use('org', 'locked', async () => void order.push('second'));
    await Promise.all([slow, fast]);
    expect(order).toEqual(['first start', 'first end', 'second']);
  });

  it('drops a cached clone after a failure nobody explained, and keeps it after one that says why', async () => {
    let gitdir = '';
    await expect(cache.use('org', 'wiped', async (dir) => {
      gitdir = dir;
      throw new Error('unexpected');
    })).rejects.toThrow('unexpected');
    await expect(stat(gitdir)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(cache.use('org', 'kept', async (dir) => {
      gitdir = dir;
      throw new JobError('GIT_AUTH_FAILED', 'refused');
    })).rejects.toMatchObject({ code: 'GIT_AUTH_FAILED' });
    expect((await stat(path.join(gitdir, 'HEAD'))).isFile()).toBe(true);
  });

  it('never writes the credentials to disk or sends them anywhere but the Authorization header', async () => {
    await server.createRepository('secret', { files: { 'a.md': 'x' } });
    let gitdir = '';
    await cache.use('org', 'secret-cache', async (dir) => {
      gitdir = dir;
      const git = session(dir, server.authenticatedUrl('secret'));
      const head = (await fetchBranch(git, 'main'))!;
      const { commit, tree } = await readCommitTree(git, head, () => true);
      const next = await commitTree(git, { base: tree, writes: new Map([['b.md', bytes('y')]]), deletes: new Set(), parent: commit, message: 'Add b' });
      await pushCommit(git, next.oid, 'main', false);
    });
    for (const file of await filesUnder(gitdir)) {
      const content = await readFile(file);
      expect(content.includes(server.password)).toBe(false);
      expect(content.includes(encodeURIComponent(server.password))).toBe(false);
    }
    expect(server.requests.every((request) => !request.path.includes(server.password))).toBe(true);
  });

  it('maps refused credentials, missing credentials and a missing repository to codes, without the secret', async () => {
    await server.createRepository('guarded', { files: { 'a.md': 'x' } });
    await cache.use('org', '', async (gitdir) => {
      const wrong = server.url('guarded').replace('http://', 'http://quire-test:wrong-hunter22@');
      const refused = await caught(fetchBranch(session(gitdir, wrong), 'main'));
      expect(refused).toMatchObject({ code: 'GIT_AUTH_FAILED', retryable: false });
      expect(refused.message).not.toMatch(/hunter22|quire-test/);

      const anonymous = await caught(fetchBranch(session(gitdir, server.url('guarded')), 'main'));
      expect(anonymous).toMatchObject({ code: 'GIT_AUTH_FAILED', retryable: false });

      const missing = await caught(fetchBranch(session(gitdir, server.authenticatedUrl('nowhere')), 'main'));
      expect(missing).toMatchObject({ code: 'GIT_REPOSITORY_NOT_FOUND', retryable: false });
      expect(missing.message).not.toContain(server.password);

      const unreachable = await caught(fetchBranch(session(gitdir, 'http://u:hunter22@127.0.0.1:9/r.git'), 'main'));
      expect(unreachable).toMatchObject({ code: 'FETCH_ERROR', retryable: true });
      expect(unreachable.message).not.toContain('hunter22');
    });
  });

  it('goes through the egress guard, which refuses loopback unless allowed', async () => {
    await server.createRepository('egress', { files: { 'a.md': 'x' } });
    const logger = createLogger('git-worker-test', 'silent');
    const refusing = createEgress({ ...EGRESS_DEFAULTS, allow: [], logger });
    const allowing = createEgress({ ...EGRESS_DEFAULTS, allow: ['127.0.0.1'], logger });
    try {
      await cache.use('org', '', async (gitdir) => {
        const refused = await caught(fetchBranch(openSession(gitdir, parseRemote(server.authenticatedUrl('egress')), gitHttpClient(refusing.dispatcher)), 'main'));
        expect(refused).toMatchObject({ code: 'EGRESS_REFUSED', retryable: false });
        expect(refused.message).not.toContain(server.password);
        const head = await fetchBranch(openSession(gitdir, parseRemote(server.authenticatedUrl('egress')), gitHttpClient(allowing.dispatcher)), 'main');
        expect(head).toBe(await server.head('egress'));
      });
    } finally {
      await Promise.all([refusing.close(), allowing.close()]);
    }
  });

  it('creates the branch in an empty repository', async () => {
    await server.createRepository('empty');
    await cache.use('org', '', async (gitdir) => {
      const git = session(gitdir, server.authenticatedUrl('empty'));
      expect(await fetchBranch(git, 'docs')).toBeUndefined();
      const first = await commitTree(git, { base: new Map(), writes: new Map([['README.md', bytes('# Hello\n')]]), deletes: new Set(), message: 'First export' });
      await pushCommit(git, first.oid, 'docs', false);
      expect(first.blobOids.get('README.md')).toMatch(/^[0-9a-f]{40}$/);
    });
    expect(await server.log('empty', 'docs')).toEqual([{ oid: expect.any(String), parents: [], author: 'Quire', subject: 'First export' }]);
    expect(Object.fromEntries([...(await server.files('empty', 'docs'))].map(([file, content]) => [file, content.toString()]))).toEqual({ 'README.md': '# Hello\n' });
  });

  it('commits nothing when the tree does not change, and keeps files it does not write', async () => {
    await server.createRepository('same', { files: { 'a.md': 'a', 'tools/run.sh': '#!/bin/sh\n', 'old.md': 'old' } });
    await cache.use('org', '', async (gitdir) => {
      const git = session(gitdir, server.authenticatedUrl('same'));
      const head = (await fetchBranch(git, 'main'))!;
      const { commit, tree } = await readCommitTree(git, head, () => false);
      expect(await commitTree(git, { base: tree, writes: new Map([['a.md', bytes('a')]]), deletes: new Set(), parent: commit, message: 'm' })).toMatchObject({ oid: head, changed: false });
      const next = await commitTree(git, { base: tree, writes: new Map([['a.md', bytes('b')]]), deletes: new Set(['old.md']), parent: commit, message: 'm' });
      expect(next.changed).toBe(true);
      await pushCommit(git, next.oid, 'main', false);
    });
    const files = await server.files('same');
    expect([...files.keys()].sort()).toEqual(['a.md', 'tools/run.sh']);
    expect(files.get('a.md')!.toString()).toBe('b');
  });

  it('refuses a non-fast-forward push unless forced', async () => {
    await server.createRepository('race', { files: { 'a.md': 'a' } });
    await cache.use('org', '', async (gitdir) => {
      const git = session(gitdir, server.authenticatedUrl('race'));
      const head = (await fetchBranch(git, 'main'))!;
      const { commit, tree } = await readCommitTree(git, head, () => false);
      const ours = await commitTree(git, { base: tree, writes: new Map([['a.md', bytes('ours')]]), deletes: new Set(), parent: commit, message: 'Ours' });
      // Someone pushes between our fetch and our push.
      const theirs = await server.commit('race', { files: { 'b.md': 'theirs' }, message: 'Theirs' });
      const refused = await caught(pushCommit(git, ours.oid, 'main', false));
      expect(refused).toMatchObject({ code: 'GIT_NON_FAST_FORWARD', retryable: false });
      expect(await server.head('race')).toBe(theirs);
      await pushCommit(git, ours.oid, 'main', true);
      expect(await server.head('race')).toBe(ours.oid);
    });
  });
});
