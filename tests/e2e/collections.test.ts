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
  sameUserIn,
  sendRaw,
  walkPages,
  type Org,
} from './content-helpers';
import { startStack, type Stack } from './harness';

// Collections through the gateway with the official client: every body checked against the
// GitBook contract. Each test makes its own organizations.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const member = (org: Org, role: MemberRole | null) => addMember(stack, org, role);

const getCollection = (org: Org, collectionId: string) =>
  expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(collectionId));

const topLevelTitles = async (org: Org) => {
  const list = await expectOk(
    'listCollectionsInOrganizationById',
    200,
    org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, { nested: false }),
  );
  return list.items.map((item) => item.title);
};

const anonymous = () => client(stack);
const garbageToken = () => client(stack, 'not-a-real-token');

describe('createCollection', () => {
  it('401 without a token or with a garbage one', async () => {
    const org = await newOrg();
    await expectFailure(anonymous().orgs.createCollection(org.organizationId, { title: 'Docs' }), 401);
    await expectFailure(garbageToken().orgs.createCollection(org.organizationId, { title: 'Docs' }), 401);
  });

  it('400 for a title over 50 characters or malformed JSON, creating nothing', async () => {
    const org = await newOrg();
    await expectFailure(org.gitbook.orgs.createCollection(org.organizationId, { title: 'x'.repeat(51) }), 400, /^title: /);
    const malformed = await sendRaw(stack, 'POST', `/orgs/${org.organizationId}/collections`, { token: org.token, body: '{"title": "Do' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: { code: 400, message: 'Request body is not valid JSON' } });
    const list = await expectOk('listCollectionsInOrganizationById', 200, org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId));
    expect(list.count).toBe(0);
  });

  it('404 in another organization, or under a parent of another organization', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.createCollection(org.organizationId, { title: 'Docs' }), 404);
    const foreignParent = await createCollection(outsider, 'Theirs');
    await expectFailure(org.gitbook.orgs.createCollection(org.organizationId, { title: 'Docs', parent: foreignParent.id }), 404);
  });

  it('403 for members below create and for guests', async () => {
    const org = await newOrg();
    for (const role of ['read', 'edit', 'review', null] as const) {
      const { gitbook } = await member(org, role);
      await expectFailure(gitbook.orgs.createCollection(org.organizationId, { title: 'Docs' }), 403);
    }
  });

  it('201 with the contract Collection, at the top level or inside a parent', async () => {
    const org = await newOrg();
    const response = await org.gitbook.orgs.createCollection(org.organizationId, { title: 'Docs' });
    expect(response.status).toBe(201);
    const docs = await expectOk('createCollection', 201, Promise.resolve(response));
    expect(docs).toMatchObject({
      object: 'collection',
      title: 'Docs',
      organization: org.organizationId,
      defaultLevel: 'inherit',
      permissions: { view: true, admin: true, viewInviteLinks: true, create: true },
    });
    expect(docs.parent).toBeUndefined();
    expect(response.headers.get('location')).toBe(docs.urls.location);
    expect(docs.urls.location).toBe(`${stack.baseUrl}/v1/collections/${docs.id}`);

    const inside = await createCollection(org, 'Guides', docs.id);
    expect(inside.parent).toBe(docs.id);
    const creator = await member(org, 'create');
    const byCreator = await expectOk('createCollection', 201, creator.gitbook.orgs.createCollection(org.organizationId, {}));
    expect(byCreator.title).toBe('Untitled');
  });
});

describe('getCollectionById', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.getCollectionById(docs.id), 401);
  });

  it('400 for an id that cannot be one', async () => {
    const org = await newOrg();
    await expectFailure(org.gitbook.collections.getCollectionById('not an id!'), 400, /^collectionId: /);
  });

  it('404 for a collection of another organization, and for one that does not exist', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(outsider.gitbook.collections.getCollectionById(docs.id), 404);
    await expectFailure(org.gitbook.collections.getCollectionById(absentId()), 404);
  });

  it('200 with the permissions of the caller', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    expect(await getCollection(org, docs.id)).toEqual(docs);
    const reader = await member(org, 'read');
    const seen = await expectOk('getCollectionById', 200, reader.gitbook.collections.getCollectionById(docs.id));
    expect(seen.permissions).toEqual({ view: true, admin: false, viewInviteLinks: false, create: false });
  });
});

describe('updateCollectionById', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.updateCollectionById(docs.id, { title: 'New' }), 401);
    expect((await getCollection(org, docs.id)).title).toBe('Docs');
  });

  it('400 for a title over 50, a description over 100 or an unknown default level, changing nothing', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const update = (body: object) => org.gitbook.collections.updateCollectionById(docs.id, body as never);
    await expectFailure(update({ title: 'x'.repeat(51) }), 400, /^title: /);
    await expectFailure(update({ description: 'x'.repeat(101) }), 400, /^description: /);
    await expectFailure(update({ defaultLevel: 'owner' }), 400, /^defaultLevel: /);
    await expectFailure(update({ title: 'Valid', defaultLevel: 'everyone' }), 400, /^defaultLevel: /);
    const malformed = await sendRaw(stack, 'PATCH', `/collections/${docs.id}`, { token: org.token, body: '{"title":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Request body is not valid JSON');
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('404 in another organization, 403 for members below admin', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(outsider.gitbook.collections.updateCollectionById(docs.id, { title: 'Mine' }), 404);
    for (const role of ['read', 'create'] as const) {
      const { gitbook } = await member(org, role);
      await expectFailure(gitbook.collections.updateCollectionById(docs.id, { title: 'Mine' }), 403);
    }
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('200 updates title, description and default level', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const updated = await expectOk(
      'updateCollectionById',
      200,
      org.gitbook.collections.updateCollectionById(docs.id, { title: 'Handbook', description: 'd'.repeat(100), defaultLevel: Role.Edit }),
    );
    expect(updated).toMatchObject({ id: docs.id, title: 'Handbook', description: 'd'.repeat(100), defaultLevel: Role.Edit });
    expect(await getCollection(org, docs.id)).toEqual(updated);
    // A default level raises members: "create" lets a reader create in the collection, until it is cleared.
    const reader = await member(org, 'read');
    const readerView = () => expectOk('getCollectionById', 200, reader.gitbook.collections.getCollectionById(docs.id));
    expect((await readerView()).permissions).toEqual({ view: true, admin: false, viewInviteLinks: false, create: false });
    await expectOk('updateCollectionById', 200, org.gitbook.collections.updateCollectionById(docs.id, { defaultLevel: Role.Create }));
    expect((await readerView()).permissions).toEqual({ view: true, admin: false, viewInviteLinks: false, create: true });
    await expectOk('createSpace', 201, reader.gitbook.orgs.createSpace(org.organizationId, { title: 'By a reader', parent: docs.id }));
    const cleared = await expectOk('updateCollectionById', 200, org.gitbook.collections.updateCollectionById(docs.id, { defaultLevel: null }));
    expect(cleared.defaultLevel).toBeNull();
    expect((await readerView()).permissions.create).toBe(false);
    const unchanged = await expectOk('updateCollectionById', 200, org.gitbook.collections.updateCollectionById(docs.id, {}));
    expect(unchanged).toEqual(cleared);
  });
});

describe('deleteCollectionById', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.deleteCollectionById(docs.id), 401);
    await getCollection(org, docs.id);
  });

  it('403 for members below admin; another organization sees "did not exist" and deletes nothing', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    for (const role of ['read', 'create'] as const) {
      const { gitbook } = await member(org, role);
      await expectFailure(gitbook.collections.deleteCollectionById(docs.id), 403);
    }
    await expectOk('deleteCollectionById', 204, outsider.gitbook.collections.deleteCollectionById(docs.id));
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('204 for a collection that does not exist', async () => {
    const org = await newOrg();
    await expectOk('deleteCollectionById', 204, org.gitbook.collections.deleteCollectionById(absentId()));
  });

  it('204 deletes the subtree and trashes its spaces, which restore to the top level', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const inside = await createCollection(org, 'Inside', docs.id);
    const space = await createSpace(org, 'Deep', inside.id);
    const kept = await createSpace(org, 'Kept');
    await expectOk('deleteCollectionById', 204, org.gitbook.collections.deleteCollectionById(docs.id));
    await expectFailure(org.gitbook.collections.getCollectionById(docs.id), 404);
    await expectFailure(org.gitbook.collections.getCollectionById(inside.id), 404);
    await expectFailure(org.gitbook.spaces.getSpaceById(space.id), 404);
    const spaces = await expectOk('listSpacesInOrganizationById', 200, org.gitbook.orgs.listSpacesInOrganizationById(org.organizationId));
    expect(idsOf(spaces.items)).toEqual([kept.id]);
    await expectOk('deleteCollectionById', 204, org.gitbook.collections.deleteCollectionById(docs.id));

    const restored = await expectOk('restoreSpace', 200, org.gitbook.spaces.restoreSpace(space.id));
    expect(restored.id).toBe(space.id);
    expect(restored.parent).toBeUndefined();
    expect(restored.deletedAt).toBeUndefined();
  });
});

describe('listSpacesInCollectionById', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.listSpacesInCollectionById(docs.id), 401);
  });

  it('400 for a limit of 0 or 1001 and a garbage page cursor', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(org.gitbook.collections.listSpacesInCollectionById(docs.id, { limit: 0 }), 400, /^limit: /);
    await expectFailure(org.gitbook.collections.listSpacesInCollectionById(docs.id, { limit: 1001 }), 400, /^limit: /);
    await expectFailure(org.gitbook.collections.listSpacesInCollectionById(docs.id, { page: 'garbage!' }), 400, /^page: /);
  });

  it('404 in another organization', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(outsider.gitbook.collections.listSpacesInCollectionById(docs.id), 404);
  });

  it('200 walks 5 spaces 2 at a time, in sibling order, only the direct live ones', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const spaces = [];
    for (let i = 1; i <= 5; i += 1) spaces.push(await createSpace(org, `Space ${i}`, docs.id));
    const nested = await createCollection(org, 'Nested', docs.id);
    await createSpace(org, 'Not direct', nested.id);
    await createSpace(org, 'Elsewhere');
    const trashed = await createSpace(org, 'Trashed', docs.id);
    await expectOk('deleteSpaceById', 204, org.gitbook.spaces.deleteSpaceById(trashed.id));

    const walk = await walkPages('listSpacesInCollectionById', 2, (page) =>
      org.gitbook.collections.listSpacesInCollectionById(docs.id, { limit: 2, page }),
    );
    expect(walk.pages).toBe(3);
    expect(walk.count).toBe(5);
    expect(idsOf(walk.items)).toEqual(spaces.map((space) => space.id));
    for (const item of walk.items) expect(item.parent).toBe(docs.id);
  });
});

describe('listCollectionsInOrganizationById', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    await expectFailure(anonymous().orgs.listCollectionsInOrganizationById(org.organizationId), 401);
  });

  it('400 for a limit of 0 or 1001, a garbage page cursor or a nested that is not a boolean', async () => {
    const org = await newOrg();
    const list = (query: object) => org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, query as never);
    await expectFailure(list({ limit: 0 }), 400, /^limit: /);
    await expectFailure(list({ limit: 1001 }), 400, /^limit: /);
    await expectFailure(list({ page: 'bm90IGpzb24' }), 400, /^page: /);
    await expectFailure(list({ nested: 'maybe' }), 400, /^nested: /);
  });

  it('404 for an organization the caller is not in', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId), 404);
  });

  it('200 lists nested collections by default, the top level with nested=false, and pages through them', async () => {
    const org = await newOrg();
    const a = await createCollection(org, 'A');
    const b = await createCollection(org, 'B');
    const a1 = await createCollection(org, 'A1', a.id);
    const a2 = await createCollection(org, 'A2', a1.id);
    const c = await createCollection(org, 'C');

    const walk = await walkPages('listCollectionsInOrganizationById', 2, (page) =>
      org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, { limit: 2, page }),
    );
    expect(walk.pages).toBe(3);
    expect(walk.count).toBe(5);
    expect(idsOf(walk.items)).toEqual([a.id, b.id, a1.id, a2.id, c.id]);

    const explicit = await expectOk(
      'listCollectionsInOrganizationById',
      200,
      org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, { nested: true }),
    );
    expect(idsOf(explicit.items)).toEqual(idsOf(walk.items));
    const topLevel = await walkPages('listCollectionsInOrganizationById', 2, (page) =>
      org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId, { nested: false, limit: 2, page }),
    );
    expect(topLevel.count).toBe(3);
    expect(idsOf(topLevel.items)).toEqual([a.id, b.id, c.id]);
  });
});

describe('moveCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(anonymous().collections.moveCollection(docs.id, { parent: null }), 401);
  });

  it('400 for an empty body, a move into itself or its descendants, or a position outside the destination, moving nothing', async () => {
    const org = await newOrg();
    const a = await createCollection(org, 'A');
    const child = await createCollection(org, 'Child', a.id);
    const grandchild = await createCollection(org, 'Grandchild', child.id);
    const other = await createCollection(org, 'Other');
    const move = (collectionId: string, body: object) => org.gitbook.collections.moveCollection(collectionId, body as never);

    await expectFailure(move(a.id, {}), 400, /^body: /);
    await expectFailure(move(a.id, { parent: a.id }), 400, /^parent: /);
    await expectFailure(move(a.id, { parent: child.id }), 400, /^parent: /);
    await expectFailure(move(a.id, { parent: grandchild.id }), 400, /^parent: /);
    await expectFailure(move(other.id, { position: { before: { type: 'collection', collection: child.id } } }), 400, /^position: /);
    await expectFailure(move(other.id, { position: { before: { type: 'team', team: child.id } } }), 400, /^position/);
    const foreign = await createCollection(await newOrg(), 'Foreign');
    await expectFailure(move(other.id, { parent: foreign.id }), 400, /^parent: /);

    expect((await getCollection(org, a.id)).parent).toBeUndefined();
    expect((await getCollection(org, child.id)).parent).toBe(a.id);
    expect((await getCollection(org, other.id)).parent).toBeUndefined();
    expect(await topLevelTitles(org)).toEqual(['A', 'Other']);
  });

  it('404 in another organization, 403 for members below admin, 409 when nothing would change', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const a = await createCollection(org, 'A');
    const b = await createCollection(org, 'B');
    await expectFailure(outsider.gitbook.collections.moveCollection(a.id, { parent: null }), 404);
    const creator = await member(org, 'create');
    await expectFailure(creator.gitbook.collections.moveCollection(a.id, { parent: b.id }), 403);
    await expectFailure(org.gitbook.collections.moveCollection(a.id, { position: { before: { type: 'collection', collection: b.id } } }), 409);
    await expectFailure(org.gitbook.collections.moveCollection(b.id, { parent: null }), 409);
    expect(await topLevelTitles(org)).toEqual(['A', 'B']);
  });

  it('200 orders siblings with before/after, spaces and collections alike', async () => {
    const org = await newOrg();
    const a = await createCollection(org, 'A');
    const b = await createCollection(org, 'B');
    const space = await createSpace(org, 'S');
    const c = await createCollection(org, 'C');

    const movedC = await expectOk(
      'moveCollection',
      200,
      org.gitbook.collections.moveCollection(c.id, { position: { before: { type: 'collection', collection: a.id } } }),
    );
    expect(movedC.id).toBe(c.id);
    expect(await topLevelTitles(org)).toEqual(['C', 'A', 'B']);
    await expectOk('moveCollection', 200, org.gitbook.collections.moveCollection(a.id, { position: { after: { type: 'space', space: space.id } } }));
    expect(await topLevelTitles(org)).toEqual(['C', 'B', 'A']);
    await expectOk(
      'moveCollection',
      200,
      org.gitbook.collections.moveCollection(c.id, {
        position: { after: { type: 'collection', collection: b.id }, before: { type: 'space', space: space.id } },
      }),
    );
    expect(await topLevelTitles(org)).toEqual(['B', 'C', 'A']);
  });

  it('200 moves into another collection at a position, and back to the top level', async () => {
    const org = await newOrg();
    const a = await createCollection(org, 'A');
    const b = await createCollection(org, 'B');
    const first = await createSpace(org, 'First', a.id);
    await createSpace(org, 'Second', a.id);
    const moved = await expectOk(
      'moveCollection',
      200,
      org.gitbook.collections.moveCollection(b.id, { parent: a.id, position: { after: { type: 'space', space: first.id } } }),
    );
    expect(moved.parent).toBe(a.id);
    expect((await getCollection(org, b.id)).parent).toBe(a.id);
    expect(await topLevelTitles(org)).toEqual(['A']);
    const back = await expectOk('moveCollection', 200, org.gitbook.collections.moveCollection(b.id, { parent: null }));
    expect(back.parent).toBeUndefined();
    expect(await topLevelTitles(org)).toEqual(['A', 'B']);
  });
});

describe('transferCollection', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const target = await newOrg();
    await expectFailure(anonymous().collections.transferCollection(docs.id, { organization: target.organizationId }), 401);
  });

  it('400 without a target organization', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(org.gitbook.collections.transferCollection(docs.id, {} as never), 400, /^organization: /);
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('404 for a collection or a target organization the caller is not in', async () => {
    const org = await newOrg();
    const outsider = await newOrg();
    const docs = await createCollection(org, 'Docs');
    await expectFailure(outsider.gitbook.collections.transferCollection(docs.id, { organization: outsider.organizationId }), 404);
    await expectFailure(org.gitbook.collections.transferCollection(docs.id, { organization: outsider.organizationId }), 404);
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('403 unless admin of both organizations, 409 to its own organization', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const editorThere = await sameUserIn(stack, org, 'edit');
    await expectFailure(editorThere.gitbook.collections.transferCollection(docs.id, { organization: editorThere.organizationId }), 403);
    const adminHere = await member(org, 'create');
    await expectFailure(adminHere.gitbook.collections.transferCollection(docs.id, { organization: org.organizationId }), 403);
    await expectFailure(org.gitbook.collections.transferCollection(docs.id, { organization: org.organizationId }), 409);
    expect(await getCollection(org, docs.id)).toEqual(docs);
  });

  it('200 moves the collection, its sub-collections and spaces to the other organization', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const inside = await createCollection(org, 'Inside', docs.id);
    const space = await createSpace(org, 'Deep', inside.id);
    const team = await createTeam(org.gitbook, org.organizationId);
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [team], role: Role.Edit }));
    const target = await sameUserIn(stack, org, 'admin');

    const transferred = await expectOk(
      'transferCollection',
      200,
      target.gitbook.collections.transferCollection(docs.id, { organization: target.organizationId }),
    );
    expect(transferred).toMatchObject({ id: docs.id, organization: target.organizationId, permissions: { admin: true } });
    expect(transferred.parent).toBeUndefined();
    const movedInside = await expectOk('getCollectionById', 200, target.gitbook.collections.getCollectionById(inside.id));
    expect(movedInside.organization).toBe(target.organizationId);
    const movedSpace = await expectOk('getSpaceById', 200, target.gitbook.spaces.getSpaceById(space.id));
    expect(movedSpace).toMatchObject({ organization: target.organizationId, parent: inside.id });
    const permissions = await expectOk('listTeamPermissionsInCollection', 200, target.gitbook.collections.listTeamPermissionsInCollection(docs.id));
    expect(permissions).toMatchObject({ items: [], count: 0 });

    // The source organization no longer has it: a member of only the source sees nothing.
    const reader = await member(org, 'read');
    await expectFailure(reader.gitbook.collections.getCollectionById(docs.id), 404);
    const sourceList = await expectOk('listCollectionsInOrganizationById', 200, org.gitbook.orgs.listCollectionsInOrganizationById(org.organizationId));
    expect(sourceList.count).toBe(0);
  });
});
