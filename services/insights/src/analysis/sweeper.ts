import type { Stoppable } from '@quire/shared';
import { labelClusters, LABEL_CLAIM_TIMEOUT_MS } from '../clustering/labeller';
import { loadClusteringModel } from '../clustering/state';
import type { InsightsContext } from '../context';
import { analyseConversations, clusterOrganization, giveUpAnalysis } from './analyser';

/** How often the sweeper looks, and how old work must be before it steps in. */
export const SWEEP_INTERVAL_MS = 30_000;
export const STALE_AFTER_MS = 120_000;
const SWEEP_BATCH = 100;

/**
 * What the work queue should have done but has not, done again: conversations waiting for
 * analysis for more than STALE_AFTER_MS (a job lost with the stream, or published before the
 * stream existed) are analysed (and given up if that fails); organizations with issues
 * waiting that long are clustered; clusters left `pending` (labelling failed after a pass) or
 * `analysing` past the claim timeout are labelled. Every step is idempotent, so the sweeper
 * and the queue may meet on the same work.
 */
export async function sweep(ctx: InsightsContext, staleAfterMs = STALE_AFTER_MS): Promise<void> {
  const stale = await ctx.db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM conversations WHERE analysis_pending AND ingested_at < now() - ($1::int * interval '1 millisecond')
      ORDER BY ingested_at LIMIT ${SWEEP_BATCH}`,
    staleAfterMs,
  );
  if (stale.length > 0) {
    ctx.logger.warn({ conversations: stale.length }, 'analysing conversations the work queue has not');
    const failures = await analyseConversations(ctx, stale.map((row) => row.id), { finalAttempt: true });
    await giveUpAnalysis(ctx, failures);
  }

  const waiting = await ctx.db.$queryRawUnsafe<{ organization_id: string }[]>(
    `SELECT DISTINCT organization_id FROM conversation_issues
      WHERE cluster_id IS NULL AND ingested_at < now() - ($1::int * interval '1 millisecond') LIMIT ${SWEEP_BATCH}`,
    staleAfterMs,
  );
  for (const { organization_id } of waiting) await clusterOrganization(ctx, organization_id);

  const unlabelled = await ctx.db.$queryRawUnsafe<{ organization_id: string; id: string }[]>(
    `SELECT organization_id, id FROM issues_clusters
      WHERE status <> 'ready' AND COALESCE(label_claimed_at, updated_at) < now() - ($1::int * interval '1 millisecond')
      LIMIT ${SWEEP_BATCH * 10}`,
    Math.min(staleAfterMs, LABEL_CLAIM_TIMEOUT_MS),
  );
  const byOrganization = new Map<string, string[]>();
  for (const row of unlabelled) byOrganization.set(row.organization_id, [...(byOrganization.get(row.organization_id) ?? []), row.id]);
  for (const [organizationId, clusterIds] of byOrganization) {
    const model = await ctx.db.$transaction(async (tx) => {
      const [state] = await tx.$queryRawUnsafe<{ documents: number; version: number }[]>(
        `SELECT documents, version FROM clustering_states WHERE organization_id = $1`,
        organizationId,
      );
      return ctx.clusteringStates.peek(organizationId, state?.version ?? -1) ?? loadClusteringModel(tx, organizationId, state?.documents ?? 0);
    }, { isolationLevel: 'RepeatableRead' });
    await labelClusters(ctx, organizationId, clusterIds, model);
  }
}

/** Runs `sweep` every SWEEP_INTERVAL_MS until stopped; a failing sweep is logged and retried next time. */
export function startSweeper(ctx: InsightsContext, intervalMs = SWEEP_INTERVAL_MS): Stoppable {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep(ctx)
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'insights sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
