"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_RUN_PAGE_RECORDS = void 0;
exports.importRunProgressRecorder = importRunProgressRecorder;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
/** The most page records one run keeps (the worker's page cap is far below). */
exports.MAX_RUN_PAGE_RECORDS = 10_000;
const FINISHED = ['completed', 'failed'];
/**
 * Records what the worker reports, under the run's row lock (a cancel takes the same lock):
 * a cancelled run keeps its status, a finished one refuses another status, a pending or
 * running one takes the reported status. Page records are upserted by source in one
 * statement; new ones are numbered after the last. Resolves to the status after recording.
 */
function importRunProgressRecorder(db, input) {
    return db.$transaction(async (tx) => {
        const [run] = await tx.$queryRaw(db_1.Prisma.sql `
      SELECT status::text AS status, source_type::text AS source_type FROM import_runs
       WHERE id = ${input.importRunId} AND organization_id = ${input.organizationId} FOR UPDATE`);
        if (!run)
            throw (0, shared_1.notFound)('Import run not found');
        const fromWebsite = run.source_type === 'website';
        const mismatch = input.pages.findIndex((page) => page.fromWebsite !== fromWebsite);
        if (mismatch >= 0)
            throw (0, shared_1.invalidArgument)(`pages.${mismatch}: a ${run.source_type} run records ${fromWebsite ? 'source URLs' : 'file ids'}`);
        if (FINISHED.includes(run.status) && run.status !== input.status) {
            throw (0, shared_1.failedPrecondition)(`The import run has already finished (${run.status})`);
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
            const column = (key) => input.pages.map((page) => page[key] ?? '');
            await tx.$executeRaw(db_1.Prisma.sql `
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
            if (count > exports.MAX_RUN_PAGE_RECORDS)
                throw (0, shared_1.invalidArgument)(`pages: a run keeps at most ${exports.MAX_RUN_PAGE_RECORDS} page records`);
        }
        return status;
    });
}
//# sourceMappingURL=import-run-progress-recorder.js.map