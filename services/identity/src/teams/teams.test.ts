import { identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { addMember, createOrganization } from '../../test/factories';
import { as, type Caller, statusOf, useTestIdentity } from '../../test/harness';

const { TeamMemberRole } = identityV1;

const env = useTestIdentity();

const createTeam = async (caller: Caller, organizationId: string, title: string, members: string[] = []) =>
  (await env.identity.createTeam({ organizationId, title, members }, as(caller))).team!;

describe('CreateTeam', () => {
  test('refuses titles outside 1..64 characters and members outside the organization', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const outsider = await createOrganization(env);
    const create = (title: string, members: string[] = []) =>
      statusOf(env.identity.createTeam({ organizationId, title, members }, as(owner)));
    expect(await create('')).toBe(Status.INVALID_ARGUMENT);
    expect(await create('x'.repeat(65))).toBe(Status.INVALID_ARGUMENT);
    expect(await create('Team', [outsider.owner.userId])).toBe(Status.INVALID_ARGUMENT);
    expect(await create('x'.repeat(64))).toBe('OK');
  });

  test('only admins create teams; outsiders get NOT_FOUND', async () => {
    const { organizationId } = await createOrganization(env);
    const creator = await addMember(env, organizationId, 'create');
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.createTeam({ organizationId, title: 'T', members: [] }, as(creator)))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(
      await statusOf(env.identity.createTeam({ organizationId, title: 'T', members: [] }, as(outsider.owner))),
    ).toBe(Status.NOT_FOUND);
  });

  test('creates a team with members and presents its counts without asking content; records the event', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const first = await addMember(env, organizationId, 'read');
    const second = await addMember(env, organizationId, 'guest');
    const callsBefore = env.content.calls.length;
    const team = await createTeam(owner, organizationId, 'Platform', [first.userId, second.userId, first.userId]);
    expect(team).toEqual({
      object: 'team',
      id: expect.any(String),
      title: 'Platform',
      members: 2,
      spaces: 0,
      createdAt: expect.any(Date),
      permissions: { admin: true, view: true },
    });
    // A new team has no space yet: content is not asked.
    expect(env.content.calls.slice(callsBefore)).toEqual([]);
    const event = await env.prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'quire.identity.team.created', aggregateId: team.id },
      select: { data: true, organizationId: true },
    });
    expect(event.organizationId).toBe(organizationId);
    expect(event.data).toMatchObject({ teamId: team.id, title: 'Platform' });
  });
});

describe('ListTeams', () => {
  test('guests are refused; outsiders get NOT_FOUND', async () => {
    const { organizationId } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.listTeams({ organizationId }, as(guest)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.identity.listTeams({ organizationId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);
  });

  test('pages by title with counts from one content call per page', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    const titles = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo'];
    const teams = new Map<string, string>();
    for (const title of titles) teams.set(title, (await createTeam(owner, organizationId, title)).id);
    env.content.teamSpaces.set(teams.get('Charlie')!, 3);

    const seen: identityV1.OrganizationTeam[] = [];
    let page: string | undefined;
    do {
      const callsBefore = env.content.calls.length;
      const result = await env.identity.listTeams({ organizationId, limit: 2, page }, as(reader));
      expect(result.count).toBe(5);
      expect(env.content.calls.length - callsBefore).toBe(1);
      seen.push(...result.items);
      page = result.next?.page;
    } while (page);
    // PostgreSQL's collation decides where "alpha" sorts; the order must only be stable and complete.
    expect(new Set(seen.map((team) => team.id)).size).toBe(5);
    expect(seen.find((team) => team.title === 'Charlie')!.spaces).toBe(3);
    expect(seen.every((team) => team.permissions!.view && !team.permissions!.admin)).toBe(true);
  });

  test('filters by title (case-insensitive contains) and by owner', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const lead = await addMember(env, organizationId, 'edit');
    const design = await createTeam(owner, organizationId, 'Design Systems');
    const docs = await createTeam(owner, organizationId, 'Docs');
    await createTeam(owner, organizationId, 'Support');
    await env.identity.addTeamMember(
      { organizationId, teamId: docs.id, userId: lead.userId, role: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );
    await env.identity.addTeamMember(
      { organizationId, teamId: design.id, userId: lead.userId, role: TeamMemberRole.TEAM_MEMBER_ROLE_MEMBER },
      as(owner),
    );
    const ids = async (request: Partial<identityV1.ListTeamsRequest>) =>
      (await env.identity.listTeams({ organizationId, ...request }, as(lead))).items.map((team) => team.id).sort();

    expect(await ids({ title: 'SYS' })).toEqual([design.id]);
    expect(await ids({ title: 's' })).toHaveLength(3);
    expect(await ids({ owner: lead.userId })).toEqual([docs.id]);
    // An admin can manage every team.
    expect(await ids({ owner: owner.userId })).toHaveLength(3);
    const outsider = await createOrganization(env);
    expect(await ids({ owner: outsider.owner.userId })).toEqual([]);
  });
});

describe('GetTeam', () => {
  test('team owners may administer; guests only see teams they are in; other organizations are NOT_FOUND', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const teamOwner = await addMember(env, organizationId, 'read');
    const guestInTeam = await addMember(env, organizationId, 'guest');
    const guestOutside = await addMember(env, organizationId, 'guest');
    const team = await createTeam(owner, organizationId, 'Core', [guestInTeam.userId]);
    await env.identity.addTeamMember(
      { organizationId, teamId: team.id, userId: teamOwner.userId, role: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );
    const get = (caller: Caller, org = organizationId) => env.identity.getTeam({ organizationId: org, teamId: team.id }, as(caller));

    expect((await get(teamOwner)).team!.permissions).toEqual({ admin: true, view: true });
    expect((await get(guestInTeam)).team!.permissions).toEqual({ admin: false, view: true });
    expect(await statusOf(get(guestOutside))).toBe(Status.NOT_FOUND);

    const other = await createOrganization(env);
    expect(await statusOf(get(other.owner))).toBe(Status.NOT_FOUND);
    // The team id under the wrong organization does not resolve either.
    expect(await statusOf(get(other.owner, other.organizationId))).toBe(Status.NOT_FOUND);
  });
});

describe('UpdateTeam and DeleteTeam', () => {
  test('owners rename their team; plain members cannot', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const teamOwner = await addMember(env, organizationId, 'read');
    const plain = await addMember(env, organizationId, 'edit');
    const team = await createTeam(owner, organizationId, 'Old', [plain.userId]);
    await env.identity.addTeamMember(
      { organizationId, teamId: team.id, userId: teamOwner.userId, role: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );
    expect(
      await statusOf(env.identity.updateTeam({ organizationId, teamId: team.id, title: 'Nope' }, as(plain))),
    ).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.identity.updateTeam({ organizationId, teamId: team.id, title: '' }, as(teamOwner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
    const renamed = await env.identity.updateTeam({ organizationId, teamId: team.id, title: 'New' }, as(teamOwner));
    expect(renamed.team).toMatchObject({ title: 'New', members: 2 });
    expect(
      await statusOf(env.identity.updateTeam({ organizationId, teamId: 'missing', title: 'X' }, as(owner))),
    ).toBe(Status.NOT_FOUND);
  });

  test('admins delete teams, idempotently; read-only members are refused', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    const team = await createTeam(owner, organizationId, 'Temp', [reader.userId]);
    expect(await statusOf(env.identity.deleteTeam({ organizationId, teamId: team.id }, as(reader)))).toBe(
      Status.PERMISSION_DENIED,
    );
    await env.identity.deleteTeam({ organizationId, teamId: team.id }, as(owner));
    expect(await statusOf(env.identity.getTeam({ organizationId, teamId: team.id }, as(owner)))).toBe(Status.NOT_FOUND);
    await env.identity.deleteTeam({ organizationId, teamId: team.id }, as(owner));
    expect(await env.prisma.teamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect(
      await env.prisma.outboxEvent.count({ where: { type: 'quire.identity.team.deleted', aggregateId: team.id } }),
    ).toBe(1);
  });
});

describe('team members', () => {
  test('UpdateTeamMembers adds by id or email, sets roles and removes; ListTeamMembers presents them', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const byEmail = await addMember(env, organizationId, 'edit', { email: `Team-${Date.now()}-${Math.random()}@Example.test` });
    const byId = await addMember(env, organizationId, 'read');
    const leaving = await addMember(env, organizationId, 'read');
    const team = await createTeam(owner, organizationId, 'Squad', [leaving.userId]);
    const { user } = await env.identity.getCurrentUser({}, as(byEmail));

    await env.identity.updateTeamMembers(
      {
        organizationId,
        teamId: team.id,
        add: [user!.email!.toUpperCase(), byId.userId],
        memberships: { [byId.userId]: { role: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER } },
        remove: [leaving.userId, 'not-a-member'],
      },
      as(owner),
    );
    const listed = await env.identity.listTeamMembers({ organizationId, teamId: team.id }, as(byId));
    expect(listed.count).toBe(2);
    const roles = Object.fromEntries(listed.items.map((item) => [item.organization!.id, item.team!.role]));
    expect(roles).toEqual({
      [byEmail.userId]: TeamMemberRole.TEAM_MEMBER_ROLE_MEMBER,
      [byId.userId]: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER,
    });
    expect(listed.items[0]).toMatchObject({
      organization: { object: 'member', teams: 1, user: expect.objectContaining({ object: 'user' }) },
      permissions: { view: true },
    });

    const outsider = await createOrganization(env);
    expect(
      await statusOf(
        env.identity.updateTeamMembers(
          { organizationId, teamId: team.id, add: [outsider.owner.userId], memberships: {}, remove: [] },
          as(owner),
        ),
      ),
    ).toBe(Status.INVALID_ARGUMENT);
    // byId now owns the team and may manage its members.
    await env.identity.updateTeamMembers(
      { organizationId, teamId: team.id, add: [], memberships: {}, remove: [byEmail.userId] },
      as(byId),
    );
    expect((await env.identity.getTeam({ organizationId, teamId: team.id }, as(owner))).team!.members).toBe(1);
  });

  test('AddTeamMember and RemoveTeamMember; leaving a team is always allowed; removal is idempotent', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const member = await addMember(env, organizationId, 'read');
    const other = await addMember(env, organizationId, 'read');
    const team = await createTeam(owner, organizationId, 'Pair');
    await env.identity.addTeamMember({ organizationId, teamId: team.id, userId: member.userId, role: 0 }, as(owner));
    await env.identity.addTeamMember({ organizationId, teamId: team.id, userId: other.userId, role: 0 }, as(owner));
    expect(
      await statusOf(
        env.identity.removeTeamMember({ organizationId, teamId: team.id, userId: other.userId }, as(member)),
      ),
    ).toBe(Status.PERMISSION_DENIED);
    await env.identity.removeTeamMember({ organizationId, teamId: team.id, userId: member.userId }, as(member));
    await env.identity.removeTeamMember({ organizationId, teamId: team.id, userId: member.userId }, as(owner));
    expect((await env.identity.getTeam({ organizationId, teamId: team.id }, as(owner))).team!.members).toBe(1);
  });

  test('ListMemberTeams lists the teams of a member with their role, filtered by title', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const member = await addMember(env, organizationId, 'read');
    const guest = await addMember(env, organizationId, 'guest');
    const frontend = await createTeam(owner, organizationId, 'Frontend', [member.userId]);
    const backend = await createTeam(owner, organizationId, 'Backend', [member.userId, guest.userId]);
    await createTeam(owner, organizationId, 'Elsewhere');
    await env.identity.addTeamMember(
      { organizationId, teamId: backend.id, userId: member.userId, role: TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );

    const all = await env.identity.listMemberTeams({ organizationId, userId: member.userId }, as(owner));
    expect(all.count).toBe(2);
    expect(all.items.map((item) => [item.team!.id, item.member!.role])).toEqual([
      [backend.id, TeamMemberRole.TEAM_MEMBER_ROLE_OWNER],
      [frontend.id, TeamMemberRole.TEAM_MEMBER_ROLE_MEMBER],
    ]);
    const paged = await env.identity.listMemberTeams({ organizationId, userId: member.userId, limit: 1 }, as(owner));
    const next = await env.identity.listMemberTeams(
      { organizationId, userId: member.userId, limit: 1, page: paged.next!.page },
      as(owner),
    );
    expect([...paged.items, ...next.items].map((item) => item.team!.id)).toEqual([backend.id, frontend.id]);
    expect(next.next).toBeUndefined();

    const filtered = await env.identity.listMemberTeams({ organizationId, userId: member.userId, title: 'FRONT' }, as(owner));
    expect(filtered.items.map((item) => item.team!.id)).toEqual([frontend.id]);

    // A guest may list their own teams, not someone else's.
    const own = await env.identity.listMemberTeams({ organizationId, userId: guest.userId }, as(guest));
    expect(own.items.map((item) => item.team!.id)).toEqual([backend.id]);
    expect(await statusOf(env.identity.listMemberTeams({ organizationId, userId: member.userId }, as(guest)))).toBe(
      Status.PERMISSION_DENIED,
    );
  });

  test('ListMemberTeams answers NOT_FOUND for a user who is not a member, as GetMember does', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const outsider = await createOrganization(env);
    const removed = await addMember(env, organizationId, 'read');
    await env.identity.removeMember({ organizationId, userId: removed.userId }, as(owner));
    for (const userId of [outsider.owner.userId, removed.userId, 'neverExisted0000000']) {
      expect(await statusOf(env.identity.getMember({ organizationId, userId }, as(owner)))).toBe(Status.NOT_FOUND);
      expect(await statusOf(env.identity.listMemberTeams({ organizationId, userId }, as(owner)))).toBe(Status.NOT_FOUND);
    }
  });
});

describe('request limits', () => {
  test('INVALID_ARGUMENT for more than 1000 user references in any list of UpdateTeamMembers or CreateTeam', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const team = await createTeam(owner, organizationId, 'Limits');
    const many = Array.from({ length: 1001 }, (_, index) => `user${index}`);
    const update = (changes: Partial<identityV1.UpdateTeamMembersRequest>) =>
      env.identity
        .updateTeamMembers({ organizationId, teamId: team.id, add: [], remove: [], memberships: {}, ...changes }, as(owner))
        .catch((caught: { code: Status; details: string }) => caught);
    expect(await update({ add: many })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^add: /) });
    expect(await update({ remove: many })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^remove: /) });
    expect(await update({ memberships: Object.fromEntries(many.map((id) => [id, { role: identityV1.TeamMemberRole.TEAM_MEMBER_ROLE_MEMBER }])) })).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^memberships: /),
    });
    expect(await update({ add: ['x'.repeat(321)] })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^add\.0: /) });
    expect(await statusOf(env.identity.createTeam({ organizationId, title: 'Too many', members: many }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });
});
