import { randomBytes } from 'node:crypto';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import pg from 'pg';
import { createLogger, databaseUrlFor, removeNamespace, testNamespace } from '@quire/shared';
import { startInsightsService, type RunningInsightsService } from '.';
import { noDocsPages } from './docs-pages/locator';
import { NATS_URL, URLS } from '../test/helpers';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('insights', 'silent');

/** A database of this test's own, so that the test sees the service create it. */
const databaseName = `quire_insights_test_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, ''));
/** Its own analysis stream and content-events durable on the shared NATS server, removed at the end. */
const namespace = testNamespace('insightsboot');

async function adminQuery(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('startInsightsService', () => {
  let service: RunningInsightsService | undefined;
  let channel: Channel | undefined;

  afterEach(async () => {
    channel?.close();
    await service?.stop();
    service = undefined;
  });

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await removeNamespace(NATS_URL, namespace);
  });

  it('creates and migrates its database, answers Health/Check SERVING, and stops serving after stop()', async () => {
    service = await startInsightsService({
      host: '127.0.0.1',
      port: 0,
      logger,
      databaseUrl,
      natsUrl: NATS_URL,
      urls: URLS,
      sitesGrpcUrl: '127.0.0.1:1',
      contentGrpcUrl: '127.0.0.1:1',
      docsPages: noDocsPages,
      namespace,
    });
    const { rowCount } = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    expect(rowCount).toBe(1);
    const migrated = new pg.Client({ connectionString: databaseUrl });
    await migrated.connect();
    const tables = await migrated.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    await migrated.end();
    expect(tables.rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['conversations', 'conversation_issues', 'issues_clusters', 'clustering_states', 'term_document_counts', 'change_request_tasks', 'outbox', 'processed_events']),
    );

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
