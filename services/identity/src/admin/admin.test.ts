import { randomUUID } from 'node:crypto';
import { commonV1 } from '@quire/proto';
import { databaseUrlFor, Status } from '@quire/shared';
import pg from 'pg';
import { createOrganization } from '../../test/factories';
import {
  BASE_DATABASE_URL,
  callerFor,
  outboxOf,
  startTestIdentity,
  statusOf,
  uniqueEmail,
  useTestIdentity,
} from '../../test/harness';

// AdminService: the operator rpcs of the CLI and the start script.

const { MemberRole } = commonV1;

const env = useTestIdentity();

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
    const events = await outboxOf(env, created.organization!.id);
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
