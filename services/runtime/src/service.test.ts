import { randomBytes } from 'node:crypto';
import { createChannel, createClient, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import pg from 'pg';
import { createLogger, databaseUrlFor } from '@quire/shared';
import { startRuntimeService, type RunningRuntimeService } from '.';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('runtime', 'silent');

/** A database of this test's own, so that the test sees the service create it. */
const databaseName = `quire_runtime_test_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, ''));

async function adminQuery(sql: string, values: unknown[] = [], url = baseDatabaseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startRuntimeService', () => {
  let service: RunningRuntimeService | undefined;
  let channel: Channel | undefined;

  afterEach(async () => {
    channel?.close();
    await service?.stop();
    service = undefined;
  });

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it('creates and migrates its database, answers Health/Check SERVING, runs scripts, and stops its workers on stop()', async () => {
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl });
    const tables = await adminQuery(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'runtime_%' ORDER BY 1`,
      [],
      databaseUrl,
    );
    expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(['runtime_events', 'runtime_signing_secrets', 'runtime_tasks']);

    channel = createChannel(`127.0.0.1:${service.port}`);
    const health = createClient(HealthDefinition, channel);
    expect(await health.check({ service: '' })).toEqual({ status: HealthCheckResponse_ServingStatus.SERVING });

    const script = { key: 'hello@1', source: `export default { async fetch(request) { return new Response('hello ' + new URL(request.url).pathname); } };` };
    const response = await service.context.supervisor.invoke(script, { path: '/v1', method: 'GET' });
    expect(response.body.toString()).toBe('hello /v1');
    const pid = service.context.supervisor.running('hello@1')?.pid;
    expect(pid).toEqual(expect.any(Number));

    await service.stop();
    service = undefined;
    expect(alive(pid!)).toBe(false);
    await expect(health.check({ service: '' })).rejects.toThrow();
  });

  it('starts again on the migrated database (migrations are applied once)', async () => {
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl });
    const { rows } = await adminQuery(`SELECT migration_name FROM _prisma_migrations ORDER BY 1`, [], databaseUrl);
    expect(rows.map((row: { migration_name: string }) => row.migration_name)).toEqual(['20261216090000_runtime', '20261217090000_runtime_signing', '20261218010000_runtime_event_consumer', '20261228090000_runtime_events_retention']);
  });
});
