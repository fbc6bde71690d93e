import { roleAtLeast } from '@quire/shared';
import type { Viewer } from './policy';

/** Transfers take resources out of one organization and into another: admins of both only. */
export const canTransferBetween = (source: Viewer, target: Viewer): boolean =>
  roleAtLeast(source.orgRole, 'admin') && roleAtLeast(target.orgRole, 'admin');

/** Listing another member's spaces reveals what they can reach: themselves and organization admins. */
export const canListMemberSpaces = (viewer: Viewer, callerUserId: string, memberUserId: string): boolean =>
  viewer.orgRole !== undefined && (callerUserId === memberUserId || roleAtLeast(viewer.orgRole, 'admin'));
