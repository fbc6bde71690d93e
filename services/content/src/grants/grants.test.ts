import { commonV1 } from '@quire/proto';
import { createCollection, createSpace, newOrganization, outboxTypes, Status, statusOf, useTestEnvironment } from '../../test/helpers';

const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('InviteToSpace, ListSpaceUserPermissions, ListSpaceTeamPermissions', () => {
  it('refuses bad input, unknown people and non-admins, and changes nothing', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const admin = env.as(org.admin);
    const other = newOrganization(env);
    expect(await statusOf(admin.inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [], teams: [] }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(admin.inviteToSpace({ spaceId: space.id, role: 0, users: [org.member('read').userId], teams: [] }))).toBe(Status.INVALID_ARGUMENT);
    // A user of another organization, or a team that does not exist: nothing is given.
    const reader = org.member('read');
    expect(
      await statusOf(admin.inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [reader.userId, other.admin.userId], teams: [] })),
    ).toBe(Status.NOT_FOUND);
    expect(await statusOf(admin.inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [], teams: ['nope'] }))).toBe(Status.NOT_FOUND);
    expect(
      await statusOf(env.as(org.member('create')).inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [reader.userId], teams: [] })),
    ).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(other.admin).listSpaceUserPermissions({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect((await admin.listSpaceUserPermissions({ spaceId: space.id })).count).toBe(0);
    expect(await outboxTypes(env, space.id)).toEqual(['quire.content.space.created']);
  });

  it('gives users and teams a role, lists them by page, changes and removes them, with events', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const admin = env.as(org.admin);
    const [ann, bob] = [org.guest(), org.member('read')];
    const writers = org.team('Writers');
    await admin.inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [ann.userId, bob.userId], teams: [writers] });

    const first = await admin.listSpaceUserPermissions({ spaceId: space.id, limit: 1 });
    const second = await admin.listSpaceUserPermissions({ spaceId: space.id, limit: 1, page: first.next!.page });
    expect(first.count).toBe(2);
    expect(second.next).toBeUndefined();
    expect([first.items[0].user?.id, second.items[0].user?.id].sort()).toEqual([ann.userId, bob.userId].sort());
    expect(first.items[0]).toMatchObject({ permission: MemberRole.MEMBER_ROLE_EDIT, user: { object: 'user' } });
    const teams = await admin.listSpaceTeamPermissions({ spaceId: space.id });
    expect(teams.items.map((item) => [item.team?.title, item.permission])).toEqual([['Writers', MemberRole.MEMBER_ROLE_EDIT]]);

    // A guest sees their own grant only.
    const own = await env.as(ann).listSpaceUserPermissions({ spaceId: space.id });
    expect(own.items.map((item) => item.user?.id)).toEqual([ann.userId]);

    await admin.updateSpaceUserPermission({ spaceId: space.id, userId: bob.userId, role: MemberRole.MEMBER_ROLE_ADMIN });
    await admin.updateSpaceTeamPermission({ spaceId: space.id, teamId: writers, role: MemberRole.MEMBER_ROLE_GUEST });
    expect((await admin.listSpaceTeamPermissions({ spaceId: space.id })).count).toBe(0);
    expect(await statusOf(admin.updateSpaceUserPermission({ spaceId: space.id, userId: 'nobody', role: MemberRole.MEMBER_ROLE_READ }))).toBe(Status.NOT_FOUND);
    expect(await admin.removeSpaceUserPermission({ spaceId: space.id, userId: ann.userId })).toEqual({ removed: true });
    expect(await admin.removeSpaceUserPermission({ spaceId: space.id, userId: ann.userId })).toEqual({ removed: false });
    expect(await admin.removeSpaceTeamPermission({ spaceId: space.id, teamId: writers })).toEqual({ removed: false });
    expect(await outboxTypes(env, space.id)).toEqual([
      'quire.content.space.created',
      'quire.content.space-permission.updated',
      'quire.content.space-permission.updated',
      'quire.content.space-permission.updated',
      'quire.content.space-permission.updated',
      'quire.content.space-permission.removed',
      'quire.content.space-permission.removed',
    ]);
  });
});

describe('the access rule with grants', () => {
  it('gives a guest what they and their teams were given, inherited from collections, and takes it back on the next request', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const team = org.team();
    const guest = org.guest([team]);
    const docs = await createCollection(env, org, 'Docs');
    const inDocs = await createSpace(env, org, 'In docs', docs.id);
    const alone = await createSpace(env, org, 'Alone');
    await createSpace(env, org, 'Hidden');
    const asGuest = env.as(guest);
    expect(await statusOf(asGuest.getSpace({ spaceId: alone.id }))).toBe(Status.NOT_FOUND);
    expect((await asGuest.listSpaces({ organizationId: org.id })).count).toBe(0);

    await admin.updateCollectionUserPermission({ collectionId: docs.id, userId: guest.userId, role: MemberRole.MEMBER_ROLE_COMMENT });
    await admin.inviteToSpace({ spaceId: alone.id, role: MemberRole.MEMBER_ROLE_READ, users: [], teams: [team] });
    expect((await asGuest.getSpace({ spaceId: inDocs.id })).space?.permissions).toMatchObject({ view: true, comment: true, edit: false });
    expect((await asGuest.getSpace({ spaceId: alone.id })).space?.permissions).toMatchObject({ view: true, comment: false });
    const listed = await asGuest.listSpaces({ organizationId: org.id });
    expect(listed.items.map((space) => space.title).sort()).toEqual(['Alone', 'In docs']);
    expect((await asGuest.listCollections({ organizationId: org.id })).items.map((c) => c.title)).toEqual(['Docs']);

    // Overridden on the space: the space grant is higher than the collection's.
    await admin.inviteToSpace({ spaceId: inDocs.id, role: MemberRole.MEMBER_ROLE_ADMIN, users: [guest.userId], teams: [] });
    expect((await asGuest.getSpace({ spaceId: inDocs.id })).space?.permissions).toMatchObject({ admin: true });
    // ... so the guest now manages the space's grants, and nothing else.
    await asGuest.updateSpaceTeamPermission({ spaceId: inDocs.id, teamId: team, role: MemberRole.MEMBER_ROLE_READ });
    expect(await statusOf(asGuest.updateSpaceTeamPermission({ spaceId: alone.id, teamId: team, role: MemberRole.MEMBER_ROLE_ADMIN }))).toBe(
      Status.PERMISSION_DENIED,
    );

    await admin.removeSpaceUserPermission({ spaceId: inDocs.id, userId: guest.userId });
    await admin.removeCollectionUserPermission({ collectionId: docs.id, userId: guest.userId });
    expect((await asGuest.getSpace({ spaceId: inDocs.id })).space?.permissions).toMatchObject({ view: true, comment: false, admin: false });
    await admin.removeSpaceTeamPermission({ spaceId: inDocs.id, teamId: team });
    expect(await statusOf(asGuest.getSpace({ spaceId: inDocs.id }))).toBe(Status.NOT_FOUND);
    expect((await asGuest.listSpaces({ organizationId: org.id })).items.map((space) => space.title)).toEqual(['Alone']);
  });

  it('raises a member above their role, never below it', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const reader = org.member('read');
    const creator = org.member('create');
    await env.as(org.admin).inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT, users: [reader.userId, creator.userId], teams: [] });
    expect((await env.as(reader).getSpace({ spaceId: space.id })).space?.permissions).toMatchObject({ edit: true, admin: false });
    expect((await env.as(creator).getSpace({ spaceId: space.id })).space?.permissions).toMatchObject({ edit: true, review: true });
  });

  it('keeps one grant per user under concurrent changes', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const user = org.member('read');
    const roles = [MemberRole.MEMBER_ROLE_EDIT, MemberRole.MEMBER_ROLE_ADMIN, MemberRole.MEMBER_ROLE_COMMENT, MemberRole.MEMBER_ROLE_REVIEW];
    await Promise.all(roles.map((role) => env.as(org.admin).inviteToSpace({ spaceId: space.id, role, users: [user.userId], teams: [] })));
    const list = await env.as(org.admin).listSpaceUserPermissions({ spaceId: space.id });
    expect(list.count).toBe(1);
    expect(roles).toContain(list.items[0].permission);
  });
});

describe('collection user permissions', () => {
  it('lists, changes and removes users on a collection, with events', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const admin = env.as(org.admin);
    const user = org.member('read');
    expect(await statusOf(admin.updateCollectionUserPermission({ collectionId: docs.id, userId: newOrganization(env).admin.userId, role: MemberRole.MEMBER_ROLE_READ }))).toBe(
      Status.NOT_FOUND,
    );
    await admin.updateCollectionUserPermission({ collectionId: docs.id, userId: user.userId, role: MemberRole.MEMBER_ROLE_CREATE });
    expect((await admin.listCollectionUserPermissions({ collectionId: docs.id })).items).toMatchObject([{ permission: MemberRole.MEMBER_ROLE_CREATE, user: { id: user.userId } }]);
    expect((await env.as(user).getCollection({ collectionId: docs.id })).collection?.permissions).toMatchObject({ create: true, admin: false });
    expect(await admin.removeCollectionUserPermission({ collectionId: docs.id, userId: user.userId })).toEqual({ removed: true });
    expect(await admin.removeCollectionUserPermission({ collectionId: docs.id, userId: user.userId })).toEqual({ removed: false });
    expect(await outboxTypes(env, docs.id)).toEqual([
      'quire.content.collection.created',
      'quire.content.collection-user-permission.updated',
      'quire.content.collection-user-permission.removed',
    ]);
  });
});

describe('ListSpacePermissionsAggregate, ListCollectionPermissionsAggregate', () => {
  it('lists every member at their level and the guests given something, by page, filtered by level; a guest sees themselves', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const docs = await createCollection(env, org, 'Docs');
    const space = await createSpace(env, org, 'Guide', docs.id);
    const team = org.team();
    const reader = org.member('read');
    const teamGuest = org.guest([team]);
    const userGuest = org.guest();
    org.guest(); // given nothing: not listed
    await admin.inviteToSpace({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_COMMENT, users: [], teams: [team] });
    await admin.updateCollectionUserPermission({ collectionId: docs.id, userId: userGuest.userId, role: MemberRole.MEMBER_ROLE_EDIT });
    await admin.updateSpaceUserPermission({ spaceId: space.id, userId: reader.userId, role: MemberRole.MEMBER_ROLE_REVIEW });

    const all = await admin.listSpacePermissionsAggregate({ spaceId: space.id, role: 0 });
    const levels = Object.fromEntries(all.items.map((item) => [item.user!.id, item.permission]));
    expect(levels).toEqual({
      [org.admin.userId]: MemberRole.MEMBER_ROLE_ADMIN,
      [reader.userId]: MemberRole.MEMBER_ROLE_REVIEW,
      [teamGuest.userId]: MemberRole.MEMBER_ROLE_COMMENT,
      [userGuest.userId]: MemberRole.MEMBER_ROLE_EDIT,
    });
    expect(all.count).toBe(4);
    const first = await admin.listSpacePermissionsAggregate({ spaceId: space.id, role: 0, limit: 3 });
    const second = await admin.listSpacePermissionsAggregate({ spaceId: space.id, role: 0, limit: 3, page: first.next!.page });
    expect([...first.items, ...second.items].map((item) => item.user!.id)).toEqual(all.items.map((item) => item.user!.id));
    expect(second.next).toBeUndefined();

    const edit = await admin.listSpacePermissionsAggregate({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_EDIT });
    expect(edit).toMatchObject({ count: 1, items: [{ user: { id: userGuest.userId } }] });
    const collection = await admin.listCollectionPermissionsAggregate({ collectionId: docs.id, role: 0 });
    expect(collection.items.map((item) => item.user!.id).sort()).toEqual([org.admin.userId, reader.userId, userGuest.userId].sort());
    const own = await env.as(teamGuest).listSpacePermissionsAggregate({ spaceId: space.id, role: 0 });
    expect(own).toMatchObject({ count: 1, items: [{ user: { id: teamGuest.userId }, permission: MemberRole.MEMBER_ROLE_COMMENT }] });
    expect(await statusOf(env.as(newOrganization(env).admin).listSpacePermissionsAggregate({ spaceId: space.id, role: 0 }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(admin.listSpacePermissionsAggregate({ spaceId: space.id, role: MemberRole.MEMBER_ROLE_GUEST }))).toBe(Status.INVALID_ARGUMENT);
  });
});
