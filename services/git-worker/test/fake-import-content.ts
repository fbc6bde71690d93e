import { createHash } from 'node:crypto';
import { contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';
import type { ContentClients } from '../src/clients/content';

const { ContentImportRunStatus: RunStatus } = contentV1;

/**
 * Content's side of an import as the worker sees it, in memory, for the worker's tests: one
 * run (with content's status rules: a cancelled run stays cancelled, a finished one refuses
 * another status), a blob store, and WriteRevision idempotent per key.
 */
export class FakeImportContent {
  job: contentV1.ImportRunJob;
  readonly progress: contentV1.RecordImportRunProgressRequest[] = [];
  readonly writes: contentV1.WriteRevisionRequest[] = [];
  readonly blobs = new Map<string, Buffer>();
  /** Page records by key, as content keeps them. */
  readonly records = new Map<string, contentV1.ImportRunPageRecord>();
  private readonly written = new Map<string, contentV1.WriteRevisionResponse>();
  /** Failures to answer once, by rpc name. */
  readonly failNext = new Map<string, ClientError>();

  constructor(job: Partial<contentV1.ImportRunJob> = {}) {
    this.job = {
      id: newId(),
      organizationId: newId(),
      spaceId: newId(),
      changeRequestId: '',
      pageId: '',
      websiteUrl: '',
      files: [],
      status: RunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING,
      actingUserId: newId(),
      ...job,
    };
  }

  /** Stores a file of the target (for file sources): its blob and its job entry. */
  addFile(name: string, contentType: string, data: Buffer | string): contentV1.ImportRunJobFile {
    const bytes = Buffer.from(data);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    this.blobs.set(sha256, bytes);
    const file = { id: newId(), name, contentType, sha256, size: bytes.length };
    this.job.files.push(file);
    return file;
  }

  cancel(): void {
    this.job.status = RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED;
  }

  private failure(rpc: string): void {
    const error = this.failNext.get(rpc);
    if (error) {
      this.failNext.delete(rpc);
      throw error;
    }
  }

  clients(): ContentClients {
    const importRuns = {
      getImportRunJob: async (request: contentV1.GetImportRunJobRequest) => {
        this.failure('getImportRunJob');
        if (request.importRunId !== this.job.id || request.organizationId !== this.job.organizationId) throw new ClientError('/GetImportRunJob', Status.NOT_FOUND, 'Import run not found');
        return { job: structuredClone(this.job) };
      },
      recordImportRunProgress: async (request: contentV1.RecordImportRunProgressRequest) => {
        this.failure('recordImportRunProgress');
        this.progress.push(request);
        const current = this.job.status;
        const finished = current === RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED || current === RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED;
        if (finished && current !== request.status) throw new ClientError('/RecordImportRunProgress', Status.FAILED_PRECONDITION, 'The import run has already finished');
        for (const page of request.pages) this.records.set(page.sourceUrl || page.fileId, page);
        if (current !== RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED) this.job.status = request.status;
        return { status: this.job.status };
      },
    };
    const sources = {
      putFileBlob: async (request: contentV1.PutFileBlobRequest) => {
        this.failure('putFileBlob');
        const bytes = Buffer.from(request.data);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        this.blobs.set(sha256, bytes);
        return { sha256, size: bytes.length };
      },
      getFileBlob: async (request: contentV1.GetFileBlobRequest) => {
        const data = this.blobs.get(request.sha256);
        if (!data) throw new ClientError('/GetFileBlob', Status.NOT_FOUND, 'No such blob');
        return { data };
      },
      writeRevision: async (request: contentV1.WriteRevisionRequest) => {
        this.failure('writeRevision');
        const previous = this.written.get(request.idempotencyKey);
        if (previous) return { ...previous, alreadyWritten: true };
        this.writes.push(request);
        const response = {
          revisionId: newId(),
          alreadyWritten: false,
          pageIds: Object.fromEntries(request.pages.map((page) => [page.key, newId()])),
          fileIds: Object.fromEntries(request.files.map((file) => [file.key, newId()])),
          reusableContentIds: Object.fromEntries((request.reusableContents ?? []).map((reusable) => [reusable.key, newId()])),
        };
        this.written.set(request.idempotencyKey, response);
        return response;
      },
    };
    return { importRuns, sources } as unknown as ContentClients;
  }
}
