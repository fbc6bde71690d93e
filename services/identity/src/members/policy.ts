import type { MemberRole } from '../generated/prisma/client';
import { isAdmin, isInOrganization, isMember, type OrganizationViewer } from '../access/organization';

const isSelf = (viewer: OrganizationViewer, userId: string) => isInOrganization(viewer) && viewer.userId === userId;

export const memberPolicy = {
  /** Members see everyone; guests only themselves. */
  view: (viewer: OrganizationViewer, userId: string) => isMember(viewer) || isSelf(viewer, userId),
  /** Adding people (by email) is for admins, like changing their roles. */
  add: (viewer: OrganizationViewer) => isAdmin(viewer),
  updateRole: (viewer: OrganizationViewer) => isAdmin(viewer),
  /** Admins remove anyone; anyone may leave. */
  remove: (viewer: OrganizationViewer, userId: string) => isAdmin(viewer) || isSelf(viewer, userId),
  setSso: (viewer: OrganizationViewer) => isAdmin(viewer),
  ping: (viewer: OrganizationViewer) => isInOrganization(viewer),
};

/**
 * Whether changing a member from `currentRole` to `nextRole` (undefined = removing them)
 * leaves the organization without an admin, given how many admins it has now.
 */
export function leavesNoAdmin({
  currentRole,
  nextRole,
  adminCount,
}: {
  currentRole: MemberRole | null;
  nextRole: MemberRole | null | undefined;
  adminCount: number;
}): boolean {
  return currentRole === 'admin' && nextRole !== 'admin' && adminCount <= 1;
}
