import { contentV1 } from '@quire/proto';
import type { ImportRunPageStatus, ImportRunStatus } from '../generated/prisma/enums';
import type { ImportRunPageRow, ImportRunRow } from './queries';
export declare const presentImportRunStatus: (status: ImportRunStatus) => contentV1.ContentImportRunStatus;
/** A page record's status from the worker; undefined for UNSPECIFIED or an unknown value. */
export declare const pageStatusFromProto: (status: contentV1.ImportRunPageStatus) => ImportRunPageStatus | undefined;
/**
 * GitBook "ContentImportRun": `pages` lists the imported pages (the page id, and the source
 * URL for websites); Quire adds `skippedPages` (what was not imported, with a code and a
 * reason) and `error` for a failed run. `completedAt` only for a completed run, as the
 * contract describes it.
 */
export declare function presentImportRun(run: ImportRunRow, pages: readonly ImportRunPageRow[]): contentV1.ContentImportRun;
