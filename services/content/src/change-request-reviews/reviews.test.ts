import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { APP_URL, createSpace, errorOf, newOrganization, outboxTypes, PUBLIC_URL, Status, statusOf, useTestEnvironment } from '../../test/helpers';

// ChangeRequestReviewService over gRPC.

const { REVIEW_STATUS_APPROVED: APPROVED, REVIEW_STATUS_CHANGES_REQUESTED: CHANGES_REQUESTED } = contentV1.ReviewStatus;
const { CHANGE_REQUEST_STATUS_ARCHIVED: ARCHIVED } = contentV1.ChangeRequestStatus;

const env = useTestEnvironment();

async function setup() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Docs');
  const author = org.member('edit');
  const { changeRequest } = await env.as(author).createChangeRequest({ spaceId: space.id, subject: 'Proposal' });
  return { org, space, author, changeRequest: changeRequest! };
}

const submit = (principal: Principal, spaceId: string, changeRequestId: string, status: contentV1.ReviewStatus) =>
  env.as(principal).submitReview({ spaceId, changeRequestId, status });

const reviews = (principal: Principal, spaceId: string, changeRequestId: string, extra: Partial<contentV1.ListReviewsRequest> = {}) =>
  env.as(principal).listReviews({ spaceId, changeRequestId, ...extra });

describe('SubmitReview', () => {
  it('refuses a missing or unknown status', async () => {
    const { org, space, changeRequest } = await setup();
    const reviewer = org.member('review');
    expect(await errorOf(submit(reviewer, space.id, changeRequest.id, contentV1.ReviewStatus.REVIEW_STATUS_UNSPECIFIED))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'status: must be approved or changes-requested',
    });
    expect(await statusOf(submit(reviewer, space.id, changeRequest.id, 7 as contentV1.ReviewStatus))).toBe(Status.INVALID_ARGUMENT);
  });

  it('NOT_FOUND across organizations and for unknown change requests; PERMISSION_DENIED below review and for the author', async () => {
    const { org, space, author, changeRequest } = await setup();
    expect(await statusOf(submit(newOrganization(env).admin, space.id, changeRequest.id, APPROVED))).toBe(Status.NOT_FOUND);
    expect(await statusOf(submit(org.admin, space.id, 'absentchangerequest', APPROVED))).toBe(Status.NOT_FOUND);
    expect(await statusOf(submit(org.member('edit'), space.id, changeRequest.id, APPROVED))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(submit(org.member('read'), space.id, changeRequest.id, APPROVED))).toBe(Status.PERMISSION_DENIED);
    const own = { ...author, memberships: [{ organizationId: org.id, role: 'admin' as const }] };
    expect(await errorOf(submit(own, space.id, changeRequest.id, APPROVED))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'The author of a change request cannot review it',
    });
  });

  it('refuses merged and archived change requests', async () => {
    const { org, space, author, changeRequest } = await setup();
    await env.as(author).updateChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id, status: ARCHIVED });
    expect((await errorOf(submit(org.admin, space.id, changeRequest.id, APPROVED))).details).toMatch(/archived/);
    await env.db.changeRequest.update({ where: { id: changeRequest.id }, data: { status: 'merged' } });
    expect(await errorOf(submit(org.admin, space.id, changeRequest.id, APPROVED))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: expect.stringContaining('merged'),
    });
  });

  it('records a review of the current revision, with who requested it and an event', async () => {
    const { org, space, author, changeRequest } = await setup();
    const reviewer = org.member('review');
    const unrequested = org.member('create');
    await env.as(author).requestReviewers({ spaceId: space.id, changeRequestId: changeRequest.id, users: [reviewer.userId] });
    const { review } = await submit(reviewer, space.id, changeRequest.id, CHANGES_REQUESTED);
    expect(review).toEqual({
      object: 'change-request-review',
      id: expect.any(String),
      revision: changeRequest.revision,
      reviewer: env.directory.users.get(reviewer.userId),
      requestedBy: env.directory.users.get(author.userId),
      status: CHANGES_REQUESTED,
      outdated: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      urls: {
        app: `${APP_URL}/s/${space.id}/~/changes/${changeRequest.number}`,
        location: `${PUBLIC_URL}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/reviews/${review!.id}`,
      },
    });
    expect(await outboxTypes(env, review!.id)).toEqual(['quire.content.change-request-review.submitted']);
    // Reviewing without being asked: no requester.
    const { review: spontaneous } = await submit(unrequested, space.id, changeRequest.id, APPROVED);
    expect(spontaneous!.requestedBy).toBeUndefined();
    expect(spontaneous!.status).toBe(APPROVED);
  });
});

describe('ListReviews and GetReview', () => {
  it('marks a review outdated once the same reviewer reviews again, and filters on it', async () => {
    const { org, space, changeRequest } = await setup();
    const alice = org.member('review');
    const bob = org.member('admin');
    const first = (await submit(alice, space.id, changeRequest.id, CHANGES_REQUESTED)).review!;
    const byBob = (await submit(bob, space.id, changeRequest.id, APPROVED)).review!;
    const second = (await submit(alice, space.id, changeRequest.id, APPROVED)).review!;
    const reader = org.member('read');

    const all = await reviews(reader, space.id, changeRequest.id);
    expect(all.items.map((review) => [review.id, review.outdated])).toEqual([
      [second.id, false],
      [byBob.id, false],
      [first.id, true],
    ]);
    expect(all.count).toBe(3);
    const current = await reviews(reader, space.id, changeRequest.id, { outdated: false });
    expect(current.items.map((review) => review.id)).toEqual([second.id, byBob.id]);
    expect(current.count).toBe(2);
    const outdated = await reviews(reader, space.id, changeRequest.id, { outdated: true });
    expect(outdated.items.map((review) => review.id)).toEqual([first.id]);
    expect(outdated.count).toBe(1);

    const { review } = await env.as(reader).getReview({ spaceId: space.id, changeRequestId: String(changeRequest.number), reviewId: first.id });
    expect(review).toEqual({ ...first, outdated: true });
  });

  it('pages newest first with one identity call per page', async () => {
    const { org, space, changeRequest } = await setup();
    const submitted: string[] = [];
    for (let index = 0; index < 5; index += 1) submitted.push((await submit(org.member('review'), space.id, changeRequest.id, APPROVED)).review!.id);
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const calls = env.identityCalls.length;
      const response = await reviews(org.admin, space.id, changeRequest.id, { limit: 2, page });
      expect(env.identityCalls.slice(calls)).toEqual(['getUsers']);
      expect(response.count).toBe(5);
      seen.push(...response.items.map((review) => review.id));
      page = response.next?.page;
    } while (page);
    expect(seen).toEqual([...submitted].reverse());
  });

  it('NOT_FOUND for an unknown review, a review of another change request, or another organization', async () => {
    const { org, space, author, changeRequest } = await setup();
    const { changeRequest: other } = await env.as(author).createChangeRequest({ spaceId: space.id });
    const { review } = await submit(org.admin, space.id, changeRequest.id, APPROVED);
    const get = (principal: Principal, changeRequestId: string, reviewId: string) =>
      statusOf(env.as(principal).getReview({ spaceId: space.id, changeRequestId, reviewId }));
    expect(await get(org.admin, changeRequest.id, 'absentreview')).toBe(Status.NOT_FOUND);
    expect(await get(org.admin, other!.id, review!.id)).toBe(Status.NOT_FOUND);
    expect(await get(newOrganization(env).admin, changeRequest.id, review!.id)).toBe(Status.NOT_FOUND);
    expect(await statusOf(reviews(newOrganization(env).admin, space.id, changeRequest.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reviews(org.admin, space.id, changeRequest.id, { page: 'garbage' }))).toBe(Status.INVALID_ARGUMENT);
  });
});
