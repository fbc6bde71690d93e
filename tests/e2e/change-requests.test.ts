import { ChangeRequestReviewStatus as Review, ChangeRequestStatus as CrStatus, MemberRole as Role, SpaceEditMode, type ChangeRequest, type JSONDocument } from '@gitbook/api';
import type { MemberRole } from '@quire/shared';
import {
  absentId,
  addMember,
  client,
  createCollection,
  createSpace,
  createTeam,
  expectFailure,
  expectOk,
  newOrg as newOrgOf,
  sendRaw,
  walkPages,
  type Member,
  type Org,
} from './content-helpers';
import { startStack, type Stack } from './harness';

// Change requests, their requested reviewers and their reviews through the gateway with the
// official client; every body checked against the GitBook contract. Each test makes its own
// organizations. The principal cache is off so that team changes show at once.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const member = (org: Org, role: MemberRole | null) => addMember(stack, org, role);
const anonymous = () => client(stack);

type Caller = Org | Member;

const create = (caller: Caller, spaceId: string, subject?: string) =>
  expectOk('createChangeRequest', 201, caller.gitbook.spaces.createChangeRequest(spaceId, subject === undefined ? {} : { subject }));

const get = (caller: Caller, spaceId: string, changeRequestId: string) =>
  expectOk('getChangeRequestById', 200, caller.gitbook.spaces.getChangeRequestById(spaceId, changeRequestId));

const patch = (caller: Caller, spaceId: string, changeRequestId: string, data: Parameters<Org['gitbook']['spaces']['updateChangeRequestById']>[2]) =>
  expectOk('updateChangeRequestById', 200, caller.gitbook.spaces.updateChangeRequestById(spaceId, changeRequestId, data));

const open = async (caller: Caller, spaceId: string, subject?: string): Promise<ChangeRequest> =>
  patch(caller, spaceId, (await create(caller, spaceId, subject)).id, { status: 'open' });

const documentOf = (text: string): JSONDocument =>
  ({
    object: 'document',
    data: {},
    nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] }],
  }) as JSONDocument;

const me = (caller: Caller) => expectOk('getAuthenticatedUser', 200, caller.gitbook.user.getAuthenticatedUser());

describe('createChangeRequest', () => {
  it('401 without a token', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    await expectFailure(anonymous().spaces.createChangeRequest(space.id, {}), 401);
  });

  it('400 for a subject over 100 characters, 403 below edit or in a locked space, 404 elsewhere', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    await expectFailure(org.gitbook.spaces.createChangeRequest(space.id, { subject: 'x'.repeat(101) }), 400, /^subject: /);
    const reader = await member(org, 'read');
    await expectFailure(reader.gitbook.spaces.createChangeRequest(space.id, {}), 403);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.createChangeRequest(space.id, {}), 404);
    await expectFailure(org.gitbook.spaces.createChangeRequest(absentId(), {}), 404);
    await expectOk('updateSpaceById', 200, org.gitbook.spaces.updateSpaceById(space.id, { editMode: SpaceEditMode.Locked }));
    await expectFailure(org.gitbook.spaces.createChangeRequest(space.id, {}), 403, /locked/);
  });

  it('201 with the contract ChangeRequest, a Location, the next number and the space counters', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const editor = await member(org, 'edit');
    const response = await editor.gitbook.spaces.createChangeRequest(space.id, { subject: 'Fix the intro', agentTaskId: 'ignored' });
    const changeRequest = await expectOk('createChangeRequest', 201, Promise.resolve(response));
    expect(response.headers.get('location')).toBe(changeRequest.urls.location);
    expect(changeRequest).toMatchObject({
      object: 'change-request',
      number: 1,
      status: 'draft',
      subject: 'Fix the intro',
      space: space.id,
      revision: space.revision,
      revisionInitial: space.revision,
      comments: 0,
      outdated: false,
      urls: {
        location: `${stack.baseUrl}/v1/spaces/${space.id}/change-requests/${changeRequest.id}`,
        app: `${stack.baseUrl}/s/${space.id}/~/changes/1`,
      },
    });
    expect(changeRequest.createdBy).toEqual(await me(editor));
    expect((await create(org, space.id)).number).toBe(2);
    const counted = await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id));
    expect(counted).toMatchObject({ changeRequests: 2, changeRequestsDraft: 2, changeRequestsOpen: 0 });
  });
});

describe('getChangeRequestById and updateChangeRequestById', () => {
  it('reads by id or number; 404 for unknown ones and across organizations', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await create(org, space.id, 'First');
    const reader = await member(org, 'read');
    expect(await get(reader, space.id, changeRequest.id)).toEqual(changeRequest);
    expect((await get(reader, space.id, '1')).id).toBe(changeRequest.id);
    await expectFailure(org.gitbook.spaces.getChangeRequestById(space.id, '2'), 404);
    await expectFailure(org.gitbook.spaces.getChangeRequestById(space.id, absentId()), 404);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.getChangeRequestById(space.id, changeRequest.id), 404);
  });

  it('updates subject, description and status; counters follow; bad moves and input answer 400, readers 403', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await create(org, space.id, 'Before');
    const description = documentOf('Why this change');
    const updated = await patch(org, space.id, String(changeRequest.number), { subject: 'After', description, status: 'open' });
    expect(updated).toMatchObject({ id: changeRequest.id, subject: 'After', description, status: 'open' });
    expect(await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id))).toMatchObject({ changeRequestsOpen: 1, changeRequestsDraft: 0 });

    const update = (data: object) => org.gitbook.spaces.updateChangeRequestById(space.id, changeRequest.id, data as never);
    await expectFailure(update({ subject: 'x'.repeat(101) }), 400, /^subject: /);
    await expectFailure(update({ status: 'merged' }), 400, /^status: /);
    await expectFailure(update({ description: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'marquee' }] } }), 400, /^description\.nodes\.0/);
    await expectFailure(update({ description: { object: 'page' } }), 400, /^description\./);
    const reader = await member(org, 'comment');
    await expectFailure(reader.gitbook.spaces.updateChangeRequestById(space.id, changeRequest.id, { subject: 'No' }), 403);

    expect((await patch(org, space.id, changeRequest.id, { status: 'archived' })).status).toBe('archived');
    await expectFailure(update({ status: 'draft' }), 400, /archived/);
    expect((await patch(org, space.id, changeRequest.id, { status: 'open' })).status).toBe('open');
    expect((await patch(org, space.id, changeRequest.id, { status: 'draft' })).status).toBe('draft');
    expect(await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id))).toMatchObject({
      changeRequests: 1,
      changeRequestsOpen: 0,
      changeRequestsDraft: 1,
    });
  });

  it('a merged change request takes no more changes, reviewer requests or reviews (400)', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await open(org, space.id, 'Ship it');
    const merged = await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
    expect(merged.result).toBe('merge');
    expect((await get(org, space.id, changeRequest.id)).status).toBe('merged');
    const reviewer = await member(org, 'review');
    await expectFailure(org.gitbook.spaces.updateChangeRequestById(space.id, changeRequest.id, { subject: 'Late' }), 400, /merged/);
    await expectFailure(org.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, { users: [reviewer.userId] }), 400, /merged/);
    await expectFailure(reviewer.gitbook.spaces.submitChangeRequestReview(space.id, changeRequest.id, { status: Review.Approved }), 400, /merged/);
    await expectFailure(org.gitbook.spaces.removeRequestedReviewerFromChangeRequest(space.id, changeRequest.id, reviewer.userId), 400, /merged/);
  });
});

describe('listChangeRequestsForSpace and listChangeRequestsForOrganization', () => {
  it('lists open ones by default, newest first, page by page, with filters', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const alice = await member(org, 'edit');
    const reviewer = await member(org, 'review');
    const opened: ChangeRequest[] = [];
    for (let index = 0; index < 4; index += 1) opened.push(await open(index % 2 === 0 ? org : alice, space.id, `CR ${index}`));
    const draft = await create(org, space.id, 'Draft');
    await expectOk(
      'requestReviewersForChangeRequest',
      200,
      org.gitbook.spaces.requestReviewersForChangeRequest(space.id, opened[1].id, { users: [reviewer.userId] }),
    );

    const walk = await walkPages('listChangeRequestsForSpace', 3, (page) => org.gitbook.spaces.listChangeRequestsForSpace(space.id, { limit: 3, page }));
    expect(walk.count).toBe(4);
    expect(walk.pages).toBe(2);
    expect(walk.items.map((item) => item.id)).toEqual([...opened].reverse().map((item) => item.id));

    const ids = async (query: Parameters<Org['gitbook']['spaces']['listChangeRequestsForSpace']>[1]) =>
      (await expectOk('listChangeRequestsForSpace', 200, org.gitbook.spaces.listChangeRequestsForSpace(space.id, query))).items.map((item) => item.id);
    expect(await ids({ status: CrStatus.Draft })).toEqual([draft.id]);
    expect(await ids({ status: CrStatus.Merged })).toEqual([]);
    expect(await ids({ creator: alice.userId })).toEqual([opened[3].id, opened[1].id]);
    expect(await ids({ requestedReviewer: reviewer.userId })).toEqual([opened[1].id]);
    expect(await ids({ contributor: alice.userId })).toEqual([]);
    await expectFailure(org.gitbook.spaces.listChangeRequestsForSpace(space.id, { status: 'closed' as never }), 400, /^status: /);
    await expectFailure(org.gitbook.spaces.listChangeRequestsForSpace(space.id, { limit: 1001 }), 400, /^limit: /);
  });

  it('lists an organization\'s change requests in the spaces the caller can read', async () => {
    const org = await newOrg();
    const guestUser = await member(org, null);
    const team = await createTeam(org.gitbook, org.organizationId, [guestUser.userId]);
    const shared = await createCollection(org, 'Shared');
    const inShared = await createSpace(org, 'In shared', shared.id);
    const topLevel = await createSpace(org, 'Top level');
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Read }));
    const first = await open(org, inShared.id);
    const second = await open(org, topLevel.id);
    const outsider = await newOrg();
    await open(outsider, (await createSpace(outsider, 'Theirs')).id);

    const all = await expectOk('listChangeRequestsForOrganization', 200, org.gitbook.orgs.listChangeRequestsForOrganization(org.organizationId));
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(all.count).toBe(2);
    const guest = await expectOk('listChangeRequestsForOrganization', 200, guestUser.gitbook.orgs.listChangeRequestsForOrganization(org.organizationId));
    expect(guest.items.map((item) => item.id)).toEqual([first.id]);
    await expectFailure(outsider.gitbook.orgs.listChangeRequestsForOrganization(org.organizationId), 404);
  });
});

describe('requested reviewers', () => {
  it('requests members, refuses others (400), lists them and removes them (204 either way)', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const author = await member(org, 'edit');
    const changeRequest = await open(author, space.id, 'Please review');
    const reviewers = [await member(org, 'review'), await member(org, 'admin'), await member(org, 'create')];
    const outsider = await newOrg();

    await expectFailure(
      author.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, { users: [reviewers[0].userId, outsider.userId] }),
      400,
      `users: not members of the organization: ${outsider.userId}`,
    );
    const reader = await member(org, 'read');
    await expectFailure(reader.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, { users: [reviewers[0].userId] }), 403);

    const requested = await expectOk(
      'requestReviewersForChangeRequest',
      200,
      author.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, {
        users: reviewers.map((reviewer) => reviewer.userId),
        subject: 'Ready for review',
        description: documentOf('Two sections changed'),
      }),
    );
    expect(requested.users).toHaveLength(3);
    const authorUser = await me(author);
    // Requested together: same time, then ordered by user id.
    const expectedUsers = (await Promise.all(reviewers.map(me))).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const [index, item] of requested.users!.entries()) {
      expect(item).toMatchObject({ object: 'change-request-requested-reviewer', kind: 'user', revision: changeRequest.revision, requestedBy: authorUser });
      expect(item.kind === 'user' && item.user).toEqual(expectedUsers[index]);
    }
    expect((await get(reader, space.id, changeRequest.id)).subject).toBe('Ready for review');
    // Again: no duplicates.
    await expectOk('requestReviewersForChangeRequest', 200, org.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, { users: [reviewers[0].userId] }));

    const walk = await walkPages('getRequestedReviewersByChangeRequestId', 2, (page) =>
      reader.gitbook.spaces.getRequestedReviewersByChangeRequestId(space.id, changeRequest.id, { limit: 2, page }),
    );
    expect(walk.count).toBe(3);
    expect(walk.items.map((item) => item.kind === 'user' && item.user.id)).toEqual(expectedUsers.map((user) => user.id));

    await expectFailure(reader.gitbook.spaces.removeRequestedReviewerFromChangeRequest(space.id, changeRequest.id, reviewers[0].userId), 403);
    await expectOk('removeRequestedReviewerFromChangeRequest', 204, author.gitbook.spaces.removeRequestedReviewerFromChangeRequest(space.id, changeRequest.id, reviewers[0].userId));
    await expectOk('removeRequestedReviewerFromChangeRequest', 204, author.gitbook.spaces.removeRequestedReviewerFromChangeRequest(space.id, changeRequest.id, reviewers[0].userId));
    const after = await expectOk('getRequestedReviewersByChangeRequestId', 200, reader.gitbook.spaces.getRequestedReviewersByChangeRequestId(space.id, changeRequest.id));
    expect(after.count).toBe(2);
  });
});

describe('reviews', () => {
  it('submits (201 with a Location), lists with the outdated filter and reads one', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const author = await member(org, 'edit');
    const changeRequest = await open(author, space.id, 'Please review');
    const alice = await member(org, 'review');
    const bob = await member(org, 'admin');
    await expectOk('requestReviewersForChangeRequest', 200, author.gitbook.spaces.requestReviewersForChangeRequest(space.id, changeRequest.id, { users: [alice.userId] }));

    const response = await alice.gitbook.spaces.submitChangeRequestReview(space.id, changeRequest.id, { status: Review.ChangesRequested });
    const first = await expectOk('submitChangeRequestReview', 201, Promise.resolve(response));
    expect(response.headers.get('location')).toBe(first.urls.location);
    expect(first).toMatchObject({
      object: 'change-request-review',
      status: 'changes-requested',
      revision: changeRequest.revision,
      outdated: false,
      reviewer: await me(alice),
      requestedBy: await me(author),
      urls: { location: `${stack.baseUrl}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/reviews/${first.id}` },
    });
    const byBob = await expectOk('submitChangeRequestReview', 201, bob.gitbook.spaces.submitChangeRequestReview(space.id, changeRequest.id, { status: Review.Approved }));
    expect(byBob.requestedBy).toBeUndefined();
    const second = await expectOk('submitChangeRequestReview', 201, alice.gitbook.spaces.submitChangeRequestReview(space.id, changeRequest.id, { status: Review.Approved }));

    const reader = await member(org, 'read');
    const list = (query?: Parameters<Org['gitbook']['spaces']['getReviewsByChangeRequestId']>[2]) =>
      expectOk('getReviewsByChangeRequestId', 200, reader.gitbook.spaces.getReviewsByChangeRequestId(space.id, changeRequest.id, query));
    const all = await list({ format: 'markdown' });
    expect(all.items.map((review) => [review.id, review.outdated])).toEqual([
      [second.id, false],
      [byBob.id, false],
      [first.id, true],
    ]);
    expect((await list({ outdated: true })).items.map((review) => review.id)).toEqual([first.id]);
    expect((await list({ outdated: false })).items.map((review) => review.id)).toEqual([second.id, byBob.id]);
    const walk = await walkPages('getReviewsByChangeRequestId', 2, (page) =>
      reader.gitbook.spaces.getReviewsByChangeRequestId(space.id, changeRequest.id, { limit: 2, page }),
    );
    expect(walk.items.map((review) => review.id)).toEqual([second.id, byBob.id, first.id]);

    const read = await expectOk('getChangeRequestReviewById', 200, reader.gitbook.spaces.getChangeRequestReviewById(space.id, changeRequest.id, first.id));
    expect(read).toEqual({ ...first, outdated: true });
    await expectFailure(reader.gitbook.spaces.getChangeRequestReviewById(space.id, changeRequest.id, absentId()), 404);
  });

  it('400 for a bad status or a comment, 403 for the author and below review, 404 elsewhere', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await open(org, space.id);
    const reviewer = await member(org, 'review');
    const submit = (caller: Caller, body: object) => caller.gitbook.spaces.submitChangeRequestReview(space.id, changeRequest.id, body as never);
    await expectFailure(submit(reviewer, { status: 'rejected' }), 400, /^status: /);
    await expectFailure(submit(reviewer, {}), 400, /^status: /);
    await expectFailure(submit(reviewer, { status: 'approved', comment: { markdown: 'Looks good' } }), 400, 'comment: review comments are not supported yet');
    await expectFailure(submit(org, { status: 'approved' }), 403, 'The author of a change request cannot review it');
    await expectFailure(submit(await member(org, 'edit'), { status: 'approved' }), 403);
    await expectFailure(submit(await newOrg(), { status: 'approved' }), 404);
    const raw = await sendRaw(stack, 'POST', `/spaces/${space.id}/change-requests/${changeRequest.id}/reviews`, { token: reviewer.token, body: '{"status":' });
    expect(raw.status).toBe(400);
  });
});
