import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isTransientError } from '@quire/shared';
import git, { type GitAuth, type HttpClient } from 'isomorphic-git';
import { type Dispatcher, request } from 'undici';
import { EgressError } from '../egress/egress';
import { toEgressError } from '../egress/guard';
import { redactSecrets } from '../egress/redact';
import { JobError } from '../jobs/job';
import { joinPath } from './paths';
import type { RepositoryTree, TreeEntry } from './tree';

/** A Git response larger than this (a pack) fails the operation: 1 GiB. */
export const MAX_GIT_RESPONSE_BYTES = 1024 * 1024 * 1024;
/** Bytes of blobs one tree read loads into memory. */
export const MAX_TREE_BLOB_BYTES = 768 * 1024 * 1024;
/** Time for one HTTP exchange with the Git server (headers, then the body between chunks). */
export const GIT_HTTP_TIMEOUT_MS = 120_000;

export const QUIRE_AUTHOR = { name: 'Quire', email: 'noreply@quire.invalid' };

/**
 * A repository URL split in two: `url` without credentials (what isomorphic-git and any log
 * or message sees) and the basic-auth credentials it carried (given to isomorphic-git only
 * through `onAuth`).
 */
export type GitRemote = {
  url: string;
  credentials?: { username: string; password: string };
};

/** Parses an http(s) repository URL. The error message never repeats the URL (it may hold credentials). */
export function parseRemote(raw: string): GitRemote {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new JobError('GIT_BAD_URL', 'The repository URL is not a valid URL.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new JobError('GIT_BAD_URL', 'The repository URL must use http or https.');
  }
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const credentials = parsed.username || parsed.password ? { username: decode(parsed.username), password: decode(parsed.password) } : undefined;
  parsed.username = '';
  parsed.password = '';
  parsed.hash = '';
  return { url: parsed.toString(), credentials };
}

/** `refs/heads/<branch>` → `<branch>`; anything else is refused. */
export function branchOf(ref: string): string {
  const match = /^refs\/heads\/(.+)$/.exec(ref);
  const branch = match?.[1];
  // git check-ref-format's rules, enough to refuse what would escape refs/heads/. Control
  // characters are among what git refuses, so the class names them.
  if (!branch || /(^|\/)\.|\.\.|[\x00-\x20~^:?*[\\\x7f]|@\{|\/$|\.lock$|\/\/|^@$/.test(branch)) {
    throw new JobError('GIT_BAD_REF', 'The ref must be "refs/heads/<branch>" with a valid branch name.');
  }
  return branch;
}

async function* limitedBody(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncIterableIterator<Uint8Array> {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > maxBytes) throw new JobError('GIT_TOO_LARGE', `The Git server sent more than ${maxBytes} bytes.`);
    yield chunk;
  }
}

/**
 * isomorphic-git's HTTP client plugin on an undici dispatcher (the egress guard's, so every
 * connection is checked and bounded). Redirects are not followed: a Git server that moved
 * answers 3xx, which fails the operation instead of sending credentials elsewhere.
 */
export function gitHttpClient(dispatcher: Dispatcher, options: { signal?: AbortSignal; maxResponseBytes?: number; timeoutMs?: number } = {}): HttpClient {
  const timeout = options.timeoutMs ?? GIT_HTTP_TIMEOUT_MS;
  return {
    async request({ url, method = 'GET', headers = {}, body }) {
      let payload: Buffer | undefined;
      if (body) {
        const chunks: Uint8Array[] = [];
        for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(chunk);
        payload = Buffer.concat(chunks);
      }
      const response = await request(url, {
        dispatcher,
        method: method as Dispatcher.HttpMethod,
        headers,
        body: payload,
        signal: options.signal,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      const responseHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return {
        url,
        method,
        statusCode: response.statusCode,
        statusMessage: STATUS_CODES[response.statusCode] ?? '',
        headers: responseHeaders,
        body: limitedBody(response.body, options.maxResponseBytes ?? MAX_GIT_RESPONSE_BYTES),
      };
    },
  };
}

/** Failures that say nothing of their cause (no HTTP status, no known Git error). */
const UNEXPLAINED_FAILURES = new Set(['GIT_FETCH_FAILED', 'GIT_PUSH_FAILED']);

/**
 * A bare repository whose `origin` has a fetch refspec but no URL: the URL is given to each
 * fetch and push, so nothing about the remote is written to disk.
 */
async function initRepository(gitdir: string): Promise<void> {
  await git.init({ fs, gitdir, bare: true, defaultBranch: 'main' });
  await git.setConfig({ fs, gitdir, path: 'remote.origin.fetch', value: '+refs/heads/*:refs/remotes/origin/*' });
}

/**
 * Local clones (bare Git directories) reused across operations on the same `repoCacheID`,
 * so a re-import fetches only what changed. The folder name is a hash of the organization and
 * the id (an id chosen by one organization never reaches another's clone); one operation at a
 * time per folder in this process.
 */
export class RepositoryCache {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(readonly directory: string = process.env.QUIRE_GIT_CACHE_DIR || path.join(os.tmpdir(), 'quire-git-cache')) {}

  /**
   * Runs `work` with a Git directory: the cached one for `repoCacheId`, or a temporary one
   * (removed afterwards) when there is no id.
   */
  async use<T>(organizationId: string, repoCacheId: string, work: (gitdir: string) => Promise<T>): Promise<T> {
    if (repoCacheId === '') {
      await mkdir(this.directory, { recursive: true });
      const gitdir = await mkdtemp(path.join(this.directory, 'once-'));
      try {
        await initRepository(gitdir);
        return await work(gitdir);
      } finally {
        await rm(gitdir, { recursive: true, force: true });
      }
    }
    const name = createHash('sha256').update(`${organizationId}\0${repoCacheId}`).digest('hex').slice(0, 40);
    const gitdir = path.join(this.directory, name);
    const previous = this.locks.get(gitdir) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(async () => {
      if (!fs.existsSync(path.join(gitdir, 'HEAD'))) {
        await mkdir(gitdir, { recursive: true });
        await initRepository(gitdir);
      }
      try {
        return await work(gitdir);
      } catch (error) {
        // A failure nobody understood may come from the clone itself (a write cut short):
        // the next attempt starts from an empty one. It is only a cache.
        if (!(error instanceof JobError) || UNEXPLAINED_FAILURES.has(error.code)) await rm(gitdir, { recursive: true, force: true });
        throw error;
      }
    });
    this.locks.set(gitdir, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(gitdir) === run) this.locks.delete(gitdir);
    }
  }
}

/** One operation's connection to a repository: where its objects are kept and how to reach it. */
export type GitSession = {
  gitdir: string;
  remote: GitRemote;
  http: HttpClient;
  /** isomorphic-git's object cache, shared by the calls of one operation (pack indexes are read once). */
  cache: object;
};

export function openSession(gitdir: string, remote: GitRemote, http: HttpClient): GitSession {
  return { gitdir, remote, http, cache: {} };
}

const authCallbacks = (remote: GitRemote) => ({
  onAuth: (): GitAuth => (remote.credentials ? { ...remote.credentials } : { cancel: true }),
  // Credentials that were refused once are refused again: stop instead of retrying.
  onAuthFailure: (): GitAuth => ({ cancel: true }),
});

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;
const errorData = (error: unknown) => (error as { data?: Record<string, unknown> } | null)?.data ?? {};

/**
 * Any failure of a Git exchange → a JobError with a code and a message written here, never
 * the library's (which may quote the server, and the server may quote the URL). `host` is
 * the credential-free host, the only part of the URL a message names.
 */
export function gitError(error: unknown, stage: 'fetch' | 'push', remote: GitRemote): JobError {
  if (error instanceof JobError) return error;
  const host = new URL(remote.url).host;
  const egress = toEgressError(error, remote.url);
  if (egress instanceof EgressError) {
    const retryable = egress.code === 'FETCH_TIMEOUT' || egress.code === 'FETCH_ERROR';
    return new JobError(egress.code, redactSecrets(egress.message), retryable);
  }
  const code = errorCode(error);
  const data = errorData(error);
  switch (code) {
    case 'UserCanceledError':
      return new JobError(
        'GIT_AUTH_FAILED',
        remote.credentials ? `${host} refused the credentials of the repository URL.` : `${host} requires credentials: put them in the repository URL.`,
      );
    case 'HttpError': {
      const status = Number(data.statusCode);
      if (status === 401 || status === 403) return new JobError('GIT_AUTH_FAILED', `${host} refused access to the repository (HTTP ${status}).`);
      if (status === 404) return new JobError('GIT_REPOSITORY_NOT_FOUND', `${host} has no such repository (HTTP 404).`);
      if (status >= 300 && status < 400) return new JobError('GIT_REPOSITORY_MOVED', `${host} redirected the request (HTTP ${status}); use the repository's current URL.`);
      return new JobError(stage === 'fetch' ? 'GIT_FETCH_FAILED' : 'GIT_PUSH_FAILED', `${host} answered HTTP ${status}.`, status >= 500 || status === 429);
    }
    case 'PushRejectedError':
      if (data.reason === 'not-fast-forward') {
        return new JobError('GIT_NON_FAST_FORWARD', 'The branch has commits the export is not based on; export again, or with force to overwrite them.');
      }
      return new JobError('GIT_PUSH_REJECTED', `${host} rejected the push (${String(data.reason ?? 'rejected')}).`);
    case 'GitPushError': {
      const details = JSON.stringify(data).toLowerCase();
      if (details.includes('non-fast-forward') || details.includes('fetch first') || details.includes('failed to lock')) {
        return new JobError('GIT_NON_FAST_FORWARD', 'The branch moved while the export was pushed; export again, or with force to overwrite it.');
      }
      return new JobError('GIT_PUSH_REJECTED', `${host} rejected the push.`);
    }
    case 'SmartHttpError':
    case 'UnknownTransportError':
    case 'RemoteCapabilityError':
    case 'EmptyServerResponseError':
    case 'ParseError':
      return new JobError(stage === 'fetch' ? 'GIT_FETCH_FAILED' : 'GIT_PUSH_FAILED', `${host} did not answer as a Git smart-HTTP server.`);
  }
  if ((error as Error | null)?.name === 'AbortError' || code === 'UND_ERR_ABORTED') {
    return new JobError('GIT_ABORTED', 'The Git operation was stopped.', true);
  }
  if (typeof code === 'string' && (code.startsWith('UND_ERR') || /^E[A-Z]+$/.test(code))) {
    // Only a network failure known to pass is worth fetching again (docs/outside-sources.md "Failures").
    return new JobError(stage === 'fetch' ? 'GIT_FETCH_FAILED' : 'GIT_PUSH_FAILED', `Could not reach ${host} (${code}).`, isTransientError(error));
  }
  return new JobError(stage === 'fetch' ? 'GIT_FETCH_FAILED' : 'GIT_PUSH_FAILED', `The Git ${stage} from ${host} failed.`, isTransientError(error));
}

/**
 * Fetches `refs/heads/<branch>` with depth 1 into the session's Git directory. Answers the
 * commit, or undefined when the repository has no such branch (an empty repository included).
 */
export async function fetchBranch(session: GitSession, branch: string): Promise<string | undefined> {
  const ref = `refs/heads/${branch}`;
  let fetchHead: string | null;
  try {
    ({ fetchHead } = await git.fetch({
      fs,
      http: session.http,
      gitdir: session.gitdir,
      cache: session.cache,
      url: session.remote.url,
      ref,
      remoteRef: ref,
      singleBranch: true,
      depth: 1,
      tags: false,
      ...authCallbacks(session.remote),
    }));
  } catch (error) {
    if (errorCode(error) === 'NotFoundError') return undefined;
    throw gitError(error, 'fetch', session.remote);
  }
  if (!fetchHead) return undefined;
  // The local branch is what the next fetch says it has: only new objects come then.
  await git.writeRef({ fs, gitdir: session.gitdir, ref, value: fetchHead, force: true });
  return fetchHead;
}

export type CommitSummary = { oid: string; message: string; treeOid: string };

/**
 * A commit's files: every blob path with its oid and mode, and the bytes of those `wantBlob`
 * selects. Symlinks and submodules are listed, never read or followed.
 */
export async function readCommitTree(
  session: GitSession,
  commitOid: string,
  wantBlob: (path: string) => boolean,
): Promise<{ commit: CommitSummary; tree: Map<string, TreeEntry> }> {
  const { commit } = await git.readCommit({ fs, gitdir: session.gitdir, oid: commitOid, cache: session.cache });
  const tree = new Map<string, TreeEntry>();
  let loaded = 0;
  const walk = async (treeOid: string, prefix: string): Promise<void> => {
    const { tree: entries } = await git.readTree({ fs, gitdir: session.gitdir, oid: treeOid, cache: session.cache });
    for (const entry of entries) {
      const entryPath = joinPath(prefix, entry.path);
      if (entry.type === 'tree') {
        await walk(entry.oid, entryPath);
      } else if (entry.type === 'blob' || entry.type === 'commit') {
        const item: TreeEntry = { oid: entry.oid, mode: entry.mode };
        if (entry.type === 'blob' && (entry.mode === '100644' || entry.mode === '100755') && wantBlob(entryPath)) {
          const { blob } = await git.readBlob({ fs, gitdir: session.gitdir, oid: entry.oid, cache: session.cache });
          loaded += blob.byteLength;
          if (loaded > MAX_TREE_BLOB_BYTES) throw new JobError('GIT_TOO_LARGE', `The repository's documentation files exceed ${MAX_TREE_BLOB_BYTES} bytes.`);
          item.bytes = blob;
        }
        tree.set(entryPath, item);
      }
    }
  };
  try {
    await walk(commit.tree, '');
  } catch (error) {
    // A tree entry such as `.git` or `..`: no attempt can read this commit.
    if (errorCode(error) === 'UnsafeFilepathError') {
      const entry = String(errorData(error).filepath ?? '');
      throw new JobError('GIT_UNSAFE_PATH', `The repository has a file or folder named "${entry}", which Git refuses to read; remove it from the branch.`);
    }
    throw error;
  }
  return { commit: { oid: commitOid, message: commit.message, treeOid: commit.tree }, tree };
}

type TreeWrite = { mode: string; path: string; oid: string; type: 'blob' | 'tree' | 'commit' };

/**
 * Writes `base` with `writes` applied and `deletes` removed as a commit on `parent` (none for
 * an empty repository). Answers the commit and every written blob's oid; `changed` is false
 * when the tree is the parent's (then no commit is written and `oid` is the parent's).
 */
export async function commitTree(
  session: GitSession,
  options: {
    base: RepositoryTree;
    writes: ReadonlyMap<string, Uint8Array>;
    deletes: ReadonlySet<string>;
    parent?: CommitSummary;
    message: string;
    now?: Date;
  },
): Promise<{ oid: string; changed: boolean; blobOids: Map<string, string> }> {
  const { gitdir } = session;
  const files = new Map<string, { oid: string; mode: string }>();
  for (const [filePath, entry] of options.base) if (!options.deletes.has(filePath) && !options.writes.has(filePath)) files.set(filePath, entry);
  const blobOids = new Map<string, string>();
  for (const [filePath, bytes] of options.writes) {
    const oid = await git.writeBlob({ fs, gitdir, blob: bytes });
    blobOids.set(filePath, oid);
    files.set(filePath, { oid, mode: options.base.get(filePath)?.mode === '100755' ? '100755' : '100644' });
  }

  // Folder → its entries; then each folder's tree, deepest first.
  const folders = new Map<string, TreeWrite[]>([['', []]]);
  const entriesOf = (folder: string) => {
    let entries = folders.get(folder);
    if (!entries) {
      entries = [];
      folders.set(folder, entries);
      const slash = folder.lastIndexOf('/');
      entriesOf(slash < 0 ? '' : folder.slice(0, slash)).push({ mode: '040000', path: folder.slice(slash + 1), oid: '', type: 'tree' });
    }
    return entries;
  };
  for (const [filePath, { oid, mode }] of files) {
    const slash = filePath.lastIndexOf('/');
    entriesOf(slash < 0 ? '' : filePath.slice(0, slash)).push({ mode, path: filePath.slice(slash + 1), oid, type: mode === '160000' ? 'commit' : 'blob' });
  }
  const treeOids = new Map<string, string>();
  for (const folder of [...folders.keys()].sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? 1 : -1))) {
    const entries = folders.get(folder)!.map((entry) =>
      entry.type === 'tree' ? { ...entry, oid: treeOids.get(folder === '' ? entry.path : `${folder}/${entry.path}`)! } : entry,
    );
    treeOids.set(folder, await git.writeTree({ fs, gitdir, tree: entries }));
  }
  const treeOid = treeOids.get('')!;
  if (options.parent && options.parent.treeOid === treeOid) return { oid: options.parent.oid, changed: false, blobOids };

  const when = options.now ?? new Date();
  const signature = { ...QUIRE_AUTHOR, timestamp: Math.floor(when.getTime() / 1000), timezoneOffset: 0 };
  const oid = await git.writeCommit({
    fs,
    gitdir,
    commit: { message: options.message.endsWith('\n') ? options.message : `${options.message}\n`, tree: treeOid, parent: options.parent ? [options.parent.oid] : [], author: signature, committer: signature },
  });
  return { oid, changed: true, blobOids };
}

/** Pushes `commitOid` to `refs/heads/<branch>`; a non-fast-forward only with `force`. */
export async function pushCommit(session: GitSession, commitOid: string, branch: string, force: boolean): Promise<void> {
  const localRef = 'refs/quire/export';
  await git.writeRef({ fs, gitdir: session.gitdir, ref: localRef, value: commitOid, force: true });
  try {
    await git.push({
      fs,
      http: session.http,
      gitdir: session.gitdir,
      cache: session.cache,
      url: session.remote.url,
      ref: localRef,
      remoteRef: `refs/heads/${branch}`,
      force,
      ...authCallbacks(session.remote),
    });
  } catch (error) {
    throw gitError(error, 'push', session.remote);
  }
  await git.writeRef({ fs, gitdir: session.gitdir, ref: `refs/heads/${branch}`, value: commitOid, force: true });
}
