import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createLogger, removeNamespace, testNamespace } from '@quire/shared';
import { analysisQueue, MAX_DELIVERIES, type AnalysisBatch } from './work-queue';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const logger = createLogger('insights-queue-test', 'silent');

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('analysis work queue', () => {
  /** Each test's own namespace: its own stream, removed at the end. */
  const namespaces: string[] = [];
  const newNamespace = () => {
    const namespace = testNamespace('analysisqueue');
    namespaces.push(namespace);
    return namespace;
  };
  afterAll(async () => {
    for (const namespace of namespaces) await removeNamespace(NATS_URL, namespace);
  });

  it('delivers the jobs of ingestions in batches and deletes them once acknowledged', async () => {
    const queue = analysisQueue({ natsUrl: NATS_URL, namespace: newNamespace(), logger });
    const batches: AnalysisBatch[] = [];
    const running = queue.start({ analyse: async (batch) => (batches.push(batch), new Map()), giveUp: async () => undefined });
    try {
      await queue.enqueue({ organizationId: 'org', conversationIds: ['a', 'b'] });
      await queue.enqueue({ organizationId: 'org', conversationIds: ['c'] });
      await until(() => batches.flatMap((batch) => batch.ids).length === 3);
      expect(batches.flatMap((batch) => batch.ids).sort()).toEqual(['a', 'b', 'c']);
      expect(batches.every((batch) => !batch.finalAttempt)).toBe(true);
      await until(() => false, 300).catch(() => undefined);
      expect(await queue.lag()).toEqual({ pending: 0, inProgress: 0 });
    } finally {
      await running.stop();
    }
  });

  it('redelivers a failing job with a delay, at most MAX_DELIVERIES times, then gives its failing conversations up', async () => {
    const queue = analysisQueue({ natsUrl: NATS_URL, namespace: newNamespace(), logger, redeliveryDelaysMs: [20, 20, 20, 20] });
    const attempts: AnalysisBatch[] = [];
    const givenUp: string[][] = [];
    const running = queue.start({
      // "ok" always succeeds; "bad" always fails.
      analyse: async (batch) => {
        attempts.push(batch);
        return new Map(batch.ids.filter((id) => id === 'bad').map((id) => [id, new Error('boom')]));
      },
      giveUp: async (failures) => {
        givenUp.push([...failures.keys()]);
      },
    });
    try {
      await queue.enqueue({ organizationId: 'org', conversationIds: ['ok', 'bad'] });
      await until(() => givenUp.length === 1);
      expect(attempts).toHaveLength(MAX_DELIVERIES);
      expect(attempts.map((batch) => batch.finalAttempt)).toEqual([false, false, false, false, true]);
      expect(givenUp).toEqual([['bad']]);
      await until(() => false, 300).catch(() => undefined);
      expect(attempts).toHaveLength(MAX_DELIVERIES);
      const nc = await connect({ servers: NATS_URL });
      const info = await (await jetstreamManager(nc)).consumers.info(queue.names.stream, queue.names.consumer);
      await nc.close();
      expect([info.num_pending, info.num_ack_pending]).toEqual([0, 0]);
    } finally {
      await running.stop();
    }
  });
});
