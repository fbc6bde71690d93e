import { createHash } from 'node:crypto';
import { contentV1 } from '@quire/proto';
import { classifyFailure } from '../jobs/errors';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from '../jobs/job';
import { layoutWantsBlob, readLayout, type LayoutFile, type LayoutPage } from './layout-read';
import { writeLayout, type ExportFile } from './layout-write';
import { basename, extension, isUnder, normalizePath } from './paths';
import {
  branchOf,
  commitTree,
  fetchBranch,
  gitHttpClient,
  openSession,
  parseRemote,
  pushCommit,
  readCommitTree,
  RepositoryCache,
  type GitRemote,
  type GitSession,
} from './transport';

const { GitOperationKind, GitOperationOutcome, GitOperationStatus, PageType, WriteMode, WriteTarget } = contentV1;

/** Content keeps at most this much of a commit message. */
const MAX_COMMIT_MESSAGE = 65_536;
/** Blobs sent to or read from content at the same time. */
const BLOB_CONCURRENCY = 4;
/** Warnings of a layout written to the job's log (the count is always logged). */
const LOGGED_WARNINGS = 20;

const PAGE_TYPES: Record<LayoutPage['type'], contentV1.PageType> = {
  document: PageType.PAGE_TYPE_DOCUMENT,
  group: PageType.PAGE_TYPE_GROUP,
  link: PageType.PAGE_TYPE_LINK,
};

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * The credentials of the URL removed from free text once more, whatever produced it: the
 * last guard before a message reaches content, a log line or a client.
 */
function withoutCredentials(text: string, remote: GitRemote | undefined): string {
  let clean = text;
  for (const secret of [remote?.credentials?.password, remote?.credentials?.username]) {
    if (secret && secret.length >= 3) clean = clean.split(secret).join('***');
  }
  return clean;
}

type Operation = contentV1.GitOperation;

async function loadOperation(job: JobRequestedEvent, context: JobContext, kind: contentV1.GitOperationKind): Promise<Operation | undefined> {
  const { operation } = await context.content.gitSync.getGitOperation({ id: job.jobId, organizationId: job.organizationId });
  if (!operation) throw new JobError('GIT_OPERATION_NOT_FOUND', `There is no Git operation ${job.jobId}.`);
  if (operation.kind !== kind) throw new JobError('GIT_OPERATION_KIND', `Git operation ${job.jobId} is not an ${kind === GitOperationKind.GIT_OPERATION_KIND_IMPORT ? 'import' : 'export'}.`);
  if (operation.status !== GitOperationStatus.GIT_OPERATION_STATUS_PENDING) {
    // A redelivered job whose outcome content already has: nothing left to do.
    context.logger.info({ operationId: operation.id, status: GitOperationStatus[operation.status] }, 'Git operation already finished');
    return undefined;
  }
  if (operation.superseded) {
    await context.content.gitSync.completeGitOperation({
      id: operation.id,
      organizationId: operation.organizationId,
      outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED,
      errorCode: 'SUPERSEDED',
      errorMessage: 'A newer Git operation was already applied to this space.',
    });
    context.logger.info({ operationId: operation.id }, 'Git operation superseded, skipped');
    return undefined;
  }
  return operation;
}

/**
 * Runs one Git operation: its failure is recorded in content when no delivery follows
 * (a final error, or the last attempt), then rethrown for the queue.
 */
async function runOperation(
  job: JobRequestedEvent,
  context: JobContext,
  kind: contentV1.GitOperationKind,
  work: (operation: Operation, remote: GitRemote) => Promise<void>,
): Promise<void> {
  const operation = await loadOperation(job, context, kind);
  if (!operation) return;
  let remote: GitRemote | undefined;
  try {
    remote = parseRemote(operation.url);
    await work(operation, remote);
  } catch (error) {
    const failure = classifyFailure(error);
    const message = withoutCredentials(failure.message, remote);
    context.logger.warn({ operationId: operation.id, url: operation.redactedUrl, code: failure.code, retryable: failure.retryable }, `Git operation failed: ${message}`);
    if (!failure.retryable || context.finalAttempt) {
      await context.content.gitSync.completeGitOperation({
        id: operation.id,
        organizationId: operation.organizationId,
        outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED,
        errorCode: failure.code,
        errorMessage: message,
      });
    }
    throw new JobError(failure.code, message, failure.retryable);
  }
}

export type GitHandlerOptions = {
  cache?: RepositoryCache;
  /** The commit time of exports (tests); default now. */
  now?: () => Date;
};

function sessionFor(context: JobContext, gitdir: string, remote: GitRemote): GitSession {
  return openSession(gitdir, remote, gitHttpClient(context.egress.dispatcher, { signal: context.signal }));
}

const commitUrl = (operation: Operation, oid: string) => (operation.repoCommitUrl ? `${operation.repoCommitUrl.replace(/\/+$/, '')}/${oid}` : undefined);

/**
 * `git-import`: fetches the ref, reads the GitBook layout (under the project directory),
 * stores the files, and writes the pages, files and `.gitbook.yaml` redirects as one revision
 * (REPLACE: pages keep their ids by path). The idempotency key is the operation and the commit, so a redelivered
 * job writes nothing twice.
 */
export function createGitImportHandler({ cache = new RepositoryCache() }: GitHandlerOptions = {}): JobHandler {
  return (job, context) =>
    runOperation(job, context, GitOperationKind.GIT_OPERATION_KIND_IMPORT, async (operation, remote) => {
      const branch = branchOf(operation.ref);
      const projectDirectory = normalizePath(operation.repoProjectDirectory) ?? '';
      const { organizationId, spaceId } = operation;
      const { commit, layout } = await cache.use(organizationId, operation.repoCacheId, async (gitdir) => {
        const session = sessionFor(context, gitdir, remote);
        const head = await fetchBranch(session, branch);
        if (!head) throw new JobError('GIT_REF_NOT_FOUND', `The repository has no branch "${branch}".`);
        context.heartbeat();
        const { commit, tree } = await readCommitTree(session, head, (path) => layoutWantsBlob(path, projectDirectory));
        return { commit, layout: readLayout(tree, { projectDirectory, repoTreeUrl: operation.repoTreeUrl || undefined }) };
      });
      context.heartbeat();
      context.signal.throwIfAborted();
      context.logger.info(
        {
          operationId: operation.id,
          url: operation.redactedUrl,
          ref: operation.ref,
          commit: commit.oid,
          pages: layout.pages.length,
          files: layout.files.length,
          reusableContents: layout.reusableContents.length,
          warnings: layout.warnings.length,
        },
        'Git repository read',
      );
      for (const warning of layout.warnings.slice(0, LOGGED_WARNINGS)) context.logger.info({ operationId: operation.id }, `Git layout: ${warning}`);

      const files = await storeFiles(context, organizationId, spaceId, layout.files);
      const written = await context.content.sources.writeRevision({
        organizationId,
        spaceId,
        idempotencyKey: `git-import:${operation.id}:${commit.oid}`,
        target: operation.standalone ? WriteTarget.WRITE_TARGET_STANDALONE : WriteTarget.WRITE_TARGET_MAIN,
        changeRequestId: '',
        mode: WriteMode.WRITE_MODE_REPLACE,
        parentPageId: '',
        pages: layout.pages.map((page) => ({
          key: page.key,
          parentKey: page.parentKey,
          type: PAGE_TYPES[page.type],
          title: page.title,
          description: page.description,
          slug: page.slug,
          markdown: page.markdown,
          href: page.href,
          git: page.git,
        })),
        files,
        redirects: layout.redirects.map((redirect) => ({ source: redirect.from, targetKey: redirect.pageKey })),
        reusableContents: layout.reusableContents.map((reusable) => ({ key: reusable.key, title: reusable.title, markdown: reusable.markdown, git: reusable.git })),
        git: {
          oid: commit.oid,
          message: commit.message.slice(0, MAX_COMMIT_MESSAGE),
          createdByGitBook: false,
          ...(commitUrl(operation, commit.oid) ? { url: commitUrl(operation, commit.oid) } : {}),
          ref: operation.ref,
        },
        actingUserId: operation.requestedBy,
      });
      await context.content.gitSync.completeGitOperation({
        id: operation.id,
        organizationId,
        outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED,
        commitOid: commit.oid,
        revisionId: written.revisionId,
      });
      context.logger.info({ operationId: operation.id, commit: commit.oid, revisionId: written.revisionId, alreadyWritten: written.alreadyWritten }, 'Git import written');
    });
}

/** PutFileBlob for each distinct content (a file listed twice is sent once). */
async function storeFiles(context: JobContext, organizationId: string, spaceId: string, files: readonly LayoutFile[]): Promise<contentV1.ImportedFile[]> {
  const byHash = new Map<string, Uint8Array>();
  const hashes = files.map((file) => {
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    byHash.set(hash, file.bytes);
    return hash;
  });
  const stored = new Map<string, { sha256: string; size: number }>();
  await inPool([...byHash], BLOB_CONCURRENCY, async ([hash, bytes], index) => {
    const { sha256, size } = await context.content.sources.putFileBlob({ organizationId, spaceId, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    stored.set(hash, { sha256, size });
    if (index % 20 === 19) context.heartbeat();
  });
  return files.map((file, index) => ({
    key: file.key,
    name: file.name,
    contentType: file.contentType,
    sha256: stored.get(hashes[index])!.sha256,
    size: stored.get(hashes[index])!.size,
    git: file.git,
  }));
}

/**
 * `git-export`: reads the space's current revision and its files, writes them in GitBook's
 * layout over the branch's tree (its `.gitbook.yaml` honoured, files outside the layout
 * kept), commits with the operation's message and pushes, a non-fast-forward only with
 * `force`. An export that changes nothing pushes nothing and reports the branch's commit.
 */
export function createGitExportHandler({ cache = new RepositoryCache(), now = () => new Date() }: GitHandlerOptions = {}): JobHandler {
  return (job, context) =>
    runOperation(job, context, GitOperationKind.GIT_OPERATION_KIND_EXPORT, async (operation, remote) => {
      const branch = branchOf(operation.ref);
      const projectDirectory = normalizePath(operation.repoProjectDirectory) ?? '';
      const { organizationId, spaceId } = operation;
      const revision = await context.content.sources.readRevision({ organizationId, spaceId, revisionId: '' });
      const files = await readFiles(context, organizationId, spaceId, revision.files);
      context.heartbeat();

      const result = await cache.use(organizationId, operation.repoCacheId, async (gitdir) => {
        const session = sessionFor(context, gitdir, remote);
        const head = await fetchBranch(session, branch);
        const existing = head
          ? await readCommitTree(session, head, (path) => isUnder(path, projectDirectory) && (extension(path) === 'md' || basename(path) === '.gitbook.yaml'))
          : undefined;
        context.heartbeat();
        const layout = writeLayout(revision.pages, files, {
          projectDirectory,
          existing: existing?.tree,
          redirects: revision.redirects,
          reusableContents: revision.reusableContents,
        });
        for (const warning of layout.warnings.slice(0, LOGGED_WARNINGS)) context.logger.info({ operationId: operation.id }, `Git layout: ${warning}`);
        const commit = await commitTree(session, {
          base: existing?.tree ?? new Map(),
          writes: layout.writes,
          deletes: layout.deletes,
          parent: existing?.commit,
          message: operation.commitMessage,
          now: now(),
        });
        if (commit.changed) await pushCommit(session, commit.oid, branch, operation.force);
        return { layout, commit };
      });

      const blob = (id: string, path: string | undefined) =>
        path !== undefined && result.commit.blobOids.has(path) ? [{ id, oid: result.commit.blobOids.get(path)!, path }] : [];
      await context.content.gitSync.completeGitOperation({
        id: operation.id,
        organizationId,
        outcome: GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED,
        commitOid: result.commit.oid,
        revisionId: revision.revisionId,
        pages: revision.pages.flatMap((page) => blob(page.id, result.layout.pagePaths.get(page.id))),
        files: revision.files.flatMap((file) => blob(file.id, result.layout.filePaths.get(file.id))),
      });
      context.logger.info(
        { operationId: operation.id, url: operation.redactedUrl, ref: operation.ref, commit: result.commit.oid, pushed: result.commit.changed, revisionId: revision.revisionId },
        result.commit.changed ? 'Git export pushed' : 'Git export had nothing to change',
      );
    });
}

/** GetFileBlob for each distinct hash of the revision's files. */
async function readFiles(context: JobContext, organizationId: string, spaceId: string, files: readonly contentV1.ExportedFile[]): Promise<ExportFile[]> {
  const hashes = [...new Set(files.map((file) => file.sha256))];
  const bytes = new Map<string, Uint8Array>();
  await inPool(hashes, BLOB_CONCURRENCY, async (sha256, index) => {
    const { data } = await context.content.sources.getFileBlob({ organizationId, spaceId, sha256 });
    bytes.set(sha256, data);
    if (index % 20 === 19) context.heartbeat();
  });
  return files.map((file) => ({ id: file.id, name: file.name, git: file.git, bytes: bytes.get(file.sha256)! }));
}

let defaultCache: RepositoryCache | undefined;
const sharedCache = () => (defaultCache ??= new RepositoryCache());

/** The worker's handlers, sharing one repository cache (QUIRE_GIT_CACHE_DIR). */
export const gitImportHandler: JobHandler = (job, context) => createGitImportHandler({ cache: sharedCache() })(job, context);
export const gitExportHandler: JobHandler = (job, context) => createGitExportHandler({ cache: sharedCache() })(job, context);
