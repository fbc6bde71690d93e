import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { createSpace, errorOf, newOrganization, outboxTypes, Status, statusOf, useTestEnvironment } from '../../test/helpers';

// Requested reviewers of change requests (ChangeRequestService), over gRPC.

const { CHANGE_REQUEST_STATUS_OPEN: OPEN, CHANGE_REQUEST_STATUS_ARCHIVED: ARCHIVED } = contentV1.ChangeRequestStatus;

const env = useTestEnvironment();

async function setup() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Docs');
  const author = org.member('edit');
  const { changeRequest } = await env.as(author).createChangeRequest({ spaceId: space.id, subject: 'Proposal' });
  return { org, space, author, changeRequest: changeRequest! };
}

const request = (principal: Principal, spaceId: string, changeRequestId: string, users: string[], extra: Partial<contentV1.RequestReviewersRequest> = {}) =>
  env.as(principal).requestReviewers({ spaceId, changeRequestId, users, ...extra });

const listed = async (principal: Principal, spaceId: string, changeRequestId: string, page?: string, limit?: number) =>
  env.as(principal).listRequestedReviewers({ spaceId, changeRequestId, page, limit });

describe('RequestReviewers', () => {
  it('refuses users outside the organization, naming them, with one identity call and nothing written', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    const outsider = newOrganization(env).admin.userId;
    const calls = env.identityCalls.length;
    const error = await errorOf(request(author, space.id, changeRequest.id, [reviewer.userId, outsider, 'nobody']));
    expect(error).toEqual(expect.objectContaining({ code: Status.INVALID_ARGUMENT, details: `users: not members of the organization: ${outsider}, nobody` }));
    expect(env.identityCalls.slice(calls)).toEqual(['getUsers']);
    expect(env.directory.usersRequests.at(-1)!.organizationId).toBe(org.id);
    expect((await listed(author, space.id, changeRequest.id)).count).toBe(0);
  });

  it('refuses bad input: too many users, malformed ids, a long subject, a bad description, the author', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    const tooMany = Array.from({ length: 101 }, (_, index) => `user${index}`);
    expect(await statusOf(request(author, space.id, changeRequest.id, tooMany))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(request(author, space.id, changeRequest.id, ['not an id']))).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(request(author, space.id, changeRequest.id, [reviewer.userId], { subject: 'x'.repeat(101) }))).details).toMatch(/^subject: /);
    expect((await errorOf(request(author, space.id, changeRequest.id, [reviewer.userId], { description: { object: 'nope' } }))).details).toMatch(
      /^description/,
    );
    expect((await errorOf(request(org.admin, space.id, changeRequest.id, [author.userId]))).details).toMatch(/author of the change request/);
  });

  it('NOT_FOUND for an unknown change request or another organization; PERMISSION_DENIED below edit', async () => {
    const { org, space, changeRequest } = await setup();
    const reviewer = org.member('review');
    expect(await statusOf(request(org.admin, space.id, 'absentchangerequest', [reviewer.userId]))).toBe(Status.NOT_FOUND);
    expect(await statusOf(request(newOrganization(env).admin, space.id, changeRequest.id, [reviewer.userId]))).toBe(Status.NOT_FOUND);
    expect(await statusOf(request(org.member('comment'), space.id, changeRequest.id, [reviewer.userId]))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(request(org.member('read'), space.id, changeRequest.id, [reviewer.userId]))).toBe(Status.PERMISSION_DENIED);
  });

  it('refuses merged and archived change requests', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    await env.as(author).updateChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id, status: ARCHIVED });
    expect((await errorOf(request(author, space.id, changeRequest.id, [reviewer.userId]))).details).toMatch(/archived/);
    await env.db.changeRequest.update({ where: { id: changeRequest.id }, data: { status: 'merged' } });
    expect(await errorOf(request(author, space.id, changeRequest.id, [reviewer.userId]))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringContaining('merged'),
    });
  });

  it('requests members (guests too) once each, with the revision and the requester, and updates subject and description', async () => {
    const { org, space, author, changeRequest } = await setup();
    const first = org.member('review');
    const second = org.guest();
    const description = { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Please look', marks: [] }] }] }] };
    const calls = env.identityCalls.length;
    const { users } = await request(author, space.id, changeRequest.id, [first.userId, second.userId, first.userId], { subject: 'Ready', description });
    expect(env.identityCalls.slice(calls)).toEqual(['getUsers']);
    expect(users).toHaveLength(2);
    // Requested together: the same time, then user id order.
    const inOrder = [first, second].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    for (const [item, reviewer] of [[users[0], inOrder[0]], [users[1], inOrder[1]]] as const) {
      expect(item).toEqual({
        object: 'change-request-requested-reviewer',
        kind: 'user',
        user: env.directory.users.get(reviewer.userId),
        requestedBy: env.directory.users.get(author.userId),
        revision: changeRequest.revision,
        createdAt: expect.any(Date),
      });
    }
    const { changeRequest: after } = await env.as(author).getChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    expect(after).toMatchObject({ subject: 'Ready', description });
    expect(await outboxTypes(env, changeRequest.id)).toEqual([
      'quire.content.change-request.created',
      'quire.content.change-request.updated',
      'quire.content.change-request.reviewers-requested',
    ]);

    // Requested again by someone else: no duplicate, the pending request stays as it was.
    const again = await request(org.admin, space.id, changeRequest.id, [first.userId]);
    expect(again.users).toEqual(users.filter((item) => item.user!.id === first.userId));
    expect((await listed(author, space.id, changeRequest.id)).count).toBe(2);
    expect(await outboxTypes(env, changeRequest.id)).toHaveLength(3);
  });

  it('renews the request of a reviewer who has reviewed since, making their review outdated', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    const [requested] = (await request(author, space.id, changeRequest.id, [reviewer.userId])).users;
    const { review } = await env.as(reviewer).submitReview({
      spaceId: space.id,
      changeRequestId: changeRequest.id,
      status: contentV1.ReviewStatus.REVIEW_STATUS_CHANGES_REQUESTED,
    });
    expect(review!.outdated).toBe(false);
    const [renewed] = (await request(org.admin, space.id, changeRequest.id, [reviewer.userId])).users;
    expect(renewed.createdAt!.getTime()).toBeGreaterThan(requested.createdAt!.getTime());
    expect(renewed.requestedBy!.id).toBe(org.admin.userId);
    const { review: now } = await env.as(author).getReview({ spaceId: space.id, changeRequestId: changeRequest.id, reviewId: review!.id });
    expect(now!.outdated).toBe(true);
  });
});

describe('ListRequestedReviewers', () => {
  it('lists for readers, oldest request first, a page at a time, with one identity call per page', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewers = Array.from({ length: 5 }, () => org.member('review'));
    for (const reviewer of reviewers) await request(author, space.id, changeRequest.id, [reviewer.userId]);
    const reader = org.member('read');
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const calls = env.identityCalls.length;
      const response = await listed(reader, space.id, changeRequest.id, page, 2);
      expect(env.identityCalls.slice(calls)).toEqual(['getUsers']);
      expect(response.count).toBe(5);
      seen.push(...response.items.map((item) => item.user!.id));
      page = response.next?.page;
    } while (page);
    expect(seen).toEqual(reviewers.map((reviewer) => reviewer.userId));
  });

  it('NOT_FOUND for another organization or an unknown change request; no identity call for an empty list', async () => {
    const { space, author, changeRequest } = await setup();
    expect(await statusOf(listed(newOrganization(env).admin, space.id, changeRequest.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(listed(author, space.id, '999'))).toBe(Status.NOT_FOUND);
    const calls = env.identityCalls.length;
    expect(await listed(author, space.id, '1')).toEqual({ items: [], next: undefined, count: 0 });
    expect(env.identityCalls.length).toBe(calls);
  });
});

describe('RemoveRequestedReviewer', () => {
  it('removes a requested reviewer, and succeeds for someone not requested', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    await request(author, space.id, changeRequest.id, [reviewer.userId]);
    await env.as(author).removeRequestedReviewer({ spaceId: space.id, changeRequestId: changeRequest.id, userId: reviewer.userId });
    expect((await listed(author, space.id, changeRequest.id)).count).toBe(0);
    await env.as(author).removeRequestedReviewer({ spaceId: space.id, changeRequestId: changeRequest.id, userId: reviewer.userId });
    await env.as(author).removeRequestedReviewer({ spaceId: space.id, changeRequestId: changeRequest.id, userId: 'neverrequested' });
    const types = await outboxTypes(env, changeRequest.id);
    expect(types.filter((type) => type === 'quire.content.change-request.reviewer-removed')).toHaveLength(1);
  });

  it('NOT_FOUND across organizations, PERMISSION_DENIED below edit, INVALID_ARGUMENT on a merged change request', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    await request(author, space.id, changeRequest.id, [reviewer.userId]);
    const remove = (principal: Principal) => env.as(principal).removeRequestedReviewer({ spaceId: space.id, changeRequestId: changeRequest.id, userId: reviewer.userId });
    expect(await statusOf(remove(newOrganization(env).admin))).toBe(Status.NOT_FOUND);
    expect(await statusOf(remove(org.member('read')))).toBe(Status.PERMISSION_DENIED);
    await env.db.changeRequest.update({ where: { id: changeRequest.id }, data: { status: 'merged' } });
    expect(await statusOf(remove(author))).toBe(Status.INVALID_ARGUMENT);
    expect((await listed(author, space.id, changeRequest.id)).count).toBe(1);
  });

  it('reopened change requests take reviewer requests again', async () => {
    const { org, space, author, changeRequest } = await setup();
    await env.as(author).updateChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id, status: ARCHIVED });
    await env.as(author).updateChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id, status: OPEN });
    const reviewer = org.member('review');
    expect((await request(author, space.id, changeRequest.id, [reviewer.userId])).users).toHaveLength(1);
  });
});
