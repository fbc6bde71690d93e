import { runEvery, type Logger, type Stoppable } from '@quire/shared';
import type pg from 'pg';

/** QUIRE_RUNTIME_EVENTS_RETENTION_DAYS when unset: the event list an integration's admins read covers a month. */
export const DEFAULT_RUNTIME_EVENTS_RETENTION_DAYS = 30;
/** How often the sweep runs. */
export const RUNTIME_RETENTION_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so that one run never holds a long lock. */
const BATCH = 10_000;
/**
 * The consumers' processed_events rows are needed only while the stream can redeliver an event
 * (7 days); the unique (source_event_id, installation_id) of the deliveries also keeps a late
 * duplicate out while they are kept.
 */
const PROCESSED_EVENTS_KEPT_DAYS = 14;

const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 24 * 60 * 60_000);

/**
 * Deletes the deliveries (`runtime_events`) that finished (success or failed) and were created
 * before the retention window, BATCH rows at a time (index runtime_events(created_at)), and the
 * event consumers' processed_events rows past any redelivery. A delivery pending or running is
 * never deleted, however old. A site's page views make a delivery per view and installation:
 * without the sweep the table would grow with every visit. Idempotent: replicas may run it at
 * the same time.
 */
export async function pruneRuntimeEvents(db: pg.Pool, days: number, now = new Date()): Promise<number> {
  const cutoff = daysBefore(now, days);
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM runtime_events WHERE id IN (
         SELECT id FROM runtime_events WHERE created_at < $1 AND status IN ('success', 'failed') LIMIT $2)`,
      [cutoff, BATCH],
    );
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) break;
  }
  // The runtime's database holds its own consumers' rows only.
  await db.query(`DELETE FROM processed_events WHERE handled_at < $1`, [daysBefore(now, PROCESSED_EVENTS_KEPT_DAYS)]);
  return deleted;
}

/** Runs pruneRuntimeEvents now and every `intervalMs`. */
export function startRuntimeRetention(db: pg.Pool, days: number, logger: Logger, intervalMs = RUNTIME_RETENTION_INTERVAL_MS): Stoppable {
  return runEvery(() => pruneRuntimeEvents(db, days), intervalMs, (error) => logger.error({ err: error }, 'runtime events retention sweep failed'));
}
