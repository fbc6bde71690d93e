import path from 'node:path';
import { insightsV1 } from '@quire/proto';
import { grpcService, registerQueueDepth, startService, type Logger } from '@quire/shared';
import { analyseConversations, giveUpAnalysis } from './analysis/analyser';
import { startSweeper } from './analysis/sweeper';
import { ANALYSIS_CONSUMER, analysisQueue, DEFAULT_ANALYSIS_STREAM } from './analysis/work-queue';
import { clusteringStateCache } from './clustering/state';
import { issuesClusterService } from './clusters';
import { CONTENT_CHANGE_REQUESTS_DURABLE, startContentChangeRequestsConsumer } from './consumers/content-change-requests';
import type { InsightsContext, InsightsUrlBases } from './context';
import { conversationService } from './conversations';
import { createPrismaClient } from './db';
import type { DocsPageLocator } from './docs-pages/locator';
import { publishedDocsPages } from './docs-pages/published-docs-pages';
import { conversationIssueService } from './issues';

export type InsightsServiceOptions = {
  host: string;
  port: number;
  logger: Logger;
  /** This service's own database (`quire_insights`); created and migrated on start. */
  databaseUrl: string;
  natsUrl: string;
  urls: InsightsUrlBases;
  /** host:port of sites (which site space a published URL shows) and content (which page). */
  sitesGrpcUrl: string;
  contentGrpcUrl: string;
  deadlineMs?: number;
  /** Replaces the sites- and content-backed docs page lookup (tests of this service alone). */
  docsPages?: DocsPageLocator;
  /** The analysis work-queue stream; one per database sharing a NATS server (default: natsNamesFor). */
  analysisStream?: string;
  /** Durable name of the content change-request events consumer; one per database sharing a NATS server (default: natsNamesFor). */
  contentEventsDurable?: string;
  /** How often the sweeper runs (default 30 s). */
  sweepIntervalMs?: number;
};

export type RunningInsightsService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  /** The analysis queue's backlog (the benchmark measures it). */
  analysisLag(): Promise<{ pending: number; inProgress: number }>;
  stop(): Promise<void>;
};

/**
 * The analysis stream and content-events durable of a database: the defaults for
 * `quire_insights`, suffixed with the database's name otherwise (`npm run bench` uses
 * quire_bench_insights), so that two insights databases on one NATS server never share jobs
 * or events: each would skip the other's conversations and they would be lost to it.
 */
export function natsNamesFor(databaseUrl: string): { analysisStream: string; contentEventsDurable: string } {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'quire_insights';
  if (database === 'quire_insights') return { analysisStream: DEFAULT_ANALYSIS_STREAM, contentEventsDurable: CONTENT_CHANGE_REQUESTS_DURABLE };
  const suffix = database.replace(/[^A-Za-z0-9_-]/g, '_');
  return { analysisStream: `${DEFAULT_ANALYSIS_STREAM}_${suffix.toUpperCase()}`, contentEventsDurable: `${CONTENT_CHANGE_REQUESTS_DURABLE}-${suffix}` };
}

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * Insights owns conversations, their issues and issues clusters (database quire_insights).
 * Ingestion stores conversations, queues their analysis and answers; the analysis (issue
 * extraction, docs links, clustering, labels) runs from a JetStream work queue.
 */
export async function startInsightsService(options: InsightsServiceOptions): Promise<RunningInsightsService> {
  const { logger, databaseUrl } = options;
  const names = natsNamesFor(databaseUrl);
  const queue = analysisQueue({ natsUrl: options.natsUrl, stream: options.analysisStream ?? names.analysisStream, logger });
  const running = await startService<InsightsContext>({
    name: 'insights',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host: options.host,
    port: options.port,
    open: () => {
      const db = createPrismaClient(databaseUrl);
      const docsPages =
        options.docsPages ??
        publishedDocsPages({ sitesGrpcUrl: options.sitesGrpcUrl, contentGrpcUrl: options.contentGrpcUrl }, { deadlineMs: options.deadlineMs });
      return {
        context: { db, urls: options.urls, docsPages, analysis: queue, clusteringStates: clusteringStateCache(), logger },
        close: () => db.$disconnect(),
      };
    },
    relay: { natsUrl: options.natsUrl },
    consumers: [
      () => startContentChangeRequestsConsumer({ natsUrl: options.natsUrl, databaseUrl, logger, durable: options.contentEventsDurable ?? names.contentEventsDurable }),
    ],
    jobs: [
      (ctx) => {
        const consuming = queue.start({
          analyse: ({ ids, finalAttempt }) => analyseConversations(ctx, ids, { finalAttempt }),
          giveUp: (failures) => giveUpAnalysis(ctx, failures),
        });
        // quire_job_queue_depth{queue="insights-analysis"}: jobs waiting or being analysed.
        const unregisterDepth = registerQueueDepth(ANALYSIS_CONSUMER, async () => {
          const { pending, inProgress } = await queue.lag();
          return pending + inProgress;
        });
        return {
          stop: async () => {
            unregisterDepth();
            await consuming.stop();
          },
        };
      },
      (ctx) => startSweeper(ctx, options.sweepIntervalMs),
    ],
    services: (ctx) => [
      grpcService(insightsV1.ConversationServiceDefinition, conversationService(ctx)),
      grpcService(insightsV1.ConversationIssueServiceDefinition, conversationIssueService(ctx)),
      grpcService(insightsV1.IssuesClusterServiceDefinition, issuesClusterService(ctx)),
    ],
  });
  return {
    port: running.port,
    analysisLag: () => queue.lag(),
    stop: running.stop,
  };
}
