import { notFound, permissionDenied, roleAtLeast } from '@quire/shared';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';

/**
 * The caller as seen from one organization. `role` is undefined when the caller is not in
 * the organization at all, null when they are a guest.
 */
export type OrganizationViewer = { userId: string; role: MemberRole | null | undefined };

/** Members and guests. */
export const isInOrganization = (viewer: OrganizationViewer): boolean => viewer.role !== undefined;

/** Members with a role; guests are not members in this sense. */
export const isMember = (viewer: OrganizationViewer): boolean => viewer.role !== undefined && viewer.role !== null;

export const isAdmin = (viewer: OrganizationViewer): boolean => viewer.role === 'admin';

/** What a caller may do with an organization as a whole; every area asks these. */
export const organizationPolicy = {
  view: isInOrganization,
  update: isAdmin,
  listMembers: isMember,
  listTeams: isMember,
  createContent: (viewer: OrganizationViewer) => roleAtLeast(viewer.role, 'create'),
  manageIntegrations: isAdmin,
};

/**
 * Throws unless `allowed`. Callers outside the organization get NOT_FOUND so that ids do
 * not leak across organizations; callers inside it get PERMISSION_DENIED.
 */
export function authorize(viewer: OrganizationViewer, allowed: boolean, deniedMessage: string): void {
  if (!isInOrganization(viewer)) throw notFound('Organization not found');
  if (!allowed) throw permissionDenied(deniedMessage);
}

/**
 * The caller's standing in an organization, read from the database rather than from the
 * principal so that a role change takes effect on the next call.
 */
export async function loadOrganizationViewer(db: Db, organizationId: string, userId: string): Promise<OrganizationViewer> {
  const membership = await db.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    select: { role: true },
  });
  return { userId, role: membership ? membership.role : undefined };
}
