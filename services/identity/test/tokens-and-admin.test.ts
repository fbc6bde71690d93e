import { randomUUID } from 'node:crypto';
import { commonV1, identityV1 } from '@quire/proto';
import { hashToken, Status } from '@quire/shared';
import pg from 'pg';
import { addMember, createOrganization } from './factories';
import {
  BASE_DATABASE_URL,
  callerFor,
  startTestIdentity,
  statusOf,
  uniqueEmail,
  type TestIdentity,
} from './harness';
import { databaseUrlFor } from '@quire/shared';

const { MemberRole } = commonV1;

let env: TestIdentity;
beforeAll(async () => {
  env = await startTestIdentity();
});
afterAll(async () => {
  await env.stop();
});

const outboxOf = (aggregateId: string) =>
  env.prisma.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true, data: true } });

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
    const events = await outboxOf(owner.tokenId);
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

describe('IdentityAdminService', () => {
  test('CreateOrganization refuses a bad title or email', async () => {
    expect(await statusOf(env.admin.createOrganization({ title: 'A', ownerEmail: uniqueEmail() }))).toBe(
      Status.INVALID_ARGUMENT,
    );
    expect(await statusOf(env.admin.createOrganization({ title: 'Acme', ownerEmail: 'not-an-email' }))).toBe(
      Status.INVALID_ARGUMENT,
    );
  });

  test('CreateOrganization creates the organization, an admin owner and a working token', async () => {
    const email = uniqueEmail('Owner');
    const created = await env.admin.createOrganization({ title: 'Acme Docs', ownerEmail: email, ownerName: 'Ada' });
    expect(created.organization).toMatchObject({
      object: 'organization',
      title: 'Acme Docs',
      urls: {
        location: `http://quire.test/v1/orgs/${created.organization!.id}`,
        app: `http://app.quire.test/o/${created.organization!.id}`,
      },
      permissions: expect.objectContaining({ admin: true }),
    });
    expect(created.user).toMatchObject({ object: 'user', displayName: 'Ada', email: email.toLowerCase() });
    const { principal } = await env.identity.authenticateToken({ token: created.token });
    expect(principal!.memberships).toEqual([
      { organizationId: created.organization!.id, role: MemberRole.MEMBER_ROLE_ADMIN },
    ]);
    const events = await outboxOf(created.organization!.id);
    expect(events.map((event) => event.type)).toEqual(['quire.identity.organization.created']);
  });

  test('CreateOrganization reuses the user with the same email, whatever its case', async () => {
    const email = uniqueEmail('shared');
    const first = await env.admin.createOrganization({ title: 'First', ownerEmail: email });
    const second = await env.admin.createOrganization({ title: 'Second', ownerEmail: email.toUpperCase() });
    expect(second.user!.id).toBe(first.user!.id);
    const { principal } = await env.identity.authenticateToken({ token: second.token });
    expect(principal!.memberships).toHaveLength(2);
  });

  test('AddMember adds new and existing users, with the default role when none is given', async () => {
    const { organizationId } = await createOrganization(env);
    const other = await createOrganization(env);
    const existingEmail = uniqueEmail('existing');
    await env.admin.addMember({ organizationId: other.organizationId, email: existingEmail, role: MemberRole.MEMBER_ROLE_READ });

    const added = await env.admin.addMember({ organizationId, email: existingEmail.toUpperCase() });
    const caller = await callerFor(env.identity, added.token);
    const { principal } = await env.identity.authenticateToken({ token: caller.token });
    expect(principal!.memberships).toEqual(
      expect.arrayContaining([{ organizationId, role: MemberRole.MEMBER_ROLE_READ }]),
    );
    expect(principal!.memberships).toHaveLength(2);

    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.member.added', organizationId, aggregateId: added.user!.id },
    });
    expect(events).toHaveLength(1);
  });

  test('AddMember refuses a duplicate member and an unknown organization', async () => {
    const { organizationId } = await createOrganization(env);
    const email = uniqueEmail();
    await env.admin.addMember({ organizationId, email, role: MemberRole.MEMBER_ROLE_EDIT });
    expect(await statusOf(env.admin.addMember({ organizationId, email, role: MemberRole.MEMBER_ROLE_EDIT }))).toBe(
      Status.ALREADY_EXISTS,
    );
    expect(await statusOf(env.admin.addMember({ organizationId: 'missing', email: uniqueEmail() }))).toBe(
      Status.NOT_FOUND,
    );
  });

  test('CreateApiToken issues another token for a user; RevokeApiToken NOT_FOUND for an unknown one', async () => {
    const { owner } = await createOrganization(env);
    const issued = await env.admin.createApiToken({ userId: owner.userId, label: 'CI' });
    const { principal } = await env.identity.authenticateToken({ token: issued.token });
    expect(principal!.userId).toBe(owner.userId);
    expect(principal!.tokenId).toBe(issued.tokenId);
    expect(await statusOf(env.admin.createApiToken({ userId: 'missing-user' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.admin.revokeApiToken({ tokenId: 'missing-token' }))).toBe(Status.NOT_FOUND);
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

describe('Bootstrap', () => {
  test('creates the first organization once, even when called concurrently', async () => {
    const databaseName = `identity_bootstrap_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const fresh = await startTestIdentity(databaseUrlFor(BASE_DATABASE_URL, databaseName));
    try {
      const request = { title: 'Quire', ownerEmail: 'admin@quire.local', ownerName: 'Admin' };
      const results = await Promise.all([fresh.admin.bootstrap(request), fresh.admin.bootstrap(request)]);
      const created = results.filter((result) => result.created);
      expect(created).toHaveLength(1);
      expect(results.find((result) => !result.created)).toEqual({ created: false });
      expect(await fresh.prisma.organization.count()).toBe(1);

      const { principal } = await fresh.identity.authenticateToken({ token: created[0].token! });
      expect(principal).toMatchObject({
        userId: created[0].userId,
        memberships: [{ organizationId: created[0].organizationId, role: MemberRole.MEMBER_ROLE_ADMIN }],
      });
      expect(await fresh.admin.bootstrap(request)).toEqual({ created: false });
    } finally {
      await fresh.stop();
      const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "quire_${databaseName}" WITH (FORCE)`);
      await client.end();
    }
  });
});
