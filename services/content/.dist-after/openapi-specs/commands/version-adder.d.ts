import type { TransactionClient } from '../../db';
import { type SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';
/** The job kind the git-worker runs for a version (its src/jobs/job.ts `JobKind`). */
export declare const OPENAPI_FETCH_JOB = "openapi-fetch";
export declare const sourceSha256: (text: string) => string;
/**
 * Gives a spec (its row locked by the caller's transaction) a new version with `source`: the
 * next number, the spec's processing fields reset to describe it (pending, no result yet), and
 * in the same transaction the job request the git-worker consumes
 * (`quire.content.source-job.requested`). Text sources go through the worker too, so every
 * version is parsed and validated by the same code.
 */
export declare function addVersion(tx: TransactionClient, spec: Pick<SpecRow, 'id' | 'organizationId' | 'versionCount'>, source: SpecSourceInput): Promise<SpecRow>;
