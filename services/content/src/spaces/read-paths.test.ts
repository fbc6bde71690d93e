import { commonV1, contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { createChangeRequestRow, createCollection, newOrganization, Status, statusOf, useTestEnvironment } from '../../test/helpers';

// GetSpace and ListCollections read with hand-written SQL (src/spaces/queries.ts,
// src/collections/queries.ts); ListSpaces and GetCollection still go through Prisma.
// These tests hold the two paths to the same answers.

const { DefaultLevel, ContentVisibility } = contentV1;
const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('GetSpace', () => {
  it('answers what ListSpaces answers: counts, access through the collection chain and team grants, visibility', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    await admin.updateCollection({ collectionId: api.id, defaultLevel: DefaultLevel.DEFAULT_LEVEL_COMMENT });
    await admin.inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
    const { space } = await admin.createSpace({ organizationId: org.id, title: 'Ref', parent: api.id, language: 0, editMode: 0 });
    await env.db.space.update({ where: { id: space!.id }, data: { visibility: 'share_link', iconUrl: 'https://example.com/i.png' } });
    for (const status of ['open', 'open', 'draft', 'merged'] as const) await createChangeRequestRow(env, space!, { status });
    await env.db.comment.createMany({
      data: ['open', 'open', 'open', 'resolved'].map((status) => ({
        id: newId(),
        spaceId: space!.id,
        revisionId: space!.revision,
        body: 'A comment',
        postedById: org.admin.userId,
        status: status as 'open' | 'resolved',
        ...(status === 'resolved' && { resolvedAt: new Date(), resolvedById: org.admin.userId }),
      })),
    });

    const viewers = [org.admin, org.member('read'), org.member('read', [team]), org.guest([team])];
    const answers = [];
    for (const viewer of viewers) {
      const got = (await env.as(viewer).getSpace({ spaceId: space!.id })).space;
      const listed = (await env.as(viewer).listSpaces({ organizationId: org.id })).items.find((item) => item.id === space!.id);
      expect(got).toEqual(listed);
      answers.push(got!);
    }
    expect(answers[0]).toMatchObject({
      visibility: ContentVisibility.CONTENT_VISIBILITY_SHARE_LINK,
      parent: api.id,
      urls: { icon: 'https://example.com/i.png' },
      comments: 3,
      changeRequests: 4,
      changeRequestsOpen: 2,
      changeRequestsDraft: 1,
    });
    // read member: raised to comment by API's default level; with the team: edit from Docs.
    expect(answers.map((answer) => [answer.permissions?.comment, answer.permissions?.edit, answer.permissions?.admin])).toEqual([
      [true, true, true],
      [true, false, false],
      [true, true, false],
      [true, true, false],
    ]);
    expect(await statusOf(env.as(org.guest()).getSpace({ spaceId: space!.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(newOrganization(env).admin).getSpace({ spaceId: space!.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(admin.getSpace({ spaceId: 'no-such-space' }))).toBe(Status.NOT_FOUND);
  });
});

describe('ListCollections', () => {
  it('pages top-level collections in sibling order, and a guest through their teams, with the same items and permissions as GetCollection', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const top = [];
    for (const title of ['A', 'B', 'C', 'D', 'E']) top.push(await createCollection(env, org, title));
    const inner = await createCollection(env, org, 'B1', top[1].id);
    await env.as(org.admin).inviteToCollection({ collectionId: top[1].id, role: MemberRole.MEMBER_ROLE_READ, teams: [team], users: [] });
    await env.as(org.admin).inviteToCollection({ collectionId: top[3].id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });

    const reader = env.as(org.member('read'));
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const result = await reader.listCollections({ organizationId: org.id, nested: false, limit: 2, page });
      expect(result.count).toBe(5);
      seen.push(...result.items.map((item) => item.id));
      page = result.next?.page;
    } while (page);
    expect(seen).toEqual(top.map((collection) => collection.id));

    const guest = env.as(org.guest([team]));
    const first = await guest.listCollections({ organizationId: org.id, limit: 2 });
    expect(first.count).toBe(3);
    const second = await guest.listCollections({ organizationId: org.id, limit: 2, page: first.next!.page });
    expect(second.next).toBeUndefined();
    const items = [...first.items, ...second.items];
    expect(items.map((item) => item.id)).toEqual([top[1].id, top[3].id, inner.id]);
    for (const item of items) {
      expect(item).toEqual((await guest.getCollection({ collectionId: item.id })).collection);
    }

    // A cursor past the end: no items, and still the total.
    const past = await guest.listCollections({ organizationId: org.id, limit: 3, page: first.next!.page });
    const beyond = await guest.listCollections({ organizationId: org.id, limit: 3, page: Buffer.from(JSON.stringify({ createdAt: '2999-01-01T00:00:00.000Z', id: 'z' })).toString('base64url') });
    expect([past.items.length, beyond.items, beyond.count, beyond.next]).toEqual([1, [], 3, undefined]);
  });
});
