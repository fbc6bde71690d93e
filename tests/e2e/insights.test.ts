import { ChangeRequestStatus, type ConversationInput } from '@gitbook/api';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';

// Insights through the gateway with the official client, every body checked against the
// GitBook contract (expectOk / expectFailure validate it): ingestion, the asynchronous
// analysis into issues and clusters, links to published docs pages through sites and
// content, and the refusals (docs/insights.md). Run with E2E_NAMESPACE=insights.

type Json = Record<string, any>;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

const question = (id: string, text: string, extra: Partial<ConversationInput> = {}): ConversationInput => ({
  id,
  parts: [
    { type: 'message', role: 'user', body: text },
    { type: 'message', role: 'assistant', body: "I'm sorry, I don't know the answer to that." },
  ],
  ...extra,
});

/** Polls until every conversation of the organization has been analysed and its clusters labelled. */
async function analysed(org: Org, expectedConversations: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId, { limit: 1000 }));
    const pending = await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { status: 'pending' }));
    const analysing = await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { status: 'analysing' }));
    if (list.count === expectedConversations && list.items.every((item) => item.processedAt) && (pending.count ?? 0) + (analysing.count ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`conversations not analysed in time: ${JSON.stringify(list.items.map((item) => item.processedAt))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('insights', () => {
  it('ingests one conversation or an array (204), lists and reads them, idempotently per source and id', async () => {
    const org = await newOrg();
    await expectOk(
      'ingestConversation',
      204,
      org.gitbook.orgs.ingestConversation(
        org.organizationId,
        question('ticket-1', 'How do I verify the webhook signature of a delivery?', {
          subject: 'Webhooks',
          metadata: { url: 'https://support.example.com/t/1', attributes: { plan: 'pro' }, createdAt: '2026-11-20T10:00:00.000Z' },
        }),
      ),
    );
    await expectOk(
      'ingestConversation',
      204,
      org.gitbook.orgs.ingestConversation(org.organizationId, [
        question('ticket-2', 'Where do I upload the SAML certificate of our identity provider?'),
        question('ticket-3', 'Why does the webhook delivery retry with a signature error?'),
      ]),
    );
    // The same id again, changed: updated, not duplicated.
    await expectOk(
      'ingestConversation',
      204,
      org.gitbook.orgs.ingestConversation(org.organizationId, [question('ticket-2', 'Where do I upload the SAML certificate for the identity provider?', { subject: 'SSO' })]),
    );

    const list = await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId));
    expect(list.count).toBe(3);
    const me = await expectOk('getAuthenticatedUser', 200, org.gitbook.user.getAuthenticatedUser());
    expect(me.id).toBe(org.userId);
    const source = list.items[0].source;
    expect(source).toMatch(/^integration:api:[A-Za-z0-9_-]+$/);
    expect(list.items.every((item) => item.source === source)).toBe(true);
    expect((await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId, { source }))).count).toBe(3);
    expect((await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId, { source: 'email' }))).count).toBe(0);
    const page = await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId, { limit: 2 }));
    expect(page.items).toHaveLength(2);
    const rest = await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId, { limit: 2, page: page.next!.page }));
    expect(new Set([...page.items, ...rest.items].map((item) => item.id)).size).toBe(3);

    const first = list.items.find((item) => item.subject === 'Webhooks')!;
    const read = await expectOk('getConversationById', 200, org.gitbook.orgs.getConversationById(org.organizationId, first.id));
    expect(read.conversation).toMatchObject({ id: first.id, object: 'conversation', createdAt: '2026-11-20T10:00:00.000Z', urls: { source: 'https://support.example.com/t/1' } });
    expect(read.parts.map((part: Json) => part.role)).toEqual(['user', 'assistant']);
    expect(read.metadata).toMatchObject({ url: 'https://support.example.com/t/1', attributes: { plan: 'pro' }, createdAt: '2026-11-20T10:00:00.000Z' });
    const updated = list.items.find((item) => item.subject === 'SSO');
    expect(updated).toBeDefined();
  });

  it('analyses conversations into issues and clusters, asynchronously', async () => {
    const org = await newOrg();
    const conversations = [
      question('w1', 'How do I verify the webhook signature of a delivery?'),
      question('s1', 'Where do I upload the SAML certificate of our identity provider?'),
      question('w2', 'Why does the webhook delivery retry with a signature error?'),
      question('s2', 'Which SAML certificate format does the identity provider need?'),
      question('w3', 'What is the webhook signature header of each delivery?'),
      {
        id: 'fine',
        parts: [
          { type: 'message', role: 'user', body: 'How do I create a space?' },
          { type: 'message', role: 'team-member', body: 'Click "New space" in the sidebar.' },
        ],
      } as ConversationInput,
    ];
    await expectOk('ingestConversation', 204, org.gitbook.orgs.ingestConversation(org.organizationId, conversations));
    await analysed(org, 6);

    const issues = await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId));
    expect(issues.count).toBe(5);
    for (const item of issues.items) {
      expect(item.issue.conversation).toBe(item.conversation.id);
      expect(item.issue.cluster).toBeDefined();
    }
    const clusters = await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { orderBy: 'issues' }));
    expect(clusters.items.map((cluster) => cluster.stats.issues)).toEqual([3, 2]);
    const [webhooks, saml] = clusters.items;
    expect(webhooks.label.toLowerCase()).toContain('webhook');
    expect(saml.label.toLowerCase()).toContain('certificate');
    expect(webhooks.weeklyPulse).toHaveLength(13);
    expect(webhooks.weeklyPulse[12]).toBe(3);
    expect(Object.values(webhooks.sources)).toEqual([3]);
    expect(webhooks.stats).toMatchObject({ conversations: 3, tasksTotal: 0 });
    // One cluster by id: exactly as the list presents it (the contract declares no 404: ours is the error body).
    for (const cluster of clusters.items) {
      expect(await expectOk('getConversationsIssuesCluster', 200, org.gitbook.orgs.getConversationsIssuesCluster(org.organizationId, cluster.id))).toEqual(cluster);
    }
    await expectFailure(org.gitbook.orgs.getConversationsIssuesCluster(org.organizationId, 'missing'), 404, 'Conversations issues cluster not found');
    const ascending = await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { orderBy: 'issues', order: 'asc' }));
    expect(ascending.items.map((cluster) => cluster.id)).toEqual([saml.id, webhooks.id]);
    for (const orderBy of ['updatedAt', 'conversations', 'tasksTotal', 'tasksBacklog', 'tasksStarted'] as const) {
      expect((await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { orderBy, limit: 1 }))).count).toBe(2);
    }

    const ofCluster = await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId, { cluster: saml.id }));
    expect(ofCluster.items.map((item) => item.issue.title).sort()).toEqual([
      'Where do I upload the SAML certificate of our identity provider?',
      'Which SAML certificate format does the identity provider need?',
    ]);
    const [one] = ofCluster.items;
    const ofConversation = await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId, { conversation: one.conversation.id }));
    expect(ofConversation.items.map((item) => item.issue.id)).toEqual([one.issue.id]);
    const read = await expectOk('getConversationIssueById', 200, org.gitbook.orgs.getConversationIssueById(org.organizationId, one.issue.id));
    expect(read).toEqual(one);

    // Re-ingesting the same conversations changes nothing.
    await expectOk('ingestConversation', 204, org.gitbook.orgs.ingestConversation(org.organizationId, conversations));
    await analysed(org, 6);
    expect((await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId))).items.map((item) => item.issue.id).sort()).toEqual(
      issues.items.map((item) => item.issue.id).sort(),
    );

    // Readers of the organization read insights too.
    const reader = await addMember(stack, org, 'read');
    const readersList = await expectOk('listConversationsIssuesClusters', 200, reader.gitbook.orgs.listConversationsIssuesClusters(org.organizationId));
    expect(readersList.count).toBe(2);
    expect(await expectOk('getConversationsIssuesCluster', 200, reader.gitbook.orgs.getConversationsIssuesCluster(org.organizationId, readersList.items[0].id))).toEqual(readersList.items[0]);
  });

  it("counts a cluster's tasks from the change requests linked to it (a Quire extension of the change request bodies)", async () => {
    const org = await newOrg();
    await expectOk(
      'ingestConversation',
      204,
      org.gitbook.orgs.ingestConversation(org.organizationId, [
        question('t1', 'How do I rotate the webhook signing secret?'),
        question('t2', 'Where is the webhook signing secret rotated?'),
      ]),
    );
    await analysed(org, 2);
    const [cluster] = (await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId))).items;
    const space = await createSpace(org, 'Webhooks');
    const linked = { subject: 'Document secret rotation', conversationsIssuesCluster: cluster.id } as { subject: string };
    const draft = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, linked));
    expect(draft.conversationsIssuesCluster).toBe(cluster.id);
    const other = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Rotation FAQ' }));
    const opened = await expectOk(
      'updateChangeRequestById',
      200,
      org.gitbook.spaces.updateChangeRequestById(space.id, other.id, { status: 'open', conversationsIssuesCluster: cluster.id } as { status: 'open' }),
    );
    expect(opened.conversationsIssuesCluster).toBe(cluster.id);

    const tasksOf = async (expected: Json) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [current] = (await expectOk('listConversationsIssuesClusters', 200, org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId))).items;
        if (Object.entries(expected).every(([key, value]) => (current.stats as Json)[key] === value)) return current;
        if (Date.now() > deadline) throw new Error(`task counts not reached: ${JSON.stringify(current.stats)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await tasksOf({ tasksTotal: 2, tasksBacklog: 1, tasksStarted: 1 });
    const ofCluster = await expectOk(
      'listChangeRequestsForSpace',
      200,
      org.gitbook.spaces.listChangeRequestsForSpace(space.id, { conversationsIssuesCluster: cluster.id, status: ChangeRequestStatus.Draft }),
    );
    expect(ofCluster.items.map((item) => item.id)).toEqual([draft.id]);

    // null unlinks (JSON null reaches content through the gateway).
    const unlinked = await expectOk(
      'updateChangeRequestById',
      200,
      org.gitbook.spaces.updateChangeRequestById(space.id, draft.id, { conversationsIssuesCluster: null } as object),
    );
    expect(unlinked.conversationsIssuesCluster).toBeUndefined();
    await tasksOf({ tasksTotal: 1, tasksBacklog: 0, tasksStarted: 1 });
    await expectFailure(
      org.gitbook.spaces.updateChangeRequestById(space.id, draft.id, { conversationsIssuesCluster: 'no spaces!' } as object),
      400,
      'conversationsIssuesCluster: must be an id',
    );
  });

  it('links an issue to the page of the published site its conversation happened on', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'API');
    const applied = await org.gitbook.spaces.applyTemplateToSpace(space.id, { id: 'api-reference', params: { contentRefs: { openApiSpec: { kind: 'url', url: 'https://api.example.org/openapi.json' } } } });
    expect(applied.status).toBe(201);
    const { pages } = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id));
    const authentication = (pages as Json[]).find((page) => page.title === 'Authentication')!;
    const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [space.id] }));
    await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    const [siteSpace] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    const url = `${siteSpace.urls.published}/${authentication.path}?utm=chat`;

    await expectOk(
      'ingestConversation',
      204,
      org.gitbook.orgs.ingestConversation(org.organizationId, [question('on-docs', 'How do I refresh an expired API token?', { metadata: { url } })]),
    );
    await analysed(org, 1);
    const [item] = (await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId))).items;
    expect((item.issue as Json).docsPage).toEqual({ url, site: site.id, siteSpace: siteSpace.id, space: space.id, path: authentication.path, page: authentication.id });
    expect(item.conversation.urls.source).toBe(url);
  });

  it('refuses bad input with 400, a body over the limit with 413, and changes nothing', async () => {
    const org = await newOrg();
    const ingest = (body: unknown) => org.gitbook.orgs.ingestConversation(org.organizationId, body as ConversationInput[]);
    const many = Array.from({ length: 101 }, (_, index) => question(`c${index}`, 'Why?'));
    await expectFailure(ingest(many), 400, /^body: Too big: expected array to have <=100 items/);
    await expectFailure(ingest([]), 400, /^body: Too small/);
    await expectFailure(ingest([{ id: 'x', parts: [{ type: 'message', role: 'bot', body: 'hi' }] }]), 400, /^body: 0\.parts\.0\.role: Invalid option/);
    await expectFailure(ingest({ id: 'x', parts: [{ type: 'message', role: 'bot', body: 'hi' }] }), 400, /^body: parts\.0\.role: Invalid option/);
    await expectFailure(ingest(question('x'.repeat(256), 'Why?')), 400, /^id: Too big/);
    await expectFailure(ingest([question('ok', 'Why?', { subject: 's'.repeat(513) })]), 400, /subject: Too big/);
    await expectFailure(ingest([{ id: 'no-parts' }]), 400, /parts/);
    await expectFailure(ingest('conversation'), 400, /^body: must be a conversation or an array of conversations/);
    const huge = JSON.stringify([question('big', 'x'.repeat(1_100_000))]);
    expectRawError(await sendRaw(stack, 'POST', `/orgs/${org.organizationId}/conversations`, { token: org.token, body: huge }), 413);
    expect((await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId))).count).toBe(0);

    await expectFailure(org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { orderBy: 'title' as never }), 400, /^orderBy: /);
    await expectFailure(org.gitbook.orgs.listConversationsIssuesClusters(org.organizationId, { status: 'done' as never }), 400, /^status: /);
    await expectFailure(org.gitbook.orgs.listConversations(org.organizationId, { page: 'garbage' }), 400, /^page: invalid cursor/);
  });

  it('only admins ingest (403 for other members); guests and other organizations get 404 for everything', async () => {
    const org = await newOrg();
    await expectOk('ingestConversation', 204, org.gitbook.orgs.ingestConversation(org.organizationId, [question('one', 'How do I verify a webhook signature?')]));
    await analysed(org, 1);
    const [item] = (await expectOk('listConversationsIssues', 200, org.gitbook.orgs.listConversationsIssues(org.organizationId))).items;

    const creator = await addMember(stack, org, 'create');
    await expectFailure(creator.gitbook.orgs.ingestConversation(org.organizationId, [question('two', 'Why?')]), 403, 'Only organization admins can ingest conversations');

    const guest = await addMember(stack, org, null);
    const stranger = await newOrg();
    for (const outsider of [guest.gitbook, stranger.gitbook]) {
      await expectFailure(outsider.orgs.ingestConversation(org.organizationId, [question('three', 'Why?')]), 404);
      await expectFailure(outsider.orgs.listConversations(org.organizationId), 404);
      await expectFailure(outsider.orgs.getConversationById(org.organizationId, item.conversation.id), 404);
      await expectFailure(outsider.orgs.listConversationsIssues(org.organizationId), 404);
      await expectFailure(outsider.orgs.getConversationIssueById(org.organizationId, item.issue.id), 404);
      await expectFailure(outsider.orgs.listConversationsIssuesClusters(org.organizationId), 404);
      await expectFailure(outsider.orgs.getConversationsIssuesCluster(org.organizationId, item.issue.cluster!), 404);
    }
    // Another organization's ids are unknown in the stranger's own organization too.
    await expectFailure(stranger.gitbook.orgs.getConversationById(stranger.organizationId, item.conversation.id), 404, 'Conversation not found');
    await expectFailure(stranger.gitbook.orgs.getConversationIssueById(stranger.organizationId, item.issue.id), 404, 'Conversation issue not found');
    await expectFailure(stranger.gitbook.orgs.getConversationsIssuesCluster(stranger.organizationId, item.issue.cluster!), 404, 'Conversations issues cluster not found');
    expect((await expectOk('listConversations', 200, org.gitbook.orgs.listConversations(org.organizationId))).count).toBe(1);
  });
});
