import { commonV1, contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import type { PageEntry } from '../content-tree/entries';
import { purgeDeletedSpaces } from '../jobs/space-purger';
import { createRevision } from '../revision-store/store';
import { SPACE_RETENTION_MS } from '../spaces/policy';
import {
  APP_URL,
  createChangeRequestRow,
  createCollection,
  createSpace,
  deletedDaysAgo,
  errorOf,
  inOrganizations,
  newOrganization,
  noChanges,
  outboxTypes,
  PUBLIC_URL,
  Status,
  statusOf,
  useTestEnvironment,
} from '../../test/helpers';

const { ContentVisibility, DefaultLevel, SpaceEditMode, TranslationLanguage, ListOrder, ContentPointerType, MergeRulesType } = contentV1;
const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('CreateSpace', () => {
  it('needs a principal, a valid title and create in the organization', async () => {
    const org = newOrganization(env);
    expect(await statusOf(env.anonymous.createSpace({ organizationId: org.id, title: 'S', language: 0, editMode: 0 }))).toBe(Status.UNAUTHENTICATED);
    expect(await statusOf(env.as(org.admin).createSpace({ organizationId: org.id, title: 'x'.repeat(51), language: 0, editMode: 0 }))).toBe(
      Status.INVALID_ARGUMENT,
    );
    expect(await statusOf(env.as(org.member('read')).createSpace({ organizationId: org.id, title: 'S', language: 0, editMode: 0 }))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(await statusOf(env.as(newOrganization(env).admin).createSpace({ organizationId: org.id, title: 'S', language: 0, editMode: 0 }))).toBe(
      Status.NOT_FOUND,
    );
  });

  it('creates a space shaped like GitBook\'s with an initial empty revision', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const { space } = await env.as(org.admin).createSpace({
      organizationId: org.id,
      title: 'Handbook',
      emoji: '📘',
      parent: docs.id,
      language: TranslationLanguage.TRANSLATION_LANGUAGE_PT_BR,
      editMode: SpaceEditMode.SPACE_EDIT_MODE_LOCKED,
    });
    expect(space).toEqual({
      object: 'space',
      id: expect.any(String),
      title: 'Handbook',
      emoji: '📘',
      visibility: ContentVisibility.CONTENT_VISIBILITY_PRIVATE,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      deletedAt: undefined,
      editMode: SpaceEditMode.SPACE_EDIT_MODE_LOCKED,
      mergeRules: { type: MergeRulesType.MERGE_RULES_TYPE_INHERIT, rules: [] },
      urls: { location: `${PUBLIC_URL}/v1/spaces/${space!.id}`, app: `${APP_URL}/s/${space!.id}`, icon: undefined },
      organization: org.id,
      parent: docs.id,
      language: TranslationLanguage.TRANSLATION_LANGUAGE_PT_BR,
      revision: expect.any(String),
      defaultLevel: DefaultLevel.DEFAULT_LEVEL_INHERIT,
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
      permissions: {
        view: true,
        access: true,
        admin: true,
        viewInviteLinks: true,
        edit: false,
        triggerGitSync: false,
        comment: true,
        merge: false,
        review: true,
        installIntegration: true,
      },
    });
    const { revision } = await env.as(org.member('read')).getRevision({ spaceId: space!.id, revisionId: space!.revision });
    expect(revision).toEqual({
      object: 'revision',
      id: space!.revision,
      parents: [],
      pages: [],
      files: [],
      reusableContents: [],
      variables: {},
      createdAt: expect.any(Date),
      urls: { app: `${APP_URL}/s/${space!.id}/~/revisions/${space!.revision}` },
      type: contentV1.RevisionType.REVISION_TYPE_EDITS,
    });
    expect(await outboxTypes(env, space!.id)).toEqual(['quire.content.space.created']);
  });

  it('counts change requests and open comments for real', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    for (const status of ['open', 'draft', 'merged'] as const) await createChangeRequestRow(env, space, { status });
    await env.db.comment.createMany({
      data: [
        { id: newId(), spaceId: space.id, revisionId: space.revision, body: 'Open', postedById: org.admin.userId, status: 'open' },
        {
          id: newId(),
          spaceId: space.id,
          revisionId: space.revision,
          body: 'Resolved',
          postedById: org.admin.userId,
          status: 'resolved',
          resolvedAt: new Date(),
          resolvedById: org.admin.userId,
        },
      ],
    });
    expect((await env.as(org.admin).getSpace({ spaceId: space.id })).space).toMatchObject({
      comments: 1,
      changeRequests: 3,
      changeRequestsOpen: 1,
      changeRequestsDraft: 1,
    });
  });
});

describe('UpdateSpace', () => {
  it('needs admin on the space', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    expect(await statusOf(env.as(org.member('edit')).updateSpace({ spaceId: space.id, ...noChanges, title: 'New' }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(newOrganization(env).admin).updateSpace({ spaceId: space.id, ...noChanges, title: 'New' }))).toBe(Status.NOT_FOUND);
  });

  it('updates settings; emoji and icon replace each other', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    const admin = env.as(org.admin);
    const { space: updated } = await admin.updateSpace({
      ...noChanges,
      spaceId: space.id,
      title: 'Guide',
      editMode: SpaceEditMode.SPACE_EDIT_MODE_LOCKED,
      defaultLevel: DefaultLevel.DEFAULT_LEVEL_EDIT,
      language: TranslationLanguage.TRANSLATION_LANGUAGE_FR,
      icon: 'https://example.com/icon.png',
      mergeRules: {
        type: MergeRulesType.MERGE_RULES_TYPE_RULES,
        rules: [{ rule: contentV1.MergeRuleKind.MERGE_RULE_KIND_REQUIRE_SPECIFIC_REVIEWERS, users: ['u1'], expression: undefined }],
      },
    });
    expect(updated).toMatchObject({
      title: 'Guide',
      editMode: SpaceEditMode.SPACE_EDIT_MODE_LOCKED,
      defaultLevel: DefaultLevel.DEFAULT_LEVEL_EDIT,
      language: TranslationLanguage.TRANSLATION_LANGUAGE_FR,
      emoji: '',
      urls: { icon: 'https://example.com/icon.png' },
      mergeRules: { type: MergeRulesType.MERGE_RULES_TYPE_RULES, rules: [{ rule: contentV1.MergeRuleKind.MERGE_RULE_KIND_REQUIRE_SPECIFIC_REVIEWERS, users: ['u1'] }] },
    });
    const withEmoji = (await admin.updateSpace({ ...noChanges, spaceId: space.id, emoji: '🎉' })).space!;
    expect([withEmoji.emoji, withEmoji.urls?.icon]).toEqual(['🎉', undefined]);
    const cleared = (await admin.updateSpace({ ...noChanges, spaceId: space.id, emoji: null, icon: null })).space!;
    expect([cleared.emoji, cleared.urls?.icon]).toEqual(['', undefined]);
    expect(await statusOf(admin.updateSpace({ ...noChanges, spaceId: space.id, icon: 'not a url' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await outboxTypes(env, space.id)).toEqual([
      'quire.content.space.created',
      'quire.content.space.updated',
      'quire.content.space.updated',
      'quire.content.space.updated',
    ]);
  });

  it("raises members to the space's default level", async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    const reader = env.as(org.member('read'));
    expect((await reader.getSpace({ spaceId: space.id })).space?.permissions?.edit).toBe(false);
    await env.as(org.admin).updateSpace({ ...noChanges, spaceId: space.id, defaultLevel: DefaultLevel.DEFAULT_LEVEL_EDIT });
    expect((await reader.getSpace({ spaceId: space.id })).space?.permissions?.edit).toBe(true);
  });
});

describe('DeleteSpace / RestoreSpace / purge', () => {
  it('trashes a space, hides it, and restores it within 7 days', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const space = await createSpace(env, org, 'S');
    expect(await statusOf(env.as(org.member('edit')).deleteSpace({ spaceId: space.id }))).toBe(Status.PERMISSION_DENIED);
    await admin.deleteSpace({ spaceId: space.id });
    await admin.deleteSpace({ spaceId: space.id });
    await admin.deleteSpace({ spaceId: 'does-not-exist' });
    expect(await statusOf(admin.getSpace({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect((await admin.listSpaces({ organizationId: org.id })).count).toBe(0);

    await deletedDaysAgo(env, space.id, 6);
    const { space: restored } = await admin.restoreSpace({ spaceId: space.id });
    expect(restored).toMatchObject({ id: space.id, deletedAt: undefined });
    expect((await admin.getSpace({ spaceId: space.id })).space?.id).toBe(space.id);
    expect(await outboxTypes(env, space.id)).toEqual(['quire.content.space.created', 'quire.content.space.deleted', 'quire.content.space.restored']);
  });

  it('refuses to restore after 7 days with INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    await env.as(org.admin).deleteSpace({ spaceId: space.id });
    await deletedDaysAgo(env, space.id, 8);
    const error = await errorOf(env.as(org.admin).restoreSpace({ spaceId: space.id }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/more than 7 days ago/);
  });

  it('purges spaces deleted more than 7 days ago, with their revisions, and nothing else', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const old = await createSpace(env, org, 'Old');
    const recent = await createSpace(env, org, 'Recent');
    const live = await createSpace(env, org, 'Live');
    await admin.deleteSpace({ spaceId: old.id });
    await admin.deleteSpace({ spaceId: recent.id });
    await deletedDaysAgo(env, old.id, 8);
    await deletedDaysAgo(env, recent.id, 6);

    // Other test files share the database: count only this organization's spaces.
    const purged = await purgeDeletedSpaces(env.db, { now: new Date() });
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await env.db.space.findMany({ where: { organizationId: org.id }, select: { id: true } });
    expect(left.map((s) => s.id).sort()).toEqual([recent.id, live.id].sort());
    expect(await env.db.revision.count({ where: { spaceId: old.id } })).toBe(0);
    expect(await outboxTypes(env, old.id)).toEqual(['quire.content.space.created', 'quire.content.space.deleted', 'quire.content.space.purged']);

    // Once it is past the seven days too, the recent one goes. (Not by purging with a future
    // "now": other test files share the database and have spaces in the trash.)
    await env.db.space.update({ where: { id: recent.id }, data: { deletedAt: new Date(Date.now() - SPACE_RETENTION_MS - 1000) } });
    await purgeDeletedSpaces(env.db);
    expect(await env.db.space.count({ where: { id: recent.id } })).toBe(0);
    expect(await env.db.space.count({ where: { id: live.id } })).toBe(1);
  });
});

describe('DuplicateSpace', () => {
  it('copies the space right after itself with a copy of its revision content', async () => {
    const org = newOrganization(env);
    const docs = await createCollection(env, org, 'Docs');
    const source = await createSpace(env, org, 'Handbook', docs.id);
    const last = await createSpace(env, org, 'Last', docs.id);
    const now = new Date().toISOString();
    const intro: PageEntry = { id: 'p1', kind: 'document', parentId: null, position: 'a0', title: 'Intro', slug: 'intro', createdAt: now, updatedAt: now };
    const content = await createRevision(env.db, { spaceId: source.id, base: null, changes: { pages: { put: [intro] } }, type: 'edits', parents: [source.revision] });
    await env.db.space.update({ where: { id: source.id }, data: { revisionId: content.id } });

    expect(await statusOf(env.as(org.member('edit')).duplicateSpace({ spaceId: source.id }))).toBe(Status.PERMISSION_DENIED);
    const { space: copy } = await env.as(org.admin).duplicateSpace({ spaceId: source.id });
    expect(copy).toMatchObject({ title: 'Handbook (copy)', parent: docs.id, organization: org.id });
    expect(copy!.revision).not.toBe(source.revision);
    const { revision } = await env.as(org.admin).getRevision({ spaceId: copy!.id, revisionId: copy!.revision });
    expect(revision?.pages).toEqual([expect.objectContaining({ id: 'p1', type: 'document', title: 'Intro', path: 'intro', markdown: '' })]);
    // The copy shares the source's chunks instead of copying its pages.
    const stored = await env.db.revision.findUnique({ where: { id: copy!.revision }, select: { pageChunks: true, pageCount: true } });
    expect(stored).toEqual({ pageChunks: content.pageChunks, pageCount: 1 });
    const order = await env.as(org.admin).listCollectionSpaces({ collectionId: docs.id });
    expect(order.items.map((s) => s.id)).toEqual([source.id, copy!.id, last.id]);
    expect(await outboxTypes(env, copy!.id)).toEqual(['quire.content.space.duplicated']);
  });
});

describe('MoveSpace', () => {
  it('moves into a collection at a position, and to the top level', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const docs = await createCollection(env, org, 'Docs');
    const first = await createSpace(env, org, 'First', docs.id);
    const space = await createSpace(env, org, 'Moving');
    const { space: moved } = await admin.moveSpace({
      spaceId: space.id,
      parent: docs.id,
      position: { before: { type: ContentPointerType.CONTENT_POINTER_TYPE_SPACE, space: first.id, collection: undefined }, after: undefined },
    });
    expect(moved?.parent).toBe(docs.id);
    expect((await admin.listCollectionSpaces({ collectionId: docs.id })).items.map((s) => s.id)).toEqual([space.id, first.id]);
    const { space: top } = await admin.moveSpace({ spaceId: space.id, parent: null, position: undefined });
    expect(top?.parent).toBeUndefined();
    expect(await statusOf(admin.moveSpace({ spaceId: space.id, parent: null, position: undefined }))).toBe(Status.ALREADY_EXISTS);
    expect(await outboxTypes(env, space.id)).toEqual(['quire.content.space.created', 'quire.content.space.moved', 'quire.content.space.moved']);
  });

  it('stays inside the organization and needs create on the destination', async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    const foreign = await createCollection(env, other, 'Foreign');
    expect(await statusOf(env.as(org.admin).moveSpace({ spaceId: space.id, parent: foreign.id, position: undefined }))).toBe(Status.INVALID_ARGUMENT);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    await env.as(org.admin).updateSpace({ ...noChanges, spaceId: space.id, defaultLevel: DefaultLevel.DEFAULT_LEVEL_ADMIN });
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
    expect(await statusOf(env.as(org.member('read', [team])).moveSpace({ spaceId: space.id, parent: docs.id, position: undefined }))).toBe(
      Status.PERMISSION_DENIED,
    );
  });
});

describe('TransferSpace', () => {
  it('moves the space to the top level of another organization the caller administers', async () => {
    const source = newOrganization(env);
    const target = newOrganization(env);
    const docs = await createCollection(env, source, 'Docs');
    const space = await createSpace(env, source, 'S', docs.id);
    expect(await statusOf(env.as(source.admin).transferSpace({ spaceId: space.id, organization: target.id }))).toBe(Status.NOT_FOUND);
    const adminOfBoth = inOrganizations(source.admin, { organizationId: target.id, role: 'admin' });
    const { space: moved } = await env.as(adminOfBoth).transferSpace({ spaceId: space.id, organization: target.id });
    expect(moved).toMatchObject({ organization: target.id, parent: undefined });
    expect(await statusOf(env.as(source.admin).getSpace({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await outboxTypes(env, space.id)).toContain('quire.content.space.transferred');
  });
});

describe('ListSpaces / ListMemberSpaces', () => {
  it('lists an organization\'s spaces with keyset pages', async () => {
    const org = newOrganization(env);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createSpace(env, org, `S${i}`)).id);
    const reader = env.as(org.member('read'));
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const result = await reader.listSpaces({ organizationId: org.id, limit: 2, page });
      expect(result.count).toBe(5);
      seen.push(...result.items.map((s) => s.id));
      page = result.next?.page;
    } while (page);
    expect(seen).toEqual(ids);
    expect(await statusOf(env.as(newOrganization(env).admin).listSpaces({ organizationId: org.id }))).toBe(Status.NOT_FOUND);
  });

  it("lists what a member can access with their level, from one identity call", async () => {
    const org = newOrganization(env);
    const team = org.team();
    const shared = await createCollection(env, org, 'Shared');
    const inShared = await createSpace(env, org, 'In shared', shared.id);
    await createSpace(env, org, 'Elsewhere');
    await env.as(org.admin).inviteToCollection({ collectionId: shared.id, role: MemberRole.MEMBER_ROLE_REVIEW, teams: [team], users: [] });
    const guest = org.guest([team]);
    const editor = org.member('edit');

    const calls = env.identityCalls.length;
    const forGuest = await env.as(org.admin).listMemberSpaces({ organizationId: org.id, userId: guest.userId, order: 0 });
    expect(env.identityCalls.slice(calls)).toEqual(['getMemberAccess']);
    expect(forGuest.count).toBe(1);
    expect(forGuest.items).toEqual([{ permission: MemberRole.MEMBER_ROLE_REVIEW, space: expect.objectContaining({ id: inShared.id }) }]);
    // The space's permissions are the caller's (an admin), not the member's.
    expect(forGuest.items[0].space?.permissions?.admin).toBe(true);

    const forEditor = await env.as(editor).listMemberSpaces({ organizationId: org.id, userId: editor.userId, order: ListOrder.LIST_ORDER_ASC });
    expect(forEditor.items.map((item) => [item.space?.title, item.permission])).toEqual([
      ['In shared', MemberRole.MEMBER_ROLE_EDIT],
      ['Elsewhere', MemberRole.MEMBER_ROLE_EDIT],
    ]);
    const newestFirst = await env.as(editor).listMemberSpaces({ organizationId: org.id, userId: editor.userId, order: 0 });
    expect(newestFirst.items.map((item) => item.space?.title)).toEqual(['Elsewhere', 'In shared']);

    expect(await statusOf(env.as(editor).listMemberSpaces({ organizationId: org.id, userId: guest.userId, order: 0 }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(org.admin).listMemberSpaces({ organizationId: org.id, userId: 'stranger', order: 0 }))).toBe(Status.NOT_FOUND);
  });
});

describe('UpdateSpace limits', () => {
  it('refuses more than 100 users in a merge rule, and more than 100 rules (400)', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const users = Array.from({ length: 101 }, (_, index) => `user${index}`);
    const rule = { rule: contentV1.MergeRuleKind.MERGE_RULE_KIND_REQUIRE_SPECIFIC_REVIEWERS, users, expression: undefined };
    const tooManyUsers = await errorOf(
      env.as(org.admin).updateSpace({ ...noChanges, spaceId: space.id, mergeRules: { type: MergeRulesType.MERGE_RULES_TYPE_RULES, rules: [rule] } }),
    );
    expect(tooManyUsers.code).toBe(Status.INVALID_ARGUMENT);
    expect(tooManyUsers.details).toMatch(/^mergeRules\.rules\.0\.users: /);
    const rules = Array.from({ length: 101 }, () => ({ ...rule, users: [] }));
    const tooManyRules = await errorOf(
      env.as(org.admin).updateSpace({ ...noChanges, spaceId: space.id, mergeRules: { type: MergeRulesType.MERGE_RULES_TYPE_RULES, rules } }),
    );
    expect(tooManyRules.details).toMatch(/^mergeRules\.rules: /);
  });
});

describe('concurrent duplicate and transfer', () => {
  it('puts the copy in the organization the source is in when the duplicate commits', async () => {
    const org = newOrganization(env);
    const target = newOrganization(env);
    const admin = env.as(inOrganizations(org.admin, { organizationId: target.id, role: 'admin' }));
    const docs = await createCollection(env, org, 'Docs');
    for (let round = 0; round < 10; round += 1) {
      const space = await createSpace(env, org, `S${round}`, docs.id);
      const [copy] = await Promise.allSettled([admin.duplicateSpace({ spaceId: space.id }), admin.transferSpace({ spaceId: space.id, organization: target.id })]);
      if (copy.status === 'fulfilled') {
        const row = await env.db.space.findUniqueOrThrow({ where: { id: copy.value.space!.id }, select: { organizationId: true, parentId: true } });
        if (row.parentId !== null) {
          const parent = await env.db.collection.findUniqueOrThrow({ where: { id: row.parentId }, select: { organizationId: true } });
          expect(parent.organizationId).toBe(row.organizationId);
        }
      }
    }
  });
});
