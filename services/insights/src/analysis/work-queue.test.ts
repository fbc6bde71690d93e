import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createLogger, newId } from '@quire/shared';
import { ANALYSIS_CONSUMER, analysisQueue, MAX_DELIVERIES, type AnalysisBatch } from './work-queue';

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
  const streams: string[] = [];
  const newStream = () => {
    const name = `QUIRE_INSIGHTS_ANALYSIS_QUEUE_TEST_${newId().replace(/[^A-Za-z0-9]/g, '').slice(0, 10)}`;
    streams.push(name);
    return name;
  };
  afterAll(async () => {
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    for (const stream of streams) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('delivers the jobs of ingestions in batches and deletes them once acknowledged', async () => {
    const stream = newStream();
    const queue = analysisQueue({ natsUrl: NATS_URL, stream, logger });
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
    const stream = newStream();
    const queue = analysisQueue({ natsUrl: NATS_URL, stream, logger, redeliveryDelaysMs: [20, 20, 20, 20] });
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
      const info = await (await jetstreamManager(nc)).consumers.info(stream, ANALYSIS_CONSUMER);
      await nc.close();
      expect([info.num_pending, info.num_ack_pending]).toEqual([0, 0]);
    } finally {
      await running.stop();
    }
  });
});
