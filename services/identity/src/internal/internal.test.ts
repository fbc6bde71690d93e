import { identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization } from '../../test/factories';
import { PUBLIC_URL, statusOf, useTestIdentity } from '../../test/harness';

// IdentityInternalService: reads for other services (content embeds users with GetUsers).

const env = useTestIdentity();

let channel: Channel;
let internal: Client<typeof identityV1.IdentityInternalServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  internal = createClient(identityV1.IdentityInternalServiceDefinition, channel);
});

afterAll(() => {
  channel?.close();
});

describe('GetUsers', () => {
  test('INVALID_ARGUMENT for more than 1000 ids, a malformed id or organization id', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, index) => `user${index}`);
    expect(await statusOf(internal.getUsers({ userIds: tooMany }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getUsers({ userIds: ['not an id'] }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getUsers({ userIds: ['abc'], organizationId: '' }))).toBe(Status.INVALID_ARGUMENT);
    // 1000 is the limit, not above it.
    const thousand = Array.from({ length: 1000 }, (_, index) => `absent${index}`);
    expect(await internal.getUsers({ userIds: thousand })).toEqual({ users: [], memberIds: [] });
  });

  test('nothing for no ids', async () => {
    expect(await internal.getUsers({ userIds: [] })).toEqual({ users: [], memberIds: [] });
  });

  test('the known users once each, as GitBook users; unknown ids left out', async () => {
    const { organizationId, owner } = await createOrganization(env, { ownerName: 'Ada Owner' });
    const editor = await addMember(env, organizationId, 'edit', { displayName: 'Edith Editor' });
    const { users, memberIds } = await internal.getUsers({ userIds: [owner.userId, editor.userId, owner.userId, 'absentuser'] });
    expect(memberIds).toEqual([]);
    expect(users).toHaveLength(2);
    const byId = new Map(users.map((user) => [user.id, user]));
    expect(byId.get(editor.userId)).toEqual({
      object: 'user',
      id: editor.userId,
      displayName: 'Edith Editor',
      email: expect.stringContaining('@example.test'),
      photoUrl: undefined,
      urls: { location: `${PUBLIC_URL}/v1/users/${editor.userId}` },
    });
    expect(byId.get(owner.userId)?.displayName).toBe('Ada Owner');
  });

  test('with an organization, tells which users are its members (guests included)', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const elsewhere = await createOrganization(env);
    const { users, memberIds } = await internal.getUsers({
      userIds: [owner.userId, guest.userId, elsewhere.owner.userId],
      organizationId,
    });
    expect(users.map((user) => user.id).sort()).toEqual([owner.userId, guest.userId, elsewhere.owner.userId].sort());
    expect(memberIds.sort()).toEqual([owner.userId, guest.userId].sort());

    // An unknown organization has no members.
    const none = await internal.getUsers({ userIds: [owner.userId], organizationId: 'absentorganization' });
    expect(none.memberIds).toEqual([]);
    expect(none.users).toHaveLength(1);
  });
});
