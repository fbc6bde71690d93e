import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MemberRole, type GitBookAPIError, type OrganizationMember } from '@gitbook/api';
import { commonV1 } from '@quire/proto';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import {
  expectApiError,
  expectRawError,
  identityFixtures,
  sendRaw,
  type IdentityFixtures,
  type OrgCaller,
} from './identity-helpers';

// Members of an organization through the gateway with the official client: listing with
// its filters, sorts and pages, reading, role changes, removal, SSO, every body checked
// against the GitBook contract.

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack();
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

async function readMember(owner: OrgCaller, userId: string): Promise<OrganizationMember> {
  const { data } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, userId);
  expectContract('getMemberInOrganizationById', 200, data);
  return data;
}

/** Every member of the organization, following `next.page` until the last page. */
async function listAllMembers(
  owner: OrgCaller,
  query: Parameters<OrgCaller['api']['orgs']['listMembersInOrganizationById']>[1] = {},
) {
  const pages: OrganizationMember[][] = [];
  const counts: number[] = [];
  let page: string | undefined;
  do {
    const { data } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId, { ...query, page });
    expectContract('listMembersInOrganizationById', 200, data);
    pages.push(data.items);
    counts.push(data.count!);
    page = data.next?.page;
  } while (page);
  return { pages, counts, members: pages.flat() };
}

/** Adds a user with a chosen name and email, for the search filter. */
async function addNamedMember(organizationId: string, displayName: string, email: string) {
  const added = await stack.admin.addMember({
    organizationId,
    email,
    displayName,
    role: commonV1.MemberRole.MEMBER_ROLE_READ,
  });
  return added.user!.id;
}

describe('listMembersInOrganizationById', () => {
  it('401 without a token, and with an unknown one', async () => {
    const { organizationId } = await fixtures.org();
    await expectApiError(fixtures.client().orgs.listMembersInOrganizationById(organizationId), 401);
    await expectApiError(fixtures.client('not-a-token').orgs.listMembersInOrganizationById(organizationId), 401);
  });

  it('400 for a bad limit, page, order, role or sort', async () => {
    const owner = await fixtures.org();
    const list = (query: object) =>
      expectApiError(owner.api.orgs.listMembersInOrganizationById(owner.organizationId, query as never), 400);
    expect(await list({ limit: 0 })).toMatch(/^limit: /);
    expect(await list({ limit: 1001 })).toMatch(/^limit: /);
    expect(await list({ limit: 'ten' })).toMatch(/^limit: /);
    expect(await list({ page: 'not-a-cursor' })).toMatch(/^page: /);
    expect(await list({ order: 'up' })).toMatch(/^order: /);
    expect(await list({ role: 'owner' })).toMatch(/^role: /);
    expect(await list({ sort: 'title' })).toMatch(/^sort: /);
  });

  it('400 for a cursor of another list', async () => {
    const owner = await fixtures.org();
    await owner.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'Alpha' });
    await owner.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'Beta' });
    const { data: teams } = await owner.api.orgs.listTeamsInOrganizationById(owner.organizationId, { limit: 1 });
    const teamCursor = teams.next!.page;
    expect(
      await expectApiError(
        owner.api.orgs.listMembersInOrganizationById(owner.organizationId, { page: teamCursor }),
        400,
      ),
    ).toMatch(/^page: /);
  });

  it('403 for guests, 404 for users of another organization', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(guest.api.orgs.listMembersInOrganizationById(owner.organizationId), 403);
    await expectApiError(outsider.api.orgs.listMembersInOrganizationById(owner.organizationId), 404);
  });

  it('walks every member once, page by page, with the total count on each page', async () => {
    const owner = await fixtures.org();
    const added: string[] = [];
    for (let i = 0; i < 7; i += 1) added.push((await fixtures.member(owner.organizationId, 'read')).userId);
    const everyone = [owner.userId, ...added];

    const { pages, counts, members } = await listAllMembers(owner, { limit: 3 });
    expect(pages.map((items) => items.length)).toEqual([3, 3, 2]);
    expect(counts).toEqual([8, 8, 8]);
    expect(members.map((member) => member.id).sort()).toEqual([...everyone].sort());
    // Newest first by default, and ascending is the exact reverse.
    const joined = members.map((member) => Date.parse(member.joinedAt));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    const ascending = await listAllMembers(owner, { limit: 3, order: 'asc' });
    expect(ascending.members.map((member) => member.id)).toEqual(members.map((member) => member.id).reverse());

    // Any member lists them, and the largest page holds them all.
    const reader = await fixtures.member(owner.organizationId, 'read');
    const { data } = await reader.api.orgs.listMembersInOrganizationById(owner.organizationId, { limit: 1000 });
    expectContract('listMembersInOrganizationById', 200, data);
    expect(data.items).toHaveLength(9);
    expect(data.count).toBe(9);
    expect(data.next).toBeUndefined();
  });

  it('filters by role, guests included', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    await fixtures.member(owner.organizationId, 'read');

    const ids = async (role: MemberRole | 'guest') => {
      const { members, counts } = await listAllMembers(owner, { role });
      expect(counts[0]).toBe(members.length);
      return members.map((member) => member.id);
    };
    expect(await ids(MemberRole.Admin)).toEqual([owner.userId]);
    expect(await ids(MemberRole.Edit)).toEqual([editor.userId]);
    expect(await ids('guest')).toEqual([guest.userId]);
    expect(await ids(MemberRole.Review)).toEqual([]);
    const { members } = await listAllMembers(owner, { role: 'guest' });
    expect(members[0].role).toBeNull();
  });

  it('searches display names and emails, case-insensitively, with % and _ taken literally', async () => {
    const owner = await fixtures.org();
    const tag = randomUUID().slice(0, 8);
    const grace = await addNamedMember(owner.organizationId, 'Grace Hopper', `grace-${tag}@navy.e2e.test`);
    const ada = await addNamedMember(owner.organizationId, 'Ada Lovelace', `countess-${tag}@Analytical.e2e.test`);
    const percent = await addNamedMember(owner.organizationId, '100% Done', `percent-${tag}@e2e.quire.test`);

    const search = async (text: string) => {
      const { members, counts } = await listAllMembers(owner, { search: text });
      expect(counts[0]).toBe(members.length);
      return members.map((member) => member.id).sort();
    };
    expect(await search('hOPPER')).toEqual([grace]);
    expect(await search('ANALYTICAL')).toEqual([ada]);
    expect(await search(tag)).toEqual([grace, ada, percent].sort());
    expect(await search('%')).toEqual([percent]);
    expect(await search('_')).toEqual([]);
    expect(await search('nobody-by-that-name')).toEqual([]);
  });

  it('sorts by lastSeenAt, listing only members who pinged', async () => {
    const owner = await fixtures.org();
    const first = await fixtures.member(owner.organizationId, 'read');
    const second = await fixtures.member(owner.organizationId, null);
    await fixtures.member(owner.organizationId, 'edit');

    await first.api.orgs.updateOrganizationMemberLastSeenAt(owner.organizationId);
    await sleep(5);
    await second.api.orgs.updateOrganizationMemberLastSeenAt(owner.organizationId);

    const { members, counts } = await listAllMembers(owner, { sort: 'lastSeenAt', limit: 1 });
    expect(members.map((member) => member.id)).toEqual([second.userId, first.userId]);
    expect(counts).toEqual([2, 2]);
    for (const member of members) expect(member.lastSeenAt).toEqual(expect.any(String));
    const ascending = await listAllMembers(owner, { sort: 'lastSeenAt', order: 'asc' });
    expect(ascending.members.map((member) => member.id)).toEqual([first.userId, second.userId]);
  });
});

describe('getMemberInOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    await expectApiError(fixtures.client().orgs.getMemberInOrganizationById(owner.organizationId, owner.userId), 401);
  });

  it('400 for a user id that is not an id', async () => {
    const owner = await fixtures.org();
    expect(await expectApiError(owner.api.orgs.getMemberInOrganizationById(owner.organizationId, 'a.b'), 400)).toMatch(
      /^userId: /,
    );
  });

  it('403 for a guest reading another member, 404 outside the organization and for non-members', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(guest.api.orgs.getMemberInOrganizationById(owner.organizationId, owner.userId), 403);
    await expectApiError(outsider.api.orgs.getMemberInOrganizationById(owner.organizationId, owner.userId), 404);
    await expectApiError(owner.api.orgs.getMemberInOrganizationById(owner.organizationId, outsider.userId), 404);
  });

  it('answers the member to members, and a guest to themselves', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guest = await fixtures.member(owner.organizationId, null);

    const { status, data } = await reader.api.orgs.getMemberInOrganizationById(owner.organizationId, owner.userId);
    expect(status).toBe(200);
    expectContract('getMemberInOrganizationById', 200, data);
    expect(data).toMatchObject({
      object: 'member',
      id: owner.userId,
      role: 'admin',
      disabled: false,
      sso: false,
      teams: 0,
    });
    expect(data.user).toMatchObject({ object: 'user', id: owner.userId, displayName: 'E2E Owner' });

    const { data: self } = await guest.api.orgs.getMemberInOrganizationById(owner.organizationId, guest.userId);
    expectContract('getMemberInOrganizationById', 200, self);
    expect(self).toMatchObject({ id: guest.userId, role: null });
  });
});

describe('updateMemberInOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    await expectApiError(
      fixtures
        .client()
        .orgs.updateMemberInOrganizationById(owner.organizationId, reader.userId, { role: MemberRole.Admin }),
      401,
    );
    expect((await readMember(owner, reader.userId)).role).toBe('read');
  });

  it('400 for a role out of the contract and for malformed JSON, changing nothing', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const before = await readMember(owner, reader.userId);
    const update = (role: unknown) =>
      expectApiError(
        owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, reader.userId, { role } as never),
        400,
      );
    expect(await update('owner')).toMatch(/^role: /);
    // "guest" is a filter value of the list; a guest's role is null.
    expect(await update('guest')).toMatch(/^role: /);
    expect(await update(3)).toMatch(/^role: /);
    const malformed = await sendRaw(stack, 'PATCH', `/orgs/${owner.organizationId}/members/${reader.userId}`, {
      token: owner.token,
      body: '{"role": ',
    });
    expect(expectRawError(malformed, 400)).toBe('Request body is not valid JSON');
    expect(await readMember(owner, reader.userId)).toEqual(before);
  });

  it('403 for non-admin members and guests, 404 outside the organization and for non-members', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const creator = await fixtures.member(owner.organizationId, 'create');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const promote = (caller: { api: OrgCaller['api'] }, userId: string) =>
      caller.api.orgs.updateMemberInOrganizationById(owner.organizationId, userId, { role: MemberRole.Admin });

    await expectApiError(promote(reader, reader.userId), 403);
    await expectApiError(promote(creator, reader.userId), 403);
    await expectApiError(promote(guest, guest.userId), 403);
    await expectApiError(promote(outsider, reader.userId), 404);
    await expectApiError(promote(owner, outsider.userId), 404);
    expect((await readMember(owner, reader.userId)).role).toBe('read');
    expect((await readMember(owner, creator.userId)).role).toBe('create');
    expect((await readMember(owner, guest.userId)).role).toBeNull();
  });

  it('400 for demoting or removing the last admin, who stays admin', async () => {
    const owner = await fixtures.org();
    const message = await expectApiError(
      owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, owner.userId, { role: MemberRole.Edit }),
      400,
    );
    expect(message).toMatch(/admin/);
    await expectApiError(
      owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, owner.userId, { role: null }),
      400,
    );
    await expectApiError(owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, owner.userId), 400);
    expect((await readMember(owner, owner.userId)).role).toBe('admin');

    // With a second admin, the first may step down; the second is then the last one.
    const second = await fixtures.member(owner.organizationId, 'admin');
    const { data } = await owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, owner.userId, {
      role: MemberRole.Read,
    });
    expectContract('updateMemberInOrganizationById', 200, data);
    expect(data.role).toBe('read');
    await expectApiError(
      second.api.orgs.updateMemberInOrganizationById(owner.organizationId, second.userId, { role: MemberRole.Read }),
      400,
    );
    expect((await readMember({ ...owner, api: second.api }, second.userId)).role).toBe('admin');
  });

  it('keeps one admin when the last two demote each other at once', async () => {
    const owner = await fixtures.org();
    const second = await fixtures.member(owner.organizationId, 'admin');
    const outcomes = await Promise.allSettled([
      owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, second.userId, { role: MemberRole.Read }),
      second.api.orgs.updateMemberInOrganizationById(owner.organizationId, owner.userId, { role: MemberRole.Read }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    // The loser is refused as the last admin (400) when both passed authorization before
    // either change, or as a non-admin (403) when the winner's change landed first.
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
    const status = (refused.reason as GitBookAPIError).code;
    expect([400, 403]).toContain(status);
    await expectApiError(Promise.reject(refused.reason), status);
    const { data: admins } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId, {
      role: MemberRole.Admin,
    });
    expectContract('listMembersInOrganizationById', 200, admins);
    expect(admins.count).toBe(1);
  });

  it('changes the role, null making a guest, and leaves it as is without one', async () => {
    const owner = await fixtures.org();
    const member = await fixtures.member(owner.organizationId, 'read');

    const { status, data } = await owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, member.userId, {
      role: MemberRole.Edit,
    });
    expect(status).toBe(200);
    expectContract('updateMemberInOrganizationById', 200, data);
    expect(data).toMatchObject({ id: member.userId, role: 'edit' });

    const { data: unchanged } = await owner.api.orgs.updateMemberInOrganizationById(
      owner.organizationId,
      member.userId,
      {},
    );
    expectContract('updateMemberInOrganizationById', 200, unchanged);
    expect(unchanged.role).toBe('edit');

    const { data: guest } = await owner.api.orgs.updateMemberInOrganizationById(owner.organizationId, member.userId, {
      role: null,
    });
    expectContract('updateMemberInOrganizationById', 200, guest);
    expect(guest.role).toBeNull();
    expect((await readMember(owner, member.userId)).role).toBeNull();
    const { data: guests } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId, {
      role: 'guest',
    });
    expectContract('listMembersInOrganizationById', 200, guests);
    expect(guests.items.map((item) => item.id)).toEqual([member.userId]);
    // The change applies to the member's next request: as a guest they no longer list members.
    await expectApiError(member.api.orgs.listMembersInOrganizationById(owner.organizationId), 403);
  });
});

describe('removeMemberFromOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    await expectApiError(
      fixtures.client().orgs.removeMemberFromOrganizationById(owner.organizationId, reader.userId),
      401,
    );
    expect((await readMember(owner, reader.userId)).role).toBe('read');
  });

  it('400 for a user id that is not an id', async () => {
    const owner = await fixtures.org();
    expect(
      await expectApiError(owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, 'a b'), 400),
    ).toMatch(/^userId: /);
  });

  it('403 for non-admins removing someone else, 404 outside the organization', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(reader.api.orgs.removeMemberFromOrganizationById(owner.organizationId, guest.userId), 403);
    await expectApiError(guest.api.orgs.removeMemberFromOrganizationById(owner.organizationId, reader.userId), 403);
    await expectApiError(outsider.api.orgs.removeMemberFromOrganizationById(owner.organizationId, reader.userId), 404);
    await readMember(owner, reader.userId);
    await readMember(owner, guest.userId);
  });

  it('204 for an admin removing a member, who then loses access', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const { status, data } = await owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, reader.userId);
    expect(status).toBe(204);
    expectContract('removeMemberFromOrganizationById', 204, data);
    await expectApiError(owner.api.orgs.getMemberInOrganizationById(owner.organizationId, reader.userId), 404);
    await expectApiError(reader.api.orgs.getOrganizationById(owner.organizationId), 404);
    const { data: list } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId);
    expect(list.items.map((item) => item.id)).toEqual([owner.userId]);
    expect(list.count).toBe(1);
  });

  it('204 for a member leaving, and for a user who is not (or no longer) a member', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const { status } = await guest.api.orgs.removeMemberFromOrganizationById(owner.organizationId, guest.userId);
    expect(status).toBe(204);
    await expectApiError(owner.api.orgs.getMemberInOrganizationById(owner.organizationId, guest.userId), 404);

    const again = await owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, guest.userId);
    expect(again.status).toBe(204);
    const outsider = await fixtures.org();
    const absent = await owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, outsider.userId);
    expect(absent.status).toBe(204);
    await readMember(outsider, outsider.userId);
  });
});

describe('setUserAsSSOMemberForOrganization', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    await expectApiError(
      fixtures.client().orgs.setUserAsSsoMemberForOrganization(owner.organizationId, owner.userId),
      401,
    );
  });

  it('403 for non-admins, 404 outside the organization and for non-members', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const creator = await fixtures.member(owner.organizationId, 'create');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(reader.api.orgs.setUserAsSsoMemberForOrganization(owner.organizationId, reader.userId), 403);
    await expectApiError(creator.api.orgs.setUserAsSsoMemberForOrganization(owner.organizationId, creator.userId), 403);
    await expectApiError(guest.api.orgs.setUserAsSsoMemberForOrganization(owner.organizationId, guest.userId), 403);
    await expectApiError(
      outsider.api.orgs.setUserAsSsoMemberForOrganization(owner.organizationId, creator.userId),
      404,
    );
    await expectApiError(owner.api.orgs.setUserAsSsoMemberForOrganization(owner.organizationId, outsider.userId), 404);
    expect((await readMember(owner, creator.userId)).sso).toBe(false);
  });

  it('marks the member as an SSO member, idempotently', async () => {
    const owner = await fixtures.org();
    const creator = await fixtures.member(owner.organizationId, 'create');
    const { status, data } = await owner.api.orgs.setUserAsSsoMemberForOrganization(
      owner.organizationId,
      creator.userId,
    );
    expect(status).toBe(200);
    expectContract('setUserAsSSOMemberForOrganization', 200, data);
    expect(data).toMatchObject({ id: creator.userId, sso: true, role: 'create' });
    const { data: again } = await owner.api.orgs.setUserAsSsoMemberForOrganization(
      owner.organizationId,
      creator.userId,
    );
    expectContract('setUserAsSSOMemberForOrganization', 200, again);
    expect(again.sso).toBe(true);
    expect((await readMember(owner, creator.userId)).sso).toBe(true);
    expect((await readMember(owner, owner.userId)).sso).toBe(false);
  });
});
