import { contentV1 } from '@quire/proto';
import type { ImportRunPageStatus, ImportRunStatus } from '../generated/prisma/enums';
import type { ImportRunPageRow, ImportRunRow } from './queries';

const { ContentImportRunStatus, ImportRunPageStatus: ProtoPageStatus } = contentV1;

const STATUS_TO_PROTO: Record<ImportRunStatus, contentV1.ContentImportRunStatus> = {
  pending: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING,
  in_progress: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS,
  completed: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED,
  failed: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED,
  cancelled: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED,
};

export const presentImportRunStatus = (status: ImportRunStatus): contentV1.ContentImportRunStatus => STATUS_TO_PROTO[status];

const PAGE_STATUS_FROM_PROTO: Partial<Record<contentV1.ImportRunPageStatus, ImportRunPageStatus>> = {
  [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED]: 'imported',
  [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_FAILED]: 'failed',
  [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_SKIPPED]: 'skipped',
};

/** A page record's status from the worker; undefined for UNSPECIFIED or an unknown value. */
export const pageStatusFromProto = (status: contentV1.ImportRunPageStatus): ImportRunPageStatus | undefined => PAGE_STATUS_FROM_PROTO[status];

/**
 * GitBook "ContentImportRun": `pages` lists the imported pages (the page id, and the source
 * URL for websites); Quire adds `skippedPages` (what was not imported, with a code and a
 * reason) and `error` for a failed run. `completedAt` only for a completed run, as the
 * contract describes it.
 */
export function presentImportRun(run: ImportRunRow, pages: readonly ImportRunPageRow[]): contentV1.ContentImportRun {
  const fromWebsite = run.sourceType === 'website';
  return {
    id: run.id,
    status: presentImportRunStatus(run.status),
    startedAt: run.startedAt ?? undefined,
    completedAt: run.status === 'completed' ? (run.finishedAt ?? undefined) : undefined,
    pages: pages.flatMap((page) =>
      page.status === 'imported' && page.pageId ? [{ id: page.pageId, sourceUrl: fromWebsite ? page.sourceKey : undefined }] : [],
    ),
    skippedPages: pages.flatMap((page) =>
      page.status === 'imported'
        ? []
        : [
            {
              sourceUrl: fromWebsite ? page.sourceKey : undefined,
              file: fromWebsite ? undefined : page.sourceKey,
              code: page.errorCode ?? '',
              message: page.errorMessage ?? '',
            },
          ],
    ),
    error: run.status === 'failed' && run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? '' } : undefined,
  };
}
