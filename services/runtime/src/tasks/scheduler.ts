import { createHmac } from 'node:crypto';
import type { Event, IntegrationEnvironment } from '@gitbook/api';
import type { Logger } from '@quire/shared';
import type pg from 'pg';
import { recordDelivery } from '../events/commands/record-delivery';
import type { InvocationScript, Invoker } from '../invocations/dispatch';
import type { WorkerSupervisor } from '../workers/supervisor';

/**
 * What a task's delivery needs of its integration, built per delivery (from identity: the
 * published script, the environment with freshly minted tokens, the integration's public
 * endpoint). Undefined: the integration is gone (unpublished), its tasks are dropped.
 */
export type TaskTargetResolver = (integrationId: string) => Promise<
  | {
      integrationVersion: number;
      script: InvocationScript;
      environment: IntegrationEnvironment;
      /** The integration's `urls.publicEndpoint`; tasks arrive at `<publicEndpoint>/tasks`. */
      publicEndpoint: string;
    }
  | undefined
>;

export type TaskSchedulerOptions = {
  db: pg.Pool;
  /** The workers, and the egress guard development tunnels are reached through. */
  supervisor: WorkerSupervisor | Invoker;
  resolve: TaskTargetResolver;
  logger: Logger;
  /** How often due tasks are looked for. */
  pollMs?: number;
  /** Tasks delivered at once (each holds a database connection while its script runs). */
  batchSize?: number;
  /** false: no polling, deliveries only through runOnce() (tests). */
  poll?: boolean;
};

/** `x-gitbook-integration-signature`: hex HMAC-SHA256 of the raw body, keyed with the integration's signing secret. */
export function signTaskBody(body: string, signingSecret: string): string {
  return createHmac('sha256', signingSecret).update(body).digest('hex');
}

/**
 * Delivers due tasks as `@gitbook/runtime` 0.21 integrations receive them (docs/integrations.md
 * "Tasks"): a `fetch` event for `POST <publicEndpoint>/tasks` with body `{"task": ...}` and the
 * `x-gitbook-integration-signature` header, recorded in runtime_events like every delivery.
 * Each due task is locked (FOR UPDATE SKIP LOCKED: replicas share the table without taking the
 * same task) in a transaction that marks it delivered only after its delivery was recorded: a
 * runtime that stops meanwhile leaves it due, and it is delivered again (at least once).
 */
export function startTaskScheduler(options: TaskSchedulerOptions): { stop(): Promise<void>; runOnce(): Promise<number> } {
  const { db, logger } = options;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 4;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverOne(): Promise<boolean> {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string; integration_id: string; task: unknown }>(
        `SELECT id, integration_id, task FROM runtime_tasks WHERE event_id IS NULL AND run_at <= CURRENT_TIMESTAMP
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const due = rows[0];
      if (!due) {
        await client.query('COMMIT');
        return false;
      }
      const target = await options.resolve(due.integration_id);
      if (!target) {
        logger.info({ taskId: due.id, integrationId: due.integration_id }, 'task dropped: its integration is gone');
        await client.query('DELETE FROM runtime_tasks WHERE id = $1', [due.id]);
        await client.query('COMMIT');
        return true;
      }
      const body = JSON.stringify({ task: due.task });
      const signingSecret = target.environment.signingSecrets?.integration ?? '';
      const event = {
        type: 'fetch',
        request: {
          method: 'post',
          url: `${target.publicEndpoint.replace(/\/+$/, '')}/tasks`,
          headers: { 'content-type': 'application/json', 'x-gitbook-integration-signature': signTaskBody(body, signingSecret) },
        },
      } as unknown as Omit<Event, 'eventId'>;
      const { eventId, result } = await recordDelivery(db, options.supervisor, {
        integrationId: due.integration_id,
        integrationVersion: target.integrationVersion,
        script: target.script,
        event,
        environment: target.environment,
        fetchBody: body,
      });
      await client.query('UPDATE runtime_tasks SET event_id = $2 WHERE id = $1', [due.id, eventId]);
      await client.query('COMMIT');
      logger.debug({ taskId: due.id, eventId, ok: result.ok }, 'task delivered');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Delivers what is due now, up to batchSize at once; resolves to how many were taken. */
  async function runOnce(): Promise<number> {
    let taken = 0;
    const lanes = Array.from({ length: batchSize }, async () => {
      while (!stopped && (await deliverOne())) taken++;
    });
    await Promise.all(lanes);
    return taken;
  }

  const tick = () => {
    if (stopped) return;
    running = runOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'task delivery failed; retried at the next poll');
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  if (options.poll !== false) timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
