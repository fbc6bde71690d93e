import { type Level } from '../access/policy';
/**
 * The level each comment action needs on the space (the same for the comments of a change
 * request). Resolving and reopening are part of the discussion, not an edit of someone's words:
 * anyone who may comment may resolve or reopen any comment, as in GitBook. Editing a body is
 * for its author only (an admin may delete it, not rewrite it).
 */
export declare const commentRules: {
    readonly view: "read";
    readonly participate: "comment";
    readonly moderate: "admin";
};
/** A comment or a reply as far as who may do what is concerned: its author. */
export type Authored = {
    postedById: string;
};
export type CommentPermissions = {
    view: boolean;
    edit: boolean;
    reply: boolean;
    delete: boolean;
};
/** What the viewer may do with a comment or reply: the rules of the guards below, as booleans. */
export declare function commentPermissions(access: Level | null, viewerId: string, item: Authored): CommentPermissions;
/** Guards posting, replying, reacting, resolving and reopening (and any update or delete): the `comment` level. */
export declare function authorizeParticipate(access: Level | null): void;
/** Guards editing the body of a comment or reply: its author, who may still comment. */
export declare function authorizeEditBody(access: Level | null, viewerId: string, item: Authored, what: 'comment' | 'reply'): void;
/** Guards deleting a comment or reply: its author (who may still comment) or a space admin. */
export declare function authorizeDelete(access: Level | null, viewerId: string, item: Authored, what: 'comment' | 'reply'): void;
