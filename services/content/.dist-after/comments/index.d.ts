import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** CommentService (proto/quire/content/v1/comment.proto): comments and replies of spaces and change requests. */
export declare function commentService(ctx: ContentContext): contentV1.CommentServiceImplementation;
