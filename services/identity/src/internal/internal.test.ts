import { identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization } from '../../test/factories';
import { APP_URL, as, PUBLIC_URL, statusOf, useTestIdentity } from '../../test/harness';

// IdentityInternalService: reads for other services (content embeds users with GetUsers,
// organizations with GetOrganizations).

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

describe('GetMembers', () => {
  test('INVALID_ARGUMENT for more than 1000 ids, a malformed id or organization id', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, index) => `user${index}`);
    expect(await statusOf(internal.getMembers({ organizationId: 'abc', userIds: tooMany }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getMembers({ organizationId: 'abc', userIds: ['not an id'] }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getMembers({ organizationId: '', userIds: ['abc'] }))).toBe(Status.INVALID_ARGUMENT);
  });

  test("the organization's members among the ids (guests included), as GetMember presents them, by user id; others left out", async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const elsewhere = await createOrganization(env);
    const { members } = await internal.getMembers({
      organizationId,
      userIds: [guest.userId, owner.userId, elsewhere.owner.userId, guest.userId, 'absentuser'],
    });
    expect(members.map((member) => member.id)).toEqual([owner.userId, guest.userId].sort());
    const own = await env.identity.getMember({ organizationId, userId: guest.userId }, as(owner));
    expect(members.find((member) => member.id === guest.userId)).toEqual(own.member);
    expect(await internal.getMembers({ organizationId, userIds: [] })).toEqual({ members: [] });
  });
});

describe('GetOrganizations', () => {
  test('INVALID_ARGUMENT for more than 1000 ids, a malformed id or viewer id', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, index) => `org${index}`);
    expect(await statusOf(internal.getOrganizations({ organizationIds: tooMany }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getOrganizations({ organizationIds: ['not an id'] }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(internal.getOrganizations({ organizationIds: ['abc'], viewerId: '' }))).toBe(Status.INVALID_ARGUMENT);
    const thousand = Array.from({ length: 1000 }, (_, index) => `absent${index}`);
    expect(await internal.getOrganizations({ organizationIds: thousand })).toEqual({ organizations: [] });
  });

  test('nothing for no ids', async () => {
    expect(await internal.getOrganizations({ organizationIds: [] })).toEqual({ organizations: [] });
  });

  test('the known organizations once each, as GetOrganization presents them to the viewer; unknown ids left out', async () => {
    const first = await createOrganization(env, { title: 'First' });
    const second = await createOrganization(env, { title: 'Second' });
    const { organizations } = await internal.getOrganizations({
      organizationIds: [first.organizationId, second.organizationId, first.organizationId, 'absentorganization'],
      viewerId: first.owner.userId,
    });
    expect(organizations.map((organization) => organization.id).sort()).toEqual([first.organizationId, second.organizationId].sort());
    const byId = new Map(organizations.map((organization) => [organization.id, organization]));
    // The same object GetOrganization answers the viewer.
    const own = await env.identity.getOrganization({ organizationId: first.organizationId }, as(first.owner));
    expect(byId.get(first.organizationId)).toEqual(own.organization);
    expect(byId.get(first.organizationId)).toMatchObject({
      title: 'First',
      urls: { location: `${PUBLIC_URL}/v1/orgs/${first.organizationId}`, app: `${APP_URL}/o/${first.organizationId}` },
      permissions: { view: true, admin: true },
    });
    // An organization the viewer is not in: nothing is permitted.
    expect(byId.get(second.organizationId)?.title).toBe('Second');
    expect(byId.get(second.organizationId)?.permissions).toMatchObject({ view: false, admin: false, createContent: false, listMembers: false });
  });

  test("permissions follow the viewer's role and team ownership; without a viewer, nothing is permitted", async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    const guest = await addMember(env, organizationId, 'guest');
    const permissionsOf = async (viewerId?: string) =>
      (await internal.getOrganizations({ organizationIds: [organizationId], viewerId })).organizations[0].permissions;
    expect(await permissionsOf(reader.userId)).toMatchObject({ view: true, admin: false, listMembers: true, ownTeam: false });
    expect(await permissionsOf(guest.userId)).toMatchObject({ view: true, admin: false, listMembers: false });
    expect(await permissionsOf(undefined)).toMatchObject({ view: false, admin: false, listMembers: false, ownTeam: false });

    const { team } = await env.identity.createTeam({ organizationId, title: 'Docs', members: [] }, as(owner));
    await env.identity.addTeamMember(
      { organizationId, teamId: team!.id, userId: reader.userId, role: identityV1.TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );
    expect(await permissionsOf(reader.userId)).toMatchObject({ ownTeam: true });
  });
});

describe('ListMemberAccess', () => {
  test('members, and the guests named or in a named team, by user id, with roles and teams, by page', async () => {
    const access = createClient(identityV1.MemberAccessInternalServiceDefinition, channel);
    const { organizationId, owner } = await createOrganization(env);
    const editor = await addMember(env, organizationId, 'edit');
    const named = await addMember(env, organizationId, 'guest');
    const teamed = await addMember(env, organizationId, 'guest');
    await addMember(env, organizationId, 'guest');
    const { team } = await env.identity.createTeam({ organizationId, title: 'Grantees', members: [teamed.userId] }, as(owner));
    const request = { organizationId, userIds: [named.userId], teamIds: [team!.id], afterUserId: '', limit: 1000 };
    const all = await access.listMemberAccess(request);
    expect(all.count).toBe(4);
    expect(all.more).toBe(false);
    const ids = all.items.map((item) => item.user!.id);
    expect(ids).toEqual([owner.userId, editor.userId, named.userId, teamed.userId].sort());
    const teamedItem = all.items.find((item) => item.user!.id === teamed.userId)!;
    expect(teamedItem.teamIds).toEqual([team!.id]);
    const first = await access.listMemberAccess({ ...request, limit: 2 });
    const second = await access.listMemberAccess({ ...request, limit: 2, afterUserId: first.items[1].user!.id });
    expect(first.more).toBe(true);
    expect([...first.items, ...second.items].map((item) => item.user!.id)).toEqual(ids);
    expect(await statusOf(access.listMemberAccess({ ...request, limit: 0 }))).toBe(Status.INVALID_ARGUMENT);
  });
});
