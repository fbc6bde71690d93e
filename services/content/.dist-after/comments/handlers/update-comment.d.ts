import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Resolves or reopens a comment, edits its body, adds or removes the caller's reactions, in one
 * transaction. Needs the `comment` level; a body only from its author (403). A request that
 * asks for no change is refused (400).
 */
export declare function updateComment(ctx: ContentContext, request: contentV1.UpdateCommentRequest, callContext: CallContext): Promise<contentV1.UpdateCommentResponse>;
