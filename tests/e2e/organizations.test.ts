import { randomUUID } from 'node:crypto';
import { MemberRole } from '@gitbook/api';
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

// Organizations through the gateway with the official client: listing, reading, updating
// and pinging, every body checked against the GitBook contract.

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack();
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

/** The organization as its owner reads it now, to prove that a refused change changed nothing. */
async function readOrganization(owner: OrgCaller) {
  const { data } = await owner.api.orgs.getOrganizationById(owner.organizationId);
  expectContract('getOrganizationById', 200, data);
  return data;
}

const uniqueHostname = () => `e2e-${randomUUID().slice(0, 12)}`;

describe('listOrganizationsForAuthenticatedUser', () => {
  it('401 without a token, and with an unknown one', async () => {
    await expectApiError(fixtures.client().orgs.listOrganizationsForAuthenticatedUser(), 401);
    await expectApiError(fixtures.client('not-a-token').orgs.listOrganizationsForAuthenticatedUser(), 401);
  });

  it('400 for a limit out of 1..1000 and for a page cursor it did not issue', async () => {
    const { api } = await fixtures.org();
    expect(await expectApiError(api.orgs.listOrganizationsForAuthenticatedUser({ limit: 0 }), 400)).toMatch(/^limit: /);
    expect(await expectApiError(api.orgs.listOrganizationsForAuthenticatedUser({ limit: 1001 }), 400)).toMatch(
      /^limit: /,
    );
    expect(await expectApiError(api.orgs.listOrganizationsForAuthenticatedUser({ page: 'garbage!' }), 400)).toMatch(
      /^page: /,
    );
  });

  it('lists the organizations the user is a member or guest of, page by page', async () => {
    const first = await fixtures.org();
    const { data: me } = await first.api.user.getAuthenticatedUser();
    const second = await fixtures.org();
    const third = await fixtures.org();
    await stack.admin.addMember({
      organizationId: second.organizationId,
      email: me.email!,
      role: commonV1.MemberRole.MEMBER_ROLE_READ,
    });
    await stack.admin.addMember({
      organizationId: third.organizationId,
      email: me.email!,
      role: commonV1.MemberRole.MEMBER_ROLE_GUEST,
    });

    const seen: string[] = [];
    let page: string | undefined;
    do {
      const { data } = await first.api.orgs.listOrganizationsForAuthenticatedUser({ limit: 2, page });
      expectContract('listOrganizationsForAuthenticatedUser', 200, data);
      expect(data.count).toBe(3);
      expect(data.items.length).toBeLessThanOrEqual(2);
      seen.push(...data.items.map((organization) => organization.id));
      page = data.next?.page;
    } while (page);
    expect(seen.sort()).toEqual([first.organizationId, second.organizationId, third.organizationId].sort());

    const { data: all } = await first.api.orgs.listOrganizationsForAuthenticatedUser();
    const byId = new Map(all.items.map((organization) => [organization.id, organization]));
    expect(byId.get(first.organizationId)?.permissions.admin).toBe(true);
    expect(byId.get(second.organizationId)?.permissions).toMatchObject({ admin: false, view: true, listMembers: true });
    expect(byId.get(third.organizationId)?.permissions).toMatchObject({ admin: false, view: true, listMembers: false });
  });

  it('does not list organizations of other users', async () => {
    const mine = await fixtures.org();
    await fixtures.org();
    const { data } = await mine.api.orgs.listOrganizationsForAuthenticatedUser();
    expectContract('listOrganizationsForAuthenticatedUser', 200, data);
    expect(data.items.map((organization) => organization.id)).toEqual([mine.organizationId]);
    expect(data.count).toBe(1);
    expect(data.next).toBeUndefined();
  });
});

describe('getOrganizationById', () => {
  it('401 without a token, and with an unknown one', async () => {
    const { organizationId } = await fixtures.org();
    await expectApiError(fixtures.client().orgs.getOrganizationById(organizationId), 401);
    await expectApiError(fixtures.client('not-a-token').orgs.getOrganizationById(organizationId), 401);
  });

  it('400 for an organization id that is not an id', async () => {
    const { api } = await fixtures.org();
    expect(await expectApiError(api.orgs.getOrganizationById('not.an.id'), 400)).toMatch(/^organizationId: /);
  });

  it('404 for an organization the caller is not in, and for one that does not exist', async () => {
    const theirs = await fixtures.org();
    const outsider = await fixtures.org();
    await expectApiError(outsider.api.orgs.getOrganizationById(theirs.organizationId), 404);
    await expectApiError(outsider.api.orgs.getOrganizationById('doesNotExist1234567'), 404);
  });

  it('answers the organization with the admin permissions to its owner', async () => {
    const owner = await fixtures.org({ title: 'Acme e2e' });
    const { status, data } = await owner.api.orgs.getOrganizationById(owner.organizationId);
    expect(status).toBe(200);
    expectContract('getOrganizationById', 200, data);
    expect(data).toMatchObject({
      object: 'organization',
      id: owner.organizationId,
      title: 'Acme e2e',
      plan: 'free',
      sso: false,
      inviteLinks: true,
      trial: { status: 'notapplicable', count: 0 },
      mergeRules: { type: 'none' },
      urls: { location: `${stack.baseUrl}/v1/orgs/${owner.organizationId}` },
    });
    expect(data.permissions).toMatchObject({
      view: true,
      admin: true,
      createContent: true,
      listMembers: true,
      listTeams: true,
    });
  });

  it('answers read members and guests with their own permissions', async () => {
    const { organizationId } = await fixtures.org();
    const reader = await fixtures.member(organizationId, 'read');
    const guest = await fixtures.member(organizationId, null);

    const { data: asReader } = await reader.api.orgs.getOrganizationById(organizationId);
    expectContract('getOrganizationById', 200, asReader);
    expect(asReader.permissions).toMatchObject({
      view: true,
      admin: false,
      createContent: false,
      listMembers: true,
      listTeams: true,
    });

    const { data: asGuest } = await guest.api.orgs.getOrganizationById(organizationId);
    expectContract('getOrganizationById', 200, asGuest);
    expect(asGuest.permissions).toMatchObject({
      view: true,
      admin: false,
      createContent: false,
      listMembers: false,
      listTeams: false,
    });
  });
});

describe('updateOrganizationById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    const before = await readOrganization(owner);
    await expectApiError(
      fixtures.client().orgs.updateOrganizationById(owner.organizationId, { title: 'Renamed' }),
      401,
    );
    expect(await readOrganization(owner)).toEqual(before);
  });

  it('400 for a title, hostname or default role out of the contract, changing nothing', async () => {
    const owner = await fixtures.org();
    const before = await readOrganization(owner);
    const update = (data: object) =>
      expectApiError(owner.api.orgs.updateOrganizationById(owner.organizationId, data as never), 400);

    expect(await update({ title: 'x' })).toMatch(/^title: /);
    expect(await update({ title: 'x'.repeat(256) })).toMatch(/^title: /);
    expect(await update({ hostname: 'ab' })).toMatch(/^hostname: /);
    expect(await update({ hostname: 'x'.repeat(33) })).toMatch(/^hostname: /);
    expect(await update({ hostname: 'Not_A_Host' })).toMatch(/^hostname: /);
    expect(await update({ defaultRole: 'owner' })).toMatch(/^defaultRole: /);
    expect(await update({ emailDomains: ['not a domain'] })).toMatch(/^emailDomains\.0: /);
    expect(await update({ title: 'Valid title', emailDomains: 'acme.io' })).toMatch(/^emailDomains: /);
    expect(await readOrganization(owner)).toEqual(before);
  });

  it('400 for a field of the contract Quire does not have, and for malformed JSON, changing nothing', async () => {
    const owner = await fixtures.org();
    const before = await readOrganization(owner);
    const unknownField = await expectApiError(
      owner.api.orgs.updateOrganizationById(owner.organizationId, { title: 'Renamed', sso: true }),
      400,
    );
    expect(unknownField).toBe('sso: is not a known field');
    const malformed = await sendRaw(stack, 'PATCH', `/orgs/${owner.organizationId}`, {
      token: owner.token,
      body: '{"title": "Renamed"',
    });
    expect(expectRawError(malformed, 400)).toBe('Request body is not valid JSON');
    expect(await readOrganization(owner)).toEqual(before);
  });

  it('403 for members who are not admins and for guests, 404 for admins of another organization', async () => {
    const owner = await fixtures.org();
    const before = await readOrganization(owner);
    const reader = await fixtures.member(owner.organizationId, 'read');
    const creator = await fixtures.member(owner.organizationId, 'create');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();
    await expectApiError(reader.api.orgs.updateOrganizationById(owner.organizationId, { title: 'By reader' }), 403);
    await expectApiError(creator.api.orgs.updateOrganizationById(owner.organizationId, { title: 'By creator' }), 403);
    await expectApiError(guest.api.orgs.updateOrganizationById(owner.organizationId, { title: 'By guest' }), 403);
    await expectApiError(outsider.api.orgs.updateOrganizationById(owner.organizationId, { title: 'By outsider' }), 404);
    expect(await readOrganization(owner)).toEqual(before);
  });

  it('409 for a hostname another organization has, changing nothing', async () => {
    const hostname = uniqueHostname();
    const first = await fixtures.org();
    await first.api.orgs.updateOrganizationById(first.organizationId, { hostname });
    const second = await fixtures.org();
    const before = await readOrganization(second);
    expect(
      await expectApiError(second.api.orgs.updateOrganizationById(second.organizationId, { hostname }), 409),
    ).toMatch(/^hostname: /);
    expect(await readOrganization(second)).toEqual(before);
  });

  it('changes the title, email domains, hostname and default role', async () => {
    const owner = await fixtures.org();
    const hostname = uniqueHostname();
    const { status, data } = await owner.api.orgs.updateOrganizationById(owner.organizationId, {
      title: 'Renamed organization',
      emailDomains: ['Acme.io', 'acme.io', 'docs.acme.io'],
      hostname,
      defaultRole: MemberRole.Edit,
    });
    expect(status).toBe(200);
    expectContract('updateOrganizationById', 200, data);
    expect(data).toMatchObject({
      title: 'Renamed organization',
      emailDomains: ['acme.io', 'docs.acme.io'],
      hostname,
      defaultRole: 'edit',
    });
    expect(await readOrganization(owner)).toEqual(data);

    // Fields left out stay as they are.
    const { data: retitled } = await owner.api.orgs.updateOrganizationById(owner.organizationId, {
      title: 'Again renamed',
    });
    expectContract('updateOrganizationById', 200, retitled);
    expect(retitled).toMatchObject({
      title: 'Again renamed',
      emailDomains: ['acme.io', 'docs.acme.io'],
      hostname,
      defaultRole: 'edit',
    });
  });

  it('makes new members guests with a null default role', async () => {
    const owner = await fixtures.org();
    const { data } = await owner.api.orgs.updateOrganizationById(owner.organizationId, { defaultRole: null });
    expectContract('updateOrganizationById', 200, data);
    expect(data.defaultRole).toBeNull();
    expect((await readOrganization(owner)).defaultRole).toBeNull();

    const joined = await stack.admin.addMember({
      organizationId: owner.organizationId,
      email: `default-role-${randomUUID()}@e2e.quire.test`,
      role: commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED,
    });
    const { data: member } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, joined.user!.id);
    expectContract('getMemberInOrganizationById', 200, member);
    expect(member.role).toBeNull();
  });
});

describe('updateOrganizationMemberLastSeenAt', () => {
  it('401 without a token', async () => {
    const { organizationId } = await fixtures.org();
    await expectApiError(fixtures.client().orgs.updateOrganizationMemberLastSeenAt(organizationId), 401);
  });

  it('404 for an organization the caller is not in', async () => {
    const theirs = await fixtures.org();
    const outsider = await fixtures.org();
    await expectApiError(outsider.api.orgs.updateOrganizationMemberLastSeenAt(theirs.organizationId), 404);
  });

  it('records when a member or guest was last seen', async () => {
    const owner = await fixtures.org();
    const guest = await fixtures.member(owner.organizationId, null);
    const { data: unseen } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, guest.userId);
    expect(unseen.lastSeenAt).toBeUndefined();

    const before = Date.now();
    const { status, data } = await guest.api.orgs.updateOrganizationMemberLastSeenAt(owner.organizationId);
    expect(status).toBe(200);
    expectContract('updateOrganizationMemberLastSeenAt', 200, data);
    expect(data).toEqual({});

    const { data: seen } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, guest.userId);
    expectContract('getMemberInOrganizationById', 200, seen);
    const lastSeenAt = Date.parse(seen.lastSeenAt!);
    expect(lastSeenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(lastSeenAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
