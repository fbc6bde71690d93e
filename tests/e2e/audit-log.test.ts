import { GitBookAPI as GitBookAPI0202, GitBookAPIError as GitBookAPIError0202 } from '@gitbook/api-0202';
import { randomBytes, randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, MemberRole } from '@gitbook/api';
import { addMember, client, createSpace, createTeam, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { expectContract0202 } from './contract-0202';
import { startStack, type Stack } from './harness';

// The organization audit log through the gateway (docs/audit.md): real changes made over the
// API (a space, a team and its members, a member's role, an API token minted and revoked, an
// integration published and installed, a conversation ingested with its installation's token),
// read back with the official client of @gitbook/api 0.202.0, the release whose audit-event
// operations Quire adopts, every body (errors too) validated against its OpenAPI document.
// Run with E2E_NAMESPACE=audit.

type Json = Record<string, any>;

let stack: Stack;

beforeAll(async () => {
  // A secrets key: integrations are published in one test.
  stack = await startStack({ identity: { secretsKey: randomBytes(32) } });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

const errorBodies = new WeakMap<Response, Promise<unknown>>();
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) errorBodies.set(response, response.clone().json());
  return response;
};

/** The 0.202.0 official client for `token` (none: no Authorization header). */
const audit = (token?: string) => new GitBookAPI0202({ endpoint: stack.baseUrl, authToken: token, serviceBinding: { fetch: recordingFetch } });

async function ok<T>(operationId: string, call: Promise<{ status: number; data: T }>): Promise<T> {
  const response = await call;
  expect(response.status).toBe(200);
  expectContract0202(operationId, 200, response.data);
  return response.data;
}

/** A call that must fail with `status`, its error body valid against 0.202.0; answers the message. */
async function fails(operationId: string, call: Promise<unknown>, status: number): Promise<string> {
  const error = await call.then(
    () => {
      throw new Error(`expected ${status}`);
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GitBookAPIError0202);
  const { response } = error as GitBookAPIError0202;
  expect(response.status).toBe(status);
  const body = (await errorBodies.get(response)) as { error: { message: string } };
  expectContract0202(operationId, status, body);
  return body.error.message;
}

type AuditEventItem = { id: string; action: string; actor: { type: string; id: string; label?: string }; source: string; target: { type: string; id: string; label?: string }; occurredAt: string };

/** Polls the log until every action in `actions` is there; answers every event, newest first. */
async function eventsWith(org: Org, actions: string[], timeoutMs = 20_000): Promise<AuditEventItem[]> {
  const client = audit(org.token);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await ok('listOrganizationAuditEvents', client.orgs.listOrganizationAuditEvents(org.organizationId, { limit: 100 }));
    const items = page.items as AuditEventItem[];
    const missing = actions.filter((action) => !items.some((item) => item.action === action));
    if (missing.length === 0) return items;
    if (Date.now() > deadline) throw new Error(`not recorded in time: ${missing.join(', ')} (have ${items.map((item) => item.action).join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the audit log', () => {
  let org: Org;
  let spaceId: string;
  let teamId: string;
  let memberId: string;
  let tokenId: string;
  let events: AuditEventItem[];

  beforeAll(async () => {
    org = await newOrg();
    const member = await addMember(stack, org, 'read');
    memberId = member.userId;
    // Real changes through the gateway, each by the organization's admin with their API token.
    spaceId = (await createSpace(org, 'Audited handbook')).id;
    teamId = await createTeam(org.gitbook, org.organizationId);
    await org.gitbook.orgs.addMemberToOrganizationTeamById(org.organizationId, teamId, memberId, {});
    await expectOk('updateMemberInOrganizationById', 200, org.gitbook.orgs.updateMemberInOrganizationById(org.organizationId, memberId, { role: MemberRole.Edit }));
    const minted = await sendRaw(stack, 'POST', '/user/tokens', { token: org.token, body: JSON.stringify({ label: 'audit e2e' }) });
    expect(minted.status).toBe(201);
    tokenId = minted.body.id;
    expect((await sendRaw(stack, 'DELETE', `/user/tokens/${tokenId}`, { token: org.token })).status).toBe(204);
    events = await eventsWith(org, ['space.created', 'team.created', 'team.updated', 'member.updated', 'api-token.created', 'api-token.revoked']);
  }, 60_000);

  it('lists each change, newest first, with the admin as actor (source api) and the labels captured at the time', () => {
    const times = events.map((event) => Date.parse(event.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byAction = (action: string) => events.find((event) => event.action === action)!;
    const space = byAction('space.created');
    expect(space).toMatchObject({ source: 'api', actor: { type: 'user', id: org.userId }, target: { type: 'space', id: spaceId, label: 'Audited handbook' } });
    expect(space.actor.label).toBeTruthy();
    expect(byAction('member.updated')).toMatchObject({ target: { type: 'member', id: memberId }, actor: { id: org.userId } });
    expect(byAction('member.updated').target.label).toBeTruthy();
    expect(byAction('team.updated').target).toMatchObject({ type: 'team', id: teamId });
    expect(byAction('api-token.created')).toMatchObject({ target: { type: 'api-token', id: tokenId, label: 'audit e2e' }, actor: { id: org.userId } });
  });

  it('answers one event with its allowlisted payload, never a token', async () => {
    const client = audit(org.token);
    const created = events.find((event) => event.action === 'api-token.created')!;
    const details = (await ok('getOrganizationAuditEvent', client.orgs.getOrganizationAuditEvent(org.organizationId, created.id))) as Json;
    expect(details).toMatchObject({ id: created.id, action: 'api-token.created', schemaVersion: 1, payload: { label: 'audit e2e', userId: org.userId } });
    expect(details.executionId).toBeTruthy();
    expect(details.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(details)).not.toMatch(/gb_api_|"token"/);
    const role = events.find((event) => event.action === 'member.updated')!;
    const roleDetails = (await ok('getOrganizationAuditEvent', client.orgs.getOrganizationAuditEvent(org.organizationId, role.id))) as Json;
    expect(roleDetails.payload).toMatchObject({ userId: memberId, role: 'edit', previousRole: 'read' });
  });

  it('filters by action, actor, target and time, and pages by cursor', async () => {
    const client = audit(org.token);
    const list = (query: Json) => ok('listOrganizationAuditEvents', client.orgs.listOrganizationAuditEvents(org.organizationId, query));
    const spaces = await list({ action: 'space.created' });
    expect(spaces.items.map((item) => item.target.id)).toEqual([spaceId]);
    const onSpace = await list({ target: spaceId });
    expect(onSpace.items.every((item) => item.target.id === spaceId)).toBe(true);
    const byAdmin = await list({ actor: org.userId, limit: 100 });
    expect(byAdmin.items.length).toBeGreaterThanOrEqual(6);
    expect(byAdmin.items.every((item) => item.actor.id === org.userId)).toBe(true);
    const newest = events[0];
    const atNewest = await list({ from: newest.occurredAt, to: newest.occurredAt });
    expect(atNewest.items.map((item) => item.id)).toContain(newest.id);
    expect((await list({ to: new Date(Date.parse(events.at(-1)!.occurredAt) - 1).toISOString() })).items.map((item) => item.id)).not.toContain(events.at(-1)!.id);

    const seen: string[] = [];
    let page: string | undefined;
    do {
      const answer = await list({ limit: 2, ...(page && { page }) });
      expect(answer.items.length).toBeLessThanOrEqual(2);
      seen.push(...answer.items.map((item) => item.id));
      page = answer.next?.page;
    } while (page);
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen.length).toBeGreaterThanOrEqual(events.length);
  });

  it('lists the actions it records, with labels', async () => {
    const { items } = await ok('listOrganizationAuditEventActions', audit(org.token).orgs.listOrganizationAuditEventActions(org.organizationId));
    const ids = items.map((item) => item.id);
    for (const action of ['space.created', 'member.updated', 'team.created', 'api-token.created', 'api-token.revoked', 'saml-provider.updated', 'site.published']) {
      expect(ids).toContain(action);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('400 for bad dates, from after to, a limit out of 1..100 and a bad cursor; nothing changes', async () => {
    const client = audit(org.token);
    const bad = (query: Json) => fails('listOrganizationAuditEvents', client.orgs.listOrganizationAuditEvents(org.organizationId, query), 400);
    expect(await bad({ from: 'yesterday' })).toMatch(/^from: /);
    expect(await bad({ to: '2026-02-30T25:00:00Z' })).toMatch(/^to: /);
    expect(await bad({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toBe('from: must not be after to');
    expect(await bad({ limit: 0 })).toMatch(/^limit: /);
    expect(await bad({ limit: 101 })).toMatch(/^limit: /);
    expect(await bad({ page: 'garbage!' })).toMatch(/^page: /);
  });

  it('401 without a token, 403 for members who are not admins, 404 for other organizations and unknown events', async () => {
    const anonymous = audit();
    const { organizationId } = org;
    const anyEvent = events[0].id;
    await fails('listOrganizationAuditEvents', anonymous.orgs.listOrganizationAuditEvents(organizationId), 401);
    await fails('getOrganizationAuditEvent', anonymous.orgs.getOrganizationAuditEvent(organizationId, anyEvent), 401);
    await fails('listOrganizationAuditEventActions', anonymous.orgs.listOrganizationAuditEventActions(organizationId), 401);

    for (const role of ['create', null] as const) {
      const member = audit((await addMember(stack, org, role)).token);
      await fails('listOrganizationAuditEvents', member.orgs.listOrganizationAuditEvents(organizationId), 403);
      await fails('getOrganizationAuditEvent', member.orgs.getOrganizationAuditEvent(organizationId, anyEvent), 403);
      await fails('listOrganizationAuditEventActions', member.orgs.listOrganizationAuditEventActions(organizationId), 403);
    }

    const other = await newOrg();
    const outsider = audit(other.token);
    await fails('listOrganizationAuditEvents', outsider.orgs.listOrganizationAuditEvents(organizationId), 404);
    await fails('getOrganizationAuditEvent', outsider.orgs.getOrganizationAuditEvent(organizationId, anyEvent), 404);
    await fails('listOrganizationAuditEventActions', outsider.orgs.listOrganizationAuditEventActions(organizationId), 404);
    // Another organization's event, read from the outsider's own organization, is not there either.
    await fails('getOrganizationAuditEvent', outsider.orgs.getOrganizationAuditEvent(other.organizationId, anyEvent), 404);
    await fails('getOrganizationAuditEvent', audit(org.token).orgs.getOrganizationAuditEvent(organizationId, '00000000-0000-4000-8000-000000000000'), 404);
    // And the outsider's log does not show the first organization's changes.
    const theirs = await ok('listOrganizationAuditEvents', outsider.orgs.listOrganizationAuditEvents(other.organizationId, { limit: 100 }));
    expect(theirs.items.some((item) => item.target.id === spaceId)).toBe(false);
  });

  it('is marked in /v1/openapi.json as adopted from @gitbook/api 0.202.0', async () => {
    const { status, body: document } = await sendRaw(stack, 'GET', '/openapi.json');
    expect(status).toBe(200);
    for (const [path, operationId] of [
      ['/orgs/{organizationId}/audit-events', 'listOrganizationAuditEvents'],
      ['/orgs/{organizationId}/audit-events/{auditEventId}', 'getOrganizationAuditEvent'],
      ['/orgs/{organizationId}/audit-event-actions', 'listOrganizationAuditEventActions'],
    ]) {
      const operation = document.paths[path].get;
      expect(operation).toMatchObject({ operationId, 'x-quire-adopted-contract': '@gitbook/api@0.202.0' });
      expect(operation['x-quire-extension']).toBeUndefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    }
  });

  it("records a change made with an integration installation's token as the installation's (source integration)", async () => {
    const name = `audit-${randomUUID().slice(0, 8)}`;
    const published = await org.gitbook.integrations.publishIntegration(name, {
      title: 'Conversations',
      description: 'Sends support conversations to Quire',
      scopes: [IntegrationScope.ConversationsIngest],
      script: 'export default {}',
      organization: org.organizationId,
      visibility: IntegrationVisibility.Private,
    });
    expect(published.status).toBe(200);
    const installation = (await org.gitbook.integrations.installIntegration(name, { organization: org.organizationId })).data;
    const { data: issued } = await org.gitbook.integrations.createIntegrationInstallationToken(name, installation.id);
    const bot = client(stack, issued.token);
    const ingested = await bot.orgs.ingestConversation(org.organizationId, {
      id: 'audit-ticket',
      parts: [
        { type: 'message', role: 'user', body: 'Where are audit logs documented?' },
        { type: 'message', role: 'assistant', body: "Sorry, I don't know." },
      ],
    });
    expect(ingested.status).toBe(204);
    const all = await eventsWith(org, ['integration.published', 'integration-installation.created', 'integration-installation.token-created', 'conversation.ingested']);
    expect(all.find((event) => event.action === 'conversation.ingested')).toMatchObject({
      source: 'integration',
      actor: { type: 'installation', id: installation.id, label: name },
      target: { type: 'conversation' },
    });
    expect(all.find((event) => event.action === 'integration-installation.created')).toMatchObject({ source: 'api', actor: { type: 'user', id: org.userId }, target: { id: installation.id, label: name } });
    // The installation token reads no audit log: no integration scope grants it.
    await fails('listOrganizationAuditEvents', audit(issued.token).orgs.listOrganizationAuditEvents(org.organizationId), 403);
    const tokenEvent = all.find((event) => event.action === 'integration-installation.token-created')!;
    const details = await ok('getOrganizationAuditEvent', audit(org.token).orgs.getOrganizationAuditEvent(org.organizationId, tokenEvent.id));
    expect(JSON.stringify(details)).not.toContain(issued.token);
  });
});
