import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import {
  createLogger,
  createPgPool,
  databaseUrlFor,
  ensureDatabase,
  migrate,
  namespacedSubject,
  newId,
  removeNamespace,
  testNamespace,
  type DeadLetter,
  type EventConsumer,
  type EventEnvelope,
  type WorkQueueWorker,
} from '@quire/shared';
import { contentV1 } from '@quire/proto';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import pg from 'pg';
import { Agent } from 'undici';
import type { ContentClients } from '../clients/content';
import { EgressError, type Egress } from '../egress/egress';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from './job';
import { createJobQueue, startJobWorkers, type JobMessage, type JobQueue, type JobQueueSettings } from './queue';
import { JOB_REQUESTED_SUBJECT, REQUESTS_DURABLE, startJobRequests } from './requests';
import { createGitImportHandler } from '../git/handlers';
import { RepositoryCache } from '../git/transport';
import { FakeContent } from '../../test/fake-content';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const logger = createLogger('git-worker-queue-test', 'silent');
const runId = newId().replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase();
const databaseUrl = databaseUrlFor(baseDatabaseUrl, `git_worker_queue_test_${runId}`);

/** Short waits: a failed attempt comes back after 50 ms, a dead worker's job after 1 s. */
const FAST: Partial<JobQueueSettings> = { ackWaitMs: 1_000, redeliveryDelaysMs: [50], maxAttempts: 3, abortGraceMs: 500 };

const noEgress: Egress = {
  fetch: () => Promise.reject(new Error('no egress in these tests')),
  dispatcher: undefined as unknown as Egress['dispatcher'],
};
const noContent = {} as ContentClients;

let db: pg.Pool;
let nc: NatsConnection;
let jsm: JetStreamManager;
/** Every test's own namespace: its own streams, and request durable, removed at the end. */
const namespaces: string[] = [];
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

function newNamespace(): string {
  const namespace = testNamespace('gitworkerqueue');
  namespaces.push(namespace);
  return namespace;
}

/** The queue of `namespace` on the shared connection (enqueueing, dead letters). */
function queueOf(namespace: string, settings: Partial<JobQueueSettings> = {}): JobQueue {
  return createJobQueue({ nats: nc, db, namespace, logger, settings: { ...FAST, ...settings } });
}

function job(kind = 'git-import'): JobRequestedEvent {
  return { jobId: `job-${newId()}`, kind: kind as JobRequestedEvent['kind'], organizationId: 'org-1', spaceId: 'space-1' };
}

async function jobRow(id: string) {
  const { rows } = await db.query('SELECT status, attempts, last_error_code, last_error_message FROM jobs WHERE id = $1', [id]);
  return rows[0] as { status: string; attempts: number; last_error_code: string | null; last_error_message: string | null } | undefined;
}

/** Workers on their own NATS connection (so a test can cut it, as a dying process would). */
async function workers(namespace: string, handlers: Record<string, JobHandler>, settings: Partial<JobQueueSettings> = {}, content: ContentClients = noContent, egress: Egress = noEgress) {
  const connection = await connect({ servers: natsUrl });
  connections.push(connection);
  const queue = createJobQueue({ nats: connection, db, namespace, logger, settings: { ...FAST, ...settings } });
  const started: WorkQueueWorker = startJobWorkers({ queue, nats: connection, db, logger, handlers, egress, content, settings: { ...FAST, ...settings } });
  running.push(started);
  return { workers: started, queue, connection };
}

async function enqueue(namespace: string, ...jobs: JobRequestedEvent[]) {
  const queue = queueOf(namespace);
  for (const queued of jobs) await queue.enqueue(queued as JobMessage, { id: queued.jobId });
}

async function deadLetters(namespace: string): Promise<DeadLetter<JobMessage>[]> {
  const { deadStream } = queueOf(namespace).names;
  const info = await jsm.streams.info(deadStream);
  const letters: DeadLetter<JobMessage>[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(deadStream, { seq }).catch(() => null);
    if (message) letters.push(message.json<DeadLetter<JobMessage>>());
  }
  return letters;
}

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  await migrate({ databaseUrl, migrationsDir: path.join(__dirname, '..', '..', 'prisma', 'migrations'), logger });
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
  for (const namespace of namespaces) await removeNamespace(nc, namespace);
  await nc.close();
  await db.end();
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe('job requests', () => {
  it('turns a request event into one job, however often it arrives', async () => {
    const namespace = newNamespace();
    // Content's relay in the same namespace publishes here.
    const subject = namespacedSubject(JOB_REQUESTED_SUBJECT, namespace);
    const runs: string[] = [];
    const js = jetstream(nc);
    const requests: EventConsumer = startJobRequests({ natsUrl, databaseUrl, logger, namespace, queue: queueOf(namespace) });
    running.push(requests);
    await workers(namespace, { 'git-import': async ({ jobId }) => void runs.push(jobId) });

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
    const { rows } = await db.query('SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1', [`${REQUESTS_DURABLE}-ns-${namespace}`]);
    expect(rows[0].n).toBe(3);
  });
});

describe('job workers', () => {
  it('runs a job once, with its context, and empties the queue', async () => {
    const namespace = newNamespace();
    const contexts: JobContext[] = [];
    const { queue: started } = await workers(namespace, { 'openapi-fetch': async (_, context) => void contexts.push(context) });
    const queued = job('openapi-fetch');
    await enqueue(namespace, queued);
    // A message that is not a job is dropped, not redelivered.
    await jetstream(nc).publish(queueOf(namespace).names.subject, 'not a job');
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded');
    await pause(300);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]).toMatchObject({ jobId: queued.jobId, organizationId: 'org-1', spaceId: 'space-1', attempt: 1, finalAttempt: false, egress: noEgress });
    expect(await started.lag()).toEqual({ pending: 0, inProgress: 0 });
  });

  it('retries a handler failing transiently, then records it dead and dead-letters it with a redacted error', async () => {
    const namespace = newNamespace();
    const attempts: { attempt: number; finalAttempt: boolean }[] = [];
    await workers(namespace, {
      'git-import': async (_, { attempt, finalAttempt }) => {
        attempts.push({ attempt, finalAttempt });
        // A 503 from the remote: known to be transient.
        throw Object.assign(new Error('could not reach https://bot:glpat-secret@git.example.com/repo.git'), { statusCode: 503 });
      },
    });
    const queued = job();
    await enqueue(namespace, queued);
    await until(async () => (await jobRow(queued.jobId))?.status === 'dead');
    expect(attempts).toEqual([
      { attempt: 1, finalAttempt: false },
      { attempt: 2, finalAttempt: false },
      { attempt: 3, finalAttempt: true },
    ]);
    const row = await jobRow(queued.jobId);
    expect(row).toEqual({ status: 'dead', attempts: 3, last_error_code: 'JOB_FAILED', last_error_message: 'could not reach https://git.example.com/repo.git' });
    await until(async () => (await deadLetters(namespace)).length === 1);
    expect(await deadLetters(namespace)).toEqual([
      {
        queue: 'git-worker-jobs',
        id: queued.jobId,
        payload: { jobId: queued.jobId, kind: 'git-import', organizationId: 'org-1', spaceId: 'space-1' },
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
    const namespace = newNamespace();
    let runs = 0;
    await workers(namespace, {
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
    await enqueue(namespace, badRepository, refused, unknown);
    await until(async () => (await Promise.all([badRepository, refused, unknown].map((queued) => jobRow(queued.jobId)))).every((row) => row?.status === 'failed'));
    await pause(300);
    expect(runs).toBe(2);
    expect(await jobRow(badRepository.jobId)).toMatchObject({ attempts: 1, last_error_code: 'GIT_BAD_REPOSITORY' });
    expect(await jobRow(refused.jobId)).toMatchObject({ attempts: 1, last_error_code: 'EGRESS_REFUSED' });
    expect(await jobRow(unknown.jobId)).toMatchObject({ attempts: 1, last_error_code: 'UNSUPPORTED_JOB', last_error_message: 'this worker cannot run "svn-import" jobs' });
    await until(async () => (await deadLetters(namespace)).length === 3);
    expect((await deadLetters(namespace)).map((letter) => [letter.id, letter.status, letter.error.code]).sort()).toEqual(
      [
        [badRepository.jobId, 'failed', 'GIT_BAD_REPOSITORY'],
        [refused.jobId, 'failed', 'EGRESS_REFUSED'],
        [unknown.jobId, 'failed', 'UNSUPPORTED_JOB'],
      ].sort(),
    );
  });

  it('shares the queue between two workers: each job runs once', async () => {
    const namespace = newNamespace();
    const runs = new Map<string, string[]>();
    const handler = (instance: string): JobHandler => async ({ jobId }) => {
      runs.set(jobId, [...(runs.get(jobId) ?? []), instance]);
      await pause(150);
    };
    await workers(namespace, { 'git-export': handler('a') }, { concurrency: 1 });
    await workers(namespace, { 'git-export': handler('b') }, { concurrency: 1 });
    const jobs = Array.from({ length: 6 }, () => job('git-export'));
    await enqueue(namespace, ...jobs);
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
    const namespace = newNamespace();
    const runs: string[] = [];
    const dying = await workers(namespace, {
      'git-import': (_, { signal }) => {
        runs.push('dying');
        // Never finishes on its own: the process "dies" below.
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const queued = job();
    await enqueue(namespace, queued);
    await until(() => runs.length === 1);
    // The process dies: its NATS connection goes without an ack, a nak or a heartbeat.
    const diedAt = Date.now();
    await dying.connection.close();

    await workers(namespace, { 'git-import': async () => void runs.push('survivor') });
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded');
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(700);
    expect(runs).toEqual(['dying', 'survivor']);
    expect(await jobRow(queued.jobId)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('acknowledges a job already succeeded without running it again (a redelivery after a lost ack)', async () => {
    const namespace = newNamespace();
    const queued = job();
    await db.query(`INSERT INTO jobs (id, kind, organization_id, status, attempts, requested_at, finished_at) VALUES ($1, 'git-import', 'org-1', 'succeeded', 1, now(), now())`, [queued.jobId]);
    let runs = 0;
    const { queue: started } = await workers(namespace, { 'git-import': async () => void runs++ });
    await enqueue(namespace, queued);
    await until(async () => (await started.lag()).pending === 0 && (await started.lag()).inProgress === 0);
    await pause(200);
    expect(runs).toBe(0);
  });

  it('aborts a job at its time limit and records JOB_TIMEOUT', async () => {
    const namespace = newNamespace();
    let aborted = false;
    await workers(
      namespace,
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
    await enqueue(namespace, queued);
    await until(async () => (await jobRow(queued.jobId))?.status === 'dead');
    expect(aborted).toBe(true);
    expect(await jobRow(queued.jobId)).toMatchObject({ attempts: 1, last_error_code: 'JOB_TIMEOUT' });
  });

  it('gives a running job back when the worker stops, and another worker runs it at once', async () => {
    const namespace = newNamespace();
    const runs: string[] = [];
    const stopping = await workers(namespace, {
      'git-import': (_, { signal }) => {
        runs.push('stopping');
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const queued = job();
    await enqueue(namespace, queued);
    await until(() => runs.length === 1);
    await stopping.workers.stop();
    expect(await jobRow(queued.jobId)).toMatchObject({ status: 'queued' });
    await workers(namespace, { 'git-import': async () => void runs.push('next') }, { ackWaitMs: 30_000 });
    await until(async () => (await jobRow(queued.jobId))?.status === 'succeeded', 5_000);
    expect(runs).toEqual(['stopping', 'next']);
  });
});

describe('a Git import that can never succeed', () => {
  let server: TestGitServer;
  let agent: Agent;
  let cacheDirectory: string;

  beforeAll(async () => {
    [server, cacheDirectory] = await Promise.all([startTestGitServer(), mkdtemp(path.join(os.tmpdir(), 'quire-git-cache-queue-test-'))]);
    agent = new Agent();
  });
  afterAll(async () => {
    await Promise.all([server.stop(), agent.close(), rm(cacheDirectory, { recursive: true, force: true })]);
  });

  /** A commit whose tree has an entry named `.git`, which git itself never writes and isomorphic-git refuses. */
  async function commitWithDotGitEntry(name: string): Promise<void> {
    await server.createRepository(name, { files: { 'README.md': '# Welcome\n' } });
    const bare = path.join(server.root, `${name}.git`);
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Mallory', GIT_AUTHOR_EMAIL: 'm@example.com', GIT_COMMITTER_NAME: 'Mallory', GIT_COMMITTER_EMAIL: 'm@example.com' };
    const git = (args: string[], input?: string) =>
      new Promise<string>((resolve, reject) => {
        const child = execFile('git', ['-C', bare, ...args], { env }, (error, stdout) => (error ? reject(error) : resolve(stdout.trim())));
        // A command that reads no input may exit before its stdin is written (EPIPE): its exit
        // status, above, is what tells whether it worked.
        child.stdin?.on('error', () => undefined);
        if (input === undefined) child.stdin?.end();
        else child.stdin?.end(input);
      });
    const blob = await git(['hash-object', '-w', '--stdin'], '[core]\n\tbare = false\n');
    const listing = await git(['ls-tree', 'refs/heads/main']);
    const tree = await git(['mktree'], `${listing}\n100644 blob ${blob}\t.git\n`);
    const commit = await git(['commit-tree', tree, '-p', 'refs/heads/main', '-m', 'Add .git']);
    await git(['update-ref', 'refs/heads/main', commit]);
  }

  it('is attempted once, and its failure is reported once', async () => {
    await commitWithDotGitEntry('dot-git');
    const namespace = newNamespace();
    const content = new FakeContent();
    const requested = content.addOperation({
      kind: contentV1.GitOperationKind.GIT_OPERATION_KIND_IMPORT,
      url: server.authenticatedUrl('dot-git'),
      redactedUrl: server.url('dot-git'),
      repoCacheId: 'dot-git',
    });
    const egress: Egress = { dispatcher: agent, fetch: () => Promise.reject(new Error('Git jobs use the dispatcher')) };
    const handlers = { 'git-import': createGitImportHandler({ cache: new RepositoryCache(cacheDirectory) }) };
    await workers(namespace, handlers, {}, content.clients(), egress);
    await enqueue(namespace, requested);

    await until(async () => ['failed', 'dead'].includes((await jobRow(requested.jobId))?.status ?? ''));
    await pause(500);
    const row = await jobRow(requested.jobId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error_code: 'GIT_UNSAFE_PATH' });
    expect(row!.last_error_message).toContain('".git"');
    // Fetched once: no retry went back to the remote.
    expect(server.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/git-upload-pack'))).toHaveLength(1);
    // The import run (content's Git operation) says why, once.
    expect(content.completions).toHaveLength(1);
    expect(content.completions[0]).toMatchObject({
      id: requested.jobId,
      outcome: contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED,
      errorCode: row!.last_error_code,
      errorMessage: row!.last_error_message,
    });
    expect(await deadLetters(namespace)).toEqual([expect.objectContaining({ id: requested.jobId, status: 'failed', attempts: 1 })]);
  });
});
