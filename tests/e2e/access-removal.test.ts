import { MemberRole } from '@gitbook/api';
import { addMember, client, createSpace, createTeam, expectFailure, expectOk, newOrg as newOrgOf, sendRaw } from './content-helpers';
import { startStack, type Stack } from './harness';

// "Removing a grant, a team membership or a member takes effect on the next request" with the
// gateway's principal cache ON, and a TTL far longer than the test (10 minutes): only the
// gateway's evictions (docs/gateway.md "Principal cache") can make these pass. A route that
// changes access drops the principals it concerns before its answer leaves the gateway; what
// identity changes without the gateway (the operators' admin service) arrives by its event.

const TEN_MINUTES = 600_000;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: TEN_MINUTES });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('with the principal cache on', () => {
  it('a removed member: their next request is 404', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const member = await addMember(stack, org, 'edit');
    await expectOk('getSpaceById', 200, member.gitbook.spaces.getSpaceById(space.id));
    await expectOk('getOrganizationById', 200, member.gitbook.orgs.getOrganizationById(org.organizationId));

    await org.gitbook.orgs.removeMemberFromOrganizationById(org.organizationId, member.userId);
    await expectFailure(member.gitbook.spaces.getSpaceById(space.id), 404);
    await expectFailure(member.gitbook.orgs.getOrganizationById(org.organizationId), 404);
  });

  it("a member's role lowered: their next write is 403", async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const member = await addMember(stack, org, 'edit');
    await expectOk('createChangeRequest', 201, member.gitbook.spaces.createChangeRequest(space.id, { subject: 'Mine' }));

    await expectOk(
      'updateMemberInOrganizationById',
      200,
      org.gitbook.orgs.updateMemberInOrganizationById(org.organizationId, member.userId, { role: MemberRole.Read }),
    );
    await expectFailure(member.gitbook.spaces.createChangeRequest(space.id, { subject: 'Not any more' }), 403);
    // Raised back: at once too.
    await expectOk('updateMemberInOrganizationById', 200, org.gitbook.orgs.updateMemberInOrganizationById(org.organizationId, member.userId, { role: MemberRole.Edit }));
    await expectOk('createChangeRequest', 201, member.gitbook.spaces.createChangeRequest(space.id, { subject: 'Again' }));
  });

  it('a guest removed from the team their access came from: their next request is 404; so is one whose team is deleted', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const [guest, other] = await Promise.all([addMember(stack, org, null), addMember(stack, org, null)]);
    const team = await createTeam(org.gitbook, org.organizationId, [guest.userId, other.userId]);
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: MemberRole.Read, teams: [team] }));
    await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(space.id));
    await expectOk('getSpaceById', 200, other.gitbook.spaces.getSpaceById(space.id));

    await org.gitbook.orgs.deleteMemberFromOrganizationTeamById(org.organizationId, team, guest.userId);
    await expectFailure(guest.gitbook.spaces.getSpaceById(space.id), 404);
    await expectOk('getSpaceById', 200, other.gitbook.spaces.getSpaceById(space.id));

    await org.gitbook.orgs.removeTeamFromOrganizationById(org.organizationId, team);
    await expectFailure(other.gitbook.spaces.getSpaceById(space.id), 404);
  });

  it('a removed grant: the next request is 404 (content reads grants on every request)', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const guest = await addMember(stack, org, null);
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: MemberRole.Read, users: [guest.userId] }));
    await expectOk('getSpaceById', 200, guest.gitbook.spaces.getSpaceById(space.id));
    const removed = await org.gitbook.spaces.removeUserFromSpace(space.id, guest.userId);
    expect(removed.status).toBe(205);
    await expectFailure(guest.gitbook.spaces.getSpaceById(space.id), 404);
  });

  it('a token revoked through the API: its next request is 401, and so is its child', async () => {
    const org = await newOrg();
    const issue = async (token: string) => {
      const created = await sendRaw(stack, 'POST', '/user/tokens', { token, body: JSON.stringify({ label: 'child' }) });
      expect(created.status).toBe(201);
      return created.body as { id: string; token: string };
    };
    const parent = await issue(org.token);
    const child = await issue(parent.token);
    const [parentApi, childApi] = [client(stack, parent.token), client(stack, child.token)];
    await expectOk('getAuthenticatedUser', 200, parentApi.user.getAuthenticatedUser());
    await expectOk('getAuthenticatedUser', 200, childApi.user.getAuthenticatedUser());

    // Revoked with the organization owner's first token: the parent and its child stop.
    const revoked = await sendRaw(stack, 'DELETE', `/user/tokens/${parent.id}`, { token: org.token });
    expect(revoked.status).toBe(204);
    await expectFailure(parentApi.user.getAuthenticatedUser(), 401);
    await expectFailure(childApi.user.getAuthenticatedUser(), 401);
    await expectOk('getAuthenticatedUser', 200, org.gitbook.user.getAuthenticatedUser());
  });

  it("a token revoked without the gateway (operators' admin service): stops when identity's event arrives", async () => {
    const org = await newOrg();
    const issued = await stack.admin.createApiToken({ userId: org.userId, label: 'operator' });
    const api = client(stack, issued.token);
    await expectOk('getAuthenticatedUser', 200, api.user.getAuthenticatedUser());

    await stack.admin.revokeApiToken({ tokenId: issued.tokenId });
    // The outbox relay publishes on commit (LISTEN/NOTIFY); allow a loaded machine 10 s, far
    // below the cache's 10 minutes.
    let status = 200;
    for (let waited = 0; status === 200 && waited < 10_000; waited += 100) {
      status = (await sendRaw(stack, 'GET', '/user', { token: issued.token })).status;
      if (status === 200) await sleep(100);
    }
    expect(status).toBe(401);
  });
});
