import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { insightsV1 } from '@quire/proto';
import { namespacedSubject, newId, type EventActor, type EventEnvelope } from '@quire/shared';
import pg from 'pg';
import { errorOf, NATS_URL, newOrganization, startTestEnvironment, Status, unanswered, type TestEnvironment } from '../../test/helpers';
import { AUDIT_ACTIONS } from './actions';
import { recordAuditEvents } from './commands/audit-recorder';
import { auditRetentionCutoff, pruneAuditEvents } from './retention';

// The audit log of insights (docs/audit.md): events written to an outbox in a transaction,
// published by the real relay to the real NATS, recorded by the audit consumers, and read
// back through the AuditEventService rpcs.

let env: TestEnvironment;
let nc: Awaited<ReturnType<typeof connect>>;
beforeAll(async () => {
  env = await startTestEnvironment();
  nc = await connect({ servers: NATS_URL });
});
afterAll(async () => {
  await nc.close();
  await env.close();
});

type OutboxWrite = { type: string; aggregateId: string; organizationId: string | null; data: Record<string, unknown>; actor?: EventActor };

/**
 * Writes events to the service's outbox in one transaction, as any service writes its own:
 * the relay publishes them once the transaction commits, and never when it rolls back.
 */
async function writeEvents(events: OutboxWrite[], { rollback = false } = {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  const ids = events.map(() => newId());
  try {
    await client.query('BEGIN');
    for (const [index, event] of events.entries()) {
      await client.query(`INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, actor) VALUES ($1, $2, $2, $3, $4, $5, $6)`, [
        ids[index],
        event.type,
        event.aggregateId,
        event.organizationId,
        JSON.stringify(event.data),
        event.actor ? JSON.stringify(event.actor) : null,
      ]);
    }
    await client.query(rollback ? 'ROLLBACK' : 'COMMIT');
  } finally {
    await client.end();
  }
  return ids;
}

/** The audit rows recorded from these event ids, once there are `count` of them. */
async function recorded(eventIds: string[], count = eventIds.length, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await env.db.auditEvent.findMany({ where: { eventId: { in: eventIds } }, orderBy: [{ occurredAt: 'asc' }, { eventId: 'asc' }] });
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`${rows.length} of ${count} audit events recorded`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const userActor = (id: string): EventActor => ({ type: 'user', id });

describe('recording from the outbox events', () => {
  it('records a committed change with its actor, source, target, labels and allowlisted payload, and nothing of a rolled-back one', async () => {
    const org = newOrganization();
    const alice = newId();
    env.users.add(alice, 'Alice', 'alice@example.com');
    const spaceId = newId();
    const [rolledBack] = await writeEvents(
      [{ type: 'quire.content.space.created', aggregateId: newId(), organizationId: org.id, data: { id: 'x', title: 'Never', actorId: alice }, actor: userActor(alice) }],
      { rollback: true },
    );
    const [created] = await writeEvents([
      { type: 'quire.content.space.created', aggregateId: spaceId, organizationId: org.id, data: { id: spaceId, parentId: null, title: 'Handbook', revisionId: 'r1', actorId: alice }, actor: userActor(alice) },
    ]);
    const [row] = await recorded([created]);
    expect(row).toMatchObject({
      organizationId: org.id,
      action: 'space.created',
      actorType: 'user',
      actorId: alice,
      actorLabel: 'Alice (alice@example.com)',
      source: 'api',
      targetType: 'space',
      targetId: spaceId,
      targetLabel: 'Handbook',
      schemaVersion: 1,
      payload: { parentId: null, title: 'Handbook', revisionId: 'r1' },
    });
    // Everything published before and after it was handled: the rolled-back change never was.
    expect(await env.db.auditEvent.count({ where: { eventId: rolledBack } })).toBe(0);
    expect(await env.db.auditEvent.count({ where: { organizationId: org.id } })).toBe(1);
  });

  it('records a change made through an rpc with the principal that made it (the outbox writer takes it from the call)', async () => {
    const org = newOrganization();
    env.users.add(org.admin.userId, 'Ada Admin', 'ada@example.com');
    await env.as(org.admin).ingestConversation({ organizationId: org.id, conversations: [unanswered('c-1', 'How do I rotate keys?')] });
    const deadline = Date.now() + 15_000;
    let rows = await env.db.auditEvent.findMany({ where: { organizationId: org.id, action: 'conversation.ingested' } });
    while (rows.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await env.db.auditEvent.findMany({ where: { organizationId: org.id, action: 'conversation.ingested' } });
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'user', actorId: org.admin.userId, actorLabel: 'Ada Admin (ada@example.com)', source: 'api', targetType: 'conversation' });
    // The conversation's text is not in the allowlist.
    expect(JSON.stringify(rows[0].payload)).not.toContain('rotate');
  });

  it('keeps only allowlisted fields: never a token, a certificate, a configuration or a repository URL', async () => {
    const org = newOrganization();
    const actor = userActor(newId());
    const ids = await writeEvents([
      { type: 'quire.identity.token.created', aggregateId: 't1', organizationId: null, data: { tokenId: 't1', userId: actor.id, label: 'CI', expiresAt: null, token: 'gb_api_SECRET', hash: 'abc' }, actor: { ...actor, organizationIds: [org.id] } },
      { type: 'quire.identity.saml-provider.created', aggregateId: 's1', organizationId: org.id, data: { samlProviderId: 's1', label: 'Okta', defaultRole: 'read', settings: ['certificate'], certificate: '-----BEGIN CERTIFICATE-----' }, actor },
      { type: 'quire.identity.integration-installation.updated', aggregateId: 'i1', organizationId: org.id, data: { installationId: 'i1', integrationId: 'x', changes: ['configuration'], configuration: { apiKey: 'SECRET' } }, actor },
      { type: 'quire.content.git-sync.requested', aggregateId: 'sp', organizationId: org.id, data: { operationId: 'op', spaceId: 'sp', kind: 'import', url: 'https://user:pass@git.example.com/r.git', ref: 'main' }, actor },
    ]);
    const rows = await recorded(ids);
    const text = JSON.stringify(rows.map((row) => row.payload));
    for (const secret of ['SECRET', 'abc', 'CERTIFICATE', 'pass@', 'git.example.com']) expect(text).not.toContain(secret);
    expect(rows.find((row) => row.action === 'api-token.created')).toMatchObject({ targetType: 'api-token', targetId: 't1', targetLabel: 'CI', payload: { userId: actor.id, label: 'CI', expiresAt: null } });
  });

  it("shows an API token's event (no organization) in each organization its actor belonged to, a user account's in none", async () => {
    const [a, b] = [newOrganization(), newOrganization()];
    const actor: EventActor = { type: 'user', id: newId(), organizationIds: [a.id, b.id] };
    const [account, ...ids] = await writeEvents([
      { type: 'quire.identity.user.created', aggregateId: 'u9', organizationId: null, data: { userId: 'u9', displayName: 'New person' }, actor },
      { type: 'quire.identity.token.revoked', aggregateId: 't9', organizationId: null, data: { tokenId: 't9', userId: actor.id }, actor },
    ]);
    const rows = await recorded(ids, 2);
    expect(rows.map((row) => row.organizationId).sort()).toEqual([a.id, b.id].sort());
    // Handled before the token's event (stream order), and shown nowhere.
    expect(await env.db.auditEvent.count({ where: { eventId: account } })).toBe(0);
  });

  it('labels targets from the event, else from the last label recorded, and users from identity once per batch', async () => {
    const org = newOrganization();
    const spaceId = newId();
    const actor = userActor(newId());
    const [created] = await writeEvents([{ type: 'quire.content.space.created', aggregateId: spaceId, organizationId: org.id, data: { id: spaceId, title: 'Guides' }, actor }]);
    await recorded([created]);
    const members = Array.from({ length: 20 }, (_, index) => {
      const userId = newId();
      env.users.add(userId, `Member ${index}`);
      return userId;
    });
    const ids = await writeEvents([
      { type: 'quire.content.space.moved', aggregateId: spaceId, organizationId: org.id, data: { id: spaceId, fromParentId: null, parentId: 'c1' }, actor },
      ...members.map((userId) => ({ type: 'quire.identity.member.added', aggregateId: userId, organizationId: org.id, data: { organizationId: org.id, userId, role: 'read' }, actor })),
    ]);
    const rows = await recorded(ids);
    expect(rows.find((row) => row.action === 'space.moved')?.targetLabel).toBe('Guides');
    const added = rows.filter((row) => row.action === 'member.added');
    expect(added.map((row) => row.targetLabel).sort()).toEqual(members.map((_, index) => `Member ${index}`).sort());
    // How the consumer splits them into batches depends on timing; one batch of 21 events, given
    // to the recorder as the consumer gives it, costs one lookup, not one per event.
    const envelopes: EventEnvelope[] = members.map((userId) => ({
      specversion: '1.0',
      id: newId(),
      type: 'quire.identity.member.added',
      source: 'quire/identity',
      time: new Date().toISOString(),
      subject: userId,
      organization: org.id,
      data: { organizationId: org.id, userId, role: 'read' },
      actor,
    }));
    // Visitors' page views for the site's integrations are no change: the log leaves them out.
    envelopes.push({
      specversion: '1.0',
      id: newId(),
      type: 'quire.insights.site-activity.recorded',
      source: 'quire/insights',
      time: new Date().toISOString(),
      subject: 'site1',
      organization: org.id,
      data: { siteId: 'site1', events: [{ type: 'site_view', url: 'https://docs.example.com/a', referrer: '', visitor: { anonymousId: 'v', userAgent: 'UA', ip: '203.0.113.9' } }] },
    });
    const callsBefore = env.users.calls.length;
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      expect(await recordAuditEvents(client as unknown as pg.PoolClient, env.users, envelopes)).toBe(20);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
    expect(env.users.calls.length - callsBefore).toBe(1);
  });

  it('records the system as the actor of a change nobody made over the API, a sign-in as its user, and links a caused change to its cause', async () => {
    const org = newOrganization();
    const teamId = newId();
    const admin = userActor(newId());
    const [deleted] = await writeEvents([{ type: 'quire.identity.team.deleted', aggregateId: teamId, organizationId: org.id, data: { organizationId: org.id, teamId }, actor: admin }]);
    const [cause] = await recorded([deleted]);
    const signedIn = newId();
    const ids = await writeEvents([
      { type: 'quire.content.collection-team-permission.removed', aggregateId: 'col1', organizationId: org.id, data: { collectionId: 'col1', teamId, reason: 'team-deleted', causationId: deleted, actorId: null } },
      { type: 'quire.identity.member.added', aggregateId: signedIn, organizationId: org.id, data: { organizationId: org.id, userId: signedIn, role: 'read', sso: true, samlProviderId: 'saml1' } },
      { type: 'quire.identity.token.created', aggregateId: 'tok1', organizationId: null, data: { tokenId: 'tok1', userId: signedIn, label: 'SSO login (Okta)', expiresAt: null, boundOrganizationId: org.id } },
      { type: 'quire.identity.sso-login.completed', aggregateId: 'tok1', organizationId: org.id, data: { organizationId: org.id, userId: signedIn, samlProviderId: 'saml1', tokenId: 'tok1', expiresAt: null, sso: true } },
    ]);
    // One transaction: one time; told apart by their event ids.
    const [removed, login, sessionToken, signIn] = await recorded(ids).then((rows) => ids.map((id) => rows.find((row) => row.eventId === id)!));
    expect(sessionToken).toMatchObject({ organizationId: org.id, action: 'api-token.created', actorType: 'system', targetLabel: 'SSO login (Okta)' });
    expect(signIn).toMatchObject({ action: 'member.signed-in', actorType: 'user', actorId: signedIn, source: 'ui', targetId: signedIn, payload: { userId: signedIn, samlProviderId: 'saml1', tokenId: 'tok1', expiresAt: null } });
    expect(removed).toMatchObject({ actorType: 'system', actorId: 'system', actorLabel: 'Quire', source: 'workflow', targetId: 'col1', causedByEventId: cause.id });
    expect(login).toMatchObject({ actorType: 'user', actorId: signedIn, source: 'ui', payload: { userId: signedIn, role: 'read', sso: true, samlProviderId: 'saml1' } });
  });

  it('records a redelivered event once', async () => {
    const org = newOrganization();
    const [id] = await writeEvents([{ type: 'quire.content.space.deleted', aggregateId: 'sp1', organizationId: org.id, data: { id: 'sp1', deletedAt: new Date().toISOString() }, actor: userActor(newId()) }]);
    await recorded([id]);
    // The same event again, past JetStream's duplicate window (another message id), to every consumer.
    const envelope: EventEnvelope = { specversion: '1.0', id, type: 'quire.content.space.deleted', source: 'quire/content', time: new Date().toISOString(), subject: 'sp1', organization: org.id, data: {} };
    await jetstream(nc).publish(namespacedSubject(envelope.type, env.namespace), JSON.stringify(envelope), { msgID: `${id}-again` });
    // A later event of the same consumer is recorded once the redelivery has been handled.
    const [later] = await writeEvents([{ type: 'quire.content.space.restored', aggregateId: 'sp1', organizationId: org.id, data: { id: 'sp1', parentId: null } }]);
    await recorded([later]);
    expect(await env.db.auditEvent.count({ where: { eventId: id } })).toBe(1);
  });

  it('records an event type the table does not know yet, with an empty payload', async () => {
    const org = newOrganization();
    const [id] = await writeEvents([{ type: 'quire.sites.gadget.polished', aggregateId: 'g1', organizationId: org.id, data: { secret: 'x' } }]);
    const [row] = await recorded([id]);
    expect(row).toMatchObject({ action: 'gadget.polished', targetType: 'gadget', targetId: 'g1', payload: {} });
  });
});

describe('append-only and retention', () => {
  it('refuses to change a recorded event, and the sweep deletes only what is past the retention window', async () => {
    const org = newOrganization();
    const [id] = await writeEvents([{ type: 'quire.content.space.restored', aggregateId: 'sp2', organizationId: org.id, data: { id: 'sp2' } }]);
    const [row] = await recorded([id]);
    await expect(env.db.$executeRaw`UPDATE audit_events SET action = 'x' WHERE id = ${row.id}::uuid`).rejects.toThrow(/append-only/);

    const now = new Date();
    const old = { id: randomUUID(), occurredAt: new Date(auditRetentionCutoff(now, 30).getTime() - 60_000) };
    await env.db.auditEvent.create({
      data: { ...old, eventId: newId(), organizationId: org.id, action: 'space.created', actorType: 'system', actorId: 'system', source: 'workflow', targetType: 'space', targetId: 'old', schemaVersion: 1, payload: {} },
    });
    expect(await pruneAuditEvents({ db: env.db }, 30, now)).toBeGreaterThanOrEqual(1);
    expect(await env.db.auditEvent.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await env.db.auditEvent.findUnique({ where: { id: row.id } })).not.toBeNull();
  });
});

describe('ListAuditEvents', () => {
  const org = newOrganization();
  const actors = [newId(), newId()];
  const ids: string[] = [];
  let splitAt: Date;

  beforeAll(async () => {
    // 25 events, committed one by one so that their times differ.
    for (let index = 0; index < 25; index++) {
      const [id] = await writeEvents([
        {
          type: index % 5 === 0 ? 'quire.content.space.updated' : 'quire.content.space.moved',
          aggregateId: `space-${index % 3}`,
          organizationId: org.id,
          data: { id: `space-${index % 3}` },
          actor: userActor(actors[index % 2]),
        },
      ]);
      ids.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (index === 12) {
        splitAt = new Date();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    await recorded(ids);
  }, 60_000);

  it('401 without a principal; 400 for bad dates, from after to, a limit out of 1..100 and a bad cursor; 404 outside the organization; 403 for members', async () => {
    expect(await errorOf(env.as(undefined).listAuditEvents({ organizationId: org.id }))).toMatchObject({ code: Status.UNAUTHENTICATED });
    const admin = env.as(org.admin);
    const bad = async (request: Partial<insightsV1.ListAuditEventsRequest>, message: RegExp) => {
      expect(await errorOf(admin.listAuditEvents({ organizationId: org.id, ...request }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    };
    await bad({ from: 'yesterday' }, /^from: /);
    await bad({ to: '2026-13-01T00:00:00Z' }, /^to: /);
    await bad({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, /from: must not be after to/);
    await bad({ limit: 0 }, /^limit: /);
    await bad({ limit: 101 }, /^limit: /);
    await bad({ page: 'not-a-cursor!' }, /^page: invalid cursor/);
    await bad({ page: Buffer.from(JSON.stringify({ occurredAt: 'x', id: 'y' })).toString('base64url') }, /^page: invalid cursor/);

    const outsider = newOrganization().admin;
    expect(await errorOf(env.as(outsider).listAuditEvents({ organizationId: org.id }))).toMatchObject({ code: Status.NOT_FOUND });
    for (const principal of [org.member('create'), org.member('read'), org.guest()]) {
      expect(await errorOf(env.as(principal).listAuditEvents({ organizationId: org.id }))).toMatchObject({ code: Status.PERMISSION_DENIED });
    }
    const installation = { ...org.admin, memberships: [], kind: 'installation' as const, installation: { installationId: 'i', integration: 'x', organizationId: org.id, scopes: [] } };
    expect(await errorOf(env.as(installation).listAuditEvents({ organizationId: org.id }))).toMatchObject({ code: Status.PERMISSION_DENIED });
  });

  it('pages newest first by keyset, 20 by default, with the total count', async () => {
    const admin = env.as(org.admin);
    const first = await admin.listAuditEvents({ organizationId: org.id });
    expect(first.items).toHaveLength(20);
    expect(first.count).toBe(25);
    const seen = [...first.items];
    let next = first.next?.page;
    while (next) {
      const page = await admin.listAuditEvents({ organizationId: org.id, page: next, limit: 2 });
      seen.push(...page.items);
      next = page.next?.page;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((item) => item.id)).size).toBe(25);
    const times = seen.map((item) => item.occurredAt!.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen[0]).toMatchObject({ object: 'audit-event', source: 'api', urls: { location: `http://quire.test/v1/orgs/${org.id}/audit-events/${seen[0].id}` } });
  });

  it('filters by action, actor, target and time (both ends inclusive)', async () => {
    const admin = env.as(org.admin);
    const updated = await admin.listAuditEvents({ organizationId: org.id, action: 'space.updated', limit: 100 });
    expect(updated.items.map((item) => item.action)).toEqual(Array(5).fill('space.updated'));
    const byActor = await admin.listAuditEvents({ organizationId: org.id, actor: actors[1], limit: 100 });
    expect(byActor.count).toBe(12);
    expect(byActor.items.every((item) => item.actor?.id === actors[1])).toBe(true);
    const byTarget = await admin.listAuditEvents({ organizationId: org.id, target: 'space-0', limit: 100 });
    expect(byTarget.count).toBe(9);
    const after = await admin.listAuditEvents({ organizationId: org.id, from: splitAt.toISOString(), limit: 100 });
    const before = await admin.listAuditEvents({ organizationId: org.id, to: splitAt.toISOString(), limit: 100 });
    expect(after.count + before.count).toBe(25);
    expect(after.count).toBe(12);
    const exact = after.items.at(-1)!.occurredAt!.toISOString();
    const one = await admin.listAuditEvents({ organizationId: org.id, from: exact, to: exact });
    expect(one.items.map((item) => item.id)).toContain(after.items.at(-1)!.id);
  });
});

describe('GetAuditEvent and ListAuditEventActions', () => {
  it('answers the details of an event of the organization, 404 for another organization or a non-UUID id', async () => {
    const org = newOrganization();
    const [id] = await writeEvents([{ type: 'quire.content.space.created', aggregateId: 'sp3', organizationId: org.id, data: { id: 'sp3', title: 'Docs' }, actor: userActor(newId()) }]);
    const [row] = await recorded([id]);
    const details = await env.as(org.admin).getAuditEvent({ organizationId: org.id, auditEventId: row.id });
    expect(details.event).toMatchObject({ object: 'audit-event', id: row.id, action: 'space.created', executionId: id, schemaVersion: 1, payload: { title: 'Docs' }, target: { type: 'space', id: 'sp3', label: 'Docs' } });
    const other = newOrganization();
    expect(await errorOf(env.as(other.admin).getAuditEvent({ organizationId: other.id, auditEventId: row.id }))).toMatchObject({ code: Status.NOT_FOUND });
    expect(await errorOf(env.as(org.admin).getAuditEvent({ organizationId: org.id, auditEventId: 'nope' }))).toMatchObject({ code: Status.NOT_FOUND });
    expect(await errorOf(env.as(org.member('edit')).getAuditEvent({ organizationId: org.id, auditEventId: row.id }))).toMatchObject({ code: Status.PERMISSION_DENIED });
  });

  it('lists the actions of the table, each once, to admins only', async () => {
    const org = newOrganization();
    const { items } = await env.as(org.admin).listAuditEventActions({ organizationId: org.id });
    expect(items.map((item) => item.id)).toEqual(AUDIT_ACTIONS.map((spec) => spec.action));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.every((item) => item.object === 'audit-event-action' && item.label.length > 0)).toBe(true);
    expect(await errorOf(env.as(org.member('review')).listAuditEventActions({ organizationId: org.id }))).toMatchObject({ code: Status.PERMISSION_DENIED });
    expect(await errorOf(env.as(newOrganization().admin).listAuditEventActions({ organizationId: org.id }))).toMatchObject({ code: Status.NOT_FOUND });
  });
});
