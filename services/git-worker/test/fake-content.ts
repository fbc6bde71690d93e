import { createHash } from 'node:crypto';
import { contentV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';
import type { Dispatcher } from 'undici';
import type { ContentClients } from '../src/clients/content';
import type { JobContext, JobRequestedEvent } from '../src/jobs/job';

/**
 * For the Git tests: an in-memory stand-in for content's SourceInternalService and
 * GitSyncInternalService with the semantics the handlers rely on (REPLACE keeps page and
 * file ids by key, `quire-import:` hrefs become `quire:` ones, idempotency keys, operations
 * that finish once). The real services are exercised by the end-to-end suite (tests/e2e).
 */
export class FakeContent {
  readonly organizationId = 'org-1';
  readonly spaceId = 'space-1';
  current: contentV1.ReadRevisionResponse = { revisionId: 'rev-0', git: undefined, pages: [], files: [], redirects: [], reusableContents: [] };
  readonly revisions = new Map<string, contentV1.ReadRevisionResponse>();
  readonly blobs = new Map<string, Buffer>();
  readonly writes: contentV1.WriteRevisionRequest[] = [];
  readonly completions: contentV1.CompleteGitOperationRequest[] = [];
  readonly operations = new Map<string, contentV1.GitOperation>();
  readonly putBlobCalls: string[] = [];
  private readonly written = new Map<string, contentV1.WriteRevisionResponse>();
  private readonly pageIdByKey = new Map<string, string>();
  private readonly fileIdByKey = new Map<string, string>();
  private readonly reusableIdByKey = new Map<string, string>();
  private sequence = 0;

  /** Sets the current revision; files are given with their bytes, which become blobs. */
  setRevision(
    pages: Omit<contentV1.ExportedPage, 'path'>[],
    files: (Omit<contentV1.ExportedFile, 'sha256' | 'size'> & { bytes: Uint8Array })[],
    redirects: contentV1.ExportedRedirect[] = [],
    reusableContents: contentV1.ExportedReusableContent[] = [],
  ): void {
    const exportedFiles = files.map(({ bytes, ...file }) => {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      this.blobs.set(sha256, Buffer.from(bytes));
      return { ...file, sha256, size: bytes.byteLength };
    });
    this.current = { revisionId: `rev-${++this.sequence}`, git: undefined, pages: pages.map((page) => ({ ...page, path: '' })), files: exportedFiles, redirects, reusableContents };
    this.revisions.set(this.current.revisionId, this.current);
  }

  addOperation(fields: Partial<contentV1.GitOperation> & Pick<contentV1.GitOperation, 'kind' | 'url'>): JobRequestedEvent {
    const id = `op-${++this.sequence}`;
    this.operations.set(id, {
      id,
      organizationId: this.organizationId,
      spaceId: this.spaceId,
      redactedUrl: '',
      ref: 'refs/heads/main',
      repoCacheId: '',
      repoTreeUrl: '',
      repoCommitUrl: '',
      repoProjectDirectory: '',
      timestamp: undefined,
      force: false,
      standalone: false,
      commitMessage: '',
      requestedBy: 'user-1',
      status: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_PENDING,
      createdAt: new Date(),
      completedAt: undefined,
      superseded: false,
      commitOid: '',
      revisionId: '',
      errorCode: '',
      errorMessage: '',
      ...fields,
    });
    return {
      jobId: id,
      kind: fields.kind === contentV1.GitOperationKind.GIT_OPERATION_KIND_IMPORT ? 'git-import' : 'git-export',
      organizationId: this.organizationId,
      spaceId: this.spaceId,
    };
  }

  private replaceHrefs(text: string): string {
    return text.replace(/quire-import:(page|file|reusable-content)\/([^\s)"'>#]+)/g, (match, kind: string, encoded: string) => {
      const key = decodeURIComponent(encoded);
      const id = (kind === 'page' ? this.pageIdByKey : kind === 'file' ? this.fileIdByKey : this.reusableIdByKey).get(key);
      // As content: a reusable content is named by its id alone (inside its block's JSON).
      return id ? (kind === 'reusable-content' ? id : `quire:${kind}/${id}`) : match;
    });
  }

  private writeRevision(request: contentV1.WriteRevisionRequest): contentV1.WriteRevisionResponse {
    this.writes.push(request);
    const previous = this.written.get(request.idempotencyKey);
    if (previous) return { ...previous, alreadyWritten: true };
    for (const page of request.pages) if (!this.pageIdByKey.has(page.key)) this.pageIdByKey.set(page.key, `page-${++this.sequence}`);
    for (const file of request.files) if (!this.fileIdByKey.has(file.key)) this.fileIdByKey.set(file.key, `file-${++this.sequence}`);
    for (const reusable of request.reusableContents ?? []) if (!this.reusableIdByKey.has(reusable.key)) this.reusableIdByKey.set(reusable.key, `reusable-${++this.sequence}`);
    for (const file of request.files) if (!this.blobs.has(file.sha256)) throw new ClientError('/WriteRevision', Status.INVALID_ARGUMENT, `files: no blob ${file.sha256}`);
    const revision: contentV1.ReadRevisionResponse = {
      revisionId: `rev-${++this.sequence}`,
      git: request.git,
      pages: request.pages.map((page) => ({
        id: this.pageIdByKey.get(page.key)!,
        parentId: page.parentKey ? this.pageIdByKey.get(page.parentKey)! : '',
        type: page.type,
        title: page.title,
        description: page.description,
        slug: page.slug,
        path: '',
        markdown: this.replaceHrefs(page.markdown),
        href: this.replaceHrefs(page.href),
        git: page.git,
      })),
      files: request.files.map((file) => ({
        id: this.fileIdByKey.get(file.key)!,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        git: file.git,
      })),
      redirects: (request.redirects ?? []).map((redirect) => ({ source: redirect.source, pageId: this.pageIdByKey.get(redirect.targetKey)! })),
      reusableContents: (request.reusableContents ?? []).map((reusable) => ({
        id: this.reusableIdByKey.get(reusable.key)!,
        title: reusable.title,
        markdown: this.replaceHrefs(reusable.markdown),
        git: reusable.git,
      })),
    };
    this.revisions.set(revision.revisionId, revision);
    if (request.target === contentV1.WriteTarget.WRITE_TARGET_MAIN) this.current = revision;
    const response = {
      revisionId: revision.revisionId,
      alreadyWritten: false,
      pageIds: Object.fromEntries(request.pages.map((page) => [page.key, this.pageIdByKey.get(page.key)!])),
      fileIds: Object.fromEntries(request.files.map((file) => [file.key, this.fileIdByKey.get(file.key)!])),
      reusableContentIds: Object.fromEntries((request.reusableContents ?? []).map((reusable) => [reusable.key, this.reusableIdByKey.get(reusable.key)!])),
    };
    this.written.set(request.idempotencyKey, response);
    return response;
  }

  clients(): ContentClients {
    const sources = {
      putFileBlob: async ({ data }: contentV1.PutFileBlobRequest) => {
        const sha256 = createHash('sha256').update(data).digest('hex');
        this.putBlobCalls.push(sha256);
        this.blobs.set(sha256, Buffer.from(data));
        return { sha256, size: data.byteLength };
      },
      getFileBlob: async ({ sha256 }: contentV1.GetFileBlobRequest) => {
        const data = this.blobs.get(sha256);
        if (!data) throw new ClientError('/GetFileBlob', Status.NOT_FOUND, 'no such blob');
        return { data };
      },
      writeRevision: async (request: contentV1.WriteRevisionRequest) => this.writeRevision(request),
      readRevision: async () => this.current,
    };
    const gitSync = {
      getGitOperation: async ({ id, organizationId }: contentV1.GetGitOperationRequest) => {
        const operation = this.operations.get(id);
        if (!operation || operation.organizationId !== organizationId) throw new ClientError('/GetGitOperation', Status.NOT_FOUND, 'no such operation');
        return { operation };
      },
      completeGitOperation: async (request: contentV1.CompleteGitOperationRequest) => {
        this.completions.push(request);
        const operation = this.operations.get(request.id)!;
        const status = {
          [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED]: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SUCCEEDED,
          [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED]: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_FAILED,
          [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED]: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SKIPPED,
        }[request.outcome as 1 | 2 | 3];
        Object.assign(operation, { status, commitOid: request.commitOid, revisionId: request.revisionId, errorCode: request.errorCode, errorMessage: request.errorMessage });
        return { operation, stateUpdated: status === contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SUCCEEDED, gitRevisionId: '' };
      },
    };
    return { sources, gitSync } as unknown as ContentClients;
  }
}

/** A JobContext for one delivery, its log lines kept in `logs`. */
export function testJobContext(
  job: JobRequestedEvent,
  content: FakeContent,
  dispatcher: Dispatcher,
  { attempt = 1, finalAttempt = false }: { attempt?: number; finalAttempt?: boolean } = {},
): { context: JobContext; logs: string[] } {
  const logs: string[] = [];
  const logger = createLogger('git-worker', 'debug', { write: (line: string) => void logs.push(line) });
  const context: JobContext = {
    jobId: job.jobId,
    organizationId: job.organizationId,
    spaceId: job.spaceId,
    attempt,
    finalAttempt,
    signal: new AbortController().signal,
    logger,
    egress: {
      dispatcher,
      fetch: async () => {
        throw new Error('Git jobs use the dispatcher, not fetch');
      },
    },
    content: content.clients(),
    heartbeat: () => undefined,
  };
  return { context, logs };
}
