import { randomBytes } from 'node:crypto';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import pg from 'pg';
import { createLogger, databaseUrlFor } from '@quire/shared';
import { startSitesService, type RunningSitesService } from './index';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('sites', 'silent');

/** A database of this test's own, so that the test sees the service create it. */
const databaseName = `quire_sites_test_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, ''));

async function adminQuery(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('startSitesService', () => {
  let service: RunningSitesService | undefined;
  let channel: Channel | undefined;

  afterEach(async () => {
    channel?.close();
    await service?.stop();
    service = undefined;
  });

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it('creates its database, answers Health/Check SERVING, and stops serving after stop()', async () => {
    service = await startSitesService({
      host: '127.0.0.1',
      port: 0,
      logger,
      databaseUrl,
      natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      urls: { publicUrl: 'http://quire.test', appUrl: 'http://quire.test', sitesUrl: 'http://sites.quire.test' },
      contentGrpcUrl: '127.0.0.1:1',
      spaces: { getSpaces: async () => new Map() },
      contentEventsDurable: 'sites-service-test',
    });
    const { rowCount } = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    expect(rowCount).toBe(1);

    channel = createChannel(`127.0.0.1:${service.port}`);
    const health = createClient(HealthDefinition, channel);
    expect(await health.check({ service: '' })).toEqual({ status: HealthCheckResponse_ServingStatus.SERVING });

    await service.stop();
    const afterStop = await health.check({ service: '' }, { signal: AbortSignal.timeout(2000) }).then(
      () => 'answered',
      (error: { code?: Status }) => error.code,
    );
    expect(afterStop).toBe(Status.UNAVAILABLE);
  });
});
