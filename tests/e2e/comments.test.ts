import { ChangeRequestStatus, type Comment, type CommentReply, type JSONDocument } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, walkPages, type Member, type Org } from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';

// Comments and replies of spaces and change requests through the gateway with the official
// client: every body, errors included, is checked against the GitBook contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
type Caller = Org | Member;

const newOrg = () => newOrgOf(stack);

const documentOf = (...texts: string[]): JSONDocument =>
  ({
    object: 'document',
    data: {},
    nodes: texts.map((text) => ({ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] })),
  }) as JSONDocument;

const me = (caller: Caller) => expectOk('getAuthenticatedUser', 200, caller.gitbook.user.getAuthenticatedUser());

/** A space whose main content has one page (written in a change request and merged), and an open change request made after. */
async function spaceWithPage(org: Org) {
  const space = await createSpace(org, 'Docs');
  const draft = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Intro' }));
  const created = await sendRaw(stack, 'POST', `/spaces/${space.id}/change-requests/${draft.id}/content/pages`, {
    token: org.token,
    body: JSON.stringify({ title: 'Intro', content: { markdown: '# Intro\n\nHello.' } }),
  });
  expect(created.status).toBe(201);
  await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, draft.id));
  const merged = await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(space.id));
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Review' }));
  return { space: merged, pageId: created.body.id as string, changeRequest };
}

const post = (caller: Caller, spaceId: string, data: Parameters<Org['gitbook']['spaces']['postCommentInSpace']>[1]) =>
  expectOk('postCommentInSpace', 200, caller.gitbook.spaces.postCommentInSpace(spaceId, data));

const update = (caller: Caller, spaceId: string, commentId: string, data: Parameters<Org['gitbook']['spaces']['updateCommentInSpace']>[2]) =>
  expectOk('updateCommentInSpace', 200, caller.gitbook.spaces.updateCommentInSpace(spaceId, commentId, data));

const get = (caller: Caller, spaceId: string, commentId: string, format?: 'markdown' | 'document') =>
  expectOk('getCommentInSpace', 200, caller.gitbook.spaces.getCommentInSpace(spaceId, commentId, format ? { format } : {}));

const spaceComments = async (caller: Caller, spaceId: string) => (await expectOk('getSpaceById', 200, caller.gitbook.spaces.getSpaceById(spaceId))).comments;

describe('space comments', () => {
  it('post, read, resolve and reopen with exact Space.comments, in markdown or document format', async () => {
    const org = await newOrg();
    const { space, pageId } = await spaceWithPage(org);
    const commenter = await addMember(stack, org, 'comment');

    const posted = await post(commenter, space.id, { body: { markdown: 'Is this **right**?' }, page: pageId, node: 'block-1' });
    expect(posted).toMatchObject({
      object: 'comment',
      status: 'open',
      body: { markdown: 'Is this **right**?' },
      replies: 0,
      repliers: [],
      reactions: [],
      target: { space: space.id, revision: space.revision, page: { id: pageId }, node: { id: 'block-1' } },
      urls: { location: `${stack.baseUrl}/v1/spaces/${space.id}/comments/${posted.id}` },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(posted.postedBy).toEqual(await me(commenter));
    expect(posted.target).not.toHaveProperty('changeRequest');
    expect(await spaceComments(org, space.id)).toBe(1);

    const fromDocument = await post(org, space.id, { body: { document: documentOf('Written as a document') }, tableCell: { record: 'r1', definition: 'd1' }, page: pageId });
    expect(fromDocument.body).toEqual({ markdown: 'Written as a document\n' });
    const asDocument = (await get(org, space.id, fromDocument.id, 'document')) as Json;
    expect(asDocument.body).not.toHaveProperty('markdown');
    expect(asDocument.body.document).toMatchObject({ object: 'document', nodes: [{ type: 'paragraph' }] });
    expect(asDocument.target.tableCell).toEqual({ record: 'r1', definition: 'd1' });
    expect(await spaceComments(org, space.id)).toBe(2);

    const resolved = await update(commenter, space.id, fromDocument.id, { resolved: true });
    expect(resolved).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String), resolvedBy: await me(commenter) });
    expect(await spaceComments(org, space.id)).toBe(1);
    expect(await get(org, space.id, fromDocument.id)).toMatchObject({ status: 'resolved' });
    const reopened = await update(org, space.id, fromDocument.id, { resolved: false });
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('resolvedAt');
    expect(await spaceComments(org, space.id)).toBe(2);

    // Lists, newest first by default, filtered, one page at a time.
    await update(org, space.id, posted.id, { resolved: true });
    const all = await walkPages('listCommentsInSpace', 1, (page) => org.gitbook.spaces.listCommentsInSpace(space.id, { page, limit: 1 }));
    expect(all.items.map((item) => item.id)).toEqual([fromDocument.id, posted.id]);
    expect(all.count).toBe(2);
    const oldest = await expectOk('listCommentsInSpace', 200, org.gitbook.spaces.listCommentsInSpace(space.id, { order: 'asc', format: 'document' }));
    expect(oldest.items.map((item) => item.id)).toEqual([posted.id, fromDocument.id]);
    expect(oldest.items.every((item) => 'document' in item.body)).toBe(true);
    const open = await expectOk('listCommentsInSpace', 200, org.gitbook.spaces.listCommentsInSpace(space.id, { status: 'open' }));
    expect(open.items.map((item) => item.id)).toEqual([fromDocument.id]);
    const byAuthor = await expectOk(
      'listCommentsInSpace',
      200,
      org.gitbook.spaces.listCommentsInSpace(space.id, { authors: [commenter.userId, absentId()], targetPage: pageId, status: 'all' }),
    );
    expect(byAuthor.items.map((item) => item.id)).toEqual([posted.id]);
    const onlyOne = await expectOk('listCommentsInSpace', 200, org.gitbook.spaces.listCommentsInSpace(space.id, { authors: [org.userId] }));
    expect(onlyOne.items.map((item) => item.id)).toEqual([fromDocument.id]);
  });

  it('reactions per user and emoji; an emoji at 0 disappears; non-emoji 400', async () => {
    const org = await newOrg();
    const { space } = await spaceWithPage(org);
    const [ann, bob] = [await addMember(stack, org, 'comment'), await addMember(stack, org, 'edit')];
    const comment = await post(org, space.id, { body: { markdown: 'Ship it?' } });
    await update(ann, space.id, comment.id, { addedReactions: ['👍'] });
    await update(bob, space.id, comment.id, { addedReactions: ['👍'] });
    const reacted = await update(ann, space.id, comment.id, { addedReactions: ['🎉'] });
    expect(reacted.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        users: [
          { user: await me(ann), reactedAt: expect.any(String) },
          { user: await me(bob), reactedAt: expect.any(String) },
        ],
      },
      { emoji: '🎉', count: 1, users: [{ user: await me(ann), reactedAt: expect.any(String) }] },
    ]);
    const removed = await update(ann, space.id, comment.id, { removedReactions: ['🎉'] });
    expect(removed.reactions.map((reaction) => [reaction.emoji, reaction.count])).toEqual([['👍', 2]]);

    await expectFailure(org.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { addedReactions: ['thumbs up'] }), 400, /^addedReactions\.0: must be a single emoji/);
    await expectFailure(org.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { addedReactions: [':+1:'] }), 400);
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { addedReactions: ['👍'] }), 403);
    expect((await get(org, space.id, comment.id)).reactions.map((reaction) => reaction.count)).toEqual([2]);
  });

  it('bad input is 400, editing another\'s comment 403, unknown comments 404, deleting 204 (also when absent)', async () => {
    const org = await newOrg();
    const { space, pageId } = await spaceWithPage(org);
    const author = await addMember(stack, org, 'comment');
    const other = await addMember(stack, org, 'comment');

    await expectFailure(org.gitbook.spaces.postCommentInSpace(space.id, { body: {} }), 400, 'body: must have exactly one of "markdown" and "document"');
    await expectFailure(org.gitbook.spaces.postCommentInSpace(space.id, { body: { markdown: '   ' } }), 400, 'body.markdown: must not be empty');
    await expectFailure(org.gitbook.spaces.postCommentInSpace(space.id, { body: { markdown: 'x' }, page: absentId() }), 400, /^page: no page /);
    await expectFailure(org.gitbook.spaces.postCommentInSpace(space.id, { body: { markdown: 'x' }, node: 'n1' }), 400, /^page: required/);
    await expectFailure(
      org.gitbook.spaces.postCommentInSpace(space.id, { body: { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'nope' }] } as unknown as JSONDocument } }),
      400,
      /^body\.document\.nodes\.0/,
    );
    await expectFailure(org.gitbook.spaces.listCommentsInSpace(space.id, { format: 'html' as 'markdown' }), 400, /^format: /);
    await expectFailure(org.gitbook.spaces.listCommentsInSpace(space.id, { status: 'closed' as 'open' }), 400, /^status: /);
    await expectFailure(org.gitbook.spaces.getCommentInSpace(space.id, absentId()), 404);
    await expectFailure(org.gitbook.spaces.updateCommentInSpace(space.id, absentId(), { resolved: true }), 404);
    await expectFailure(org.gitbook.spaces.postCommentReplyInSpace(space.id, absentId(), { body: { markdown: 'Hi' } }), 404);

    const comment = await post(author, space.id, { body: { markdown: 'Mine' }, page: pageId });
    await expectFailure(other.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { body: { markdown: 'Yours now' } }), 403, 'Only the author of a comment can edit it');
    await expectFailure(org.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { body: { markdown: 'Admin edit' } }), 403);
    await expectFailure(other.gitbook.spaces.deleteCommentInSpace(space.id, comment.id), 403);
    await expectFailure(org.gitbook.spaces.updateCommentInSpace(space.id, comment.id, {}), 400, /^request: nothing to update/);
    const edited = await update(author, space.id, comment.id, { body: { markdown: 'Mine, edited' } });
    expect(edited).toMatchObject({ body: { markdown: 'Mine, edited' }, editedAt: expect.any(String) });
    expect((await get(other, space.id, comment.id)).permissions).toEqual({ view: true, edit: false, reply: true, delete: false });
    expect((await get(org, space.id, comment.id)).permissions).toEqual({ view: true, edit: false, reply: true, delete: true });

    await expectOk('deleteCommentInSpace', 204, org.gitbook.spaces.deleteCommentInSpace(space.id, comment.id));
    await expectOk('deleteCommentInSpace', 204, org.gitbook.spaces.deleteCommentInSpace(space.id, comment.id));
    await expectFailure(org.gitbook.spaces.getCommentInSpace(space.id, comment.id), 404);
    expect(await spaceComments(org, space.id)).toBe(0);

    // A body the client's types do not allow: a string instead of a Document.
    expectRawError(await sendRaw(stack, 'POST', `/spaces/${space.id}/comments`, { token: org.token, body: JSON.stringify({ body: 'text' }) }), 400);
  });

  it('is 404 across organizations, without leaking whether the comment exists', async () => {
    const org = await newOrg();
    const { space } = await spaceWithPage(org);
    const comment = await post(org, space.id, { body: { markdown: 'Private' } });
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.getCommentInSpace(space.id, comment.id), 404);
    await expectFailure(outsider.gitbook.spaces.listCommentsInSpace(space.id), 404);
    await expectFailure(outsider.gitbook.spaces.postCommentInSpace(space.id, { body: { markdown: 'Hello' } }), 404);
    await expectFailure(outsider.gitbook.spaces.updateCommentInSpace(space.id, comment.id, { resolved: true }), 404);
    await expectFailure(outsider.gitbook.spaces.deleteCommentInSpace(space.id, comment.id), 404);
    await expectFailure(outsider.gitbook.spaces.listCommentRepliesInSpace(space.id, comment.id), 404);
    expect((await get(org, space.id, comment.id)).status).toBe('open');
  });
});

describe('space comment replies', () => {
  it('post, list, get, edit, react and delete, with replies and repliers on the comment', async () => {
    const org = await newOrg();
    const { space } = await spaceWithPage(org);
    const [ann, bob] = [await addMember(stack, org, 'comment'), await addMember(stack, org, 'comment')];
    const comment = await post(org, space.id, { body: { markdown: 'Thoughts?' } });
    const replyOf = (caller: Caller, text: string) =>
      expectOk('postCommentReplyInSpace', 200, caller.gitbook.spaces.postCommentReplyInSpace(space.id, comment.id, { body: { markdown: text } }));
    const first = await replyOf(ann, 'One');
    await replyOf(bob, 'Two');
    const third = await replyOf(ann, 'Three');
    expect(first).toMatchObject({
      object: 'comment-reply',
      body: { markdown: 'One' },
      urls: { location: `${stack.baseUrl}/v1/spaces/${space.id}/comments/${comment.id}/replies/${first.id}` },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });

    const counted = await get(org, space.id, comment.id);
    expect(counted.replies).toBe(3);
    expect(counted.repliers).toEqual([
      { user: await me(ann), count: 2, updatedAt: third.postedAt },
      { user: await me(bob), count: 1, updatedAt: expect.any(String) },
    ]);

    const listed = await walkPages('listCommentRepliesInSpace', 2, (page) => org.gitbook.spaces.listCommentRepliesInSpace(space.id, comment.id, { page, limit: 2 }));
    expect(listed.items.map((item: CommentReply) => item.body)).toEqual([{ markdown: 'One' }, { markdown: 'Two' }, { markdown: 'Three' }]);
    const asDocument = await expectOk('getCommentReplyInSpace', 200, org.gitbook.spaces.getCommentReplyInSpace(space.id, comment.id, first.id, { format: 'document' }));
    expect((asDocument.body as Json).document).toMatchObject({ object: 'document' });

    await expectFailure(bob.gitbook.spaces.updateCommentReplyInSpace(space.id, comment.id, first.id, { body: { markdown: 'Hijack' } }), 403);
    const edited = await expectOk(
      'updateCommentReplyInSpace',
      200,
      ann.gitbook.spaces.updateCommentReplyInSpace(space.id, comment.id, first.id, { body: { markdown: 'One, edited' } }),
    );
    expect(edited).toMatchObject({ body: { markdown: 'One, edited' }, editedAt: expect.any(String) });
    const reacted = await expectOk('updateCommentReplyInSpace', 200, bob.gitbook.spaces.updateCommentReplyInSpace(space.id, comment.id, first.id, { addedReactions: ['❤️'] }));
    expect(reacted.reactions).toEqual([{ emoji: '❤️', count: 1, users: [{ user: await me(bob), reactedAt: expect.any(String) }] }]);
    await expectFailure(bob.gitbook.spaces.updateCommentReplyInSpace(space.id, comment.id, first.id, { addedReactions: ['<3'] }), 400);

    await expectFailure(bob.gitbook.spaces.deleteCommentReplyInSpace(space.id, comment.id, first.id), 403);
    await expectOk('deleteCommentReplyInSpace', 204, ann.gitbook.spaces.deleteCommentReplyInSpace(space.id, comment.id, first.id));
    await expectOk('deleteCommentReplyInSpace', 204, ann.gitbook.spaces.deleteCommentReplyInSpace(space.id, comment.id, first.id));
    await expectFailure(org.gitbook.spaces.getCommentReplyInSpace(space.id, comment.id, first.id), 404);
    const after = await get(org, space.id, comment.id);
    expect(after.replies).toBe(2);
    expect(after.repliers.map((replier) => [replier.user.id, replier.count])).toEqual([
      [ann.userId, 1],
      [bob.userId, 1],
    ]);
  });
});

describe('change request comments', () => {
  it('live in the change request (by number): target, revision, ChangeRequest.comments, replies; not in the space', async () => {
    const org = await newOrg();
    const { space, pageId, changeRequest } = await spaceWithPage(org);
    const number = String(changeRequest.number);
    const commenter = await addMember(stack, org, 'comment');
    const crComments = async () => (await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(space.id, number))).comments;

    const comment = await expectOk(
      'postCommentInChangeRequest',
      200,
      commenter.gitbook.spaces.postCommentInChangeRequest(space.id, number, { body: { document: documentOf('On this change') }, page: pageId }),
    );
    expect(comment).toMatchObject({
      status: 'open',
      target: { space: space.id, revision: changeRequest.revision, changeRequest: changeRequest.id, page: { id: pageId } },
      urls: { location: `${stack.baseUrl}/v1/spaces/${space.id}/change-requests/${changeRequest.id}/comments/${comment.id}` },
    });
    expect(await crComments()).toBe(1);
    expect(await spaceComments(org, space.id)).toBe(0);
    const listedCr = await expectOk('listChangeRequestsForSpace', 200, org.gitbook.spaces.listChangeRequestsForSpace(space.id, { status: ChangeRequestStatus.Draft }));
    expect(listedCr.items.find((item) => item.id === changeRequest.id)?.comments).toBe(1);
    expect((await expectOk('listCommentsInSpace', 200, org.gitbook.spaces.listCommentsInSpace(space.id))).items).toEqual([]);
    await expectFailure(org.gitbook.spaces.getCommentInSpace(space.id, comment.id), 404);

    const listed = await expectOk(
      'listCommentsInChangeRequest',
      200,
      org.gitbook.spaces.listCommentsInChangeRequest(space.id, changeRequest.id, { format: 'document', status: 'open', authors: [commenter.userId] }),
    );
    expect(listed.items.map((item: Comment) => item.id)).toEqual([comment.id]);
    expect(await expectOk('getCommentInChangeRequest', 200, org.gitbook.spaces.getCommentInChangeRequest(space.id, number, comment.id, { format: 'markdown' }))).toMatchObject({
      body: { markdown: 'On this change\n' },
    });

    const resolved = await expectOk('updateCommentInChangeRequest', 200, org.gitbook.spaces.updateCommentInChangeRequest(space.id, number, comment.id, { resolved: true, addedReactions: ['✅'] }));
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: await me(org), reactions: [{ emoji: '✅', count: 1 }] });
    expect(await crComments()).toBe(0);
    await expectOk('updateCommentInChangeRequest', 200, org.gitbook.spaces.updateCommentInChangeRequest(space.id, number, comment.id, { resolved: false }));
    expect(await crComments()).toBe(1);

    const reply = await expectOk(
      'postCommentReplyInChangeRequest',
      200,
      org.gitbook.spaces.postCommentReplyInChangeRequest(space.id, number, comment.id, { body: { markdown: 'Fixed.' } }, { format: 'document' }),
    );
    expect((reply.body as Json).document).toMatchObject({ object: 'document' });
    const replies = await expectOk('listCommentRepliesInChangeRequest', 200, org.gitbook.spaces.listCommentRepliesInChangeRequest(space.id, number, comment.id));
    expect(replies).toMatchObject({ items: [{ id: reply.id }], count: 1 });
    await expectOk('getCommentReplyInChangeRequest', 200, org.gitbook.spaces.getCommentReplyInChangeRequest(space.id, number, comment.id, reply.id));
    const editedReply = await expectOk(
      'updateCommentReplyInChangeRequest',
      200,
      org.gitbook.spaces.updateCommentReplyInChangeRequest(space.id, number, comment.id, reply.id, { body: { markdown: 'Fixed, really.' } }),
    );
    expect(editedReply.body).toEqual({ markdown: 'Fixed, really.' });
    await expectFailure(
      org.gitbook.spaces.updateCommentReplyInChangeRequest(space.id, number, comment.id, reply.id, { resolved: true }),
      400,
      'resolved: a reply cannot be resolved: resolve its comment',
    );
    expect((await expectOk('getCommentInChangeRequest', 200, org.gitbook.spaces.getCommentInChangeRequest(space.id, number, comment.id))).replies).toBe(1);
    await expectOk('deleteCommentReplyInChangeRequest', 204, org.gitbook.spaces.deleteCommentReplyInChangeRequest(space.id, number, comment.id, reply.id));
    await expectOk('deleteCommentInChangeRequest', 204, commenter.gitbook.spaces.deleteCommentInChangeRequest(space.id, number, comment.id));
    expect(await crComments()).toBe(0);

    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.listCommentsInChangeRequest(space.id, number), 404);
    await expectFailure(org.gitbook.spaces.listCommentsInChangeRequest(space.id, '999'), 404);
  });
});
