import type { insightsV1 } from '@quire/proto';
import { giveUpAnalysis } from './analyser';
import { assistant, newOrganization, startTestEnvironment, teamMember, unanswered, user, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

/** Conversations about three subjects, in a fixed order, each with a question left unanswered. */
const CORPUS: insightsV1.ConversationInput[] = [
  unanswered('w1', 'How do I verify the webhook signature of a delivery?'),
  unanswered('s1', 'Where do I upload the SAML certificate of our identity provider?'),
  unanswered('w2', 'Why does the webhook delivery retry three times?'),
  unanswered('p1', 'How can I export the space as a PDF with page breaks?'),
  unanswered('s2', 'Our SAML login redirect fails after the identity provider answers. Why?'),
  unanswered('w3', 'What is the webhook signature header called?'),
  unanswered('p2', 'Why is the PDF export missing the cover page?'),
  unanswered('s3', 'Which SAML certificate format does the identity provider need?'),
  unanswered('p3', 'Can I change the PDF export margins?'),
  { id: 'ok', parts: [user('How do I create a space?'), assistant('Click "New space" in the sidebar, then pick a template.')] },
];

async function ingest(organization: ReturnType<typeof newOrganization>, conversations: insightsV1.ConversationInput[]) {
  await env.as(organization.admin).ingestConversation({ organizationId: organization.id, conversations });
}

/** An organization's clusters as sets of conversation external ids, with their labels: comparable across organizations. */
async function clusteringOf(organizationId: string) {
  const clusters = await env.db.issuesCluster.findMany({
    where: { organizationId },
    select: { id: true, label: true, summary: true, icon: true, issues: true, conversations: true, members: { select: { conversation: { select: { externalId: true } } } } },
  });
  return clusters
    .map((cluster) => ({
      members: cluster.members.map((member) => member.conversation.externalId).sort(),
      label: cluster.label,
      summary: cluster.summary,
      icon: cluster.icon,
      issues: cluster.issues,
      conversations: cluster.conversations,
    }))
    .sort((a, b) => (a.members[0] < b.members[0] ? -1 : 1));
}

describe('analysis', () => {
  it('extracts the unanswered questions asynchronously, sets processedAt, and clusters them by subject', async () => {
    const org = newOrganization();
    await ingest(org, CORPUS);
    await env.settled(org.id);

    const conversations = await env.db.conversation.findMany({ where: { organizationId: org.id } });
    expect(conversations.every((conversation) => conversation.processedAt !== null && conversation.analysedRevision === conversation.revision)).toBe(true);
    const issues = await env.db.conversationIssue.findMany({ where: { organizationId: org.id }, include: { conversation: { select: { externalId: true } } } });
    expect(issues.map((issue) => issue.conversation.externalId).sort()).toEqual(['p1', 'p2', 'p3', 's1', 's2', 's3', 'w1', 'w2', 'w3']);
    const w1 = issues.find((issue) => issue.conversation.externalId === 'w1')!;
    expect(w1).toMatchObject({
      kind: 'answer_unknown',
      title: 'How do I verify the webhook signature of a delivery?',
      summary: 'The reader asked: “How do I verify the webhook signature of a delivery?” The answer said it did not know.',
    });

    const clusters = await clusteringOf(org.id);
    expect(clusters.map((cluster) => cluster.members)).toEqual([
      ['p1', 'p2', 'p3'],
      ['s1', 's2', 's3'],
      ['w1', 'w2', 'w3'],
    ]);
    expect(clusters.map((cluster) => cluster.label)).toEqual(['Export, pdf, page', 'Identity, provider, saml', 'Webhook, delivery, signature']);
    expect(clusters[0]).toMatchObject({ issues: 3, conversations: 3, icon: 'circle-question' });
    expect(clusters[0].summary).toMatch(/^3 questions from 3 conversations about export, pdf, page, .*\. For example: “.*PDF.*”$/);

    const events = await env.db.outboxEvent.findMany({ where: { organizationId: org.id }, select: { type: true } });
    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect(count('quire.insights.issue.created')).toBe(9);
    expect(count('quire.insights.cluster.created')).toBe(3);
  });

  it('the same conversations ingested in the same order give identical clusters, labels and summaries', async () => {
    const first = newOrganization();
    const second = newOrganization();
    // In several batches, interleaved, so that the analysis of the two organizations runs in different batches.
    for (const organization of [first, second]) {
      await ingest(organization, CORPUS.slice(0, 4));
      await ingest(organization, CORPUS.slice(4));
    }
    await Promise.all([env.settled(first.id), env.settled(second.id)]);
    expect(await clusteringOf(second.id)).toEqual(await clusteringOf(first.id));
  });

  it('re-ingesting a conversation re-analyses it: an unchanged question keeps its issue, an answered one is removed', async () => {
    const org = newOrganization();
    await ingest(org, [
      { id: 'two', parts: [user('How do I verify a webhook signature?'), assistant('No idea, sorry. I do not know.'), user('Where is the PDF export button?')] },
    ]);
    await env.settled(org.id);
    const before = await env.db.conversationIssue.findMany({ where: { organizationId: org.id }, orderBy: { ordinal: 'asc' } });
    expect(before.map((issue) => [issue.title, issue.kind])).toEqual([
      ['How do I verify a webhook signature?', 'answer_unknown'],
      ['Where is the PDF export button?', 'unanswered'],
    ]);

    await ingest(org, [
      {
        id: 'two',
        parts: [
          user('How do I verify a webhook signature?'),
          assistant('No idea, sorry. I do not know.'),
          user('Where is the PDF export button?'),
          teamMember('In the space menu, under "Export as PDF".'),
        ],
      },
    ]);
    await env.settled(org.id);
    const after = await env.db.conversationIssue.findMany({ where: { organizationId: org.id } });
    expect(after.map((issue) => [issue.id, issue.clusterId])).toEqual([[before[0].id, before[0].clusterId]]);
    const clusters = await env.db.issuesCluster.findMany({ where: { organizationId: org.id } });
    expect(clusters.map((cluster) => cluster.id)).toEqual([before[0].clusterId]);
    const deleted = await env.db.outboxEvent.findMany({ where: { organizationId: org.id, type: { in: ['quire.insights.issue.deleted', 'quire.insights.cluster.deleted'] } } });
    expect(deleted.map((event) => [event.type, event.aggregateId])).toEqual([
      ['quire.insights.issue.deleted', before[1].id],
      ['quire.insights.cluster.deleted', before[1].clusterId],
    ]);
    // Document frequencies follow: only the remaining issue's terms are counted.
    const state = await env.db.clusteringState.findUniqueOrThrow({ where: { organizationId: org.id } });
    expect(state.documents).toBe(1);
    expect((await env.db.termDocumentCount.findMany({ where: { organizationId: org.id } })).map((row) => row.term).sort()).toEqual(['signatur', 'verifi', 'webhook']);
  });

  it('links an issue to the published docs page of the conversation, one lookup per batch', async () => {
    const org = newOrganization();
    const url = 'https://docs.example.com/sites/org/docs/guides/webhooks';
    env.docsPages.pages.set(`${org.id} ${url}`, { siteId: 'site1', siteSpaceId: 'ss1', spaceId: 'space1', path: 'webhooks', pageId: 'page1' });
    const calls = env.docsPages.calls.length;
    await ingest(org, [
      unanswered('a', 'How do I verify a webhook signature?', { metadata: { url, attributes: {} } }),
      unanswered('b', 'Where is the SAML certificate?', { metadata: { url: 'https://elsewhere.example.com/x', attributes: {} } }),
      unanswered('c', 'Why is the PDF export blank?'),
    ]);
    await env.settled(org.id);
    const issues = await env.as(org.member('read')).listConversationIssues({ organizationId: org.id });
    const byConversation = new Map(issues.items.map((item) => [item.conversation!.id, item.issue!]));
    const conversations = await env.db.conversation.findMany({ where: { organizationId: org.id } });
    const issueOf = (externalId: string) => byConversation.get(conversations.find((conversation) => conversation.externalId === externalId)!.id)!;
    expect(issueOf('a').docsPage).toEqual({ url, site: 'site1', siteSpace: 'ss1', space: 'space1', path: 'webhooks', page: 'page1', siteSection: undefined });
    expect(issueOf('b').docsPage).toBeUndefined();
    expect(issueOf('c').docsPage).toBeUndefined();
    const made = env.docsPages.calls.slice(calls).filter((call) => call.organizationId === org.id);
    expect(made.length).toBeLessThanOrEqual(2);
    expect(made.flatMap((call) => call.urls).sort()).toEqual([url, 'https://elsewhere.example.com/x']);
  });

  it('a failing docs lookup is retried from the work queue: processedAt stays unset until the analysis succeeds', async () => {
    const org = newOrganization();
    env.docsPages.failing = new Error('sites unavailable');
    try {
      await ingest(org, [unanswered('late', 'How do I verify a webhook signature?', { metadata: { url: 'https://docs.example.com/x', attributes: {} } })]);
      const deadline = Date.now() + 10_000;
      while (!env.docsPages.calls.some((call) => call.organizationId === org.id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const waiting = await env.db.conversation.findFirstOrThrow({ where: { organizationId: org.id } });
      expect(waiting).toMatchObject({ processedAt: null, analysisPending: true });
    } finally {
      env.docsPages.failing = undefined;
    }
    await env.settled(org.id, 15_000);
    expect((await env.db.conversation.findFirstOrThrow({ where: { organizationId: org.id } })).processedAt).not.toBeNull();
    expect(env.docsPages.calls.filter((call) => call.organizationId === org.id).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('a conversation given up on stops holding back the clustering of later ones', async () => {
    const org = newOrganization();
    // Stored without going through the queue's analysis: pretend its job failed on every delivery.
    await ingest(org, [unanswered('first', 'How do I verify a webhook signature?')]);
    await env.settled(org.id);
    const [conversation] = await env.db.conversation.findMany({ where: { organizationId: org.id } });
    await env.db.conversation.update({ where: { id: conversation.id }, data: { analysisPending: true, processedAt: null } });
    await ingest(org, [unanswered('second', 'Where is the webhook signature header?')]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await env.db.conversation.findFirstOrThrow({ where: { organizationId: org.id, externalId: 'second' }, include: { issues: true } });
    expect(second.processedAt).not.toBeNull();
    // Analysed, but waiting behind the first conversation: not clustered yet.
    expect(second.issues.map((issue) => issue.clusterId)).toEqual([null]);

    await giveUpAnalysis(env.context(), new Map([[conversation.id, new Error('boom')]]));
    await env.settled(org.id);
    const given = await env.db.conversation.findUniqueOrThrow({ where: { id: conversation.id } });
    expect(given).toMatchObject({ analysisPending: false, processedAt: null, analysisError: 'boom' });
    const clustered = await env.db.conversationIssue.findMany({ where: { organizationId: org.id } });
    expect(clustered.every((issue) => issue.clusterId !== null)).toBe(true);
  });
});
