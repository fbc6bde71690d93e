import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import pg from 'pg';
import { createLogger, databaseUrlFor, newId } from '@quire/shared';
import { startGitWorkerService, type RunningGitWorkerService } from '../src';
import { jobQueueNames, namespaceForDatabase } from '../src/jobs/queue';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const logger = createLogger('git-worker', 'silent');

/** A database of this test's own, so that the test sees the service create it. */
const databaseName = `quire_git_worker_test_${randomBytes(4).toString('hex')}`;
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

describe('startGitWorkerService', () => {
  let service: RunningGitWorkerService | undefined;
  let channel: Channel | undefined;

  afterEach(async () => {
    channel?.close();
    await service?.stop();
    service = undefined;
  });

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    const names = jobQueueNames(namespaceForDatabase(databaseUrl));
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(names.jobsStream).catch(() => undefined);
    await jsm.streams.delete(names.deadStream).catch(() => undefined);
    await jsm.consumers.delete('QUIRE', names.requestsDurable).catch(() => undefined);
    await nc.close();
  });

  it('creates its database, answers Health/Check SERVING, and stops serving after stop()', async () => {
    service = await startGitWorkerService({ host: '127.0.0.1', port: 0, logger, databaseUrl, natsUrl });
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

  it('says what the egress guard allows, and runs the jobs content asks for', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const subject = `quire.test-${newId().replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase()}.source-job.requested`;
    const ran: string[] = [];
    service = await startGitWorkerService({
      host: '127.0.0.1',
      port: 0,
      logger: createLogger('git-worker', 'info', destination),
      databaseUrl,
      natsUrl,
      egress: { allow: ['127.0.0.0/8', '::1/128', 'git.internal:3000'] },
      handlers: { 'git-import': async ({ jobId }, { egress }) => void ran.push(`${jobId}:${typeof egress.fetch}`) },
      requestSubject: subject,
    });
    const messages = lines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain(
      'egress guard: outbound connections to public addresses, and 127.0.0.0/8, ::1/128, git.internal:3000 (QUIRE_EGRESS_ALLOW); cloud metadata addresses are always refused',
    );

    const nc = await connect({ servers: natsUrl });
    try {
      const jobId = `job-${newId()}`;
      const data = { jobId, kind: 'git-import', organizationId: 'org-1' };
      await jetstream(nc).publish(
        subject,
        JSON.stringify({ specversion: '1.0', id: newId(), type: 'quire.content.source-job.requested', source: 'quire/content', time: new Date().toISOString(), subject: jobId, organization: 'org-1', data }),
      );
      const deadline = Date.now() + 10_000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(ran).toEqual([`${jobId}:function`]);
    } finally {
      await nc.close();
    }
  });

  it('refuses to start when NATS does not answer', async () => {
    // Port 1 is never a NATS server; the connection is refused at once.
    await expect(
      startGitWorkerService({ host: '127.0.0.1', port: 0, logger, databaseUrl, natsUrl: 'nats://127.0.0.1:1' }),
    ).rejects.toThrow();
  });
});
