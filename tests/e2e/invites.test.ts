import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GitBookAPIError, MemberRole, type GitBookAPI } from '@gitbook/api';
import { memberRoleToProto } from '@quire/shared';
import { SMTPServer } from 'smtp-server';
import { expectContract } from './contract';
import { createCollection, createSpace, expectFailure, expectOk, sendRaw } from './content-helpers';
import { startStack, type Stack } from './harness';
import { until } from './reader-helpers';
import { identityFixtures, type IdentityFixtures, type OrgCaller } from './identity-helpers';

// Users, invitations by email, invite links and joining, through the official client, every
// body checked against the contract (docs/identity.md "Invitations and joining"). Invitation
// emails go to an SMTP sink started here (QUIRE_SMTP_URL).

type Mail = { to: string[]; data: string };

let stack: Stack;
let fixtures: IdentityFixtures;
let smtp: SMTPServer;
const mails: Mail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((address) => address.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  stack = await startStack({ identity: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'Quire <invites@e2e.quire.test>' } });
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const randomDomain = () => `d${randomUUID().slice(0, 8)}.example.test`;

/** A user with this email (an account made by an operator, in an organization of its own) and their client. */
async function userWithEmail(email: string): Promise<{ userId: string; token: string; api: GitBookAPI }> {
  const scratch = await stack.createOrg();
  const added = await stack.admin.addMember({ organizationId: scratch.organizationId, email, role: memberRoleToProto('read') });
  return { userId: added.user!.id, token: added.token, api: fixtures.client(added.token) };
}

/** The caller's role in the organization as its admin reads it, or 'none'. */
async function roleIn(owner: OrgCaller, userId: string): Promise<string | null> {
  try {
    const { data } = await owner.api.orgs.getMemberInOrganizationById(owner.organizationId, userId);
    return data.role ?? null;
  } catch (error) {
    if (error instanceof GitBookAPIError && error.code === 404) return 'none';
    throw error;
  }
}

type Invite = { id: string; secret?: string; url?: string; uses?: number; role?: string | null; level?: string | null; redundant: boolean };

const createInvite = async (owner: OrgCaller, body: object): Promise<Invite> =>
  (await expectOk('createOrganizationInvite', 201, owner.api.orgs.createOrganizationInvite(owner.organizationId, body as never))) as unknown as Invite;

describe('getUserById', () => {
  it('401 without a token', async () => {
    const owner = await fixtures.org();
    await expectFailure(fixtures.client().users.getUserById(owner.userId), 401);
  });

  it('answers the caller and the members of their organizations; guests see themselves only; others and unknown ids are 404', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const guest = await fixtures.member(owner.organizationId, null);
    const outsider = await fixtures.org();

    const self = await expectOk('getUserById', 200, reader.api.users.getUserById(reader.userId));
    const me = await expectOk('getAuthenticatedUser', 200, reader.api.user.getAuthenticatedUser());
    expect(self).toEqual(me);
    const colleague = await expectOk('getUserById', 200, reader.api.users.getUserById(owner.userId));
    expect(colleague).toMatchObject({ object: 'user', id: owner.userId, urls: { location: `${stack.baseUrl}/v1/users/${owner.userId}` } });
    await expectOk('getUserById', 200, owner.api.users.getUserById(guest.userId));

    await expectFailure(guest.api.users.getUserById(owner.userId), 404, 'User not found');
    await expectFailure(outsider.api.users.getUserById(reader.userId), 404, 'User not found');
    await expectFailure(reader.api.users.getUserById('absentUser0000000000'), 404, 'User not found');
  });
});

describe('updateUserById', () => {
  it('400 for an empty body or a bad display name or photo, changing nothing', async () => {
    const owner = await fixtures.org();
    expect(await expectFailure(owner.api.users.updateUserById(owner.userId, {} as never), 400)).toBeTruthy();
    await expectFailure(owner.api.users.updateUserById(owner.userId, { displayName: 'x'.repeat(65) }), 400, /^displayName: /);
    await expectFailure(owner.api.users.updateUserById(owner.userId, { photoURL: 'not a url' }), 400, /^photoURL: /);
    const me = await expectOk('getUserById', 200, owner.api.users.getUserById(owner.userId));
    expect(me.displayName).toBe('E2E Owner');
  });

  it('a user updates themself; another member is 403, someone of another organization 404', async () => {
    const owner = await fixtures.org();
    const reader = await fixtures.member(owner.organizationId, 'read');
    const outsider = await fixtures.org();
    const updated = await expectOk(
      'updateUserById',
      200,
      reader.api.users.updateUserById(reader.userId, { displayName: 'Ada Lovelace', photoURL: 'https://example.com/ada.png' }),
    );
    expect(updated).toMatchObject({ id: reader.userId, displayName: 'Ada Lovelace', photoURL: 'https://example.com/ada.png' });
    expect(await expectOk('getUserById', 200, owner.api.users.getUserById(reader.userId))).toMatchObject({ displayName: 'Ada Lovelace' });

    await expectFailure(owner.api.users.updateUserById(reader.userId, { displayName: 'Mallory' }), 403, 'You can only update your own profile');
    await expectFailure(outsider.api.users.updateUserById(reader.userId, { displayName: 'Mallory' }), 404, 'User not found');
    expect(await expectOk('getUserById', 200, reader.api.users.getUserById(reader.userId))).toMatchObject({ displayName: 'Ada Lovelace' });
  });
});

describe('inviteUsersToOrganization', () => {
  it('403 for members who are not admins, 404 for other organizations, 400 for a bad email; nothing changes', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const outsider = await fixtures.org();
    const email = `new-${randomUUID()}@example.test`;
    await expectFailure(editor.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: [email] }), 403, 'Only admins can manage invites');
    await expectFailure(outsider.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: [email] }), 404);
    await expectFailure(owner.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: ['not-an-email'] }), 400, /^emails\.0: /);
    await expectFailure(owner.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: [] }), 400, /^emails: /);
    const pending = await sendRaw(stack, 'GET', `/orgs/${owner.organizationId}/invites`, { token: owner.token });
    expect(pending.body).toMatchObject({ items: [], count: 0 });
  });

  it('adds existing accounts at once and records a mailed, listed invitation for a new email, which its owner joins with once', async () => {
    const owner = await fixtures.org();
    const existing = await userWithEmail(`known-${randomUUID()}@example.test`);
    const existingEmail = (await expectOk('getAuthenticatedUser', 200, existing.api.user.getAuthenticatedUser())).email!;
    const newEmail = `New-${randomUUID()}@Example.test`;

    const invited = await expectOk(
      'inviteUsersToOrganization',
      200,
      owner.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: [{ email: existingEmail, role: MemberRole.Edit }, newEmail], role: MemberRole.Comment }),
    );
    expect(invited).toMatchObject({ users: [existing.userId], invited: 1 });
    expect(await roleIn(owner, existing.userId)).toBe('edit');
    const [invitation] = (invited as unknown as { invitations: { email: string; role: string; url: string; secret: string; mailed: boolean }[] }).invitations;
    expect(invitation).toMatchObject({ email: newEmail.toLowerCase(), role: 'comment', mailed: true });
    expect(invitation.url).toBe(`${stack.baseUrl}/v1/orgs/${owner.organizationId}/invites/${invitation.secret}`);

    const mail = mails.find((candidate) => candidate.to.includes(newEmail.toLowerCase()));
    expect(mail?.data.replace(/=\r\n/g, '')).toContain(invitation.url);

    const listed = await sendRaw(stack, 'GET', `/orgs/${owner.organizationId}/invites`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 1, items: [{ object: 'email-invite', email: newEmail.toLowerCase(), url: invitation.url }] });

    // Someone else cannot use it; its owner, once they have an account, joins with it once.
    const stranger = await userWithEmail(`stranger-${randomUUID()}@example.test`);
    await expectFailure(stranger.api.orgs.joinOrganizationWithInvite(owner.organizationId, invitation.secret), 403, 'This invitation is for another email address');
    const newcomer = await userWithEmail(newEmail.toLowerCase());
    expect(await expectOk('joinOrganizationWithInvite', 200, newcomer.api.orgs.joinOrganizationWithInvite(owner.organizationId, invitation.secret))).toEqual({});
    expect(await roleIn(owner, newcomer.userId)).toBe('comment');
    expect(await roleIn(owner, stranger.userId)).toBe('none');
    await expectFailure(newcomer.api.orgs.joinOrganizationWithInvite(owner.organizationId, invitation.secret), 404, 'Invite not found');
    expect((await sendRaw(stack, 'GET', `/orgs/${owner.organizationId}/invites`, { token: owner.token })).body).toMatchObject({ count: 0 });
  });

  it('sso: marks new members as SSO members unless another organization has them (failedSSOEmails)', async () => {
    const owner = await fixtures.org();
    const shared = await userWithEmail(`shared-${randomUUID()}@example.test`);
    const sharedEmail = (await expectOk('getAuthenticatedUser', 200, shared.api.user.getAuthenticatedUser())).email!;
    const result = await expectOk('inviteUsersToOrganization', 200, owner.api.orgs.inviteUsersToOrganization(owner.organizationId, { emails: [sharedEmail], sso: true }));
    expect(result).toMatchObject({ users: [shared.userId], invited: 1, failedSSOEmails: [sharedEmail] });
    const member = await expectOk('getMemberInOrganizationById', 200, owner.api.orgs.getMemberInOrganizationById(owner.organizationId, shared.userId));
    expect(member.sso).toBe(false);
  });
});

describe('invite links', () => {
  it('create all three kinds, list the organization links only, read, update, delete (205, then 204)', async () => {
    const owner = await fixtures.org();
    const org = { ...owner, gitbook: owner.api };
    const space = await createSpace(org, 'Handbook');
    const collection = await createCollection(org, 'Guides');

    const toOrg = await createInvite(owner, { role: 'edit' });
    expect(toOrg).toMatchObject({ object: 'invite', role: 'edit', redundant: true, uses: 0 });
    expect(toOrg).not.toHaveProperty('level');
    expect(toOrg.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(toOrg.url).toBe(`${stack.baseUrl}/v1/orgs/${owner.organizationId}/invites/${toOrg.secret}`);
    const guestLink = await createInvite(owner, { role: null });
    expect(guestLink.role).toBeNull();
    const toSpace = await createInvite(owner, { level: 'comment', space: space.id });
    expect(toSpace).toMatchObject({ object: 'invite', level: 'comment', space: { id: space.id, title: 'Handbook' } });
    expect(toSpace).not.toHaveProperty('role');
    const toCollection = await createInvite(owner, { level: 'read', collection: collection.id });
    expect(toCollection).toMatchObject({ object: 'invite', level: 'read', collection: { id: collection.id } });

    const list = await expectOk('listOrganizationInviteLinks', 200, owner.api.orgs.listOrganizationInviteLinks(owner.organizationId));
    expect(list.items.map((item) => item.id)).toEqual([guestLink.id, toOrg.id]);
    expect(list.count).toBe(2);
    const firstPage = await expectOk('listOrganizationInviteLinks', 200, owner.api.orgs.listOrganizationInviteLinks(owner.organizationId, { limit: 1 }));
    const secondPage = await expectOk(
      'listOrganizationInviteLinks',
      200,
      owner.api.orgs.listOrganizationInviteLinks(owner.organizationId, { limit: 1, page: firstPage.next!.page }),
    );
    expect([...firstPage.items, ...secondPage.items].map((item) => item.id)).toEqual([guestLink.id, toOrg.id]);

    for (const invite of [toOrg, toSpace, toCollection]) {
      const read = await expectOk('getOrganizationInviteLink', 200, owner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id));
      expect(read).toEqual(invite);
    }

    const updated = await expectOk('updateOrganizationInviteById', 200, owner.api.orgs.updateOrganizationInviteById(owner.organizationId, toOrg.id, { role: MemberRole.Read }));
    expect(updated).toMatchObject({ id: toOrg.id, role: 'read', secret: toOrg.secret });
    const relevelled = await expectOk(
      'updateOrganizationInviteById',
      200,
      owner.api.orgs.updateOrganizationInviteById(owner.organizationId, toSpace.id, { level: MemberRole.Edit }),
    );
    expect(relevelled).toMatchObject({ level: 'edit', space: { id: space.id } });
    await expectFailure(owner.api.orgs.updateOrganizationInviteById(owner.organizationId, toSpace.id, { role: MemberRole.Edit }), 400, /^role: /);
    await expectFailure(owner.api.orgs.updateOrganizationInviteById(owner.organizationId, toOrg.id, { level: MemberRole.Edit }), 400, /^level: /);
    const limited = await sendRaw(stack, 'PATCH', `/orgs/${owner.organizationId}/link-invites/${toOrg.id}`, {
      token: owner.token,
      body: JSON.stringify({ maxUses: 3, emailDomain: 'Example.COM', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect(limited.status).toBe(200);
    expectContract('updateOrganizationInviteById', 200, limited.body);
    expect(limited.body).toMatchObject({ maxUses: 3, emailDomain: 'example.com', expiresAt: expect.any(String) });
    const unlimited = await sendRaw(stack, 'PATCH', `/orgs/${owner.organizationId}/link-invites/${toOrg.id}`, {
      token: owner.token,
      body: JSON.stringify({ maxUses: null, emailDomain: null, expiresAt: null }),
    });
    expect(unlimited.body).not.toHaveProperty('maxUses');
    expect(unlimited.body).not.toHaveProperty('emailDomain');

    const deleted = await owner.api.orgs.deleteOrganizationInviteById(owner.organizationId, toOrg.id);
    expect(deleted.status).toBe(205);
    const again = await owner.api.orgs.deleteOrganizationInviteById(owner.organizationId, toOrg.id);
    expect(again.status).toBe(204);
    await expectFailure(owner.api.orgs.getOrganizationInviteLink(owner.organizationId, toOrg.id), 404, 'Invite not found');
  });

  it('400 for a body matching no branch or two, a space or collection of another organization, limits out of range', async () => {
    const owner = await fixtures.org();
    const other = await fixtures.org();
    const otherSpace = await createSpace({ ...other, gitbook: other.api }, 'Theirs');
    const otherCollection = await createCollection({ ...other, gitbook: other.api }, 'Theirs');
    const space = await createSpace({ ...owner, gitbook: owner.api }, 'Ours');
    const collection = await createCollection({ ...owner, gitbook: owner.api }, 'Ours');
    const create = (body: object) => owner.api.orgs.createOrganizationInvite(owner.organizationId, body as never);
    await expectFailure(create({}), 400, /^body: /);
    await expectFailure(create({ level: 'edit' }), 400, /^body: /);
    await expectFailure(create({ level: 'edit', space: space.id, collection: collection.id }), 400, /^body: /);
    await expectFailure(create({ role: 'owner' }), 400, /^role: /);
    await expectFailure(create({ level: 'edit', space: otherSpace.id }), 400, 'space: no such space in this organization');
    await expectFailure(create({ level: 'edit', collection: otherCollection.id }), 400, 'collection: no such collection in this organization');
    await expectFailure(create({ role: 'read', maxUses: 0 }), 400, /^maxUses: /);
    await expectFailure(create({ role: 'read', expiresAt: new Date(Date.now() - 1000).toISOString() }), 400, /^expiresAt: /);
    await expectFailure(create({ role: 'read', emailDomain: 'not a domain' }), 400, /^emailDomain: /);
    expect((await expectOk('listOrganizationInviteLinks', 200, owner.api.orgs.listOrganizationInviteLinks(owner.organizationId))).count).toBe(0);
  });

  it('only admins manage links (others 403, other organizations 404); a holder previews a link by its secret without the secret', async () => {
    const owner = await fixtures.org();
    const editor = await fixtures.member(owner.organizationId, 'edit');
    const reader = await fixtures.member(owner.organizationId, 'read');
    const outsider = await fixtures.org();
    const invite = await createInvite(owner, { role: 'edit' });
    await expectFailure(editor.api.orgs.createOrganizationInvite(owner.organizationId, { role: MemberRole.Read }), 403);
    await expectFailure(editor.api.orgs.listOrganizationInviteLinks(owner.organizationId), 403);
    await expectFailure(editor.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id), 403);
    await expectFailure(editor.api.orgs.updateOrganizationInviteById(owner.organizationId, invite.id, { role: MemberRole.Admin }), 403);
    await expectFailure(editor.api.orgs.deleteOrganizationInviteById(owner.organizationId, invite.id), 403);
    await expectFailure(outsider.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id), 404);
    await expectFailure(outsider.api.orgs.deleteOrganizationInviteById(owner.organizationId, invite.id), 404);
    await expectFailure(outsider.api.orgs.getOrganizationInviteLink(outsider.organizationId, invite.id), 404);

    const byEditor = await expectOk('getOrganizationInviteLink', 200, editor.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.secret!));
    expect(byEditor).toEqual({ object: 'invite', id: invite.id, role: 'edit', redundant: true });
    expect((await expectOk('getOrganizationInviteLink', 200, reader.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.secret!))).redundant).toBe(false);
    expect((await expectOk('getOrganizationInviteLink', 200, outsider.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.secret!))).redundant).toBe(false);
    expect((await expectOk('getOrganizationInviteLink', 200, owner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id)) as unknown as Invite).uses).toBe(0);
  });
});

describe('joinOrganizationWithInvite', () => {
  it('joins with the role of the link and counts the use; an unknown secret or an id is 404; a member again is 409', async () => {
    const owner = await fixtures.org();
    const invite = await createInvite(owner, { role: 'review' });
    const joiner = await userWithEmail(`joiner-${randomUUID()}@example.test`);
    await expectFailure(joiner.api.orgs.joinOrganizationWithInvite(owner.organizationId, invite.id), 404, 'Invite not found');
    expect(await expectOk('joinOrganizationWithInvite', 200, joiner.api.orgs.joinOrganizationWithInvite(owner.organizationId, invite.secret!))).toEqual({});
    expect(await roleIn(owner, joiner.userId)).toBe('review');
    // The organization is usable at once (the gateway forgets the joiner's cached principal).
    await expectOk('getOrganizationById', 200, joiner.api.orgs.getOrganizationById(owner.organizationId));
    await expectFailure(joiner.api.orgs.joinOrganizationWithInvite(owner.organizationId, invite.secret!), 409);
    expect((await expectOk('getOrganizationInviteLink', 200, owner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id)) as unknown as Invite).uses).toBe(1);
  });

  it('an expired, used-up or deleted link, or an email outside its domain, is refused and changes nothing', async () => {
    const owner = await fixtures.org();
    const domain = randomDomain();
    const outsiderOfDomain = await userWithEmail(`someone-${randomUUID()}@example.test`);
    const ofDomain = await userWithEmail(`someone-${randomUUID()}@${domain}`);

    const restricted = (await sendRaw(stack, 'POST', `/orgs/${owner.organizationId}/link-invites`, {
      token: owner.token,
      body: JSON.stringify({ role: 'read', emailDomain: domain }),
    })).body as Invite;
    await expectFailure(outsiderOfDomain.api.orgs.joinOrganizationWithInvite(owner.organizationId, restricted.secret!), 403, `This invite is for email addresses of ${domain} only`);
    expect(await roleIn(owner, outsiderOfDomain.userId)).toBe('none');
    await expectOk('joinOrganizationWithInvite', 200, ofDomain.api.orgs.joinOrganizationWithInvite(owner.organizationId, restricted.secret!));

    const expiring = (await sendRaw(stack, 'POST', `/orgs/${owner.organizationId}/link-invites`, {
      token: owner.token,
      body: JSON.stringify({ role: 'read', expiresAt: new Date(Date.now() + 1500).toISOString() }),
    })).body as Invite;
    await sleep(1600);
    await expectFailure(outsiderOfDomain.api.orgs.joinOrganizationWithInvite(owner.organizationId, expiring.secret!), 400, 'This invite has expired');

    const once = (await sendRaw(stack, 'POST', `/orgs/${owner.organizationId}/link-invites`, {
      token: owner.token,
      body: JSON.stringify({ role: 'read', maxUses: 1 }),
    })).body as Invite;
    const first = await userWithEmail(`first-${randomUUID()}@example.test`);
    await expectOk('joinOrganizationWithInvite', 200, first.api.orgs.joinOrganizationWithInvite(owner.organizationId, once.secret!));
    await expectFailure(
      outsiderOfDomain.api.orgs.joinOrganizationWithInvite(owner.organizationId, once.secret!),
      400,
      'This invite has been used as many times as it allows',
    );

    const doomed = await createInvite(owner, { role: 'admin' });
    await owner.api.orgs.deleteOrganizationInviteById(owner.organizationId, doomed.id);
    await expectFailure(outsiderOfDomain.api.orgs.joinOrganizationWithInvite(owner.organizationId, doomed.secret!), 404, 'Invite not found');
    expect(await roleIn(owner, outsiderOfDomain.userId)).toBe('none');
  });

  it('concurrent joins on a one-use link: exactly one succeeds', async () => {
    const owner = await fixtures.org();
    const once = (await sendRaw(stack, 'POST', `/orgs/${owner.organizationId}/link-invites`, {
      token: owner.token,
      body: JSON.stringify({ role: 'edit', maxUses: 1 }),
    })).body as Invite;
    const racers = await Promise.all(Array.from({ length: 6 }, (_, index) => userWithEmail(`racer${index}-${randomUUID()}@example.test`)));
    const outcomes = await Promise.allSettled(racers.map((racer) => racer.api.orgs.joinOrganizationWithInvite(owner.organizationId, once.secret!)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as GitBookAPIError).code).toBe(400);
    }
    const roles = await Promise.all(racers.map((racer) => roleIn(owner, racer.userId)));
    expect(roles.filter((role) => role === 'edit')).toHaveLength(1);
    expect(roles.filter((role) => role === 'none')).toHaveLength(5);
    expect((await expectOk('getOrganizationInviteLink', 200, owner.api.orgs.getOrganizationInviteLink(owner.organizationId, once.id)) as unknown as Invite).uses).toBe(1);
  });

  it('a space link makes a newcomer a guest with the link\'s level on that space only, given by content once it hears the join', async () => {
    const owner = await fixtures.org();
    const space = await createSpace({ ...owner, gitbook: owner.api }, 'Docs');
    const other = await createSpace({ ...owner, gitbook: owner.api }, 'Internal');
    const invite = await createInvite(owner, { level: 'edit', space: space.id });
    const joiner = await userWithEmail(`spacer-${randomUUID()}@example.test`);
    // Not previewed by its secret: the space is not readable before joining.
    await expectFailure(joiner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.secret!), 403, 'Only admins can preview a space or collection invite');
    expect(await expectOk('joinOrganizationWithInvite', 200, joiner.api.orgs.joinOrganizationWithInvite(owner.organizationId, invite.secret!))).toEqual({});
    expect(await roleIn(owner, joiner.userId)).toBe(null);
    // Content gives the grant from identity's invite.used event: the guest edits that space and sees no other.
    const granted = await until(
      () => joiner.api.spaces.getSpaceById(space.id).then((response) => response.data, () => undefined),
      (found) => found?.permissions.edit === true,
      10_000,
    );
    expect(granted.value?.id).toBe(space.id);
    await expectFailure(joiner.api.spaces.getSpaceById(other.id), 404);
    expect((await expectOk('getOrganizationInviteLink', 200, owner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id)) as unknown as Invite).uses).toBe(1);
  });

  it('a link whose space is gone cannot be shown whole (404) but can be deleted', async () => {
    const owner = await fixtures.org();
    const space = await createSpace({ ...owner, gitbook: owner.api }, 'Short-lived');
    const invite = await createInvite(owner, { level: MemberRole.Read, space: space.id });
    await owner.api.spaces.deleteSpaceById(space.id);
    await expectFailure(owner.api.orgs.getOrganizationInviteLink(owner.organizationId, invite.id), 404, 'The space of this invite no longer exists');
    expect((await owner.api.orgs.deleteOrganizationInviteById(owner.organizationId, invite.id)).status).toBe(205);
  });
});

describe('joinOrganization and getOrganizationsForEmailDomain', () => {
  it('joins an organization that lists the email domain (204, its default role); 400 for another domain; 404 for unknown organizations', async () => {
    const owner = await fixtures.org();
    const domain = randomDomain();
    await expectOk('updateOrganizationById', 200, owner.api.orgs.updateOrganizationById(owner.organizationId, { emailDomains: [domain], defaultRole: MemberRole.Comment }));
    const colleague = await userWithEmail(`colleague-${randomUUID()}@${domain}`);
    const stranger = await userWithEmail(`stranger-${randomUUID()}@example.test`);

    const listed = await expectOk('getOrganizationsForEmailDomain', 200, colleague.api.emailDomains.getOrganizationsForEmailDomain(domain));
    expect(listed.organizations.map((organization) => organization.id)).toEqual([owner.organizationId]);
    expect(listed.organizations[0].permissions.view).toBe(false);
    await expectFailure(stranger.api.emailDomains.getOrganizationsForEmailDomain(domain), 403);

    await expectFailure(stranger.api.orgs.joinOrganization(owner.organizationId), 400, "User's email domain is not valid");
    await expectFailure(colleague.api.orgs.joinOrganization('absentOrg00000000000'), 404, 'Organization not found');
    const joined = await colleague.api.orgs.joinOrganization(owner.organizationId);
    expect(joined.status).toBe(204);
    expect(await roleIn(owner, colleague.userId)).toBe('comment');
    expect(await roleIn(owner, stranger.userId)).toBe('none');
    await expectFailure(colleague.api.orgs.joinOrganization(owner.organizationId), 409);
    const again = await expectOk('getOrganizationsForEmailDomain', 200, colleague.api.emailDomains.getOrganizationsForEmailDomain(domain));
    expect(again.organizations[0].permissions.view).toBe(true);
  });

  it('an organization that lists no domain is 404 to outsiders', async () => {
    const owner = await fixtures.org();
    const stranger = await userWithEmail(`stranger-${randomUUID()}@example.test`);
    await expectFailure(stranger.api.orgs.joinOrganization(owner.organizationId), 404, 'Organization not found');
  });
});
