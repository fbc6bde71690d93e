import type pg from 'pg';
import type { JobRequestedEvent } from './job';

/** The `jobs` table (prisma/schema.prisma): what the worker knows of each job, and who holds it. */

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'dead';

export type JobRecord = {
  id: string;
  kind: string;
  organizationId: string;
  spaceId: string | null;
  status: JobStatus;
  attempts: number;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
};

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const RECORD_COLUMNS = `id, kind, organization_id AS "organizationId", space_id AS "spaceId", status, attempts,
  last_error_code AS "lastErrorCode", last_error_message AS "lastErrorMessage", requested_at AS "requestedAt",
  started_at AS "startedAt", finished_at AS "finishedAt", updated_at AS "updatedAt"`;

/** Records a requested job; false when it was already recorded (a repeated request changes nothing). */
export async function insertJob(db: Queryable, job: JobRequestedEvent, requestedAt: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO jobs (id, kind, organization_id, space_id, requested_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [job.jobId, job.kind, job.organizationId, job.spaceId ?? null, requestedAt],
  );
  return rowCount === 1;
}

export async function findJob(db: Queryable, id: string): Promise<JobRecord | undefined> {
  const { rows } = await db.query<JobRecord>(`SELECT ${RECORD_COLUMNS} FROM jobs WHERE id = $1`, [id]);
  return rows[0];
}

export type Claim = { token: string; attempts: number };

export type ClaimRefusal =
  | { reason: 'finished'; status: 'succeeded' | 'failed' | 'dead' }
  /** Another worker holds a live lease: it is running the job now. */
  | { reason: 'held'; remainingMs: number };

/**
 * Takes the job for one attempt: a queued job, or a running one whose holder's lease ran out
 * (its worker died). The lease is extended by `extendLease` while the job runs; the token
 * fences every later write, so a worker that lost its lease changes nothing.
 */
export async function claimJob(db: Queryable, id: string, token: string, leaseMs: number): Promise<Claim | ClaimRefusal> {
  const { rows } = await db.query<{ attempts: number }>(
    `UPDATE jobs
        SET status = 'running', attempts = attempts + 1, claim_token = $2,
            lease_expires_at = now() + make_interval(secs => $3::double precision / 1000),
            started_at = COALESCE(started_at, now()), updated_at = now()
      WHERE id = $1 AND (status = 'queued' OR (status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at <= now())))
      RETURNING attempts`,
    [id, token, leaseMs],
  );
  if (rows[0]) return { token, attempts: rows[0].attempts };
  const { rows: current } = await db.query<{ status: JobStatus; remainingMs: number | null }>(
    `SELECT status, (EXTRACT(EPOCH FROM (lease_expires_at - now())) * 1000)::float8 AS "remainingMs" FROM jobs WHERE id = $1`,
    [id],
  );
  const row = current[0];
  if (!row) throw new Error(`job ${id} is not recorded`);
  if (row.status === 'running') return { reason: 'held', remainingMs: Math.max(0, row.remainingMs ?? 0) };
  if (row.status === 'queued') return { reason: 'held', remainingMs: 0 };
  return { reason: 'finished', status: row.status };
}

/** Extends the holder's lease; false when the claim is no longer this worker's. */
export async function extendLease(db: Queryable, id: string, token: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET lease_expires_at = now() + make_interval(secs => $3::double precision / 1000), updated_at = now()
      WHERE id = $1 AND claim_token = $2 AND status = 'running'`,
    [id, token, leaseMs],
  );
  return rowCount === 1;
}

export type JobFailure = { code: string; message: string };

/**
 * Ends the holder's attempt: `succeeded`, `failed`/`dead` (for good), or `queued` again (a
 * retry follows, or the worker is stopping). False when the claim is no longer this worker's.
 */
export async function finishAttempt(
  db: Queryable,
  id: string,
  token: string,
  outcome: { status: 'succeeded' } | { status: 'failed' | 'dead' | 'queued'; error?: JobFailure },
): Promise<boolean> {
  const error = 'error' in outcome ? outcome.error : undefined;
  const final = outcome.status !== 'queued';
  const { rowCount } = await db.query(
    `UPDATE jobs
        SET status = $3::job_status, claim_token = NULL, lease_expires_at = NULL, updated_at = now(),
            finished_at = CASE WHEN $4 THEN now() ELSE NULL END,
            last_error_code = CASE WHEN $5::text IS NULL THEN last_error_code ELSE $5 END,
            last_error_message = CASE WHEN $5::text IS NULL THEN last_error_message ELSE $6 END
      WHERE id = $1 AND claim_token = $2 AND status = 'running'`,
    [id, token, outcome.status, final, error?.code ?? null, error?.message ?? null],
  );
  return rowCount === 1;
}
