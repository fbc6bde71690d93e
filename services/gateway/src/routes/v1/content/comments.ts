import { z } from 'zod';
import { defineRoutes, type RouteRow } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { ZJSONDocument } from './change-requests';

/**
 * quire.content.v1.CommentService (proto/quire/content/v1/comment.proto): comments and replies
 * of a space's main content and of its change requests (id or number). Every operation exists
 * twice (the commenters too), once per scope, and calls the same rpc; the change request's rows add `changeRequestId`.
 */

/** Largest Markdown body, in characters (content checks 64 KiB of UTF-8 again). */
const MAX_BODY_CHARACTERS = 64 * 1024;
/** Most emojis one update adds (or removes): content's limit too. */
const MAX_REACTIONS = 20;
/** Most users in the `authors` filter: content's limit too. */
const MAX_AUTHORS = 100;

/** GitBook "Document": exactly one of `{ markdown }` and `{ document }` (content checks the blocks and refuses empty text). */
const ZCommentBody = z
  .object({ markdown: z.string().max(MAX_BODY_CHARACTERS).optional(), document: ZJSONDocument.optional() })
  .refine((body) => (body.markdown === undefined) !== (body.document === undefined), 'must have exactly one of "markdown" and "document"');

/** Emojis for the caller's reactions (GitBook "Emoji": at most 50 characters; content checks each is one emoji). */
const ZReactionList = z.array(z.string().min(1).max(50)).max(MAX_REACTIONS);

/** Opaque keys of a page's document: nodes and table cells. */
const ZTargetKey = z.string().min(1).max(256);

/** GitBook "documentFormat". */
const formatQuery = { format: z.enum(['document', 'markdown']).optional() };

/** A query parameter given once (`authors=a`) or repeated (`authors=a&authors=b`): always an array. */
const ZAuthors = z.union([idParam, z.array(idParam).max(MAX_AUTHORS)]).transform((value) => (Array.isArray(value) ? value : [value]));

const listQuery = z.object({
  ...paginationQuery,
  order: z.enum(['asc', 'desc']).optional(),
  status: z.enum(['all', 'open', 'resolved']).optional(),
  ...formatQuery,
  targetPage: idParam.optional(),
  authors: ZAuthors.optional(),
});

const postCommentBody = z.object({
  body: ZCommentBody,
  page: idParam.optional(),
  node: ZTargetKey.optional(),
  tableCell: z.object({ record: ZTargetKey, definition: ZTargetKey }).optional(),
});

const updateCommentBody = z.object({
  resolved: z.boolean().optional(),
  body: ZCommentBody.optional(),
  addedReactions: ZReactionList.optional(),
  removedReactions: ZReactionList.optional(),
});

const updateReplyBody = z.object({
  body: ZCommentBody.optional(),
  addedReactions: ZReactionList.optional(),
  removedReactions: ZReactionList.optional(),
});

const RPC = 'quire.content.v1.CommentService';

type Scope = { prefix: string; params: Record<string, typeof idParam>; name: 'Space' | 'ChangeRequest'; what: string };

const SCOPES: Scope[] = [
  { prefix: '/spaces/:spaceId', params: { spaceId: idParam }, name: 'Space', what: 'space' },
  {
    prefix: '/spaces/:spaceId/change-requests/:changeRequestId',
    params: { spaceId: idParam, changeRequestId: idParam },
    name: 'ChangeRequest',
    what: 'change request',
  },
];

/** The ten rows of one scope; the contract's operationIds name the scope (`...InSpace`, `...InChangeRequest`). */
function scopeRows({ prefix, params, name, what }: Scope): RouteRow[] {
  const comment = { ...params, commentId: idParam };
  const reply = { ...comment, commentReplyId: idParam };
  return [
    {
      operationId: `listCommentsIn${name}`,
      method: 'get',
      path: `${prefix}/comments`,
      rpc: `${RPC}/ListComments`,
      params: z.object(params),
      query: listQuery,
      status: 200,
      summary: `List the comments of a ${what}, newest first unless order=asc`,
    },
    {
      operationId: `postCommentIn${name}`,
      method: 'post',
      path: `${prefix}/comments`,
      rpc: `${RPC}/PostComment`,
      params: z.object(params),
      body: postCommentBody,
      responseField: 'comment',
      status: 200,
      summary: `Post a comment in a ${what}`,
    },
    {
      operationId: `getCommentIn${name}`,
      method: 'get',
      path: `${prefix}/comments/:commentId`,
      rpc: `${RPC}/GetComment`,
      params: z.object(comment),
      query: z.object(formatQuery),
      responseField: 'comment',
      status: 200,
      summary: `Get a comment of a ${what}`,
    },
    {
      operationId: `updateCommentIn${name}`,
      method: 'put',
      path: `${prefix}/comments/:commentId`,
      rpc: `${RPC}/UpdateComment`,
      params: z.object(comment),
      body: updateCommentBody,
      responseField: 'comment',
      status: 200,
      summary: `Resolve or reopen a comment of a ${what}, edit its body, react to it`,
    },
    {
      operationId: `deleteCommentIn${name}`,
      method: 'delete',
      path: `${prefix}/comments/:commentId`,
      rpc: `${RPC}/DeleteComment`,
      params: z.object(comment),
      status: 204,
      summary: `Delete a comment of a ${what} and its replies (204 also when it did not exist)`,
    },
    {
      operationId: `listCommentRepliesIn${name}`,
      method: 'get',
      path: `${prefix}/comments/:commentId/replies`,
      rpc: `${RPC}/ListCommentReplies`,
      params: z.object(comment),
      query: z.object({ ...paginationQuery, ...formatQuery }),
      status: 200,
      summary: `List the replies to a comment of a ${what}, oldest first`,
    },
    {
      operationId: `postCommentReplyIn${name}`,
      method: 'post',
      path: `${prefix}/comments/:commentId/replies`,
      rpc: `${RPC}/PostCommentReply`,
      params: z.object(comment),
      // Only the change request's operation declares `format`.
      ...(name === 'ChangeRequest' && { query: z.object(formatQuery) }),
      body: z.object({ body: ZCommentBody }),
      responseField: 'reply',
      status: 200,
      summary: `Reply to a comment of a ${what}`,
    },
    {
      operationId: `getCommentReplyIn${name}`,
      method: 'get',
      path: `${prefix}/comments/:commentId/replies/:commentReplyId`,
      rpc: `${RPC}/GetCommentReply`,
      params: z.object(reply),
      query: z.object(formatQuery),
      responseField: 'reply',
      status: 200,
      summary: `Get a reply to a comment of a ${what}`,
    },
    {
      operationId: `updateCommentReplyIn${name}`,
      method: 'put',
      path: `${prefix}/comments/:commentId/replies/:commentReplyId`,
      rpc: `${RPC}/UpdateCommentReply`,
      params: z.object(reply),
      // The change request's operation takes the comment's schema, whose `resolved` means nothing for a reply.
      body:
        name === 'ChangeRequest'
          ? updateReplyBody
              .extend({ resolved: z.boolean().optional() })
              .refine((body) => body.resolved === undefined, { path: ['resolved'], message: 'a reply cannot be resolved: resolve its comment' })
          : updateReplyBody,
      responseField: 'reply',
      status: 200,
      summary: `Edit a reply to a comment of a ${what}, react to it`,
    },
    {
      operationId: `deleteCommentReplyIn${name}`,
      method: 'delete',
      path: `${prefix}/comments/:commentId/replies/:commentReplyId`,
      rpc: `${RPC}/DeleteCommentReply`,
      params: z.object(reply),
      status: 204,
      summary: `Delete a reply to a comment of a ${what} (204 also when it did not exist)`,
    },
    {
      operationId: `listCommentersIn${name}`,
      method: 'get',
      path: `${prefix}/commenters`,
      rpc: `${RPC}/ListCommenters`,
      params: z.object(params),
      query: z.object({ ...paginationQuery }),
      status: 200,
      summary: `List the organization members who commented or replied in a ${what}, by user id (a guest sees only themselves)`,
    },
  ];
}

export const commentRoutes = defineRoutes(SCOPES.flatMap(scopeRows));
