import { commonV1, identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { addMember, createOrganization } from '../../test/factories';
import { as, callerFor, eventsOf, startTestIdentity, statusOf, uniqueEmail, useTestIdentity } from '../../test/harness';

// OrganizationService.

const { MemberRole } = commonV1;

const env = useTestIdentity();

describe('ListOrganizations', () => {
  test('lists every organization of the caller with a round-tripping cursor', async () => {
    const own = await createOrganization(env, { title: 'Own' });
    const email = uniqueEmail('multi');
    const a = await createOrganization(env, { title: 'Org A' });
    const b = await createOrganization(env, { title: 'Org B' });
    await env.admin.addMember({ organizationId: a.organizationId, email, role: MemberRole.MEMBER_ROLE_READ });
    const guest = await env.admin.addMember({ organizationId: b.organizationId, email, role: MemberRole.MEMBER_ROLE_GUEST });
    await env.admin.addMember({ organizationId: own.organizationId, email, role: MemberRole.MEMBER_ROLE_ADMIN });
    const caller = await callerFor(env.identity, guest.token);

    const first = await env.identity.listOrganizations({ limit: 2 }, as(caller));
    expect(first.count).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.next?.page).toBeTruthy();
    const second = await env.identity.listOrganizations({ limit: 2, page: first.next!.page }, as(caller));
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeUndefined();

    const byId = new Map([...first.items, ...second.items].map((organization) => [organization.id, organization]));
    expect([...byId.keys()].sort()).toEqual([a.organizationId, b.organizationId, own.organizationId].sort());
    expect(byId.get(own.organizationId)!.permissions).toMatchObject({ admin: true, listMembers: true });
    expect(byId.get(a.organizationId)!.permissions).toMatchObject({ admin: false, listMembers: true });
    expect(byId.get(b.organizationId)!.permissions).toMatchObject({ view: true, listMembers: false });
  });

  test('refuses a limit outside 1..1000 and a garbage cursor', async () => {
    const { owner } = await createOrganization(env);
    expect(await statusOf(env.identity.listOrganizations({ limit: 1001 }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.listOrganizations({ page: 'garbage' }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('GetOrganization', () => {
  test('NOT_FOUND for an organization the caller is not in, or that does not exist', async () => {
    const { organizationId } = await createOrganization(env);
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.getOrganization({ organizationId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.identity.getOrganization({ organizationId: 'nope' }, as(outsider.owner)))).toBe(
      Status.NOT_FOUND,
    );
  });

  test('answers every field the contract requires, with the truthful values for unmodelled ones', async () => {
    const { organizationId, owner } = await createOrganization(env, { title: 'Handbook' });
    const { organization } = await env.identity.getOrganization({ organizationId }, as(owner));
    expect(organization).toEqual({
      object: 'organization',
      id: organizationId,
      title: 'Handbook',
      createdAt: expect.any(Date),
      emailDomains: [],
      type: identityV1.OrganizationType.ORGANIZATION_TYPE_BUSINESS,
      useCase: identityV1.OrganizationUseCase.ORGANIZATION_USE_CASE_UNSPECIFIED,
      defaultRole: MemberRole.MEMBER_ROLE_READ,
      sso: false,
      inviteLinks: true,
      plan: identityV1.BillingProduct.BILLING_PRODUCT_FREE,
      mergeRules: { type: 'none' },
      trial: { status: identityV1.BillingTrialStatus.BILLING_TRIAL_STATUS_NOTAPPLICABLE, count: 0 },
      urls: { location: `http://quire.test/v1/orgs/${organizationId}`, app: `http://app.quire.test/o/${organizationId}` },
      permissions: expect.objectContaining({ view: true, admin: true, ownTeam: false }),
    });
  });

  test('a guest can read the organization, without list permissions', async () => {
    const { organizationId } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const { organization } = await env.identity.getOrganization({ organizationId }, as(guest));
    expect(organization!.permissions).toMatchObject({ view: true, admin: false, listMembers: false, listTeams: false });
  });

  test('ownTeam is true for a team owner', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const reader = await addMember(env, organizationId, 'read');
    const { team } = await env.identity.createTeam({ organizationId, title: 'Ops', members: [] }, as(owner));
    await env.identity.addTeamMember(
      { organizationId, teamId: team!.id, userId: reader.userId, role: identityV1.TeamMemberRole.TEAM_MEMBER_ROLE_OWNER },
      as(owner),
    );
    const { organization } = await env.identity.getOrganization({ organizationId }, as(reader));
    expect(organization!.permissions).toMatchObject({ ownTeam: true, admin: false });
  });
});

describe('UpdateOrganization', () => {
  test('PERMISSION_DENIED for non-admins, NOT_FOUND for outsiders', async () => {
    const { organizationId } = await createOrganization(env);
    const creator = await addMember(env, organizationId, 'create');
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.updateOrganization({ organizationId, title: 'New', emailDomains: undefined, defaultRole: 0 }, as(creator)))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(
      await statusOf(env.identity.updateOrganization({ organizationId, title: 'New', emailDomains: undefined, defaultRole: 0 }, as(outsider.owner))),
    ).toBe(Status.NOT_FOUND);
  });

  test('refuses an invalid hostname and one already taken', async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const hostname = `h${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const update = (organizationId: string, value: string, caller = first.owner) =>
      env.identity.updateOrganization({ organizationId, hostname: value, emailDomains: undefined, defaultRole: 0 }, as(caller));
    expect(await statusOf(update(first.organizationId, 'No Spaces'))).toBe(Status.INVALID_ARGUMENT);
    await update(first.organizationId, hostname);
    expect(await statusOf(update(second.organizationId, hostname, second.owner))).toBe(Status.ALREADY_EXISTS);
  });

  test('changes title, domains, hostname and default role; new members then get that role', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const hostname = `docs-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const { organization } = await env.identity.updateOrganization(
      {
        organizationId,
        title: 'Renamed',
        hostname,
        emailDomains: ['Example.com', 'example.com', 'docs.example.org'],
        defaultRole: MemberRole.MEMBER_ROLE_GUEST,
      },
      as(owner),
    );
    expect(organization).toMatchObject({
      title: 'Renamed',
      hostname,
      emailDomains: ['example.com', 'docs.example.org'],
      defaultRole: MemberRole.MEMBER_ROLE_GUEST,
    });
    const added = await env.admin.addMember({ organizationId, email: uniqueEmail() });
    const access = await env.identity.getMemberAccess({ organizationId, userId: added.user!.id });
    expect(access.role).toBe(MemberRole.MEMBER_ROLE_GUEST);
    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.organization.updated', aggregateId: organizationId },
    });
    expect(events).toHaveLength(1);
  });
});

describe('PingOrganization', () => {
  test('records when members and guests were last seen; NOT_FOUND for outsiders', async () => {
    const { organizationId } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const outsider = await createOrganization(env);
    expect(await statusOf(env.identity.pingOrganization({ organizationId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);

    const before = await env.identity.getMember({ organizationId, userId: guest.userId }, as(guest));
    expect(before.member!.lastSeenAt).toBeUndefined();
    expect(await env.identity.pingOrganization({ organizationId }, as(guest))).toEqual({});
    const after = await env.identity.getMember({ organizationId, userId: guest.userId }, as(guest));
    expect(Date.now() - after.member!.lastSeenAt!.getTime()).toBeLessThan(10_000);
  });
});

describe('CreateOrganizationForCurrentUser', () => {
  test('INVALID_ARGUMENT for a title out of 2..255 characters', async () => {
    const { owner } = await createOrganization(env);
    for (const title of ['', 'A', ' B ', 'x'.repeat(256)]) {
      expect(await statusOf(env.identity.createOrganizationForCurrentUser({ title }, as(owner)))).toBe(
        Status.INVALID_ARGUMENT,
      );
    }
  });

  test('creates an organization with the caller as its only admin, without issuing a token', async () => {
    const { owner } = await createOrganization(env);
    const tokensBefore = await env.prisma.apiToken.count({ where: { userId: owner.userId } });

    const { organization } = await env.identity.createOrganizationForCurrentUser({ title: '  Side project  ' }, as(owner));
    expect(organization).toMatchObject({
      object: 'organization',
      title: 'Side project',
      urls: { location: `http://quire.test/v1/orgs/${organization!.id}`, app: `http://app.quire.test/o/${organization!.id}` },
      permissions: expect.objectContaining({ view: true, admin: true, createContent: true, ownTeam: false }),
    });
    // The same resource GetOrganization answers.
    const read = await env.identity.getOrganization({ organizationId: organization!.id }, as(owner));
    expect(read.organization).toEqual(organization);

    const members = await env.identity.listMembers(
      { organizationId: organization!.id, order: 0, role: 0, sort: 0 },
      as(owner),
    );
    expect(members.items.map((member) => [member.id, member.role])).toEqual([[owner.userId, MemberRole.MEMBER_ROLE_ADMIN]]);
    const { principal } = await env.identity.authenticateToken({ token: owner.token });
    expect(principal!.memberships).toContainEqual({ organizationId: organization!.id, role: MemberRole.MEMBER_ROLE_ADMIN });
    expect(await env.prisma.apiToken.count({ where: { userId: owner.userId } })).toBe(tokensBefore);

    expect(await eventsOf(env, organization!.id)).toEqual([
      {
        type: 'quire.identity.organization.created',
        organizationId: organization!.id,
        data: { organizationId: organization!.id, title: 'Side project', ownerId: owner.userId },
      },
    ]);
    const added = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.member.added', organizationId: organization!.id },
      select: { data: true },
    });
    expect(added).toEqual([{ data: { organizationId: organization!.id, userId: owner.userId, role: 'admin' } }]);
  });

  test('PERMISSION_DENIED, creating nothing, when the operator turned creation off', async () => {
    const locked = await startTestIdentity(undefined, { allowOrganizationCreation: false });
    try {
      const created = await locked.admin.createOrganization({ title: 'Operator org', ownerEmail: uniqueEmail('owner') });
      const owner = await callerFor(locked.identity, created.token);
      const title = `Refused ${owner.userId}`;
      const error = await locked.identity.createOrganizationForCurrentUser({ title }, as(owner)).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringMatching(/turned off/) });
      expect(await locked.prisma.organization.count({ where: { title } })).toBe(0);
      // Operators still create organizations.
      expect(created.organization?.id).toBeTruthy();
    } finally {
      await locked.stop();
    }
  });
});

describe('UpdateOrganization request limits', () => {
  test('INVALID_ARGUMENT for more than 100 email domains or a domain longer than 253 characters', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const update = (emailDomains: string[]) =>
      env.identity.updateOrganization({ organizationId, emailDomains }, as(owner)).catch((caught: { code: Status; details: string }) => caught);
    const domains = Array.from({ length: 101 }, (_, index) => `d${index}.example.test`);
    expect(await update(domains)).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^emailDomains: /) });
    expect(await update([`${'a'.repeat(250)}.test`])).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^emailDomains\.0: /),
    });
    expect(await statusOf(env.identity.updateOrganization({ organizationId, emailDomains: domains.slice(0, 100) }, as(owner)))).toBe('OK');
  });
});
