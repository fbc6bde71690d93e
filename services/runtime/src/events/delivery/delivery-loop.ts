import type { Event } from '@gitbook/api';
import { sleep, type Logger } from '@quire/shared';
import pg from 'pg';
import type { EnvironmentResolver } from '../../environment/resolver';
import { dispatchToScript, type DispatchResult } from '../../invocations/dispatch';
import type { WorkerSupervisor } from '../../workers/supervisor';
import { DELIVERIES_NOTIFY_CHANNEL } from '../consumer/event-consumer';

export type DeliveryLoopOptions = {
  db: pg.Pool;
  /** For LISTEN (a connection of its own); without it the loop polls only. */
  databaseUrl?: string;
  supervisor: WorkerSupervisor;
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
  attempts: number;
};

const DEFAULTS = { concurrency: 8, maxAttempts: 6, retryBaseMs: 1_000, retryMaxMs: 300_000, leaseMs: 60_000, pollMs: 1_000 };

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
  let wakeUp: (() => void) | undefined;
  let dirty = false;

  /** Claims up to `limit` due deliveries, at most one per installation, in arrival order. */
  async function claim(limit: number): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `WITH due AS (
         SELECT e.id FROM runtime_events e
         WHERE e.source_event_id IS NOT NULL AND e.status IN ('pending', 'running') AND e.next_attempt_at <= CURRENT_TIMESTAMP
           AND NOT EXISTS (
             SELECT 1 FROM runtime_events p
             WHERE p.installation_id = e.installation_id AND p.seq < e.seq
               AND p.status IN ('pending', 'running') AND p.source_event_id IS NOT NULL)
         ORDER BY e.seq
         LIMIT $1
         FOR UPDATE OF e SKIP LOCKED)
       UPDATE runtime_events r
       SET status = 'running', attempts = r.attempts + 1, updated_at = CURRENT_TIMESTAMP,
           next_attempt_at = CURRENT_TIMESTAMP + ($2::int * interval '1 millisecond')
       FROM due WHERE r.id = due.id
       RETURNING r.id, r.integration_id, r.installation_id, r.type, r.payload, r.attempts`,
      [limit, settings.leaseMs],
    );
    return rows;
  }

  /**
   * The installation's next delivery when it is due and nothing else runs it: the earliest
   * unfinished row, claimed only if it is still pending (a replica that claimed it first wins;
   * the row lock makes the second UPDATE see it `running`).
   */
  async function claimNext(installationId: string): Promise<ClaimedRow | undefined> {
    const { rows } = await db.query<ClaimedRow>(
      `UPDATE runtime_events r
       SET status = 'running', attempts = r.attempts + 1, updated_at = CURRENT_TIMESTAMP,
           next_attempt_at = CURRENT_TIMESTAMP + ($2::int * interval '1 millisecond')
       WHERE r.id = (
           SELECT id FROM runtime_events
           WHERE installation_id = $1 AND status IN ('pending', 'running') AND source_event_id IS NOT NULL
           ORDER BY seq LIMIT 1)
         AND r.status = 'pending' AND r.next_attempt_at <= CURRENT_TIMESTAMP
       RETURNING r.id, r.integration_id, r.installation_id, r.type, r.payload, r.attempts`,
      [installationId, settings.leaseMs],
    );
    return rows[0];
  }

  /** One attempt of a claimed delivery, recorded on its row; true when the delivery ended (success or failed for good). */
  async function attempt(row: ClaimedRow): Promise<boolean> {
    let target;
    try {
      // installation_deleted: the installation is gone, the environment carries none.
      target = await options.resolve(row.integration_id, row.type === 'installation_deleted' ? undefined : row.installation_id);
    } catch (error) {
      // Identity unreachable: not the script's failure, and not an attempt.
      logger.warn({ eventId: row.id, err: error }, 'event delivery: environment unavailable; retried');
      await db.query(
        `UPDATE runtime_events SET status = 'pending', attempts = attempts - 1, updated_at = CURRENT_TIMESTAMP,
           next_attempt_at = CURRENT_TIMESTAMP + ($2::int * interval '1 millisecond')
         WHERE id = $1 AND status = 'running' AND attempts = $3`,
        [row.id, settings.retryBaseMs, row.attempts],
      );
      return false;
    }
    if (!target) {
      // Unpublished, or the installation removed: nothing will run it.
      await finish(row, { status: 'failed', errorCode: 'unavailable', errorMessage: 'the integration or its installation is no longer available', logs: [] });
      return true;
    }
    const started = performance.now();
    const result = await dispatchToScript(options.supervisor, target.script, { event: row.payload, environment: target.environment });
    const durationMs = Math.round(performance.now() - started);
    const outcome = outcomeOf(result, row.attempts);
    await finish(row, { ...outcome, integrationVersion: target.integrationVersion, durationMs, responseStatus: result.status ?? null, logs: result.logs });
    return outcome.status !== 'pending';
  }

  function outcomeOf(result: DispatchResult, attempts: number): { status: 'success' | 'failed' | 'pending'; errorCode: string | null; errorMessage: string | null; retryInMs?: number } {
    if (result.ok) return { status: 'success', errorCode: null, errorMessage: null };
    const final = attempts >= settings.maxAttempts || (result.reason === 'rejected' && result.status === 406);
    return {
      status: final ? 'failed' : 'pending',
      errorCode: result.reason,
      errorMessage: result.message.slice(0, MAX_ERROR_MESSAGE),
      ...(!final && { retryInMs: retryDelayMs(attempts, settings.retryBaseMs, settings.retryMaxMs) }),
    };
  }

  async function finish(
    row: ClaimedRow,
    outcome: {
      status: 'success' | 'failed' | 'pending';
      errorCode: string | null;
      errorMessage: string | null;
      retryInMs?: number;
      integrationVersion?: number;
      durationMs?: number;
      responseStatus?: number | null;
      logs: string[];
    },
  ): Promise<void> {
    // Only while the claim is still this attempt's (a lease that expired meanwhile was taken again).
    await db.query(
      `UPDATE runtime_events SET status = $2, error_code = $3, error_message = $4, logs = $5, duration_ms = $6, response_status = $7,
         integration_version = COALESCE($8, integration_version), updated_at = CURRENT_TIMESTAMP,
         next_attempt_at = CURRENT_TIMESTAMP + ($9::int * interval '1 millisecond')
       WHERE id = $1 AND status = 'running' AND attempts = $10`,
      [
        row.id,
        outcome.status,
        outcome.errorCode,
        outcome.errorMessage,
        JSON.stringify(outcome.logs),
        outcome.durationMs ?? null,
        outcome.responseStatus ?? null,
        outcome.integrationVersion ?? null,
        outcome.retryInMs ?? 0,
        row.attempts,
      ],
    );
    if (outcome.status === 'pending') logger.info({ eventId: row.id, attempts: row.attempts, retryInMs: outcome.retryInMs, reason: outcome.errorCode }, 'event delivery failed; retried');
    else if (outcome.status === 'failed') logger.warn({ eventId: row.id, attempts: row.attempts, reason: outcome.errorCode }, 'event delivery failed');
  }

  /**
   * Runs one claimed delivery in the background, then its installation's next ones while they
   * are due (one statement each, not a scan of every due row); when the chain ends, the loop
   * looks for other due deliveries.
   */
  function launch(row: ClaimedRow): void {
    const running = (async () => {
      let current: ClaimedRow | undefined = row;
      while (current && !stopping.signal.aborted) {
        const ended = await attempt(current);
        current = ended ? await claimNext(current.installation_id) : undefined;
      }
    })()
      .catch((error: unknown) => logger.error({ installationId: row.installation_id, err: error }, 'event delivery attempt failed; due again when its lease ends'))
      .finally(() => {
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
    const rows = await claim(free);
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
              stopping.signal.addEventListener('abort', () => wakeUp?.(), { once: true });
            });
            wakeUp = undefined;
          }
        })();

  const listener = options.poll !== false && options.databaseUrl ? listen(options.databaseUrl, logger, stopping.signal, () => {
    dirty = true;
    wakeUp?.();
  }) : Promise.resolve();

  return {
    runOnce,
    wake() {
      dirty = true;
      wakeUp?.();
    },
    async stop() {
      stopping.abort();
      await loop;
      await listener;
      // Deliveries in flight finish (the supervisor stops after this); their rows are recorded.
      await Promise.allSettled([...inFlight]);
    },
  };
}

function definedOf(options: DeliveryLoopOptions): Partial<typeof DEFAULTS> {
  const out: Partial<typeof DEFAULTS> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]) if (options[key] !== undefined) out[key] = options[key];
  return out;
}

/** LISTEN for the consumer's commits (every replica's); reconnects, the poll covering the gaps. */
async function listen(databaseUrl: string, logger: Logger, signal: AbortSignal, onNotify: () => void): Promise<void> {
  for (let failures = 0; !signal.aborted; failures++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', onNotify);
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
