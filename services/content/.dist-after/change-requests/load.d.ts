import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { type StoredRevision } from '../revision-store/store';
import { type LoadedSpace } from '../spaces/load';
import { type ChangeRequestRow } from './queries';
export type LoadedChangeRequest = LoadedSpace & {
    changeRequest: ChangeRequestRow;
};
/**
 * A live space's change request (by id or number) with the caller's level on the space.
 * NOT_FOUND when the caller cannot read the space (another organization, nothing given to a
 * guest), when the space is in the trash, or when the change request is not one of this space;
 * the level needed by the action itself is checked by the caller afterwards.
 */
export declare function loadChangeRequest(ctx: ContentContext, principal: Principal, spaceId: string, changeRequestId: string): Promise<LoadedChangeRequest>;
/**
 * The content a request reads: the space's main revision, a change request's revision when
 * `changeRequestId` (id or number) is given, or any revision of the space when `revisionId`
 * is. NOT_FOUND for an unknown change request or revision, a space the caller cannot see, or
 * a change request or revision of another space.
 */
export type ContentTarget = LoadedSpace & {
    changeRequest: ChangeRequestRow | null;
    revision: StoredRevision;
};
export declare function loadContentTarget(ctx: ContentContext, principal: Principal, spaceId: string, changeRequestId: string | undefined, revisionId?: string): Promise<ContentTarget>;
export type WritableContent = ContentTarget & {
    changeRequest: ChangeRequestRow;
};
/**
 * The change request a page or file write goes to, after the guards every content write has:
 * the "edit" level on the space, and a space that is not locked (the rule of the space's
 * `permissions.edit`). Whether the change request still takes writes (not merged, not
 * archived) is checked by changeRequestEditor under its lock.
 */
export declare function loadWritableContent(ctx: ContentContext, principal: Principal, spaceId: string, changeRequestId: string): Promise<WritableContent>;
