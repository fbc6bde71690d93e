import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ClientError, Status } from 'nice-grpc';
import { z } from 'zod';
import {
  createLogger,
  createWorkQueue,
  EVENT_STREAM,
  isTransientError,
  namespacedDurable,
  namespacedSubject,
  removeNamespace,
  testNamespace,
  workQueueNames,
  type DeadLetter,
  type WorkItem,
  type WorkQueue,
  type WorkQueueSettings,
  type WorkQueueWorker,
} from '../src';
import { NATS_URL } from './helpers';

const logger = createLogger('work-queue-test', 'silent');
const ZJob = z.object({ n: z.number().int() });
type Job = z.infer<typeof ZJob>;
/** Short waits: a failed attempt comes back after 30 ms, a dead worker's item after 1 s. */
const FAST: Partial<WorkQueueSettings> = { ackWaitMs: 1_000, redeliveryDelaysMs: [30], maxAttempts: 3, abortGraceMs: 100 };

let nc: NatsConnection;
let jsm: JetStreamManager;
const namespaces: string[] = [];
const running: WorkQueueWorker[] = [];
const queues: WorkQueue<Job>[] = [];

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function queue(settings: Partial<WorkQueueSettings> = {}, namespace = testNamespace('workqueue'), connection: NatsConnection | { url: string } = nc): WorkQueue<Job> {
  if (!namespaces.includes(namespace)) namespaces.push(namespace);
  const created = createWorkQueue({ service: 'test', name: 'jobs', namespace, schema: ZJob, nats: connection, logger, settings: { ...FAST, ...settings } });
  queues.push(created);
  return created;
}

async function deadLetters(q: WorkQueue<Job>): Promise<DeadLetter<Job>[]> {
  const info = await jsm.streams.info(q.names.deadStream);
  const letters: DeadLetter<Job>[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(q.names.deadStream, { seq }).catch(() => null);
    if (message) letters.push(message.json<DeadLetter<Job>>());
  }
  return letters;
}

beforeAll(async () => {
  nc = await connect({ servers: NATS_URL });
  jsm = await jetstreamManager(nc);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((worker) => worker.stop()));
  await Promise.all(queues.splice(0).map((q) => q.close()));
});

afterAll(async () => {
  for (const namespace of namespaces) await removeNamespace(nc, namespace);
  await nc.close();
});

describe('workQueueNames', () => {
  it('derives every name from the service, the queue and the event namespace', () => {
    expect(workQueueNames('git-worker', 'jobs')).toEqual({
      queue: 'git-worker-jobs',
      stream: 'QUIRE_GIT_WORKER_JOBS',
      subject: 'quire-work.git-worker.jobs',
      consumer: 'git-worker-jobs',
      deadStream: 'QUIRE_GIT_WORKER_JOBS_DEAD',
      deadSubject: 'quire-work.git-worker.jobs.dead',
      namespace: undefined,
    });
    expect(workQueueNames('insights', 'analysis', 'bench_2-a')).toMatchObject({
      stream: 'QUIRE_INSIGHTS_ANALYSIS_NS_BENCH_2-A',
      subject: 'quire-work.ns-bench_2-a.insights.analysis',
      deadStream: 'QUIRE_INSIGHTS_ANALYSIS_DEAD_NS_BENCH_2-A',
    });
    expect(() => workQueueNames('Git Worker', 'jobs')).toThrow(/lower-case/);
    expect(() => workQueueNames('git-worker', 'jobs', 'Bad.Name')).toThrow(/namespace/);
  });
});

describe('isTransientError', () => {
  it.each([
    [Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), true],
    [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), true],
    [Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }), true],
    [Object.assign(new Error('wrapped'), { cause: Object.assign(new Error('inner'), { code: 'ECONNRESET' }) }), true],
    [Object.assign(new Error('HTTP 503'), { statusCode: 503 }), true],
    [Object.assign(new Error('HTTP 429'), { status: 429 }), true],
    [Object.assign(new Error('HTTP 404'), { statusCode: 404 }), false],
    [new ClientError('/x.Y/Z', Status.UNAVAILABLE, 'down'), true],
    [new ClientError('/x.Y/Z', Status.DEADLINE_EXCEEDED, 'slow'), true],
    [new ClientError('/x.Y/Z', Status.INVALID_ARGUMENT, 'bad'), false],
    [new ClientError('/x.Y/Z', Status.INTERNAL, 'bug'), false],
    [Object.assign(new Error('timeout'), { name: 'TimeoutError' }), true],
    [Object.assign(new Error('ENOENT'), { code: 'ENOENT' }), false],
    [new Error('invalid tree entry .git'), false],
    ['a string', false],
  ])('%s → %s', (error, transient) => {
    expect(isTransientError(error)).toBe(transient);
  });
});

describe('createWorkQueue', () => {
  it('runs each item once with its payload and empties the queue; a malformed message is dropped', async () => {
    const q = queue();
    const seen: WorkItem<Job>[] = [];
    running.push(q.work({ handle: async (item) => void seen.push(item) }));
    await q.enqueue({ n: 1 }, { id: 'one' });
    await q.enqueue({ n: 1 }, { id: 'one' });
    await q.enqueue({ n: 2 });
    await jetstream(nc).publish(q.names.subject, 'not an item');
    await expect(q.enqueue({ n: 'x' } as unknown as Job)).rejects.toThrow();
    await until(() => seen.length === 2);
    await pause(300);
    expect(seen.map((item) => item.payload.n).sort()).toEqual([1, 2]);
    expect(seen.find((item) => item.payload.n === 1)).toMatchObject({ id: 'one', delivery: 1, finalAttempt: false });
    expect(await q.lag()).toEqual({ pending: 0, inProgress: 0 });
  });

  it('retries a transient failure with its delay up to maxAttempts, then dead-letters it as dead', async () => {
    const q = queue();
    const attempts: { delivery: number; finalAttempt: boolean; at: number }[] = [];
    running.push(
      q.work({
        handle: async ({ delivery, finalAttempt }) => {
          attempts.push({ delivery, finalAttempt, at: Date.now() });
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
        },
      }),
    );
    await q.enqueue({ n: 1 }, { id: 'flaky' });
    await until(async () => (await deadLetters(q)).length === 1);
    expect(attempts.map(({ delivery, finalAttempt }) => [delivery, finalAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(25);
    expect(await deadLetters(q)).toEqual([
      { queue: 'test-jobs', id: 'flaky', payload: { n: 1 }, status: 'dead', attempts: 3, error: { code: 'WORK_FAILED', message: 'connect ECONNREFUSED 127.0.0.1:9' }, at: expect.any(String) },
    ]);
    await pause(300);
    expect(attempts).toHaveLength(3);
  });

  it('ends a failure not known to be transient at the first attempt, and takes explicit verdicts', async () => {
    const q = queue();
    const runs = new Map<number, number>();
    running.push(
      q.work({
        handle: async ({ payload, delivery }) => {
          runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
          if (payload.n === 1) throw new Error('invalid tree entry .git');
          if (payload.n === 2) return { verdict: 'failed', failure: { code: 'BAD_INPUT', message: 'no' } };
          if (payload.n === 3 && delivery === 1) return { verdict: 'wait', delayMs: 50 };
          return undefined;
        },
      }),
    );
    await q.enqueue({ n: 1 }, { id: 'permanent' });
    await q.enqueue({ n: 2 }, { id: 'refused' });
    await q.enqueue({ n: 3 }, { id: 'later' });
    await until(async () => (await deadLetters(q)).length === 2 && runs.get(3) === 2);
    await pause(300);
    expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 2 });
    expect((await deadLetters(q)).map((letter) => [letter.id, letter.status, letter.attempts, letter.error.code]).sort()).toEqual([
      ['permanent', 'failed', 1, 'WORK_FAILED'],
      ['refused', 'failed', 1, 'BAD_INPUT'],
    ]);
    expect(await q.lag()).toEqual({ pending: 0, inProgress: 0 });
  });

  it('shares items between workers, at most `concurrency` at a time each, and each item runs once', async () => {
    const q = queue();
    const runs = new Map<number, string[]>();
    let active = 0;
    let mostActive = 0;
    const handler = (worker: string) => async ({ payload }: WorkItem<Job>) => {
      active++;
      mostActive = Math.max(mostActive, active);
      runs.set(payload.n, [...(runs.get(payload.n) ?? []), worker]);
      await pause(100);
      active--;
    };
    running.push(q.work({ concurrency: 2, handle: handler('a') }), q.work({ concurrency: 1, handle: handler('b') }));
    for (let n = 0; n < 9; n++) await q.enqueue({ n });
    await until(() => runs.size === 9 && active === 0);
    await pause(200);
    expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat())).toEqual(new Set(['a', 'b']));
    expect(mostActive).toBeLessThanOrEqual(3);
  });

  it('gives a running item back when its worker stops, and another worker takes it at once', async () => {
    const q = queue({ ackWaitMs: 30_000 });
    const runs: string[] = [];
    const stopping = q.work({
      handle: (item) => {
        runs.push('stopping');
        return item.guard(new Promise((_, reject) => item.signal.addEventListener('abort', () => reject(item.signal.reason))));
      },
    });
    await q.enqueue({ n: 1 });
    await until(() => runs.length === 1);
    await stopping.stop();
    running.push(q.work({ handle: async () => void runs.push('next') }));
    await until(() => runs.length === 2, 5_000);
    expect(runs).toEqual(['stopping', 'next']);
  });

  it('aborts an attempt at its time limit and retries it as TIMEOUT', async () => {
    const q = queue({ timeoutMs: 150, maxAttempts: 1 });
    const reasons: unknown[] = [];
    running.push(
      q.work({
        handle: (item) =>
          new Promise((_, reject) =>
            item.signal.addEventListener('abort', () => {
              reasons.push(item.signal.reason);
              reject(new Error('aborted'));
            }),
          ),
      }),
    );
    await q.enqueue({ n: 1 }, { id: 'slow' });
    await until(async () => (await deadLetters(q)).length === 1);
    expect(reasons).toHaveLength(1);
    expect((await deadLetters(q))[0]).toMatchObject({ status: 'dead', error: { code: 'TIMEOUT' } });
  });

  it('redelivers the item of a worker that died after the ack wait, and settles one lost on its final attempt', async () => {
    const q = queue({ maxAttempts: 2 });
    const dying = await connect({ servers: NATS_URL });
    const deliveries: number[] = [];
    const hanging = (item: WorkItem<Job>) => {
      deliveries.push(item.delivery);
      return new Promise<void>(() => undefined);
    };
    const doomed = createWorkQueue({ service: 'test', name: 'jobs', namespace: q.names.namespace, schema: ZJob, nats: dying, logger, settings: { ...FAST, maxAttempts: 2 } });
    running.push(doomed.work({ handle: hanging }));
    await q.enqueue({ n: 1 }, { id: 'orphan' });
    await until(() => deliveries.length === 1);
    await dying.close();
    // Each worker "dies" holding the item: the second delivery is the final attempt, the third
    // finds its worker lost.
    const second = await connect({ servers: NATS_URL });
    const again = createWorkQueue({ service: 'test', name: 'jobs', namespace: q.names.namespace, schema: ZJob, nats: second, logger, settings: { ...FAST, maxAttempts: 2 } });
    running.push(again.work({ handle: hanging }));
    await until(() => deliveries.length === 2, 5_000);
    await second.close();
    running.push(q.work({ handle: hanging }));
    await until(async () => (await deadLetters(q)).length === 1, 5_000);
    expect(deliveries).toEqual([1, 2]);
    expect((await deadLetters(q))[0]).toMatchObject({ id: 'orphan', status: 'dead', attempts: 2, error: { code: 'WORKER_LOST' } });
  });

  it('hands items over in batches with one verdict each', async () => {
    const q = queue({ deadLetters: false }, testNamespace('batches'), { url: NATS_URL });
    const batches: number[][] = [];
    running.push(
      q.workInBatches({
        batchSize: 10,
        handle: async (items) => {
          batches.push(items.map((item) => item.payload.n));
          return items.map((item) => (item.payload.n === 3 && !item.finalAttempt ? { verdict: 'retry' as const, failure: { code: 'X', message: 'again' } } : undefined));
        },
      }),
    );
    for (const n of [1, 2, 3]) await q.enqueue({ n });
    await until(() => batches.flat().filter((n) => n === 3).length === 3);
    await pause(300);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 3, 3]);
    expect(await q.lag()).toEqual({ pending: 0, inProgress: 0 });
  });

  it('keeps namespaces apart, and removeNamespace leaves nothing of one behind', async () => {
    const [a, b] = [testNamespace('a'), testNamespace('b')];
    const qa = queue({}, a);
    const qb = queue({}, b);
    const seenA: number[] = [];
    const seenB: number[] = [];
    running.push(qa.work({ handle: async ({ payload }) => void seenA.push(payload.n) }), qb.work({ handle: async ({ payload }) => void seenB.push(payload.n) }));
    await qa.enqueue({ n: 1 });
    await qb.enqueue({ n: 2 });
    await until(() => seenA.length === 1 && seenB.length === 1);
    await pause(200);
    expect([seenA, seenB]).toEqual([[1], [2]]);
    await Promise.all(running.splice(0).map((worker) => worker.stop()));

    // An event durable and an event of namespace a, as a stack's consumer and relay leave them.
    await jsm.streams.info(EVENT_STREAM).catch(() => jsm.streams.add({ name: EVENT_STREAM, subjects: ['quire.>'] }));
    const durable = namespacedDurable('test-consumer', a);
    await jsm.consumers.add(EVENT_STREAM, { durable_name: durable, filter_subject: namespacedSubject('quire.test.thing.*', a) });
    await jetstream(nc).publish(namespacedSubject('quire.test.thing.happened', a), '{}');

    const removed = await removeNamespace(NATS_URL, a);
    expect(removed.streams.sort()).toEqual([qa.names.deadStream, qa.names.stream].sort());
    expect(removed.durables).toEqual([durable]);
    expect(removed.purgedEvents).toBe(1);
    const streams: string[] = [];
    for await (const name of jsm.streams.names()) streams.push(name);
    expect(streams).not.toContain(qa.names.stream);
    expect(streams).toContain(qb.names.stream);
    await expect(removeNamespace(NATS_URL, '')).rejects.toThrow(/needs a namespace/);
  });
});
