import { MemberRole as Role } from '@gitbook/api';
import type { MemberRole } from '@quire/shared';
import {
  absentId,
  addMember,
  client,
  createCollection,
  createSpace,
  createTeam,
  expectFailure,
  expectOk,
  idsOf,
  newOrg as newOrgOf,
  walkPages,
  type Member,
  type Org,
} from './content-helpers';
import { startStack, type Stack } from './harness';

// Collection team permissions, and who may do what across organizations, roles and guests,
// through the gateway with the official client; every body checked against the contract.
// The principal cache is off so that team changes show at once, as they would after its TTL.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const member = (org: Org, role: MemberRole | null) => addMember(stack, org, role);
const anonymous = () => client(stack);

const teamPermissions = async (org: Org | Member, collectionId: string) => {
  const list = await expectOk('listTeamPermissionsInCollection', 200, org.gitbook.collections.listTeamPermissionsInCollection(collectionId));
  return list.items.map((item) => [item.team.id, item.permission]);
};

describe('inviteToCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectFailure(anonymous().collections.inviteToCollection(docs.id, { teams: [team], role: Role.Edit }), 401);
    expect(await teamPermissions(org, docs.id)).toEqual([]);
  });

  it('400 without a role, without teams or an unknown role, giving nothing', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    const invite = (body: object) => org.gitbook.collections.inviteToCollection(docs.id, body as never);
    await expectFailure(invite({ teams: [team] }), 400, /^role: /);
    await expectFailure(invite({ role: 'edit' }), 400, /^body: /);
    await expectFailure(invite({ role: 'edit', teams: [] }), 400, /^teams: /);
    await expectFailure(invite({ role: 'owner', teams: [team] }), 400, /^role: /);
    expect(await teamPermissions(org, docs.id)).toEqual([]);
  });

  it('404 for a collection of another organization, and for teams of another organization or that do not exist', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    const theirTeam = await createTeam(outsider.gitbook, outsider.organizationId);
    await expectFailure(outsider.gitbook.collections.inviteToCollection(docs.id, { teams: [theirTeam], role: Role.Admin }), 404);
    await expectFailure(org.gitbook.collections.inviteToCollection(docs.id, { teams: [team, theirTeam], role: Role.Edit }), 404);
    await expectFailure(org.gitbook.collections.inviteToCollection(docs.id, { teams: [absentId()], role: Role.Edit }), 404);
    expect(await teamPermissions(org, docs.id)).toEqual([]);
  });

  it('403 for members below admin on the collection', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    for (const role of ['read', 'create'] as const) {
      const { gitbook } = await member(org, role);
      await expectFailure(gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Admin }), 403);
    }
    expect(await teamPermissions(org, docs.id)).toEqual([]);
  });

  it('204 gives teams a role, changes it when invited again, and removes it with null', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const writers = await createTeam(org.gitbook, org.organizationId);
    const readers = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [writers, readers], role: Role.Edit }));
    expect((await teamPermissions(org, docs.id)).sort()).toEqual([[writers, 'edit'], [readers, 'edit']].sort());
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [readers], role: Role.Read }));
    expect((await teamPermissions(org, docs.id)).sort()).toEqual([[writers, 'edit'], [readers, 'read']].sort());
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [writers], role: null }));
    expect(await teamPermissions(org, docs.id)).toEqual([[readers, 'read']]);
  });
});

describe('listTeamPermissionsInCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.listTeamPermissionsInCollection(docs.id), 401);
  });

  it('400 for a limit of 0 or 1001 and a garbage page cursor', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const list = (query: object) => org.gitbook.collections.listTeamPermissionsInCollection(docs.id, query as never);
    await expectFailure(list({ limit: 0 }), 400, /^limit: /);
    await expectFailure(list({ limit: 1001 }), 400, /^limit: /);
    await expectFailure(list({ page: '!!!' }), 400, /^page: /);
  });

  it('404 in another organization, and for a guest given nothing', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(outsider.gitbook.collections.listTeamPermissionsInCollection(docs.id), 404);
    const guest = await member(org, null);
    await expectFailure(guest.gitbook.collections.listTeamPermissionsInCollection(docs.id), 404);
  });

  it('200 walks 5 team permissions 2 at a time with the contract team, for any member who can view', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const teams: string[] = [];
    for (let i = 0; i < 5; i += 1) teams.push(await createTeam(org.gitbook, org.organizationId));
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams, role: Role.Comment }));
    const reader = await member(org, 'read');
    const walk = await walkPages('listTeamPermissionsInCollection', 2, (page) =>
      reader.gitbook.collections.listTeamPermissionsInCollection(docs.id, { limit: 2, page }),
    );
    expect(walk.pages).toBe(3);
    expect(walk.count).toBe(5);
    expect(walk.items.map((item) => item.team.id).sort()).toEqual([...teams].sort());
    for (const item of walk.items) expect(item).toMatchObject({ permission: 'comment', team: { object: 'team' } });
  });
});

describe('updateTeamPermissionInCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectFailure(anonymous().collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Admin }), 401);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });

  it('400 for an unknown role, changing nothing', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectFailure(org.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, { role: 'owner' } as never), 400, /^role: /);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });

  it('404 in another organization and for a team without a permission; 403 for members below admin', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    const other = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectFailure(outsider.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Admin }), 404);
    await expectFailure(org.gitbook.collections.updateTeamPermissionInCollection(docs.id, other, { role: Role.Admin }), 404);
    const creator = await member(org, 'create');
    await expectFailure(creator.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Admin }), 403);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });

  it('204 changes the role, and null removes the permission', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectOk('updateTeamPermissionInCollection', 204, org.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Review }));
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'review']]);
    await expectOk('updateTeamPermissionInCollection', 204, org.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, {}));
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'review']]);
    await expectOk('updateTeamPermissionInCollection', 204, org.gitbook.collections.updateTeamPermissionInCollection(docs.id, team, { role: null }));
    expect(await teamPermissions(org, docs.id)).toEqual([]);
  });
});

describe('removeTeamFromCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectFailure(anonymous().collections.removeTeamFromCollection(docs.id, team), 401);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });

  it('400 for a team id that cannot be one', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(org.gitbook.collections.removeTeamFromCollection(docs.id, 'not a team!'), 400, /^teamId: /);
  });

  it('404 in another organization, 403 for members below admin, removing nothing', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectFailure(outsider.gitbook.collections.removeTeamFromCollection(docs.id, team), 404);
    const creator = await member(org, 'create');
    await expectFailure(creator.gitbook.collections.removeTeamFromCollection(docs.id, team), 403);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });

  it('204 removes the permission, and again when there is none', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    await expectOk('removeTeamFromCollection', 204, org.gitbook.collections.removeTeamFromCollection(docs.id, team));
    expect(await teamPermissions(org, docs.id)).toEqual([]);
    await expectOk('removeTeamFromCollection', 204, org.gitbook.collections.removeTeamFromCollection(docs.id, team));
    await expectOk('removeTeamFromCollection', 204, org.gitbook.collections.removeTeamFromCollection(docs.id, absentId()));
  });
});

describe('guests', () => {
  /** An organization with a shared collection (with a sub-collection), a private one, a top-level space, and a guest in a team. */
  async function sharedSetup() {
    const org = await newOrg();
    const shared = await createCollection(org, 'Shared');
    const sharedChild = await createCollection(org, 'Shared child', shared.id);
    const secret = await createCollection(org, 'Secret');
    const sharedSpace = await createSpace(org, 'Shared space', shared.id);
    const childSpace = await createSpace(org, 'Child space', sharedChild.id);
    const secretSpace = await createSpace(org, 'Secret space', secret.id);
    const topSpace = await createSpace(org, 'Top space');
    const guest = await member(org, null);
    const team = await createTeam(org.gitbook, org.organizationId, [guest.userId]);
    return { org, shared, sharedChild, secret, sharedSpace, childSpace, secretSpace, topSpace, guest, team };
  }

  it('see nothing until a team of theirs is given a collection: 404 on every read, empty lists', async () => {
    const { org, shared, sharedSpace, topSpace, guest } = await sharedSetup();
    await expectFailure(guest.gitbook.collections.getCollectionById(shared.id), 404);
    await expectFailure(guest.gitbook.spaces.getSpaceById(sharedSpace.id), 404);
    await expectFailure(guest.gitbook.spaces.getSpaceById(topSpace.id), 404);
    await expectFailure(guest.gitbook.spaces.getRevisionById(sharedSpace.id, sharedSpace.revision), 404);
    await expectFailure(guest.gitbook.collections.listSpacesInCollectionById(shared.id), 404);
    await expectFailure(guest.gitbook.spaces.updateSpaceById(sharedSpace.id, { title: 'Mine' }), 404);
    const spaces = await expectOk('listSpacesInOrganizationById', 200, guest.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(spaces).toMatchObject({ items: [], count: 0 });
    const collections = await expectOk('listCollectionsInOrganizationById', 200, guest.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId));
    expect(collections).toMatchObject({ items: [], count: 0 });
    const own = await expectOk('listSpacesForOrganizationMember', 200, guest.gitbook.orgs.listSpacesForOrganizationMember(org.organizationId, guest.userId));
    expect(own).toMatchObject({ items: [], count: 0 });
  });

  it('read what their team is given, down the subtree, and lists show only that', async () => {
    const { org, shared, sharedChild, secret, sharedSpace, childSpace, secretSpace, topSpace, guest, team } = await sharedSetup();
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Read }));

    const space = await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(sharedSpace.id));
    expect(space.permissions).toMatchObject({ view: true, comment: false, edit: false, admin: false });
    await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(childSpace.id));
    await expectOk('getRevisionById', 200, guest.gitbook.spaces.getRevisionById(sharedSpace.id, sharedSpace.revision));
    await expectOk('listSpaceLinks', 200, guest.gitbook.spaces.listSpaceLinks(sharedSpace.id));
    const collection = await expectOk('getCollectionById', 200, guest.gitbook.collections.getCollectionById(shared.id));
    expect(collection.permissions).toEqual({ view: true, admin: false, viewInviteLinks: false, create: false });
    const inShared = await expectOk('listSpacesInCollectionById', 200, guest.gitbook.collections.listSpacesInCollectionById(shared.id));
    expect(idsOf(inShared.items)).toEqual([sharedSpace.id]);
    // Guests see the permissions of their own teams (identity shows them no other team).
    const permissions = await expectOk('listTeamPermissionsInCollection', 200, guest.gitbook.collections.listTeamPermissionsInCollection(shared.id));
    expect(permissions.items.map((item) => [item.team.id, item.permission])).toEqual([[team, 'read']]);

    await expectFailure(guest.gitbook.spaces.getSpaceById(secretSpace.id), 404);
    await expectFailure(guest.gitbook.spaces.getSpaceById(topSpace.id), 404);
    await expectFailure(guest.gitbook.collections.getCollectionById(secret.id), 404);

    const spaces = await expectOk('listSpacesInOrganizationById', 200, guest.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(idsOf(spaces.items)).toEqual([sharedSpace.id, childSpace.id]);
    expect(spaces.count).toBe(2);
    const collections = await expectOk('listCollectionsInOrganizationById', 200, guest.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId));
    expect(idsOf(collections.items)).toEqual([shared.id, sharedChild.id]);
    expect(collections.count).toBe(2);
    const topLevel = await expectOk(
      'listCollectionsInOrganizationById',
      200,
      guest.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, { nested: false }),
    );
    expect(idsOf(topLevel.items)).toEqual([shared.id]);
    const own = await expectOk('listSpacesForOrganizationMember', 200, guest.gitbook.orgs.listSpacesForOrganizationMember(org.organizationId, guest.userId, { order: 'asc' }));
    expect(idsOf(own.items)).toEqual([sharedSpace.id, childSpace.id]);
    expect(own.items.map((item) => item.permission)).toEqual(['read', 'read']);
    const byAdmin = await expectOk('listSpacesForOrganizationMember', 200, org.gitbook.orgs.listSpacesForOrganizationMember(org.organizationId, guest.userId));
    expect(idsOf(byAdmin.items).sort()).toEqual([sharedSpace.id, childSpace.id].sort());

    // Taking the permission back hides it all again.
    await expectOk('removeTeamFromCollection', 204, org.gitbook.collections.removeTeamFromCollection(shared.id, team));
    await expectFailure(guest.gitbook.spaces.getSpaceById(sharedSpace.id), 404);
    const after = await expectOk('listSpacesInOrganizationById', 200, guest.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(after.count).toBe(0);
  });

  it('403 for every write on what they can only read, changing nothing', async () => {
    const { org, shared, sharedChild, sharedSpace, guest, team } = await sharedSetup();
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Read }));
    const g = guest.gitbook;
    await expectFailure(g.spaces.updateSpaceById(sharedSpace.id, { title: 'Mine' }), 403);
    await expectFailure(g.spaces.deleteSpaceById(sharedSpace.id), 403);
    await expectFailure(g.spaces.duplicateSpace(sharedSpace.id), 403);
    await expectFailure(g.spaces.moveSpace(sharedSpace.id, { parent: sharedChild.id }), 403);
    await expectFailure(g.spaces.restoreSpace(sharedSpace.id), 403);
    await expectFailure(g.collections.updateCollectionById(shared.id, { title: 'Mine' }), 403);
    await expectFailure(g.collections.deleteCollectionById(shared.id), 403);
    await expectFailure(g.collections.moveCollection(sharedChild.id, { parent: null }), 403);
    await expectFailure(g.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Admin }), 403);
    await expectFailure(g.collections.updateTeamPermissionInCollection(shared.id, team, { role: Role.Admin }), 403);
    await expectFailure(g.collections.removeTeamFromCollection(shared.id, team), 403);
    await expectFailure(g.orgs.createSpace(org.organizationId, { title: 'Mine', parent: shared.id }), 403);
    await expectFailure(g.orgs.createCollection(org.organizationId, { title: 'Mine', parent: shared.id }), 403);
    await expectFailure(g.orgs.createSpace(org.organizationId, { title: 'Mine' }), 403);
    await expectFailure(g.spaces.transferSpace(sharedSpace.id, { organization: org.organizationId }), 403);
    await expectFailure(g.collections.transferCollection(shared.id, { organization: org.organizationId }), 403);
    await expectFailure(g.orgs.listSpacesForOrganizationMember(org.organizationId, org.userId), 403);

    expect(await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(sharedSpace.id))).toEqual(sharedSpace);
    expect(await expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(shared.id))).toEqual(shared);
    expect(await teamPermissions(org, shared.id)).toEqual([[team, 'read']]);
    const spaces = await expectOk('listSpacesInCollectionById', 200, org.gitbook.collections.listSpacesInCollectionById(shared.id));
    expect(idsOf(spaces.items)).toEqual([sharedSpace.id]);
  });

  it('write what their team is given: create inside, admin on the subtree', async () => {
    const { org, shared, sharedChild, sharedSpace, guest, team } = await sharedSetup();
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Create }));
    const created = await expectOk('createSpace', 201, guest.gitbook.orgs.createSpace(org.organizationId, { title: 'By a guest', parent: sharedChild.id }));
    expect(created.permissions).toMatchObject({ view: true, edit: true, admin: false });
    await expectFailure(guest.gitbook.spaces.updateSpaceById(sharedSpace.id, { title: 'Renamed' }), 403);

    await expectOk('updateTeamPermissionInCollection', 204, org.gitbook.collections.updateTeamPermissionInCollection(shared.id, team, { role: Role.Admin }));
    const renamed = await expectOk('updateSpaceById', 200, guest.gitbook.spaces.updateSpaceById(sharedSpace.id, { title: 'Renamed' }));
    expect(renamed.permissions.admin).toBe(true);
    await expectOk('updateCollectionById', 200, guest.gitbook.collections.updateCollectionById(sharedChild.id, { description: 'By a guest' }));
    // Admin on the subtree is not the "create" role the top level needs.
    await expectFailure(guest.gitbook.collections.moveCollection(sharedChild.id, { parent: null }), 403);
    await expectFailure(guest.gitbook.orgs.createSpace(org.organizationId, { title: 'Top' }), 403);
  });
});

describe('members without write access', () => {
  it('403 for every write a read-only member tries, changing nothing', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const child = await createCollection(org, 'Child', docs.id);
    const space = await createSpace(org, 'Space', docs.id);
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    const trashed = await createSpace(org, 'Trashed');
    await expectOk('deleteSpaceById', 204, org.gitbook.spaces.deleteSpaceById(trashed.id));
    const { gitbook: r } = await member(org, 'read');

    await expectFailure(r.orgs.createSpace(org.organizationId, { title: 'Mine' }), 403);
    await expectFailure(r.orgs.createSpace(org.organizationId, { title: 'Mine', parent: docs.id }), 403);
    await expectFailure(r.orgs.createCollection(org.organizationId, { title: 'Mine' }), 403);
    await expectFailure(r.spaces.updateSpaceById(space.id, { title: 'Mine' }), 403);
    await expectFailure(r.spaces.deleteSpaceById(space.id), 403);
    await expectFailure(r.spaces.duplicateSpace(space.id), 403);
    await expectFailure(r.spaces.moveSpace(space.id, { parent: null }), 403);
    await expectFailure(r.spaces.restoreSpace(trashed.id), 403);
    await expectFailure(r.spaces.transferSpace(space.id, { organization: org.organizationId }), 403);
    await expectFailure(r.collections.updateCollectionById(docs.id, { title: 'Mine' }), 403);
    await expectFailure(r.collections.deleteCollectionById(docs.id), 403);
    await expectFailure(r.collections.moveCollection(child.id, { parent: null }), 403);
    await expectFailure(r.collections.transferCollection(docs.id, { organization: org.organizationId }), 403);
    await expectFailure(r.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Admin }), 403);
    await expectFailure(r.collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Admin }), 403);
    await expectFailure(r.collections.removeTeamFromCollection(docs.id, team), 403);

    expect(await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id))).toEqual(space);
    expect(await expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(docs.id))).toEqual(docs);
    expect((await expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(child.id))).parent).toBe(docs.id);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
    await expectFailure(org.gitbook.spaces.getSpaceById(trashed.id), 404);
    const spaces = await expectOk('listSpacesInOrganizationById', 200, org.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(idsOf(spaces.items)).toEqual([space.id]);
  });

  it('a team raises a member on its collection only', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const other = await createCollection(org, 'Other');
    const inDocs = await createSpace(org, 'In docs', docs.id);
    const inOther = await createSpace(org, 'In other', other.id);
    const reader = await member(org, 'read');
    const team = await createTeam(org.gitbook, org.organizationId, [reader.userId]);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Admin }));
    const renamed = await expectOk('updateSpaceById', 200, reader.gitbook.spaces.updateSpaceById(inDocs.id, { title: 'Renamed' }));
    expect(renamed.permissions.admin).toBe(true);
    await expectFailure(reader.gitbook.spaces.updateSpaceById(inOther.id, { title: 'Renamed' }), 403);
    const created = await expectOk('createCollection', 201, reader.gitbook.orgs.createCollection(org.organizationId, { title: 'Sub', parent: docs.id }));
    expect(created.permissions).toMatchObject({ admin: true, create: true });
  });
});

describe('another organization', () => {
  it('404, never 403, for every kind of resource, even to its admin', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const space = await createSpace(org, 'Space', docs.id);
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Read }));
    const { gitbook: o, organizationId: theirs } = await newOrg();

    const refusals: [string, () => Promise<unknown>][] = [
      ['getCollectionById', () => o.collections.getCollectionById(docs.id)],
      ['updateCollectionById', () => o.collections.updateCollectionById(docs.id, { title: 'Mine' })],
      ['listSpacesInCollectionById', () => o.collections.listSpacesInCollectionById(docs.id)],
      ['moveCollection', () => o.collections.moveCollection(docs.id, { parent: null })],
      ['transferCollection', () => o.collections.transferCollection(docs.id, { organization: theirs })],
      ['inviteToCollection', () => o.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Admin })],
      ['listTeamPermissionsInCollection', () => o.collections.listTeamPermissionsInCollection(docs.id)],
      ['updateTeamPermissionInCollection', () => o.collections.updateTeamPermissionInCollection(docs.id, team, { role: Role.Admin })],
      ['removeTeamFromCollection', () => o.collections.removeTeamFromCollection(docs.id, team)],
      ['getSpaceById', () => o.spaces.getSpaceById(space.id)],
      ['updateSpaceById', () => o.spaces.updateSpaceById(space.id, { title: 'Mine' })],
      ['duplicateSpace', () => o.spaces.duplicateSpace(space.id)],
      ['restoreSpace', () => o.spaces.restoreSpace(space.id)],
      ['moveSpace', () => o.spaces.moveSpace(space.id, { parent: null })],
      ['transferSpace', () => o.spaces.transferSpace(space.id, { organization: theirs })],
      ['listSpaceLinks', () => o.spaces.listSpaceLinks(space.id)],
      ['getRevisionById', () => o.spaces.getRevisionById(space.id, space.revision)],
      ['listSpacesInOrganizationById', () => o.orgs.listSpacesInOrganizationById(org.organizationId)],
      ['createSpace', () => o.orgs.createSpace(org.organizationId, { title: 'Mine' })],
      ['listCollectionsInOrganizationById', () => o.orgs.listCollectionsInOrganizationById(org.organizationId)],
      ['createCollection', () => o.orgs.createCollection(org.organizationId, { title: 'Mine' })],
      ['listSpacesForOrganizationMember', () => o.orgs.listSpacesForOrganizationMember(org.organizationId, org.userId)],
    ];
    for (const [operationId, call] of refusals) {
      const body = await expectFailure(call(), 404).catch((error: Error) => {
        throw new Error(`${operationId}: ${error.message}`);
      });
      expect(body.error.code).toBe(404);
    }
    // Deletes answer "did not exist" (204) and delete nothing.
    await expectOk('deleteSpaceById', 204, o.spaces.deleteSpaceById(space.id));
    await expectOk('deleteCollectionById', 204, o.collections.deleteCollectionById(docs.id));

    expect(await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id))).toEqual(space);
    expect(await expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(docs.id))).toEqual(docs);
    expect(await teamPermissions(org, docs.id)).toEqual([[team, 'read']]);
  });
});
