import { commonV1 } from '@quire/proto';
import { createCollection, errorOf, newOrganization, outboxTypes, Status, statusOf, useTestEnvironment } from '../../test/helpers';

const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('team permissions', () => {
  it('gives, lists, changes and removes a team role, with events', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const writers = org.team('Writers');
    const readers = org.team('Readers');
    const docs = await createCollection(env, org, 'Docs');
    expect(await statusOf(admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: ['unknown'], users: [] }))).toBe(
      Status.NOT_FOUND,
    );
    expect(
      await statusOf(env.as(org.member('create')).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [writers], users: [] })),
    ).toBe(Status.PERMISSION_DENIED);

    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [writers, readers], users: [] });
    await admin.updateCollectionTeamPermission({ collectionId: docs.id, teamId: readers, role: MemberRole.MEMBER_ROLE_READ });
    const list = await env.as(org.member('read')).listCollectionTeamPermissions({ collectionId: docs.id });
    expect(list.count).toBe(2);
    expect(list.items.map((item) => [item.team?.title, item.permission]).sort()).toEqual([
      ['Readers', MemberRole.MEMBER_ROLE_READ],
      ['Writers', MemberRole.MEMBER_ROLE_EDIT],
    ]);

    const firstPage = await admin.listCollectionTeamPermissions({ collectionId: docs.id, limit: 1 });
    const secondPage = await admin.listCollectionTeamPermissions({ collectionId: docs.id, limit: 1, page: firstPage.next!.page });
    expect([firstPage.items[0].team?.id, secondPage.items[0].team?.id].sort()).toEqual([readers, writers].sort());

    await admin.removeCollectionTeamPermission({ collectionId: docs.id, teamId: writers });
    await admin.removeCollectionTeamPermission({ collectionId: docs.id, teamId: writers });
    expect(await statusOf(admin.updateCollectionTeamPermission({ collectionId: docs.id, teamId: writers, role: MemberRole.MEMBER_ROLE_READ }))).toBe(
      Status.NOT_FOUND,
    );
    expect((await admin.listCollectionTeamPermissions({ collectionId: docs.id })).count).toBe(1);
    expect(await outboxTypes(env, docs.id)).toEqual([
      'quire.content.collection.created',
      'quire.content.collection-team-permission.updated',
      'quire.content.collection-team-permission.updated',
      'quire.content.collection-team-permission.updated',
      'quire.content.collection-team-permission.removed',
    ]);
  });

  it("answers identity's refusal with the same status", async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams: [org.team()], users: [] });
    env.directory.teamListingRefused.add(org.id);
    const error = await errorOf(env.as(org.member('read')).listCollectionTeamPermissions({ collectionId: docs.id }));
    expect(error).toMatchObject({ code: Status.PERMISSION_DENIED, details: 'You cannot list the teams of this organization' });
  });

  it("gives users a role too, the organization's users only, all or nothing", async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const guest = org.guest();
    const admin = env.as(org.admin);
    expect(await statusOf(admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [org.team()], users: ['u1'] }))).toBe(
      Status.NOT_FOUND,
    );
    expect((await admin.listCollectionTeamPermissions({ collectionId: docs.id })).count).toBe(0);
    expect(await statusOf(admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [], users: [] }))).toBe(
      Status.INVALID_ARGUMENT,
    );
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [], users: [guest.userId] });
    expect((await env.as(guest).getCollection({ collectionId: docs.id })).collection?.permissions).toMatchObject({ view: true, create: false });
    const users = await admin.listCollectionUserPermissions({ collectionId: docs.id });
    expect(users.items.map((item) => [item.user?.id, item.permission])).toEqual([[guest.userId, MemberRole.MEMBER_ROLE_EDIT]]);
  });

  it('gives guests access through their team, down the subtree only', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    const secret = await createCollection(env, org, 'Secret');
    const { space } = await admin.createSpace({ organizationId: org.id, title: 'Ref', parent: api.id, language: 0, editMode: 0 });
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });

    const guest = env.as(org.guest([team]));
    expect((await guest.getCollection({ collectionId: api.id })).collection?.permissions).toMatchObject({ view: true, admin: false });
    expect((await guest.getSpace({ spaceId: space!.id })).space?.permissions).toMatchObject({ view: true, edit: true, admin: false });
    expect(await statusOf(guest.getCollection({ collectionId: secret.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(guest.updateSpace({ spaceId: space!.id, title: 'Mine', editMode: 0, defaultLevel: 0, language: 0, mergeRules: undefined, emoji: undefined, icon: undefined }))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(await statusOf(env.as(org.guest()).getSpace({ spaceId: space!.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('ListCollectionTeamPermissions for guests', () => {
  it('lists, for a guest who can read the collection, the permissions of their own teams', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const mine = org.team('Mine');
    const others = org.team('Others');
    const docs = await createCollection(env, org, 'Docs');
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams: [mine, others], users: [] });

    const list = await env.as(org.guest([mine])).listCollectionTeamPermissions({ collectionId: docs.id });
    expect(list.items.map((item) => [item.team?.id, item.permission])).toEqual([[mine, MemberRole.MEMBER_ROLE_READ]]);
    expect(list.count).toBe(1);
    // Members see every team.
    expect((await env.as(org.member('read')).listCollectionTeamPermissions({ collectionId: docs.id })).count).toBe(2);
    // A guest given nothing still does not see the collection.
    expect(await statusOf(env.as(org.guest()).listCollectionTeamPermissions({ collectionId: docs.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('InviteToCollection limits', () => {
  it('refuses more than 100 teams (400)', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const teams = Array.from({ length: 101 }, (_, index) => `team${index}`);
    const error = await errorOf(env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams, users: [] }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^teams: /);
  });
});
