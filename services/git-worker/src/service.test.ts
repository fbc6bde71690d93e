import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import pg from 'pg';
import { createLogger, databaseUrlFor, namespacedSubject, newId, removeNamespace, testNamespace } from '@quire/shared';
import { startGitWorkerService, type RunningGitWorkerService } from '.';
import { JOB_REQUESTED_SUBJECT } from './jobs/requests';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const logger = createLogger('git-worker', 'silent');

/** A database of this test's own, so that the test sees the service create it. */
const databaseName = `quire_git_worker_test_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, ''));
/**
 * This stack's own namespace: it takes only the job requests published in it, into streams of
 * its own, so it never runs another stack's jobs from the shared NATS server (and they never
 * run its own); removed at the end.
 */
const namespace = testNamespace('gitworkerservice');

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
    await removeNamespace(natsUrl, namespace);
  });

  it('creates its database, answers Health/Check SERVING, and stops serving after stop()', async () => {
    service = await startGitWorkerService({ host: '127.0.0.1', port: 0, logger, databaseUrl, natsUrl, namespace });
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
    // Where content's relay in the same namespace publishes its requests.
    const subject = namespacedSubject(JOB_REQUESTED_SUBJECT, namespace);
    const ran: string[] = [];
    service = await startGitWorkerService({
      host: '127.0.0.1',
      port: 0,
      logger: createLogger('git-worker', 'info', destination),
      databaseUrl,
      natsUrl,
      egress: { allow: ['127.0.0.0/8', '::1/128', 'git.internal:3000'] },
      handlers: { 'git-import': async ({ jobId }, { egress }) => void ran.push(`${jobId}:${typeof egress.fetch}`) },
      namespace,
    });
    const messages = lines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain(
      'egress guard: outbound connections to public addresses, and 127.0.0.0/8, ::1/128, git.internal:3000 (QUIRE_EGRESS_ALLOW); cloud metadata addresses are always refused',
    );

    const nc = await connect({ servers: natsUrl });
    const js = jetstream(nc);
    const request = (jobId: string) =>
      JSON.stringify({
        specversion: '1.0',
        id: newId(),
        type: 'quire.content.source-job.requested',
        source: 'quire/content',
        time: new Date().toISOString(),
        subject: jobId,
        organization: 'org-1',
        data: { jobId, kind: 'git-import', organizationId: 'org-1' },
      });
    // Requests of other stacks on the same server: one without a namespace, one of another.
    const foreign = [
      await js.publish(JOB_REQUESTED_SUBJECT, request(`other-${newId()}`)),
      await js.publish(namespacedSubject(JOB_REQUESTED_SUBJECT, testNamespace('other')), request(`other-${newId()}`)),
    ];
    try {
      const jobId = `job-${newId()}`;
      await js.publish(subject, request(jobId));
      const deadline = Date.now() + 10_000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran).toEqual([`${jobId}:function`]);
    } finally {
      // No other stack's git-worker should meet these later.
      const jsm = await jetstreamManager(nc);
      for (const { stream, seq } of foreign) await jsm.streams.deleteMessage(stream, seq).catch(() => undefined);
      await nc.close();
    }
  });

  it('refuses to start when NATS does not answer', async () => {
    // Port 1 is never a NATS server; the connection is refused at once.
    await expect(
      startGitWorkerService({ host: '127.0.0.1', port: 0, logger, databaseUrl, natsUrl: 'nats://127.0.0.1:1', namespace }),
    ).rejects.toThrow();
  });
});
