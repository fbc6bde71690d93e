import { insightsV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import pg from 'pg';
import { handleChangeRequestEvent } from '../consumers/content-change-requests';
import { errorOf, newOrganization, startTestEnvironment, Status, unanswered, URLS, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const S = insightsV1.IssuesClusterSort;
const O = insightsV1.ListOrder;
const T = insightsV1.IssuesClusterStatus;
const DAY = 24 * 60 * 60 * 1000;

/** Two subjects: three webhook questions (one asked 20 days ago, one 100 days ago) and one about PDFs. */
async function seed() {
  const org = newOrganization();
  const now = Date.now();
  const at = (daysAgo: number) => ({ attributes: {}, createdAt: new Date(now - daysAgo * DAY) });
  await env.as(org.admin).ingestConversation({
    organizationId: org.id,
    conversations: [
      unanswered('w1', 'How do I verify the webhook signature of a delivery?', { metadata: at(1) }),
      unanswered('w2', 'Why does the webhook delivery fail with a signature error?', { metadata: at(20) }),
      unanswered('w3', 'Where is the webhook signature secret for each delivery?', { metadata: at(100) }),
      unanswered('p1', 'How can I export the space as a PDF with page breaks?', { metadata: at(2) }),
    ],
  });
  const other = org.principalFor('admin');
  await env.as(other).ingestConversation({
    organizationId: org.id,
    conversations: [unanswered('w4', 'Can the webhook delivery signature use SHA-512?', { metadata: at(3) })],
  });
  await env.settled(org.id);
  const clusters = await env.db.issuesCluster.findMany({ where: { organizationId: org.id }, orderBy: { issues: 'desc' } });
  expect(clusters.map((cluster) => cluster.issues)).toEqual([4, 1]);
  return { org, other, webhooks: clusters[0], pdf: clusters[1] };
}

describe('listConversationsIssues and getConversationIssueById', () => {
  it('lists each issue with its conversation, newest first, by cluster and by conversation; reads one', async () => {
    const { org, webhooks } = await seed();
    const reader = env.as(org.member('read'));
    const all = await reader.listConversationIssues({ organizationId: org.id });
    expect(all.count).toBe(5);
    expect(all.items.map((item) => item.issue!.title)).toEqual([
      'How do I verify the webhook signature of a delivery?',
      'How can I export the space as a PDF with page breaks?',
      'Can the webhook delivery signature use SHA-512?',
      'Why does the webhook delivery fail with a signature error?',
      'Where is the webhook signature secret for each delivery?',
    ]);
    for (const { issue, conversation } of all.items) {
      expect(issue!.conversation).toBe(conversation!.id);
      expect(issue!.createdAt).toEqual(conversation!.createdAt);
      expect(issue!.urls!.location).toBe(`${URLS.publicUrl}/v1/orgs/${org.id}/conversations-issues/${issue!.id}`);
      expect(issue!.object).toBe('conversation-issue');
    }

    const inCluster = await reader.listConversationIssues({ organizationId: org.id, cluster: webhooks.id, limit: 3 });
    expect(inCluster.count).toBe(4);
    expect(inCluster.items.every((item) => item.issue!.cluster === webhooks.id)).toBe(true);
    const rest = await reader.listConversationIssues({ organizationId: org.id, cluster: webhooks.id, limit: 3, page: inCluster.next!.page });
    expect(rest.items).toHaveLength(1);
    expect(new Set([...inCluster.items, ...rest.items].map((item) => item.issue!.id)).size).toBe(4);

    const conversationId = all.items[0].conversation!.id;
    const ofConversation = await reader.listConversationIssues({ organizationId: org.id, conversation: conversationId });
    expect(ofConversation.items.map((item) => item.issue!.id)).toEqual([all.items[0].issue!.id]);
    expect((await reader.listConversationIssues({ organizationId: org.id, cluster: 'nope' })).count).toBe(0);

    const one = await reader.getConversationIssue({ organizationId: org.id, issueId: all.items[0].issue!.id });
    expect(one).toEqual({ issue: all.items[0].issue, conversation: all.items[0].conversation });
    expect(await errorOf(reader.getConversationIssue({ organizationId: org.id, issueId: 'missing' }))).toMatchObject({
      code: Status.NOT_FOUND,
      details: 'Conversation issue not found',
    });
    const stranger = newOrganization();
    expect((await errorOf(env.as(stranger.admin).getConversationIssue({ organizationId: org.id, issueId: one.issue!.id }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(stranger.admin).getConversationIssue({ organizationId: stranger.id, issueId: one.issue!.id }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(org.guest()).listConversationIssues({ organizationId: org.id }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(reader.listConversationIssues({ organizationId: org.id, cluster: 'bad id!' }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('listConversationsIssuesClusters', () => {
  it('presents counts, sources, a 13-week pulse and urls; orders by every orderBy both ways', async () => {
    const { org, other, webhooks, pdf } = await seed();
    const reader = env.as(org.member('read'));
    const list = (request: Partial<insightsV1.ListIssuesClustersRequest>) =>
      reader.listIssuesClusters({ organizationId: org.id, order: O.LIST_ORDER_UNSPECIFIED, orderBy: S.ISSUES_CLUSTER_SORT_UNSPECIFIED, status: T.ISSUES_CLUSTER_STATUS_UNSPECIFIED, ...request });

    const byIssues = await list({ orderBy: S.ISSUES_CLUSTER_SORT_ISSUES });
    expect(byIssues.items.map((cluster) => cluster.id)).toEqual([webhooks.id, pdf.id]);
    const [first] = byIssues.items;
    expect(first).toMatchObject({
      object: 'issues-cluster',
      label: webhooks.label,
      summary: webhooks.summary,
      icon: 'circle-question',
      sources: { [`integration:api:${org.admin.tokenId}`]: 3, [`integration:api:${other.tokenId}`]: 1 },
      stats: { issues: 4, conversations: 4, tasksTotal: 0, tasksBacklog: 0, tasksStarted: 0, tasksCompleted: 0, tasksCancelled: 0 },
      urls: { location: `${URLS.publicUrl}/v1/orgs/${org.id}/conversations-issues?cluster=${webhooks.id}`, app: `${URLS.appUrl}/o/${org.id}/insights/clusters/${webhooks.id}` },
    });
    // Weekly counts, oldest first: the issue of 100 days ago is older than 13 weeks.
    expect(first.weeklyPulse).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2]);
    expect(byIssues.items[1].weeklyPulse).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);

    expect((await list({ orderBy: S.ISSUES_CLUSTER_SORT_ISSUES, order: O.LIST_ORDER_ASC })).items.map((cluster) => cluster.id)).toEqual([pdf.id, webhooks.id]);
    expect((await list({ orderBy: S.ISSUES_CLUSTER_SORT_CONVERSATIONS })).items.map((cluster) => cluster.id)).toEqual([webhooks.id, pdf.id]);
    // updatedAt, newest first by default (both may have changed in one pass: make the PDF cluster older).
    await env.db.issuesCluster.update({ where: { id: pdf.id }, data: { updatedAt: new Date(Date.now() - 3_600_000) } });
    expect((await list({})).items.map((cluster) => cluster.id)).toEqual([webhooks.id, pdf.id]);
    expect((await list({ order: O.LIST_ORDER_ASC })).items.map((cluster) => cluster.id)).toEqual([pdf.id, webhooks.id]);

    const paged = await list({ orderBy: S.ISSUES_CLUSTER_SORT_ISSUES, limit: 1 });
    expect(paged).toMatchObject({ count: 2, items: [{ id: webhooks.id }] });
    const next = await list({ orderBy: S.ISSUES_CLUSTER_SORT_ISSUES, limit: 1, page: paged.next!.page });
    expect(next.items.map((cluster) => cluster.id)).toEqual([pdf.id]);
    expect(next.next).toBeUndefined();

    expect((await errorOf(env.as(newOrganization().admin).listIssuesClusters({ organizationId: org.id, order: 0, orderBy: 0, status: 0 }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(list({ orderBy: 99 as insightsV1.IssuesClusterSort }))).code).toBe(Status.INVALID_ARGUMENT);
  });

  it('getConversationsIssuesCluster: one cluster exactly as the list presents it; members only, 404 otherwise', async () => {
    const { org, webhooks, pdf } = await seed();
    const reader = env.as(org.member('read'));
    const listed = await reader.listIssuesClusters({ organizationId: org.id, order: O.LIST_ORDER_DESC, orderBy: S.ISSUES_CLUSTER_SORT_ISSUES, status: 0 });
    for (const item of listed.items) {
      expect((await reader.getIssuesCluster({ organizationId: org.id, clusterId: item.id })).cluster).toEqual(item);
    }
    const { cluster } = await reader.getIssuesCluster({ organizationId: org.id, clusterId: webhooks.id });
    expect(cluster!.weeklyPulse).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2]);
    expect(cluster!.stats).toEqual({ issues: 4, conversations: 4, tasksTotal: 0, tasksBacklog: 0, tasksStarted: 0, tasksCompleted: 0, tasksCancelled: 0 });

    const missing = { code: Status.NOT_FOUND, details: 'Conversations issues cluster not found' };
    expect(await errorOf(reader.getIssuesCluster({ organizationId: org.id, clusterId: 'missing' }))).toMatchObject(missing);
    // Another organization's cluster, asked through one's own organization or through its own.
    const stranger = newOrganization();
    expect(await errorOf(env.as(stranger.admin).getIssuesCluster({ organizationId: stranger.id, clusterId: pdf.id }))).toMatchObject(missing);
    expect(await errorOf(env.as(stranger.admin).getIssuesCluster({ organizationId: org.id, clusterId: pdf.id }))).toMatchObject(missing);
    // Guests read no insights.
    expect(await errorOf(env.as(org.guest()).getIssuesCluster({ organizationId: org.id, clusterId: pdf.id }))).toMatchObject(missing);
    expect((await errorOf(reader.getIssuesCluster({ organizationId: org.id, clusterId: 'bad id!' }))).code).toBe(Status.INVALID_ARGUMENT);
  });

  it('status: clusters whose label waits (pending) or is being computed (analysing); none once labelled', async () => {
    const { org, webhooks } = await seed();
    const list = (status: insightsV1.IssuesClusterStatus) => env.as(org.admin).listIssuesClusters({ organizationId: org.id, order: 0, orderBy: 0, status });
    expect((await list(T.ISSUES_CLUSTER_STATUS_PENDING)).count).toBe(0);
    await env.db.issuesCluster.update({ where: { id: webhooks.id }, data: { status: 'pending' } });
    expect((await list(T.ISSUES_CLUSTER_STATUS_PENDING)).items.map((cluster) => cluster.id)).toEqual([webhooks.id]);
    expect((await list(T.ISSUES_CLUSTER_STATUS_ANALYSING)).count).toBe(0);
    await env.db.issuesCluster.update({ where: { id: webhooks.id }, data: { status: 'analysing', labelClaimedAt: new Date() } });
    expect((await list(T.ISSUES_CLUSTER_STATUS_ANALYSING)).items.map((cluster) => cluster.id)).toEqual([webhooks.id]);
    expect((await list(T.ISSUES_CLUSTER_STATUS_UNSPECIFIED)).count).toBe(2);
  });

  it('tasks: change requests linked to a cluster in content events, counted per status', async () => {
    const { org, webhooks, pdf } = await seed();
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 1 });
    const client = await pool.connect();
    const handle = (type: string, data: Record<string, unknown>) =>
      handleChangeRequestEvent(
        { specversion: '1.0', id: newId(), type: `quire.content.change-request.${type}`, source: 'quire/content', time: new Date().toISOString(), subject: String(data.id), organization: org.id, data },
        client,
      );
    try {
      const [a, b, c, unlinked] = [newId(), newId(), newId(), newId()];
      await handle('created', { id: a, status: 'draft', conversationsIssuesCluster: webhooks.id });
      await handle('created', { id: b, status: 'draft', conversationsIssuesCluster: webhooks.id });
      await handle('created', { id: c, status: 'draft', conversationsIssuesCluster: webhooks.id });
      await handle('created', { id: unlinked, status: 'draft' });
      await handle('updated', { id: b, changes: { status: 'open' }, fromStatus: 'draft' });
      await handle('merged', { id: c });
      await handle('updated', { id: unlinked, changes: { conversationsIssuesCluster: pdf.id } });
      await handle('archived', { id: unlinked, changes: { status: 'archived' } });
      // Reviews do not change tasks.
      await handle('reviewers-requested', { id: a, userIds: [] });

      const stats = async (id: string) => (await env.db.issuesCluster.findUniqueOrThrow({ where: { id } }));
      expect(await stats(webhooks.id)).toMatchObject({ tasksTotal: 3, tasksBacklog: 1, tasksStarted: 1, tasksCompleted: 1, tasksCancelled: 0 });
      expect(await stats(pdf.id)).toMatchObject({ tasksTotal: 1, tasksBacklog: 0, tasksStarted: 0, tasksCompleted: 0, tasksCancelled: 1 });

      const reader = env.as(org.member('read'));
      const byTasks = await reader.listIssuesClusters({ organizationId: org.id, order: O.LIST_ORDER_DESC, orderBy: S.ISSUES_CLUSTER_SORT_TASKS_TOTAL, status: 0 });
      expect(byTasks.items.map((cluster) => [cluster.id, cluster.stats!.tasksTotal])).toEqual([
        [webhooks.id, 3],
        [pdf.id, 1],
      ]);
      const byStarted = await reader.listIssuesClusters({ organizationId: org.id, order: O.LIST_ORDER_ASC, orderBy: S.ISSUES_CLUSTER_SORT_TASKS_STARTED, status: 0 });
      expect(byStarted.items.map((cluster) => cluster.id)).toEqual([pdf.id, webhooks.id]);
      const byBacklog = await reader.listIssuesClusters({ organizationId: org.id, order: O.LIST_ORDER_DESC, orderBy: S.ISSUES_CLUSTER_SORT_TASKS_BACKLOG, status: 0 });
      expect(byBacklog.items.map((cluster) => cluster.id)).toEqual([webhooks.id, pdf.id]);

      // Unlinking moves the count back.
      await handle('updated', { id: a, changes: { conversationsIssuesCluster: null } });
      expect(await stats(webhooks.id)).toMatchObject({ tasksTotal: 2, tasksBacklog: 0 });
      // Another organization's event never touches this organization's clusters.
      const foreign = newId();
      await handleChangeRequestEvent(
        { specversion: '1.0', id: newId(), type: 'quire.content.change-request.created', source: 'quire/content', time: new Date().toISOString(), subject: foreign, organization: newId(), data: { id: foreign, status: 'open', conversationsIssuesCluster: webhooks.id } },
        client,
      );
      expect(await stats(webhooks.id)).toMatchObject({ tasksTotal: 2 });
      await handle('updated', { id: b, changes: { status: 'draft' }, fromStatus: 'open' });
      expect(await stats(webhooks.id)).toMatchObject({ tasksTotal: 2, tasksBacklog: 1, tasksStarted: 0, tasksCompleted: 1 });
      const events = await env.db.outboxEvent.findMany({ where: { aggregateId: webhooks.id, type: 'quire.insights.cluster.updated' } });
      // One per change of its counts: three links, b opened, c merged, a unlinked, b back to draft.
      expect(events.filter((event) => (event.data as { changes?: string[] }).changes?.includes('tasks'))).toHaveLength(7);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
