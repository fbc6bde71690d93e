import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * For the git-worker (no principal): the run's status (in progress, completed, failed) and
 * page records, which add to the recorded ones or replace the record of the same source.
 * Answers the status after recording: `cancelled` when a cancel came first (the pages are
 * recorded all the same, the status stays). A completed or failed run takes no other status
 * (FAILED_PRECONDITION); the same status again is a redelivered report and is accepted.
 */
export declare function recordImportRunProgress(ctx: ContentContext, request: contentV1.RecordImportRunProgressRequest): Promise<contentV1.RecordImportRunProgressResponse>;
