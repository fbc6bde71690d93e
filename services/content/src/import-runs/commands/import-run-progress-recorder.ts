import { failedPrecondition, invalidArgument, notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import type { ImportRunPageStatus, ImportRunStatus } from '../../generated/prisma/enums';

/** The most page records one run keeps (the worker's page cap is far below). */
export const MAX_RUN_PAGE_RECORDS = 10_000;

export type ReportedStatus = Extract<ImportRunStatus, 'in_progress' | 'completed' | 'failed'>;

export type PageRecord = {
  /** The source URL or the file id. */
  sourceKey: string;
  fromWebsite: boolean;
  status: ImportRunPageStatus;
  pageId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
};

export type ImportRunProgress = {
  organizationId: string;
  importRunId: string;
  status: ReportedStatus;
  pages: readonly PageRecord[];
  error: { code: string; message: string } | null;
};

const FINISHED: readonly ImportRunStatus[] = ['completed', 'failed'];

/**
 * Records what the worker reports, under the run's row lock (a cancel takes the same lock):
 * a cancelled run keeps its status, a finished one refuses another status, a pending or
 * running one takes the reported status. Page records are upserted by source in one
 * statement; new ones are numbered after the last. Resolves to the status after recording.
 */
export function importRunProgressRecorder(db: PrismaClient, input: ImportRunProgress): Promise<ImportRunStatus> {
  return db.$transaction(async (tx) => {
    const [run] = await tx.$queryRaw<{ status: ImportRunStatus; source_type: string }[]>(Prisma.sql`
      SELECT status::text AS status, source_type::text AS source_type FROM import_runs
       WHERE id = ${input.importRunId} AND organization_id = ${input.organizationId} FOR UPDATE`);
    if (!run) throw notFound('Import run not found');
    const fromWebsite = run.source_type === 'website';
    const mismatch = input.pages.findIndex((page) => page.fromWebsite !== fromWebsite);
    if (mismatch >= 0) throw invalidArgument(`pages.${mismatch}: a ${run.source_type} run records ${fromWebsite ? 'source URLs' : 'file ids'}`);
    if (FINISHED.includes(run.status) && run.status !== input.status) {
      throw failedPrecondition(`The import run has already finished (${run.status})`);
    }

    let status = run.status;
    if (run.status === 'pending' || run.status === 'in_progress') {
      status = input.status;
      const now = new Date();
      await tx.importRun.update({
        where: { id: input.importRunId },
        data: {
          status,
          ...(run.status === 'pending' && { startedAt: now }),
          ...(status !== 'in_progress' && { finishedAt: now }),
          ...(input.error && { errorCode: input.error.code, errorMessage: input.error.message }),
        },
      });
    }

    if (input.pages.length > 0) {
      const column = <K extends keyof PageRecord>(key: K) => input.pages.map((page) => page[key] ?? '');
      await tx.$executeRaw(Prisma.sql`
        INSERT INTO import_run_pages (import_run_id, position, source_key, status, page_id, error_code, error_message)
        SELECT ${input.importRunId},
               (SELECT COALESCE(MAX(position), -1) FROM import_run_pages WHERE import_run_id = ${input.importRunId}) + t.ord::int,
               t.source_key, t.status::"ImportRunPageStatus", NULLIF(t.page_id, ''), NULLIF(t.error_code, ''), NULLIF(t.error_message, '')
          FROM unnest(${column('sourceKey')}::text[], ${column('status')}::text[], ${column('pageId')}::text[],
                      ${column('errorCode')}::text[], ${column('errorMessage')}::text[])
               WITH ORDINALITY AS t(source_key, status, page_id, error_code, error_message, ord)
        ON CONFLICT (import_run_id, source_key) DO UPDATE
           SET status = EXCLUDED.status, page_id = EXCLUDED.page_id,
               error_code = EXCLUDED.error_code, error_message = EXCLUDED.error_message`);
      const count = await tx.importRunPage.count({ where: { importRunId: input.importRunId } });
      if (count > MAX_RUN_PAGE_RECORDS) throw invalidArgument(`pages: a run keeps at most ${MAX_RUN_PAGE_RECORDS} page records`);
    }
    return status;
  });
}
