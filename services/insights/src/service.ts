import path from 'node:path';
import { insightsV1 } from '@quire/proto';
import { eventNamespaceFromEnv, grpcService, SERVICE_PORTS, startService, type Logger } from '@quire/shared';
import { analyseConversations, giveUpAnalysis } from './analysis/analyser';
import { startSweeper } from './analysis/sweeper';
import { auditEventService } from './audit';
import { AUDITED_SERVICES } from './audit/actions';
import { startAuditConsumer } from './audit/consumers';
import { DEFAULT_AUDIT_RETENTION_DAYS, startAuditRetention } from './audit/retention';
import { identityUserDirectory, type UserDirectory } from './clients/identity';
import { analysisQueue } from './analysis/work-queue';
import { clusteringStateCache } from './clustering/state';
import { issuesClusterService } from './clusters';
import { startContentChangeRequestsConsumer } from './consumers/content-change-requests';
import type { InsightsContext, InsightsUrlBases } from './context';
import { conversationService } from './conversations';
import { createPrismaClient } from './db';
import type { DocsPageLocator } from './docs-pages/locator';
import { publishedDocsPages } from './docs-pages/published-docs-pages';
import { conversationIssueService } from './issues';
import { sitesDirectory, type SiteDirectory } from './clients/sites';
import { siteEventsInternalService, siteEventsService } from './site-events';
import { startSiteEventsRetention } from './site-events/retention';
import { daySecrets } from './site-events/visitor';

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
  /** host:port of identity (the audit log's user labels); defaults to identity's port on this host. */
  identityGrpcUrl?: string;
  deadlineMs?: number;
  /** Replaces the identity-backed user labels of the audit log (tests of this service alone). */
  users?: UserDirectory;
  /** QUIRE_AUDIT_RETENTION_DAYS: how long audit events are kept (default 365). */
  auditRetentionDays?: number;
  /** Replaces the sites- and content-backed docs page lookup (tests of this service alone). */
  docsPages?: DocsPageLocator;
  /** Replaces the sites-backed directory of existing sites (tests of this service alone). */
  sites?: SiteDirectory;
  /**
   * The stack's namespace on a shared NATS server (default QUIRE_EVENT_NAMESPACE): content's
   * events of its own stack only, and an analysis stream of its own (docs/events.md).
   */
  namespace?: string;
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

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * Insights owns conversations, their issues and issues clusters, site insights events and the
 * organizations' audit logs, recorded from every service's events (database quire_insights).
 * Ingestion stores conversations, queues their analysis and answers; the analysis (issue
 * extraction, docs links, clustering, labels) runs from a JetStream work queue.
 */
export async function startInsightsService(options: InsightsServiceOptions): Promise<RunningInsightsService> {
  const { logger, databaseUrl } = options;
  const namespace = options.namespace ?? eventNamespaceFromEnv();
  const queue = analysisQueue({ natsUrl: options.natsUrl, namespace, logger });
  const users = options.users ?? identityUserDirectory(options.identityGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS.identity}`, { deadlineMs: options.deadlineMs });
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
      const sites = options.sites ?? sitesDirectory(options.sitesGrpcUrl, { deadlineMs: options.deadlineMs });
      return {
        context: { db, urls: options.urls, docsPages, analysis: queue, clusteringStates: clusteringStateCache(), sites, daySecret: daySecrets(db), logger },
        close: () => db.$disconnect(),
      };
    },
    relay: { natsUrl: options.natsUrl },
    consumers: [
      () => startContentChangeRequestsConsumer({ natsUrl: options.natsUrl, databaseUrl, logger, namespace }),
      // The audit log: one durable per service whose events it records (docs/audit.md).
      ...AUDITED_SERVICES.map((service) => () => startAuditConsumer(service, { natsUrl: options.natsUrl, databaseUrl, logger, namespace, users })),
    ],
    jobs: [
      // Registers quire_job_queue_depth{queue="insights-analysis"}: jobs waiting or being analysed.
      (ctx) =>
        queue.start({
          analyse: ({ ids, finalAttempt }) => analyseConversations(ctx, ids, { finalAttempt }),
          giveUp: (failures) => giveUpAnalysis(ctx, failures),
        }),
      (ctx) => startSweeper(ctx, options.sweepIntervalMs),
      (ctx) => startSiteEventsRetention(ctx),
      (ctx) => startAuditRetention(ctx, options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS),
    ],
    services: (ctx) => [
      grpcService(insightsV1.ConversationServiceDefinition, conversationService(ctx)),
      grpcService(insightsV1.ConversationIssueServiceDefinition, conversationIssueService(ctx)),
      grpcService(insightsV1.IssuesClusterServiceDefinition, issuesClusterService(ctx)),
      grpcService(insightsV1.SiteEventsServiceDefinition, siteEventsService(ctx)),
      grpcService(insightsV1.SiteEventsInternalServiceDefinition, siteEventsInternalService(ctx)),
      grpcService(insightsV1.AuditEventServiceDefinition, auditEventService(ctx)),
    ],
  });
  return {
    port: running.port,
    analysisLag: () => queue.lag(),
    stop: running.stop,
  };
}
