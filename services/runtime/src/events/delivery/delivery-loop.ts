import type { Event } from '@gitbook/api';
import { sleep, type Logger } from '@quire/shared';
import pg from 'pg';
import type { EnvironmentResolver, InvocationScope } from '../../environment/resolver';
import { dispatchToScript, type Invoker } from '../../invocations/dispatch';
import type { WorkerSupervisor } from '../../workers/supervisor';
import { DELIVERIES_NOTIFY_CHANNEL } from '../consumer/event-consumer';

export type DeliveryLoopOptions = {
  db: pg.Pool;
  /** For LISTEN (a connection of its own); without it the loop polls only. */
  databaseUrl?: string;
  /** The workers, and the guarded egress development mode's tunnel is reached through. */
  supervisor: WorkerSupervisor | Invoker;
  resolve: EnvironmentResolver;
  logger: Logger;
  /** Deliveries running at once, each for a different installation (default 8). */
  concurrency?: number;
  /** Attempts of one delivery before it is `failed` for good (default 6: 1 s, 2 s, 4 s, 8 s, 16 s apart). */
  maxAttempts?: number;
  /** Delay before the second attempt; doubled for each next one (default 1 s). */
  retryBaseMs?: number;
  /** Longest delay between two attempts (default 5 min). */
  retryMaxMs?: number;
  /**
   * How long a `running` delivery is its runtime's: past it (the runtime died meanwhile) the
   * delivery is due again. Longer than an invocation's time limit (default 60 s).
   */
  leaseMs?: number;
  /** An installation's deliveries claimed at once, then run one after the other (default 32). */
  chunk?: number;
  /** Safety-net poll (default 1 s): NOTIFY wakes the loop at once otherwise. */
  pollMs?: number;
  /** false: no loop, deliveries only through runOnce() (tests). */
  poll?: boolean;
};

export type DeliveryLoop = {
  /** Claims and runs what is due now, until nothing is; resolves to how many attempts ran. */
  runOnce(): Promise<number>;
  /** Looks for due deliveries now (after this process inserted some). */
  wake(): void;
  stop(): Promise<void>;
};

type ClaimedRow = {
  id: string;
  integration_id: string;
  installation_id: string;
  type: string;
  payload: Event;
  /** Attempts before this one. */
  attempts: number;
  seq: string;
  /** The claim's lease end: the record of its outcome is written only while the row still has it. */
  lease: Date;
};

const CLAIMED_COLUMNS = 'r.id, r.integration_id, r.installation_id, r.type, r.payload, r.attempts, r.seq, r.next_attempt_at AS lease';

/** The advisory lock class of an installation's claims (the other key is hashtext(installation_id)). */
const LOCK_CLASS = 724_301;

/** What one attempt comes to; `counted`: it was an attempt of the script (not identity being unreachable). */
type Outcome = {
  status: 'success' | 'failed' | 'pending';
  counted: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  retryInMs?: number;
  integrationVersion?: number;
  durationMs?: number;
  responseStatus?: number | null;
  logs: string[];
};

const DEFAULTS = { concurrency: 8, maxAttempts: 6, retryBaseMs: 1_000, retryMaxMs: 300_000, leaseMs: 60_000, pollMs: 1_000, chunk: 32 };

/** Longest error message kept on a record. */
const MAX_ERROR_MESSAGE = 2_000;

/** The delay before attempt `attempts + 1`: base, 2 × base, 4 × base ... at most max. */
export const retryDelayMs = (attempts: number, baseMs: number, maxMs: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the consumer's `runtime_events` rows (docs/integrations.md "Events"): claims due
 * rows with FOR UPDATE SKIP LOCKED (replicas share the table), never a row whose installation
 * has an earlier delivery pending or running (in order per installation), marks them
 * `running` with a lease, runs each through the environment resolver and the supervisor, and
 * records the outcome: `success`; or `pending` again after 1 s, 2 s, 4 s ... (the trace of the
 * failed attempt kept); or `failed` once the attempts are spent, or at once for an answer that
 * a retry cannot change (406: no handler for the type). A runtime that dies mid-delivery leaves
 * the row `running`; its lease expires and it is due again (at least once). Different
 * installations' deliveries run concurrently.
 */
export function startDeliveryLoop(options: DeliveryLoopOptions): DeliveryLoop {
  const { db, logger } = options;
  const settings = { ...DEFAULTS, ...definedOf(options) };
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  /** Installations whose deliveries a chain of this loop is running. */
  const chains = new Set<string>();
  let wakeUp: (() => void) | undefined;
  let dirty = false;

  /**
   * Claims up to `limit` due deliveries, each the first unfinished one of its installation (a
   * running one whose lease ended included), at most one per installation, in arrival order.
   * The installation's advisory lock (tried, never waited for) keeps a chunk claim of the same
   * installation from running at the same moment.
   */
  async function claimHeads(limit: number): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `WITH due AS (
         SELECT e.id FROM runtime_events e
         WHERE e.source_event_id IS NOT NULL AND e.status IN ('pending', 'running') AND e.next_attempt_at <= CURRENT_TIMESTAMP
           AND NOT EXISTS (
             SELECT 1 FROM runtime_events p
             WHERE p.installation_id = e.installation_id AND p.seq < e.seq
               AND p.status IN ('pending', 'running') AND p.source_event_id IS NOT NULL)
           AND pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(e.installation_id))
         ORDER BY e.seq
         LIMIT $1
         FOR UPDATE OF e SKIP LOCKED)
       UPDATE runtime_events r
       SET status = 'running', updated_at = CURRENT_TIMESTAMP, next_attempt_at = CURRENT_TIMESTAMP + ($2::int * interval '1 millisecond')
       FROM due WHERE r.id = due.id
       RETURNING ${CLAIMED_COLUMNS}`,
      [limit, settings.leaseMs],
    );
    return rows;
  }

  /**
   * The installation's next deliveries, up to `chunk` of them in order (pending ones, and running
   * ones whose lease ended: a stopped runtime's chunk), when the first is due and no claim of the
   * installation is alive (another replica's): all claimed at once, run one after the other by
   * the caller. Under the installation's advisory lock, so that the rows
   * read are the current ones (no other claim of the installation commits meanwhile). Every
   * lookup reads the (installation_id, status, seq) index.
   */
  async function claimChunk(installationId: string): Promise<ClaimedRow[]> {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext($1))`, [installationId]);
      const { rows } = await client.query<ClaimedRow>(
        `WITH next AS (
           SELECT id, seq, next_attempt_at FROM runtime_events
           WHERE installation_id = $1 AND status IN ('pending', 'running') AND source_event_id IS NOT NULL
           ORDER BY seq LIMIT $2)
         UPDATE runtime_events r
         SET status = 'running', updated_at = CURRENT_TIMESTAMP, next_attempt_at = CURRENT_TIMESTAMP + ($3::int * interval '1 millisecond')
         FROM next WHERE r.id = next.id
           AND (SELECT next_attempt_at FROM next ORDER BY seq LIMIT 1) <= CURRENT_TIMESTAMP
           AND NOT EXISTS (
             SELECT 1 FROM runtime_events p
             WHERE p.installation_id = $1 AND p.status = 'running' AND p.next_attempt_at > CURRENT_TIMESTAMP AND p.source_event_id IS NOT NULL)
         RETURNING ${CLAIMED_COLUMNS}`,
        [installationId, settings.chunk, settings.leaseMs],
      );
      await client.query('COMMIT');
      return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** One attempt of a claimed delivery: what to record (nothing is written here). */
  async function attempt(row: ClaimedRow): Promise<Outcome> {
    let target;
    try {
      // installation_deleted: the installation is gone, the environment carries none.
      target = await options.resolve(row.integration_id, row.type === 'installation_deleted' ? undefined : row.installation_id, scopeOf(row));
    } catch (error) {
      // Identity unreachable: not the script's failure, and not an attempt.
      logger.warn({ eventId: row.id, err: error }, 'event delivery: environment unavailable; retried');
      return { status: 'pending', counted: false, errorCode: null, errorMessage: null, retryInMs: settings.retryBaseMs, logs: [] };
    }
    const attempts = row.attempts + 1;
    if (!target) {
      // Unpublished, or the installation removed: nothing will run it.
      return { status: 'failed', counted: true, errorCode: 'unavailable', errorMessage: 'the integration or its installation is no longer available', logs: [] };
    }
    if (target.scopeMissing) {
      // Uninstalled from that space (site) since the event: GitBook would not send it.
      const scope = scopeOf(row);
      const where = scope?.spaceId ? `space ${scope.spaceId}` : `site ${scope?.siteId ?? ''}`;
      return { status: 'failed', counted: true, errorCode: 'unavailable', errorMessage: `the installation is no longer installed on the ${where}`, logs: [] };
    }
    const started = performance.now();
    const result = await dispatchToScript(options.supervisor, target.script, { event: row.payload, environment: target.environment });
    const durationMs = Math.round(performance.now() - started);
    const common = { counted: true, integrationVersion: target.integrationVersion, durationMs, responseStatus: result.status ?? null, logs: result.logs };
    if (result.ok) return { ...common, status: 'success', errorCode: null, errorMessage: null };
    const final = attempts >= settings.maxAttempts || (result.reason === 'rejected' && result.status === 406);
    return {
      ...common,
      status: final ? 'failed' : 'pending',
      errorCode: result.reason,
      errorMessage: result.message.slice(0, MAX_ERROR_MESSAGE),
      ...(!final && { retryInMs: retryDelayMs(attempts, settings.retryBaseMs, settings.retryMaxMs) }),
    };
  }

  /**
   * Records attempts' outcomes in one statement, each only while its claim is still the one this
   * loop made (same lease end): a row whose lease expired meanwhile was taken again elsewhere.
   */
  async function record(done: [ClaimedRow, Outcome][]): Promise<void> {
    if (done.length === 0) return;
    await db.query(
      `UPDATE runtime_events r
       SET status = t.status::runtime_event_status, attempts = r.attempts + t.counted::int, error_code = t.error_code, error_message = t.error_message,
           logs = t.logs, duration_ms = t.duration_ms, response_status = t.response_status,
           integration_version = COALESCE(t.integration_version, r.integration_version), updated_at = CURRENT_TIMESTAMP,
           next_attempt_at = CURRENT_TIMESTAMP + (t.retry_in_ms * interval '1 millisecond')
       FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[], $6::jsonb[], $7::int[], $8::int[], $9::int[], $10::int[], $11::timestamptz[])
         AS t(id, status, counted, error_code, error_message, logs, duration_ms, response_status, integration_version, retry_in_ms, lease)
       WHERE r.id = t.id AND r.status = 'running' AND r.next_attempt_at = t.lease`,
      [
        done.map(([row]) => row.id),
        done.map(([, outcome]) => outcome.status),
        done.map(([, outcome]) => outcome.counted),
        done.map(([, outcome]) => outcome.errorCode),
        done.map(([, outcome]) => outcome.errorMessage),
        done.map(([, outcome]) => JSON.stringify(outcome.logs)),
        done.map(([, outcome]) => outcome.durationMs ?? null),
        done.map(([, outcome]) => outcome.responseStatus ?? null),
        done.map(([, outcome]) => outcome.integrationVersion ?? null),
        done.map(([, outcome]) => outcome.retryInMs ?? 0),
        done.map(([row]) => row.lease),
      ],
    );
    for (const [row, outcome] of done) {
      if (outcome.status === 'pending') logger.info({ eventId: row.id, attempts: row.attempts + 1, retryInMs: outcome.retryInMs, reason: outcome.errorCode }, 'event delivery failed; retried');
      else if (outcome.status === 'failed') logger.warn({ eventId: row.id, attempts: row.attempts + 1, reason: outcome.errorCode }, 'event delivery failed');
    }
  }

  /** Gives claimed deliveries that did not run back (due at once, no attempt counted). */
  async function release(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `UPDATE runtime_events r SET status = 'pending', next_attempt_at = CURRENT_TIMESTAMP, updated_at = CURRENT_TIMESTAMP
       FROM unnest($1::text[], $2::timestamptz[]) AS t(id, lease)
       WHERE r.id = t.id AND r.status = 'running' AND r.next_attempt_at = t.lease`,
      [rows.map((row) => row.id), rows.map((row) => row.lease)],
    );
  }

  /**
   * Runs one installation's claimed deliveries one after the other, recording them together,
   * then claims its next chunk, while there are due ones. A delivery to retry ends the chain:
   * the rest of the chunk is given back, behind it.
   */
  async function runInstallation(first: ClaimedRow[]): Promise<void> {
    let chunk = first;
    while (chunk.length > 0) {
      const done: [ClaimedRow, Outcome][] = [];
      let retry = false;
      try {
        for (const row of chunk) {
          if (stopping.signal.aborted) break;
          const outcome = await attempt(row);
          done.push([row, outcome]);
          if (outcome.status === 'pending') {
            retry = true;
            break;
          }
        }
      } finally {
        await record(done);
        await release(chunk.slice(done.length));
      }
      if (retry || stopping.signal.aborted) return;
      chunk = await claimChunk(chunk[0].installation_id);
    }
  }

  /** Runs one claimed delivery and what follows it of its installation in the background; when the chain ends, the loop looks again. */
  function launch(row: ClaimedRow): void {
    chains.add(row.installation_id);
    const running = runInstallation([row])
      .catch((error: unknown) => logger.error({ installationId: row.installation_id, err: error }, 'event delivery failed; due again when its lease ends'))
      .finally(() => {
        chains.delete(row.installation_id);
        inFlight.delete(running);
        dirty = true;
        wakeUp?.();
      });
    inFlight.add(running);
  }

  /** Fills the free slots with due deliveries; resolves to how many were claimed. */
  async function fill(): Promise<number> {
    const free = settings.concurrency - inFlight.size;
    if (free <= 0 || stopping.signal.aborted) return 0;
    const rows = await claimHeads(free);
    for (const row of rows) launch(row);
    return rows.length;
  }

  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      total += await fill();
      if (inFlight.size === 0) return total;
      await Promise.race(inFlight);
    }
  }

  const loop =
    options.poll === false
      ? Promise.resolve()
      : (async () => {
          for (let failures = 0; !stopping.signal.aborted; ) {
            dirty = false;
            try {
              await fill();
              failures = 0;
            } catch (error) {
              if (failures++ % 20 === 0) logger.warn({ err: error }, 'event delivery: claiming failed; retrying');
            }
            if (dirty || stopping.signal.aborted) continue;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, failures > 0 ? Math.min(30_000, settings.pollMs * 2 ** failures) : settings.pollMs);
              wakeUp = () => {
                clearTimeout(timer);
                resolve();
              };
              if (stopping.signal.aborted) wakeUp();
            });
            wakeUp = undefined;
          }
        })();

  // A commit names the installations it queued deliveries for: one whose chain runs here takes
  // them itself (its next chunk), so only the others need a claim (a scan of every due row).
  const listener =
    options.poll !== false && options.databaseUrl
      ? listen(options.databaseUrl, logger, stopping.signal, (payload) => {
          const named = payload ? payload.split(',') : [];
          if (named.length > 0 && named.every((installationId) => chains.has(installationId))) return;
          dirty = true;
          wakeUp?.();
        })
      : Promise.resolve();

  return {
    runOnce,
    wake() {
      dirty = true;
      wakeUp?.();
    },
    async stop() {
      stopping.abort();
      wakeUp?.();
      await loop;
      await listener;
      // Deliveries in flight finish (the supervisor stops after this); their rows are recorded.
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * The site or space an event is for (its payload's `siteId`, else `spaceId`): its environment
 * carries the installation's space (site) installation there. Not for the deletion of one: it
 * is gone (as `installation_deleted` carries no installation).
 */
export function scopeOf(row: { type: string; payload: Event }): InvocationScope | undefined {
  if (row.type === 'space_installation_deleted' || row.type === 'site_installation_deleted') return undefined;
  const payload = row.payload as { spaceId?: unknown; siteId?: unknown };
  // A site's page view or feedback also names the space read (GitBook's deprecated `spaceId`):
  // it is the site's event, sent to the site installation.
  if (typeof payload.siteId === 'string' && payload.siteId) return { siteId: payload.siteId };
  if (typeof payload.spaceId === 'string' && payload.spaceId) return { spaceId: payload.spaceId };
  return undefined;
}

function definedOf(options: DeliveryLoopOptions): Partial<typeof DEFAULTS> {
  const out: Partial<typeof DEFAULTS> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]) if (options[key] !== undefined) out[key] = options[key];
  return out;
}

/** LISTEN for the consumer's commits (every replica's); reconnects, the poll covering the gaps. */
async function listen(databaseUrl: string, logger: Logger, signal: AbortSignal, onNotify: (payload: string | undefined) => void): Promise<void> {
  for (let failures = 0; !signal.aborted; failures++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', (message) => onNotify(message.payload));
      await client.query(`LISTEN ${DELIVERIES_NOTIFY_CHANNEL}`);
      failures = 0;
      await new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        client.once('end', resolve);
        client.once('error', resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    } catch (error) {
      if (failures === 0) logger.debug({ err: error }, 'event delivery LISTEN unavailable; polling only');
    } finally {
      await client.end().catch(() => undefined);
    }
    if (!signal.aborted) await sleep(Math.min(30_000, 500 * 2 ** failures), signal);
  }
}
