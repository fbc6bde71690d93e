import { permissionDenied, roleAtLeast } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import { spaceRules } from '../spaces/policy';

/**
 * The level each comment action needs on the space (the same for the comments of a change
 * request). Resolving and reopening are part of the discussion, not an edit of someone's words:
 * anyone who may comment may resolve or reopen any comment, as in GitBook. Editing a body is
 * for its author only (an admin may delete it, not rewrite it).
 */
export const commentRules = {
  // Read comments and replies.
  view: spaceRules.view,
  // Post, reply, react, resolve and reopen; edit or delete one's own.
  participate: spaceRules.comment,
  // Delete anyone's comment or reply.
  moderate: spaceRules.admin,
} as const satisfies Record<string, Level>;

/** A comment or a reply as far as who may do what is concerned: its author. */
export type Authored = { postedById: string };

export type CommentPermissions = { view: boolean; edit: boolean; reply: boolean; delete: boolean };

/** What the viewer may do with a comment or reply: the rules of the guards below, as booleans. */
export function commentPermissions(access: Level | null, viewerId: string, item: Authored): CommentPermissions {
  const participates = roleAtLeast(access, commentRules.participate);
  const own = participates && item.postedById === viewerId;
  return {
    view: roleAtLeast(access, commentRules.view),
    edit: own,
    reply: participates,
    delete: own || roleAtLeast(access, commentRules.moderate),
  };
}

/** Guards posting, replying, reacting, resolving and reopening (and any update or delete): the `comment` level. */
export function authorizeParticipate(access: Level | null): void {
  authorize(access, commentRules.participate, 'Space');
}

/** Guards editing the body of a comment or reply: its author, who may still comment. */
export function authorizeEditBody(access: Level | null, viewerId: string, item: Authored, what: 'comment' | 'reply'): void {
  authorizeParticipate(access);
  if (item.postedById !== viewerId) throw permissionDenied(`Only the author of a ${what} can edit it`);
}

/** Guards deleting a comment or reply: its author (who may still comment) or a space admin. */
export function authorizeDelete(access: Level | null, viewerId: string, item: Authored, what: 'comment' | 'reply'): void {
  authorizeParticipate(access);
  if (!commentPermissions(access, viewerId, item).delete) {
    throw permissionDenied(`Only the author of a ${what} or an admin of the space can delete it`);
  }
}
