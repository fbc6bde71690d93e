import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { deleteComment } from './handlers/delete-comment';
import { deleteCommentReply } from './handlers/delete-comment-reply';
import { getComment } from './handlers/get-comment';
import { getCommentReply } from './handlers/get-comment-reply';
import { listCommenters } from './handlers/list-commenters';
import { listCommentReplies } from './handlers/list-comment-replies';
import { listComments } from './handlers/list-comments';
import { postComment } from './handlers/post-comment';
import { postCommentReply } from './handlers/post-comment-reply';
import { updateComment } from './handlers/update-comment';
import { updateCommentReply } from './handlers/update-comment-reply';

/** CommentService (proto/quire/content/v1/comment.proto): comments and replies of spaces and change requests. */
export function commentService(ctx: ContentContext): contentV1.CommentServiceImplementation {
  return {
    listComments: (request, callContext) => listComments(ctx, request, callContext),
    postComment: (request, callContext) => postComment(ctx, request, callContext),
    getComment: (request, callContext) => getComment(ctx, request, callContext),
    updateComment: (request, callContext) => updateComment(ctx, request, callContext),
    deleteComment: (request, callContext) => deleteComment(ctx, request, callContext),
    listCommentReplies: (request, callContext) => listCommentReplies(ctx, request, callContext),
    postCommentReply: (request, callContext) => postCommentReply(ctx, request, callContext),
    getCommentReply: (request, callContext) => getCommentReply(ctx, request, callContext),
    updateCommentReply: (request, callContext) => updateCommentReply(ctx, request, callContext),
    deleteCommentReply: (request, callContext) => deleteCommentReply(ctx, request, callContext),
    listCommenters: (request, callContext) => listCommenters(ctx, request, callContext),
  };
}
