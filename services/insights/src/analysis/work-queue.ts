import { createWorkQueue, type Logger, type Stoppable, type WorkQueueNames, type WorkVerdict } from '@quire/shared';
import { z } from 'zod';

/** Deliveries of one job before the analysis of its failing conversations is given up. */
export const MAX_DELIVERIES = 5;
/** Wait before each redelivery after a failure (the last one repeats). */
export const REDELIVERY_DELAYS_MS = [1_000, 5_000, 15_000, 30_000];
/** How long an ingestion waits for the queue to take its job before leaving it to the sweeper. */
const ENQUEUE_TIMEOUT_MS = 2_000;
const ACK_WAIT_MS = 120_000;

/** One job: the conversations one ingestion stored or changed. */
const ZAnalysisJob = z.object({ organizationId: z.string().min(1), conversationIds: z.array(z.string().min(1)).min(1).max(1000) });
export type AnalysisJob = z.infer<typeof ZAnalysisJob>;

export type AnalysisBatch = {
  /** Conversation ids to analyse. */
  ids: string[];
  /** The jobs' last delivery: a docs lookup failure should not fail them again. */
  finalAttempt: boolean;
};

export type AnalysisHandlers = {
  /** Analyses a batch; resolves to the ids whose analysis failed, with why. */
  analyse(batch: AnalysisBatch): Promise<Map<string, Error>>;
  /** The ids whose last delivery failed too. */
  giveUp(failures: Map<string, Error>): Promise<void>;
};

export type AnalysisQueueOptions = {
  natsUrl: string;
  /** The stack's namespace on a shared NATS server (QUIRE_EVENT_NAMESPACE): streams of its own. */
  namespace: string | undefined;
  logger: Logger;
  /** Most jobs handled in one batch. */
  batchSize?: number;
  /** Waits before redeliveries (default REDELIVERY_DELAYS_MS; tests shorten them). */
  redeliveryDelaysMs?: number[];
};

export type AnalysisQueue = {
  /** The stream and consumer (`insights-analysis`) of this namespace. */
  names: WorkQueueNames;
  /**
   * Queues the analysis of conversations just committed. Resolves once JetStream has the job;
   * a job it cannot take (NATS down) is logged and left to the sweeper, which analyses
   * conversations left waiting (docs/insights.md "Analysis").
   */
  enqueue(job: AnalysisJob): Promise<void>;
  /** Starts consuming (a service job: after the relay and consumers, before the gRPC server). */
  start(handlers: AnalysisHandlers): Stoppable;
  /** Jobs not yet acknowledged (waiting, or delivered and in progress). */
  lag(): Promise<{ pending: number; inProgress: number }>;
};

/**
 * The analysis work queue `insights-analysis` (@quire/shared's createWorkQueue, without dead
 * letters: the conversations record their own failure). Each ingestion enqueues one job after
 * its commit, naming the conversations it stored or changed; the worker analyses in batches
 * (the jobs that arrived while the previous batch ran, up to `batchSize`). A job whose
 * conversations fail comes back after REDELIVERY_DELAYS_MS, at most MAX_DELIVERIES times; on
 * its last delivery the conversations still failing are given up (`giveUp`) and the job ends.
 */
export function analysisQueue(options: AnalysisQueueOptions): AnalysisQueue {
  const batchSize = options.batchSize ?? 100;
  const logger = options.logger.child({ component: 'analysis-queue' });
  const queue = createWorkQueue({
    service: 'insights',
    name: 'analysis',
    namespace: options.namespace,
    schema: ZAnalysisJob,
    // Its own connection, made on first use: ingestion answers while NATS is down.
    nats: { url: options.natsUrl },
    logger,
    settings: {
      maxAttempts: MAX_DELIVERIES,
      ackWaitMs: ACK_WAIT_MS,
      redeliveryDelaysMs: options.redeliveryDelaysMs ?? REDELIVERY_DELAYS_MS,
      deadLetters: false,
      maxAckPending: 10 * batchSize,
    },
  });

  async function handle(jobs: { payload: AnalysisJob; finalAttempt: boolean }[], handlers: AnalysisHandlers): Promise<WorkVerdict[]> {
    const verdicts: WorkVerdict[] = new Array(jobs.length);
    for (const finalAttempt of [false, true]) {
      const group = [...jobs.keys()].filter((index) => jobs[index].finalAttempt === finalAttempt);
      if (group.length === 0) continue;
      const ids = [...new Set(group.flatMap((index) => jobs[index].payload.conversationIds))];
      let failures: Map<string, Error>;
      try {
        failures = await handlers.analyse({ ids, finalAttempt });
      } catch (error) {
        failures = new Map(ids.map((id) => [id, error as Error]));
      }
      let givenUp = true;
      if (finalAttempt && failures.size > 0) {
        logger.error({ conversations: [...failures.keys()], err: [...failures.values()][0] }, 'analysis failed on every delivery; giving up');
        try {
          await handlers.giveUp(failures);
        } catch (error) {
          // Left unacknowledged: the sweeper gives them up later.
          logger.error({ err: error }, 'could not record the given-up analyses');
          givenUp = false;
        }
      }
      for (const index of group) {
        const jobIds = jobs[index].payload.conversationIds;
        const failure = jobIds.map((id) => failures.get(id)).find((error) => error !== undefined);
        if (!failure) verdicts[index] = { verdict: 'done' };
        else if (!givenUp) verdicts[index] = { verdict: 'leave' };
        else {
          // Not final: the job comes back whole, and its conversations analysed meanwhile are skipped then.
          const described = { code: 'ANALYSIS_FAILED', message: `${jobIds.filter((id) => failures.has(id)).join(', ')}: ${failure.message}` };
          verdicts[index] = finalAttempt ? { verdict: 'failed', failure: described, status: 'dead' } : { verdict: 'retry', failure: described };
        }
      }
    }
    return verdicts;
  }

  return {
    names: queue.names,
    async enqueue(job) {
      try {
        await queue.enqueue(job, { timeoutMs: ENQUEUE_TIMEOUT_MS });
      } catch (error) {
        logger.warn({ err: error, organizationId: job.organizationId, conversations: job.conversationIds.length }, 'analysis job not queued; the sweeper will analyse these conversations');
      }
    },
    start(handlers) {
      const worker = queue.workInBatches({ batchSize, handle: (items) => handle(items, handlers) });
      return {
        async stop() {
          await worker.stop();
          await queue.close();
        },
      };
    },
    lag: () => queue.lag(),
  };
}
