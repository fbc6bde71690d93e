import { outboxEvent, startEventConsumer, type EventEnvelope, type Logger, type Stoppable } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';

export const CONTENT_CHANGE_REQUESTS_DURABLE = 'insights-content-change-requests';

const ZClusterLink = z.string().min(1).max(64).nullable().optional();
const ZCreated = z.object({ id: z.string().min(1), status: z.string().min(1), conversationsIssuesCluster: ZClusterLink });
const ZUpdated = z.object({
  id: z.string().min(1),
  changes: z.object({ status: z.string().min(1).optional(), conversationsIssuesCluster: ZClusterLink }).optional(),
});
const ZMerged = z.object({ id: z.string().min(1) });

/**
 * Task counts of a cluster from the change requests linked to it: backlog = drafts, started =
 * open, completed = merged, cancelled = archived.
 */
async function recountTasks(tx: pg.PoolClient, organizationId: string, clusterIds: string[]): Promise<void> {
  if (clusterIds.length === 0) return;
  const { rows } = await tx.query<{ id: string; tasks_total: number; tasks_backlog: number; tasks_started: number; tasks_completed: number; tasks_cancelled: number }>(
    `UPDATE issues_clusters k
        SET tasks_total = t.total, tasks_backlog = t.backlog, tasks_started = t.started, tasks_completed = t.completed,
            tasks_cancelled = t.cancelled, updated_at = now()
       FROM (SELECT wanted.id,
                    count(r.id)::int AS total,
                    count(r.id) FILTER (WHERE r.status = 'draft')::int AS backlog,
                    count(r.id) FILTER (WHERE r.status = 'open')::int AS started,
                    count(r.id) FILTER (WHERE r.status = 'merged')::int AS completed,
                    count(r.id) FILTER (WHERE r.status = 'archived')::int AS cancelled
               FROM unnest($1::text[]) AS wanted(id)
               LEFT JOIN change_request_tasks r ON r.cluster_id = wanted.id AND r.organization_id = $2
              GROUP BY wanted.id) t
      WHERE k.id = t.id AND k.organization_id = $2
      RETURNING k.id, k.tasks_total, k.tasks_backlog, k.tasks_started, k.tasks_completed, k.tasks_cancelled`,
    [clusterIds, organizationId],
  );
  for (const row of rows) {
    const event = outboxEvent({
      service: 'insights',
      resource: 'cluster',
      verb: 'updated',
      aggregateId: row.id,
      organizationId,
      data: {
        id: row.id,
        changes: ['tasks'],
        tasksTotal: row.tasks_total,
        tasksBacklog: row.tasks_backlog,
        tasksStarted: row.tasks_started,
        tasksCompleted: row.tasks_completed,
        tasksCancelled: row.tasks_cancelled,
      },
    });
    await tx.query(`INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      event.id,
      event.type,
      event.subject,
      event.aggregateId,
      event.organizationId,
      JSON.stringify(event.data),
      event.traceParent,
    ]);
  }
}

/**
 * Keeps `change_request_tasks` as content's change-request events describe them, and the
 * task counts of the clusters they link to (`conversationsIssuesCluster`, in
 * `change-request.created` and in the `changes` of `change-request.updated`; docs/insights.md
 * "Tasks"). Runs in the consumer's transaction,
 * which also records the event id, so a redelivery changes nothing.
 */
export async function handleChangeRequestEvent(envelope: EventEnvelope, tx: pg.PoolClient): Promise<void> {
  const organizationId = envelope.organization;
  if (!organizationId) return;
  const verb = envelope.type.slice('quire.content.change-request.'.length);
  let id: string;
  let status: string | undefined;
  let link: { clusterId: string | null } | undefined;
  if (verb === 'created') {
    const data = ZCreated.parse(envelope.data);
    ({ id, status } = data);
    link = { clusterId: data.conversationsIssuesCluster ?? null };
  } else if (verb === 'updated' || verb === 'archived') {
    const data = ZUpdated.parse(envelope.data);
    id = data.id;
    status = verb === 'archived' ? 'archived' : data.changes?.status;
    if (data.changes && 'conversationsIssuesCluster' in data.changes) link = { clusterId: data.changes.conversationsIssuesCluster ?? null };
  } else if (verb === 'merged') {
    id = ZMerged.parse(envelope.data).id;
    status = 'merged';
  } else {
    return;
  }
  const { rows } = await tx.query<{ cluster_id: string | null; status: string }>(
    `SELECT cluster_id, status FROM change_request_tasks WHERE id = $1 AND organization_id = $2 FOR UPDATE`,
    [id, organizationId],
  );
  const before = rows[0];
  if (!before && !status) return;
  const clusterId = link ? link.clusterId : (before?.cluster_id ?? null);
  const nextStatus = status ?? before!.status;
  await tx.query(
    `INSERT INTO change_request_tasks (id, organization_id, cluster_id, status, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (id) DO UPDATE SET cluster_id = EXCLUDED.cluster_id, status = EXCLUDED.status, updated_at = now()`,
    [id, organizationId, clusterId, nextStatus],
  );
  const affected = new Set([before?.cluster_id, clusterId].filter((cluster): cluster is string => !!cluster));
  if (before && before.cluster_id === clusterId && before.status === nextStatus) return;
  await recountTasks(tx, organizationId, [...affected]);
}

export function startContentChangeRequestsConsumer(options: { natsUrl: string; databaseUrl: string; logger: Logger; namespace: string | undefined }): Stoppable {
  return startEventConsumer({
    natsUrl: options.natsUrl,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    durable: CONTENT_CHANGE_REQUESTS_DURABLE,
    namespace: options.namespace,
    // One subject (server-side filtering on every NATS version): reviews and reviewers are ignored here.
    filterSubjects: ['quire.content.change-request.*'],
    handle: handleChangeRequestEvent,
  });
}
