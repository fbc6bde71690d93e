import { randomUUID } from 'node:crypto';
import { commonV1 } from '@quire/proto';
import { hashToken, Status } from '@quire/shared';
import { addMember, createOrganization } from '../../test/factories';
import { as, minutesFromNow, outboxOf, statusOf, uniqueEmail, useTestIdentity } from '../../test/harness';

// AuthService: tokens to principals for the gateway, member access for other services.

const { MemberRole } = commonV1;

const env = useTestIdentity();

describe('AuthenticateToken', () => {
  test('UNAUTHENTICATED for an empty or unknown token', async () => {
    expect(await statusOf(env.identity.authenticateToken({ token: '' }))).toBe(Status.UNAUTHENTICATED);
    expect(await statusOf(env.identity.authenticateToken({ token: `gb_api_${randomUUID()}` }))).toBe(
      Status.UNAUTHENTICATED,
    );
  });

  test('UNAUTHENTICATED once the token is revoked', async () => {
    const { owner } = await createOrganization(env);
    await env.admin.revokeApiToken({ tokenId: owner.tokenId });
    expect(await statusOf(env.identity.authenticateToken({ token: owner.token }))).toBe(Status.UNAUTHENTICATED);
    // Revoking again changes nothing and is not an error.
    await env.admin.revokeApiToken({ tokenId: owner.tokenId });
    const events = await outboxOf(env, owner.tokenId);
    expect(events.map((event) => event.type)).toEqual(['quire.identity.token.created', 'quire.identity.token.revoked']);
  });

  test('resolves a valid token to the user, their memberships and teams', async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const guestEmail = uniqueEmail('guest');
    const member = await addMember(env, first.organizationId, 'edit', { email: guestEmail });
    await env.admin.addMember({ organizationId: second.organizationId, email: guestEmail, role: MemberRole.MEMBER_ROLE_GUEST });
    const team = await env.identity.createTeam(
      { organizationId: first.organizationId, title: 'Writers', members: [member.userId] },
      { metadata: first.owner.metadata },
    );

    const { principal } = await env.identity.authenticateToken({ token: member.token });
    expect(principal!.userId).toBe(member.userId);
    expect(principal!.tokenId).toBe(member.tokenId);
    expect(principal!.memberships).toEqual(
      expect.arrayContaining([
        { organizationId: first.organizationId, role: MemberRole.MEMBER_ROLE_EDIT },
        { organizationId: second.organizationId, role: MemberRole.MEMBER_ROLE_GUEST },
      ]),
    );
    expect(principal!.memberships).toHaveLength(2);
    expect(principal!.teamIds).toEqual([team.team!.id]);
  });

  test('records last use at most once a minute', async () => {
    const { owner } = await createOrganization(env);
    const lastUsed = () =>
      env.prisma.apiToken.findUniqueOrThrow({ where: { id: owner.tokenId }, select: { lastUsedAt: true } });
    const first = (await lastUsed()).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await env.identity.authenticateToken({ token: owner.token });
    expect((await lastUsed()).lastUsedAt).toEqual(first);

    await env.prisma.apiToken.update({
      where: { id: owner.tokenId },
      data: { lastUsedAt: new Date(Date.now() - 2 * 60_000) },
    });
    await env.identity.authenticateToken({ token: owner.token });
    expect(Date.now() - (await lastUsed()).lastUsedAt!.getTime()).toBeLessThan(10_000);
  });

  test('tokens are stored only as their SHA-256 and never appear in events', async () => {
    const { owner } = await createOrganization(env);
    const stored = await env.prisma.apiToken.findUniqueOrThrow({ where: { id: owner.tokenId }, select: { hash: true } });
    expect(stored.hash).toBe(hashToken(owner.token));
    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.token.created', aggregateId: owner.tokenId },
      select: { data: true },
    });
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0].data)).not.toContain(owner.token);
    expect(JSON.stringify(events[0].data)).not.toContain(stored.hash);
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

describe('GetMemberAccess', () => {
  test('answers the role and teams of a member, and is_member false for others', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const guest = await addMember(env, organizationId, 'guest');
    const team = await env.identity.createTeam(
      { organizationId, title: 'Guests', members: [guest.userId] },
      { metadata: owner.metadata },
    );
    expect(await env.identity.getMemberAccess({ organizationId, userId: guest.userId })).toEqual({
      isMember: true,
      role: MemberRole.MEMBER_ROLE_GUEST,
      teamIds: [team.team!.id],
    });
    const outsider = await createOrganization(env);
    expect(await env.identity.getMemberAccess({ organizationId, userId: outsider.owner.userId })).toEqual({
      isMember: false,
      role: MemberRole.MEMBER_ROLE_UNSPECIFIED,
      teamIds: [],
    });
  });
});
