import { commonV1, contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import {
  APP_URL,
  createCollection,
  createSpace,
  deletedDaysAgo,
  errorOf,
  newOrganization,
  outboxTypes,
  PUBLIC_URL,
  Status,
  statusOf,
  useTestEnvironment,
  type Org,
} from '../../test/helpers';

// ChangeRequestService over gRPC (merge and update-from-main have their own tests).

const { ChangeRequestStatus } = contentV1;
const { CHANGE_REQUEST_STATUS_DRAFT: DRAFT, CHANGE_REQUEST_STATUS_OPEN: OPEN, CHANGE_REQUEST_STATUS_ARCHIVED: ARCHIVED, CHANGE_REQUEST_STATUS_MERGED: MERGED } =
  ChangeRequestStatus;

const env = useTestEnvironment();

const paragraph = (text: string) => ({ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] });
const documentOf = (...texts: string[]) => ({ object: 'document', data: {}, nodes: texts.map(paragraph) });

async function create(principal: Principal, spaceId: string, subject?: string) {
  const { changeRequest } = await env.as(principal).createChangeRequest({ spaceId, subject });
  return changeRequest!;
}

const update = (principal: Principal, spaceId: string, changeRequestId: string, changes: Partial<contentV1.UpdateChangeRequestRequest>) =>
  env.as(principal).updateChangeRequest({ spaceId, changeRequestId, ...changes });

const setStatus = async (org: Org, spaceId: string, changeRequestId: string, status: contentV1.ChangeRequestStatus) =>
  (await update(org.admin, spaceId, changeRequestId, { status })).changeRequest!;

/** Moves the space's main content to a new revision, as a merge elsewhere would. */
async function advanceMain(spaceId: string): Promise<string> {
  const id = newId();
  await env.db.revision.create({ data: { id, spaceId, type: 'edits' } });
  await env.db.space.update({ where: { id: spaceId }, data: { revisionId: id } });
  return id;
}

const list = (principal: Principal, request: Partial<contentV1.ListChangeRequestsRequest>) => env.as(principal).listChangeRequests(request);

describe('CreateChangeRequest', () => {
  it('refuses a subject over 100 characters, naming the field', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const error = await errorOf(env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'x'.repeat(101) }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^subject: /);
    expect(await env.db.changeRequest.count({ where: { spaceId: space.id } })).toBe(0);
  });

  it('NOT_FOUND for an unknown space, another organization, a guest given nothing or a deleted space', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    expect(await statusOf(env.as(org.admin).createChangeRequest({ spaceId: 'absentspace' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(newOrganization(env).admin).createChangeRequest({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.guest()).createChangeRequest({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    await deletedDaysAgo(env, space.id, 1);
    expect(await statusOf(env.as(org.admin).createChangeRequest({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
  });

  it('PERMISSION_DENIED below edit, and for everyone in a locked space', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    expect(await statusOf(env.as(org.member('read')).createChangeRequest({ spaceId: space.id }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(org.member('comment')).createChangeRequest({ spaceId: space.id }))).toBe(Status.PERMISSION_DENIED);
    await env.db.space.update({ where: { id: space.id }, data: { editMode: 'locked' } });
    const locked = await errorOf(env.as(org.admin).createChangeRequest({ spaceId: space.id }));
    expect(locked).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringContaining('locked') });
  });

  it('creates a draft on the space revision, numbered 1, authored by the caller', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const editor = org.member('edit');
    const changeRequest = await create(editor, space.id, 'Fix typos');
    expect(changeRequest).toEqual({
      object: 'change-request',
      id: expect.any(String),
      number: 1,
      status: DRAFT,
      subject: 'Fix typos',
      createdBy: env.directory.users.get(editor.userId),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      space: space.id,
      revision: space.revision,
      revisionInitial: space.revision,
      revisionMergedAncestor: undefined,
      revisionMerged: undefined,
      comments: 0,
      outdated: false,
      urls: {
        app: `${APP_URL}/s/${space.id}/~/changes/1`,
        location: `${PUBLIC_URL}/v1/spaces/${space.id}/change-requests/${changeRequest.id}`,
      },
      description: undefined,
      conversationsIssuesCluster: undefined,
    });
    expect(await outboxTypes(env, changeRequest.id)).toEqual(['quire.content.change-request.created']);
    const { space: after } = await env.as(org.admin).getSpace({ spaceId: space.id });
    expect(after).toMatchObject({ changeRequests: 1, changeRequestsDraft: 1, changeRequestsOpen: 0 });
    // No subject: an empty one.
    expect((await create(org.admin, space.id)).subject).toBe('');
  });

  it('numbers each space from 1, concurrently too, and never gives a number twice', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const other = await createSpace(env, org, 'Other');
    const created = await Promise.all(Array.from({ length: 8 }, (_, index) => create(org.admin, space.id, `CR ${index}`)));
    expect(created.map((changeRequest) => changeRequest.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await create(org.admin, other.id)).number).toBe(1);
    // A number stays taken even when its change request is gone.
    await env.db.changeRequest.delete({ where: { id: created.find((changeRequest) => changeRequest.number === 8)!.id } });
    expect((await create(org.admin, space.id)).number).toBe(9);
    // A refused creation takes no number.
    await statusOf(env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'x'.repeat(101) }));
    expect((await create(org.admin, space.id)).number).toBe(10);
  });
});

describe('GetChangeRequest', () => {
  it('reads by id or by number, for anyone who reads the space', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const first = await create(org.admin, space.id, 'First');
    const second = await create(org.admin, space.id, 'Second');
    const reader = org.member('read');
    expect((await env.as(reader).getChangeRequest({ spaceId: space.id, changeRequestId: second.id })).changeRequest).toEqual(second);
    expect((await env.as(reader).getChangeRequest({ spaceId: space.id, changeRequestId: '1' })).changeRequest!.id).toBe(first.id);
    expect((await env.as(reader).getChangeRequest({ spaceId: space.id, changeRequestId: '2' })).changeRequest!.id).toBe(second.id);
  });

  it('NOT_FOUND for an unknown id or number, another space\'s change request, another organization or a deleted space', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const other = await createSpace(env, org, 'Other');
    const theirs = await create(org.admin, other.id);
    await create(org.admin, space.id);
    const get = (principal: Principal, spaceId: string, changeRequestId: string) => statusOf(env.as(principal).getChangeRequest({ spaceId, changeRequestId }));
    expect(await get(org.admin, space.id, 'absentchangerequest')).toBe(Status.NOT_FOUND);
    expect(await get(org.admin, space.id, '2')).toBe(Status.NOT_FOUND);
    expect(await get(org.admin, space.id, theirs.id)).toBe(Status.NOT_FOUND);
    expect(await get(newOrganization(env).admin, other.id, theirs.id)).toBe(Status.NOT_FOUND);
    expect(await get(org.guest(), other.id, theirs.id)).toBe(Status.NOT_FOUND);
    await deletedDaysAgo(env, other.id, 1);
    expect(await get(org.admin, other.id, theirs.id)).toBe(Status.NOT_FOUND);
    expect(await get(org.admin, space.id, 'not an id')).toBe(Status.INVALID_ARGUMENT);
  });

  it('is outdated once main moves past its base, until it pulls main in; merged and archived ones never are', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const draft = await create(org.admin, space.id);
    const open = await setStatus(org, space.id, (await create(org.admin, space.id)).id, OPEN);
    const archived = await setStatus(org, space.id, (await create(org.admin, space.id)).id, ARCHIVED);
    const merged = await create(org.admin, space.id);
    await env.db.changeRequest.update({ where: { id: merged.id }, data: { status: 'merged' } });

    const main = await advanceMain(space.id);
    const outdated = async (id: string) => (await env.as(org.admin).getChangeRequest({ spaceId: space.id, changeRequestId: id })).changeRequest!.outdated;
    expect(await outdated(draft.id)).toBe(true);
    expect(await outdated(open.id)).toBe(true);
    expect(await outdated(archived.id)).toBe(false);
    expect(await outdated(merged.id)).toBe(false);
    // Updated from main: its base is now the main revision.
    await env.db.changeRequest.update({ where: { id: open.id }, data: { revisionMergedAncestorId: main } });
    expect(await outdated(open.id)).toBe(false);
  });
});

describe('UpdateChangeRequest', () => {
  it('refuses bad input, naming the field', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const changeRequest = await create(org.admin, space.id);
    const refused = (changes: Partial<contentV1.UpdateChangeRequestRequest>) => errorOf(update(org.admin, space.id, changeRequest.id, changes));
    expect(await refused({ subject: 'x'.repeat(101) })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^subject: /) });
    expect(await refused({ description: { object: 'document', nodes: [] } })).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^description: /),
    });
    expect(await refused({ description: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'marquee', nodes: [] }] } })).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringMatching(/^description\.nodes\.0/),
    });
    expect(await refused({ status: MERGED })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^status: .*merging/) });
    expect(await refused({ status: 99 as contentV1.ChangeRequestStatus })).toMatchObject({ code: Status.INVALID_ARGUMENT });
    const unchanged = await env.as(org.admin).getChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    expect(unchanged.changeRequest).toEqual(changeRequest);
  });

  it('NOT_FOUND for an unknown change request or another organization; PERMISSION_DENIED below edit', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const changeRequest = await create(org.admin, space.id);
    expect(await statusOf(update(org.admin, space.id, 'absentchangerequest', { subject: 'x' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(update(newOrganization(env).admin, space.id, changeRequest.id, { subject: 'x' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(update(org.member('read'), space.id, changeRequest.id, { subject: 'x' }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(update(org.member('comment'), space.id, changeRequest.id, { status: OPEN }))).toBe(Status.PERMISSION_DENIED);
    expect((await update(org.member('edit'), space.id, changeRequest.id, { subject: 'Edited' })).changeRequest!.subject).toBe('Edited');
  });

  it('changes subject and description, echoing the description, with one updated event', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const changeRequest = await create(org.admin, space.id, 'Before');
    const description = documentOf('Why', 'How');
    const { changeRequest: updated } = await update(org.admin, space.id, changeRequest.id, { subject: 'After', description });
    expect(updated).toMatchObject({ subject: 'After', description, status: DRAFT, number: 1 });
    expect(updated!.updatedAt!.getTime()).toBeGreaterThanOrEqual(changeRequest.updatedAt!.getTime());
    expect((await env.as(org.admin).getChangeRequest({ spaceId: space.id, changeRequestId: '1' })).changeRequest!.description).toEqual(description);
    // Nothing different: nothing written.
    const { changeRequest: same } = await update(org.admin, space.id, changeRequest.id, { subject: 'After' });
    expect(same!.updatedAt).toEqual(updated!.updatedAt);
    expect(await outboxTypes(env, changeRequest.id)).toEqual(['quire.content.change-request.created', 'quire.content.change-request.updated']);
  });

  it('moves draft <-> open, to archived and back to open, with the space counters following', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const changeRequest = await create(org.admin, space.id);
    await create(org.admin, space.id);
    const counters = async () => {
      const { space: current } = await env.as(org.admin).getSpace({ spaceId: space.id });
      return [current!.changeRequests, current!.changeRequestsOpen, current!.changeRequestsDraft];
    };
    expect(await counters()).toEqual([2, 0, 2]);
    expect((await setStatus(org, space.id, changeRequest.id, OPEN)).status).toBe(OPEN);
    expect(await counters()).toEqual([2, 1, 1]);
    expect((await setStatus(org, space.id, changeRequest.id, DRAFT)).status).toBe(DRAFT);
    expect(await counters()).toEqual([2, 0, 2]);
    expect((await setStatus(org, space.id, changeRequest.id, ARCHIVED)).status).toBe(ARCHIVED);
    expect(await counters()).toEqual([2, 0, 1]);
    // An archived change request is only reopened.
    const error = await errorOf(update(org.admin, space.id, changeRequest.id, { status: DRAFT }));
    expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^status: .*archived/) });
    expect((await setStatus(org, space.id, changeRequest.id, OPEN)).status).toBe(OPEN);
    expect(await counters()).toEqual([2, 1, 1]);
    expect((await setStatus(org, space.id, changeRequest.id, ARCHIVED)).status).toBe(ARCHIVED);
    expect(await outboxTypes(env, changeRequest.id)).toEqual([
      'quire.content.change-request.created',
      'quire.content.change-request.updated',
      'quire.content.change-request.updated',
      'quire.content.change-request.archived',
      'quire.content.change-request.updated',
      'quire.content.change-request.archived',
    ]);
  });

  it('refuses every change to a merged change request', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const changeRequest = await create(org.admin, space.id);
    await env.db.changeRequest.update({ where: { id: changeRequest.id }, data: { status: 'merged' } });
    for (const changes of [{ subject: 'Late' }, { status: OPEN }, { status: ARCHIVED }, { description: documentOf('Late') }]) {
      const error = await errorOf(update(org.admin, space.id, changeRequest.id, changes));
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringContaining('merged') });
    }
  });
});

describe('ListChangeRequests', () => {
  it('refuses bad input: neither or both of space and organization, limits, cursors', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    expect(await statusOf(list(org.admin, {}))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, { spaceId: space.id, organizationId: org.id }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, { spaceId: space.id, limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, { spaceId: space.id, page: 'garbage' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(org.admin, { spaceId: space.id, creator: 'not an id' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(newOrganization(env).admin, { spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(list(newOrganization(env).admin, { organizationId: org.id }))).toBe(Status.NOT_FOUND);
  });

  it('lists open change requests by default, newest first, a page at a time', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const opened: string[] = [];
    for (let index = 0; index < 5; index += 1) opened.push((await setStatus(org, space.id, (await create(org.admin, space.id)).id, OPEN)).id);
    const draft = await create(org.admin, space.id);
    const reader = org.member('read');

    const seen: string[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const response = await list(reader, { spaceId: space.id, limit: 2, page });
      expect(response.count).toBe(5);
      seen.push(...response.items.map((item) => item.id));
      page = response.next?.page;
      pages += 1;
    } while (page);
    expect(pages).toBe(3);
    expect(seen).toEqual([...opened].reverse());

    const drafts = await list(reader, { spaceId: space.id, status: DRAFT });
    expect(drafts.items.map((item) => item.id)).toEqual([draft.id]);
    expect(drafts.count).toBe(1);
    expect((await list(reader, { spaceId: space.id, status: MERGED })).items).toEqual([]);
  });

  it('filters by creator, contributor, requested reviewer and conversations issues cluster', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const alice = org.member('edit');
    const bob = org.member('edit');
    const carol = org.member('review');
    const byAlice = await setStatus(org, space.id, (await create(alice, space.id)).id, OPEN);
    const byBob = await setStatus(org, space.id, (await create(bob, space.id)).id, OPEN);
    // Bob edits Alice's change request (page writes record contributors).
    await env.db.changeRequestContributor.create({ data: { changeRequestId: byAlice.id, userId: bob.userId } });
    await env.as(alice).requestReviewers({ spaceId: space.id, changeRequestId: byAlice.id, users: [carol.userId] });
    await update(bob, space.id, byBob.id, { conversationsIssuesCluster: 'cluster1' });

    const ids = async (filters: Partial<contentV1.ListChangeRequestsRequest>) =>
      (await list(org.admin, { spaceId: space.id, ...filters })).items.map((item) => item.id);
    expect(await ids({ creator: alice.userId })).toEqual([byAlice.id]);
    expect(await ids({ creator: bob.userId })).toEqual([byBob.id]);
    expect(await ids({ contributor: bob.userId })).toEqual([byAlice.id]);
    expect(await ids({ contributor: alice.userId })).toEqual([]);
    expect(await ids({ requestedReviewer: carol.userId })).toEqual([byAlice.id]);
    expect(await ids({ conversationsIssuesCluster: 'cluster1' })).toEqual([byBob.id]);
    expect(await ids({ creator: bob.userId, conversationsIssuesCluster: 'cluster1', contributor: bob.userId })).toEqual([]);
    const counted = await list(org.admin, { spaceId: space.id, requestedReviewer: carol.userId });
    expect(counted.count).toBe(1);
  });

  it('links a change request to an issues cluster at creation, relinks and unlinks it, and says so in its events', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const editor = org.member('edit');
    const created = await env.as(editor).createChangeRequest({ spaceId: space.id, subject: 'Fix install', conversationsIssuesCluster: 'clusterA' });
    expect(created.changeRequest?.conversationsIssuesCluster).toBe('clusterA');
    const id = created.changeRequest!.id;
    const eventData = async () =>
      (await env.db.outboxEvent.findMany({ where: { aggregateId: id }, orderBy: { seq: 'asc' }, select: { type: true, data: true } })).map(
        (row) => [row.type.split('.').pop(), row.data as Record<string, unknown>] as const,
      );
    expect((await eventData())[0][1]).toMatchObject({ conversationsIssuesCluster: 'clusterA' });

    expect((await update(editor, space.id, id, { conversationsIssuesCluster: 'clusterB' })).changeRequest?.conversationsIssuesCluster).toBe('clusterB');
    // The same link again changes nothing and records nothing.
    await update(editor, space.id, id, { conversationsIssuesCluster: 'clusterB' });
    // Absent keeps the link; null unlinks it.
    expect((await update(editor, space.id, id, { subject: 'Fix install steps' })).changeRequest?.conversationsIssuesCluster).toBe('clusterB');
    expect((await update(editor, space.id, id, { conversationsIssuesCluster: null })).changeRequest?.conversationsIssuesCluster).toBeUndefined();
    const updates = (await eventData()).filter(([verb]) => verb === 'updated').map(([, data]) => data.changes);
    expect(updates).toEqual([{ conversationsIssuesCluster: 'clusterB' }, { subject: 'Fix install steps' }, { conversationsIssuesCluster: null }]);

    // Not an id: 400 and nothing changes; a reader may not link.
    await expect(update(editor, space.id, id, { conversationsIssuesCluster: 'not an id!' })).rejects.toMatchObject({ code: Status.INVALID_ARGUMENT });
    await expect(update(org.member('read'), space.id, id, { conversationsIssuesCluster: 'clusterC' })).rejects.toMatchObject({
      code: Status.PERMISSION_DENIED,
    });
    expect((await env.db.changeRequest.findUniqueOrThrow({ where: { id } })).conversationsIssuesCluster).toBeNull();
  });

  it('lists an organization: the live spaces the caller can read, nothing of other organizations', async () => {
    const org = newOrganization(env);
    const team = org.team();
    const shared = await createCollection(env, org, 'Shared with the team');
    const hidden = await createCollection(env, org, 'Hidden');
    const inShared = await createSpace(env, org, 'In shared', shared.id);
    const inHidden = await createSpace(env, org, 'In hidden', hidden.id);
    const topLevel = await createSpace(env, org, 'Top level');
    const trashed = await createSpace(env, org, 'Trashed');
    await env.as(org.admin).inviteToCollection({ collectionId: shared.id, teams: [team], users: [], role: commonV1.MemberRole.MEMBER_ROLE_READ });
    const openIn = async (spaceId: string) => (await setStatus(org, spaceId, (await create(org.admin, spaceId)).id, OPEN)).id;
    const [a, b, c] = [await openIn(inShared.id), await openIn(inHidden.id), await openIn(topLevel.id)];
    await openIn(trashed.id);
    await deletedDaysAgo(env, trashed.id, 1);
    const elsewhere = newOrganization(env);
    const theirs = await createSpace(env, elsewhere, 'Theirs');
    await update(elsewhere.admin, theirs.id, (await create(elsewhere.admin, theirs.id)).id, { status: OPEN });

    const member = await list(org.member('read'), { organizationId: org.id });
    expect(member.items.map((item) => item.id)).toEqual([c, b, a]);
    expect(member.count).toBe(3);
    const guest = await list(org.guest([team]), { organizationId: org.id });
    expect(guest.items.map((item) => item.id)).toEqual([a]);
    expect(guest.count).toBe(1);
    expect((await list(org.guest(), { organizationId: org.id })).items).toEqual([]);

    // A transferred space takes its change requests to its new organization.
    const target = newOrganization(env);
    const admin = { ...org.admin, memberships: [...org.admin.memberships, { organizationId: target.id, role: 'admin' as const }] };
    await env.as(admin).transferSpace({ spaceId: topLevel.id, organization: target.id });
    expect((await list(org.admin, { organizationId: org.id })).items.map((item) => item.id)).toEqual([b, a]);
    expect((await list(admin, { organizationId: target.id })).items.map((item) => item.id)).toEqual([c]);
  });

  it('embeds every author with one identity call per page, and none for an empty page', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const authors = Array.from({ length: 6 }, () => org.member('edit'));
    for (const author of authors) await setStatus(org, space.id, (await create(author, space.id)).id, OPEN);
    const calls = env.identityCalls.length;
    const requests = env.directory.usersRequests.length;
    const response = await list(org.admin, { spaceId: space.id });
    expect(response.items.map((item) => item.createdBy)).toEqual([...authors].reverse().map((author) => env.directory.users.get(author.userId)));
    expect(env.identityCalls.slice(calls)).toEqual(['getUsers']);
    expect(env.directory.usersRequests.slice(requests).map((request) => request.userIds.length)).toEqual([6]);

    const before = env.identityCalls.length;
    expect((await list(org.admin, { spaceId: space.id, status: ARCHIVED })).items).toEqual([]);
    expect(env.identityCalls.length).toBe(before);
  });

  it('presents an author identity no longer knows as an unknown user', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const gone = org.member('edit');
    const changeRequest = await create(gone, space.id);
    env.directory.users.delete(gone.userId);
    const { changeRequest: read } = await env.as(org.admin).getChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    expect(read!.createdBy).toEqual({ object: 'user', id: gone.userId, displayName: 'Unknown user', urls: { location: `${PUBLIC_URL}/v1/users/${gone.userId}` } });
  });
});
