import { commonV1, contentV1 } from '@quire/proto';
import { namespacedSubject, type EventEnvelope } from '@quire/shared';
import {
  connectNats,
  deleteDurable,
  nextStreamSeq,
  NatsProxy,
  publishEnvelope,
  randomSuffix,
  readStream,
  scratchDatabase,
  sleep,
  teamDeletedEnvelope,
  waitFor,
  type NatsConnection,
} from '../../test/event-stream';
import { newOrganization, startTestEnvironment, type TestEnvironment } from '../../test/helpers';

const { DefaultLevel } = contentV1;
const { MemberRole } = commonV1;

// The relay publishes every unsent row of its database, so this file has a database (and a
// durable) of its own: no other test file's relay can publish while NATS is "down" here.
const database = scratchDatabase('outage');
const durable = `content-identity-events-test-${randomSuffix()}`;
const proxy = new NatsProxy();
let env: TestEnvironment;
let nc: NatsConnection;

beforeAll(async () => {
  await proxy.up();
  env = await startTestEnvironment({ databaseUrl: database.url, natsUrl: proxy.url, identityEventsDurable: durable });
  nc = await connectNats();
});
afterAll(async () => {
  await env?.close();
  await proxy.down();
  if (nc) {
    await deleteDurable(nc, durable);
    await nc.close();
  }
  await database.drop();
});

const unsentCount = () => env.db.outboxEvent.count({ where: { sentAt: null } });

it('keeps the events of changes made while NATS is down and publishes each once, in order per aggregate, when it is back', async () => {
  const org = newOrganization(env);
  const admin = env.as(org.admin);
  const startSeq = await nextStreamSeq(nc);

  // Connected through the proxy: the first change goes out.
  const { space: first } = await admin.createSpace({ organizationId: org.id, title: 'Before the outage' });
  await waitFor('the first event to be published', async () => (await unsentCount()) === 0);

  await proxy.down();
  const { collection } = await admin.createCollection({ organizationId: org.id, title: 'Guides' });
  const { space: second } = await admin.createSpace({ organizationId: org.id, title: 'Second' });
  await admin.updateSpace({ spaceId: first!.id, title: 'Renamed during the outage' });
  await admin.moveSpace({ spaceId: first!.id, parent: collection!.id, position: undefined });
  await admin.updateCollection({ collectionId: collection!.id, title: 'Guides, renamed', defaultLevel: DefaultLevel.DEFAULT_LEVEL_READ });
  await admin.moveSpace({ spaceId: second!.id, parent: collection!.id, position: undefined });
  await admin.updateSpace({ spaceId: second!.id, title: 'Second, renamed' });
  const team = org.team('Writers');
  await admin.inviteToCollection({ collectionId: collection!.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
  await admin.deleteSpace({ spaceId: second!.id });
  await admin.restoreSpace({ spaceId: second!.id });
  await admin.updateSpace({ spaceId: first!.id, title: 'Renamed twice' });
  // Identity deletes the team meanwhile; its event reaches NATS, but content cannot see it yet.
  env.directory.teams.delete(team);
  await publishEnvelope(nc, teamDeletedEnvelope(org.id, team), env.namespace);

  await sleep(1500); // several relay attempts
  // Eleven changes, eleven rows waiting; only the first space's creation went out.
  expect(await unsentCount()).toBe(11);
  expect(await env.db.outboxEvent.count({ where: { sentAt: { not: null } } })).toBe(1);
  expect(await env.db.collectionTeamPermission.count({ where: { teamId: team } })).toBe(1);

  await proxy.up();
  await waitFor('the consumer to remove the deleted team', async () => (await env.db.collectionTeamPermission.count({ where: { teamId: team } })) === 0, 30_000);
  await waitFor('the relay to drain the outbox', async () => (await unsentCount()) === 0, 30_000);

  const rows = await env.db.outboxEvent.findMany({ orderBy: { seq: 'asc' }, select: { id: true, aggregateId: true } });
  const ours = new Set(rows.map((row) => row.id));
  // Other test files publish content events too; this file's rows are the ones it wrote.
  const envelopes = (await readStream(nc, namespacedSubject('quire.content.>', env.namespace), startSeq))
    .map((message) => message.json<EventEnvelope>())
    .filter((event) => ours.has(event.id));

  // Every row exactly once...
  expect(envelopes).toHaveLength(rows.length);
  expect(new Set(envelopes.map((event) => event.id))).toEqual(ours);
  // ...and each aggregate's events in the order its changes were made.
  const typesOf = (aggregateId: string) =>
    envelopes.filter((event) => event.subject === aggregateId).map((event) => event.type.replace('quire.content.', ''));
  expect(typesOf(first!.id)).toEqual(['space.created', 'space.updated', 'space.moved', 'space.updated']);
  expect(typesOf(second!.id)).toEqual(['space.created', 'space.moved', 'space.updated', 'space.deleted', 'space.restored']);
  expect(typesOf(collection!.id)).toEqual([
    'collection.created',
    'collection.updated',
    'collection-team-permission.updated',
    'collection-team-permission.removed',
  ]);
  for (const aggregateId of new Set(rows.map((row) => row.aggregateId))) {
    expect(envelopes.filter((event) => event.subject === aggregateId).map((event) => event.id)).toEqual(
      rows.filter((row) => row.aggregateId === aggregateId).map((row) => row.id),
    );
  }
}, 90_000);
