import type { AddressInfo } from 'node:net';
import { commonV1, contentV1, type invitesV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { SMTPServer } from 'smtp-server';
import { addMember, createOrganization, protoRole } from '../../test/factories';
import { as, type Caller, callerFor, eventsOf, minutesFromNow, startTestIdentity, statusOf, uniqueEmail, useTestIdentity, type TestIdentity } from '../../test/harness';

// OrganizationInviteService: invitations by email, invite links, joining (docs/identity.md
// "Invitations and joining"), against a real PostgreSQL and a fake content server.

const env = useTestIdentity();
const { MemberRole } = commonV1;
const UNSPECIFIED = MemberRole.MEMBER_ROLE_UNSPECIFIED;

/** A user with this email, in an organization of its own, and their caller. */
async function userWithEmail(email: string): Promise<Caller> {
  const { organizationId } = await createOrganization(env);
  return addMember(env, organizationId, 'read', { email });
}

const roleOf = async (organizationId: string, userId: string) =>
  (await env.prisma.membership.findUnique({ where: { organizationId_userId: { organizationId, userId } }, select: { role: true } }))?.role ?? 'none';

const linkRequest = (organizationId: string, overrides: Partial<invitesV1.CreateOrganizationInviteRequest> = {}): invitesV1.CreateOrganizationInviteRequest => ({
  organizationId,
  role: UNSPECIFIED,
  level: UNSPECIFIED,
  ...overrides,
});

async function createLink(owner: Caller, organizationId: string, overrides: Partial<invitesV1.CreateOrganizationInviteRequest> = {}) {
  const { invite } = await env.identity.createOrganizationInvite(linkRequest(organizationId, { role: protoRole('read'), ...overrides }), as(owner));
  return invite!;
}

/** A space or collection of `organizationId` as content would answer it. */
function fakeSpace(organizationId: string, id: string): contentV1.Space {
  return contentV1.Space.fromPartial({ object: 'space', id, title: `Space ${id}`, organization: organizationId, permissions: { view: true, admin: true, edit: true, comment: true, review: true } });
}

describe('InviteUsersToOrganization', () => {
  test('UNAUTHENTICATED, INVALID_ARGUMENT, PERMISSION_DENIED for non-admins, NOT_FOUND outside; nothing changes', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const editor = await addMember(env, organizationId, 'edit');
    const outsider = await createOrganization(env);
    const request = (emails: unknown[]) => ({ organizationId, emails, role: UNSPECIFIED, sso: false });
    expect(await statusOf(env.identity.inviteUsersToOrganization(request([uniqueEmail()])))).toBe(Status.UNAUTHENTICATED);
    expect(await statusOf(env.identity.inviteUsersToOrganization(request(['nope']), as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.inviteUsersToOrganization(request([]), as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.inviteUsersToOrganization(request([{ email: uniqueEmail(), role: 'owner' }]), as(owner)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.identity.inviteUsersToOrganization(request([uniqueEmail()]), as(editor)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.identity.inviteUsersToOrganization(request([uniqueEmail()]), as(outsider.owner)))).toBe(Status.NOT_FOUND);
    expect(await env.prisma.organizationInvite.count({ where: { organizationId } })).toBe(0);
  });

  test('adds accounts (member.added), records one invitation per new email (invite.created, never the secret), renews it when invited again', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const existing = await userWithEmail(uniqueEmail('known'));
    const existingEmail = (await env.prisma.user.findUniqueOrThrow({ where: { id: existing.userId } })).email;
    const newEmail = uniqueEmail('New').toUpperCase();

    const first = await env.identity.inviteUsersToOrganization(
      { organizationId, emails: [existingEmail, { email: newEmail, role: 'edit' }, newEmail.toLowerCase()], role: protoRole('comment'), sso: false },
      as(owner),
    );
    expect(first).toMatchObject({ users: [existing.userId], invited: 1, failedSsoEmails: [] });
    expect(await roleOf(organizationId, existing.userId)).toBe('comment');
    // The last mention of an email wins: the plain string, with the default role.
    expect(first.invitations).toEqual([
      expect.objectContaining({ object: 'email-invite', email: newEmail.toLowerCase(), role: protoRole('comment'), sso: false, mailed: false }),
    ]);
    const [invitation] = first.invitations;
    expect(invitation.url).toBe(`http://quire.test/v1/orgs/${organizationId}/invites/${invitation.secret}`);
    expect(invitation.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    const events = await eventsOf(env, invitation.id);
    expect(events).toEqual([
      { type: 'quire.identity.invite.created', organizationId, data: expect.objectContaining({ inviteId: invitation.id, target: 'email', email: newEmail.toLowerCase(), role: 'comment' }) },
    ]);
    expect(JSON.stringify(events)).not.toContain(invitation.secret);
    expect((await eventsOf(env, existing.userId)).map((event) => event.type)).toContain('quire.identity.member.added');

    const again = await env.identity.inviteUsersToOrganization({ organizationId, emails: [{ email: newEmail, role: 'admin' }], role: UNSPECIFIED, sso: true }, as(owner));
    expect(again.invitations[0]).toMatchObject({ id: invitation.id, secret: invitation.secret, role: protoRole('admin'), sso: true });
    expect((await eventsOf(env, invitation.id)).map((event) => event.type)).toEqual(['quire.identity.invite.created', 'quire.identity.invite.updated']);

    const listed = await env.identity.listOrganizationEmailInvites({ organizationId }, as(owner));
    expect(listed).toMatchObject({ count: 1, items: [{ id: invitation.id, role: protoRole('admin') }] });
  });
});

describe('invite links', () => {
  test('create: exactly one variant; the space or collection must be of the organization; events never carry the secret', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const other = await createOrganization(env);
    env.content.spaces.set('spaceOurs0000000000', fakeSpace(organizationId, 'spaceOurs0000000000'));
    env.content.spaces.set('spaceTheirs00000000', fakeSpace(other.organizationId, 'spaceTheirs00000000'));
    env.content.collections.set('collectionOurs00000', contentV1.Collection.fromPartial({ object: 'collection', id: 'collectionOurs00000', organization: organizationId, permissions: { view: true, admin: true, create: true } }));
    const create = (overrides: Partial<invitesV1.CreateOrganizationInviteRequest>) => env.identity.createOrganizationInvite(linkRequest(organizationId, overrides), as(owner));
    expect(await statusOf(create({}))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(create({ level: protoRole('edit'), space: 'spaceOurs0000000000', collection: 'collectionOurs00000' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(create({ level: protoRole('edit'), space: 'spaceTheirs00000000' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(create({ role: protoRole('read'), expiresAt: new Date(Date.now() - 1000) }))).toBe(Status.INVALID_ARGUMENT);
    expect(await env.prisma.organizationInvite.count({ where: { organizationId } })).toBe(0);

    const { invite: toSpace } = await create({ level: protoRole('edit'), space: 'spaceOurs0000000000', emailDomain: 'Example.COM', maxUses: 5 });
    expect(toSpace).toMatchObject({
      object: 'invite',
      role: UNSPECIFIED,
      level: protoRole('edit'),
      redundant: true,
      space: { id: 'spaceOurs0000000000' },
      emailDomain: 'example.com',
      maxUses: 5,
      uses: 0,
    });
    const embedCall = env.content.calls.filter((call) => call.method === 'getSpaces').at(-1)!;
    expect(embedCall).toMatchObject({ organizationId, ids: ['spaceOurs0000000000'], principal: expect.any(String) });
    const { invite: toCollection } = await create({ level: protoRole('read'), collection: 'collectionOurs00000' });
    expect(toCollection).toMatchObject({ level: protoRole('read'), collection: { id: 'collectionOurs00000' } });
    const events = await eventsOf(env, toSpace!.id);
    expect(events).toEqual([
      {
        type: 'quire.identity.invite.created',
        organizationId,
        data: expect.objectContaining({ inviteId: toSpace!.id, target: 'space', role: 'edit', spaceId: 'spaceOurs0000000000', emailDomain: 'example.com', maxUses: 5 }),
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(toSpace!.secret);
  });

  test('list holds organization links only; update checks role against level; delete says whether it deleted', async () => {
    const { organizationId, owner } = await createOrganization(env);
    env.content.spaces.set('spaceList0000000000', fakeSpace(organizationId, 'spaceList0000000000'));
    const org = await createLink(owner, organizationId);
    await createLink(owner, organizationId, { role: UNSPECIFIED, level: protoRole('edit'), space: 'spaceList0000000000' });
    const listed = await env.identity.listOrganizationInviteLinks({ organizationId }, as(owner));
    expect(listed.items.map((item) => item.id)).toEqual([org.id]);

    expect(await statusOf(env.identity.updateOrganizationInvite({ organizationId, inviteId: org.id, role: UNSPECIFIED, level: protoRole('edit') }, as(owner)))).toBe(
      Status.INVALID_ARGUMENT,
    );
    const { invite } = await env.identity.updateOrganizationInvite({ organizationId, inviteId: org.id, role: protoRole('admin'), level: UNSPECIFIED, maxUses: 2 }, as(owner));
    expect(invite).toMatchObject({ role: protoRole('admin'), maxUses: 2 });
    const cleared = await env.identity.updateOrganizationInvite({ organizationId, inviteId: org.id, role: UNSPECIFIED, level: UNSPECIFIED, maxUses: null }, as(owner));
    expect(cleared.invite!.maxUses).toBeUndefined();
    expect((await eventsOf(env, org.id)).map((event) => [event.type, (event.data as { changes?: string[] }).changes])).toEqual([
      ['quire.identity.invite.created', undefined],
      ['quire.identity.invite.updated', ['role', 'maxUses']],
      ['quire.identity.invite.updated', ['maxUses']],
    ]);

    expect(await env.identity.deleteOrganizationInvite({ organizationId, inviteId: org.id }, as(owner))).toEqual({ deleted: true });
    expect(await env.identity.deleteOrganizationInvite({ organizationId, inviteId: org.id }, as(owner))).toEqual({ deleted: false });
    expect((await eventsOf(env, org.id)).filter((event) => event.type === 'quire.identity.invite.deleted')).toHaveLength(1);
  });
});

describe('JoinOrganizationWithInvite', () => {
  const join = (caller: Caller, organizationId: string, inviteId: string) => env.identity.joinOrganizationWithInvite({ organizationId, inviteId }, as(caller));

  test('joins with the role, counts the use and records invite.used and member.added in the same transaction', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const link = await createLink(owner, organizationId, { role: protoRole('edit') });
    const joiner = await userWithEmail(uniqueEmail('joiner'));
    expect(await join(joiner, organizationId, link.secret!)).toEqual({});
    expect(await roleOf(organizationId, joiner.userId)).toBe('edit');
    expect((await env.prisma.organizationInvite.findUniqueOrThrow({ where: { id: link.id } })).uses).toBe(1);
    expect((await eventsOf(env, link.id)).at(-1)).toEqual({
      type: 'quire.identity.invite.used',
      organizationId,
      data: { organizationId, inviteId: link.id, target: 'organization', userId: joiner.userId, role: 'edit', sso: false, uses: 1 },
    });
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe(Status.ALREADY_EXISTS);
    expect((await env.prisma.organizationInvite.findUniqueOrThrow({ where: { id: link.id } })).uses).toBe(1);
  });

  test('expired, used up, outside the domain, by id rather than secret, of another organization: refused, nothing changed', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const other = await createOrganization(env);
    const joiner = await userWithEmail(uniqueEmail('joiner'));
    const link = await createLink(owner, organizationId, { maxUses: 1, emailDomain: 'example.test' });
    expect(await statusOf(join(joiner, organizationId, link.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(join(joiner, other.organizationId, link.secret!))).toBe(Status.NOT_FOUND);

    await env.prisma.organizationInvite.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe(Status.INVALID_ARGUMENT);
    await env.prisma.organizationInvite.update({ where: { id: link.id }, data: { expiresAt: minutesFromNow(10), uses: 1 } });
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe(Status.INVALID_ARGUMENT);
    await env.prisma.organizationInvite.update({ where: { id: link.id }, data: { uses: 0, emailDomain: 'elsewhere.test' } });
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe(Status.PERMISSION_DENIED);

    expect(await roleOf(organizationId, joiner.userId)).toBe('none');
    expect((await eventsOf(env, link.id)).map((event) => event.type)).toEqual(['quire.identity.invite.created']);
  });

  test('concurrent joins on a one-use link: exactly one succeeds, the use is counted once', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const link = await createLink(owner, organizationId, { maxUses: 1 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => userWithEmail(uniqueEmail('racer'))));
    const outcomes = await Promise.all(racers.map((racer) => statusOf(join(racer, organizationId, link.secret!))));
    expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === Status.INVALID_ARGUMENT)).toHaveLength(7);
    expect(await env.prisma.membership.count({ where: { organizationId, userId: { in: racers.map((racer) => racer.userId) } } })).toBe(1);
    expect((await env.prisma.organizationInvite.findUniqueOrThrow({ where: { id: link.id } })).uses).toBe(1);
  });

  test('a space or collection link makes a newcomer a guest and a member keeps their role; invite.used names the space and level for content', async () => {
    const { organizationId, owner } = await createOrganization(env);
    env.content.spaces.set('spaceJoin0000000000', fakeSpace(organizationId, 'spaceJoin0000000000'));
    const link = await createLink(owner, organizationId, { role: UNSPECIFIED, level: protoRole('edit'), space: 'spaceJoin0000000000' });
    const joiner = await userWithEmail(uniqueEmail('joiner'));
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe('OK');
    const guest = await env.prisma.membership.findUnique({ where: { organizationId_userId: { organizationId, userId: joiner.userId } }, select: { role: true } });
    expect(guest).toEqual({ role: null });
    const used = await env.prisma.outboxEvent.findFirstOrThrow({ where: { type: 'quire.identity.invite.used', aggregateId: link.id }, select: { data: true } });
    expect(used.data).toMatchObject({ target: 'space', userId: joiner.userId, spaceId: 'spaceJoin0000000000', level: 'edit', role: null });
    // A member joins it too (the grant is the point) and keeps their role.
    const member = await userWithEmail(uniqueEmail('member'));
    await env.prisma.membership.create({ data: { organizationId, userId: member.userId, role: 'comment' } });
    expect(await statusOf(join(member, organizationId, link.secret!))).toBe('OK');
    expect(await roleOf(organizationId, member.userId)).toBe('comment');
    expect((await env.prisma.organizationInvite.findUniqueOrThrow({ where: { id: link.id } })).uses).toBe(2);
  });

  test('a token bound to another organization by an SSO login joins nothing', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const link = await createLink(owner, organizationId);
    const joiner = await userWithEmail(uniqueEmail('bound'));
    const home = await env.prisma.membership.findFirstOrThrow({ where: { userId: joiner.userId }, select: { organizationId: true } });
    await env.prisma.apiToken.update({ where: { id: joiner.tokenId }, data: { boundOrganizationId: home.organizationId } });
    expect(await statusOf(join(joiner, organizationId, link.secret!))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.identity.joinOrganization({ organizationId }, as(joiner)))).toBe(Status.NOT_FOUND);
    expect(await roleOf(organizationId, joiner.userId)).toBe('none');
  });
});

describe('JoinOrganization and GetOrganizationsForEmailDomain', () => {
  test("joins with the organization's default role when it lists the caller's domain; lists such organizations for the caller's own domain only", async () => {
    const { organizationId, owner } = await createOrganization(env);
    const domain = `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.test`;
    await env.identity.updateOrganization({ organizationId, emailDomains: [domain], defaultRole: protoRole('comment') }, as(owner));
    const colleague = await userWithEmail(`someone@${domain}`);
    const stranger = await userWithEmail(uniqueEmail('stranger'));

    const { organizations } = await env.identity.getOrganizationsForEmailDomain({ emailDomain: domain.toUpperCase() }, as(colleague));
    expect(organizations.map((organization) => organization.id)).toEqual([organizationId]);
    expect(await statusOf(env.identity.getOrganizationsForEmailDomain({ emailDomain: domain }, as(stranger)))).toBe(Status.PERMISSION_DENIED);

    expect(await statusOf(env.identity.joinOrganization({ organizationId }, as(stranger)))).toBe(Status.INVALID_ARGUMENT);
    expect(await env.identity.joinOrganization({ organizationId }, as(colleague))).toEqual({});
    expect(await roleOf(organizationId, colleague.userId)).toBe('comment');
    expect(await statusOf(env.identity.joinOrganization({ organizationId }, as(colleague)))).toBe(Status.ALREADY_EXISTS);
    expect((await eventsOf(env, colleague.userId)).filter((event) => event.organizationId === organizationId).map((event) => event.type)).toEqual([
      'quire.identity.member.added',
    ]);
  });
});

describe('GetOrganizationsForEmailDomain and OpenID Connect providers', () => {
  test('lists an organization whose active provider names the domain; not one that is disabled, pending or allows any domain', async () => {
    const domain = `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.test`;
    const colleague = await userWithEmail(`someone@${domain}`);
    const organizationFor = async (provider: { enabled: boolean; allowedEmailDomains: string[]; active: boolean }) => {
      const { organizationId } = await createOrganization(env);
      await env.prisma.oidcProvider.create({
        data: {
          id: `oidc${organizationId}`,
          organizationId,
          label: 'Company login',
          issuer: 'https://login.example.test',
          clientId: provider.active ? 'quire' : null,
          clientSecretSealed: provider.active ? Buffer.from('sealed') : null,
          allowedEmailDomains: provider.allowedEmailDomains,
          enabled: provider.enabled,
        },
      });
      return organizationId;
    };
    const listed = await organizationFor({ enabled: true, active: true, allowedEmailDomains: ['other.test', domain] });
    await organizationFor({ enabled: false, active: true, allowedEmailDomains: [domain] });
    await organizationFor({ enabled: true, active: false, allowedEmailDomains: [domain] });
    await organizationFor({ enabled: true, active: true, allowedEmailDomains: [] });

    const { organizations } = await env.identity.getOrganizationsForEmailDomain({ emailDomain: domain }, as(colleague));
    expect(organizations.map((organization) => organization.id)).toEqual([listed]);
  });
});

// Last: stopping a second identity in this process closes the gRPC channels every client shares.
describe('a second identity: the daily limit, invitation emails', () => {
  test('counts every email against the daily limit, under the organization lock', async () => {
    const limited = await startTestIdentity(undefined, { memberEmailAdditionsPerDay: 3 });
    try {
      const created = await limited.admin.createOrganization({ title: 'Limited', ownerEmail: uniqueEmail('owner') });
      const caller = await callerFor(limited.identity, created.token);
      const organizationId = created.organization!.id;
      const invite = (emails: string[]) => limited.identity.inviteUsersToOrganization({ organizationId, emails, role: UNSPECIFIED, sso: false }, as(caller));
      await invite([uniqueEmail(), uniqueEmail()]);
      expect(await statusOf(invite([uniqueEmail(), uniqueEmail()]))).toBe(Status.RESOURCE_EXHAUSTED);
      expect(await limited.prisma.organizationInvite.count({ where: { organizationId } })).toBe(2);
      await invite([uniqueEmail()]);
      expect(await statusOf(invite([uniqueEmail()]))).toBe(Status.RESOURCE_EXHAUSTED);
    } finally {
      await limited.stop();
    }
  });
});

describe('invitation emails (QUIRE_SMTP_URL)', () => {
  let sink: SMTPServer;
  let mailed: TestIdentity;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((address) => address.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    mailed = await startTestIdentity(undefined, { smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}` });
  }, 60_000);

  afterAll(async () => {
    await mailed?.stop();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  test('mails each new email its link after the commit; existing accounts get no mail', async () => {
    const created = await mailed.admin.createOrganization({ title: 'Mailing Org', ownerEmail: uniqueEmail('owner'), ownerName: 'Grace' });
    const owner = await callerFor(mailed.identity, created.token);
    const email = uniqueEmail('invitee');
    const { invitations } = await mailed.identity.inviteUsersToOrganization(
      { organizationId: created.organization!.id, emails: [email], role: UNSPECIFIED, sso: false },
      as(owner),
    );
    expect(invitations[0].mailed).toBe(true);
    const mail = received.find((candidate) => candidate.to.includes(email.toLowerCase()));
    expect(mail).toBeDefined();
    expect(mail!.data).toContain('Grace invited you to Mailing Org on Quire');
    expect(mail!.data.replace(/=\r\n/g, '')).toContain(invitations[0].url);
  });
});
