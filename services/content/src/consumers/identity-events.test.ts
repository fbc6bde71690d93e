import { commonV1 } from '@quire/proto';
import { namespacedDurable, newId, outboxEvent, processedEventId, type EventEnvelope } from '@quire/shared';
import {
  ackFloor,
  connectNats,
  deleteDurable,
  publishEnvelope,
  randomSuffix,
  scratchDatabase,
  teamDeletedEnvelope,
  waitFor,
  type NatsConnection,
} from '../../test/event-stream';
import { newOrganization, startTestEnvironment, type TestEnvironment } from '../../test/helpers';

const { MemberRole } = commonV1;

// Its own database and durable: the events published here must reach this file's service.
const database = scratchDatabase('identity_events');
const durable = `content-identity-events-test-${randomSuffix()}`;
let env: TestEnvironment;
let nc: NatsConnection;

beforeAll(async () => {
  env = await startTestEnvironment({ databaseUrl: database.url, identityEventsDurable: durable });
  nc = await connectNats();
});
afterAll(async () => {
  await env?.close();
  if (nc) {
    await deleteDurable(nc, durable);
    await nc.close();
  }
  await database.drop();
});

const publish = (envelope: EventEnvelope, msgID?: string) => publishEnvelope(nc, envelope, env.namespace, msgID);
/** The consumer's name on the server: the durable in the environment's namespace. */
const consumer = () => namespacedDurable(durable, env.namespace);

async function createCollection(org: ReturnType<typeof newOrganization>, title: string) {
  const { collection } = await env.as(org.admin).createCollection({ organizationId: org.id, title });
  return collection!;
}

const permissionsOf = (teamId: string) =>
  env.db.collectionTeamPermission.findMany({ where: { teamId }, select: { collectionId: true, role: true }, orderBy: { collectionId: 'asc' } });

const removedEvents = (teamId: string) =>
  env.db.outboxEvent.findMany({
    where: { type: 'quire.content.collection-team-permission.removed', data: { path: ['teamId'], equals: teamId } },
    orderBy: { seq: 'asc' },
    select: { aggregateId: true, organizationId: true, data: true },
  });

describe('quire.identity.team.deleted', () => {
  it("removes the team's collection permissions once, with an event per permission", async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const deleted = org.team('Deleted');
    const kept = org.team('Kept');
    const docs = await createCollection(org, 'Docs');
    const guides = await createCollection(org, 'Guides');
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [deleted, kept], users: [] });
    await admin.inviteToCollection({ collectionId: guides.id, role: MemberRole.MEMBER_ROLE_READ, teams: [deleted], users: [] });
    expect(await permissionsOf(deleted)).toHaveLength(2);

    env.directory.teams.delete(deleted);
    const envelope = teamDeletedEnvelope(org.id, deleted);
    const published = await publish(envelope);

    await waitFor('the permissions of the deleted team to go', async () => (await permissionsOf(deleted)).length === 0);
    expect(await permissionsOf(kept)).toEqual([{ collectionId: docs.id, role: 'edit' }]);
    const events = await removedEvents(deleted);
    expect(events.map((event) => event.aggregateId).sort()).toEqual([docs.id, guides.id].sort());
    for (const event of events) {
      expect(event).toEqual({
        aggregateId: event.aggregateId,
        organizationId: org.id,
        data: { collectionId: event.aggregateId, teamId: deleted, actorId: null, reason: 'team-deleted', causationId: envelope.id },
      });
    }
    const processed = await env.db.processedEvent.findUnique({ where: { id: processedEventId(consumer(), envelope.id) } });
    expect(processed?.consumer).toBe(consumer());

    // JetStream keeps the same message id once within its duplicate window...
    expect((await publish(envelope)).duplicate).toBe(true);
    // ...and a redelivery (lost ack, or a publish after the window) is skipped. A row for the
    // team written after the first delivery shows whether the second one was handled.
    await env.db.collectionTeamPermission.create({ data: { collectionId: docs.id, teamId: deleted, organizationId: org.id, role: 'read' } });
    const redelivered = await publish(envelope, `${envelope.id}-redelivered`);
    expect(redelivered.seq).toBeGreaterThan(published.seq);
    await waitFor('the redelivery to be acknowledged', async () => (await ackFloor(nc, consumer())) >= redelivered.seq);
    expect(await permissionsOf(deleted)).toEqual([{ collectionId: docs.id, role: 'read' }]);
    expect(await removedEvents(deleted)).toHaveLength(2);
  });

  it("removes the deleted team's grants on spaces too, with one event each", async () => {
    const org = newOrganization(env);
    const team = org.team();
    const { space } = await env.as(org.admin).createSpace({ organizationId: org.id, title: 'Guide', language: 0, editMode: 0 });
    await env.as(org.admin).inviteToSpace({ spaceId: space!.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [], teams: [team] });
    const last = await publish(teamDeletedEnvelope(org.id, team));
    await waitFor('the event to be acknowledged', async () => (await ackFloor(nc, consumer())) >= last.seq);
    expect(await env.db.spacePermission.count({ where: { subjectId: team } })).toBe(0);
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: space!.id, type: 'quire.content.space-permission.removed' }, select: { data: true } });
    expect(events.map((event) => event.data)).toEqual([expect.objectContaining({ spaceId: space!.id, teamId: team, reason: 'team-deleted' })]);
  });

  it('leaves other organizations alone', async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    const team = org.team();
    const docs = await createCollection(other, 'Docs');
    // A row no real invitation can create (the team is not in `other`), which a delete
    // keyed on the team alone would remove.
    await env.db.collectionTeamPermission.create({ data: { collectionId: docs.id, teamId: team, organizationId: other.id, role: 'read' } });
    const sentinelTeam = org.team();
    const sentinel = await createCollection(org, 'Sentinel');
    await env.as(org.admin).inviteToCollection({ collectionId: sentinel.id, role: MemberRole.MEMBER_ROLE_READ, teams: [sentinelTeam], users: [] });

    await publish(teamDeletedEnvelope(org.id, team));
    const last = await publish(teamDeletedEnvelope(org.id, sentinelTeam));
    await waitFor('both events to be acknowledged', async () => (await ackFloor(nc, consumer())) >= last.seq);
    expect(await permissionsOf(sentinelTeam)).toEqual([]);
    expect(await permissionsOf(team)).toEqual([{ collectionId: docs.id, role: 'read' }]);
  });

  it('records an event without the expected data as handled instead of retrying it forever', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const docs = await createCollection(org, 'Docs');
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams: [team], users: [] });
    const malformed = { ...teamDeletedEnvelope(org.id, team), data: { team } };
    const published = await publish(malformed);
    // The ack floor passes an event only once it is acknowledged, which a failing handler never is.
    await waitFor('the malformed event to be acknowledged', async () => (await ackFloor(nc, consumer())) >= published.seq);
    expect(await env.db.processedEvent.count({ where: { id: processedEventId(consumer(), malformed.id) } })).toBe(1);
    expect(await permissionsOf(team)).toEqual([{ collectionId: docs.id, role: 'read' }]);
  });
});

describe('ListCollectionTeamPermissions', () => {
  it('counts only the teams it lists while a deleted team still has rows', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const teams = [org.team('A'), org.team('B'), org.team('C')];
    const docs = await createCollection(org, 'Docs');
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams, users: [] });
    // Deleted in identity, its event not published yet: the row is still here.
    const [gone, ...known] = [...teams].sort();
    env.directory.teams.delete(gone);

    const list = await admin.listCollectionTeamPermissions({ collectionId: docs.id });
    expect(list.items.map((item) => item.team?.id)).toEqual(known);
    expect(list.count).toBe(2);
    // Pages agree with the count too, the deleted team's row being on the first one.
    const first = await admin.listCollectionTeamPermissions({ collectionId: docs.id, limit: 2 });
    expect(first.items.map((item) => item.team?.id)).toEqual(known.slice(0, 1));
    expect(first.count).toBe(2);
  });
});

/** What identity's invite-joiner writes when someone joins with a link (data as it writes it). */
function inviteUsedEnvelope(organizationId: string, data: Record<string, unknown>): EventEnvelope {
  const row = outboxEvent({ service: 'identity', resource: 'invite', verb: 'used', aggregateId: String(data.inviteId), organizationId, data: { organizationId, ...data } });
  return { specversion: '1.0', id: row.id, type: row.type, source: 'quire/identity', time: new Date().toISOString(), subject: row.aggregateId, organization: organizationId, data: row.data };
}

describe('quire.identity.invite.used', () => {
  it("gives the space or collection link's level to who joined with it, raises a lower grant, never lowers one, and ignores other links and organizations", async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    const { space } = await env.as(org.admin).createSpace({ organizationId: org.id, title: 'Guide', language: 0, editMode: 0 });
    const docs = await createCollection(org, 'Docs');
    const guest = org.guest();
    const joiner = guest.userId;
    const member = org.member('read').userId;
    const elsewhere = newId();
    await env.as(org.admin).inviteToSpace({ spaceId: space!.id, role: MemberRole.MEMBER_ROLE_ADMIN, users: [member], teams: [] });
    const used = (data: Record<string, unknown>, organizationId = org.id) => publish(inviteUsedEnvelope(organizationId, { inviteId: newId(), sso: false, uses: 1, role: null, ...data }));

    await used({ target: 'space', userId: joiner, spaceId: space!.id, level: 'edit' });
    await used({ target: 'collection', userId: joiner, collectionId: docs.id, level: null });
    await used({ target: 'space', userId: member, spaceId: space!.id, level: 'read' });
    await used({ target: 'organization', userId: elsewhere, role: 'read' });
    const last = await used({ target: 'space', userId: elsewhere, spaceId: space!.id, level: 'edit' }, other.id);
    await waitFor('the events to be acknowledged', async () => (await ackFloor(nc, consumer())) >= last.seq);

    const grants = await env.db.spacePermission.findMany({ where: { spaceId: space!.id }, select: { subjectId: true, role: true } });
    expect(grants).toEqual(expect.arrayContaining([{ subjectId: joiner, role: 'edit' }, { subjectId: member, role: 'admin' }]));
    expect(grants).toHaveLength(2);
    expect(await env.db.collectionUserPermission.findMany({ where: { collectionId: docs.id }, select: { userId: true, role: true } })).toEqual([{ userId: joiner, role: 'read' }]);
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: { in: [space!.id, docs.id] }, data: { path: ['reason'], equals: 'invite-used' } }, select: { type: true } });
    expect(events.map((event) => event.type).sort()).toEqual(['quire.content.collection-user-permission.updated', 'quire.content.space-permission.updated']);

    // The joiner is now an editor of the space through their grant.
    const view = await env.as(guest).getSpace({ spaceId: space!.id });
    expect(view.space?.permissions?.edit).toBe(true);
  });
});
