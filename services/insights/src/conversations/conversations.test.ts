import { insightsV1 } from '@quire/proto';
import { assistant, errorOf, newOrganization, startTestEnvironment, Status, unanswered, URLS, user, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const R = insightsV1.ConversationPartRole;

describe('ingestConversation', () => {
  it('stores conversations under the admin token source, idempotently: re-ingesting updates the same row', async () => {
    const org = newOrganization();
    const client = env.as(org.admin);
    const source = `integration:api:${org.admin.tokenId}`;
    await client.ingestConversation({
      organizationId: org.id,
      conversations: [
        unanswered('ticket-1', 'How do I rotate the webhook signing secret?', {
          subject: 'Webhooks',
          metadata: { url: 'https://example.com/chat/1', attributes: { plan: 'pro' }, createdAt: new Date('2026-11-01T10:00:00Z') },
        }),
        unanswered('ticket-2', 'Where is the SAML certificate uploaded?'),
      ],
    });
    const first = await env.db.conversation.findMany({ where: { organizationId: org.id }, orderBy: { externalId: 'asc' } });
    expect(first.map((row) => [row.externalId, row.source, row.revision])).toEqual([
      ['ticket-1', source, 1],
      ['ticket-2', source, 1],
    ]);
    expect(first[0].createdAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');

    // The same again: nothing changes, not even the revision.
    await client.ingestConversation({ organizationId: org.id, conversations: [unanswered('ticket-2', 'Where is the SAML certificate uploaded?')] });
    // Changed: updated in place, a new revision waiting for analysis.
    await client.ingestConversation({
      organizationId: org.id,
      conversations: [{ id: 'ticket-1', subject: 'Webhook secrets', parts: [user('How do I rotate the webhook signing secret?'), assistant('The docs do not cover that yet.')] }],
    });
    const second = await env.db.conversation.findMany({ where: { organizationId: org.id }, orderBy: { externalId: 'asc' } });
    expect(second.map((row) => [row.id, row.externalId, row.revision, row.subject])).toEqual([
      [first[0].id, 'ticket-1', 2, 'Webhook secrets'],
      [first[1].id, 'ticket-2', 1, null],
    ]);
    // metadata.createdAt was not given again: the conversation keeps when it happened.
    expect(second[0].createdAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(second[0].ingestSeq > first[0].ingestSeq).toBe(true);

    const events = await env.db.outboxEvent.findMany({ where: { organizationId: org.id, type: 'quire.insights.conversation.ingested' }, orderBy: { seq: 'asc' } });
    expect(events.map((event) => [(event.data as { externalId: string }).externalId, (event.data as { revision: number }).revision, (event.data as { created: boolean }).created])).toEqual([
      ['ticket-1', 1, true],
      ['ticket-2', 1, true],
      ['ticket-1', 2, false],
    ]);
  });

  it('the same id twice in one batch is stored once, with the last one', async () => {
    const org = newOrganization();
    await env.as(org.admin).ingestConversation({
      organizationId: org.id,
      conversations: [unanswered('dup', 'First version?'), unanswered('dup', 'Second version?')],
    });
    const rows = await env.db.conversation.findMany({ where: { organizationId: org.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].parts)).toContain('Second version?');
  });

  it('an id is per source: another admin token of the organization stores its own conversation', async () => {
    const org = newOrganization();
    const otherAdmin = org.principalFor('admin');
    await env.as(org.admin).ingestConversation({ organizationId: org.id, conversations: [unanswered('same', 'How do I export a PDF?')] });
    await env.as(otherAdmin).ingestConversation({ organizationId: org.id, conversations: [unanswered('same', 'How do I export a PDF?')] });
    const listed = await env.as(org.member('read')).listConversations({ organizationId: org.id });
    expect(listed.count).toBe(2);
    const mine = await env.as(org.admin).listConversations({ organizationId: org.id, source: `integration:api:${otherAdmin.tokenId}` });
    expect(mine.items.map((item) => item.source)).toEqual([`integration:api:${otherAdmin.tokenId}`]);
  });

  it('400 for more than 100 conversations, none, an unknown role, an id over 255 characters, a long subject; nothing is stored', async () => {
    const org = newOrganization();
    const client = env.as(org.admin);
    const ingest = (conversations: insightsV1.ConversationInput[]) => errorOf(client.ingestConversation({ organizationId: org.id, conversations }));
    const many = Array.from({ length: 101 }, (_, index) => unanswered(`c${index}`, 'Why?'));
    expect(await ingest(many)).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'conversations: Too big: expected array to have <=100 items' });
    expect(await ingest([])).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^conversations: /) });
    const unknownRole = { id: 'x', parts: [{ type: 'message', role: R.CONVERSATION_PART_ROLE_UNSPECIFIED, body: 'hi' }] };
    expect(await ingest([unknownRole])).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'conversations.0.parts.0.role: must be one of "user", "assistant", "team-member"' });
    const wrongType = { id: 'x', parts: [{ type: 'note', role: R.CONVERSATION_PART_ROLE_USER, body: 'hi' }] };
    expect(await ingest([wrongType])).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'conversations.0.parts.0.type: must be "message"' });
    expect((await ingest([unanswered('x'.repeat(256), 'Why?')])).details).toMatch(/^conversations\.0\.id: Too big/);
    expect((await ingest([unanswered('', 'Why?')])).details).toMatch(/^conversations\.0\.id: Too small/);
    expect((await ingest([unanswered('ok', 'Why?', { subject: 's'.repeat(513) })])).details).toMatch(/^conversations\.0\.subject: /);
    expect((await ingest([unanswered('nul', 'Why\u0000?')])).details).toBe('conversations.0.parts.0.body: must not contain NUL characters');
    expect(await ingest([unanswered('x'.repeat(255), 'Why?'), unknownRole])).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(await env.db.conversation.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it('403 for members who are not admins, 404 for guests and other organizations', async () => {
    const org = newOrganization();
    const request = { organizationId: org.id, conversations: [unanswered('a', 'Why?')] };
    expect(await errorOf(env.as(org.member('create')).ingestConversation(request))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'Only organization admins can ingest conversations',
    });
    expect((await errorOf(env.as(org.guest()).ingestConversation(request))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(newOrganization().admin).ingestConversation(request))).code).toBe(Status.NOT_FOUND);
    expect(await env.db.conversation.count({ where: { organizationId: org.id } })).toBe(0);
  });
});

describe('listConversations and getConversationById', () => {
  it('lists newest first with keyset pages, filters by source, and reads one with its parts and metadata', async () => {
    const org = newOrganization();
    const client = env.as(org.admin);
    const days = [3, 1, 2];
    await client.ingestConversation({
      organizationId: org.id,
      conversations: days.map((day) => unanswered(`day-${day}`, `Question of day ${day}?`, { metadata: { attributes: {}, createdAt: new Date(`2026-11-0${day}T00:00:00Z`) } })),
    });
    // Analysed, so that processedAt does not change between the list and the read below.
    await env.settled(org.id);
    const reader = env.as(org.member('read'));
    const firstPage = await reader.listConversations({ organizationId: org.id, limit: 2 });
    expect(firstPage.count).toBe(3);
    expect(firstPage.items.map((item) => item.createdAt?.toISOString())).toEqual(['2026-11-03T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    const secondPage = await reader.listConversations({ organizationId: org.id, limit: 2, page: firstPage.next!.page });
    expect(secondPage.items.map((item) => item.createdAt?.toISOString())).toEqual(['2026-11-01T00:00:00.000Z']);
    expect(secondPage.next).toBeUndefined();
    expect((await reader.listConversations({ organizationId: org.id, source: 'email' })).count).toBe(0);
    expect((await errorOf(reader.listConversations({ organizationId: org.id, source: 'integration:api' }))).code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(reader.listConversations({ organizationId: org.id, page: 'garbage' }))).details).toBe('page: invalid cursor');

    const [newest] = firstPage.items;
    expect(newest).toMatchObject({
      object: 'conversation',
      source: `integration:api:${org.admin.tokenId}`,
      urls: { location: `${URLS.publicUrl}/v1/orgs/${org.id}/conversations/${newest.id}` },
    });
    const one = await reader.getConversation({ organizationId: org.id, conversationId: newest.id });
    expect(one.conversation).toEqual(newest);
    expect(one.parts.map((part) => [part.type, part.role, part.body])).toEqual([
      ['message', R.CONVERSATION_PART_ROLE_USER, 'Question of day 3?'],
      ['message', R.CONVERSATION_PART_ROLE_ASSISTANT, "I'm sorry, I don't know the answer to that."],
    ]);
    expect(one.metadata).toEqual({ attributes: {}, createdAt: new Date('2026-11-03T00:00:00Z'), url: undefined });

    expect((await errorOf(reader.getConversation({ organizationId: org.id, conversationId: 'missing' }))).details).toBe('Conversation not found');
    expect((await errorOf(env.as(org.guest()).getConversation({ organizationId: org.id, conversationId: newest.id }))).code).toBe(Status.NOT_FOUND);
    const stranger = newOrganization();
    expect((await errorOf(env.as(stranger.admin).getConversation({ organizationId: org.id, conversationId: newest.id }))).code).toBe(Status.NOT_FOUND);
    // Its own organization does not have it either.
    expect((await errorOf(env.as(stranger.admin).getConversation({ organizationId: stranger.id, conversationId: newest.id }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(stranger.admin).listConversations({ organizationId: org.id }))).code).toBe(Status.NOT_FOUND);
  });

  it('urls.source is metadata.url when it is an absolute http(s) URL', async () => {
    const org = newOrganization();
    await env.as(org.admin).ingestConversation({
      organizationId: org.id,
      conversations: [
        unanswered('web', 'Why?', { metadata: { url: 'https://support.example.com/t/1', attributes: {} } }),
        unanswered('relative', 'Why?', { metadata: { url: '/t/2', attributes: {} } }),
      ],
    });
    const { items } = await env.as(org.admin).listConversations({ organizationId: org.id });
    const bySource = Object.fromEntries(items.map((item) => [item.urls?.source ?? 'none', item.id]));
    expect(Object.keys(bySource).sort()).toEqual(['https://support.example.com/t/1', 'none']);
  });
});
