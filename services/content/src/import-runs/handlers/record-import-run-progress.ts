import { contentV1 } from '@quire/proto';
import { invalidArgument, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { importRunProgressRecorder, MAX_RUN_PAGE_RECORDS, type PageRecord, type ReportedStatus } from '../commands/import-run-progress-recorder';
import { pageStatusFromProto, presentImportRunStatus } from '../presenter';

const { ContentImportRunStatus } = contentV1;

const ZErrorCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an error code such as FETCH_TIMEOUT');
const ZErrorMessage = z.string().max(1000);

const ZRecordImportRunProgressRequest = z.object({
  organizationId: ZId,
  importRunId: ZId,
  status: ZEnumValue,
  pages: z
    .array(
      z.object({
        sourceUrl: z.string().max(2048),
        fileId: z.union([z.literal(''), ZId]),
        status: ZEnumValue,
        pageId: z.union([z.literal(''), ZId]),
        errorCode: z.union([z.literal(''), ZErrorCode]),
        errorMessage: ZErrorMessage,
      }),
    )
    .max(MAX_RUN_PAGE_RECORDS),
  errorCode: z.union([z.literal(''), ZErrorCode]),
  errorMessage: ZErrorMessage,
});

const REPORTED_STATUS: Partial<Record<contentV1.ContentImportRunStatus, ReportedStatus>> = {
  [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS]: 'in_progress',
  [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED]: 'completed',
  [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED]: 'failed',
};

function pageRecordOf(page: z.infer<typeof ZRecordImportRunProgressRequest>['pages'][number], index: number): PageRecord {
  const field = `pages.${index}`;
  if ((page.sourceUrl === '') === (page.fileId === '')) throw invalidArgument(`${field}: must have exactly one of sourceUrl and fileId`);
  const status = pageStatusFromProto(page.status);
  if (!status) throw invalidArgument(`${field}.status: must be imported, failed or skipped`);
  if (status === 'imported') {
    if (page.pageId === '') throw invalidArgument(`${field}.pageId: required for an imported page`);
    if (page.errorCode !== '') throw invalidArgument(`${field}.errorCode: only for a page that was not imported`);
  } else {
    if (page.errorCode === '') throw invalidArgument(`${field}.errorCode: required for a page that was not imported`);
    if (page.pageId !== '') throw invalidArgument(`${field}.pageId: only for an imported page`);
  }
  return {
    sourceKey: page.sourceUrl || page.fileId,
    fromWebsite: page.sourceUrl !== '',
    status,
    pageId: page.pageId || null,
    errorCode: page.errorCode || null,
    errorMessage: status === 'imported' ? null : page.errorMessage,
  };
}

/**
 * For the git-worker (no principal): the run's status (in progress, completed, failed) and
 * page records, which add to the recorded ones or replace the record of the same source.
 * Answers the status after recording: `cancelled` when a cancel came first (the pages are
 * recorded all the same, the status stays). A completed or failed run takes no other status
 * (FAILED_PRECONDITION); the same status again is a redelivered report and is accepted.
 */
export async function recordImportRunProgress(ctx: ContentContext, request: contentV1.RecordImportRunProgressRequest): Promise<contentV1.RecordImportRunProgressResponse> {
  const input = parseRequest(ZRecordImportRunProgressRequest, request);
  const status = REPORTED_STATUS[input.status as contentV1.ContentImportRunStatus];
  if (!status) throw invalidArgument('status: must be in-progress, completed or failed');
  if (status === 'failed' && input.errorCode === '') throw invalidArgument('errorCode: required for a failed run');
  if (status !== 'failed' && input.errorCode !== '') throw invalidArgument('errorCode: only for a failed run');
  const pages = input.pages.map(pageRecordOf);
  const keys = new Set<string>();
  pages.forEach((page, index) => {
    if (keys.has(page.sourceKey)) throw invalidArgument(`pages.${index}: the source "${page.sourceKey}" is recorded twice`);
    keys.add(page.sourceKey);
  });

  const recorded = await importRunProgressRecorder(ctx.db, {
    organizationId: input.organizationId,
    importRunId: input.importRunId,
    status,
    pages,
    error: status === 'failed' ? { code: input.errorCode, message: input.errorMessage } : null,
  });
  return { status: presentImportRunStatus(recorded) };
}
