import { type Level } from '../access/policy';
import type { SpaceEditMode } from '../generated/prisma/enums';
import type { ChangeRequestRow } from './queries';
/** The level each change request action needs on its space. */
export declare const changeRequestRules: {
    readonly view: "read";
    readonly edit: "edit";
};
/**
 * Guards creating a change request: the `edit` level on the space, and a space that is not
 * locked (a locked space takes no edits from anyone, change requests included, until an admin
 * unlocks it). Existing change requests stay manageable in a locked space (status, reviewers).
 */
export declare function authorizeCreate(access: Level | null, space: {
    editMode: SpaceEditMode;
}): void;
/**
 * Guards merging a change request: the `edit` level on the space, and a space that is not
 * locked (the rule of the space's `permissions.merge`). The merge runs it twice: in the handler
 * with the space it loaded, and in the merge's transaction with the space row locked, so that a
 * space locked meanwhile is not merged into.
 */
export declare function authorizeMerge(access: Level | null, space: {
    editMode: SpaceEditMode;
}): void;
/** Why a change request takes no more writes (content, merge, update from main), or undefined when it does. */
export declare function closedReason(status: ChangeRequestRow['status']): string | undefined;
/** Why a change request takes no reviewer requests (merged or archived), or undefined. */
export declare function reviewRequestRefusal(status: string): string | undefined;
