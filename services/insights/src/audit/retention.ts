import { runEvery, type Stoppable } from '@quire/shared';
import type { InsightsContext } from '../context';

/** QUIRE_AUDIT_RETENTION_DAYS when unset. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
/** How often the sweep runs. */
export const AUDIT_RETENTION_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so that one run never holds a long lock. */
const BATCH = 10_000;
/** processed_events rows of the audit consumers are needed only while the stream can redeliver (7 days). */
const PROCESSED_EVENTS_KEPT_DAYS = 14;

/** The oldest time still kept at `now`. */
export const auditRetentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * 24 * 60 * 60_000);

/**
 * Deletes audit events that occurred before the retention window, BATCH rows at a time (index
 * audit_events(occurred_at)): the only statement that ever removes an audit event. Also drops
 * the audit consumers' processed_events rows past any redelivery (the unique event_id keeps a
 * late duplicate out anyway). Idempotent: replicas may run it at the same time.
 */
export async function pruneAuditEvents(ctx: Pick<InsightsContext, 'db'>, days: number, now = new Date()): Promise<number> {
  const cutoff = auditRetentionCutoff(now, days);
  let deleted = 0;
  for (;;) {
    const count = await ctx.db.$executeRaw`
      DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events WHERE occurred_at < ${cutoff} LIMIT ${BATCH})`;
    deleted += count;
    if (count < BATCH) break;
  }
  const processedCutoff = auditRetentionCutoff(now, PROCESSED_EVENTS_KEPT_DAYS);
  await ctx.db.$executeRaw`DELETE FROM processed_events WHERE consumer LIKE 'insights-audit-%' AND handled_at < ${processedCutoff}`;
  return deleted;
}

/** Runs pruneAuditEvents now and every `intervalMs`. */
export function startAuditRetention(ctx: InsightsContext, days: number, intervalMs = AUDIT_RETENTION_INTERVAL_MS): Stoppable {
  return runEvery(() => pruneAuditEvents(ctx, days), intervalMs, (error) => ctx.logger.error({ err: error }, 'audit retention sweep failed'));
}
