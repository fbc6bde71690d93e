import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { createSpace, newOrganization, type Org, type TestEnvironment } from './helpers';

// Fixtures of the comment tests (src/comments/comments.test.ts, replies.test.ts).

export const markdownBody = (markdown: string): contentV1.CommentBody => ({ markdown, document: undefined });
export const documentBody = (document: Record<string, unknown>): contentV1.CommentBody => ({ markdown: undefined, document });

export const paragraph = (text: string) => ({
  object: 'block',
  type: 'paragraph',
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }],
});

export const documentOf = (...texts: string[]) => ({ object: 'document', data: {}, nodes: texts.map(paragraph) });

/**
 * A space whose main content has one page (written in a change request and merged), and an
 * open change request made after that merge (so it has the page too).
 */
export async function spaceWithPage(env: TestEnvironment, org: Org = newOrganization(env)) {
  const admin = env.as(org.admin);
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest: draft } = await admin.createChangeRequest({ spaceId: space.id, subject: 'First page' });
  const { page } = await admin.createPage({
    spaceId: space.id,
    changeRequestId: draft!.id,
    type: contentV1.PageType.PAGE_TYPE_DOCUMENT,
    title: 'Intro',
    position: undefined,
    content: { markdown: '# Intro\n\nHello.', document: undefined },
    target: undefined,
  });
  await admin.mergeChangeRequest({ spaceId: space.id, changeRequestId: draft!.id });
  const { space: merged } = await admin.getSpace({ spaceId: space.id });
  const { changeRequest } = await admin.createChangeRequest({ spaceId: space.id, subject: 'Review' });
  return { org, space: merged!, pageId: (page as { id: string }).id, changeRequest: changeRequest! };
}

export type Scope = { spaceId: string; changeRequestId?: string };

/** PostComment with the request's defaults (markdown body, no target). */
export const post = (env: TestEnvironment, principal: Principal, scope: Scope, request: Partial<contentV1.PostCommentRequest> = {}) =>
  env.as(principal).postComment({
    ...scope,
    body: markdownBody('A comment'),
    tableCell: undefined,
    format: contentV1.CommentFormat.COMMENT_FORMAT_UNSPECIFIED,
    ...request,
  });

/** PostComment answering the comment. */
export async function postComment(env: TestEnvironment, principal: Principal, scope: Scope, request: Partial<contentV1.PostCommentRequest> = {}) {
  return (await post(env, principal, scope, request)).comment!;
}

/** UpdateComment with nothing to change unless `request` says so. */
export const update = (env: TestEnvironment, principal: Principal, scope: Scope, commentId: string, request: Partial<contentV1.UpdateCommentRequest>) =>
  env.as(principal).updateComment({
    ...scope,
    commentId,
    body: undefined,
    addedReactions: [],
    removedReactions: [],
    format: contentV1.CommentFormat.COMMENT_FORMAT_UNSPECIFIED,
    ...request,
  });

/** ListComments with the request's defaults. */
export const list = (env: TestEnvironment, principal: Principal, scope: Scope, request: Partial<contentV1.ListCommentsRequest> = {}) =>
  env.as(principal).listComments({
    ...scope,
    order: contentV1.ListOrder.LIST_ORDER_UNSPECIFIED,
    status: contentV1.CommentStatusFilter.COMMENT_STATUS_FILTER_UNSPECIFIED,
    format: contentV1.CommentFormat.COMMENT_FORMAT_UNSPECIFIED,
    authors: [],
    ...request,
  });

/** The space's `comments` counter as GetSpace answers it. */
export const spaceComments = async (env: TestEnvironment, principal: Principal, spaceId: string) =>
  (await env.as(principal).getSpace({ spaceId })).space!.comments;

/** The change request's `comments` counter as GetChangeRequest answers it. */
export const changeRequestComments = async (env: TestEnvironment, principal: Principal, spaceId: string, changeRequestId: string) =>
  (await env.as(principal).getChangeRequest({ spaceId, changeRequestId })).changeRequest!.comments;
