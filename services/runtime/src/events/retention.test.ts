import { createLogger, newId } from '@quire/shared';
import { testDatabase } from '../../test/test-database';
import { startRuntimeService, type RunningRuntimeService } from '../service';
import { pruneRuntimeEvents } from './retention';

// The retention sweep of deliveries (docs/integrations.md "Retention"), on a real migrated database.

const { databaseUrl, drop: dropDatabase } = testDatabase('retention');
let service: RunningRuntimeService;

beforeAll(async () => {
  service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger: createLogger('runtime-test', 'silent'), databaseUrl });
});

afterAll(async () => {
  await service?.stop();
  await dropDatabase();
});

const DAY = 24 * 60 * 60_000;

async function delivery(status: string, ageDays: number): Promise<string> {
  const id = newId();
  await service.context.db.query(
    `INSERT INTO runtime_events (id, integration_id, installation_id, type, payload, status, created_at, updated_at)
     VALUES ($1, 'int-1', 'inst-1', 'site_view', '{}', $2::runtime_event_status, $3, $3)`,
    [id, status, new Date(Date.now() - ageDays * DAY)],
  );
  return id;
}

it('deletes finished deliveries older than the window, never a pending or running one, and processed ids past any redelivery', async () => {
  const db = service.context.db;
  const kept = [await delivery('success', 29), await delivery('failed', 1), await delivery('pending', 90), await delivery('running', 90)];
  const gone = [await delivery('success', 31), await delivery('failed', 400)];
  await db.query(`INSERT INTO processed_events (id, consumer, handled_at) VALUES ('runtime-insights:old', 'runtime-insights', $1), ('runtime-insights:new', 'runtime-insights', $2)`, [
    new Date(Date.now() - 15 * DAY),
    new Date(Date.now() - 6 * DAY),
  ]);

  expect(await pruneRuntimeEvents(db, 30)).toBe(2);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM runtime_events');
  expect(rows.map((row) => row.id).sort()).toEqual([...kept].sort());
  expect(gone.some((id) => rows.some((row) => row.id === id))).toBe(false);
  const processed = await db.query<{ id: string }>('SELECT id FROM processed_events');
  expect(processed.rows.map((row) => row.id)).toEqual(['runtime-insights:new']);
  // Again: nothing more to delete.
  expect(await pruneRuntimeEvents(db, 30)).toBe(0);
});
