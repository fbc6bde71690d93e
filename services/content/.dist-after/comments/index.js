"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentService = commentService;
const delete_comment_1 = require("./handlers/delete-comment");
const delete_comment_reply_1 = require("./handlers/delete-comment-reply");
const get_comment_1 = require("./handlers/get-comment");
const get_comment_reply_1 = require("./handlers/get-comment-reply");
const list_commenters_1 = require("./handlers/list-commenters");
const list_comment_replies_1 = require("./handlers/list-comment-replies");
const list_comments_1 = require("./handlers/list-comments");
const post_comment_1 = require("./handlers/post-comment");
const post_comment_reply_1 = require("./handlers/post-comment-reply");
const update_comment_1 = require("./handlers/update-comment");
const update_comment_reply_1 = require("./handlers/update-comment-reply");
/** CommentService (proto/quire/content/v1/comment.proto): comments and replies of spaces and change requests. */
function commentService(ctx) {
    return {
        listComments: (request, callContext) => (0, list_comments_1.listComments)(ctx, request, callContext),
        postComment: (request, callContext) => (0, post_comment_1.postComment)(ctx, request, callContext),
        getComment: (request, callContext) => (0, get_comment_1.getComment)(ctx, request, callContext),
        updateComment: (request, callContext) => (0, update_comment_1.updateComment)(ctx, request, callContext),
        deleteComment: (request, callContext) => (0, delete_comment_1.deleteComment)(ctx, request, callContext),
        listCommentReplies: (request, callContext) => (0, list_comment_replies_1.listCommentReplies)(ctx, request, callContext),
        postCommentReply: (request, callContext) => (0, post_comment_reply_1.postCommentReply)(ctx, request, callContext),
        getCommentReply: (request, callContext) => (0, get_comment_reply_1.getCommentReply)(ctx, request, callContext),
        updateCommentReply: (request, callContext) => (0, update_comment_reply_1.updateCommentReply)(ctx, request, callContext),
        deleteCommentReply: (request, callContext) => (0, delete_comment_reply_1.deleteCommentReply)(ctx, request, callContext),
        listCommenters: (request, callContext) => (0, list_commenters_1.listCommenters)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map