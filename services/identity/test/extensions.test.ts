import { commonV1, identityV1 } from '@quire/proto';
import { hashToken, Status } from '@quire/shared';
import { addMember, createOrganization, protoRole } from './factories';
import { as, callerFor, startTestIdentity, statusOf, uniqueEmail, type Caller, type TestIdentity } from './harness';

// The Quire extensions of IdentityService: organizations created by signed-in users, their
// own API tokens, and admins adding members by email.

const { MemberRole } = commonV1;

let env: TestIdentity;
beforeAll(async () => {
  env = await startTestIdentity();
});
afterAll(async () => {
  await env.stop();
});

const eventsOf = (aggregateId: string) =>
  env.prisma.outboxEvent.findMany({
    where: { aggregateId },
    orderBy: { seq: 'asc' },
    select: { type: true, organizationId: true, data: true },
  });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

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

    expect(await eventsOf(organization!.id)).toEqual([
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

describe('CreateCurrentUserApiToken', () => {
  test('INVALID_ARGUMENT for a label out of 1..100 characters or an expiry not in the future', async () => {
    const { owner } = await createOrganization(env);
    const create = (request: identityV1.CreateCurrentUserApiTokenRequest) =>
      statusOf(env.identity.createCurrentUserApiToken(request, as(owner)));
    expect(await create({ label: 'x'.repeat(101) })).toBe(Status.INVALID_ARGUMENT);
    expect(await create({ label: '   ' })).toBe(Status.INVALID_ARGUMENT);
    expect(await create({ expiresAt: new Date(Date.now() - 1000) })).toBe(Status.INVALID_ARGUMENT);
    expect(await env.prisma.apiToken.count({ where: { userId: owner.userId } })).toBe(1);
  });

  test('issues a working token for the caller, shown once and stored as its SHA-256 only', async () => {
    const { owner } = await createOrganization(env);
    const expiresAt = minutesFromNow(60);
    const { apiToken } = await env.identity.createCurrentUserApiToken({ label: ' CI ', expiresAt }, as(owner));
    expect(apiToken).toEqual({
      object: 'api-token',
      id: expect.any(String),
      label: 'CI',
      createdAt: expect.any(Date),
      expiresAt,
      token: expect.stringMatching(/^gb_api_/),
    });

    const { principal } = await env.identity.authenticateToken({ token: apiToken!.token });
    expect(principal).toMatchObject({ userId: owner.userId, tokenId: apiToken!.id });
    const stored = await env.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken!.id } });
    expect(stored).toMatchObject({ userId: owner.userId, hash: hashToken(apiToken!.token), expiresAt });

    const events = await eventsOf(apiToken!.id);
    expect(events).toEqual([
      {
        type: 'quire.identity.token.created',
        organizationId: null,
        data: { tokenId: apiToken!.id, userId: owner.userId, label: 'CI', expiresAt: expiresAt.toISOString() },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(apiToken!.token);
    expect(JSON.stringify(events)).not.toContain(stored.hash);
  });

  test('a token without label or expiry has neither', async () => {
    const { owner } = await createOrganization(env);
    const { apiToken } = await env.identity.createCurrentUserApiToken({}, as(owner));
    expect(apiToken!.label).toBeUndefined();
    expect(apiToken!.expiresAt).toBeUndefined();
    const caller = await callerFor(env.identity, apiToken!.token);
    expect(caller.userId).toBe(owner.userId);
  });
});

describe('AuthenticateToken with expiring tokens', () => {
  test('accepts a token before its expiry and refuses it after', async () => {
    const { owner } = await createOrganization(env);
    const { apiToken } = await env.identity.createCurrentUserApiToken({ expiresAt: minutesFromNow(5) }, as(owner));
    expect(await statusOf(env.identity.authenticateToken({ token: apiToken!.token }))).toBe('OK');

    // Time passing, as far as the token is concerned.
    await env.prisma.apiToken.update({ where: { id: apiToken!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await statusOf(env.identity.authenticateToken({ token: apiToken!.token }))).toBe(Status.UNAUTHENTICATED);
    // The caller's other token is unaffected.
    expect(await statusOf(env.identity.authenticateToken({ token: owner.token }))).toBe('OK');
  });
});

describe('ListCurrentUserApiTokens', () => {
  const listAll = async (caller: Caller, limit: number) => {
    const ids: string[] = [];
    let page: string | undefined;
    do {
      const result = await env.identity.listCurrentUserApiTokens({ limit, page }, as(caller));
      expect(result.items.length).toBeLessThanOrEqual(limit);
      ids.push(...result.items.map((item) => item.id));
      page = result.next?.page;
    } while (page);
    return ids;
  };

  test('INVALID_ARGUMENT for a bad limit or cursor', async () => {
    const { owner } = await createOrganization(env);
    expect(await statusOf(env.identity.listCurrentUserApiTokens({ limit: 0 }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.listCurrentUserApiTokens({ limit: 1001 }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
    expect(await statusOf(env.identity.listCurrentUserApiTokens({ page: 'bm9wZQ' }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });

  test("lists the caller's tokens that are not revoked, newest first, page by page", async () => {
    const { owner, organizationId } = await createOrganization(env);
    const someoneElse = await addMember(env, organizationId, 'read');
    const issued = [owner.tokenId];
    for (const label of ['a', 'b', 'c', 'd']) {
      issued.push((await env.identity.createCurrentUserApiToken({ label }, as(owner))).apiToken!.id);
    }
    // Two tokens created at the same instant: the id breaks the tie.
    const times = [1, 2, 3, 3, 4].map((minute) => new Date(Date.UTC(2024, 0, 1, 0, minute)));
    for (const [index, id] of issued.entries()) {
      await env.prisma.apiToken.update({ where: { id }, data: { createdAt: times[index] } });
    }
    const newestFirst = issued
      .map((id, index) => ({ id, at: times[index].getTime() }))
      .sort((x, y) => y.at - x.at || (x.id < y.id ? 1 : -1))
      .map((token) => token.id);

    const first = await env.identity.listCurrentUserApiTokens({ limit: 2 }, as(owner));
    expect(first.count).toBe(5);
    expect(await listAll(owner, 2)).toEqual(newestFirst);

    await env.identity.revokeCurrentUserApiToken({ tokenId: issued[1] }, as(owner));
    expect(await listAll(owner, 50)).toEqual(newestFirst.filter((id) => id !== issued[1]));
    expect((await env.identity.listCurrentUserApiTokens({}, as(owner))).count).toBe(4);

    const theirs = await env.identity.listCurrentUserApiTokens({}, as(someoneElse));
    expect(theirs.items.map((item) => item.id)).toEqual([someoneElse.tokenId]);
  });

  test('shows label, creation, last use and expiry, never the token or its hash', async () => {
    const { owner } = await createOrganization(env);
    const expiresAt = minutesFromNow(30);
    const { apiToken } = await env.identity.createCurrentUserApiToken({ label: 'deploy', expiresAt }, as(owner));
    await env.identity.authenticateToken({ token: apiToken!.token });

    const { items } = await env.identity.listCurrentUserApiTokens({}, as(owner));
    const listed = items.find((item) => item.id === apiToken!.id);
    expect(listed).toEqual({
      object: 'api-token',
      id: apiToken!.id,
      label: 'deploy',
      createdAt: apiToken!.createdAt,
      lastUsedAt: expect.any(Date),
      expiresAt,
    });
    const stored = await env.prisma.apiToken.findMany({ where: { userId: owner.userId }, select: { hash: true } });
    const body = JSON.stringify(items);
    expect(body).not.toContain(apiToken!.token);
    expect(body).not.toContain(owner.token);
    for (const { hash } of stored) expect(body).not.toContain(hash);
  });
});

describe('RevokeCurrentUserApiToken', () => {
  test("NOT_FOUND for an unknown token and for another user's, which keeps working", async () => {
    const { owner, organizationId } = await createOrganization(env);
    const colleague = await addMember(env, organizationId, 'admin');
    expect(await statusOf(env.identity.revokeCurrentUserApiToken({ tokenId: 'missingToken0000000' }, as(owner)))).toBe(
      Status.NOT_FOUND,
    );
    expect(await statusOf(env.identity.revokeCurrentUserApiToken({ tokenId: colleague.tokenId }, as(owner)))).toBe(
      Status.NOT_FOUND,
    );
    expect(await statusOf(env.identity.authenticateToken({ token: colleague.token }))).toBe('OK');
    expect(await eventsOf(colleague.tokenId)).toHaveLength(1);
  });

  test('INVALID_ARGUMENT for a token id that is not an id', async () => {
    const { owner } = await createOrganization(env);
    expect(await statusOf(env.identity.revokeCurrentUserApiToken({ tokenId: 'not/an/id' }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });

  test('revokes the token at once; revoking it again succeeds without a second event', async () => {
    const { owner } = await createOrganization(env);
    const { apiToken } = await env.identity.createCurrentUserApiToken({ label: 'short-lived' }, as(owner));
    await env.identity.revokeCurrentUserApiToken({ tokenId: apiToken!.id }, as(owner));
    expect(await statusOf(env.identity.authenticateToken({ token: apiToken!.token }))).toBe(Status.UNAUTHENTICATED);
    await env.identity.revokeCurrentUserApiToken({ tokenId: apiToken!.id }, as(owner));
    expect((await eventsOf(apiToken!.id)).map((event) => [event.type, event.data])).toEqual([
      ['quire.identity.token.created', expect.anything()],
      ['quire.identity.token.revoked', { tokenId: apiToken!.id, userId: owner.userId }],
    ]);
    expect(await statusOf(env.identity.authenticateToken({ token: owner.token }))).toBe('OK');
  });

  test('a caller may revoke the very token they call with', async () => {
    const { owner } = await createOrganization(env);
    await env.identity.revokeCurrentUserApiToken({ tokenId: owner.tokenId }, as(owner));
    expect(await statusOf(env.identity.authenticateToken({ token: owner.token }))).toBe(Status.UNAUTHENTICATED);
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

    expect((await eventsOf(member!.id)).map((event) => [event.type, event.data])).toEqual([
      ['quire.identity.user.created', { userId: member!.id, displayName: 'New Person' }],
      ['quire.identity.member.added', { organizationId, userId: member!.id, role: 'review' }],
    ]);
  });

  test('adds an existing user as they are, as a guest with a null role', async () => {
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
    expect(member!.user!.displayName).toBe('Already Here');
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
