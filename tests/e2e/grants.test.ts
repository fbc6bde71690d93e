import { MemberRole as Role } from '@gitbook/api';
import { absentId, addMember, client, createCollection, createSpace, createTeam, expectFailure, expectOk, newOrg as newOrgOf, type Member, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Grants of a role on one space or collection to users and teams (docs/access.md), through the
// gateway with the official client, every body checked against the contract. The principal
// cache is off so that team and membership changes show at once; grants themselves are read
// on every request whatever the cache.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const member = (org: Org, role: Parameters<typeof addMember>[2]) => addMember(stack, org, role);

const spaceUsers = async (caller: Org | Member, spaceId: string) =>
  (await expectOk('listUserPermissionsInSpace', 200, caller.gitbook.spaces.listUserPermissionsInSpace(spaceId))).items.map((item) => [
    item.user.id,
    item.permission,
  ]);
const spaceTeams = async (caller: Org | Member, spaceId: string) =>
  (await expectOk('listTeamPermissionsInSpace', 200, caller.gitbook.spaces.listTeamPermissionsInSpace(spaceId))).items.map((item) => [
    item.team.id,
    item.permission,
  ]);

describe('inviteToSpace', () => {
  it('401 without a token, 400 for bad input, 404 for unknown or foreign people and spaces, 403 below admin: nothing given', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const space = await createSpace(org, 'Docs');
    const reader = await member(org, 'read');
    const team = await createTeam(org.gitbook, org.organizationId);
    const theirTeam = await createTeam(other.gitbook, other.organizationId);
    const invite = (body: object, api = org.gitbook) => api.spaces.inviteToSpace(space.id, body as never);
    await expectFailure(client(stack).spaces.inviteToSpace(space.id, { role: Role.Edit, users: [reader.userId] }), 401);
    await expectFailure(invite({ users: [reader.userId] }), 400, /^role: /);
    await expectFailure(invite({ role: 'edit' }), 400, /^body: /);
    await expectFailure(invite({ role: 'edit', users: [] }), 400, /^users: /);
    await expectFailure(invite({ role: 'owner', users: [reader.userId] }), 400, /^role: /);
    await expectFailure(invite({ role: 'edit', users: [reader.userId, other.userId] }), 404);
    await expectFailure(invite({ role: 'edit', teams: [team, theirTeam] }), 404);
    await expectFailure(invite({ role: 'edit', users: [absentId()] }), 404);
    await expectFailure(invite({ role: 'edit', users: [reader.userId] }, other.gitbook), 404);
    await expectFailure(invite({ role: 'edit', users: [reader.userId] }, (await member(org, 'create')).gitbook), 403);
    expect(await spaceUsers(org, space.id)).toEqual([]);
    expect(await spaceTeams(org, space.id)).toEqual([]);
  });

  it('204: users and teams get the role, read back from the lists, paginated', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const [ann, bob] = [await member(org, null), await member(org, 'read')];
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: Role.Edit, users: [ann.userId, bob.userId], teams: [team] }));
    expect((await spaceUsers(org, space.id)).sort()).toEqual([[ann.userId, 'edit'], [bob.userId, 'edit']].sort());
    expect(await spaceTeams(org, space.id)).toEqual([[team, 'edit']]);
    const first = await expectOk('listUserPermissionsInSpace', 200, org.gitbook.spaces.listUserPermissionsInSpace(space.id, { limit: 1 }));
    expect(first.items).toHaveLength(1);
    const second = await expectOk('listUserPermissionsInSpace', 200, org.gitbook.spaces.listUserPermissionsInSpace(space.id, { limit: 1, page: first.next!.page }));
    expect([first.items[0].user.id, second.items[0].user.id].sort()).toEqual([ann.userId, bob.userId].sort());
    await expectFailure(org.gitbook.spaces.listUserPermissionsInSpace(space.id, { page: 'not-a-cursor!' }), 400);
  });
});

describe('updating and removing space grants', () => {
  it('PATCH sets, null removes, absent changes nothing; DELETE answers 205 when removed and 204 when there was none', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const user = await member(org, 'read');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('updateUserPermissionInSpace', 204, org.gitbook.spaces.updateUserPermissionInSpace(space.id, user.userId, { role: Role.Admin }));
    await expectOk('updateTeamPermissionInSpace', 204, org.gitbook.spaces.updateTeamPermissionInSpace(space.id, team, { role: Role.Comment }));
    await expectOk('updateUserPermissionInSpace', 204, org.gitbook.spaces.updateUserPermissionInSpace(space.id, user.userId, {}));
    expect(await spaceUsers(org, space.id)).toEqual([[user.userId, 'admin']]);
    await expectFailure(org.gitbook.spaces.updateUserPermissionInSpace(space.id, absentId(), { role: Role.Read }), 404);
    await expectFailure(org.gitbook.spaces.updateTeamPermissionInSpace(space.id, absentId(), { role: Role.Read }), 404);
    await expectFailure(org.gitbook.spaces.updateUserPermissionInSpace(space.id, user.userId, { role: 'owner' } as never), 400);
    await expectOk('updateTeamPermissionInSpace', 204, org.gitbook.spaces.updateTeamPermissionInSpace(space.id, team, { role: null }));
    expect(await spaceTeams(org, space.id)).toEqual([]);
    await expectOk('removeTeamFromSpace', 204, org.gitbook.spaces.removeTeamFromSpace(space.id, team));
    await expectOk('removeUserFromSpace', 205, org.gitbook.spaces.removeUserFromSpace(space.id, user.userId));
    await expectOk('removeUserFromSpace', 204, org.gitbook.spaces.removeUserFromSpace(space.id, user.userId));
    expect(await spaceUsers(org, space.id)).toEqual([]);
  });

  it('another organization gets 404 on every grant route, and changes nothing', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const space = await createSpace(org, 'Docs');
    const docs = await createCollection(org, 'Collection');
    const user = await member(org, 'read');
    await org.gitbook.spaces.updateUserPermissionInSpace(space.id, user.userId, { role: Role.Edit });
    const api = other.gitbook;
    await expectFailure(api.spaces.listUserPermissionsInSpace(space.id), 404);
    await expectFailure(api.spaces.listTeamPermissionsInSpace(space.id), 404);
    await expectFailure(api.spaces.updateUserPermissionInSpace(space.id, user.userId, { role: Role.Admin }), 404);
    await expectFailure(api.spaces.removeUserFromSpace(space.id, user.userId), 404);
    await expectFailure(api.collections.listUserPermissionsInCollection(docs.id), 404);
    await expectFailure(api.collections.updateUserPermissionInCollection(docs.id, user.userId, { role: Role.Admin }), 404);
    await expectFailure(api.collections.removeUserFromCollection(docs.id, user.userId), 404);
    await expectFailure(api.spaces.listPermissionsAggregateInSpace(space.id), 404);
    expect(await spaceUsers(org, space.id)).toEqual([[user.userId, 'edit']]);
  });

  it('concurrent changes leave one grant per user, with one of the roles asked for', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const user = await member(org, 'read');
    const roles = [Role.Edit, Role.Admin, Role.Comment, Role.Review, Role.Read, Role.Create];
    const answers = await Promise.all(roles.map((role) => org.gitbook.spaces.updateUserPermissionInSpace(space.id, user.userId, { role })));
    expect(answers.map((answer) => answer.status)).toEqual(roles.map(() => 204));
    const users = await spaceUsers(org, space.id);
    expect(users).toHaveLength(1);
    expect(roles as string[]).toContain(users[0][1]);
  });
});

describe('collection user grants', () => {
  it('PATCH, list, DELETE 205/204, and the level reaches the spaces inside', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const inside = await createSpace(org, 'Inside', docs.id);
    const guest = await member(org, null);
    await expectFailure(guest.gitbook.spaces.getSpaceById(inside.id), 404);
    await expectOk('updateUserPermissionInCollection', 204, org.gitbook.collections.updateUserPermissionInCollection(docs.id, guest.userId, { role: Role.Comment }));
    const list = await expectOk('listUserPermissionsInCollection', 200, org.gitbook.collections.listUserPermissionsInCollection(docs.id));
    expect(list.items.map((item) => [item.user.id, item.permission])).toEqual([[guest.userId, 'comment']]);
    const seen = await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(inside.id));
    expect(seen.permissions).toMatchObject({ view: true, comment: true, edit: false });
    // Overridden on the space: higher there than on the collection.
    await org.gitbook.spaces.updateUserPermissionInSpace(inside.id, guest.userId, { role: Role.Edit });
    expect((await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(inside.id))).permissions).toMatchObject({ edit: true, admin: false });
    const listed = await expectOk('listSpacesInOrganizationById', 200, guest.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(listed.items.map((space) => space.id)).toEqual([inside.id]);
    await expectFailure(org.gitbook.collections.updateUserPermissionInCollection(docs.id, absentId(), { role: Role.Read }), 404);
    await expectOk('removeUserFromCollection', 205, org.gitbook.collections.removeUserFromCollection(docs.id, guest.userId));
    await expectOk('removeUserFromCollection', 204, org.gitbook.collections.removeUserFromCollection(docs.id, guest.userId));
    await expectOk('removeUserFromSpace', 205, org.gitbook.spaces.removeUserFromSpace(inside.id, guest.userId));
    // Takes effect on the very next request.
    await expectFailure(guest.gitbook.spaces.getSpaceById(inside.id), 404);
  });

  it('the aggregates list everyone with access at their level, filter by level and validate', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const space = await createSpace(org, 'Guide', docs.id);
    const reader = await member(org, 'read');
    const guest = await member(org, null);
    await member(org, null); // given nothing: not listed
    await org.gitbook.collections.updateUserPermissionInCollection(docs.id, guest.userId, { role: Role.Edit });
    await org.gitbook.spaces.updateUserPermissionInSpace(space.id, reader.userId, { role: Role.Review });
    const all = await expectOk('listPermissionsAggregateInSpace', 200, org.gitbook.spaces.listPermissionsAggregateInSpace(space.id));
    expect(Object.fromEntries(all.items.map((item) => [item.user.id, item.permission]))).toEqual({
      [org.userId]: 'admin',
      [reader.userId]: 'review',
      [guest.userId]: 'edit',
    });
    const first = await expectOk('listPermissionsAggregateInSpace', 200, org.gitbook.spaces.listPermissionsAggregateInSpace(space.id, { limit: 2 }));
    const second = await expectOk('listPermissionsAggregateInSpace', 200, org.gitbook.spaces.listPermissionsAggregateInSpace(space.id, { limit: 2, page: first.next!.page }));
    expect([...first.items, ...second.items].map((item) => item.user.id)).toEqual(all.items.map((item) => item.user.id));
    const edit = await expectOk('listPermissionsAggregateInCollection', 200, org.gitbook.collections.listPermissionsAggregateInCollection(docs.id, { role: Role.Edit }));
    expect(edit.items.map((item) => item.user.id)).toEqual([guest.userId]);
    await expectFailure(org.gitbook.collections.listPermissionsAggregateInCollection(docs.id, { role: 'owner' } as never), 400);
    await expectFailure((await newOrg()).gitbook.spaces.listPermissionsAggregateInSpace(space.id), 404);
  });
});

describe('team grants on a space and team membership', () => {
  it('a guest sees the space through their team; leaving the team or the organization takes it away on the next request', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    await createSpace(org, 'Other');
    const guest = await member(org, null);
    const team = await createTeam(org.gitbook, org.organizationId, [guest.userId]);
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: Role.Read, teams: [team] }));
    expect((await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(space.id))).permissions).toMatchObject({ view: true, comment: false });
    expect((await expectOk('listSpacesInOrganizationById', 200, guest.gitbook.orgs.listSpacesInOrganizationById(org.organizationId))).items.map((s) => s.id)).toEqual([space.id]);
    // A guest sees their own team's grant.
    expect(await spaceTeams(guest, space.id)).toEqual([[team, 'read']]);
    await org.gitbook.orgs.updateMembersInOrganizationTeam(org.organizationId, team, { remove: [guest.userId] });
    await expectFailure(guest.gitbook.spaces.getSpaceById(space.id), 404);
    await org.gitbook.orgs.updateMembersInOrganizationTeam(org.organizationId, team, { add: [guest.userId] });
    await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(space.id));
    await org.gitbook.orgs.removeMemberFromOrganizationById(org.organizationId, guest.userId);
    await expectFailure(guest.gitbook.spaces.getSpaceById(space.id), 404);
  });
});
