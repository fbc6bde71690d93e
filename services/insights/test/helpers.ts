import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { insightsV1 } from '@quire/proto';
import { closeChannels, createLogger, databaseUrlFor, EVENT_STREAM, newId, principalMetadata, type MemberRole, type Principal } from '@quire/shared';
import { createChannel, createClient, Status, type Channel } from 'nice-grpc';
import { clusteringStateCache } from '../src/clustering/state';
import type { InsightsContext } from '../src/context';
import { createPrismaClient, type PrismaClient } from '../src/db';
import type { DocsPage, DocsPageLocator } from '../src/docs-pages/locator';
import { startInsightsService, type RunningInsightsService } from '../src/service';

export const TEST_DATABASE_URL = databaseUrlFor(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', 'insights_test');
export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const URLS = { publicUrl: 'http://quire.test', appUrl: 'http://app.quire.test' };

/**
 * Published docs as insights sees them: URLs mapped to pages by the test. Every call is
 * recorded, so tests can check that a batch makes one; `failing` makes the lookup throw.
 */
export class InMemoryDocsPages implements DocsPageLocator {
  readonly pages = new Map<string, Omit<DocsPage, 'url'>>();
  readonly calls: { organizationId: string; urls: string[] }[] = [];
  failing: Error | undefined;

  async locate(organizationId: string, urls: string[]): Promise<Map<string, DocsPage>> {
    this.calls.push({ organizationId, urls });
    if (this.failing) throw this.failing;
    const found = new Map<string, DocsPage>();
    for (const url of urls) {
      const page = this.pages.get(`${organizationId} ${url}`);
      if (page) found.set(url, { url, ...page });
    }
    return found;
  }
}

export type InsightsClient = insightsV1.ConversationServiceClient & insightsV1.ConversationIssueServiceClient & insightsV1.IssuesClusterServiceClient;

export type TestEnvironment = {
  db: PrismaClient;
  docsPages: InMemoryDocsPages;
  service: RunningInsightsService;
  /** A context over the test database, for calling the analysis directly (its own model cache). */
  context(): InsightsContext;
  as(principal: Principal): InsightsClient;
  /** Resolves once the organization has nothing waiting: conversations analysed, clusters labelled. */
  settled(organizationId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * The insights service on a free port against quire_insights_test and the real NATS, with
 * its own analysis stream and content-events durable (removed again by close()), so that test
 * runs and other services sharing the NATS server never take each other's jobs.
 */
export async function startTestEnvironment(options: { sweepIntervalMs?: number } = {}): Promise<TestEnvironment> {
  const docsPages = new InMemoryDocsPages();
  const suffix = newId().replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  const analysisStream = `QUIRE_INSIGHTS_ANALYSIS_TEST_${suffix}`;
  const contentEventsDurable = `insights-content-change-requests-test-${suffix}`;
  const service = await startInsightsService({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('insights-test', (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent'),
    databaseUrl: TEST_DATABASE_URL,
    natsUrl: NATS_URL,
    urls: URLS,
    sitesGrpcUrl: '127.0.0.1:1',
    contentGrpcUrl: '127.0.0.1:1',
    docsPages,
    analysisStream,
    contentEventsDurable,
    sweepIntervalMs: options.sweepIntervalMs,
  });
  const channel: Channel = createChannel(`127.0.0.1:${service.port}`);
  const client: InsightsClient = {
    ...createClient(insightsV1.ConversationServiceDefinition, channel),
    ...createClient(insightsV1.ConversationIssueServiceDefinition, channel),
    ...createClient(insightsV1.IssuesClusterServiceDefinition, channel),
  };
  const db = createPrismaClient(TEST_DATABASE_URL);
  const as = (principal: Principal): InsightsClient =>
    new Proxy({} as InsightsClient, {
      get: (_target, method: string) => (request: unknown) =>
        (client as unknown as Record<string, (r: unknown, o: unknown) => unknown>)[method](request, {
          metadata: principalMetadata(principal, `test-${newId()}`),
        }),
    });
  return {
    db,
    docsPages,
    service,
    as,
    context: () => ({
      db,
      urls: URLS,
      docsPages,
      analysis: { enqueue: async () => undefined },
      clusteringStates: clusteringStateCache(),
      logger: createLogger('insights-test', 'silent'),
    }),
    async settled(organizationId, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [waiting, unclustered, unlabelled] = await Promise.all([
          db.conversation.count({ where: { organizationId, analysisPending: true } }),
          db.conversationIssue.count({ where: { organizationId, clusterId: null } }),
          db.issuesCluster.count({ where: { organizationId, status: { not: 'ready' } } }),
        ]);
        if (waiting + unclustered + unlabelled === 0) return;
        if (Date.now() > deadline) throw new Error(`not settled: ${waiting} conversations waiting, ${unclustered} issues unclustered, ${unlabelled} clusters unlabelled`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      channel.close();
      await service.stop();
      await db.$disconnect();
      closeChannels();
      await removeNatsState(analysisStream, contentEventsDurable);
    },
  };
}

/** Deletes a test's analysis stream and its content-events durable from the shared NATS server. */
export async function removeNatsState(analysisStream: string, contentEventsDurable: string): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(analysisStream).catch(() => undefined);
  await jsm.consumers.delete(EVENT_STREAM, contentEventsDurable).catch(() => undefined);
  await nc.close();
}

export function newOrganization() {
  const id = newId();
  const principalFor = (role: MemberRole | null): Principal => ({ userId: newId(), tokenId: newId(), memberships: [{ organizationId: id, role }], teamIds: [] });
  return { id, admin: principalFor('admin'), member: (role: MemberRole) => principalFor(role), guest: () => principalFor(null), principalFor };
}

const R = insightsV1.ConversationPartRole;
export const user = (body: string): insightsV1.ConversationPart => ({ type: 'message', role: R.CONVERSATION_PART_ROLE_USER, body });
export const assistant = (body: string): insightsV1.ConversationPart => ({ type: 'message', role: R.CONVERSATION_PART_ROLE_ASSISTANT, body });
export const teamMember = (body: string): insightsV1.ConversationPart => ({ type: 'message', role: R.CONVERSATION_PART_ROLE_TEAM_MEMBER, body });

/** A conversation whose question the assistant could not answer. */
export const unanswered = (id: string, question: string, extra: Partial<insightsV1.ConversationInput> = {}): insightsV1.ConversationInput => ({
  id,
  parts: [user(question), assistant("I'm sorry, I don't know the answer to that.")],
  ...extra,
});

export async function errorOf(call: Promise<unknown>): Promise<{ code: Status; details: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code: Status; details: string };
  }
  throw new Error('expected the call to fail');
}

export { Status };
