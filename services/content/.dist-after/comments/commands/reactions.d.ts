import type { TransactionClient } from '../../db';
import type { ReactionChanges } from '../schemas';
/** Applies `userId`'s reaction changes to a comment. */
export declare function applyCommentReactions(tx: TransactionClient, commentId: string, userId: string, changes: ReactionChanges): Promise<ReactionChanges>;
/** Applies `userId`'s reaction changes to a reply. */
export declare function applyReplyReactions(tx: TransactionClient, replyId: string, userId: string, changes: ReactionChanges): Promise<ReactionChanges>;
