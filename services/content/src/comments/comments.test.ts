import { contentV1 } from '@quire/proto';
import { createChangeRequestRow, createSpace, errorOf, newOrganization, outboxTypes, PUBLIC_URL, Status, statusOf, useTestEnvironment } from '../../test/helpers';
import {
  changeRequestComments,
  documentBody,
  documentOf,
  list,
  markdownBody,
  post,
  postComment,
  spaceComments,
  spaceWithPage,
  update,
} from '../../test/comment-fixtures';

// CommentService over gRPC: comments of a space's main content and of change requests, their
// counters, reactions, permissions and lists. Replies are in replies.test.ts.

const { CommentFormat, CommentStatus, CommentStatusFilter, ListOrder } = contentV1;
const DOCUMENT = CommentFormat.COMMENT_FORMAT_DOCUMENT;

const env = useTestEnvironment();

describe('PostComment', () => {
  it('refuses bodies that are missing, empty, ambiguous, invalid or too large, and unknown formats', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const refusals: [Partial<contentV1.PostCommentRequest>, string | RegExp][] = [
      [{ body: undefined }, 'body: required'],
      [{ body: { markdown: undefined, document: undefined } }, 'body: must have exactly one of "markdown" and "document"'],
      [{ body: { markdown: 'x', document: documentOf('y') } }, 'body: must have exactly one of "markdown" and "document"'],
      [{ body: markdownBody('  \n\t ') }, 'body.markdown: must not be empty'],
      [{ body: documentBody(documentOf('')) }, 'body.document: must not be empty'],
      [{ body: documentBody({ object: 'document', data: {}, nodes: [{ object: 'block', type: 'no-such-block' }] }) }, /^body\.document\.nodes\.0/],
      [{ body: markdownBody('x'.repeat(64 * 1024 + 1)) }, 'body.markdown: must be at most 65536 bytes of Markdown'],
      [{ format: 7 as contentV1.CommentFormat }, 'format: must be "markdown" or "document"'],
      [{ node: 'n1' }, 'page: required with node or tableCell (they are inside a page)'],
      [{ tableCell: { record: 'r', definition: 'd' } }, 'page: required with node or tableCell (they are inside a page)'],
      [{ page: 'nosuchpage' }, 'page: no page "nosuchpage" in the revision commented on'],
      [{ page: 'not an id' }, /^page: /],
    ];
    for (const [request, message] of refusals) {
      const error = await errorOf(post(env, org.admin, scope, request));
      expect(error.code).toBe(Status.INVALID_ARGUMENT);
      if (typeof message === 'string') expect(error.details).toBe(message);
      else expect(error.details).toMatch(message);
    }
    expect(await spaceComments(env, org.admin, space.id)).toBe(0);
    expect(await env.db.comment.count({ where: { spaceId: space.id } })).toBe(0);
  });

  it('NOT_FOUND across organizations, for unknown spaces and change requests and for guests given nothing; PERMISSION_DENIED below comment', async () => {
    const { org, space } = await spaceWithPage(env);
    expect(await statusOf(post(env, newOrganization(env).admin, { spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(post(env, org.admin, { spaceId: 'nosuchspace' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(post(env, org.admin, { spaceId: space.id, changeRequestId: 'nosuchchangerequest' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(post(env, org.guest(), { spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(post(env, org.member('read'), { spaceId: space.id }))).toBe(Status.PERMISSION_DENIED);
    await postComment(env, org.member('comment'), { spaceId: space.id });
  });

  it('posts an open comment on the space revision, its page and node, with the author from identity and an event', async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const author = org.member('comment');
    const usersCalls = env.directory.usersRequests.length;
    const comment = await postComment(env, author, { spaceId: space.id }, { body: markdownBody('Is this **right**?'), page: pageId, node: 'block-1' });
    expect(env.directory.usersRequests.length).toBe(usersCalls + 1);
    expect(comment).toEqual({
      object: 'comment',
      id: expect.any(String),
      status: CommentStatus.COMMENT_STATUS_OPEN,
      resolvedAt: undefined,
      resolvedBy: undefined,
      postedBy: env.directory.users.get(author.userId),
      postedAt: expect.any(Date),
      editedAt: undefined,
      reactions: [],
      replies: 0,
      repliers: [],
      body: { markdown: 'Is this **right**?', document: undefined },
      target: { space: space.id, revision: space.revision, page: { id: pageId }, node: { id: 'block-1' }, tableCell: undefined, changeRequest: undefined },
      urls: { location: `${PUBLIC_URL}/v1/spaces/${space.id}/comments/${comment.id}` },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(await outboxTypes(env, comment.id)).toEqual(['quire.content.comment.created']);
    const event = await env.db.outboxEvent.findFirst({ where: { aggregateId: comment.id }, select: { organizationId: true, data: true } });
    expect(event).toEqual({
      organizationId: org.id,
      data: { id: comment.id, spaceId: space.id, changeRequestId: null, revisionId: space.revision, pageId, status: 'open', actorId: author.userId },
    });
  });

  it('takes a document body (stored as Markdown) and answers in the format asked for; table cells are targets too', async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const comment = await postComment(env, org.admin, { spaceId: space.id }, {
      body: documentBody(documentOf('First line', 'Second line')),
      page: pageId,
      tableCell: { record: 'row-1', definition: 'column-2' },
      format: DOCUMENT,
    });
    expect(comment.body?.markdown).toBeUndefined();
    expect(comment.body?.document).toMatchObject({ object: 'document', nodes: [{ type: 'paragraph' }, { type: 'paragraph' }] });
    expect(comment.target?.tableCell).toEqual({ record: 'row-1', definition: 'column-2' });
    const { comment: asMarkdown } = await env.as(org.admin).getComment({ spaceId: space.id, commentId: comment.id, format: CommentFormat.COMMENT_FORMAT_MARKDOWN });
    expect(asMarkdown!.body).toEqual({ markdown: 'First line\n\nSecond line\n', document: undefined });
    expect(await env.db.comment.findUnique({ where: { id: comment.id }, select: { body: true } })).toEqual({ body: 'First line\n\nSecond line\n' });
  });
});

describe('comments of change requests', () => {
  it('live in their change request (by id or number): own target, revision, URL and counter; not in the space', async () => {
    const { org, space, pageId, changeRequest } = await spaceWithPage(env);
    const scope = { spaceId: space.id, changeRequestId: String(changeRequest.number) };
    const comment = await postComment(env, org.admin, scope, { page: pageId });
    expect(comment.target).toEqual({
      space: space.id,
      revision: changeRequest.revision,
      page: { id: pageId },
      node: undefined,
      tableCell: undefined,
      changeRequest: changeRequest.id,
    });
    expect(comment.urls?.location).toBe(`${PUBLIC_URL}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/comments/${comment.id}`);
    expect(await changeRequestComments(env, org.admin, space.id, changeRequest.id)).toBe(1);
    expect(await spaceComments(env, org.admin, space.id)).toBe(0);
    expect((await list(env, org.admin, { spaceId: space.id })).count).toBe(0);
    expect((await list(env, org.admin, { spaceId: space.id, changeRequestId: changeRequest.id })).items.map((item) => item.id)).toEqual([comment.id]);
    // Found only through its own scope.
    expect(await statusOf(env.as(org.admin).getComment({ spaceId: space.id, commentId: comment.id, format: 0 }))).toBe(Status.NOT_FOUND);
    const spaceComment = await postComment(env, org.admin, { spaceId: space.id });
    expect(await statusOf(env.as(org.admin).getComment({ ...scope, commentId: spaceComment.id, format: 0 }))).toBe(Status.NOT_FOUND);
    const other = await createChangeRequestRow(env, { id: space.id, organization: org.id });
    expect(await statusOf(env.as(org.admin).getComment({ spaceId: space.id, changeRequestId: other.id, commentId: comment.id, format: 0 }))).toBe(Status.NOT_FOUND);
    // Deleting through the wrong scope finds nothing to delete.
    await env.as(org.admin).deleteComment({ spaceId: space.id, commentId: comment.id });
    expect(await changeRequestComments(env, org.admin, space.id, changeRequest.id)).toBe(1);
  });

  it('counts each change request\'s open comments in one query for a whole list', async () => {
    const { org, space, changeRequest } = await spaceWithPage(env);
    const second = (await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Second' })).changeRequest!;
    const third = (await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Third' })).changeRequest!;
    for (let i = 0; i < 3; i += 1) await postComment(env, org.admin, { spaceId: space.id, changeRequestId: changeRequest.id });
    const resolved = await postComment(env, org.admin, { spaceId: space.id, changeRequestId: second.id });
    await postComment(env, org.admin, { spaceId: space.id, changeRequestId: second.id });
    await update(env, org.admin, { spaceId: space.id, changeRequestId: second.id }, resolved.id, { resolved: true });
    const { items } = await env.as(org.admin).listChangeRequests({ spaceId: space.id, status: contentV1.ChangeRequestStatus.CHANGE_REQUEST_STATUS_DRAFT });
    expect(Object.fromEntries(items.map((item) => [item.id, item.comments]))).toEqual({ [changeRequest.id]: 3, [second.id]: 1, [third.id]: 0 });
  });
});

describe('counters', () => {
  it('Space.comments and ChangeRequest.comments follow post, resolve, reopen and delete', async () => {
    const { org, space, changeRequest } = await spaceWithPage(env);
    for (const scope of [{ spaceId: space.id }, { spaceId: space.id, changeRequestId: changeRequest.id }]) {
      const counter = () => (scope.changeRequestId ? changeRequestComments(env, org.admin, space.id, changeRequest.id) : spaceComments(env, org.admin, space.id));
      const first = await postComment(env, org.admin, scope);
      const second = await postComment(env, org.admin, scope);
      expect(await counter()).toBe(2);
      await update(env, org.admin, scope, first.id, { resolved: true });
      expect(await counter()).toBe(1);
      await update(env, org.admin, scope, first.id, { resolved: true });
      expect(await counter()).toBe(1);
      await update(env, org.admin, scope, first.id, { resolved: false });
      expect(await counter()).toBe(2);
      await update(env, org.admin, scope, first.id, { resolved: false });
      expect(await counter()).toBe(2);
      await env.as(org.admin).deleteComment({ ...scope, commentId: second.id });
      expect(await counter()).toBe(1);
      await update(env, org.admin, scope, first.id, { resolved: true });
      expect(await counter()).toBe(0);
      // Deleting a resolved comment leaves the count of open ones alone.
      await env.as(org.admin).deleteComment({ ...scope, commentId: first.id });
      expect(await counter()).toBe(0);
    }
    // The organization list counts the same way.
    const { items } = await env.as(org.admin).listSpaces({ organizationId: org.id });
    expect(items.find((item) => item.id === space.id)?.comments).toBe(0);
  });

  it('stay exact under concurrent resolves, reopens and deletes of the same comments', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comments = await Promise.all(Array.from({ length: 6 }, () => postComment(env, org.admin, scope)));
    expect(await spaceComments(env, org.admin, space.id)).toBe(6);
    await Promise.all(
      comments.flatMap((comment, index) => [
        update(env, org.admin, scope, comment.id, { resolved: true }),
        update(env, org.member('comment'), scope, comment.id, { resolved: index % 2 === 0 }),
        ...(index < 2 ? [env.as(org.admin).deleteComment({ ...scope, commentId: comment.id })] : []),
      ]).map((call) => call.catch((error: { code?: Status }) => expect(error.code).toBe(Status.NOT_FOUND))),
    );
    const open = await env.db.comment.count({ where: { spaceId: space.id, changeRequestId: null, status: 'open' } });
    expect(await spaceComments(env, org.admin, space.id)).toBe(open);
    expect((await list(env, org.admin, scope, { status: CommentStatusFilter.COMMENT_STATUS_FILTER_OPEN })).count).toBe(open);
    // Each event is one transition: replayed, they give the same number of open comments.
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: { in: comments.map((c) => c.id) } }, select: { type: true, data: true } });
    const step: Record<string, (data: { status?: string }) => number> = {
      'quire.content.comment.created': () => 1,
      'quire.content.comment.resolved': () => -1,
      'quire.content.comment.reopened': () => 1,
      'quire.content.comment.deleted': (data) => (data.status === 'open' ? -1 : 0),
    };
    expect(events.reduce((sum, event) => sum + step[event.type](event.data as { status?: string }), 0)).toBe(open);
  });
});

describe('UpdateComment', () => {
  it('resolves (when and by whom) and reopens, for anyone who may comment, with events', async () => {
    const { org, space } = await spaceWithPage(env);
    const author = org.member('comment');
    const resolver = org.member('comment');
    const scope = { spaceId: space.id };
    const comment = await postComment(env, author, scope);
    const { comment: resolved } = await update(env, resolver, scope, comment.id, { resolved: true });
    expect(resolved).toMatchObject({
      status: CommentStatus.COMMENT_STATUS_RESOLVED,
      resolvedAt: expect.any(Date),
      resolvedBy: env.directory.users.get(resolver.userId),
      // The resolver may not edit or delete someone else's comment.
      permissions: { view: true, edit: false, reply: true, delete: false },
    });
    // Resolving again keeps who resolved it and when.
    const { comment: again } = await update(env, org.admin, scope, comment.id, { resolved: true });
    expect(again).toMatchObject({ resolvedAt: resolved!.resolvedAt, resolvedBy: env.directory.users.get(resolver.userId) });
    const { comment: reopened } = await update(env, author, scope, comment.id, { resolved: false });
    expect(reopened).toMatchObject({ status: CommentStatus.COMMENT_STATUS_OPEN, resolvedAt: undefined, resolvedBy: undefined });
    expect(await outboxTypes(env, comment.id)).toEqual(['quire.content.comment.created', 'quire.content.comment.resolved', 'quire.content.comment.reopened']);
    expect(await statusOf(update(env, org.member('read'), scope, comment.id, { resolved: true }))).toBe(Status.PERMISSION_DENIED);
  });

  it('lets only the author edit the body (editedAt, event), not another commenter nor an admin', async () => {
    const { org, space } = await spaceWithPage(env);
    const author = org.member('comment');
    const scope = { spaceId: space.id };
    const comment = await postComment(env, author, scope);
    for (const other of [org.member('comment'), org.admin]) {
      expect(await errorOf(update(env, other, scope, comment.id, { body: markdownBody('Rewritten') }))).toMatchObject({
        code: Status.PERMISSION_DENIED,
        details: 'Only the author of a comment can edit it',
      });
      // A refused request changes nothing, its other parts included.
      expect(await statusOf(update(env, other, scope, comment.id, { body: markdownBody('Rewritten'), resolved: true, addedReactions: ['👍'] }))).toBe(
        Status.PERMISSION_DENIED,
      );
    }
    const { comment: unchanged } = await env.as(author).getComment({ ...scope, commentId: comment.id, format: 0 });
    expect(unchanged).toMatchObject({ status: CommentStatus.COMMENT_STATUS_OPEN, reactions: [], body: { markdown: 'A comment' }, editedAt: undefined });

    const { comment: edited } = await update(env, author, scope, comment.id, { body: documentBody(documentOf('Better words')), format: DOCUMENT });
    expect(edited!.editedAt).toEqual(expect.any(Date));
    expect(edited!.body?.document).toMatchObject({ nodes: [{ type: 'paragraph' }] });
    // The same body again is no edit.
    await update(env, author, scope, comment.id, { body: markdownBody('Better words\n') });
    expect(await outboxTypes(env, comment.id)).toEqual(['quire.content.comment.created', 'quire.content.comment.updated']);
    const event = await env.db.outboxEvent.findFirst({ where: { aggregateId: comment.id, type: 'quire.content.comment.updated' }, select: { data: true } });
    expect(event!.data).toMatchObject({ changes: ['body'], addedReactions: [], removedReactions: [], actorId: author.userId });
  });

  it('refuses an update that changes nothing, bad bodies, and NOT_FOUND for unknown comments', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    expect(await errorOf(update(env, org.admin, scope, comment.id, {}))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'request: nothing to update: give resolved, body, addedReactions or removedReactions',
    });
    expect((await errorOf(update(env, org.admin, scope, comment.id, { body: markdownBody(' ') }))).details).toBe('body.markdown: must not be empty');
    expect(await statusOf(update(env, org.admin, scope, 'nosuchcomment', { resolved: true }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).getComment({ ...scope, commentId: 'nosuchcomment', format: 0 }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(update(env, newOrganization(env).admin, scope, comment.id, { resolved: true }))).toBe(Status.NOT_FOUND);
  });
});

describe('reactions', () => {
  it('are per user and per emoji, with their users from identity; an emoji nobody reacts with any more disappears', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const [ann, bob] = [org.member('comment'), org.member('comment')];
    const comment = await postComment(env, org.admin, scope);
    await update(env, ann, scope, comment.id, { addedReactions: ['👍'] });
    await update(env, bob, scope, comment.id, { addedReactions: ['👍', '👍'] });
    await update(env, ann, scope, comment.id, { addedReactions: ['🎉'] });
    // Adding one's reaction again changes nothing.
    await update(env, ann, scope, comment.id, { addedReactions: ['👍'] });
    const usersCalls = env.directory.usersRequests.length;
    const { comment: reacted } = await env.as(org.member('read')).getComment({ ...scope, commentId: comment.id, format: 0 });
    expect(env.directory.usersRequests.length).toBe(usersCalls + 1);
    expect(reacted!.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        users: [
          { user: env.directory.users.get(ann.userId), reactedAt: expect.any(Date) },
          { user: env.directory.users.get(bob.userId), reactedAt: expect.any(Date) },
        ],
      },
      { emoji: '🎉', count: 1, users: [{ user: env.directory.users.get(ann.userId), reactedAt: expect.any(Date) }] },
    ]);
    // Reacting is not editing.
    expect(reacted!.editedAt).toBeUndefined();

    await update(env, ann, scope, comment.id, { removedReactions: ['🎉', '👍'] });
    // Removing a reaction one never made changes nothing.
    await update(env, ann, scope, comment.id, { removedReactions: ['🎉'] });
    const { comment: after } = await env.as(org.admin).getComment({ ...scope, commentId: comment.id, format: 0 });
    expect(after!.reactions).toEqual([{ emoji: '👍', count: 1, users: [{ user: env.directory.users.get(bob.userId), reactedAt: expect.any(Date) }] }]);
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: comment.id, type: 'quire.content.comment.updated' }, orderBy: { seq: 'asc' }, select: { data: true } });
    expect(events.map((event) => [(event.data as { addedReactions: string[] }).addedReactions, (event.data as { removedReactions: string[] }).removedReactions])).toEqual([
      [['👍'], []],
      [['👍'], []],
      [['🎉'], []],
      [[], ['🎉', '👍']],
    ]);
    // Emojis first used together come in code point order.
    const { comment: together } = await update(env, bob, scope, comment.id, { addedReactions: ['🚀', '🎉'] });
    expect(together!.reactions.map((reaction) => reaction.emoji)).toEqual(['👍', '🎉', '🚀']);
  });

  it('refuses what is not one emoji, an emoji both added and removed, and readers', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    for (const emoji of ['a', ':+1:', '1', '👍👍', '👍 ', '', 'x'.repeat(51)]) {
      expect(await errorOf(update(env, org.admin, scope, comment.id, { addedReactions: [emoji] }))).toMatchObject({
        code: Status.INVALID_ARGUMENT,
        details: expect.stringMatching(/^addedReactions\.0: /),
      });
    }
    expect((await errorOf(update(env, org.admin, scope, comment.id, { removedReactions: ['ok'] }))).details).toMatch(/^removedReactions\.0: must be a single emoji/);
    expect((await errorOf(update(env, org.admin, scope, comment.id, { addedReactions: ['👍'], removedReactions: ['👍'] }))).details).toBe(
      'removedReactions: 👍 is also in addedReactions',
    );
    expect((await errorOf(update(env, org.admin, scope, comment.id, { addedReactions: Array(21).fill('👍') }))).details).toMatch(/^addedReactions: /);
    expect(await statusOf(update(env, org.member('read'), scope, comment.id, { addedReactions: ['👍'] }))).toBe(Status.PERMISSION_DENIED);
    // Skin tones, flags, keycaps and joined sequences are single emojis.
    const { comment: reacted } = await update(env, org.admin, scope, comment.id, { addedReactions: ['👍🏽', '🇫🇷', '1️⃣', '👩‍💻', '❤️'] });
    expect(reacted!.reactions.map((reaction) => reaction.emoji)).toEqual(expect.arrayContaining(['👍🏽', '🇫🇷', '1️⃣', '👩‍💻', '❤️']));
  });

  it('stay one per user and emoji under concurrent updates', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const comment = await postComment(env, org.admin, scope);
    const ann = org.member('comment');
    await Promise.all(Array.from({ length: 8 }, () => update(env, ann, scope, comment.id, { addedReactions: ['🚀'] })));
    const { comment: reacted } = await env.as(ann).getComment({ ...scope, commentId: comment.id, format: 0 });
    expect(reacted!.reactions).toEqual([{ emoji: '🚀', count: 1, users: [{ user: env.directory.users.get(ann.userId), reactedAt: expect.any(Date) }] }]);
    expect(await env.db.outboxEvent.count({ where: { aggregateId: comment.id, type: 'quire.content.comment.updated' } })).toBe(1);
  });
});

describe('permissions', () => {
  it('follow the roles: readers view, commenters reply, authors edit and delete their own, admins delete any', async () => {
    const { org, space } = await spaceWithPage(env);
    const author = org.member('comment');
    const scope = { spaceId: space.id };
    const comment = await postComment(env, author, scope);
    const permissionsOf = async (viewer: ReturnType<typeof org.member>) =>
      (await env.as(viewer).getComment({ ...scope, commentId: comment.id, format: 0 })).comment!.permissions;
    expect(await permissionsOf(author)).toEqual({ view: true, edit: true, reply: true, delete: true });
    expect(await permissionsOf(org.member('read'))).toEqual({ view: true, edit: false, reply: false, delete: false });
    expect(await permissionsOf(org.member('edit'))).toEqual({ view: true, edit: false, reply: true, delete: false });
    expect(await permissionsOf(org.admin)).toEqual({ view: true, edit: false, reply: true, delete: true });
    // The author demoted to read keeps nothing but the view.
    const demoted = { ...author, memberships: [{ organizationId: org.id, role: 'read' as const }] };
    expect(await permissionsOf(demoted)).toEqual({ view: true, edit: false, reply: false, delete: false });
    expect(await statusOf(update(env, demoted, scope, comment.id, { body: markdownBody('Mine') }))).toBe(Status.PERMISSION_DENIED);
  });
});

describe('DeleteComment', () => {
  it('deletes for its author or an admin, 403 for others, and succeeds for a comment that does not exist', async () => {
    const { org, space } = await spaceWithPage(env);
    const author = org.member('comment');
    const scope = { spaceId: space.id };
    const first = await postComment(env, author, scope);
    const second = await postComment(env, author, scope);
    expect(await errorOf(env.as(org.member('comment')).deleteComment({ ...scope, commentId: first.id }))).toMatchObject({
      code: Status.PERMISSION_DENIED,
      details: 'Only the author of a comment or an admin of the space can delete it',
    });
    expect(await statusOf(env.as(org.member('read')).deleteComment({ ...scope, commentId: first.id }))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(env.as(newOrganization(env).admin).deleteComment({ ...scope, commentId: first.id }))).toBe(Status.NOT_FOUND);
    await env.as(author).deleteComment({ ...scope, commentId: first.id });
    await env.as(org.admin).deleteComment({ ...scope, commentId: second.id });
    await env.as(org.admin).deleteComment({ ...scope, commentId: second.id });
    await env.as(org.admin).deleteComment({ ...scope, commentId: 'nosuchcomment' });
    expect(await statusOf(env.as(org.admin).getComment({ ...scope, commentId: first.id, format: 0 }))).toBe(Status.NOT_FOUND);
    expect(await outboxTypes(env, second.id)).toEqual(['quire.content.comment.created', 'quire.content.comment.deleted']);
    expect(await spaceComments(env, org.admin, space.id)).toBe(0);
  });
});

describe('ListComments', () => {
  it('pages newest first (or oldest with order=asc) with the total, and filters by status, target page and authors', async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    const [ann, bob] = [org.member('comment'), org.member('comment')];
    const posted = [];
    for (const [who, page] of [[ann, pageId], [bob, undefined], [ann, undefined], [bob, pageId], [ann, pageId]] as const) {
      posted.push(await postComment(env, who, scope, { page }));
    }
    await update(env, org.admin, scope, posted[1].id, { resolved: true });
    await update(env, org.admin, scope, posted[4].id, { resolved: true });
    const ids = posted.map((comment) => comment.id);

    const walk = async (request: Partial<contentV1.ListCommentsRequest>) => {
      const seen: string[] = [];
      let page: string | undefined;
      let count: number | undefined;
      do {
        const answer = await list(env, org.admin, scope, { ...request, limit: 2, page });
        expect(answer.items.length).toBeLessThanOrEqual(2);
        count = answer.count;
        seen.push(...answer.items.map((item) => item.id));
        page = answer.next?.page;
      } while (page);
      expect(count).toBe(seen.length);
      return seen;
    };
    expect(await walk({})).toEqual([...ids].reverse());
    expect(await walk({ order: ListOrder.LIST_ORDER_ASC })).toEqual(ids);
    expect(await walk({ status: CommentStatusFilter.COMMENT_STATUS_FILTER_RESOLVED })).toEqual([ids[4], ids[1]]);
    expect(await walk({ status: CommentStatusFilter.COMMENT_STATUS_FILTER_OPEN, order: ListOrder.LIST_ORDER_ASC })).toEqual([ids[0], ids[2], ids[3]]);
    expect(await walk({ status: CommentStatusFilter.COMMENT_STATUS_FILTER_ALL, targetPage: pageId })).toEqual([ids[4], ids[3], ids[0]]);
    expect(await walk({ authors: [bob.userId] })).toEqual([ids[3], ids[1]]);
    expect(await walk({ authors: [bob.userId, ann.userId], targetPage: pageId, status: CommentStatusFilter.COMMENT_STATUS_FILTER_OPEN })).toEqual([ids[3], ids[0]]);
    expect(await walk({ authors: ['nobody'] })).toEqual([]);

    // The whole page in one identity call, in the format asked for.
    const usersCalls = env.directory.usersRequests.length;
    const documents = await list(env, org.member('read'), scope, { format: DOCUMENT });
    expect(env.directory.usersRequests.length).toBe(usersCalls + 1);
    expect(documents.items.every((item) => item.body?.document !== undefined && item.body.markdown === undefined)).toBe(true);
  });

  it('refuses bad cursors, a cursor of the other order, bad limits and unknown enum values', async () => {
    const { org, space } = await spaceWithPage(env);
    const scope = { spaceId: space.id };
    for (let i = 0; i < 3; i += 1) await postComment(env, org.admin, scope);
    const first = await list(env, org.admin, scope, { limit: 1 });
    expect((await errorOf(list(env, org.admin, scope, { page: first.next!.page, order: ListOrder.LIST_ORDER_ASC }))).details).toBe(
      'page: the cursor is for the other order',
    );
    expect((await errorOf(list(env, org.admin, scope, { page: 'garbage' }))).details).toBe('page: invalid cursor');
    expect((await errorOf(list(env, org.admin, scope, { limit: 0 }))).details).toBe('limit: must be between 1 and 1000');
    expect((await errorOf(list(env, org.admin, scope, { status: 9 as contentV1.CommentStatusFilter }))).details).toBe('status: must be "all", "open" or "resolved"');
    expect((await errorOf(list(env, org.admin, scope, { order: 9 as contentV1.ListOrder }))).details).toBe('order: must be "asc" or "desc"');
    expect((await errorOf(list(env, org.admin, scope, { format: 9 as contentV1.CommentFormat }))).details).toBe('format: must be "markdown" or "document"');
    expect(await statusOf(list(env, org.admin, scope, { authors: Array(101).fill('someone') }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(list(env, newOrganization(env).admin, scope))).toBe(Status.NOT_FOUND);
  });

  it('reads a space without pages: comments need no page', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Empty');
    const comment = await postComment(env, org.member('comment'), { spaceId: space.id });
    expect(comment.target).toMatchObject({ space: space.id, revision: space.revision, page: undefined });
    expect((await list(env, org.member('read'), { spaceId: space.id })).items.map((item) => item.id)).toEqual([comment.id]);
  });
});

describe('ListCommenters', () => {
  it("pages the scope's commenters by user id with one GetMembers call per page", async () => {
    const org = newOrganization(env);
    const { space } = await spaceWithPage(env, org);
    const scope = { spaceId: space.id };
    const people = [org.member('comment'), org.member('comment'), org.member('comment')];
    for (const person of people) await postComment(env, person, scope);
    const first = await postComment(env, org.admin, scope);
    await env.as(people[0]).postCommentReply({ ...scope, commentId: first.id, body: markdownBody('A reply'), format: 0 });
    const expected = [...people.map((person) => person.userId), org.admin.userId].sort();

    const seen: string[] = [];
    let page: string | undefined;
    do {
      const calls = env.identityCalls.length;
      const response = await env.as(org.admin).listCommenters({ ...scope, page, limit: 2 });
      expect(env.identityCalls.slice(calls)).toEqual(['getMembers']);
      expect(response.items.length).toBeLessThanOrEqual(2);
      seen.push(...response.items.map((member) => member.id));
      page = response.next?.page;
    } while (page);
    expect(seen).toEqual(expected);

    // A guest given nothing does not see the space; the guest rule is in tests/e2e/commenters.test.ts.
    expect(await statusOf(env.as(org.guest()).listCommenters({ ...scope, limit: 10 }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.member('read')).listCommenters({ ...scope, page: 'nonsense', limit: 10 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).listCommenters({ ...scope, changeRequestId: 'nosuchchange', limit: 10 }))).toBe(Status.NOT_FOUND);
  });
});
