import { commonV1, identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { addMember, createOrganization, protoRole } from '../../test/factories';
import { as, type Caller, eventsOf, statusOf, uniqueEmail, useTestIdentity } from '../../test/harness';

const { MemberRoleFilter, MemberSort, ListOrder } = identityV1;
const { MemberRole } = commonV1;

const env = useTestIdentity();

const list = (caller: Caller, request: Partial<identityV1.ListMembersRequest> & { organizationId: string }) =>
  env.identity.listMembers({ order: 0, role: 0, sort: 0, ...request }, as(caller));

/** Every member id across all pages, following `next` with the given page size. */
async function allMemberIds(caller: Caller, request: Partial<identityV1.ListMembersRequest> & { organizationId: string }) {
  const ids: string[] = [];
  let page: string | undefined;
  do {
    const result = await list(caller, { ...request, page });
    ids.push(...result.items.map((item) => item.id));
    page = result.next?.page;
  } while (page);
  return ids;
}

/** Sets when each member joined, so orders are deterministic. */
async function setJoinedAt(organizationId: string, userId: string, joinedAt: Date) {
  await env.prisma.membership.update({
    where: { organizationId_userId: { organizationId, userId } },
    data: { joinedAt },
  });
}

describe('ListMembers', () => {
  test('NOT_FOUND for outsiders, PERMISSION_DENIED for guests', async () => {
    const { organizationId } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const outsider = await createOrganization(env);
    expect(await statusOf(list(outsider.owner, { organizationId }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(list(guest, { organizationId }))).toBe(Status.PERMISSION_DENIED);
  });

  test('INVALID_ARGUMENT for a bad limit or cursor', async () => {
    const { organizationId, owner } = await createOrganization(env);
    expect(await statusOf(list(owner, { organizationId, limit: 0 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(owner, { organizationId, limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(owner, { organizationId, page: 'bm9wZQ' }))).toBe(Status.INVALID_ARGUMENT);
  });

  test('INVALID_ARGUMENT naming the field for a search PostgreSQL cannot store (NUL)', async () => {
    const { organizationId, owner } = await createOrganization(env);
    // (A lone surrogate cannot reach the service: protobuf's UTF-8 encoding replaces it.)
    for (const search of ['a\u0000b']) {
      const error = await list(owner, { organizationId, search }).catch((caught: { code: Status; details: string }) => caught);
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^search: /) });
    }
  });

  test('pages by joinedAt, newest first by default, with a round-tripping cursor and the total count', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const members = [owner];
    for (let i = 0; i < 4; i++) members.push(await addMember(env, organizationId, 'read'));
    // Two members joined at the same instant: the user id breaks the tie.
    const times = [1, 2, 3, 3, 4].map((minute) => new Date(Date.UTC(2024, 0, 1, 0, minute)));
    for (const [index, member] of members.entries()) await setJoinedAt(organizationId, member.userId, times[index]);
    const byTime = [...members]
      .map((member, index) => ({ id: member.userId, at: times[index].getTime() }))
      .sort((x, y) => x.at - y.at || (x.id < y.id ? -1 : 1))
      .map((member) => member.id);

    const first = await list(owner, { organizationId, limit: 2 });
    expect(first.count).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(await allMemberIds(owner, { organizationId, limit: 2 })).toEqual([...byTime].reverse());
    expect(await allMemberIds(owner, { organizationId, limit: 2, order: ListOrder.LIST_ORDER_ASC })).toEqual(byTime);
  });

  test('sorting by lastSeenAt lists only members seen at least once', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const seenFirst = await addMember(env, organizationId, 'edit');
    await addMember(env, organizationId, 'edit');
    await env.identity.pingOrganization({ organizationId }, as(seenFirst));
    await env.identity.pingOrganization({ organizationId }, as(owner));
    const result = await list(owner, { organizationId, sort: MemberSort.MEMBER_SORT_LAST_SEEN_AT });
    expect(result.count).toBe(2);
    expect(result.items.map((item) => item.id)).toEqual([owner.userId, seenFirst.userId]);
    expect(
      await allMemberIds(owner, {
        organizationId,
        sort: MemberSort.MEMBER_SORT_LAST_SEEN_AT,
        order: ListOrder.LIST_ORDER_ASC,
        limit: 1,
      }),
    ).toEqual([seenFirst.userId, owner.userId]);
  });

  test('filters by role, guests included', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const reviewer = await addMember(env, organizationId, 'review');
    await addMember(env, organizationId, 'read');
    const ids = async (role: identityV1.MemberRoleFilter) =>
      (await list(owner, { organizationId, role })).items.map((item) => item.id);
    expect(await ids(MemberRoleFilter.MEMBER_ROLE_FILTER_GUEST)).toEqual([guest.userId]);
    expect(await ids(MemberRoleFilter.MEMBER_ROLE_FILTER_REVIEW)).toEqual([reviewer.userId]);
    expect(await ids(MemberRoleFilter.MEMBER_ROLE_FILTER_ADMIN)).toEqual([owner.userId]);
    expect((await list(owner, { organizationId, role: MemberRoleFilter.MEMBER_ROLE_FILTER_GUEST })).count).toBe(1);
  });

  test('searches display names and emails case-insensitively, treating % and _ literally', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const byName = await addMember(env, organizationId, 'read', { displayName: 'Margaret Hamilton' });
    const byEmail = await addMember(env, organizationId, 'read', { email: uniqueEmail('hamilton-fan') });
    const other = await addMember(env, organizationId, 'read', { displayName: 'Ada 100%' });
    const search = async (text: string) =>
      (await list(owner, { organizationId, search: text })).items.map((item) => item.id).sort();
    expect(await search('HAMILTON')).toEqual([byName.userId, byEmail.userId].sort());
    expect(await search('100%')).toEqual([other.userId]);
    expect(await search('%')).toEqual([other.userId]);
    expect(await search('zzz-nobody')).toEqual([]);
  });

  test('presents members with team and space counts from one content call per page', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const editor = await addMember(env, organizationId, 'edit', { displayName: 'Eddie' });
    await addMember(env, organizationId, 'read');
    await env.identity.createTeam({ organizationId, title: 'One', members: [editor.userId] }, as(owner));
    await env.identity.createTeam({ organizationId, title: 'Two', members: [editor.userId] }, as(owner));
    env.content.memberSpaces.set(editor.userId, 7);
    const callsBefore = env.content.calls.length;

    const result = await list(owner, { organizationId });
    const calls = env.content.calls.slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'countMemberSpaces', organizationId });
    expect(calls[0].ids.sort()).toEqual(result.items.map((item) => item.id).sort());
    expect(calls[0].principal).toBeTruthy();

    const presented = result.items.find((item) => item.id === editor.userId)!;
    expect(presented).toEqual({
      object: 'member',
      id: editor.userId,
      role: MemberRole.MEMBER_ROLE_EDIT,
      user: expect.objectContaining({ object: 'user', id: editor.userId, displayName: 'Eddie' }),
      disabled: false,
      joinedAt: expect.any(Date),
      sso: false,
      spaces: 7,
      teams: 2,
    });
  });
});

describe('GetMember', () => {
  test('a guest sees themselves but not others; other organizations are NOT_FOUND', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const other = await createOrganization(env);
    expect((await env.identity.getMember({ organizationId, userId: guest.userId }, as(guest))).member!.role).toBe(
      MemberRole.MEMBER_ROLE_GUEST,
    );
    expect(await statusOf(env.identity.getMember({ organizationId, userId: owner.userId }, as(guest)))).toBe(
      Status.PERMISSION_DENIED,
    );
    // A user of another organization is not a member here, and outsiders cannot look.
    expect(
      await statusOf(env.identity.getMember({ organizationId, userId: other.owner.userId }, as(owner))),
    ).toBe(Status.NOT_FOUND);
    expect(
      await statusOf(env.identity.getMember({ organizationId, userId: owner.userId }, as(other.owner))),
    ).toBe(Status.NOT_FOUND);
  });
});

describe('UpdateMember', () => {
  test('only admins change roles', async () => {
    const { organizationId } = await createOrganization(env);
    const creator = await addMember(env, organizationId, 'create');
    const reader = await addMember(env, organizationId, 'read');
    const update = env.identity.updateMember(
      { organizationId, userId: reader.userId, role: MemberRole.MEMBER_ROLE_EDIT },
      as(creator),
    );
    expect(await statusOf(update)).toBe(Status.PERMISSION_DENIED);
  });

  test('changes a role, null making a guest, and records the event', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    const edited = await env.identity.updateMember(
      { organizationId, userId: reader.userId, role: MemberRole.MEMBER_ROLE_EDIT },
      as(owner),
    );
    expect(edited.member!.role).toBe(MemberRole.MEMBER_ROLE_EDIT);
    const guest = await env.identity.updateMember(
      { organizationId, userId: reader.userId, role: MemberRole.MEMBER_ROLE_GUEST },
      as(owner),
    );
    expect(guest.member!.role).toBe(MemberRole.MEMBER_ROLE_GUEST);
    // No role in the request: nothing changes.
    const unchanged = await env.identity.updateMember({ organizationId, userId: reader.userId, role: 0 }, as(owner));
    expect(unchanged.member!.role).toBe(MemberRole.MEMBER_ROLE_GUEST);

    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.member.updated', aggregateId: reader.userId, organizationId },
      orderBy: { seq: 'asc' },
      select: { data: true },
    });
    expect(events.map((event) => event.data)).toEqual([
      { organizationId, userId: reader.userId, role: 'edit', previousRole: 'read' },
      { organizationId, userId: reader.userId, role: null, previousRole: 'edit' },
    ]);
  });

  test('NOT_FOUND for a user who is not a member', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const other = await createOrganization(env);
    const update = env.identity.updateMember(
      { organizationId, userId: other.owner.userId, role: MemberRole.MEMBER_ROLE_READ },
      as(owner),
    );
    expect(await statusOf(update)).toBe(Status.NOT_FOUND);
  });

  test('refuses to demote the last admin, allows it when another admin remains', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const demoteOwner = () =>
      env.identity.updateMember({ organizationId, userId: owner.userId, role: MemberRole.MEMBER_ROLE_READ }, as(owner));
    expect(await statusOf(demoteOwner())).toBe(Status.INVALID_ARGUMENT);

    const second = await addMember(env, organizationId, 'admin');
    expect((await demoteOwner()).member!.role).toBe(MemberRole.MEMBER_ROLE_READ);
    expect(
      await statusOf(
        env.identity.updateMember({ organizationId, userId: second.userId, role: MemberRole.MEMBER_ROLE_GUEST }, as(second)),
      ),
    ).toBe(Status.INVALID_ARGUMENT);
  });

  test('two admins demoting each other at once leave one admin', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const second = await addMember(env, organizationId, 'admin');
    const results = await Promise.all([
      statusOf(
        env.identity.updateMember({ organizationId, userId: second.userId, role: MemberRole.MEMBER_ROLE_READ }, as(owner)),
      ),
      statusOf(
        env.identity.updateMember({ organizationId, userId: owner.userId, role: MemberRole.MEMBER_ROLE_READ }, as(second)),
      ),
    ]);
    const admins = await env.prisma.membership.count({ where: { organizationId, role: 'admin' } });
    expect(admins).toBe(1);
    // The second one to run is either refused (last admin) or, having lost its admin role
    // first, denied.
    expect(results.filter((status) => status === 'OK')).toHaveLength(1);
  });
});

describe('RemoveMember', () => {
  test('admins remove members, with their team memberships; removing again succeeds', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const member = await addMember(env, organizationId, 'edit');
    const { team } = await env.identity.createTeam({ organizationId, title: 'Crew', members: [member.userId] }, as(owner));
    await env.identity.removeMember({ organizationId, userId: member.userId }, as(owner));
    expect(await statusOf(env.identity.getMember({ organizationId, userId: member.userId }, as(owner)))).toBe(
      Status.NOT_FOUND,
    );
    expect((await env.identity.getTeam({ organizationId, teamId: team!.id }, as(owner))).team!.members).toBe(0);
    await env.identity.removeMember({ organizationId, userId: member.userId }, as(owner));
    const events = await env.prisma.outboxEvent.count({
      where: { type: 'quire.identity.member.removed', aggregateId: member.userId, organizationId },
    });
    expect(events).toBe(1);
  });

  test('non-admins cannot remove others but may leave', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    expect(await statusOf(env.identity.removeMember({ organizationId, userId: owner.userId }, as(reader)))).toBe(
      Status.PERMISSION_DENIED,
    );
    await env.identity.removeMember({ organizationId, userId: reader.userId }, as(reader));
    expect(await env.identity.getMemberAccess({ organizationId, userId: reader.userId })).toMatchObject({
      isMember: false,
    });
  });

  test('the last admin cannot be removed', async () => {
    const { organizationId, owner } = await createOrganization(env);
    expect(await statusOf(env.identity.removeMember({ organizationId, userId: owner.userId }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });

  test('NOT_FOUND in an organization the caller is not in', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.removeMember({ organizationId, userId: owner.userId }, as(outsider.owner)))).toBe(
      Status.NOT_FOUND,
    );
  });
});

describe('SetMemberSso', () => {
  test('admins mark members as SSO members; others are denied', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const member = await addMember(env, organizationId, 'edit');
    expect(await statusOf(env.identity.setMemberSso({ organizationId, userId: owner.userId }, as(member)))).toBe(
      Status.PERMISSION_DENIED,
    );
    const { member: presented } = await env.identity.setMemberSso({ organizationId, userId: member.userId }, as(owner));
    expect(presented!.sso).toBe(true);
    expect(await statusOf(env.identity.setMemberSso({ organizationId, userId: 'nobody' }, as(owner)))).toBe(
      Status.NOT_FOUND,
    );
  });
});

describe('AddMemberByEmail', () => {
  const add = (caller: Caller, request: Partial<identityV1.AddMemberByEmailRequest> & { organizationId: string }) =>
    env.identity.addMemberByEmail({ email: uniqueEmail('added'), role: MemberRole.MEMBER_ROLE_EDIT, ...request }, as(caller));

  test('NOT_FOUND for outsiders, PERMISSION_DENIED for members who are not admins and for guests', async () => {
    const { organizationId } = await createOrganization(env);
    const outsider = await createOrganization(env);
    const creator = await addMember(env, organizationId, 'create');
    const guest = await addMember(env, organizationId, 'guest');
    const email = uniqueEmail('refused');
    expect(await statusOf(add(outsider.owner, { organizationId, email }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(add(outsider.owner, { organizationId: 'missingOrg000000000', email }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(add(creator, { organizationId, email }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(add(guest, { organizationId, email }))).toBe(Status.PERMISSION_DENIED);
    expect(await env.prisma.user.count({ where: { email } })).toBe(0);
  });

  test('INVALID_ARGUMENT without a role, or with a bad email or display name', async () => {
    const { organizationId, owner } = await createOrganization(env);
    expect(await statusOf(add(owner, { organizationId, role: MemberRole.MEMBER_ROLE_UNSPECIFIED }))).toBe(
      Status.INVALID_ARGUMENT,
    );
    expect(await statusOf(add(owner, { organizationId, email: 'not-an-email' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(add(owner, { organizationId, displayName: 'x'.repeat(256) }))).toBe(Status.INVALID_ARGUMENT);
  });

  test('creates a new user and answers the member as GetMember does, issuing no token', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const email = uniqueEmail('New.Person');
    const { member } = await add(owner, { organizationId, email, role: protoRole('review'), displayName: 'New Person' });
    expect(member).toMatchObject({
      object: 'member',
      role: MemberRole.MEMBER_ROLE_REVIEW,
      user: { object: 'user', displayName: 'New Person', email: email.toLowerCase() },
      disabled: false,
      sso: false,
      teams: 0,
      spaces: 0,
    });
    const read = await env.identity.getMember({ organizationId, userId: member!.id }, as(owner));
    expect(read.member).toEqual(member);
    expect(await env.prisma.apiToken.count({ where: { userId: member!.id } })).toBe(0);

    expect((await eventsOf(env, member!.id)).map((event) => [event.type, event.data])).toEqual([
      ['quire.identity.user.created', { userId: member!.id, displayName: 'New Person' }],
      ['quire.identity.member.added', { organizationId, userId: member!.id, role: 'review' }],
    ]);
  });

  test('adds an existing user as they are, as a guest with a null role, without showing their own name', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const elsewhere = await createOrganization(env, { ownerName: 'Already Here' });
    const { user } = await env.identity.getCurrentUser({}, as(elsewhere.owner));
    const { member } = await add(owner, {
      organizationId,
      email: user!.email!.toUpperCase(),
      role: MemberRole.MEMBER_ROLE_GUEST,
      displayName: 'Ignored for existing users',
    });
    expect(member).toMatchObject({ id: elsewhere.owner.userId, role: MemberRole.MEMBER_ROLE_GUEST });
    // The answer shows what the caller sent, as for a new user; the account keeps its name.
    expect(member!.user!.displayName).toBe('Ignored for existing users');
    expect(member!.user!.photoUrl).toBeUndefined();
    const stored = await env.identity.getMember({ organizationId, userId: elsewhere.owner.userId }, as(owner));
    expect(stored.member!.user!.displayName).toBe('Already Here');
    const { principal } = await env.identity.authenticateToken({ token: elsewhere.owner.token });
    expect(principal!.memberships).toContainEqual({ organizationId, role: MemberRole.MEMBER_ROLE_GUEST });
  });

  test('ALREADY_EXISTS for someone already in the organization', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const email = uniqueEmail('twice');
    await add(owner, { organizationId, email });
    expect(await statusOf(add(owner, { organizationId, email, role: MemberRole.MEMBER_ROLE_ADMIN }))).toBe(
      Status.ALREADY_EXISTS,
    );
  });
});
