import { commonV1, contentV1 } from '@quire/proto';
import {
  APP_URL,
  collectionPointer,
  createCollection,
  errorOf,
  inOrganizations,
  newOrganization,
  outboxTypes,
  PUBLIC_URL,
  spacePointer,
  Status,
  statusOf,
  useTestEnvironment,
} from '../../test/helpers';

const { DefaultLevel } = contentV1;
const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('CreateCollection', () => {
  it('needs a principal', async () => {
    const org = newOrganization(env);
    expect(await statusOf(env.anonymous.createCollection({ organizationId: org.id, title: 'Docs' }))).toBe(Status.UNAUTHENTICATED);
  });

  it('refuses a title over 50 characters', async () => {
    const org = newOrganization(env);
    const error = await errorOf(env.as(org.admin).createCollection({ organizationId: org.id, title: 'x'.repeat(51) }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^title: /);
  });

  it('hides other organizations and refuses members without create', async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    expect(await statusOf(env.as(other.admin).createCollection({ organizationId: org.id, title: 'Docs' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.member('edit')).createCollection({ organizationId: org.id, title: 'Docs' }))).toBe(
      Status.PERMISSION_DENIED,
    );
  });

  it('creates a collection shaped like GitBook\'s, with its event', async () => {
    const org = newOrganization(env);
    const parent = await createCollection(env, org, 'Parent');
    const { collection } = await env.as(org.member('create')).createCollection({ organizationId: org.id, title: 'Docs', parent: parent.id });
    expect(collection).toEqual({
      object: 'collection',
      id: expect.any(String),
      title: 'Docs',
      description: undefined,
      organization: org.id,
      parent: parent.id,
      defaultLevel: DefaultLevel.DEFAULT_LEVEL_INHERIT,
      urls: { location: `${PUBLIC_URL}/v1/collections/${collection!.id}`, app: `${APP_URL}/c/${collection!.id}` },
      permissions: { view: true, admin: false, viewInviteLinks: false, create: true },
    });
    expect(await outboxTypes(env, collection!.id)).toEqual(['quire.content.collection.created']);
  });
});

describe('GetCollection / UpdateCollection', () => {
  it('reads a collection in the organization and hides it from others', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    expect((await env.as(org.member('read')).getCollection({ collectionId: docs.id })).collection?.title).toBe('Docs');
    expect(await statusOf(env.as(newOrganization(env).admin).getCollection({ collectionId: docs.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).getCollection({ collectionId: 'nope' }))).toBe(Status.NOT_FOUND);
  });

  it('validates the description length and refuses non-admins', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    expect(await statusOf(env.as(org.admin).updateCollection({ collectionId: docs.id, description: 'x'.repeat(101), defaultLevel: 0 }))).toBe(
      Status.INVALID_ARGUMENT,
    );
    expect(await statusOf(env.as(org.member('create')).updateCollection({ collectionId: docs.id, title: 'New', defaultLevel: 0 }))).toBe(
      Status.PERMISSION_DENIED,
    );
  });

  it('updates title, description and default level, with an event', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const { collection } = await env.as(org.admin).updateCollection({
      collectionId: docs.id,
      title: 'Guides',
      description: 'All the guides',
      defaultLevel: DefaultLevel.DEFAULT_LEVEL_GUEST,
    });
    expect(collection).toMatchObject({ title: 'Guides', description: 'All the guides', defaultLevel: DefaultLevel.DEFAULT_LEVEL_GUEST });
    expect(await outboxTypes(env, docs.id)).toEqual(['quire.content.collection.created', 'quire.content.collection.updated']);
  });
});

describe('ListCollections', () => {
  it('pages through every collection with nested (the default), top-level only without', async () => {
    const org = newOrganization(env);
    const a = await createCollection(env, org, 'A');
    const b = await createCollection(env, org, 'B');
    const a1 = await createCollection(env, org, 'A1', a.id);
    const a2 = await createCollection(env, org, 'A2', a.id);
    const reader = env.as(org.member('read'));

    const first = await reader.listCollections({ organizationId: org.id, limit: 3 });
    expect(first.count).toBe(4);
    expect(first.items.map((c) => c.id)).toEqual([a.id, b.id, a1.id]);
    const second = await reader.listCollections({ organizationId: org.id, limit: 3, page: first.next!.page });
    expect(second.items.map((c) => c.id)).toEqual([a2.id]);
    expect(second.next).toBeUndefined();

    const topLevel = await reader.listCollections({ organizationId: org.id, nested: false });
    expect(topLevel.items.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(topLevel.count).toBe(2);
  });

  it('bounds the limit and rejects a forged cursor', async () => {
    const org = newOrganization(env);
    expect(await statusOf(env.as(org.admin).listCollections({ organizationId: org.id, limit: 0 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).listCollections({ organizationId: org.id, limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).listCollections({ organizationId: org.id, page: 'garbage' }))).toBe(Status.INVALID_ARGUMENT);
  });

  it('shows guests only what their teams were given', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const shared = await createCollection(env, org, 'Shared');
    const inside = await createCollection(env, org, 'Inside', shared.id);
    await createCollection(env, org, 'Secret');
    await env.as(org.admin).inviteToCollection({ collectionId: shared.id, role: MemberRole.MEMBER_ROLE_COMMENT, teams: [team], users: [] });

    const guest = env.as(org.guest([team]));
    const list = await guest.listCollections({ organizationId: org.id });
    expect(list.items.map((c) => c.id)).toEqual([shared.id, inside.id]);
    expect(list.count).toBe(2);
    expect(list.items[0].permissions).toEqual({ view: true, admin: false, viewInviteLinks: false, create: false });
    expect((await env.as(org.guest()).listCollections({ organizationId: org.id })).items).toEqual([]);
  });
});

describe('MoveCollection', () => {
  it('orders siblings with before/after, spaces and collections together', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const a = await createCollection(env, org, 'A');
    const b = await createCollection(env, org, 'B');
    const { space } = await admin.createSpace({ organizationId: org.id, title: 'S', language: 0, editMode: 0 });
    const c = await createCollection(env, org, 'C');

    await admin.moveCollection({ collectionId: c.id, parent: undefined, position: { before: collectionPointer(a.id), after: undefined } });
    await admin.moveCollection({ collectionId: a.id, parent: undefined, position: { after: spacePointer(space!.id), before: undefined } });
    const topLevel = await admin.listCollections({ organizationId: org.id, nested: false });
    expect(topLevel.items.map((x) => x.title)).toEqual(['C', 'B', 'A']);
    const rows = await env.db.space.findUnique({ where: { id: space!.id }, select: { position: true } });
    const positions = await env.db.collection.findMany({ where: { organizationId: org.id }, select: { title: true, position: true } });
    const byTitle = Object.fromEntries(positions.map((p) => [p.title, p.position]));
    expect(byTitle.B < rows!.position && rows!.position < byTitle.A).toBe(true);
    expect(await statusOf(admin.moveCollection({ collectionId: c.id, parent: undefined, position: { before: collectionPointer(b.id), after: undefined } }))).toBe(
      Status.ALREADY_EXISTS,
    );
  });

  it('moves into another collection and back to the top level', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const a = await createCollection(env, org, 'A');
    const b = await createCollection(env, org, 'B');
    const moved = await admin.moveCollection({ collectionId: b.id, parent: a.id, position: undefined });
    expect(moved.collection?.parent).toBe(a.id);
    const back = await admin.moveCollection({ collectionId: b.id, parent: null, position: undefined });
    expect(back.collection?.parent).toBeUndefined();
    expect(await outboxTypes(env, b.id)).toEqual([
      'quire.content.collection.created',
      'quire.content.collection.moved',
      'quire.content.collection.moved',
    ]);
  });

  it('refuses a move into itself or a descendant, and a position outside the destination', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const a = await createCollection(env, org, 'A');
    const child = await createCollection(env, org, 'Child', a.id);
    const grandchild = await createCollection(env, org, 'Grandchild', child.id);
    const other = await createCollection(env, org, 'Other');
    for (const parent of [a.id, child.id, grandchild.id]) {
      const error = await errorOf(admin.moveCollection({ collectionId: a.id, parent, position: undefined }));
      expect(error.code).toBe(Status.INVALID_ARGUMENT);
    }
    expect(
      await statusOf(admin.moveCollection({ collectionId: other.id, parent: null, position: { before: collectionPointer(child.id), after: undefined } })),
    ).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(admin.moveCollection({ collectionId: other.id, parent: newOrganization(env).id, position: undefined }))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });

  it('needs admin on the collection and create on the destination', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const a = await createCollection(env, org, 'A');
    const b = await createCollection(env, org, 'B');
    await env.as(org.admin).inviteToCollection({ collectionId: a.id, role: MemberRole.MEMBER_ROLE_ADMIN, teams: [team], users: [] });
    const editor = env.as(org.member('edit', [team]));
    expect(await statusOf(editor.moveCollection({ collectionId: b.id, parent: a.id, position: undefined }))).toBe(Status.PERMISSION_DENIED);
    const child = await createCollection(env, org, 'Child', a.id);
    // Admin on A's subtree, but only "edit" at the top level: cannot take Child out of A.
    expect(await statusOf(editor.moveCollection({ collectionId: child.id, parent: null, position: undefined }))).toBe(Status.PERMISSION_DENIED);
  });
});

describe('TransferCollection', () => {
  it('moves the subtree and its spaces to an organization where the caller is admin too', async () => {
    const source = newOrganization(env);
    const target = newOrganization(env);
    const team = source.team();
    const root = await createCollection(env, source, 'Root');
    const child = await createCollection(env, source, 'Child', root.id);
    const { space } = await env.as(source.admin).createSpace({ organizationId: source.id, title: 'S', parent: child.id, language: 0, editMode: 0 });
    await env.as(source.admin).inviteToCollection({ collectionId: child.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
    const both = inOrganizations(source.admin, { organizationId: target.id, role: 'admin' });

    const { collection } = await env.as(both).transferCollection({ collectionId: root.id, organization: target.id });
    expect(collection).toMatchObject({ organization: target.id, parent: undefined });
    const childNow = await env.as(target.admin).getCollection({ collectionId: child.id });
    expect(childNow.collection).toMatchObject({ organization: target.id, parent: root.id });
    expect((await env.as(target.admin).getSpace({ spaceId: space!.id })).space?.organization).toBe(target.id);
    expect(await statusOf(env.as(source.admin).getCollection({ collectionId: root.id }))).toBe(Status.NOT_FOUND);
    expect(await env.db.collectionTeamPermission.count({ where: { collectionId: child.id } })).toBe(0);
    expect(await outboxTypes(env, root.id)).toContain('quire.content.collection.transferred');
  });

  it('refuses callers who are not admin of both organizations', async () => {
    const source = newOrganization(env);
    const target = newOrganization(env);
    const root = await createCollection(env, source, 'Root');
    expect(await statusOf(env.as(source.admin).transferCollection({ collectionId: root.id, organization: target.id }))).toBe(Status.NOT_FOUND);
    const editorOfTarget = inOrganizations(source.admin, { organizationId: target.id, role: 'edit' });
    expect(await statusOf(env.as(editorOfTarget).transferCollection({ collectionId: root.id, organization: target.id }))).toBe(
      Status.PERMISSION_DENIED,
    );
    const creatorOfSource = inOrganizations(source.member('create'), { organizationId: target.id, role: 'admin' });
    expect(await statusOf(env.as(creatorOfSource).transferCollection({ collectionId: root.id, organization: target.id }))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(await statusOf(env.as(source.admin).transferCollection({ collectionId: root.id, organization: source.id }))).toBe(
      Status.ALREADY_EXISTS,
    );
  });
});

describe('DeleteCollection', () => {
  it('deletes the subtree, trashes its spaces, and is idempotent', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const root = await createCollection(env, org, 'Root');
    const child = await createCollection(env, org, 'Child', root.id);
    const { space } = await admin.createSpace({ organizationId: org.id, title: 'S', parent: child.id, language: 0, editMode: 0 });
    expect(await statusOf(env.as(org.member('create')).deleteCollection({ collectionId: root.id }))).toBe(Status.PERMISSION_DENIED);

    await admin.deleteCollection({ collectionId: root.id });
    expect(await statusOf(admin.getCollection({ collectionId: child.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(admin.getSpace({ spaceId: space!.id }))).toBe(Status.NOT_FOUND);
    const trashed = await env.db.space.findUnique({ where: { id: space!.id }, select: { deletedAt: true, parentId: true } });
    expect(trashed).toEqual({ deletedAt: expect.any(Date), parentId: null });
    expect(await outboxTypes(env, space!.id)).toEqual(['quire.content.space.created', 'quire.content.space.deleted']);
    expect(await outboxTypes(env, root.id)).toContain('quire.content.collection.deleted');

    await admin.deleteCollection({ collectionId: root.id });
    // Restorable, at the top level since its collection is gone.
    const { space: restored } = await admin.restoreSpace({ spaceId: space!.id });
    expect(restored?.parent).toBeUndefined();
  });
});

describe('ListCollectionSpaces', () => {
  it('lists the live spaces of a collection in order, paginated', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const docs = await createCollection(env, org, 'Docs');
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      ids.push((await admin.createSpace({ organizationId: org.id, title, parent: docs.id, language: 0, editMode: 0 })).space!.id);
    }
    await admin.deleteSpace({ spaceId: ids[1] });
    const first = await admin.listCollectionSpaces({ collectionId: docs.id, limit: 1 });
    expect(first.count).toBe(2);
    const second = await admin.listCollectionSpaces({ collectionId: docs.id, limit: 1, page: first.next!.page });
    expect([...first.items, ...second.items].map((s) => s.id)).toEqual([ids[0], ids[2]]);
    expect(second.next).toBeUndefined();
  });
});

describe('concurrent moves and transfers (organization lock)', () => {
  it('never nests two collections in each other when both moves run at once', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    for (let round = 0; round < 20; round += 1) {
      const x = await createCollection(env, org, `X${round}`);
      const y = await createCollection(env, org, `Y${round}`);
      const results = await Promise.allSettled([
        admin.moveCollection({ collectionId: x.id, parent: y.id, position: undefined }),
        admin.moveCollection({ collectionId: y.id, parent: x.id, position: undefined }),
      ]);
      const rows = await env.db.collection.findMany({ where: { id: { in: [x.id, y.id] } }, select: { id: true, parentId: true } });
      const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
      expect(parentOf.get(x.id) === y.id && parentOf.get(y.id) === x.id).toBe(false);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    }
  });

  it('never leaves a space inside a collection of another organization when a move races a transfer', async () => {
    const org = newOrganization(env);
    const target = newOrganization(env);
    const admin = env.as(inOrganizations(org.admin, { organizationId: target.id, role: 'admin' }));
    for (let round = 0; round < 20; round += 1) {
      const docs = await createCollection(env, org, `Docs${round}`);
      const { space } = await admin.createSpace({ organizationId: org.id, title: `S${round}`, language: 0, editMode: 0 });
      await Promise.allSettled([
        admin.moveSpace({ spaceId: space!.id, parent: docs.id, position: undefined }),
        admin.transferCollection({ collectionId: docs.id, organization: target.id }),
      ]);
      const row = await env.db.space.findUniqueOrThrow({ where: { id: space!.id }, select: { organizationId: true, parentId: true } });
      if (row.parentId !== null) {
        const parent = await env.db.collection.findUniqueOrThrow({ where: { id: row.parentId }, select: { organizationId: true } });
        expect(parent.organizationId).toBe(row.organizationId);
      }
    }
  });
});

describe('nesting depth', () => {
  it('refuses a collection nested deeper than 10 levels, by creation or by move (400)', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    let parent: string | undefined;
    const chain: string[] = [];
    for (let depth = 1; depth <= 10; depth += 1) {
      parent = (await createCollection(env, org, `L${depth}`, parent)).id;
      chain.push(parent);
    }
    const tooDeep = await errorOf(admin.createCollection({ organizationId: org.id, title: 'L11', parent }));
    expect(tooDeep).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'parent: collections can be nested at most 10 deep' });
    // A space may still go in the deepest collection.
    expect((await admin.createSpace({ organizationId: org.id, title: 'Deep', parent, language: 0, editMode: 0 })).space?.parent).toBe(parent);

    // A two-level subtree fits under level 8, not under level 9.
    const top = await createCollection(env, org, 'Top');
    await createCollection(env, org, 'Child', top.id);
    expect((await admin.moveCollection({ collectionId: top.id, parent: chain[7], position: undefined })).collection?.parent).toBe(chain[7]);
    const moved = await errorOf(admin.moveCollection({ collectionId: top.id, parent: chain[8], position: undefined }));
    expect(moved).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'parent: collections can be nested at most 10 deep' });
  });
});

describe('request validation', () => {
  // (A lone surrogate cannot cross gRPC: protobuf's UTF-8 encoding replaces it; the gateway e2e test covers it.)
  it('refuses NUL characters in any field, naming it', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    expect(await errorOf(admin.createCollection({ organizationId: org.id, title: 'a\u0000b' }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'title: must not contain NUL characters',
    });
    const docs = await createCollection(env, org, 'Docs');
    expect(await errorOf(admin.updateCollection({ collectionId: docs.id, description: 'x\u0000', defaultLevel: 0 }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'description: must not contain NUL characters',
    });
  });
});
