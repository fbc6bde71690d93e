import path from 'node:path';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { createLogger, createPgPool, databaseUrlFor, ensureDatabase, migrate, newId, type EventConsumer, type EventEnvelope } from '@quire/shared';
import pg from 'pg';
import type { ContentClients } from '../src/content/clients';
import { EgressError, type Egress } from '../src/egress/egress';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from '../src/jobs/job';
import { enqueueJob, ensureJobStreams, jobQueueNames, startJobWorkers, type DeadLetter, type JobQueueNames, type JobQueueSettings, type JobWorkers } from '../src/jobs/queue';
import { startJobRequests } from '../src/jobs/requests';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const logger = createLogger('git-worker-queue-test', 'silent');
const runId = newId().replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase();
const databaseUrl = databaseUrlFor(baseDatabaseUrl, `git_worker_queue_test_${runId}`);

/** Short waits: a failed attempt comes back after 50 ms, a dead worker's job after 1 s. */
const FAST: Partial<JobQueueSettings> = { ackWaitMs: 1_000, redeliveryDelaysMs: [50], maxAttempts: 3, pullExpiresMs: 1_000, abortGraceMs: 500 };

const noEgress: Egress = {
  fetch: () => Promise.reject(new Error('no egress in these tests')),
  dispatcher: undefined as unknown as Egress['dispatcher'],
};
const noContent = {} as ContentClients;

let db: pg.Pool;
let nc: NatsConnection;
let jsm: JetStreamManager;
const namespaces: JobQueueNames[] = [];
const running: { stop(): Promise<void> }[] = [];
const connections: NatsConnection[] = [];

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newNames(): JobQueueNames {
  const names = jobQueueNames(`test_${runId}_${namespaces.length}`);
  namespaces.push(names);
  return names;
}

function job(kind = 'git-import'): JobRequestedEvent {
  return { jobId: `job-${newId()}`, kind: kind as JobRequestedEvent['kind'], organizationId: 'org-1', spaceId: 'space-1' };
}

async function jobRow(id: string) {
  const { rows } = await db.query('SELECT status, attempts, last_error_code, last_error_message FROM jobs WHERE id = $1', [id]);
  return rows[0] as { status: string; attempts: number; last_error_code: string | null; last_error_message: string | null } | undefined;
}

/** Workers on their own NATS connection (so a test can cut it, as a dying process would). */
async function workers(names: JobQueueNames, handlers: Record<string, JobHandler>, settings: Partial<JobQueueSettings> = {}) {
  const connection = await connect({ servers: natsUrl });
  connections.push(connection);
  const started: JobWorkers = startJobWorkers({ nats: connection, db, names, logger, handlers, egress: noEgress, content: noContent, settings: { ...FAST, ...settings } });
  running.push(started);
  return { workers: started, connection };
}

async function enqueue(names: JobQueueNames, ...jobs: JobRequestedEvent[]) {
  await ensureJobStreams(nc, names, { ...FAST } as JobQueueSettings);
  for (const queued of jobs) await enqueueJob(jetstream(nc), names, queued);
}

async function deadLetters(names: JobQueueNames): Promise<DeadLetter[]> {
  const info = await jsm.streams.info(names.deadStream);
  const letters: DeadLetter[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(names.deadStream, { seq }).catch(() => null);
    if (message) letters.push(message.json<DeadLetter>());
  }
  return letters;
}

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  await migrate({ databaseUrl, migrationsDir: path.join(__dirname, '..', 'prisma', 'migrations'), logger });
  db = createPgPool(databaseUrl);
  nc = await connect({ servers: natsUrl });
  jsm = await jetstreamManager(nc);
  // The QUIRE event stream, as a relay would have created it.
  await jsm.streams.info('QUIRE').catch(() => jsm.streams.add({ name: 'QUIRE', subjects: ['quire.>'] }));
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((part) => part.stop()));
  await Promise.all(connections.splice(0).map((connection) => connection.close().catch(() => undefined)));
});

afterAll(async () => {
  for (const names of namespaces) {
    await jsm.streams.delete(names.jobsStream).catch(() => undefined);
    await jsm.streams.delete(names.deadStream).catch(() => undefined);
    await jsm.consumers.delete('QUIRE', names.requestsDurable).catch(() => undefined);
  }
  await nc.close();
  await db.end();
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe('job requests', () => {
  it('turns a request event into one job, however often it arrives', async () => {
    const names = newNames();
    const subject = `quire.test-${runId}.source-job.requested`;
    const runs: string[] = [];
    await ensureJobStreams(nc, names, FAST as JobQueueSettings);
    const js = jetstream(nc);
    const requests: EventConsumer = startJobRequests({ natsUrl, databaseUrl, logger, names, subject, enqueue: (queued) => enqueueJob(js, names, queued) });
    running.push(requests);
    await workers(names, { 'git-import': async ({ jobId }) => void runs.push(jobId) });

    const requested = job();
    const envelope = (id: string): EventEnvelope<JobRequestedEvent> => ({
      specversion: '1.0',
      id,
      type: 'quire.content.source-job.requested',
      source: 'quire/content',
      time: new Date().toISOString(),
      subject: requested.jobId,
      organization: requested.organizationId,
      data: requested,
    });
    const eventId = newId();
    // The same event twice (a relay that published again: another message id), then a
    // second event for the same job.
    await js.publish(subject, JSON.stringify(envelope(eventId)), { msgID: `${eventId}-a` });
    await js.publish(subject, JSON.stringify(envelope(eventId)), { msgID: `${eventId}-b` });
    await js.publish(subject, JSON.stringify(envelope(newId())));
    // A malformed request is dropped, not retried forever.
    await js.publish(subject, JSON.stringify({ ...envelope(newId()), data: { kind: 'git-import' } }));

    await until(async () => (await jobRow(requested.jobId))?.status === 'succeeded');
    await pause(500);
    expect(runs).toEqual([requested.jobId]);
    expect(await jobRow(requested.jobId)).toEqual({ status: 'succeeded', attempts: 1, last_error_code: null, last_error_message: null });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1', [names.requestsDurable]);
    expect(rows[0].n).toBe(3);
  });
});

describe('job workers', () => {
  it('runs a job once, with its context, and empties the queue', async () => {
    const names = newNames();
    const contexts: JobContext[] = [];
    const { workers: started } = await workers(names, { 'openapi-fetch': async (_, context) => void contexts.push(context) });
    const queued = job('openapi-fetch');
    await enqueue(names, queued);
    // A message that is not a job is dropped, not redelivered.
    await jetstream(nc).publish(names.jobsSubject, 'not a job');
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded');
    await pause(300);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]).toMatchObject({ jobId: queued.jobId, organizationId: 'org-1', spaceId: 'space-1', attempt: 1, finalAttempt: false, egress: noEgress });
    expect(await started.lag()).toEqual({ pending: 0, inProgress: 0 });
  });

  it('retries a throwing handler, then records it dead and dead-letters it with a redacted error', async () => {
    const names = newNames();
    const attempts: { attempt: number; finalAttempt: boolean }[] = [];
    await workers(names, {
      'git-import': async (_, { attempt, finalAttempt }) => {
        attempts.push({ attempt, finalAttempt });
        throw new Error('could not reach https://bot:glpat-secret@git.example.com/repo.git');
      },
    });
    const queued = job();
    await enqueue(names, queued);
    await until(async () => (await jobRow(queued.jobId))?.status === 'dead');
    expect(attempts).toEqual([
      { attempt: 1, finalAttempt: false },
      { attempt: 2, finalAttempt: false },
      { attempt: 3, finalAttempt: true },
    ]);
    const row = await jobRow(queued.jobId);
    expect(row).toEqual({ status: 'dead', attempts: 3, last_error_code: 'JOB_FAILED', last_error_message: 'could not reach https://git.example.com/repo.git' });
    await until(async () => (await deadLetters(names)).length === 1);
    expect(await deadLetters(names)).toEqual([
      {
        jobId: queued.jobId,
        kind: 'git-import',
        organizationId: 'org-1',
        spaceId: 'space-1',
        status: 'dead',
        attempts: 3,
        error: { code: 'JOB_FAILED', message: 'could not reach https://git.example.com/repo.git' },
        at: expect.any(String),
      },
    ]);
    await pause(300);
    expect(attempts).toHaveLength(3);
  });

  it('does not retry a non-retryable JobError, an egress refusal or an unknown kind', async () => {
    const names = newNames();
    let runs = 0;
    await workers(names, {
      'git-import': async () => {
        runs++;
        throw new JobError('GIT_BAD_REPOSITORY', 'The repository has no branch "main".');
      },
      'website-import': async () => {
        runs++;
        throw new EgressError('EGRESS_REFUSED', 'the egress guard refused the connection: intranet resolves to a private address');
      },
    });
    const [badRepository, refused, unknown] = [job('git-import'), job('website-import'), job('svn-import')];
    await enqueue(names, badRepository, refused, unknown);
    await until(async () => (await Promise.all([badRepository, refused, unknown].map((queued) => jobRow(queued.jobId)))).every((row) => row?.status === 'failed'));
    await pause(300);
    expect(runs).toBe(2);
    expect(await jobRow(badRepository.jobId)).toMatchObject({ attempts: 1, last_error_code: 'GIT_BAD_REPOSITORY' });
    expect(await jobRow(refused.jobId)).toMatchObject({ attempts: 1, last_error_code: 'EGRESS_REFUSED' });
    expect(await jobRow(unknown.jobId)).toMatchObject({ attempts: 1, last_error_code: 'UNSUPPORTED_JOB', last_error_message: 'this worker cannot run "svn-import" jobs' });
    await until(async () => (await deadLetters(names)).length === 3);
    expect((await deadLetters(names)).map((letter) => [letter.jobId, letter.status, letter.error.code]).sort()).toEqual(
      [
        [badRepository.jobId, 'failed', 'GIT_BAD_REPOSITORY'],
        [refused.jobId, 'failed', 'EGRESS_REFUSED'],
        [unknown.jobId, 'failed', 'UNSUPPORTED_JOB'],
      ].sort(),
    );
  });

  it('shares the queue between two workers: each job runs once', async () => {
    const names = newNames();
    const runs = new Map<string, string[]>();
    const handler = (instance: string): JobHandler => async ({ jobId }) => {
      runs.set(jobId, [...(runs.get(jobId) ?? []), instance]);
      await pause(150);
    };
    await workers(names, { 'git-export': handler('a') }, { concurrency: 1 });
    await workers(names, { 'git-export': handler('b') }, { concurrency: 1 });
    const jobs = Array.from({ length: 6 }, () => job('git-export'));
    await enqueue(names, ...jobs);
    await until(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM jobs WHERE id = ANY($1) AND status = 'succeeded'`, [jobs.map((queued) => queued.jobId)]);
      return rows[0].n === jobs.length;
    });
    await pause(300);
    expect([...runs.keys()].sort()).toEqual(jobs.map((queued) => queued.jobId).sort());
    expect([...runs.values()].every((instances) => instances.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat())).toEqual(new Set(['a', 'b']));
  });

  it('redoes the job of a worker that died mid-job, on another worker, after the ack wait', async () => {
    const names = newNames();
    const runs: string[] = [];
    const dying = await workers(names, {
      'git-import': (_, { signal }) => {
        runs.push('dying');
        // Never finishes on its own: the process "dies" below.
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const queued = job();
    await enqueue(names, queued);
    await until(() => runs.length === 1);
    // The process dies: its NATS connection goes without an ack, a nak or a heartbeat.
    const diedAt = Date.now();
    await dying.connection.close();

    await workers(names, { 'git-import': async () => void runs.push('survivor') });
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded');
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(700);
    expect(runs).toEqual(['dying', 'survivor']);
    expect(await jobRow(queued.jobId)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('acknowledges a job already succeeded without running it again (a redelivery after a lost ack)', async () => {
    const names = newNames();
    const queued = job();
    await db.query(`INSERT INTO jobs (id, kind, organization_id, status, attempts, requested_at, finished_at) VALUES ($1, 'git-import', 'org-1', 'succeeded', 1, now(), now())`, [queued.jobId]);
    let runs = 0;
    const { workers: started } = await workers(names, { 'git-import': async () => void runs++ });
    await enqueue(names, queued);
    await until(async () => (await started.lag()).pending === 0 && (await started.lag()).inProgress === 0);
    await pause(200);
    expect(runs).toBe(0);
  });

  it('aborts a job at its time limit and records JOB_TIMEOUT', async () => {
    const names = newNames();
    let aborted = false;
    await workers(
      names,
      {
        'git-import': (_, { signal }) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            }),
          ),
      },
      { jobTimeoutMs: 200, maxAttempts: 1 },
    );
    const queued = job();
    await enqueue(names, queued);
    await until(async () => (await jobRow(queued.jobId))?.status === 'dead');
    expect(aborted).toBe(true);
    expect(await jobRow(queued.jobId)).toMatchObject({ attempts: 1, last_error_code: 'JOB_TIMEOUT' });
  });

  it('gives a running job back when the worker stops, and another worker runs it at once', async () => {
    const names = newNames();
    const runs: string[] = [];
    const stopping = await workers(names, {
      'git-import': (_, { signal }) => {
        runs.push('stopping');
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const queued = job();
    await enqueue(names, queued);
    await until(() => runs.length === 1);
    await stopping.workers.stop();
    expect(await jobRow(queued.jobId)).toMatchObject({ status: 'queued' });
    await workers(names, { 'git-import': async () => void runs.push('next') }, { ackWaitMs: 30_000 });
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded', 5_000);
    expect(runs).toEqual(['stopping', 'next']);
  });
});
