import { type PrismaClient } from '../../db';
import type { ImportRunPageStatus, ImportRunStatus } from '../../generated/prisma/enums';
/** The most page records one run keeps (the worker's page cap is far below). */
export declare const MAX_RUN_PAGE_RECORDS = 10000;
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
    error: {
        code: string;
        message: string;
    } | null;
};
/**
 * Records what the worker reports, under the run's row lock (a cancel takes the same lock):
 * a cancelled run keeps its status, a finished one refuses another status, a pending or
 * running one takes the reported status. Page records are upserted by source in one
 * statement; new ones are numbered after the last. Resolves to the status after recording.
 */
export declare function importRunProgressRecorder(db: PrismaClient, input: ImportRunProgress): Promise<ImportRunStatus>;
