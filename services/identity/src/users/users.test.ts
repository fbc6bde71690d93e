import type { identityV1 } from '@quire/proto';
import { hashToken, Status } from '@quire/shared';
import { addMember, createOrganization } from '../../test/factories';
import {
  as,
  type Caller,
  callerFor,
  eventsOf,
  minutesFromNow,
  statusOf,
  uniqueEmail,
  useTestIdentity,
} from '../../test/harness';

// UserService: the caller and their own API tokens (Quire extensions).

const env = useTestIdentity();

describe('GetCurrentUser', () => {
  test('UNAUTHENTICATED without a principal', async () => {
    expect(await statusOf(env.identity.getCurrentUser({}))).toBe(Status.UNAUTHENTICATED);
  });

  test('answers the caller as a GitBook User', async () => {
    const { organizationId } = await createOrganization(env);
    const email = uniqueEmail('Grace');
    const member = await addMember(env, organizationId, 'read', { email, displayName: 'Grace Hopper' });
    const { user } = await env.identity.getCurrentUser({}, as(member));
    expect(user).toEqual({
      object: 'user',
      id: member.userId,
      displayName: 'Grace Hopper',
      email: email.toLowerCase(),
      urls: { location: `http://quire.test/v1/users/${member.userId}` },
    });
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

    const events = await eventsOf(env, apiToken!.id);
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
    expect(await eventsOf(env, colleague.tokenId)).toHaveLength(1);
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
    expect((await eventsOf(env, apiToken!.id)).map((event) => [event.type, event.data])).toEqual([
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

describe('GetUser', () => {
  test('INVALID_ARGUMENT for an id that is not one; NOT_FOUND for unknown users and users the caller shares no organization with', async () => {
    const { owner } = await createOrganization(env);
    const stranger = await createOrganization(env);
    expect(await statusOf(env.identity.getUser({ userId: 'not/an/id' }, as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.getUser({ userId: 'absentUser0000000000' }, as(owner)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.identity.getUser({ userId: stranger.owner.userId }, as(owner)))).toBe(Status.NOT_FOUND);
  });

  test('members see everyone of their organizations (guests included); guests see only themselves', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const email = uniqueEmail('Lin');
    const guest = await addMember(env, organizationId, 'guest', { email, displayName: 'Lin' });
    const reader = await addMember(env, organizationId, 'read');
    const { user } = await env.identity.getUser({ userId: guest.userId }, as(reader));
    expect(user).toEqual({
      object: 'user',
      id: guest.userId,
      displayName: 'Lin',
      email: email.toLowerCase(),
      urls: { location: `http://quire.test/v1/users/${guest.userId}` },
    });
    expect(await statusOf(env.identity.getUser({ userId: owner.userId }, as(guest)))).toBe(Status.NOT_FOUND);
    expect((await env.identity.getUser({ userId: guest.userId }, as(guest))).user!.id).toBe(guest.userId);
  });

  test('a token bound to an organization by an SSO login sees through that organization only', async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const email = uniqueEmail('both');
    const member = await addMember(env, first.organizationId, 'read', { email });
    await addMember(env, second.organizationId, 'read', { email });
    expect((await env.identity.getUser({ userId: second.owner.userId }, as(member))).user!.id).toBe(second.owner.userId);
    await env.prisma.apiToken.update({ where: { id: member.tokenId }, data: { boundOrganizationId: first.organizationId } });
    expect(await statusOf(env.identity.getUser({ userId: second.owner.userId }, as(member)))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.identity.getUser({ userId: first.owner.userId }, as(member)))).toBe('OK');
  });
});

describe('UpdateUser', () => {
  test('INVALID_ARGUMENT for nothing to change or values out of the contract; PERMISSION_DENIED for a colleague; NOT_FOUND for strangers', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const colleague = await addMember(env, organizationId, 'read');
    const stranger = await createOrganization(env);
    const update = (caller: Caller, request: Partial<identityV1.UpdateUserRequest>) => statusOf(env.identity.updateUser({ userId: caller.userId, ...request }, as(caller)));
    expect(await update(owner, {})).toBe(Status.INVALID_ARGUMENT);
    expect(await update(owner, { displayName: ' ' })).toBe(Status.INVALID_ARGUMENT);
    expect(await update(owner, { displayName: 'x'.repeat(65) })).toBe(Status.INVALID_ARGUMENT);
    expect(await update(owner, { photoUrl: 'javascript:alert(1)' })).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.updateUser({ userId: colleague.userId, displayName: 'Mallory' }, as(owner)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.identity.updateUser({ userId: colleague.userId, displayName: 'Mallory' }, as(stranger.owner)))).toBe(Status.NOT_FOUND);
    expect(await eventsOf(env, colleague.userId)).not.toContainEqual(expect.objectContaining({ type: 'quire.identity.user.updated' }));
  });

  test('changes the caller\'s own profile, with a user.updated event naming the fields that changed', async () => {
    const { owner } = await createOrganization(env);
    const { user } = await env.identity.updateUser({ userId: owner.userId, displayName: ' Ada ', photoUrl: 'https://example.com/ada.png' }, as(owner));
    expect(user).toMatchObject({ id: owner.userId, displayName: 'Ada', photoUrl: 'https://example.com/ada.png' });
    await env.identity.updateUser({ userId: owner.userId, displayName: 'Ada' }, as(owner));
    expect((await eventsOf(env, owner.userId)).filter((event) => event.type === 'quire.identity.user.updated')).toEqual([
      { type: 'quire.identity.user.updated', organizationId: null, data: { userId: owner.userId, changes: ['displayName', 'photoURL'], displayName: 'Ada' } },
    ]);
  });

  test('a token bound by an SSO login changes an account no other organization shares, and no other', async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const email = uniqueEmail('sso');
    const member = await addMember(env, first.organizationId, 'read', { email });
    await env.prisma.apiToken.update({ where: { id: member.tokenId }, data: { boundOrganizationId: first.organizationId } });
    expect(await statusOf(env.identity.updateUser({ userId: member.userId, displayName: 'Mine' }, as(member)))).toBe('OK');
    await addMember(env, second.organizationId, 'read', { email });
    expect(await statusOf(env.identity.updateUser({ userId: member.userId, displayName: 'Spoofed' }, as(member)))).toBe(Status.PERMISSION_DENIED);
    expect((await env.prisma.user.findUniqueOrThrow({ where: { id: member.userId } })).displayName).toBe('Mine');
  });
});
