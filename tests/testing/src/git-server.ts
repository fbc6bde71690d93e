import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's git ships the smart-HTTP CGI here. */
export const GIT_HTTP_BACKEND = process.env.GIT_HTTP_BACKEND ?? '/usr/lib/git-core/git-http-backend';

export type TestGitServerOptions = {
  username?: string;
  password?: string;
};

/** One request the server answered (never its Authorization header). */
export type TestGitRequest = { method: string; path: string; status: number; authenticated: boolean };

export type TestGitServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  username: string;
  password: string;
  /** Folder holding the bare repositories. */
  root: string;
  requests: TestGitRequest[];
  /** A bare repository; with `files`, one commit holding them on `branch` (default `main`). */
  createRepository(name: string, options?: { files?: Record<string, string | Uint8Array>; branch?: string; message?: string }): Promise<void>;
  /** The repository's URL without credentials. */
  url(name: string): string;
  /** The repository's URL with the server's credentials (`http://user:pass@...`). */
  authenticatedUrl(name: string): string;
  /**
   * Commits `files` on top of `branch` (created when missing) straight into the bare
   * repository, as another Git user would; `remove` deletes paths. Answers the new commit.
   */
  commit(name: string, options: { files?: Record<string, string | Uint8Array>; remove?: string[]; branch?: string; message?: string }): Promise<string>;
  /** The commit `branch` points at; undefined when there is no such branch. */
  head(name: string, branch?: string): Promise<string | undefined>;
  /** Every file of `branch`'s tree (path → bytes). */
  files(name: string, branch?: string): Promise<Map<string, Buffer>>;
  /** `git log --format=%H %P %s` of `branch`, newest first. */
  log(name: string, branch?: string): Promise<{ oid: string; parents: string[]; subject: string; author: string }[]>;
  stop(): Promise<void>;
};

/** Git with no user or system configuration, so the machine's settings cannot change what the tests see. */
function gitEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@example.com',
    GIT_COMMITTER_NAME: 'Test Author',
    GIT_COMMITTER_EMAIL: 'author@example.com',
  };
}

/**
 * A real Git smart-HTTP server for tests: `git http-backend` behind a Node HTTP server on
 * 127.0.0.1 that requires basic auth for every request (fetch and push). Repositories are
 * bare repositories in a temporary folder, removed by `stop()`.
 */
export async function startTestGitServer(options: TestGitServerOptions = {}): Promise<TestGitServer> {
  const username = options.username ?? 'quire-test';
  const password = options.password ?? `s3cret-${Math.random().toString(36).slice(2)}`;
  const root = await mkdtemp(path.join(os.tmpdir(), 'quire-git-server-'));
  const home = path.join(root, '.home');
  await mkdir(home);
  const env = gitEnv(home);
  const git = (args: string[], cwd?: string) => run('git', args, { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const requests: TestGitRequest[] = [];

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const authenticated = request.headers.authorization === expected;
    const record = (status: number) => requests.push({ method: request.method ?? 'GET', path: url.pathname, status, authenticated });
    if (!authenticated) {
      record(401);
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="quire-test"', 'Content-Type': 'text/plain' });
      response.end('authentication required');
      return;
    }
    const backend = spawn(GIT_HTTP_BACKEND, [], {
      env: {
        ...env,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        ...(request.headers['content-length'] ? { CONTENT_LENGTH: request.headers['content-length'] } : {}),
        ...(request.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] } : {}),
        ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
        REMOTE_USER: username,
        REMOTE_ADDR: '127.0.0.1',
      },
    });
    request.pipe(backend.stdin);
    backend.stdin.on('error', () => undefined);
    let head = Buffer.alloc(0);
    let headersDone = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        response.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else headers[name] = value;
      }
      record(status);
      response.writeHead(status, headers);
      response.write(head.subarray(end + 4));
    });
    backend.on('close', () => {
      if (!headersDone) {
        record(500);
        response.writeHead(500).end();
      } else {
        response.end();
      }
    });
    backend.stderr.resume();
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const bare = (name: string) => path.join(root, `${name}.git`);

  const withWorkTree = async <T>(name: string, branch: string, work: (dir: string) => Promise<T>): Promise<T> => {
    const dir = await mkdtemp(path.join(root, '.work-'));
    try {
      await git(['init', '-q', '-b', branch, dir]);
      const exists = await git(['-C', bare(name), 'rev-parse', '--verify', '-q', `refs/heads/${branch}`]).then(
        () => true,
        () => false,
      );
      if (exists) {
        await git(['-C', dir, 'fetch', '-q', bare(name), `refs/heads/${branch}:refs/remotes/origin/${branch}`]);
        await git(['-C', dir, 'reset', '-q', '--hard', `refs/remotes/origin/${branch}`]);
      }
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  const commit: TestGitServer['commit'] = async (name, { files = {}, remove = [], branch = 'main', message = 'Update' }) =>
    withWorkTree(name, branch, async (dir) => {
      for (const [file, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), content);
      }
      for (const file of remove) await git(['-C', dir, 'rm', '-q', '-r', '--', file]);
      await git(['-C', dir, 'add', '-A']);
      await git(['-C', dir, 'commit', '-q', '--allow-empty', '-m', message]);
      await git(['-C', dir, 'push', '-q', '--force', bare(name), `HEAD:refs/heads/${branch}`]);
      return (await git(['-C', dir, 'rev-parse', 'HEAD'])).stdout.toString().trim();
    });

  return {
    origin,
    username,
    password,
    root,
    requests,
    url: (name) => `${origin}/${name}.git`,
    authenticatedUrl: (name) => `http://${encodeURIComponent(username)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}.git`,
    async createRepository(name, { files, branch = 'main', message = 'Initial commit' } = {}) {
      await git(['init', '-q', '--bare', '-b', branch, bare(name)]);
      if (files) await commit(name, { files, branch, message });
    },
    commit,
    async head(name, branch = 'main') {
      try {
        return (await git(['-C', bare(name), 'rev-parse', '--verify', '-q', `refs/heads/${branch}`])).stdout.toString().trim();
      } catch {
        return undefined;
      }
    },
    async files(name, branch = 'main') {
      const listing = (await git(['-C', bare(name), 'ls-tree', '-r', '-z', `refs/heads/${branch}`])).stdout.toString('utf8');
      const files = new Map<string, Buffer>();
      for (const line of listing.split('\0').filter(Boolean)) {
        const [meta, file] = line.split('\t');
        const oid = meta.split(' ')[2];
        files.set(file, (await git(['-C', bare(name), 'cat-file', 'blob', oid])).stdout);
      }
      return files;
    },
    async log(name, branch = 'main') {
      const out = (await git(['-C', bare(name), 'log', '--format=%H%x09%P%x09%an%x09%s', `refs/heads/${branch}`])).stdout.toString('utf8');
      return out
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [oid, parents, author, subject] = line.split('\t');
          return { oid, parents: parents ? parents.split(' ') : [], author, subject };
        });
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await rm(root, { recursive: true, force: true });
    },
  };
}
