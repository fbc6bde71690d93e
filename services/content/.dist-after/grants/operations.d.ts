import type { contentV1 } from '@quire/proto';
import { type CallContext, type Principal } from '@quire/shared';
import { type GrantSubject, type Level, type Viewer } from '../access/policy';
import type { ContentContext } from '../context';
import { type GrantTarget } from './queries';
/**
 * What the handlers of SpacePermissionService and CollectionUserPermissionService share: each
 * rpc is one of these over a space or a collection (handlers/ keeps one thin file per rpc).
 */
type LoadedTarget = {
    organizationId: string;
    viewer: Viewer;
    access: Level | null;
};
/** The space or collection with the caller's level on it (the one access rule); NOT_FOUND as their reads answer. */
export declare function loadTarget(ctx: ContentContext, principal: Principal, target: GrantTarget): Promise<LoadedTarget>;
/**
 * NOT_FOUND unless every id names a user (members and guests) or a team of the organization:
 * grants are for the organization's people only. One batch call to identity. A guest (who may
 * manage a space they were given `admin` on) knows only their own teams, as identity shows
 * them: those are the teams they can name.
 */
export declare function checkSubjects(ctx: ContentContext, callContext: CallContext, organizationId: string, subject: GrantSubject, ids: readonly string[]): Promise<void>;
/** The grants to users on a target, with identity's users (one batch call per page). */
export declare function listUserGrants(ctx: ContentContext, callContext: CallContext, target: GrantTarget, { page, limit }: {
    page?: string;
    limit: number;
}): Promise<{
    items: contentV1.UserContentPermission[];
    next?: {
        page: string;
    };
    count: number;
}>;
/** The grants to teams on a space, with identity's teams (one call for the page). */
export declare function listTeamGrants(ctx: ContentContext, callContext: CallContext, target: GrantTarget & {
    kind: 'space';
}, { page, limit }: {
    page?: string;
    limit: number;
}): Promise<contentV1.ListSpaceTeamPermissionsResponse>;
/**
 * Gives `subjectIds` a role on the target (null removes their grants), after checking the
 * caller manages it and every id is the organization's.
 */
export declare function setGrants(ctx: ContentContext, callContext: CallContext, target: GrantTarget, grants: {
    subject: GrantSubject;
    subjectIds: string[];
}[], role: Level | null): Promise<void>;
/** Removes one grant; `removed` says whether there was one (the contract's 205, else 204). */
export declare function removeGrant(ctx: ContentContext, callContext: CallContext, target: GrantTarget, subject: GrantSubject, subjectId: string): Promise<{
    removed: boolean;
}>;
export {};
