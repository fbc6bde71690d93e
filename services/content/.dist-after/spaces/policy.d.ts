import type { Level } from '../access/policy';
/** What a level allows on a space. */
export declare const spaceRules: {
    readonly view: "read";
    readonly comment: "comment";
    readonly edit: "edit";
    readonly review: "review";
    readonly admin: "admin";
};
export type SpacePermissions = {
    view: boolean;
    access: boolean;
    admin: boolean;
    viewInviteLinks: boolean;
    edit: boolean;
    triggerGitSync: boolean;
    comment: boolean;
    merge: boolean;
    review: boolean;
    installIntegration: boolean;
};
export declare function spacePermissions(access: Level | null, space: {
    editMode: 'live' | 'locked';
}): SpacePermissions;
/** Deleted spaces stay in the trash this long: they can be restored until then, and are purged after. */
export declare const SPACE_RETENTION_MS: number;
export declare const isRestorable: (deletedAt: Date, now: Date) => boolean;
