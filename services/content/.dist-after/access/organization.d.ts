import type { Viewer } from './policy';
/** Transfers take resources out of one organization and into another: admins of both only. */
export declare const canTransferBetween: (source: Viewer, target: Viewer) => boolean;
/** Listing another member's spaces reveals what they can reach: themselves and organization admins. */
export declare const canListMemberSpaces: (viewer: Viewer, callerUserId: string, memberUserId: string) => boolean;
