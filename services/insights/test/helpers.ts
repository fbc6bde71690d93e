import { insightsV1 } from '@quire/proto';
import { createLogger, newId, type MemberRole, type Principal } from '@quire/shared';
import { errorOf, NATS_URL, startTestStack } from '@quire/shared/testing';
import { Status } from 'nice-grpc';
import { clusteringStateCache } from '../src/clustering/state';
import type { InsightsContext } from '../src/context';
import { createPrismaClient, type PrismaClient } from '../src/db';
import type { DocsPage, DocsPageLocator } from '../src/docs-pages/locator';
import type { SiteDirectory } from '../src/clients/sites';
import { userLabel, type UserDirectory } from '../src/clients/identity';
import { daySecrets } from '../src/site-events/visitor';
import { startInsightsService, type RunningInsightsService } from '../src/service';

export { NATS_URL };
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

/** The sites insights knows of: `add(organizationId, siteId)`; every lookup is recorded. */
export class InMemorySites implements SiteDirectory {
  readonly sites = new Set<string>();
  readonly calls: { organizationId: string; siteIds: string[] }[] = [];

  add(organizationId: string, siteId: string): void {
    this.sites.add(`${organizationId}/${siteId}`);
  }

  async existing(organizationId: string, siteIds: string[]): Promise<Set<string>> {
    this.calls.push({ organizationId, siteIds });
    return new Set(siteIds.filter((siteId) => this.sites.has(`${organizationId}/${siteId}`)));
  }
}

/** The users identity knows, for the audit log's labels: `add(id, name, email)`; every lookup is recorded. */
export class InMemoryUsers implements UserDirectory {
  readonly users = new Map<string, string>();
  readonly calls: string[][] = [];

  add(userId: string, displayName: string, email?: string): void {
    this.users.set(userId, userLabel(displayName, email));
  }

  async labels(userIds: string[]): Promise<Map<string, string>> {
    this.calls.push(userIds);
    return new Map(userIds.flatMap((id) => (this.users.has(id) ? [[id, this.users.get(id)!] as const] : [])));
  }
}

export type InsightsClient = insightsV1.ConversationServiceClient &
  insightsV1.ConversationIssueServiceClient &
  insightsV1.IssuesClusterServiceClient &
  insightsV1.SiteEventsServiceClient &
  insightsV1.SiteEventsInternalServiceClient &
  insightsV1.AuditEventServiceClient;

export type TestEnvironment = {
  /** The environment's own database (a fresh one, dropped at close). */
  databaseUrl: string;
  /** Its own NATS namespace (removed at close). */
  namespace: string;
  db: PrismaClient;
  docsPages: InMemoryDocsPages;
  sites: InMemorySites;
  users: InMemoryUsers;
  service: RunningInsightsService;
  /** A context over the test database, for calling the analysis directly (its own model cache). */
  context(): InsightsContext;
  /** A client whose calls carry `principal`; undefined: no principal (internal rpcs, 401 checks). */
  as(principal: Principal | undefined): InsightsClient;
  /** Resolves once the organization has nothing waiting: conversations analysed, clusters labelled. */
  settled(organizationId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * The insights service on a free port with a fresh database and the real NATS (the shared
 * test harness), in a namespace of its own (its analysis stream and content-events durable,
 * removed again by close()), so that test runs and other stacks sharing the NATS server never
 * take each other's jobs or events.
 */
export async function startTestEnvironment(options: { sweepIntervalMs?: number } = {}): Promise<TestEnvironment> {
  const docsPages = new InMemoryDocsPages();
  const sites = new InMemorySites();
  const users = new InMemoryUsers();
  const stack = await startTestStack<InsightsClient, RunningInsightsService>({
    name: 'insights',
    definitions: [
      insightsV1.ConversationServiceDefinition,
      insightsV1.ConversationIssueServiceDefinition,
      insightsV1.IssuesClusterServiceDefinition,
      insightsV1.SiteEventsServiceDefinition,
      insightsV1.SiteEventsInternalServiceDefinition,
      insightsV1.AuditEventServiceDefinition,
    ],
    start: ({ databaseUrl, natsUrl, namespace }) =>
      startInsightsService({
        host: '127.0.0.1',
        port: 0,
        logger: createLogger('insights-test', (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent'),
        databaseUrl,
        natsUrl,
        urls: URLS,
        sitesGrpcUrl: '127.0.0.1:1',
        contentGrpcUrl: '127.0.0.1:1',
        docsPages,
        sites,
        users,
        namespace,
        sweepIntervalMs: options.sweepIntervalMs,
      }),
  });
  const db = createPrismaClient(stack.databaseUrl);
  return {
    databaseUrl: stack.databaseUrl,
    namespace: stack.namespace,
    db,
    docsPages,
    sites,
    users,
    service: stack.service,
    as: (principal) => stack.as(principal),
    context: () => ({
      db,
      urls: URLS,
      docsPages,
      analysis: { enqueue: async () => undefined },
      clusteringStates: clusteringStateCache(),
      sites,
      daySecret: daySecrets(db),
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
      await db.$disconnect();
      await stack.close();
    },
  };
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

export { errorOf, Status };
