import { runEvery, type Stoppable } from '@quire/shared';
import type { InsightsContext } from '../context';
import { utcDay } from './visitor';

/** How long site events are kept. */
export const RETENTION_MONTHS = 13;
/** How often the retention job runs. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so that one run never holds a long lock. */
const BATCH = 10_000;

/** The oldest time still kept at `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes site events older than RETENTION_MONTHS, BATCH rows at a time (index
 * site_events(occurred_at)), and the secrets of days that are over. Idempotent: replicas may
 * run it at the same time.
 */
export async function pruneSiteEvents(ctx: Pick<InsightsContext, 'db'>, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now);
  let deleted = 0;
  for (;;) {
    const count = await ctx.db.$executeRaw`
      DELETE FROM site_events WHERE seq IN (SELECT seq FROM site_events WHERE occurred_at < ${cutoff} LIMIT ${BATCH})`;
    deleted += count;
    if (count < BATCH) break;
  }
  await ctx.db.siteVisitorSalt.deleteMany({ where: { day: { lt: utcDay(now) } } });
  return deleted;
}

/** Runs pruneSiteEvents now and every RETENTION_INTERVAL_MS. */
export function startSiteEventsRetention(ctx: InsightsContext, intervalMs = RETENTION_INTERVAL_MS): Stoppable {
  return runEvery(() => pruneSiteEvents(ctx), intervalMs, (error) => ctx.logger.error({ err: error }, 'site events retention failed'));
}
