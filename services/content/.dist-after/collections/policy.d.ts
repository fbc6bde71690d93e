import type { Level } from '../access/policy';
/** What a level allows on a collection. */
export declare const collectionRules: {
    readonly view: "read";
    readonly admin: "admin";
    readonly create: "create";
};
export type CollectionPermissions = {
    view: boolean;
    admin: boolean;
    viewInviteLinks: boolean;
    create: boolean;
};
export declare function collectionPermissions(access: Level | null): CollectionPermissions;
