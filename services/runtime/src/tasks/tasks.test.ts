import type { Integration, IntegrationEnvironment } from '@gitbook/api';
import type pg from 'pg';
import { createLogger } from '@quire/shared';
import { testDatabase } from '../../test/test-database';
import { getIntegrationEvent } from '../events/queries';
import { startRuntimeService, type RunningRuntimeService } from '../service';
import type { IntegrationScript } from '../workers/supervisor';
import { queueTask } from './commands/queue-task';
import { signTaskBody, startTaskScheduler, type TaskTargetResolver } from './scheduler';

const { databaseUrl, drop: dropDatabase } = testDatabase('tasks');
const logger = createLogger('runtime-test', 'silent');

const environment: IntegrationEnvironment = {
  apiEndpoint: 'http://127.0.0.1:9',
  apiTokens: { integration: 'gb_integration_token' },
  authToken: 'gb_integration_token',
  integration: { name: 'tasker' } as Integration,
  secrets: {},
  signingSecrets: { integration: 'tasker-signing-secret' },
};

/** Its fetch handler prints what a 0.21 integration's `POST /tasks` route reads. */
const tasker: IntegrationScript = {
  key: 'tasker@1',
  source: `export default { async fetch(request) {
    const form = await request.formData();
    const event = JSON.parse(form.get('event'));
    const body = await form.get('fetch-body').text();
    console.log(JSON.stringify({ url: event.request.url, method: event.request.method, signature: event.request.headers['x-gitbook-integration-signature'], body }));
    return new Response('ok');
  } };`,
};

describe('queueTask and the task scheduler', () => {
  let service: RunningRuntimeService;
  let db: pg.Pool;
  let known = true;
  const resolve: TaskTargetResolver = async () =>
    known ? { integrationVersion: 3, script: tasker, environment, publicEndpoint: 'https://quire.example/v1/integrations/tasker/integration' } : undefined;

  beforeAll(async () => {
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl });
    db = service.context.db;
  });

  afterAll(async () => {
    await service?.stop();
    await dropDatabase();
  });

  it('refuses a body that is not { task: object, schedule?: 0..86400 }, storing nothing', async () => {
    for (const body of [{}, { task: [1] }, { task: 'x' }, { task: {}, schedule: -1 }, { task: {}, schedule: 86_401 }, { task: {}, schedule: 1.5 }, { task: { big: 'x'.repeat(70_000) } }]) {
      await expect(queueTask(db, 'int-tasker', body)).rejects.toMatchObject({ code: 3 });
    }
    const { rows } = await db.query('SELECT count(*)::int AS n FROM runtime_tasks');
    expect(rows[0].n).toBe(0);
  });

  it('delivers a due task once, signed, as POST <publicEndpoint>/tasks with {task}; a scheduled one only when its time has come', async () => {
    const scheduler = startTaskScheduler({ db, supervisor: service.context.supervisor, resolve, logger, poll: false });
    try {
      // The worker process started beforehand, so that the first delivery does not take the seconds of the schedule.
      await service.context.supervisor.invoke(tasker, { path: '/', method: 'GET' });
      const now = await queueTask(db, 'int-tasker', { task: { kind: 'sync', n: 1 } });
      const later = await queueTask(db, 'int-tasker', { task: { kind: 'sync', n: 2 }, schedule: 3 });
      expect(await scheduler.runOnce()).toBe(1);
      expect(await scheduler.runOnce()).toBe(0);

      const { rows } = await db.query<{ event_id: string }>('SELECT event_id FROM runtime_tasks WHERE id = $1', [now.taskId]);
      const event = await getIntegrationEvent(db, 'int-tasker', rows[0].event_id);
      expect(event).toMatchObject({ status: 'success', type: 'fetch', integration_version: 3 });
      const seen = JSON.parse(event!.logs[0]) as { url: string; method: string; signature: string; body: string };
      expect(seen).toMatchObject({ url: 'https://quire.example/v1/integrations/tasker/integration/tasks', method: 'post' });
      expect(JSON.parse(seen.body)).toEqual({ task: { kind: 'sync', n: 1 } });
      // Signed over the exact bytes the script receives (the stored task's key order is PostgreSQL's).
      expect(seen.signature).toBe(signTaskBody(seen.body, 'tasker-signing-secret'));
      expect(seen.signature).not.toBe(signTaskBody(seen.body, 'another-secret'));

      await new Promise((resolve) => setTimeout(resolve, 3_200));
      expect(await scheduler.runOnce()).toBe(1);
      const { rows: laterRows } = await db.query<{ event_id: string | null }>('SELECT event_id FROM runtime_tasks WHERE id = $1', [later.taskId]);
      expect(laterRows[0].event_id).toEqual(expect.any(String));
    } finally {
      await scheduler.stop();
    }
  });

  it('leaves a task due when its delivery could not be recorded, and drops the tasks of an integration that is gone', async () => {
    const failing = startTaskScheduler({ db, supervisor: service.context.supervisor, resolve: () => Promise.reject(new Error('identity unavailable')), logger, poll: false });
    const queued = await queueTask(db, 'int-tasker', { task: { kind: 'retry' } });
    await expect(failing.runOnce()).rejects.toThrow('identity unavailable');
    await failing.stop();
    const { rows } = await db.query<{ event_id: string | null }>('SELECT event_id FROM runtime_tasks WHERE id = $1', [queued.taskId]);
    expect(rows[0].event_id).toBeNull();

    known = false;
    const scheduler = startTaskScheduler({ db, supervisor: service.context.supervisor, resolve, logger, poll: false });
    expect(await scheduler.runOnce()).toBe(1);
    await scheduler.stop();
    const { rows: gone } = await db.query('SELECT 1 FROM runtime_tasks WHERE id = $1', [queued.taskId]);
    expect(gone).toHaveLength(0);
  });
});
