import { MemberRole } from '@gitbook/api';
import {
  absentId,
  addMember,
  createPageInChangeRequest,
  createSpace,
  expectFailure,
  expectOk,
  newOrg as newOrgOf,
  walkPages,
  type Member,
  type Org,
} from './content-helpers';
import { startStack, type Stack } from './harness';

// listCommentersInSpace, listCommentersInChangeRequest and getContributorsByChangeRequestId
// through the official client; every body, errors included, is checked against the contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Caller = Org | Member;
const newOrg = () => newOrgOf(stack);

const comment = (caller: Caller, spaceId: string, markdown: string) =>
  expectOk('postCommentInSpace', 200, caller.gitbook.spaces.postCommentInSpace(spaceId, { body: { markdown } }));

const commentInChangeRequest = (caller: Caller, spaceId: string, changeRequestId: string, markdown: string) =>
  expectOk(
    'postCommentInChangeRequest',
    200,
    caller.gitbook.spaces.postCommentInChangeRequest(spaceId, changeRequestId, { body: { markdown } }),
  );

const spaceCommenters = (caller: Caller, spaceId: string, limit = 1000) =>
  walkPages('listCommentersInSpace', limit, (page) => caller.gitbook.spaces.listCommentersInSpace(spaceId, { limit, page }));

const changeRequestCommenters = (caller: Caller, spaceId: string, changeRequestId: string, limit = 1000) =>
  walkPages('listCommentersInChangeRequest', limit, (page) =>
    caller.gitbook.spaces.listCommentersInChangeRequest(spaceId, changeRequestId, { limit, page }),
  );

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const memberOf = (org: Org, userId: string) =>
  expectOk('getMemberInOrganizationById', 200, org.gitbook.orgs.getMemberInOrganizationById(org.organizationId, userId));

describe('listCommentersInSpace / listCommentersInChangeRequest', () => {
  it("lists the members who commented or replied, once each, by user id, as the organization's members; each scope its own", async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const [ana, ben, cid, dot] = await Promise.all([
      addMember(stack, org, 'comment'),
      addMember(stack, org, 'comment'),
      addMember(stack, org, 'comment'),
      addMember(stack, org, 'read'),
    ]);
    // Ana twice (counted once), Ben by a reply only, Cid in the change request only.
    const first = await comment(ana, space.id, 'First');
    await comment(ana, space.id, 'Again');
    await expectOk('postCommentReplyInSpace', 200, ben.gitbook.spaces.postCommentReplyInSpace(space.id, first.id, { body: { markdown: 'Reply' } }));
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Draft' }));
    await commentInChangeRequest(cid, space.id, changeRequest.id, 'In the draft');

    const expected = [ana.userId, ben.userId].sort(byId);
    // A reader (no comment of their own) lists them, one per page, each a full OrganizationMember.
    const walked = await spaceCommenters(dot, space.id, 1);
    expect(walked.pages).toBe(2);
    expect(walked.items.map((member) => member.id)).toEqual(expected);
    for (const member of walked.items) expect(member).toEqual(await memberOf(org, member.id));
    // One page of everything.
    const all = await expectOk('listCommentersInSpace', 200, org.gitbook.spaces.listCommentersInSpace(space.id));
    expect(all.items.map((member) => member.id)).toEqual(expected);
    expect(all.next).toBeUndefined();

    // The change request's commenters: its own, by id or by number.
    const inRequest = await changeRequestCommenters(dot, space.id, changeRequest.id);
    expect(inRequest.items.map((member) => member.id)).toEqual([cid.userId]);
    const byNumber = await expectOk(
      'listCommentersInChangeRequest',
      200,
      dot.gitbook.spaces.listCommentersInChangeRequest(space.id, String(changeRequest.number)),
    );
    expect(byNumber.items.map((member) => member.id)).toEqual([cid.userId]);

    // Nobody commented: an empty list.
    const quiet = await createSpace(org, 'Quiet');
    expect(await expectOk('listCommentersInSpace', 200, org.gitbook.spaces.listCommentersInSpace(quiet.id))).toEqual({ items: [] });
  });

  it('leaves out a commenter who left the organization; a guest sees only themselves', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const [stays, leaves] = await Promise.all([addMember(stack, org, 'comment'), addMember(stack, org, 'comment')]);
    const guest = await addMember(stack, org, null);
    const idleGuest = await addMember(stack, org, null);
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: MemberRole.Comment, users: [guest.userId, idleGuest.userId] }));
    await comment(stays, space.id, 'Staying');
    await comment(leaves, space.id, 'Leaving');
    await comment(guest, space.id, 'From a guest');

    const before = await spaceCommenters(org, space.id);
    expect(before.items.map((member) => member.id)).toEqual([stays.userId, leaves.userId, guest.userId].sort(byId));
    expect(before.items.find((member) => member.id === guest.userId)?.role).toBeNull();

    await org.gitbook.orgs.removeMemberFromOrganizationById(org.organizationId, leaves.userId);
    const after = await spaceCommenters(org, space.id);
    expect(after.items.map((member) => member.id)).toEqual([stays.userId, guest.userId].sort(byId));

    // Guests: identity shows them no other member.
    expect((await spaceCommenters(guest, space.id)).items.map((member) => member.id)).toEqual([guest.userId]);
    expect((await spaceCommenters(idleGuest, space.id)).items).toEqual([]);
  });

  it('404 for another organization, a guest given nothing, an unknown space or change request; 400 for bad input; 401 without a token', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Draft' }));
    await comment(org, space.id, 'Hello');
    const guest = await addMember(stack, org, null);

    await expectFailure(other.gitbook.spaces.listCommentersInSpace(space.id), 404);
    await expectFailure(other.gitbook.spaces.listCommentersInChangeRequest(space.id, changeRequest.id), 404);
    await expectFailure(guest.gitbook.spaces.listCommentersInSpace(space.id), 404);
    await expectFailure(guest.gitbook.spaces.listCommentersInChangeRequest(space.id, changeRequest.id), 404);
    await expectFailure(org.gitbook.spaces.listCommentersInSpace(absentId()), 404);
    await expectFailure(org.gitbook.spaces.listCommentersInChangeRequest(space.id, absentId()), 404, 'Change request not found');

    await expectFailure(org.gitbook.spaces.listCommentersInSpace(space.id, { limit: 0 }), 400);
    await expectFailure(org.gitbook.spaces.listCommentersInSpace(space.id, { limit: 1001 }), 400);
    await expectFailure(org.gitbook.spaces.listCommentersInSpace(space.id, { page: 'not a cursor' }), 400, 'page: invalid cursor');
    await expectFailure(org.gitbook.spaces.listCommentersInChangeRequest(space.id, changeRequest.id, { page: '!!' }), 400);

    const anonymous = await fetch(`${stack.baseUrl}/v1/spaces/${space.id}/commenters`);
    expect(anonymous.status).toBe(401);
  });
});

describe('getContributorsByChangeRequestId', () => {
  it('one item per person and kind: writers with their number of edits, commenters with their comments and replies, newest first', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const [writer, talker, reader] = await Promise.all([
      addMember(stack, org, 'edit'),
      addMember(stack, org, 'comment'),
      addMember(stack, org, 'read'),
    ]);
    const changeRequest = await expectOk('createChangeRequest', 201, writer.gitbook.spaces.createChangeRequest(space.id, { subject: 'Draft' }));

    // Nothing yet: an empty list.
    expect(
      await expectOk('getContributorsByChangeRequestId', 200, reader.gitbook.spaces.getContributorsByChangeRequestId(space.id, changeRequest.id)),
    ).toEqual({ items: [] });

    await createPageInChangeRequest(stack, writer, space.id, changeRequest.id, { title: 'One', content: { markdown: 'One' } });
    await createPageInChangeRequest(stack, writer, space.id, changeRequest.id, { title: 'Two', content: { markdown: 'Two' } });
    const asked = await commentInChangeRequest(talker, space.id, changeRequest.id, 'Why two pages?');
    await expectOk(
      'postCommentReplyInChangeRequest',
      200,
      talker.gitbook.spaces.postCommentReplyInChangeRequest(space.id, changeRequest.id, asked.id, { body: { markdown: 'And a reply' } }),
    );
    await commentInChangeRequest(writer, space.id, changeRequest.id, 'Because');
    // A comment on the space's main content is not a contribution to the change request.
    await comment(org, space.id, 'Elsewhere');

    const { items } = await expectOk(
      'getContributorsByChangeRequestId',
      200,
      reader.gitbook.spaces.getContributorsByChangeRequestId(space.id, String(changeRequest.number)),
    );
    const writerUser = await expectOk('getAuthenticatedUser', 200, writer.gitbook.user.getAuthenticatedUser());
    expect(items.map((item) => [item.user.id, item.actionType, item.count])).toEqual([
      [writer.userId, 'comment', 1],
      [talker.userId, 'comment', 2],
      [writer.userId, 'edit', 2],
    ]);
    const times = items.map((item) => Date.parse(item.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0].user).toEqual(writerUser);
    expect(items[0].user).toMatchObject({ object: 'user', id: writer.userId, urls: { location: `${stack.baseUrl}/v1/users/${writer.userId}` } });
  });

  it('404 for another organization, a guest given nothing, an unknown space or change request; 401 without a token', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Draft' }));
    const guest = await addMember(stack, org, null);

    await expectFailure(other.gitbook.spaces.getContributorsByChangeRequestId(space.id, changeRequest.id), 404);
    await expectFailure(guest.gitbook.spaces.getContributorsByChangeRequestId(space.id, changeRequest.id), 404);
    await expectFailure(org.gitbook.spaces.getContributorsByChangeRequestId(absentId(), changeRequest.id), 404);
    await expectFailure(org.gitbook.spaces.getContributorsByChangeRequestId(space.id, absentId()), 404, 'Change request not found');

    // A guest given `read` on the space reads them.
    await expectOk('inviteToSpace', 204, org.gitbook.spaces.inviteToSpace(space.id, { role: MemberRole.Read, users: [guest.userId] }));
    await expectOk('getContributorsByChangeRequestId', 200, guest.gitbook.spaces.getContributorsByChangeRequestId(space.id, changeRequest.id));

    const anonymous = await fetch(`${stack.baseUrl}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/contributors`);
    expect(anonymous.status).toBe(401);
  });
});
