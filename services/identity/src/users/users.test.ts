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
