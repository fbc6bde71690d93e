import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { errorOf, newOrganization, outboxTypes, PUBLIC_URL, Status, statusOf, useTestEnvironment } from '../../test/helpers';
import { changeRequestComments, documentBody, documentOf, markdownBody, postComment, spaceComments, spaceWithPage, update, type Scope } from '../../test/comment-fixtures';

// CommentService's replies over gRPC: posting, reading, editing, reacting, deleting, and the
// comment's `replies` and `repliers` through all of it.

const { CommentFormat, CommentStatus } = contentV1;

const env = useTestEnvironment();

const reply = (principal: Principal, scope: Scope, commentId: string, body: contentV1.CommentBody = markdownBody('A reply'), format = CommentFormat.COMMENT_FORMAT_UNSPECIFIED) =>
  env.as(principal).postCommentReply({ ...scope, commentId, body, format });

const postReply = async (principal: Principal, scope: Scope, commentId: string, text = 'A reply') => (await reply(principal, scope, commentId, markdownBody(text))).reply!;

const updateReply = (principal: Principal, scope: Scope, commentId: string, commentReplyId: string, request: Partial<contentV1.UpdateCommentReplyRequest>) =>
  env.as(principal).updateCommentReply({
    ...scope,
    commentId,
    commentReplyId,
    body: undefined,
    addedReactions: [],
    removedReactions: [],
    format: CommentFormat.COMMENT_FORMAT_UNSPECIFIED,
    ...request,
  });

const getReply = (principal: Principal, scope: Scope, commentId: string, commentReplyId: string) =>
  env.as(principal).getCommentReply({ ...scope, commentId, commentReplyId, format: CommentFormat.COMMENT_FORMAT_UNSPECIFIED });

const listReplies = (principal: Principal, scope: Scope, commentId: string, request: Partial<contentV1.ListCommentRepliesRequest> = {}) =>
  env.as(principal).listCommentReplies({ ...scope, commentId, format: CommentFormat.COMMENT_FORMAT_UNSPECIFIED, ...request });

const getComment = async (principal: Principal, scope: Scope, commentId: string) =>
  (await env.as(principal).getComment({ ...scope, commentId, format: CommentFormat.COMMENT_FORMAT_UNSPECIFIED })).comment!;

describe('PostCommentReply', () => {
  it('adds a reply with its author, counted in replies and repliers (one per user, with count and latest time)', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const [ann, bob] = [org.member('comment'), org.member('comment')];
    const comment = await postComment(env, org.admin, scope);

    const first = await postReply(ann, scope, comment.id, 'First');
    expect(first).toEqual({
      object: 'comment-reply',
      id: expect.any(String),
      postedBy: env.directory.users.get(ann.userId),
      postedAt: expect.any(Date),
      editedAt: undefined,
      reactions: [],
      body: { markdown: 'First', document: undefined },
      urls: { location: `${PUBLIC_URL}/v1/spaces/${space.id}/comments/${comment.id}/replies/${first.id}` },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    await postReply(bob, scope, comment.id, 'Second');
    const third = await postReply(ann, scope, comment.id, 'Third');

    const usersCalls = env.directory.usersRequests.length;
    const counted = await getComment(org.member('read'), scope, comment.id);
    expect(env.directory.usersRequests.length).toBe(usersCalls + 1);
    expect(counted.replies).toBe(3);
    expect(counted.repliers).toEqual([
      { user: env.directory.users.get(ann.userId), count: 2, updatedAt: third.postedAt },
      { user: env.directory.users.get(bob.userId), count: 1, updatedAt: expect.any(Date) },
    ]);
    // Replies leave the open comment counters alone.
    expect(await spaceComments(env, org.admin, space.id)).toBe(1);
    expect(await outboxTypes(env, first.id)).toEqual(['quire.content.comment-reply.created']);
    const event = await env.db.outboxEvent.findFirst({ where: { aggregateId: first.id }, select: { data: true, organizationId: true } });
    expect(event).toEqual({
      organizationId: org.id,
      data: { id: first.id, commentId: comment.id, spaceId: space.id, changeRequestId: null, actorId: ann.userId },
    });
  });

  it('answers a document body as asked, keeps a resolved comment resolved, and refuses bad input, readers and unknown comments', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    await update(env, org.admin, scope, comment.id, { resolved: true });
    const { reply: asDocument } = await reply(org.admin, scope, comment.id, documentBody(documentOf('Agreed')), CommentFormat.COMMENT_FORMAT_DOCUMENT);
    expect(asDocument!.body?.document).toMatchObject({ object: 'document', nodes: [{ type: 'paragraph' }] });
    expect((await getComment(org.admin, scope, comment.id)).status).toBe(CommentStatus.COMMENT_STATUS_RESOLVED);

    expect((await errorOf(reply(org.admin, scope, comment.id, markdownBody('')))).details).toBe('body.markdown: must not be empty');
    expect((await errorOf(reply(org.admin, scope, comment.id, { markdown: undefined, document: undefined }))).details).toBe(
      'body: must have exactly one of "markdown" and "document"',
    );
    expect(await statusOf(reply(org.member('read'), scope, comment.id))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(reply(org.admin, scope, 'nosuchcomment'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reply(newOrganization(env).admin, scope, comment.id))).toBe(Status.NOT_FOUND);
    expect((await getComment(org.admin, scope, comment.id)).replies).toBe(1);
  });

  it('counts every reply when many are posted at once', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    const users = [org.member('comment'), org.member('comment'), org.member('comment')];
    await Promise.all(Array.from({ length: 12 }, (_, index) => postReply(users[index % 3], scope, comment.id)));
    const counted = await getComment(org.admin, scope, comment.id);
    expect(counted.replies).toBe(12);
    expect(counted.repliers.map((replier) => replier.count)).toEqual([4, 4, 4]);
    expect((await listReplies(org.admin, scope, comment.id)).count).toBe(12);
  });
});

describe('ListCommentReplies and GetCommentReply', () => {
  it('list oldest first with keyset pages; get one; NOT_FOUND for unknown replies, replies of another comment and other scopes', async () => {
    const { org, space, changeRequest } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await postReply(org.admin, scope, comment.id, `Reply ${i}`));
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const answer = await listReplies(org.member('read'), scope, comment.id, { limit: 2, page });
      expect(answer.count).toBe(5);
      seen.push(...answer.items.map((item) => item.id));
      page = answer.next?.page;
    } while (page);
    expect(seen).toEqual(replies.map((item) => item.id));
    expect((await errorOf(listReplies(org.admin, scope, comment.id, { page: 'garbage' }))).details).toBe('page: invalid cursor');

    const { reply: got } = await getReply(org.member('read'), scope, comment.id, replies[2].id);
    expect(got).toMatchObject({ id: replies[2].id, body: { markdown: 'Reply 2' }, permissions: { view: true, edit: false, reply: false, delete: false } });

    const other = await postComment(env, org.admin, scope);
    expect(await statusOf(getReply(org.admin, scope, other.id, replies[0].id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(getReply(org.admin, scope, comment.id, 'nosuchreply'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(getReply(org.admin, scope, 'nosuchcomment', replies[0].id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(listReplies(org.admin, scope, 'nosuchcomment'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(getReply(org.admin, { ...scope, changeRequestId: changeRequest.id }, comment.id, replies[0].id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(listReplies(newOrganization(env).admin, scope, comment.id))).toBe(Status.NOT_FOUND);
  });
});

describe('UpdateCommentReply', () => {
  it('lets only the author edit the body; anyone who comments reacts; an emoji at 0 disappears', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const author = org.member('comment');
    const other = org.member('comment');
    const comment = await postComment(env, org.admin, scope);
    const posted = await postReply(author, scope, comment.id);
    for (const who of [other, org.admin]) {
      expect(await errorOf(updateReply(who, scope, comment.id, posted.id, { body: markdownBody('Mine now') }))).toMatchObject({
        code: Status.PERMISSION_DENIED,
        details: 'Only the author of a reply can edit it',
      });
    }
    const { reply: edited } = await updateReply(author, scope, comment.id, posted.id, { body: markdownBody('Edited') });
    expect(edited).toMatchObject({ body: { markdown: 'Edited' }, editedAt: expect.any(Date) });

    await updateReply(other, scope, comment.id, posted.id, { addedReactions: ['👀'] });
    const { reply: reacted } = await updateReply(author, scope, comment.id, posted.id, { addedReactions: ['👀', '✅'] });
    expect(reacted!.reactions).toEqual([
      {
        emoji: '👀',
        count: 2,
        users: [
          { user: env.directory.users.get(other.userId), reactedAt: expect.any(Date) },
          { user: env.directory.users.get(author.userId), reactedAt: expect.any(Date) },
        ],
      },
      { emoji: '✅', count: 1, users: [{ user: env.directory.users.get(author.userId), reactedAt: expect.any(Date) }] },
    ]);
    await updateReply(author, scope, comment.id, posted.id, { removedReactions: ['✅'] });
    const { reply: after } = await getReply(org.admin, scope, comment.id, posted.id);
    expect(after!.reactions.map((reaction) => [reaction.emoji, reaction.count])).toEqual([['👀', 2]]);
    expect(await outboxTypes(env, posted.id)).toEqual([
      'quire.content.comment-reply.created',
      'quire.content.comment-reply.updated',
      'quire.content.comment-reply.updated',
      'quire.content.comment-reply.updated',
      'quire.content.comment-reply.updated',
    ]);

    expect((await errorOf(updateReply(author, scope, comment.id, posted.id, { addedReactions: ['+1'] }))).details).toMatch(/^addedReactions\.0: must be a single emoji/);
    expect((await errorOf(updateReply(author, scope, comment.id, posted.id, {}))).details).toBe(
      'request: nothing to update: give body, addedReactions or removedReactions',
    );
    expect(await statusOf(updateReply(org.member('read'), scope, comment.id, posted.id, { addedReactions: ['👍'] }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(updateReply(author, scope, comment.id, 'nosuchreply', { addedReactions: ['👍'] }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(updateReply(author, scope, 'nosuchcomment', posted.id, { addedReactions: ['👍'] }))).toBe(Status.NOT_FOUND);
  });
});

describe('DeleteCommentReply', () => {
  it('deletes for its author or an admin (403 otherwise), updates replies and repliers, and succeeds when there is nothing to delete', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const [ann, bob] = [org.member('comment'), org.member('comment')];
    const comment = await postComment(env, org.admin, scope);
    const annFirst = await postReply(ann, scope, comment.id);
    const annSecond = await postReply(ann, scope, comment.id);
    const bobs = await postReply(bob, scope, comment.id);
    expect(await errorOf(env.as(bob).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: annFirst.id }))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'Only the author of a reply or an admin of the space can delete it',
    });
    await env.as(ann).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: annFirst.id });
    let counted = await getComment(org.admin, scope, comment.id);
    expect(counted.replies).toBe(2);
    expect(counted.repliers.map((replier) => [replier.user?.id, replier.count])).toEqual([
      [bob.userId, 1],
      [ann.userId, 1],
    ]);
    await env.as(org.admin).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: bobs.id });
    counted = await getComment(org.admin, scope, comment.id);
    expect(counted.replies).toBe(1);
    expect(counted.repliers.map((replier) => replier.user?.id)).toEqual([ann.userId]);
    // Nothing to delete: success, nothing changes.
    await env.as(org.admin).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: bobs.id });
    await env.as(org.admin).deleteCommentReply({ ...scope, commentId: 'nosuchcomment', commentReplyId: annSecond.id });
    expect(await statusOf(env.as(org.member('read')).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: annSecond.id }))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect((await getComment(org.admin, scope, comment.id)).replies).toBe(1);
    expect(await outboxTypes(env, bobs.id)).toEqual(['quire.content.comment-reply.created', 'quire.content.comment-reply.deleted']);
  });

  it('goes with its comment: deleting a comment deletes its replies and their reactions', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    const posted = await postReply(org.admin, scope, comment.id);
    await updateReply(org.admin, scope, comment.id, posted.id, { addedReactions: ['👍'] });
    await env.as(org.admin).deleteComment({ ...scope, commentId: comment.id });
    expect(await env.db.commentReply.count({ where: { commentId: comment.id } })).toBe(0);
    expect(await env.db.commentReplyReaction.count({ where: { replyId: posted.id } })).toBe(0);
    const event = await env.db.outboxEvent.findFirst({ where: { aggregateId: comment.id, type: 'quire.content.comment.deleted' }, select: { data: true } });
    expect(event!.data).toMatchObject({ status: 'open', replies: 1 });
  });
});

describe('replies in change requests', () => {
  it('work through the change request (by number), with their own URLs, and leave its counter to comments', async () => {
    const { org, space, changeRequest } = await spaceWithPage(env);
    const scope = { spaceId: space.id, changeRequestId: String(changeRequest.number) };
    const comment = await postComment(env, org.admin, scope);
    const posted = await postReply(org.member('comment'), scope, comment.id);
    expect(posted.urls?.location).toBe(`${PUBLIC_URL}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/comments/${comment.id}/replies/${posted.id}`);
    expect((await listReplies(org.admin, scope, comment.id)).items.map((item) => item.id)).toEqual([posted.id]);
    expect(await changeRequestComments(env, org.admin, space.id, changeRequest.id)).toBe(1);
    expect(await statusOf(reply(org.admin, { spaceId: space.id }, comment.id))).toBe(Status.NOT_FOUND);
    await env.as(org.admin).deleteCommentReply({ ...scope, commentId: comment.id, commentReplyId: posted.id });
    expect((await getComment(org.admin, scope, comment.id)).replies).toBe(0);
  });
});
