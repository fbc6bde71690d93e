import { randomUUID } from 'node:crypto';
import { MemberRole, TeamMemberRole, type OrganizationTeam } from '@gitbook/api';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import {
  expectApiError,
  expectRawError,
  identityFixtures,
  sendRaw,
  type Caller,
  type IdentityFixtures,
  type OrgCaller,
} from './identity-helpers';

// Teams of an organization and their members through the gateway with the official
// client, every body checked against the GitBook contract.

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack();
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

async function createTeam(owner: OrgCaller, title: string, members: string[] = []): Promise<OrganizationTeam> {
  const { data } = await owner.api.orgs.createOrganizationTeam(owner.organizationId, { title, members });
  expectContract('createOrganizationTeam', 201, data);
  return data;
}

async function readTeam(owner: OrgCaller, teamId: string): Promise<OrganizationTeam> {
  const { data } = await owner.api.orgs.getTeamInOrganizationById(owner.organizationId, teamId);
  expectContract('getTeamInOrganizationById', 200, data);
  return data;
}

/** Every team of the organization as `caller` lists them, following `next.page`. */
async function listAllTeams(
  caller: Caller,
  organizationId: string,
  query: { owner?: string; title?: string; limit?: number } = {},
) {
  const teams: OrganizationTeam[] = [];
  const counts: number[] = [];
  let page: string | undefined;
  do {
    const { data } = await caller.api.orgs.listTeamsInOrganizationById(organizationId, { ...query, page });
    expectContract('listTeamsInOrganizationById', 200, data);
    teams.push(...data.items);
    counts.push(data.count!);
    page = data.next?.page;
  } while (page);
  return { teams, counts };
}

/** user id -> team role of every member of the team, following `next.page`. */
async function teamRoles(caller: Caller, organizationId: string, teamId: string, limit?: number) {
  const roles = new Map<string, string>();
  let page: string | undefined;
  do {
    const { data } = await caller.api.orgs.listTeamMembersInOrganizationById(organizationId, teamId, { limit, page });
    expectContract('listTeamMembersInOrganizationById', 200, data);
    for (const item of data.items) {
      expect(roles.has(item.organization.id)).toBe(false);
      roles.set(item.organization.id, item.team.role);
    }
    page = data.next?.page;
  } while (page);
  return roles;
}

const teamTitles = (teams: OrganizationTeam[]) => teams.map((team) => team.title);

describe('listTeamsInOrganizationById', () => {
  it('401 without a token', async () => {
    const { organizationId } = await fixtures.org();
    await expectApiError(fixtures.client().orgs.listTeamsInOrganizationById(organizationId), 401);
  });

  it('400 for a bad limit or page', async () => {
    const owner = await fixtures.org();
    const list = (query: object) =>
      expectApiError(owner.api.orgs.listTeamsInOrganizationById(owner.organizationId, query), 400);
    expect(await list({ limit: 0 })).toMatch(/^limit: /);
    expect(await list({ limit: 1001 })).toMatch(/^limit: /);
    expect(await list({ page: 'garbage' })).toMatch(/^page: /);
  });

  it('403 for guests, 404 for users of another organization', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(guest.api.orgs.listTeamsInOrganizationById(owner.organizationId), 403);
    await expectApiError(outsider.api.orgs.listTeamsInOrganizationById(owner.organizationId), 404);
  });

  it('walks the teams by title, page by page, with the total count on each page', async () => {
    const owner = await fixtures.org();
    for (const title of ['Echo', 'alpha', 'Delta', 'Charlie', 'Bravo']) await createTeam(owner, title);
    const reader = await fixtures.member(owner.organizationId, 'read');
    const { teams, counts } = await listAllTeams(reader, owner.organizationId, { limit: 2 });
    expect(counts).toEqual([5, 5, 5]);
    expect(new Set(teams.map((team) => team.id)).size).toBe(5);
    const titles = teamTitles(teams);
    expect([...titles].sort()).toEqual(['Bravo', 'Charlie', 'Delta', 'Echo', 'alpha']);
    // Pages continue where the previous ended, whatever the collation's order is.
    const { teams: onePage } = await listAllTeams(reader, owner.organizationId, { limit: 1000 });
    expect(teamTitles(onePage)).toEqual(titles);
    for (const team of teams) expect(team.permissions).toEqual({ admin: false, view: true });
  });

  it('filters by title, case-insensitively and with % and _ taken literally', async () => {
    const owner = await fixtures.org();
    await createTeam(owner, 'Platform Engineering');
    await createTeam(owner, 'Docs engineering');
    await createTeam(owner, 'Support 100%');
    await createTeam(owner, 'Sales');
    const titles = async (title: string) => {
      const { teams, counts } = await listAllTeams(owner, owner.organizationId, { title });
      expect(counts[0]).toBe(teams.length);
      return teamTitles(teams).sort();
    };
    expect(await titles('ENGINEERING')).toEqual(['Docs engineering', 'Platform Engineering']);
    expect(await titles('S')).toEqual(['Docs engineering', 'Sales', 'Support 100%']);
    expect(await titles('%')).toEqual(['Support 100%']);
    expect(await titles('_')).toEqual([]);
    expect(await titles('nothing like it')).toEqual([]);
  });

  it('filters by owner: every team for an admin, the owned ones for a member, none for a stranger', async () => {
    const owner = await fixtures.org();
    const lead = await fixtures.member(owner.organizationId, 'edit');
    const led = await createTeam(owner, 'Led');
    await createTeam(owner, 'Other', [lead.userId]);
    await owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, led.id, lead.userId, {
      role: TeamMemberRole.Owner,
    });
    const outsider = await fixtures.org();

    const owned = await listAllTeams(owner, owner.organizationId, { owner: lead.userId });
    expect(teamTitles(owned.teams)).toEqual(['Led']);
    expect(owned.counts).toEqual([1]);
    expect(teamTitles((await listAllTeams(owner, owner.organizationId, { owner: owner.userId })).teams).sort()).toEqual(
      ['Led', 'Other'],
    );
    expect((await listAllTeams(owner, owner.organizationId, { owner: outsider.userId })).teams).toEqual([]);

    const { data: organization } = await lead.api.orgs.getOrganizationById(owner.organizationId);
    expectContract('getOrganizationById', 200, organization);
    expect(organization.permissions).toMatchObject({ ownTeam: true, admin: false });

    // The permissions are the caller's: the lead manages the team they own only.
    const asLead = await listAllTeams(lead, owner.organizationId);
    const permissions = Object.fromEntries(asLead.teams.map((team) => [team.title, team.permissions.admin]));
    expect(permissions).toEqual({ Led: true, Other: false });
  });
});

describe('team and member counts', () => {
  it('counts the spaces a team was given and the spaces a guest reaches only through it', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const team = await createTeam(owner, 'Readers', [guest.userId]);
    const { data: collection } = await owner.api.orgs.createCollection(owner.organizationId, { title: 'Handbook' });
    await owner.api.orgs.createSpace(owner.organizationId, { title: 'Inside', parent: collection.id });
    await owner.api.orgs.createSpace(owner.organizationId, { title: 'Also inside', parent: collection.id });
    await owner.api.orgs.createSpace(owner.organizationId, { title: 'Outside' });
    await owner.api.collections.inviteToCollection(collection.id, { role: MemberRole.Read, teams: [team.id] });

    expect((await readTeam(owner, team.id)).spaces).toBe(2);
    const { data: teams } = await owner.api.orgs.listTeamsInOrganizationById(owner.organizationId);
    expectContract('listTeamsInOrganizationById', 200, teams);
    expect(teams.items.map((item) => [item.title, item.spaces])).toEqual([['Readers', 2]]);

    const { data: members } = await owner.api.orgs.listMembersInOrganizationById(owner.organizationId);
    expectContract('listMembersInOrganizationById', 200, members);
    const counts = Object.fromEntries(
      members.items.map((member) => [member.id, { spaces: member.spaces, teams: member.teams }]),
    );
    expect(counts).toEqual({ [owner.userId]: { spaces: 3, teams: 0 }, [guest.userId]: { spaces: 2, teams: 1 } });
  });
});

describe('createOrganizationTeam', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    await expectApiError(fixtures.client().orgs.createOrganizationTeam(owner.organizationId, { title: 'Nope' }), 401);
    expect((await listAllTeams(owner, owner.organizationId)).teams).toEqual([]);
  });

  it('400 for a title out of 1..64, a member not in the organization or malformed JSON, creating nothing', async () => {
    const owner = await fixtures.org();
    const outsider = await fixtures.org();
    const create = (data: object) =>
      expectApiError(owner.api.orgs.createOrganizationTeam(owner.organizationId, data as never), 400);
    expect(await create({ title: '' })).toMatch(/^title: /);
    expect(await create({ title: '   ' })).toMatch(/^title: /);
    expect(await create({ title: 'x'.repeat(65) })).toMatch(/^title: /);
    expect(await create({})).toMatch(/^title: /);
    expect(await create({ title: 'Team', members: 'not-an-array' })).toMatch(/^members: /);
    expect(await create({ title: 'Team', members: [owner.userId, outsider.userId] })).toMatch(/^members: /);
    const malformed = await sendRaw(stack, 'PUT', `/orgs/${owner.organizationId}/teams`, {
      token: owner.token,
      body: '{"title":',
    });
    expect(expectRawError(malformed, 400)).toBe('Request body is not valid JSON');
    expect((await listAllTeams(owner, owner.organizationId)).counts).toEqual([0]);
  });

  it('403 for non-admin members and guests, 404 for users of another organization', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const creator = await fixtures.member(owner.organizationId, 'create');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(reader.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'By reader' }), 403);
    await expectApiError(creator.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'By creator' }), 403);
    await expectApiError(guest.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'By guest' }), 403);
    await expectApiError(outsider.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'By outsider' }), 404);
    expect((await listAllTeams(owner, owner.organizationId)).counts).toEqual([0]);
  });

  it('201 with the team and its members', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const title = 'T'.repeat(64);
    const { status, data } = await owner.api.orgs.createOrganizationTeam(owner.organizationId, {
      title,
      members: [editor.userId, guest.userId, editor.userId],
    });
    expect(status).toBe(201);
    expectContract('createOrganizationTeam', 201, data);
    expect(data).toMatchObject({
      object: 'team',
      title,
      members: 2,
      spaces: 0,
      permissions: { admin: true, view: true },
    });
    expect(await readTeam(owner, data.id)).toEqual(data);
    expect(await teamRoles(owner, owner.organizationId, data.id)).toEqual(
      new Map([
        [editor.userId, 'member'],
        [guest.userId, 'member'],
      ]),
    );

    const { data: empty } = await owner.api.orgs.createOrganizationTeam(owner.organizationId, { title: 'Nobody yet' });
    expectContract('createOrganizationTeam', 201, empty);
    expect(empty.members).toBe(0);
  });
});

describe('getTeamInOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Secret');
    await expectApiError(fixtures.client().orgs.getTeamInOrganizationById(owner.organizationId, team.id), 401);
  });

  it('400 for a team id that is not an id', async () => {
    const owner = await fixtures.org();
    expect(await expectApiError(owner.api.orgs.getTeamInOrganizationById(owner.organizationId, 'a.b'), 400)).toMatch(
      /^teamId: /,
    );
  });

  it("404 outside the organization, for another organization's team, for absent teams and for guests not in it", async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Secret');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const outsiderTeam = await createTeam(outsider, 'Theirs');
    await expectApiError(outsider.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id), 404);
    await expectApiError(owner.api.orgs.getTeamInOrganizationById(owner.organizationId, outsiderTeam.id), 404);
    await expectApiError(outsider.api.orgs.getTeamInOrganizationById(outsider.organizationId, team.id), 404);
    await expectApiError(owner.api.orgs.getTeamInOrganizationById(owner.organizationId, 'noSuchTeam000000000'), 404);
    await expectApiError(guest.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id), 404);
  });

  it('answers the team to members, and to guests in it', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const reader = await fixtures.member(owner.organizationId, 'read');
    const team = await createTeam(owner, 'Visible', [guest.userId]);

    const { status, data } = await reader.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id);
    expect(status).toBe(200);
    expectContract('getTeamInOrganizationById', 200, data);
    expect(data).toMatchObject({
      id: team.id,
      title: 'Visible',
      members: 1,
      permissions: { admin: false, view: true },
    });

    const { data: asGuest } = await guest.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id);
    expectContract('getTeamInOrganizationById', 200, asGuest);
    expect(asGuest.permissions).toEqual({ admin: false, view: true });
  });
});

describe('updateTeamInOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Before');
    await expectApiError(
      fixtures.client().orgs.updateTeamInOrganizationById(owner.organizationId, team.id, { title: 'After' }),
      401,
    );
    expect((await readTeam(owner, team.id)).title).toBe('Before');
  });

  it('400 for a title out of 1..64, a missing title or malformed JSON, changing nothing', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Before');
    const update = (data: object) =>
      expectApiError(owner.api.orgs.updateTeamInOrganizationById(owner.organizationId, team.id, data as never), 400);
    expect(await update({ title: '' })).toMatch(/^title: /);
    expect(await update({ title: ' \t ' })).toMatch(/^title: /);
    expect(await update({ title: 'x'.repeat(65) })).toMatch(/^title: /);
    expect(await update({})).toMatch(/^title: /);
    expect(await update({ title: 42 })).toMatch(/^title: /);
    const malformed = await sendRaw(stack, 'PATCH', `/orgs/${owner.organizationId}/teams/${team.id}`, {
      token: owner.token,
      body: "{'title': 'single quotes'}",
    });
    expect(expectRawError(malformed, 400)).toBe('Request body is not valid JSON');
    expect(await readTeam(owner, team.id)).toEqual(team);
  });

  it('403 for members who do not own the team, 404 for guests not in it and outside the organization', async () => {
    const owner = await fixtures.org();
    const teamMember = await fixtures.member(owner.organizationId, 'create');
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guestInTeam = await fixtures.member(owner.organizationId, null);
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Before', [teamMember.userId, guestInTeam.userId]);
    const rename = (caller: Caller) =>
      caller.api.orgs.updateTeamInOrganizationById(owner.organizationId, team.id, { title: 'After' });
    await expectApiError(rename(teamMember), 403);
    await expectApiError(rename(reader), 403);
    await expectApiError(rename(guestInTeam), 403);
    await expectApiError(rename(guest), 404);
    await expectApiError(rename(outsider), 404);
    await expectApiError(
      owner.api.orgs.updateTeamInOrganizationById(owner.organizationId, 'noSuchTeam000000000', { title: 'x' }),
      404,
    );
    expect((await readTeam(owner, team.id)).title).toBe('Before');
  });

  it('renames the team, for admins and for the team owners', async () => {
    const owner = await fixtures.org();
    const lead = await fixtures.member(owner.organizationId, 'read');
    const team = await createTeam(owner, 'Before');
    await owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, lead.userId, {
      role: TeamMemberRole.Owner,
    });

    const { status, data } = await owner.api.orgs.updateTeamInOrganizationById(owner.organizationId, team.id, {
      title: 'By admin',
    });
    expect(status).toBe(200);
    expectContract('updateTeamInOrganizationById', 200, data);
    expect(data).toMatchObject({ id: team.id, title: 'By admin', members: 1, createdAt: team.createdAt });

    const { data: byLead } = await lead.api.orgs.updateTeamInOrganizationById(owner.organizationId, team.id, {
      title: 'By lead',
    });
    expectContract('updateTeamInOrganizationById', 200, byLead);
    expect(byLead).toMatchObject({ title: 'By lead', permissions: { admin: true, view: true } });
    expect((await readTeam(owner, team.id)).title).toBe('By lead');
  });
});

describe('removeTeamFromOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Kept');
    await expectApiError(fixtures.client().orgs.removeTeamFromOrganizationById(owner.organizationId, team.id), 401);
    await readTeam(owner, team.id);
  });

  it('403 for members who do not own the team, 404 for guests not in it and outside the organization', async () => {
    const owner = await fixtures.org();
    const teamMember = await fixtures.member(owner.organizationId, 'edit');
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Kept', [teamMember.userId]);
    await expectApiError(teamMember.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id), 403);
    await expectApiError(reader.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id), 403);
    await expectApiError(guest.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id), 404);
    await expectApiError(outsider.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id), 404);
    expect(await readTeam(owner, team.id)).toEqual(team);
  });

  it('204 for an admin, the team and its memberships gone, then 204 again for the absent team', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const team = await createTeam(owner, 'Doomed', [editor.userId]);
    const { status, data } = await owner.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id);
    expect(status).toBe(204);
    expectContract('removeTeamFromOrganizationById', 204, data);
    await expectApiError(owner.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id), 404);
    const { data: editorTeams } = await owner.api.orgs.listTeamsForOrganizationMember(
      owner.organizationId,
      editor.userId,
    );
    expect(editorTeams.items).toEqual([]);
    expect((await owner.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id)).status).toBe(204);
    expect(
      (await owner.api.orgs.removeTeamFromOrganizationById(owner.organizationId, 'neverExisted0000000')).status,
    ).toBe(204);
  });

  it('204 for a team owner who is not an admin', async () => {
    const owner = await fixtures.org();
    const lead = await fixtures.member(owner.organizationId, 'comment');
    const team = await createTeam(owner, 'Theirs');
    await owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, lead.userId, {
      role: TeamMemberRole.Owner,
    });
    expect((await lead.api.orgs.removeTeamFromOrganizationById(owner.organizationId, team.id)).status).toBe(204);
    await expectApiError(owner.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id), 404);
  });
});

describe('listTeamsForOrganizationMember', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    await expectApiError(
      fixtures.client().orgs.listTeamsForOrganizationMember(owner.organizationId, owner.userId),
      401,
    );
  });

  it('400 for a bad limit or page', async () => {
    const owner = await fixtures.org();
    const list = (query: object) =>
      expectApiError(owner.api.orgs.listTeamsForOrganizationMember(owner.organizationId, owner.userId, query), 400);
    expect(await list({ limit: 0 })).toMatch(/^limit: /);
    expect(await list({ limit: 1001 })).toMatch(/^limit: /);
    expect(await list({ page: '%%%' })).toMatch(/^page: /);
  });

  it("403 for a guest listing another member's teams, 404 outside the organization and for non-members", async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(guest.api.orgs.listTeamsForOrganizationMember(owner.organizationId, owner.userId), 403);
    await expectApiError(outsider.api.orgs.listTeamsForOrganizationMember(owner.organizationId, owner.userId), 404);
    await expectApiError(owner.api.orgs.listTeamsForOrganizationMember(owner.organizationId, outsider.userId), 404);
  });

  it("lists the member's teams with their role in each, by title, page by page, filtered by title", async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const writers = await createTeam(owner, 'Writers', [editor.userId, guest.userId]);
    const reviewers = await createTeam(owner, 'Reviewers', [editor.userId]);
    await createTeam(owner, 'Outsiders');
    const api = await createTeam(owner, 'API writers', [editor.userId]);
    await owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, reviewers.id, editor.userId, {
      role: TeamMemberRole.Owner,
    });

    const seen: { title: string; role: string }[] = [];
    let page: string | undefined;
    do {
      const { data } = await owner.api.orgs.listTeamsForOrganizationMember(owner.organizationId, editor.userId, {
        limit: 2,
        page,
      });
      expectContract('listTeamsForOrganizationMember', 200, data);
      expect(data.count).toBe(3);
      seen.push(...data.items.map((item) => ({ title: item.team.title, role: item.member.role })));
      page = data.next?.page;
    } while (page);
    expect(seen.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'API writers', role: 'member' },
      { title: 'Reviewers', role: 'owner' },
      { title: 'Writers', role: 'member' },
    ]);

    const { data: filtered } = await editor.api.orgs.listTeamsForOrganizationMember(
      owner.organizationId,
      editor.userId,
      {
        title: 'WRITERS',
      },
    );
    expectContract('listTeamsForOrganizationMember', 200, filtered);
    expect(filtered.items.map((item) => item.team.id).sort()).toEqual([api.id, writers.id].sort());
    expect(filtered.count).toBe(2);

    const { data: editorMember } = await owner.api.orgs.getMemberInOrganizationById(
      owner.organizationId,
      editor.userId,
    );
    expect(editorMember.teams).toBe(3);

    // A guest lists their own teams.
    const { data: guestTeams } = await guest.api.orgs.listTeamsForOrganizationMember(
      owner.organizationId,
      guest.userId,
    );
    expectContract('listTeamsForOrganizationMember', 200, guestTeams);
    expect(guestTeams.items.map((item) => item.team.id)).toEqual([writers.id]);
  });
});

describe('updateMembersInOrganizationTeam', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Team');
    await expectApiError(
      fixtures.client().orgs.updateMembersInOrganizationTeam(owner.organizationId, team.id, { add: [owner.userId] }),
      401,
    );
    expect((await readTeam(owner, team.id)).members).toBe(0);
  });

  it('400 for users outside the organization, a bad role or malformed JSON, changing nothing', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team', [editor.userId]);
    const update = (data: object) =>
      expectApiError(owner.api.orgs.updateMembersInOrganizationTeam(owner.organizationId, team.id, data as never), 400);
    expect(await update({ add: [owner.userId, outsider.userId], remove: [editor.userId] })).toMatch(/^add: /);
    expect(await update({ add: [`nobody-${randomUUID()}@e2e.quire.test`] })).toMatch(/^add: /);
    expect(await update({ memberships: { [outsider.userId]: { role: TeamMemberRole.Owner } } })).toMatch(
      /^memberships: /,
    );
    expect(await update({ memberships: { [editor.userId]: { role: 'boss' } } })).toMatch(/^memberships\./);
    expect(await update({ add: 'not-an-array' })).toMatch(/^add: /);
    const malformed = await sendRaw(stack, 'PUT', `/orgs/${owner.organizationId}/teams/${team.id}/members`, {
      token: owner.token,
      body: '{"add": [}',
    });
    expect(expectRawError(malformed, 400)).toBe('Request body is not valid JSON');
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[editor.userId, 'member']]));
  });

  it('403 for team members who do not own it, 404 for guests not in it and outside the organization', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team', [editor.userId]);
    const addSelf = (caller: Caller) =>
      caller.api.orgs.updateMembersInOrganizationTeam(owner.organizationId, team.id, {
        memberships: { [caller.userId]: { role: TeamMemberRole.Owner } },
      });
    await expectApiError(addSelf(editor), 403);
    await expectApiError(addSelf(guest), 404);
    await expectApiError(addSelf(outsider), 404);
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[editor.userId, 'member']]));
  });

  it('adds by id or email, sets roles and removes in one call', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guest = await fixtures.member(owner.organizationId, null);
    const team = await createTeam(owner, 'Team', [editor.userId]);
    const { data: readerUser } = await reader.api.user.getAuthenticatedUser();

    const { status, data } = await owner.api.orgs.updateMembersInOrganizationTeam(owner.organizationId, team.id, {
      add: [readerUser.email!.toUpperCase(), guest.userId],
      memberships: { [owner.userId]: { role: TeamMemberRole.Owner } },
      remove: [editor.userId],
    });
    expect(status).toBe(204);
    expectContract('updateMembersInOrganizationTeam', 204, data);
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(
      new Map([
        [reader.userId, 'member'],
        [guest.userId, 'member'],
        [owner.userId, 'owner'],
      ]),
    );
    expect((await readTeam(owner, team.id)).members).toBe(3);
  });
});

describe('listTeamMembersInOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Team');
    await expectApiError(fixtures.client().orgs.listTeamMembersInOrganizationById(owner.organizationId, team.id), 401);
  });

  it('400 for a bad limit or page', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Team');
    const list = (query: object) =>
      expectApiError(owner.api.orgs.listTeamMembersInOrganizationById(owner.organizationId, team.id, query), 400);
    expect(await list({ limit: 0 })).toMatch(/^limit: /);
    expect(await list({ limit: 1001 })).toMatch(/^limit: /);
    expect(await list({ page: 'eyJ4IjoxfQ' })).toMatch(/^page: /);
  });

  it('404 for guests not in the team, outside the organization and for absent teams', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team', [owner.userId]);
    await expectApiError(guest.api.orgs.listTeamMembersInOrganizationById(owner.organizationId, team.id), 404);
    await expectApiError(outsider.api.orgs.listTeamMembersInOrganizationById(owner.organizationId, team.id), 404);
    await expectApiError(
      owner.api.orgs.listTeamMembersInOrganizationById(owner.organizationId, 'noSuchTeam000000000'),
      404,
    );
  });

  it('walks the members of the team page by page, to members and to guests in it', async () => {
    const owner = await fixtures.org();
    const users: string[] = [owner.userId];
    for (let i = 0; i < 4; i += 1) users.push((await fixtures.member(owner.organizationId, 'read')).userId);
    const guest = await fixtures.member(owner.organizationId, null);
    users.push(guest.userId);
    const team = await createTeam(owner, 'Everyone', users);

    const roles = await teamRoles(guest, owner.organizationId, team.id, 4);
    expect([...roles.keys()].sort()).toEqual([...users].sort());
    const { data } = await owner.api.orgs.listTeamMembersInOrganizationById(owner.organizationId, team.id, {
      limit: 4,
    });
    expect(data.count).toBe(6);
    expect(data.items).toHaveLength(4);
    expect(data.items[0]).toMatchObject({ team: { role: 'member' }, permissions: { view: true } });
    expect(data.items[0].organization.object).toBe('member');
  });
});

describe('addMemberToOrganizationTeamById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Team');
    await expectApiError(
      fixtures.client().orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, owner.userId, {}),
      401,
    );
    expect((await readTeam(owner, team.id)).members).toBe(0);
  });

  it('400 for a bad role or a user outside the organization, changing nothing', async () => {
    const owner = await fixtures.org();
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team');
    expect(
      await expectApiError(
        owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, owner.userId, {
          role: 'admin',
        } as never),
        400,
      ),
    ).toMatch(/^role: /);
    expect(
      await expectApiError(
        owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, outsider.userId, {}),
        400,
      ),
    ).toMatch(/not a member/);
    expect((await readTeam(owner, team.id)).members).toBe(0);
  });

  it('403 for team members who do not own it, 404 for guests not in it and outside the organization', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team', [editor.userId]);
    const promoteSelf = (caller: Caller) =>
      caller.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, caller.userId, {
        role: TeamMemberRole.Owner,
      });
    await expectApiError(promoteSelf(editor), 403);
    await expectApiError(promoteSelf(guest), 404);
    await expectApiError(promoteSelf(outsider), 404);
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[editor.userId, 'member']]));
  });

  it('adds a member (as member by default) and changes their role', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const team = await createTeam(owner, 'Team');
    const { status, data } = await owner.api.orgs.addMemberToOrganizationTeamById(
      owner.organizationId,
      team.id,
      editor.userId,
      {},
    );
    expect(status).toBe(204);
    expectContract('addMemberToOrganizationTeamById', 204, data);
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[editor.userId, 'member']]));

    await owner.api.orgs.addMemberToOrganizationTeamById(owner.organizationId, team.id, editor.userId, {
      role: TeamMemberRole.Owner,
    });
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[editor.userId, 'owner']]));
    // As an owner they now manage the team.
    const { data: teamAsEditor } = await editor.api.orgs.getTeamInOrganizationById(owner.organizationId, team.id);
    expect(teamAsEditor.permissions.admin).toBe(true);
  });
});

describe('deleteMemberFromOrganizationTeamById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const team = await createTeam(owner, 'Team', [owner.userId]);
    await expectApiError(
      fixtures.client().orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, owner.userId),
      401,
    );
    expect((await readTeam(owner, team.id)).members).toBe(1);
  });

  it('403 for team members removing someone else, 404 for guests not in it and outside the organization', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    const team = await createTeam(owner, 'Team', [owner.userId, editor.userId]);
    await expectApiError(
      editor.api.orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, owner.userId),
      403,
    );
    await expectApiError(
      guest.api.orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, owner.userId),
      404,
    );
    await expectApiError(
      outsider.api.orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, owner.userId),
      404,
    );
    expect((await readTeam(owner, team.id)).members).toBe(2);
  });

  it('204 for removing a member, for leaving, and for a user not in the team', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const guest = await fixtures.member(owner.organizationId, null);
    const team = await createTeam(owner, 'Team', [editor.userId, guest.userId]);

    const { status, data } = await owner.api.orgs.deleteMemberFromOrganizationTeamById(
      owner.organizationId,
      team.id,
      editor.userId,
    );
    expect(status).toBe(204);
    expectContract('deleteMemberFromOrganizationTeamById', 204, data);
    expect(
      (await guest.api.orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, guest.userId)).status,
    ).toBe(204);
    expect(
      (await owner.api.orgs.deleteMemberFromOrganizationTeamById(owner.organizationId, team.id, editor.userId)).status,
    ).toBe(204);
    expect((await readTeam(owner, team.id)).members).toBe(0);
  });

  it('removing a member from the organization removes them from its teams', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const team = await createTeam(owner, 'Team', [owner.userId, editor.userId]);
    await owner.api.orgs.removeMemberFromOrganizationById(owner.organizationId, editor.userId);
    expect(await teamRoles(owner, owner.organizationId, team.id)).toEqual(new Map([[owner.userId, 'member']]));
    expect((await readTeam(owner, team.id)).members).toBe(1);
  });
});
