import { invalidArgument, newId } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';

/** Longest delay a task may ask for (queueIntegrationTask's `schedule`, seconds). */
export const MAX_TASK_SCHEDULE_SECONDS = 86_400;
/** Largest `task` payload kept, serialized. */
export const MAX_TASK_BYTES = 64 * 1024;

/** queueIntegrationTask's body: `task` (any object, required) and `schedule` (0..86400 s, default 0). */
export const ZQueueTask = z.object({
  task: z.record(z.string(), z.unknown()),
  schedule: z.number().int().min(0).max(MAX_TASK_SCHEDULE_SECONDS).optional(),
});
export type QueueTask = z.infer<typeof ZQueueTask>;

/**
 * Stores a task an integration queued, to run `schedule` seconds from now (the database's
 * clock): durable across restarts, delivered once its time has come (scheduler.ts).
 * INVALID_ARGUMENT for a body that is not { task: object, schedule?: 0..86400 } or a task
 * larger than MAX_TASK_BYTES.
 */
export async function queueTask(db: pg.Pool, integrationId: string, body: unknown): Promise<{ taskId: string }> {
  const parsed = ZQueueTask.safeParse(body);
  if (!parsed.success) throw invalidArgument(`task: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`);
  const task = JSON.stringify(parsed.data.task);
  if (Buffer.byteLength(task) > MAX_TASK_BYTES) throw invalidArgument(`task: larger than ${MAX_TASK_BYTES} bytes`);
  const taskId = newId();
  await db.query(
    `INSERT INTO runtime_tasks (id, integration_id, task, run_at) VALUES ($1, $2, $3, CURRENT_TIMESTAMP + make_interval(secs => $4))`,
    [taskId, integrationId, task, parsed.data.schedule ?? 0],
  );
  return { taskId };
}
