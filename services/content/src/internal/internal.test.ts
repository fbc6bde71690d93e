import { commonV1, contentV1 } from '@quire/proto';
import { createLogger, principalMetadata, type CallContext, type Principal } from '@quire/shared';
import { APP_URL, createCollection, createSpace, newOrganization, PUBLIC_URL, Status, statusOf, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { createDatabase, type PrismaClient } from '../db';
import { getSpaces } from './handlers/get-spaces';

const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('CountTeamSpaces / CountMemberSpaces', () => {
  it('counts live spaces per team, sub-collections included', async () => {
    const org = newOrganization(env);
    const writers = org.team();
    const readers = org.team();
    const idle = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    const other = await createCollection(env, org, 'Other');
    await createSpace(env, org, 'D', docs.id);
    await createSpace(env, org, 'A', api.id);
    const trashed = await createSpace(env, org, 'T', api.id);
    await createSpace(env, org, 'O', other.id);
    await createSpace(env, org, 'Top');
    await env.as(org.admin).deleteSpace({ spaceId: trashed.id });
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [writers], users: [] });
    await env.as(org.admin).inviteToCollection({ collectionId: api.id, role: MemberRole.MEMBER_ROLE_READ, teams: [readers], users: [] });

    const { spacesByTeam } = await env.anonymous.countTeamSpaces({ organizationId: org.id, teamIds: [writers, readers, idle] });
    expect(spacesByTeam).toEqual({ [writers]: 2, [readers]: 1, [idle]: 0 });

    const { spacesByMember } = await env.anonymous.countMemberSpaces({
      organizationId: org.id,
      members: [
        { userId: 'member', role: MemberRole.MEMBER_ROLE_READ, teamIds: [] },
        { userId: 'guest', role: MemberRole.MEMBER_ROLE_GUEST, teamIds: [readers] },
        { userId: 'lonely', role: MemberRole.MEMBER_ROLE_GUEST, teamIds: [] },
      ],
    });
    expect(spacesByMember).toEqual({ member: 4, guest: 1, lonely: 0 });
  });
});

describe('GetSpaces', () => {
  const { DefaultLevel } = contentV1;

  // An organization with spaces at the top level, in a collection with a default level, in a
  // sub-collection a team was given, in the trash; and a space of another organization.
  async function fixture() {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    await admin.updateCollection({ collectionId: docs.id, defaultLevel: DefaultLevel.DEFAULT_LEVEL_COMMENT });
    await admin.inviteToCollection({ collectionId: api.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
    const top = await createSpace(env, org, 'Top');
    const inDocs = await createSpace(env, org, 'In docs', docs.id);
    const inApi = await createSpace(env, org, 'In API', api.id);
    const trashed = await createSpace(env, org, 'Trashed', api.id);
    await admin.deleteSpace({ spaceId: trashed.id });
    const otherOrg = newOrganization(env);
    const foreign = await createSpace(env, otherOrg, 'Foreign');
    const requested = [top.id, inDocs.id, inApi.id, trashed.id, foreign.id, 'no-such-space', inApi.id];
    return { org, team, top, inDocs, inApi, trashed, otherOrg, foreign, requested };
  }

  const byId = (spaces: contentV1.Space[]) => Object.fromEntries(spaces.map((space) => [space.id, space]));

  it("answers each readable space as GetSpace presents it to the caller, and leaves out the rest", async () => {
    const { org, team, top, inDocs, inApi, requested } = await fixture();
    const viewers = [
      { viewer: org.admin, sees: [top.id, inDocs.id, inApi.id] },
      { viewer: org.member('read'), sees: [top.id, inDocs.id, inApi.id] },
      { viewer: org.member('read', [team]), sees: [top.id, inDocs.id, inApi.id] },
      { viewer: org.guest([team]), sees: [inApi.id] },
      { viewer: org.guest(), sees: [] },
    ];
    for (const { viewer, sees } of viewers) {
      const { spaces } = await env.as(viewer).getSpaces({ organizationId: org.id, spaceIds: requested });
      expect(spaces.map((space) => space.id).sort()).toEqual([...sees].sort());
      const expected = await Promise.all(sees.map(async (spaceId) => (await env.as(viewer).getSpace({ spaceId })).space!));
      expect(byId(spaces)).toEqual(byId(expected));
    }
    // Permissions are the caller's: comment from Docs' default level, edit from the team.
    const asReader = byId((await env.as(org.member('read')).getSpaces({ organizationId: org.id, spaceIds: requested })).spaces);
    expect([asReader[top.id].permissions?.comment, asReader[inDocs.id].permissions?.comment, asReader[inApi.id].permissions?.edit]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('answers a published site reader every live space of the organization, at least with read permissions', async () => {
    const { org, team, top, inDocs, inApi, otherOrg, requested } = await fixture();
    const published = { organizationId: org.id, spaceIds: requested, publishedSiteReader: true };
    // A visitor from another organization and a guest with no access read the three live spaces, view only.
    for (const viewer of [otherOrg.admin, org.guest()]) {
      const spaces = byId((await env.as(viewer).getSpaces(published)).spaces);
      expect(Object.keys(spaces).sort()).toEqual([top.id, inDocs.id, inApi.id].sort());
      for (const space of Object.values(spaces)) {
        expect(space.permissions).toMatchObject({ view: true, access: true, comment: false, edit: false, admin: false, review: false });
      }
    }
    // A member keeps what they may do beyond reading (edit in API through the team).
    const asTeamGuest = byId((await env.as(org.guest([team])).getSpaces(published)).spaces);
    expect([asTeamGuest[inApi.id].permissions?.edit, asTeamGuest[top.id].permissions?.edit, asTeamGuest[top.id].permissions?.view]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('answers nothing outside the organization, refuses a missing principal and too many ids', async () => {
    const { org, otherOrg, foreign, requested } = await fixture();
    // Another organization's admin asking for this organization, or for theirs with these ids.
    expect((await env.as(otherOrg.admin).getSpaces({ organizationId: org.id, spaceIds: requested })).spaces).toEqual([]);
    const own = await env.as(otherOrg.admin).getSpaces({ organizationId: otherOrg.id, spaceIds: requested });
    expect(own.spaces.map((space) => space.id)).toEqual([foreign.id]);
    expect((await env.as(org.admin).getSpaces({ organizationId: org.id, spaceIds: [] })).spaces).toEqual([]);
    expect(await statusOf(env.anonymous.getSpaces({ organizationId: org.id, spaceIds: requested }))).toBe(Status.UNAUTHENTICATED);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `space-${i}`);
    expect(await statusOf(env.as(org.admin).getSpaces({ organizationId: org.id, spaceIds: tooMany }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).getSpaces({ organizationId: org.id, spaceIds: ['not an id'] }))).toBe(Status.INVALID_ARGUMENT);
  });

  it('reads in the same few queries whatever the number of spaces (no query per space)', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_READ, teams: [team], users: [] });
    const spaceIds: string[] = [];
    for (let i = 0; i < 12; i += 1) spaceIds.push((await createSpace(env, org, `S${i}`, i % 2 === 0 ? docs.id : undefined)).id);

    const queriesFor = async (principal: Principal, ids: string[]) => {
      const { db, pool } = createDatabase(env.databaseUrl);
      let queries = 0;
      const counting = db.$extends({
        query: {
          async $allOperations({ args, query }) {
            queries += 1;
            return query(args);
          },
        },
      }) as unknown as PrismaClient;
      const ctx: ContentContext = {
        db: counting,
        pool,
        urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL },
        identity: undefined as never,
        publishedUrls: undefined as never,
        embeds: undefined as never,
        logger: createLogger('get-spaces-test', 'silent'),
        // GetSpaces reads no file and signs no URL.
        blobs: undefined as never,
        signer: undefined as never,
        limits: { maxUploadBytes: 0 },
      };
      const callContext = { metadata: principalMetadata(principal, 'test-get-spaces'), signal: new AbortController().signal } as CallContext;
      try {
        const { spaces } = await getSpaces(ctx, { organizationId: org.id, spaceIds: ids, publishedSiteReader: false }, callContext);
        return { queries, found: spaces.length };
      } finally {
        await db.$disconnect();
      }
    };
    for (const principal of [org.admin, org.guest([team])]) {
      const one = await queriesFor(principal, spaceIds.slice(0, 1));
      const all = await queriesFor(principal, spaceIds);
      expect(all.found).toBe(principal === org.admin ? 12 : 6);
      expect(all.queries).toBe(one.queries);
      expect(all.queries).toBeGreaterThanOrEqual(3);
      // presentSpaces: counts (two grouped queries) and the spaces' Git sync (one).
      expect(all.queries).toBeLessThanOrEqual(6);
    }
  });
});

describe('GetCollections', () => {
  it('answers each collection the caller may read as GetCollection presents it, and leaves out the rest', async () => {
    const org = newOrganization(env);
    const admin = env.as(org.admin);
    const team = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    await admin.inviteToCollection({ collectionId: api.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [team], users: [] });
    const otherOrg = newOrganization(env);
    const foreign = await createCollection(env, otherOrg, 'Foreign');
    const requested = [docs.id, api.id, foreign.id, 'no-such-collection', api.id];
    const viewers = [
      { viewer: org.admin, sees: [docs.id, api.id] },
      { viewer: org.member('read'), sees: [docs.id, api.id] },
      { viewer: org.guest([team]), sees: [api.id] },
      { viewer: org.guest(), sees: [] },
      { viewer: otherOrg.admin, sees: [] },
    ];
    for (const { viewer, sees } of viewers) {
      const { collections } = await env.as(viewer).getCollections({ organizationId: org.id, collectionIds: requested });
      expect(collections.map((collection) => collection.id).sort()).toEqual([...sees].sort());
      for (const collection of collections) {
        expect(collection).toEqual((await env.as(viewer).getCollection({ collectionId: collection.id })).collection);
      }
    }
    expect(await statusOf(env.as(org.admin).getCollections({ organizationId: org.id, collectionIds: Array.from({ length: 1001 }, (_, i) => `c${i}`) }))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });
});
